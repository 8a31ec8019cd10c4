// Behavioural checks: the greatest toughness and the highest mana value among permanents (CR 208.1, 202.3), and
// cards counted in a target player's zone, in the opponents' zones and of a subtype (CR 400.1, 205.3).
import { expect } from 'vitest'
import { LIBRARY, activate, cast, play, pt, ready, seat, type Checks } from './harness'

const GREEN_BLACK = ['Swamp', 'Forest']
const BLUE = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island']

export const COUNT_CARDS_CHECKS: Checks = {
  'amount:count.greatest.toughness': {
    card: 'Kin-Tree Invocation',
    rule: 'CR 208.1, 107.3',
    run() {
      const invoke = (ann: string[], ben: string[]) =>
        play(
          ['Kin-Tree Invocation', ...ann, ...ben],
          { ann: { hand: ['Kin-Tree Invocation'], battlefield: [...GREEN_BLACK, ...ann] }, ben: { battlefield: ben } },
          cast('Kin-Tree Invocation'),
        )
      const spirit = (p: ReturnType<typeof invoke>) =>
        seat(p, 0)
          .battlefield.filter((b) => /spirit warrior/i.test(b.name))
          .map((b) => [b.power, b.toughness])
      // Horned Turtle's toughness 4 (not Grizzly Bears' greater power 2 or Ben's Wall of Stone's 8): a 4/4.
      expect(spirit(invoke(['Grizzly Bears', 'Horned Turtle'], ['Wall of Stone']))).toEqual([[4, 4]])
      // One creature: its toughness.
      expect(spirit(invoke(['Grizzly Bears'], ['Wall of Stone']))).toEqual([[2, 2]])
      // Near miss: no creature of Ann's: X is 0, and the 0/0 token dies (CR 704.5f).
      expect(spirit(invoke([], ['Wall of Stone']))).toEqual([])
    },
  },
  'amount:count.greatest.manaValue': {
    card: 'Rush of Knowledge',
    rule: 'CR 202.3, 107.3',
    run() {
      const rush = (ann: string[]) =>
        play(
          ['Rush of Knowledge', ...ann, 'Craw Wurm'],
          {
            ann: { hand: ['Rush of Knowledge'], battlefield: [...BLUE, ...ann], library: LIBRARY },
            ben: { battlefield: ['Craw Wurm'] },
          },
          cast('Rush of Knowledge'),
        )
      // Serra Angel's 5 is the highest among Ann's permanents (Ben's Craw Wurm, 6, isn't hers): five cards.
      expect(seat(rush(['Grizzly Bears', 'Serra Angel']), 0).hand.length).toBe(5)
      // A non-creature permanent counts too: Sol Ring's 1.
      expect(seat(rush(['Sol Ring']), 0).hand.length).toBe(1)
      // Near miss: only lands (mana value 0): no card.
      expect(seat(rush([]), 0).hand.length).toBe(0)
    },
  },
  'amount:count.cards.targetPlayer': {
    card: 'Recurring Insight',
    rule: 'CR 115.1, 400.1',
    run() {
      const insight = (benHand: string[]) =>
        play(
          ['Recurring Insight'],
          {
            ann: { hand: ['Recurring Insight', 'Forest', 'Forest'], battlefield: BLUE, library: LIBRARY },
            ben: { hand: benHand },
          },
          cast('Recurring Insight', { targets: ['player:1'] }),
        )
      // Ben holds three cards: Ann draws three (her own two left in hand aren't counted).
      let p = insight(['Island', 'Island', 'Swamp'])
      expect(seat(p, 0).hand.length).toBe(5)
      expect(seat(p, 0).library).toBe(LIBRARY.length - 3)
      // Near miss: Ben's hand is empty: Ann draws none.
      p = insight([])
      expect(seat(p, 0).hand.length).toBe(2)
    },
  },
  'amount:count.cards.opponents': {
    card: 'Wight of Precinct Six',
    rule: 'CR 102.3, 604.3',
    run() {
      const wight = (benGraveyard: string[]) =>
        play(['Wight of Precinct Six', 'Hill Giant'], {
          ann: { battlefield: [ready('Wight of Precinct Six')], graveyard: ['Serra Angel'] },
          ben: { graveyard: benGraveyard, hand: ['Hill Giant'] },
        })
      // Two creature cards in Ben's graveyard (not his Island, nor Ann's Serra Angel, nor Ben's hand): 3/3.
      expect(pt(wight(['Grizzly Bears', 'Island', 'Hill Giant']), 0, 'Wight of Precinct Six')).toEqual([3, 3])
      // Near miss: none in Ben's graveyard: the printed 1/1.
      expect(pt(wight(['Island']), 0, 'Wight of Precinct Six')).toEqual([1, 1])
    },
  },
  'amount:count.cards.subtype': {
    card: 'Elvish Eulogist',
    rule: 'CR 205.3, 702.73a',
    run() {
      const eulogy = (graveyard: string[]) =>
        play(
          ['Elvish Eulogist', 'Llanowar Elves', 'Changeling Outcast'],
          {
            ann: { battlefield: [ready('Elvish Eulogist')], graveyard },
            ben: { graveyard: ['Llanowar Elves'] },
          },
          activate('Elvish Eulogist'),
        )
      // The Eulogist (sacrificed as the cost, so in the graveyard as it resolves), Llanowar Elves and a changeling
      // (every creature type) are Elf cards; Grizzly Bears isn't, nor is Ben's Elf: 3 life.
      expect(seat(eulogy(['Llanowar Elves', 'Grizzly Bears', 'Changeling Outcast']), 0).life).toBe(23)
      // Near miss: no other Elf card: only the Eulogist itself.
      expect(seat(eulogy(['Grizzly Bears']), 0).life).toBe(21)
    },
  },
}
