// A fresh audit of the computer's four failure classes: positions unlike the named examples and the other siblings,
// in other variants and with three and four players (the opponents who don't matter to the point still in the game).
// Each asserts what a regular player gets out of the position at the Normal level.
import { describe, expect, it } from 'vitest'
import { computerAction } from '@shared/computer'
import { atStep, attack, drive, pass, permanents, play, zone, type Board } from './board'

const attackers = (a: unknown) => (a as { attackers?: { target: unknown }[] }).attackers ?? []

describe('class 1: value later in the turn (fresh)', () => {
  // Manahearth, three players: Ben's Hill Giant attacks Ann, whose Grizzly Bears can block it; Titanic Growth after
  // the block makes the Bears a 6/6 that kills the Giant and lives (CR 509.1, 509.4).
  it('manahearth, three players: blocks the Giant and pumps its blocker after blocks', () => {
    const board: Board = {
      active: 1,
      step: 'declareAttackers',
      sides: [
        { hand: ['Titanic Growth'], battlefield: ['Grizzly Bears', 'Forest', 'Forest'] },
        { battlefield: ['Hill Giant', 'Mountain'] },
        { battlefield: ['Centaur Courser'] },
      ],
    }
    const r = play('manahearth', board, [attack(1, [['Hill Giant', 'player:0']]), pass(1)])
    expect(r.output.rejected).toEqual([])
    const end = drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(zone(end, 1, 'graveyard')).toContain('Hill Giant')
    expect(permanents(end, 0)).toContain('Grizzly Bears')
  }, 60_000)

  // Heroic, four players: Stampeding Rhino (4/4 trample) is blocked by Dee's Wall of Wood (0/3) with Dee at 5:
  // Titanic Growth makes it 8/8 and 5 damage tramples over the Wall (CR 702.19b).
  it('heroic, four players: pumps its blocked trampler to knock out the defending player', () => {
    const board: Board = {
      step: 'declareAttackers',
      sides: [
        { hand: ['Titanic Growth'], battlefield: ['Stampeding Rhino', 'Forest', 'Forest'] },
        { battlefield: ['Grizzly Bears'] },
        { battlefield: ['Hill Giant'] },
        { life: 5, battlefield: ['Wall of Wood'] },
      ],
    }
    const r = play('heroic', board, [
      attack(0, [['Stampeding Rhino', 'player:3']]),
      pass(0),
      pass(1),
      pass(2),
      pass(3),
      { player: 3, type: 'declareBlockers', blockers: [{ card: 'Wall of Wood', blocks: 'Stampeding Rhino' }] },
    ])
    expect(r.output.rejected).toEqual([])
    const end = drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(end.players[3].lost).toBe(true)
  }, 60_000)
})

describe('class 2: the right action is generated (fresh)', () => {
  // Heroic, four players: Dee attacks Ann at 4 with Colossal Dreadmaw (6/6 trample) and Hill Giant. Giant Spider
  // (2/4) on the Dreadmaw lets 2 through, Grizzly Bears on the Giant stop it: 2 < 4. Any other blocks let 4 or more
  // through (CR 509.1, 702.19b).
  it('heroic, four players: at 4 life puts the toughest blocker on the trampler and chumps the other', () => {
    const board: Board = {
      active: 3,
      step: 'declareAttackers',
      sides: [
        { life: 4, battlefield: ['Giant Spider', 'Grizzly Bears'] },
        { battlefield: ['Centaur Courser'] },
        { battlefield: ['Wind Drake'] },
        { battlefield: ['Colossal Dreadmaw', 'Hill Giant'] },
      ],
    }
    const r = play('heroic', board, [
      attack(3, [
        ['Colossal Dreadmaw', 'player:0'],
        ['Hill Giant', 'player:0'],
      ]),
      pass(3),
      pass(0),
      pass(1),
      pass(2),
    ])
    expect(r.output.rejected).toEqual([])
    const end = drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(end.players[0].lost).toBe(false)
    expect(end.players[0].life).toBeGreaterThan(0)
  }, 60_000)

  // Normal Magic, three players: Ben at 12 behind Wall of Wood, Cid at 5 with no creature. Ann's Wind Drake (2/2
  // flier) and Hill Giant (3/3) together at Cid knock him out, nothing blocking; split or at Ben they don't (CR 506.2,
  // 104.3a).
  it('normal, three players: sends every attacker at the opponent it can knock out', () => {
    const board: Board = {
      step: 'declareAttackers',
      sides: [
        { battlefield: ['Wind Drake', 'Hill Giant'] },
        { life: 12, battlefield: ['Wall of Wood'] },
        { life: 5, battlefield: [] },
      ],
    }
    const d = computerAction(play('normal', board, []).state, 0, { level: 'normal', seed: 1 })
    const list = attackers(d.action)
    expect(list.length).toBe(2)
    expect(list.every((a) => JSON.stringify(a.target) === JSON.stringify({ player: 2 }))).toBe(true)
  }, 60_000)
})

