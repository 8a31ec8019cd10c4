// Behavioural checks: a target "with mana value X", legal against the X announced as the spell is cast (CR 601.2b,
// 601.2c, 107.3) and checked again as it resolves (CR 608.2b).
import { expect } from 'vitest'
import { LANDS, activate, cast, onField, play, ready, seat, type Checks, type Position } from './harness'

/** Plays `start(x)` on the board, then Ann's choice of `card` in her search; `ok` false lets the choice be refused. */
const searchX =
  (cards: string[], board: Position, start: (x: number) => unknown[]) =>
  (x: number, card: string, ok = true) =>
    play(cards, board, [...start(x), { player: 0, type: 'choose', cards: [card] }], !ok)

export const X_TARGET_CHECKS: Checks = {
  'target:manaValueX': {
    card: 'Disembowel',
    rule: 'CR 601.2b, 601.2c',
    run() {
      const board = {
        ann: { hand: ['Disembowel'], battlefield: LANDS },
        ben: { battlefield: ['Grizzly Bears', 'Serra Angel'] },
      }
      // X = 2: Grizzly Bears (mana value 2) is a legal target and is destroyed; Serra Angel stays.
      let p = play(['Disembowel', 'Serra Angel'], board, cast('Disembowel', { x: 2, targets: ['1:Grizzly Bears'] }))
      expect(onField(p, 1, 'Grizzly Bears')).toBe(0)
      expect(onField(p, 1, 'Serra Angel')).toBe(1)
      expect(seat(p, 0).graveyard).toEqual(['Disembowel'])
      // Near miss: X = 3 doesn't match Grizzly Bears' mana value, so it can't be the target (CR 601.2c).
      p = play(['Disembowel', 'Serra Angel'], board, cast('Disembowel', { x: 3, targets: ['1:Grizzly Bears'] }), true)
      expect(p.out.rejected?.length).toBe(1)
      expect(onField(p, 1, 'Grizzly Bears')).toBe(1)
      expect(seat(p, 0).hand).toEqual(['Disembowel'])
      // X = 5 reaches Serra Angel ({3}{W}{W}).
      p = play(['Disembowel', 'Serra Angel'], board, cast('Disembowel', { x: 5, targets: ['1:Serra Angel'] }))
      expect(onField(p, 1, 'Serra Angel')).toBe(0)
      expect(onField(p, 1, 'Grizzly Bears')).toBe(1)
    },
  },
  'effect:search.manaValueX': {
    card: 'Wargate',
    rule: 'CR 107.3, 701.19',
    run() {
      const library = ['Island', 'Serra Angel', 'Grizzly Bears', 'Island']
      const board = { ann: { hand: ['Wargate'], battlefield: LANDS, library } }
      const wargate = searchX(['Wargate', 'Serra Angel'], board, (x) => cast('Wargate', { x }))
      // X = 2: Grizzly Bears (mana value 2) is found and put onto the battlefield.
      let p = wargate(2, 'Grizzly Bears')
      expect(onField(p, 0, 'Grizzly Bears')).toBe(1)
      expect(seat(p, 0).library).toBe(3)
      // Near miss: with X = 2, Serra Angel (mana value 5) can't be found.
      p = wargate(2, 'Serra Angel', false)
      expect(onField(p, 0, 'Serra Angel')).toBe(0)
      expect(seat(p, 0).library).toBe(4)
      expect(p.out.rejected?.map((r) => r.index)).toEqual([3]) // the choice, not the cast
      // X = 5 finds it.
      p = wargate(5, 'Serra Angel')
      expect(onField(p, 0, 'Serra Angel')).toBe(1)
    },
  },
  'target:xCount': {
    card: 'Word of Binding',
    rule: 'CR 601.2b, 601.2c',
    run() {
      const board = {
        ann: { hand: ['Word of Binding'], battlefield: LANDS },
        ben: { battlefield: [ready('Grizzly Bears'), ready('Serra Angel'), ready('Memnite')] },
      }
      const bind = (x: number, targets: string[], ok = true) =>
        play(['Word of Binding', 'Serra Angel', 'Memnite'], board, cast('Word of Binding', { x, targets }), !ok)
      const tapped = (p: ReturnType<typeof play>) =>
        seat(p, 1)
          .battlefield.filter((c) => c.tapped)
          .map((c) => c.name)
          .sort()
      // X = 2: two targets, both tapped; the third creature stays untapped.
      let p = bind(2, ['1:Grizzly Bears', '1:Serra Angel'])
      expect(tapped(p)).toEqual(['Grizzly Bears', 'Serra Angel'])
      // Near misses: X = 2 with one target, X = 1 with two targets: refused (CR 601.2c), nothing tapped.
      for (const [x, targets] of [
        [2, ['1:Grizzly Bears']],
        [1, ['1:Grizzly Bears', '1:Serra Angel']],
      ] as const) {
        p = bind(x, [...targets], false)
        expect(p.out.rejected?.length).toBe(1)
        expect(tapped(p)).toEqual([])
      }
      // X = 3: all three.
      p = bind(3, ['1:Grizzly Bears', '1:Serra Angel', '1:Memnite'])
      expect(tapped(p)).toEqual(['Grizzly Bears', 'Memnite', 'Serra Angel'])
    },
  },
  'subject:manaValueX': {
    card: 'Meltdown',
    rule: 'CR 107.3, 701.8',
    run() {
      const artifacts = ['Memnite', 'Sol Ring', 'Mind Stone', 'Icy Manipulator']
      const board = { ann: { hand: ['Meltdown'], battlefield: LANDS }, ben: { battlefield: artifacts } }
      const melt = (x: number) => play(['Meltdown', ...artifacts], board, cast('Meltdown', { x }))
      // X = 2: every artifact of mana value 2 or less is destroyed; Icy Manipulator (4) stays.
      let p = melt(2)
      expect(seat(p, 1).battlefield.map((c) => c.name)).toEqual(['Icy Manipulator'])
      expect(seat(p, 1).graveyard.sort()).toEqual(['Memnite', 'Mind Stone', 'Sol Ring'])
      // Near miss: X = 1 leaves Mind Stone (2) too.
      p = melt(1)
      expect(
        seat(p, 1)
          .battlefield.map((c) => c.name)
          .sort(),
      ).toEqual(['Icy Manipulator', 'Mind Stone'])
      // X = 0: Memnite alone.
      p = melt(0)
      expect(seat(p, 1).graveyard).toEqual(['Memnite'])
    },
  },
  'activated:manaValueX': {
    card: 'Citanul Flute',
    rule: 'CR 602.2b, 107.3',
    run() {
      const library = ['Island', 'Serra Angel', 'Grizzly Bears', 'Island']
      const board = { ann: { battlefield: ['Citanul Flute', ...LANDS], library } }
      const flute = searchX(['Citanul Flute', 'Serra Angel'], board, (x) => activate('Citanul Flute', 0, { x }))
      // X = 2, announced as it is activated: Grizzly Bears (mana value 2) is found and put into Ann's hand.
      let p = flute(2, 'Grizzly Bears')
      expect(seat(p, 0).hand).toEqual(['Grizzly Bears'])
      expect(seat(p, 0).library).toBe(3)
      // Near miss: with X = 2, Serra Angel (mana value 5) can't be found.
      p = flute(2, 'Serra Angel', false)
      expect(seat(p, 0).hand).toEqual([])
      expect(p.out.rejected?.map((r) => r.index)).toEqual([3]) // the choice, not the activation
      // X = 5 finds it.
      p = flute(5, 'Serra Angel')
      expect(seat(p, 0).hand).toEqual(['Serra Angel'])
    },
  },
  'loyalty:manaValueX': {
    card: 'Tezzeret the Seeker',
    rule: 'CR 606.4, 107.3',
    run() {
      const library = ['Island', 'Icy Manipulator', 'Sol Ring', 'Island']
      const board = {
        ann: { battlefield: [{ name: 'Tezzeret the Seeker', counters: { loyalty: 4 } }], library },
      }
      const seek = searchX(['Tezzeret the Seeker', 'Icy Manipulator', 'Sol Ring'], board, (x) =>
        activate('Tezzeret the Seeker', 1, { x }),
      )
      // −1: X = 1, so Sol Ring (mana value 1) is put onto the battlefield and Tezzeret has 3 loyalty.
      let p = seek(1, 'Sol Ring')
      expect(onField(p, 0, 'Sol Ring')).toBe(1)
      expect(seat(p, 0).library).toBe(3)
      // Near miss: with X = 1, Icy Manipulator (mana value 4) can't be found.
      p = seek(1, 'Icy Manipulator', false)
      expect(onField(p, 0, 'Icy Manipulator')).toBe(0)
      expect(p.out.rejected?.map((r) => r.index)).toEqual([3])
      // −4 reaches it.
      p = seek(4, 'Icy Manipulator')
      expect(onField(p, 0, 'Icy Manipulator')).toBe(1)
    },
  },
}
