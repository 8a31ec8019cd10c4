// Class 1 of the computer's failures, fresh siblings: value that arrives later in the turn (a pump after blocks, a
// trick on its own blocker, removal on the blocker that stands between it and lethal, burn to the face once combat
// has done its part). Each position differs from the named examples in what matters: trample, reach and fliers, the
// computer defending, a pump held until blocks are known (CR 509.1, 510.1, 702.19b).
import { describe, expect, it } from 'vitest'
import {
  attack,
  block,
  combatBoard,
  draws,
  atStep,
  computer,
  drive,
  LEVELS,
  MAGIC_COMBAT,
  pass,
  permanents,
  play,
  zone,
  type Board,
} from './board'

describe('class 1: value later in the turn', () => {
  for (const variant of MAGIC_COMBAT) {
    // Stampeding Rhino (4/4 trample) is blocked by Grizzly Bears with Ben at 6: Titanic Growth makes it 8/8, and 6
    // of its damage tramples over the 2/2 (CR 702.19b).
    it(`${variant}: pumps its blocked trampler for lethal damage through the blocker`, () => {
      const board: Board = {
        step: 'declareAttackers',
        sides: [
          { hand: ['Titanic Growth'], battlefield: ['Stampeding Rhino', 'Forest', 'Forest'] },
          { life: 6, battlefield: ['Grizzly Bears'] },
        ],
      }
      const r = play(variant, board, [
        attack(0, [['Stampeding Rhino', 'player:1']]),
        pass(0),
        pass(1),
        block(1, [['Grizzly Bears', 'Stampeding Rhino']]),
      ])
      expect(r.output.rejected).toEqual([])
      expect(drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7)).winner).toBe(0)
    }, 60_000)

    // Hill Giant and Grizzly Bears attack Ben at 5 with Centaur Courser back. Giant Growth cast before blocks shows
    // Ben where not to let damage through; held, it makes whichever attacker is unblocked lethal (CR 509.1).
    it(`${variant}: holds its pump until blocks are declared, then makes the unblocked attacker lethal`, () => {
      const board: Board = {
        step: 'declareAttackers',
        sides: [
          { hand: ['Giant Growth'], battlefield: ['Hill Giant', 'Grizzly Bears', 'Forest'] },
          { life: 5, battlefield: ['Centaur Courser'] },
        ],
      }
      const declared = [
        attack(0, [
          ['Hill Giant', 'player:1'],
          ['Grizzly Bears', 'player:1'],
        ]),
      ]
      const before = play(variant, board, [...declared, computer(0)])
      expect(before.output.rejected).toEqual([])
      expect(zone(before.state, 0, 'hand'), 'Giant Growth is held until blocks').toEqual(['Giant Growth'])
      const r = play(variant, board, [...declared, computer(0), pass(1), block(1, [['Centaur Courser', 'Hill Giant']])])
      expect(r.output.rejected).toEqual([])
      expect(drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7)).winner).toBe(0)
    }, 60_000)

    // Two Wind Drakes face Ben at 4 behind Giant Spider (reach) with a tapped Colossal Dreadmaw: Doom Blade on the
    // Spider lets 4 flying damage through; on the Dreadmaw it leaves the Spider to block (CR 702.9b, 702.17).
    it(`${variant}: kills the reach blocker, not the bigger tapped creature, before its fliers attack for lethal`, () => {
      const board: Board = {
        sides: [
          {
            hand: ['Doom Blade', 'Swamp', 'Typhoid Rats'],
            battlefield: ['Wind Drake', 'Wind Drake', 'Swamp', 'Swamp'],
          },
          { life: 4, battlefield: ['Giant Spider', { name: 'Colossal Dreadmaw', tapped: true }, 'Forest'] },
        ],
      }
      const r = play(variant, board, [])
      expect(drive(r.state, { 0: 'normal', 1: 'normal' }, atStep('end', 7)).winner).toBe(0)
    }, 60_000)

    // Ben attacks with Hill Giant into Centaur Courser; Ben's opponent (the computer) holds Giant Growth and a Forest:
    // it blocks and pumps its blocker, killing the Giant and keeping the Courser (CR 509.1, 510.1).
    it(`${variant}: blocks and saves its blocker with a pump, killing the attacker`, () => {
      const board: Board = {
        active: 1,
        step: 'declareAttackers',
        sides: [
          { hand: ['Giant Growth'], battlefield: ['Centaur Courser', 'Forest'] },
          { battlefield: ['Hill Giant', 'Mountain'] },
        ],
      }
      const r = play(variant, board, [attack(1, [['Hill Giant', 'player:0']]), pass(1)])
      expect(r.output.rejected).toEqual([])
      const end = drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7))
      expect(zone(end, 1, 'graveyard')).toContain('Hill Giant')
      expect(permanents(end, 0)).toContain('Centaur Courser')
    }, 60_000)

    // Ben at 5 with Wall of Wood (0/3) untapped: two Grizzly Bears and Lightning Strike. Strike on the Wall leaves
    // Ben at 1; the Bears' damage and Strike to the face are exactly 5 (CR 120.3a).
    it(`${variant}: burns the face for exact lethal with its attack, not the blocker`, () => {
      const board: Board = {
        sides: [
          { hand: ['Lightning Strike'], battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Mountain', 'Mountain'] },
          { life: 5, battlefield: ['Wall of Wood', { name: 'Air Elemental', tapped: true }] },
        ],
      }
      const r = play(variant, board, [])
      expect(drive(r.state, { 0: 'normal', 1: 'normal' }, atStep('cleanup', 7)).winner).toBe(0)
    }, 60_000)
  }

  // Combat Rules' two-step: Grizzly Bears across from Hill Giant with Giant Growth set; revealed before the fight it
  // makes the Bears a 5/5 that kills the Giant and lives (MCR-8, MCR-10).
  it('combat: reveals its set pump before the fight it turns around', () => {
    const board = combatBoard({ step: 'beginCombat' }, [
      { library: draws(0, 3), slots: ['Grizzly Bears', null, null, null, null], spellSlots: ['Giant Growth'] },
      { library: draws(1, 3), slots: ['Hill Giant', null, null, null, null] },
    ])
    const end = drive(play('combat', board, []).state, { 0: 'normal', 1: 'normal' }, atStep('end', 5))
    expect(zone(end, 1, 'graveyard')).toContain('Hill Giant')
    expect(permanents(end, 0)).toContain('Grizzly Bears')
  }, 60_000)

  for (const level of LEVELS)
    it(`normal, ${level}: in a three-player game, pumps the unblocked attacker to finish the defending player`, () => {
      const board: Board = {
        step: 'declareAttackers',
        sides: [
          { hand: ['Giant Growth'], battlefield: ['Grizzly Bears', 'Runeclaw Bear', 'Forest'] },
          { life: 5, battlefield: ['Centaur Courser'] },
          { life: 20, battlefield: ['Craw Wurm'] },
        ],
      }
      const r = play('normal', board, [
        attack(0, [
          ['Grizzly Bears', 'player:1'],
          ['Runeclaw Bear', 'player:1'],
        ]),
        computer(0, level),
        pass(1),
        pass(2),
        block(1, [['Centaur Courser', 'Grizzly Bears']]),
      ])
      expect(r.output.rejected).toEqual([])
      expect(drive(r.state, { 0: level }, atStep('postcombatMain', 7)).players[1].lost).toBe(true)
    }, 120_000)
})
