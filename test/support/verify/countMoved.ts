// Behavioural checks: "for each creature destroyed this way", "… discarded this way", "… sacrificed this way", "…
// put into a graveyard this way": what the resolution's earlier effects moved, counted (CR 608.2c).
import { expect } from 'vitest'
import { LANDS, LIBRARY, cast, onField, play, seat, type Checks } from './harness'

export const COUNT_MOVED_CHECKS: Checks = {
  'amount:count.moved.destroy': {
    card: 'Fumigate',
    rule: 'CR 608.2c, 701.7',
    run() {
      const board = (ben: string[]) => ({
        ann: { hand: ['Fumigate'], battlefield: [...LANDS, 'Llanowar Elves'] },
        ben: { battlefield: ben },
      })
      // Three creatures destroyed (Ann's own among them): Ann gains 3.
      let p = play(['Fumigate', 'Llanowar Elves'], board(['Grizzly Bears', 'Serra Angel']), cast('Fumigate'))
      expect(seat(p, 0).life).toBe(23)
      expect(seat(p, 1).graveyard.sort()).toEqual(['Grizzly Bears', 'Serra Angel'])
      // Near miss: an indestructible creature isn't destroyed, so it isn't counted (CR 702.12b); a land isn't a creature.
      p = play(
        ['Fumigate', 'Llanowar Elves', 'Darksteel Myr'],
        board(['Darksteel Myr', 'Grizzly Bears']),
        cast('Fumigate'),
      )
      expect(onField(p, 1, 'Darksteel Myr')).toBe(1)
      expect(seat(p, 0).life).toBe(22)
    },
  },
  'amount:count.moved.discard': {
    card: 'Syphon Mind',
    rule: 'CR 608.2c, 701.8',
    run() {
      const board = (benHand: string[]) => ({
        ann: { hand: ['Syphon Mind'], battlefield: LANDS, library: LIBRARY },
        ben: { hand: benHand },
      })
      // Ben discards a card, so Ann draws one.
      let p = play(['Syphon Mind'], board(['Forest', 'Island']), [
        ...cast('Syphon Mind'),
        { player: 1, type: 'discard', cards: ['Island'] },
      ])
      expect(seat(p, 1).graveyard).toEqual(['Island'])
      expect(seat(p, 0).hand.length).toBe(1)
      expect(seat(p, 0).library).toBe(LIBRARY.length - 1)
      // Near miss: Ben has no card to discard, so Ann draws none.
      p = play(['Syphon Mind'], board([]), cast('Syphon Mind'))
      expect(seat(p, 0).hand).toEqual([])
      expect(seat(p, 0).library).toBe(LIBRARY.length)
    },
  },
  'amount:count.moved.sacrifice': {
    card: 'Syphon Flesh',
    rule: 'CR 608.2c, 701.17',
    run() {
      const board = (ben: string[]) => ({
        ann: { hand: ['Syphon Flesh'], battlefield: LANDS },
        ben: { battlefield: ben },
      })
      // Ben sacrifices his one creature: Ann creates one 2/2 Zombie.
      let p = play(['Syphon Flesh'], board(['Grizzly Bears', 'Island']), cast('Syphon Flesh'))
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      const made = (q: typeof p) => seat(q, 0).battlefield.filter((c) => !LANDS.includes(c.name))
      expect(made(p).map((c) => c.name)).toEqual([expect.stringMatching(/Zombie/)])
      // Near miss: Ben has no creature to sacrifice, so Ann creates none.
      p = play(['Syphon Flesh'], board(['Island']), cast('Syphon Flesh'))
      expect(made(p)).toEqual([])
    },
  },
  'amount:count.moved.graveyard': {
    card: 'Coerced Confession',
    rule: 'CR 608.2c, 701.13',
    run() {
      const library = ['Grizzly Bears', 'Island', 'Serra Angel', 'Forest', 'Llanowar Elves', 'Swamp']
      const board = { ann: { hand: ['Coerced Confession'], battlefield: LANDS }, ben: { library } }
      // Ben mills four: two of them are creature cards, so Ann draws two.
      const p = play(['Coerced Confession', 'Serra Angel', 'Llanowar Elves'], board, [
        ...cast('Coerced Confession', { targets: ['player:1'] }),
      ])
      expect(seat(p, 1).graveyard.sort()).toEqual(['Forest', 'Grizzly Bears', 'Island', 'Serra Angel'])
      // Near miss: Llanowar Elves stayed in the library (not milled), so it isn't counted: two cards, not three.
      expect(seat(p, 0).hand.length).toBe(2)
    },
  },
  'amount:count.died': {
    card: 'Body Count',
    rule: 'CR 700.4',
    run() {
      const board = {
        ann: { hand: ['Shock', 'Shock', 'Body Count'], battlefield: [...LANDS, 'Llanowar Elves', 'Grizzly Bears'] },
        ben: { battlefield: ['Grizzly Bears'] },
      }
      const shock = (target: string) => cast('Shock', { targets: [target] })
      // One of Ann's creatures and one of Ben's died this turn: "under your control" counts Ann's one.
      let p = play(['Body Count', 'Shock', 'Llanowar Elves'], board, [
        ...shock('0:Llanowar Elves'),
        ...shock('1:Grizzly Bears'),
        ...cast('Body Count'),
      ])
      expect(seat(p, 0).hand.length).toBe(1)
      // Near miss: only Ben's creature died, so Ann draws none.
      p = play(['Body Count', 'Shock', 'Llanowar Elves'], board, [...shock('1:Grizzly Bears'), ...cast('Body Count')])
      expect(seat(p, 0).hand).toEqual(['Shock'])
    },
  },
  'amount:count.targetPlayer': {
    card: 'Theft of Dreams',
    rule: 'CR 115.1, 608.2c',
    run() {
      const board = {
        ann: { hand: ['Theft of Dreams'], battlefield: [...LANDS, { name: 'Serra Angel', tapped: true }] },
        ben: {
          battlefield: [
            { name: 'Grizzly Bears', tapped: true },
            { name: 'Llanowar Elves', tapped: true },
            'Memnite',
            { name: 'Island', tapped: true },
          ],
        },
      }
      // Ben's two tapped creatures: Ann draws two. Near misses: his untapped Memnite, his tapped Island and Ann's own
      // tapped Serra Angel aren't counted.
      const p = play(['Theft of Dreams', 'Serra Angel', 'Llanowar Elves', 'Memnite'], board, [
        ...cast('Theft of Dreams', { targets: ['player:1'] }),
      ])
      expect(seat(p, 0).hand.length).toBe(2)
    },
  },
}
