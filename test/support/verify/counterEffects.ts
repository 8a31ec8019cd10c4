// Behavioural checks of effects that put counters (CR 701, 122): proliferate, bolster, amass, adapt and explore, each
// asserting which permanents (and players) got exactly which counters.
import { expect } from 'vitest'
import {
  activate,
  cast,
  LANDS,
  onField,
  permanent,
  play,
  seat,
  PASS,
  type Checks,
  type Played,
  answer,
} from './harness'

const armies = (p: Played) => seat(p, 0).battlefield.filter((b) => /army/i.test(b.name))

export const COUNTER_EFFECT_CHECKS: Checks = {
  'effect:proliferate': {
    card: 'Bloom Hulk',
    rule: 'CR 701.27a',
    run() {
      const p = play(
        ['Bloom Hulk', 'Triskelion'],
        {
          ann: { hand: ['Bloom Hulk'], battlefield: [...LANDS, { name: 'Triskelion', counters: { '+1/+1': 2 } }] },
          ben: {
            poison: 2,
            battlefield: [
              { name: 'Grizzly Bears', counters: { '-1/-1': 1 } },
              { name: 'Serra Angel', counters: { '+1/+1': 1 } },
            ],
          },
        },
        [
          ...cast('Bloom Hulk'),
          ...PASS,
          { player: 0, type: 'choose', cards: ['0:Triskelion', '1:Grizzly Bears'] },
          answer('yes'),
        ],
      )
      // The chosen permanents get another counter of each kind; the one not chosen keeps its own; Ben a poison.
      expect(permanent(p, 0, 'Triskelion').counters).toEqual({ '+1/+1': 3 })
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(permanent(p, 1, 'Serra Angel').counters).toEqual({ '+1/+1': 1 })
      expect(p.state.players[1].poison).toBe(3)
      expect(permanent(p, 0, 'Bloom Hulk').counters).toEqual({})
    },
  },
  'effect:bolster': {
    card: 'Abzan Advantage',
    rule: 'CR 701.39a',
    run() {
      // The creature with the least toughness Ann controls (the Bears, not the Angel, not Ben's Elves).
      const p = play(
        ['Abzan Advantage', 'Serra Angel', 'Llanowar Elves'],
        {
          ann: { hand: ['Abzan Advantage'], battlefield: [...LANDS, 'Serra Angel', 'Grizzly Bears'] },
          ben: { battlefield: ['Llanowar Elves'] },
        },
        cast('Abzan Advantage', { targets: ['player:1'] }),
      )
      expect(permanent(p, 0, 'Grizzly Bears').counters).toEqual({ '+1/+1': 1 })
      expect(permanent(p, 0, 'Serra Angel').counters).toEqual({})
      expect(permanent(p, 1, 'Llanowar Elves').counters).toEqual({})
      // A tie: Ann chooses among the creatures with the least toughness (the second Bears).
      const q = play(
        ['Abzan Advantage'],
        { ann: { hand: ['Abzan Advantage'], battlefield: [...LANDS, 'Grizzly Bears', 'Grizzly Bears'] } },
        [
          ...cast('Abzan Advantage', { targets: ['player:1'] }),
          { player: 0, type: 'choose', cards: ['Grizzly Bears#2'] },
        ],
      )
      expect(
        seat(q, 0)
          .battlefield.filter((b) => b.name === 'Grizzly Bears')
          .map((b) => b.counters),
      ).toEqual([{}, { '+1/+1': 1 }])
    },
  },
  'effect:amass': {
    card: 'Bleeding Edge',
    rule: 'CR 701.44a',
    run() {
      // No Army: a 0/0 black Zombie Army token first, with two counters; the second time, the same Army gets two more.
      const edge = (times: number) =>
        play(
          ['Bleeding Edge'],
          { ann: { hand: Array(times).fill('Bleeding Edge'), battlefield: LANDS } },
          Array.from({ length: times }, () => cast('Bleeding Edge', { targets: [] })).flat(),
        )
      let p = edge(1)
      expect(armies(p).map((b) => [b.power, b.toughness, b.counters])).toEqual([[2, 2, { '+1/+1': 2 }]])
      p = edge(2)
      expect(armies(p).map((b) => b.counters)).toEqual([{ '+1/+1': 4 }])
    },
  },
  'effect:adapt': {
    card: 'Aeromunculus',
    rule: 'CR 701.46a',
    run() {
      const adapt = (counters: Record<string, number>, times = 1) =>
        play(
          ['Aeromunculus'],
          { ann: { battlefield: [...LANDS, { name: 'Aeromunculus', counters }] } },
          Array.from({ length: times }, () => activate('Aeromunculus')).flat(),
        )
      // No +1/+1 counter: it gets one; with one already, nothing.
      expect(permanent(adapt({}), 0, 'Aeromunculus').counters).toEqual({ '+1/+1': 1 })
      expect(permanent(adapt({}, 2), 0, 'Aeromunculus').counters).toEqual({ '+1/+1': 1 })
      expect(permanent(adapt({ '+1/+1': 2 }), 0, 'Aeromunculus').counters).toEqual({ '+1/+1': 2 })
    },
  },
  'effect:explore': {
    card: 'Brazen Buccaneers',
    rule: 'CR 701.40a',
    run() {
      const explore = (library: string[], answers: unknown[]) =>
        play(
          ['Brazen Buccaneers', 'Serra Angel'],
          { ann: { hand: ['Brazen Buccaneers'], battlefield: LANDS, library } },
          [...cast('Brazen Buccaneers'), ...PASS, ...answers],
        )
      // A land on top: into the hand, no counter.
      let p = explore(['Plains', 'Island'], [])
      expect(seat(p, 0).hand).toEqual(['Plains'])
      expect(permanent(p, 0, 'Brazen Buccaneers').counters).toEqual({})
      // A nonland: a +1/+1 counter, and the card stays on top or goes to the graveyard.
      p = explore(['Serra Angel', 'Island'], [answer('yes')])
      expect(permanent(p, 0, 'Brazen Buccaneers').counters).toEqual({ '+1/+1': 1 })
      expect(seat(p, 0).graveyard).toEqual(['Serra Angel'])
      expect(seat(p, 0).hand).toEqual([])
      p = explore(['Serra Angel', 'Island'], [answer('no')])
      expect(seat(p, 0).graveyard).toEqual([])
      expect(seat(p, 0).library).toBe(2)
      expect(onField(p, 0, 'Brazen Buccaneers')).toBe(1)
    },
  },
}
