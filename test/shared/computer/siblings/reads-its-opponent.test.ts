// Class 3 of the computer's failures, fresh siblings: a model of the opponent. Visible abilities with open mana or an
// untapped creature to pay them (a pump another creature gives, a firebreathing 0/1), an answer held rather than spent
// on what doesn't matter (a Fog against two damage), and an answer spent on what does (a counterspell for the removal
// aimed at its best creature) (CR 509.4, 602.2, 615, 701.5).
import { describe, expect, it } from 'vitest'
import { computerAction } from '@shared/computer'
import { atStep, drive, LEVELS, MAGIC_COMBAT, pass, permanents, play, zone, attack, type Board } from './board'

const attackers = (a: unknown) => (a as { attackers?: unknown[] }).attackers?.length ?? 0

describe('class 3: reads its opponent', () => {
  for (const variant of MAGIC_COMBAT) {
    // Dragon Hatchling's {R}: +1/+0 four times makes it a 4/1 that blocks and kills Serra Angel.
    it(`${variant}: doesn't attack its 4/4 flier into a Dragon Hatchling with four Mountains open`, () => {
      const board: Board = {
        step: 'declareAttackers',
        sides: [
          { battlefield: ['Serra Angel', 'Plains'] },
          { battlefield: ['Dragon Hatchling', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        ],
      }
      for (const level of LEVELS) {
        const d = computerAction(play(variant, board, []).state, 0, { level, seed: 1, timeCapMs: 600_000 })
        expect(d.action.type).toBe('declareAttackers')
        expect(attackers(d.action), level).toBe(0)
      }
    }, 120_000)

    // Timberwatch Elf taps to give a blocker +X/+X, X the Elves on the battlefield (three): Elvish Mystic blocks the
    // Hill Giant as a 4/4.
    it(`${variant}: doesn't attack into a blocker another creature's ability can pump`, () => {
      const board: Board = {
        step: 'declareAttackers',
        sides: [
          { battlefield: ['Hill Giant', 'Mountain'] },
          { battlefield: ['Timberwatch Elf', 'Elvish Mystic', 'Llanowar Elves'] },
        ],
      }
      const d = computerAction(play(variant, board, []).state, 0, { level: 'normal', seed: 1 })
      expect(d.action.type).toBe('declareAttackers')
      expect(attackers(d.action)).toBe(0)
    }, 60_000)

    it(`${variant}: counters the removal aimed at its best creature`, () => {
      const board: Board = {
        active: 1,
        sides: [
          { hand: ['Counterspell'], battlefield: ['Serra Angel', 'Island', 'Island'] },
          { hand: ['Doom Blade'], battlefield: ['Swamp', 'Swamp'] },
        ],
      }
      const r = play(variant, board, [
        { player: 1, type: 'cast', card: 'Doom Blade', targets: ['Serra Angel'] },
        pass(1),
      ])
      expect(r.output.rejected).toEqual([])
      const end = drive(r.state, { 0: 'normal' }, atStep('beginCombat', 7))
      expect(permanents(end, 0)).toContain('Serra Angel')
      expect(zone(end, 1, 'graveyard')).toContain('Doom Blade')
    }, 60_000)
  }

  for (const variant of ['normal', 'manahearth', 'heroic'] as const)
    it(`${variant}: keeps its Fog when the attack costs 2 of its 20 life`, () => {
      const board: Board = {
        active: 1,
        step: 'declareAttackers',
        sides: [{ hand: ['Fog'], battlefield: ['Forest'] }, { battlefield: ['Grizzly Bears'] }],
      }
      const r = play(variant, board, [attack(1, [['Grizzly Bears', 'player:0']]), pass(1)])
      expect(r.output.rejected).toEqual([])
      const end = drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7))
      expect(zone(end, 0, 'hand')).toEqual(['Fog'])
      expect(end.players[0].life).toBe(r.state.players[0].life - 2)
    }, 60_000)
})
