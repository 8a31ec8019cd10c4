// Behavioural checks: arithmetic on a count (CR 107.1), devotion (CR 700.5) and what "that player" has (CR 603.2).
import { expect } from 'vitest'
import { BEN_PASS, cast, manaPool, PASS, play, ready, seat, type Checks } from './harness'

const UPKEEP4 = { type: 'passUntil', step: 'upkeep', turn: 4 }

const hand = (n: number) => Array<string>(n).fill('Island')

export const AMOUNT_MATH_CHECKS: Checks = {
  'amount:count.arith': {
    card: 'Black Vise',
    rule: 'CR 107.1, 107.1b',
    run() {
      // Black Vise: "the number of cards in their hand minus 4" at the chosen player's upkeep.
      const vise = (cards: number) =>
        play(['Black Vise'], { ann: { battlefield: [ready('Black Vise')] }, ben: { hand: hand(cards) } }, [
          UPKEEP4,
          ...BEN_PASS,
        ])
      expect(seat(vise(6), 1).life).toBe(18)
      // Three cards: 3 minus 4 is less than 0, so 0 (CR 107.1b): no damage, and no life gained.
      expect(seat(vise(3), 1).life).toBe(20)
      // The Rack: "3 minus the number of cards in their hand".
      const rack = (cards: number) =>
        play(['The Rack'], { ann: { battlefield: [ready('The Rack')] }, ben: { hand: hand(cards) } }, [
          UPKEEP4,
          ...BEN_PASS,
        ])
      expect(seat(rack(1), 1).life).toBe(18)
      expect(seat(rack(5), 1).life).toBe(20)
      // Endless Ranks of the Dead: "half the number of Zombies you control, rounded down" (CR 107.1a).
      const ranks = (zombies: number) =>
        play(
          ['Endless Ranks of the Dead', 'Walking Corpse'],
          {
            step: 'end',
            active: 1,
            turn: 4,
            ann: { battlefield: ['Endless Ranks of the Dead', ...Array(zombies).fill('Walking Corpse')] },
          },
          [
            { type: 'passUntil', step: 'upkeep', turn: 5 },
            { player: 0, type: 'pass' },
            { player: 1, type: 'pass' },
          ],
        )
      const tokens = (p: ReturnType<typeof ranks>) => seat(p, 0).battlefield.filter((b) => b.name === 'Zombie').length
      expect(tokens(ranks(3))).toBe(1)
      expect(tokens(ranks(4))).toBe(2)
      expect(tokens(ranks(1))).toBe(0)
    },
  },
  'amount:count.devotion': {
    card: "Nylea's Disciple",
    rule: 'CR 700.5, 700.5a',
    run() {
      // Nylea's Disciple ({2}{G}{G}) and Kitchen Finks ({1}{G/W}{G/W}: each hybrid symbol counts once): 4. Ben's
      // Grizzly Bears and Ann's Hill Giant ({3}{R}) add nothing.
      const gained = (mine: string[]) =>
        seat(
          play(
            ["Nylea's Disciple", 'Kitchen Finks', 'Grizzly Bears', 'Hill Giant'],
            {
              ann: { hand: ["Nylea's Disciple"], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', ...mine] },
              ben: { battlefield: ['Grizzly Bears'] },
            },
            [...cast("Nylea's Disciple"), ...PASS], // the spell, then its enters trigger
          ),
          0,
        ).life - 20
      expect(gained(['Kitchen Finks', 'Hill Giant'])).toBe(4)
      expect(gained(['Hill Giant'])).toBe(2)
      // A scaled mana ability reads it too (CR 605.1a): Karametra's Acolyte ({3}{G}) and the Finks add {G}{G}{G}.
      const p = play(
        ["Karametra's Acolyte", 'Kitchen Finks'],
        { ann: { battlefield: [ready("Karametra's Acolyte"), 'Kitchen Finks'] } },
        [{ player: 0, type: 'activateMana', card: "Karametra's Acolyte", produce: 'GGG' }],
      )
      expect(manaPool(p, 0)).toBe('GGG')
    },
  },
  'amount:count.thatPlayer': {
    card: 'Karma',
    rule: 'CR 603.2, 608.2c',
    run() {
      // Karma at Ben's upkeep: the number of Swamps Ben controls (three), not Ann's (one).
      const karma = (bens: number) =>
        play(
          ['Karma'],
          {
            ann: { battlefield: [ready('Karma'), 'Swamp'] },
            ben: { battlefield: Array<string>(bens).fill('Swamp').concat('Island') },
          },
          [UPKEEP4, ...BEN_PASS],
        )
      const r = karma(3)
      expect(seat(r, 1).life).toBe(17)
      expect(seat(r, 0).life).toBe(20)
      // A player with no Swamps is dealt no damage.
      expect(seat(karma(0), 1).life).toBe(20)
    },
  },
  'amount:count.thisWay': {
    card: 'Blood Tithe',
    rule: 'CR 608.2c',
    run() {
      // Blood Tithe: Ben loses 3, so Ann gains the 3 lost.
      const tithe = play(
        ['Blood Tithe'],
        { ann: { hand: ['Blood Tithe'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] } },
        cast('Blood Tithe'),
      )
      expect([seat(tithe, 0).life, seat(tithe, 1).life]).toEqual([23, 17])
      // Corrupt: the damage dealt, not the damage it would deal. Two Swamps: 2 to Ben, 2 gained; at Cho-Manno (all
      // damage to it prevented) nothing is dealt, and nothing is gained.
      const corrupt = (target: string) =>
        play(
          ['Corrupt', 'Cho-Manno, Revolutionary'],
          {
            ann: { hand: ['Corrupt'], battlefield: ['Swamp', 'Swamp', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
            ben: { battlefield: ['Cho-Manno, Revolutionary'] },
          },
          cast('Corrupt', { targets: [target] }),
        )
      const atBen = corrupt('player:1')
      expect([seat(atBen, 0).life, seat(atBen, 1).life]).toEqual([22, 18])
      const atChoManno = corrupt('1:Cho-Manno, Revolutionary')
      expect(seat(atChoManno, 0).life).toBe(20)
      expect(seat(atChoManno, 1).battlefield.map((b) => b.name)).toContain('Cho-Manno, Revolutionary')
    },
  },
}
