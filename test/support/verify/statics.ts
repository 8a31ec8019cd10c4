// Behavioural checks of static abilities (CR 604, 611.3) and counted amounts (CR 107.3): each a real card; the effect
// holds while the source is on the battlefield (or its condition holds) and stops when it leaves (or it doesn't).
import { expect } from 'vitest'
import { cast, LANDS, onField, permanent, play, seat, PASS, type Checks } from './harness'

export const STATIC_CHECKS: Checks = {
  'static:anthem': {
    card: 'Glorious Anthem',
    rule: 'CR 611.3a, 613.4c',
    run() {
      const cards = ['Glorious Anthem', 'Disenchant']
      let p = play(cards, {
        ann: { battlefield: ['Glorious Anthem', 'Grizzly Bears'] },
        ben: { battlefield: ['Grizzly Bears'] },
      })
      expect(permanent(p, 0, 'Grizzly Bears')).toMatchObject({ power: 3, toughness: 3 })
      expect(permanent(p, 1, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 })
      // It leaves: the bonus stops.
      p = play(
        cards,
        {
          ann: { battlefield: ['Glorious Anthem', 'Grizzly Bears'] },
          ben: { hand: ['Disenchant'], battlefield: LANDS },
        },
        [
          { player: 0, type: 'pass' },
          { player: 1, type: 'cast', card: 'Disenchant', targets: ['0:Glorious Anthem'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
        ],
      )
      expect(onField(p, 0, 'Glorious Anthem')).toBe(0)
      expect(permanent(p, 0, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 })
    },
  },
  'static:enchant': {
    card: 'Unholy Strength',
    rule: 'CR 303.4a, 702.5a',
    run() {
      const cards = ['Unholy Strength']
      let p = play(
        cards,
        { ann: { hand: ['Unholy Strength'], battlefield: [...LANDS, 'Grizzly Bears'] } },
        cast('Unholy Strength', { targets: ['0:Grizzly Bears'] }),
      )
      const aura = seat(p, 0).battlefield.find((b) => b.name === 'Unholy Strength') as
        { attachedTo?: string } | undefined
      expect(aura?.attachedTo).toBe('Grizzly Bears')
      // Enchant creature: a land is no legal target (CR 303.4a).
      p = play(
        cards,
        { ann: { hand: ['Unholy Strength'], battlefield: [...LANDS, 'Grizzly Bears'] } },
        cast('Unholy Strength', { targets: ['0:Forest'] }),
        true,
      )
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(p, 0).hand).toEqual(['Unholy Strength'])
    },
  },
  'static:attachedPump': {
    card: 'Unholy Strength',
    rule: 'CR 303.4, 613.4c',
    run() {
      const p = play(
        ['Unholy Strength'],
        {
          ann: { hand: ['Unholy Strength'], battlefield: [...LANDS, 'Grizzly Bears'] },
          ben: { battlefield: ['Grizzly Bears'] },
        },
        cast('Unholy Strength', { targets: ['0:Grizzly Bears'] }),
      )
      expect(permanent(p, 0, 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 3 })
      expect(permanent(p, 1, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 })
    },
  },
  'static:selfPump': {
    card: 'Kird Ape',
    rule: 'CR 611.3a',
    run() {
      let p = play(['Kird Ape'], { ann: { battlefield: ['Kird Ape', 'Forest'] } })
      expect(permanent(p, 0, 'Kird Ape')).toMatchObject({ power: 2, toughness: 3 })
      p = play(['Kird Ape'], { ann: { battlefield: ['Kird Ape', 'Mountain'] }, ben: { battlefield: ['Forest'] } })
      expect(permanent(p, 0, 'Kird Ape')).toMatchObject({ power: 1, toughness: 1 })
    },
  },
  'static:entersTapped': {
    card: 'Diregraf Ghoul',
    rule: 'CR 614.1c',
    run() {
      const p = play(
        ['Diregraf Ghoul'],
        { ann: { hand: ['Diregraf Ghoul'], battlefield: LANDS } },
        cast('Diregraf Ghoul'),
      )
      expect(permanent(p, 0, 'Diregraf Ghoul').tapped).toBe(true)
    },
  },
  'static:entersWithCounters': {
    card: 'Triskelion',
    rule: 'CR 614.1c, 122.6',
    run() {
      const p = play(['Triskelion'], { ann: { hand: ['Triskelion'], battlefield: LANDS } }, cast('Triskelion'))
      expect(permanent(p, 0, 'Triskelion')).toMatchObject({ counters: { '+1/+1': 3 }, power: 4, toughness: 4 })
    },
  },
  'static:protection': {
    card: 'Paladin en-Vec',
    rule: 'CR 702.16b',
    run() {
      const cards = ['Paladin en-Vec', 'Lightning Bolt', 'Swords to Plowshares']
      let p = play(
        cards,
        { ann: { hand: ['Lightning Bolt'], battlefield: LANDS }, ben: { battlefield: ['Paladin en-Vec'] } },
        cast('Lightning Bolt', { targets: ['1:Paladin en-Vec'] }),
        true,
      )
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(p, 0).hand).toEqual(['Lightning Bolt'])
      // Protection from black and red only: a white spell may target it.
      p = play(
        cards,
        { ann: { hand: ['Swords to Plowshares'], battlefield: LANDS }, ben: { battlefield: ['Paladin en-Vec'] } },
        cast('Swords to Plowshares', { targets: ['1:Paladin en-Vec'] }),
      )
      expect(seat(p, 1).exile).toEqual(['Paladin en-Vec'])
    },
  },
  'static:cantBlock': {
    card: 'Spineless Thug',
    rule: 'CR 509.1b',
    run() {
      const p = play(
        ['Spineless Thug'],
        {
          ann: { battlefield: [{ name: 'Grizzly Bears', sick: false }] },
          ben: { battlefield: ['Spineless Thug', 'Grizzly Bears'] },
        },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
          { type: 'passUntil', step: 'declareBlockers' },
          { player: 1, type: 'declareBlockers', blockers: [{ card: 'Spineless Thug', blocks: '0:Grizzly Bears' }] },
          { player: 1, type: 'declareBlockers', blockers: [{ card: 'Grizzly Bears', blocks: '0:Grizzly Bears' }] },
          ...PASS,
        ],
        true,
      )
      // The Thug's block is refused, the Bears' accepted.
      expect(p.out.rejected?.map((r) => r.index)).toEqual([3])
    },
  },
  'amount:count.permanents': {
    card: 'Spitting Earth',
    rule: 'CR 107.3, 208.3',
    run() {
      const p = play(
        ['Spitting Earth', 'Colossal Dreadmaw'],
        {
          ann: { hand: ['Spitting Earth'], battlefield: LANDS },
          ben: { battlefield: ['Colossal Dreadmaw', 'Mountain'] },
        },
        cast('Spitting Earth', { targets: ['1:Colossal Dreadmaw'] }),
      )
      // Ann controls four Mountains (Ben's Mountain is not hers).
      expect(permanent(p, 1, 'Colossal Dreadmaw').damage).toBe(4)
    },
  },
  'amount:X': {
    card: 'Stream of Life',
    rule: 'CR 107.3a, 601.2f',
    run() {
      const p = play(
        ['Stream of Life'],
        { ann: { hand: ['Stream of Life'], battlefield: LANDS } },
        cast('Stream of Life', { x: 5, targets: ['player:0'] }),
      )
      expect(seat(p, 0).life).toBe(25)
      // X was paid: five more mana than {G} (six lands tapped).
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(6)
    },
  },
}
