// Class 4 of the computer's failures, fresh siblings: variant rules and the race clock at their edges. Manahearth's
// reshuffled graveyard makes a draw spell safe on an empty library, but not when the graveyard can't cover the draw
// (ruling MH-12); Normal Magic still decks (CR 704.5b). A fourth Heroic cast is a loss unless its attack wins first,
// and a blocker stops that attack (ruling HE-10). The race: attack with fliers that win it, and keep the one blocker
// home whose absence loses it (CR 506-511).
import { describe, expect, it } from 'vitest'
import { realPool } from '../../../support/realCards'
import { atStep, drive, LEVELS, MAGIC_COMBAT, play, zone, type Board } from './board'

describe('class 4: variant rules and the race at their edges', () => {
  it('MH-12: casts Divination on an empty library when the graveyard shuffled back covers the draw', () => {
    const board: Board = {
      sides: [
        {
          library: [],
          graveyard: Array(6).fill('Grizzly Bears'),
          hand: ['Divination'],
          battlefield: ['Island', 'Island', 'Island'],
        },
        {},
      ],
    }
    const end = drive(play('manahearth', board, []).state, { 0: 'normal' }, atStep('beginCombat', 7))
    expect(end.players[0].lost).toBe(false)
    expect(zone(end, 0, 'graveyard')).toContain('Divination')
    expect(zone(end, 0, 'hand')).toHaveLength(2)
  }, 60_000)

  it("MH-12: doesn't cast it when the graveyard holds one card (the second draw finds nothing and loses)", () => {
    const board: Board = {
      sides: [
        {
          library: [],
          graveyard: ['Grizzly Bears'],
          hand: ['Divination'],
          battlefield: ['Island', 'Island', 'Island'],
        },
        {},
      ],
    }
    const end = drive(play('manahearth', board, []).state, { 0: 'normal' }, atStep('beginCombat', 7))
    expect(end.players[0].lost).toBe(false)
    expect(zone(end, 0, 'hand')).toEqual(['Divination'])
  }, 60_000)

  for (const variant of ['normal', 'heroic', 'mental'] as const)
    it(`${variant}: CR 704.5b: doesn't draw two from a library of two with a full graveyard`, () => {
      const board: Board = {
        sides: [
          {
            library: ['Island', 'Island'],
            graveyard: Array(6).fill('Grizzly Bears'),
            hand: ['Divination'],
            battlefield: ['Island', 'Island', 'Island'],
          },
          {},
        ],
      }
      const end = drive(play(variant, board, []).state, { 0: 'normal' }, atStep('beginCombat', 7))
      expect(zone(end, 0, 'library')).toHaveLength(2)
    }, 60_000)

  for (const level of LEVELS)
    it(`HE-10 ${level}: doesn't cast its hasty hero a fourth time when a wall would block its attack`, () => {
      const board: Board = {
        sides: [
          {
            hero: 'Captain Lannery Storm',
            library: ['Mountain', 'Mountain'],
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
            heroCasts: 3,
          },
          { life: 2, library: ['Mountain', 'Mountain'], battlefield: ['Mountain', 'Wall of Wood'] },
        ],
      }
      const start = play('heroic', board, [], realPool(['Captain Lannery Storm'])).state
      const end = drive(start, { 0: level, 1: 'normal' }, atStep('upkeep', 8))
      expect(end.players[0].lost).toBe(false)
      expect(end.winner).toBe(null)
    }, 120_000)

  for (const variant of MAGIC_COMBAT) {
    // Two Wind Drakes against a Craw Wurm with no reach: Ann at 12 kills Ben at 8 in two attacks, the Wurm needs two.
    it(`${variant}: races with fliers when its clock is faster`, () => {
      const board: Board = {
        sides: [
          { life: 12, battlefield: ['Wind Drake', 'Wind Drake'] },
          { life: 8, battlefield: ['Craw Wurm'] },
        ],
      }
      const end = drive(play(variant, board, []).state, { 0: 'normal', 1: 'normal' }, atStep('postcombatMain', 7))
      expect(end.players[1].life).toBe(4)
    }, 60_000)

    // Ann at 3 with two Grizzly Bears, Ben at 6 with Hill Giant: both Bears attacking leave no blocker for the Giant.
    it(`${variant}: keeps a blocker home when the crack-back would be lethal`, () => {
      const board: Board = {
        sides: [
          { life: 3, battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
          { life: 6, battlefield: ['Hill Giant'] },
        ],
      }
      const end = drive(play(variant, board, []).state, { 0: 'normal', 1: 'normal' }, atStep('end', 8))
      expect(end.players[0].lost).toBe(false)
    }, 60_000)
  }
})
