// Class 2 of the computer's failures, fresh siblings: the right action must be among the candidates. Blocks that only
// work together (a double block that kills, two blockers against menace, reach on the flier and a wall on the rest,
// the toughest blocker on the trampler), an attack on a planeswalker of another loyalty, the opponent an attack
// finishes in a game of three or four, and the block not to make: a chump that throws away the race it wins
// (CR 506.3, 508.1b, 509.1, 702.19b, 702.110b).
import { describe, expect, it } from 'vitest'
import { atStep, attack, drive, LEVELS, MAGIC_COMBAT, pass, permanents, play, zone, type Board } from './board'

/** Ben attacks Ann (the computer) with these creatures; Ann blocks as the computer. Played to Ben's second main. */
function defend(variant: (typeof MAGIC_COMBAT)[number], board: Board, attackers: string[], level = 'normal') {
  const r = play(variant, { active: 1, step: 'declareAttackers', ...board }, [
    attack(
      1,
      attackers.map((a) => [a, 'player:0']),
    ),
    pass(1),
  ])
  expect(r.output.rejected).toEqual([])
  return drive(r.state, { 0: level as 'normal' }, atStep('postcombatMain', 7))
}

describe('class 2: the right action is generated', () => {
  for (const variant of MAGIC_COMBAT) {
    it(`${variant}: double-blocks Craw Wurm with two creatures whose damage together kills it`, () => {
      const end = defend(
        variant,
        { sides: [{ battlefield: ['Centaur Courser', 'Giant Spider'] }, { battlefield: ['Craw Wurm'] }] },
        ['Craw Wurm'],
      )
      expect(zone(end, 1, 'graveyard')).toContain('Craw Wurm')
      expect(end.players[0].life).toBe(variant === 'heroic' ? 25 : 20) // ruling HE-6: Heroic starts at 25
    }, 60_000)

    it(`${variant}: at 4 life puts both Bears on the menace attacker, the only blocks that survive`, () => {
      const end = defend(
        variant,
        {
          sides: [
            { life: 4, battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
            { battlefield: ['Josu Vess, Lich Knight', 'Elite Vanguard'] },
          ],
        },
        ['Josu Vess, Lich Knight', 'Elite Vanguard'],
      )
      expect(end.players[0].lost).toBe(false)
      expect(end.players[0].life).toBe(2)
    }, 60_000)

    it(`${variant}: at 3 life blocks the flier with its reach creature and the ground attacker with its wall`, () => {
      const end = defend(
        variant,
        {
          sides: [
            { life: 3, battlefield: ['Giant Spider', 'Wall of Wood'] },
            { battlefield: ['Serra Angel', 'Grizzly Bears'] },
          ],
        },
        ['Serra Angel', 'Grizzly Bears'],
      )
      expect(end.players[0].lost).toBe(false)
      expect(end.players[0].life).toBe(3)
    }, 60_000)

    it(`${variant}: at 3 life puts its wall in front of the trampler and trades with the other attacker`, () => {
      const end = defend(
        variant,
        {
          sides: [
            { life: 3, battlefield: ['Wall of Wood', 'Runeclaw Bear'] },
            { battlefield: ['Stampeding Rhino', 'Grizzly Bears'] },
          ],
        },
        ['Stampeding Rhino', 'Grizzly Bears'],
      )
      expect(end.players[0].lost).toBe(false)
      expect(end.players[0].life).toBeGreaterThanOrEqual(1)
    }, 60_000)

    // Ann at 5 with two Wind Drakes, Ben at 4 with Leatherback Baloth (4/5), no flier or reach and no cards: unblocked,
    // Ann falls to 1 and her Drakes kill Ben next turn; a chump (or a double block that can't kill the 4/5) gives up
    // the attack that wins.
    it(`${variant}: doesn't chump-block when its own attack wins the race next turn`, () => {
      const board: Board = {
        sides: [
          { life: 5, battlefield: ['Wind Drake', 'Wind Drake'] },
          { life: 4, battlefield: ['Leatherback Baloth'] },
        ],
      }
      const end = defend(variant, board, ['Leatherback Baloth'])
      expect(permanents(end, 0).filter((n) => n === 'Wind Drake')).toHaveLength(2)
      expect(end.players[0].life).toBe(1)
      const next = drive(end, { 0: 'normal' }, atStep('postcombatMain', 8))
      expect(next.winner).toBe(0)
    }, 60_000)

    // Jace Beleren at 2 loyalty behind Centaur Courser (no reach): the Wind Drake flies over and takes it out.
    it(`${variant}: attacks a planeswalker at low loyalty with the flier the blocker can't stop`, () => {
      const board: Board = {
        sides: [
          { battlefield: ['Wind Drake', 'Hill Giant'] },
          { battlefield: ['Centaur Courser', { name: 'Jace Beleren', counters: { loyalty: 2 } }] },
        ],
      }
      const end = drive(play(variant, board, []).state, { 0: 'normal', 1: 'normal' }, atStep('postcombatMain', 7))
      expect(zone(end, 1, 'graveyard')).toContain('Jace Beleren')
    }, 60_000)
  }

  for (const level of LEVELS)
    it(`normal, ${level}: in a four-player game attacks the opponent it can finish, not the lowest life behind walls`, () => {
      const board: Board = {
        sides: [
          { battlefield: ['Hill Giant', 'Grizzly Bears'] },
          { life: 2, battlefield: ['Wall of Wood', 'Wall of Wood'] },
          { life: 5, battlefield: [] },
          { life: 20, battlefield: ['Craw Wurm'] },
        ],
      }
      const end = drive(
        play('normal', board, []).state,
        { 0: level, 1: 'normal', 2: 'normal', 3: 'normal' },
        atStep('postcombatMain', 7),
      )
      expect(end.players[2].lost).toBe(true)
    }, 120_000)
})
