// Behavioural checks: the party (CR 700.8) and converge's colours of mana spent to cast the spell (CR 601.2h).
import { expect } from 'vitest'
import { LANDS, LIBRARY, PASS, cast, play, pt, ready, seat, type Checks } from './harness'
import { runScenario } from '../../../src-shared/scenario'
import { out, realPool } from '../realCards'

const WHITE = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains']

export const COUNT_PARTY_CHECKS: Checks = {
  'amount:count.party': {
    card: 'Shepherd of Heroes',
    rule: 'CR 700.8',
    run() {
      const shepherd = (others: string[]) =>
        play(
          ['Shepherd of Heroes', ...others],
          { ann: { hand: ['Shepherd of Heroes'], battlefield: [...WHITE, ...others] } },
          [...cast('Shepherd of Heroes'), ...PASS], // the spell, then its enters trigger
        )
      // Shepherd of Heroes is an Angel Cleric: with a Wizard, a Rogue and a Warrior, a full party of four (a second
      // Rogue adds nothing), 2 life each.
      const full = ['Fugitive Wizard', 'Triton Shorethief', 'Borderland Minotaur', 'Bane Alley Blackguard']
      expect(seat(shepherd(full), 0).life).toBe(28)
      // Near miss: two more Clerics fill the Cleric's place it already fills (up to one of each).
      expect(seat(shepherd(['Cabal Evangel', 'Keepers of the Faith']), 0).life).toBe(22)
      // A Cleric (itself) and a Wizard: two.
      expect(seat(shepherd(['Grizzly Bears', 'Fugitive Wizard']), 0).life).toBe(24)
    },
  },
  'amount:count.colorsSpent': {
    card: 'Painful Truths',
    rule: 'CR 601.2h',
    run() {
      const truths = (lands: string[]) =>
        play(
          ['Painful Truths'],
          { ann: { hand: ['Painful Truths'], battlefield: lands, library: LIBRARY } },
          cast('Painful Truths'),
        )
      // {2}{B} paid with black, blue and red mana: three colours, so three cards and 3 life.
      let p = truths(['Swamp', 'Island', 'Mountain'])
      expect(seat(p, 0).hand.length).toBe(3)
      expect(seat(p, 0).life).toBe(17)
      // Near miss: paid with black mana only: one colour.
      p = truths(['Swamp', 'Swamp', 'Swamp'])
      expect(seat(p, 0).hand.length).toBe(1)
      expect(seat(p, 0).life).toBe(19)
    },
  },
  'amount:count.opponents': {
    card: 'Inspired Sphinx',
    rule: 'CR 102.2, 102.3',
    run() {
      // Ann casts Inspired Sphinx in a game of `players`: she draws a card for each opponent.
      const sphinx = (players: number) => {
        const r = runScenario(
          {
            variant: 'normal',
            seed: 1,
            start: 0,
            players: ['Ann', 'Ben', 'Cid'].slice(0, players).map((name) => ({ name })),
            state: {
              turn: 3,
              active: 0,
              step: 'precombatMain',
              players: [
                { library: LIBRARY, hand: ['Inspired Sphinx'], battlefield: ISLANDS },
                ...Array.from({ length: players - 1 }, () => ({ library: LIBRARY })),
              ],
            },
            actions: [
              { player: 0, type: 'cast', card: 'Inspired Sphinx' },
              ...passes(players),
              ...passes(players), // its enters trigger
            ],
          },
          realPool(['Inspired Sphinx']),
        )
        const o = out(r)
        expect(o.rejected ?? []).toEqual([])
        return o.players[0].hand.length
      }
      expect(sphinx(3)).toBe(2)
      // Near miss: one opponent, one card.
      expect(sphinx(2)).toBe(1)
    },
  },
  'amount:count.lifeGained': {
    card: 'Fortifying Draught',
    rule: 'CR 119.3',
    run() {
      const draught = (first: unknown[]) =>
        play(
          ['Fortifying Draught', "Angel's Mercy"],
          { ann: { hand: ['Fortifying Draught', "Angel's Mercy"], battlefield: [...LANDS, ready('Grizzly Bears')] } },
          [...first, ...cast('Fortifying Draught', { targets: ['0:Grizzly Bears'] })],
        )
      // 7 life from Angel's Mercy, then 2 from the Draught itself: +9/+9.
      let p = draught(cast("Angel's Mercy"))
      expect(seat(p, 0).life).toBe(29)
      expect(pt(p, 0, 'Grizzly Bears')).toEqual([11, 11])
      // Near miss: only the Draught's own 2 life this turn.
      p = draught([])
      expect(pt(p, 0, 'Grizzly Bears')).toEqual([4, 4])
    },
  },
  'amount:count.cardTypes': {
    card: 'Tarmogoyf',
    rule: 'CR 205.2a, 604.3',
    run() {
      const goyf = (ann: string[], ben: string[]) =>
        play(['Tarmogoyf', 'Serra Angel'], {
          ann: { battlefield: ['Tarmogoyf'], graveyard: ann },
          ben: { graveyard: ben },
        })
      // Creature, land, instant (Ann's) and sorcery (Ben's): four types, a 4/5.
      expect(pt(goyf(['Grizzly Bears', 'Island', 'Lightning Bolt'], ['Divination']), 0, 'Tarmogoyf')).toEqual([4, 5])
      // Near miss: two creature cards and a land are two types, not three cards: a 2/3.
      expect(pt(goyf(['Grizzly Bears', 'Island'], ['Serra Angel']), 0, 'Tarmogoyf')).toEqual([2, 3])
    },
  },
  'static:countPT.toughnessPlus': {
    card: 'Lhurgoyf',
    rule: 'CR 604.3',
    run() {
      const p = play(['Lhurgoyf', 'Serra Angel'], {
        ann: { battlefield: ['Lhurgoyf'], graveyard: ['Grizzly Bears', 'Island'] },
        ben: { graveyard: ['Serra Angel'] },
      })
      // Two creature cards in all graveyards: power 2, toughness 2 plus 1.
      expect(pt(p, 0, 'Lhurgoyf')).toEqual([2, 3])
      // Near miss: with none, a 0/1.
      expect(pt(play(['Lhurgoyf'], { ann: { battlefield: ['Lhurgoyf'] } }), 0, 'Lhurgoyf')).toEqual([0, 1])
    },
  },
}

const ISLANDS = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island']
const passes = (n: number) => Array.from({ length: n }, (_, player) => ({ player, type: 'pass' }))