describe('class 3: reads its opponent (fresh)', () => {
  // Manahearth, three players: Ben's Dragon Hatchling with three Mountains open becomes a 4/1 and kills Ann's Hill
  // Giant if it blocks; Cid has no creature. Ann's Giant doesn't attack Ben (CR 602.2, 509.4).
  it("manahearth, three players: doesn't attack its Giant into a firebreathing blocker with open mana", () => {
    const board: Board = {
      step: 'declareAttackers',
      sides: [
        { battlefield: ['Hill Giant'] },
        { battlefield: ['Dragon Hatchling', 'Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Wall of Wood'] },
      ],
    }
    const d = computerAction(play('manahearth', board, []).state, 0, { level: 'normal', seed: 1 })
    expect(d.action.type).toBe('declareAttackers')
    expect(attackers(d.action).filter((a) => JSON.stringify(a.target) === '{"player":1}')).toEqual([])
  }, 60_000)

  // Mental Magic, two players: the same Hatchling with its Mountains tapped is a 0/1: Ann's Hill Giant attacks.
  it('mental: attacks the firebreathing blocker whose mana is tapped', () => {
    const board: Board = {
      step: 'declareAttackers',
      sides: [
        { battlefield: ['Hill Giant'] },
        {
          battlefield: [
            'Dragon Hatchling',
            { name: 'Mountain', tapped: true },
            { name: 'Mountain', tapped: true },
            { name: 'Mountain', tapped: true },
          ],
        },
      ],
    }
    const d = computerAction(play('mental', board, []).state, 0, { level: 'normal', seed: 1 })
    expect(attackers(d.action).length).toBe(1)
  }, 60_000)
})

describe('class 4: variant rules at the edges (fresh)', () => {
  // Heroic, three players: Ann at 14 with three Grizzly Bears; Ben at 4 with a lone Centaur Courser and no cards;
  // Cid at 20. Two Bears get through Ben's one blocker each turn: Ben is dead in one attack (CR 506-510, the race).
  it('heroic, three players: attacks the player its Bears kill through one blocker', () => {
    const board: Board = {
      sides: [
        { life: 14, battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'] },
        { life: 4, battlefield: ['Centaur Courser'] },
        { battlefield: ['Wall of Wood'] },
      ],
    }
    const end = drive(play('heroic', board, []).state, { 0: 'normal', 1: 'normal', 2: 'normal' }, atStep('end', 7))
    expect(end.players[1].lost).toBe(true)
  }, 60_000)

  // Manahearth: Ann's library is empty and her graveyard holds eight lands; drawing reshuffles it (MH-12), so a draw
  // spell costs nothing: with mana for her hero's ability too, Ann casts Divination rather than holding it.
  it('manahearth: MH-12: draws two from an empty library with the graveyard to shuffle back', () => {
    const board: Board = {
      sides: [
        {
          hand: ['Divination'],
          library: [],
          graveyard: Array(8).fill('Island'),
          battlefield: Array(7).fill('Island'),
        },
        { battlefield: ['Grizzly Bears'] },
      ],
    }
    const end = drive(play('manahearth', board, []).state, { 0: 'normal' }, atStep('end', 7))
    expect(end.players[0].lost).toBe(false)
    expect(zone(end, 0, 'graveyard')).toContain('Divination')
  }, 60_000)
})
