// Behavioural checks of effect kinds (CR 608.2): each a real card whose effect is that kind, cast or activated on a
// prepared position, and the result its meaning gives.
import { expect } from 'vitest'
import { activate, cast, count, LANDS, onField, permanent, play, seat, TO_BENS_UPKEEP, type Checks } from './harness'

export const EFFECT_CHECKS: Checks = {
  'effect:damage': {
    card: 'Lightning Bolt',
    rule: 'CR 120.3',
    run() {
      const bolt = (target: string) =>
        play(
          ['Lightning Bolt', 'Serra Angel'],
          {
            ann: { hand: ['Lightning Bolt'], battlefield: LANDS },
            ben: { battlefield: ['Grizzly Bears', 'Serra Angel'] },
          },
          cast('Lightning Bolt', { targets: [target] }),
        )
      // To a player: life -3 (CR 120.3a).
      let p = bolt('player:1')
      expect(seat(p, 1).life).toBe(17)
      expect(seat(p, 0).life).toBe(20)
      expect(seat(p, 0).graveyard).toContain('Lightning Bolt')
      // To a creature it doesn't kill: 3 damage marked (CR 120.3e); to a 2/2: it dies (CR 704.5g).
      p = bolt('1:Serra Angel')
      expect(permanent(p, 1, 'Serra Angel').damage).toBe(3)
      expect(seat(p, 1).life).toBe(20)
      p = bolt('1:Grizzly Bears')
      expect(onField(p, 1, 'Grizzly Bears')).toBe(0)
      expect(seat(p, 1).graveyard).toContain('Grizzly Bears')
    },
  },
  'effect:draw': {
    card: 'Divination',
    rule: 'CR 121.1',
    run() {
      const p = play(['Divination'], { ann: { hand: ['Divination'], battlefield: LANDS } }, cast('Divination'))
      const before = play(['Divination'], { ann: { hand: ['Divination'], battlefield: LANDS } })
      expect(seat(p, 0).hand.length).toBe(2)
      expect(seat(p, 0).library).toBe(seat(before, 0).library - 2)
      expect(seat(p, 1).hand.length).toBe(seat(before, 1).hand.length)
    },
  },
  'effect:gainLife': {
    card: 'Sacred Nectar',
    rule: 'CR 119.3',
    run() {
      const p = play(['Sacred Nectar'], { ann: { hand: ['Sacred Nectar'], battlefield: LANDS } }, cast('Sacred Nectar'))
      expect(seat(p, 0).life).toBe(24)
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'effect:loseLife': {
    card: 'Spiteflame Witch',
    rule: 'CR 119.3',
    run() {
      const p = play(
        ['Spiteflame Witch'],
        { ann: { battlefield: [...LANDS, 'Spiteflame Witch'] } },
        activate('Spiteflame Witch'),
      )
      expect(seat(p, 0).life).toBe(19)
      expect(seat(p, 1).life).toBe(19)
    },
  },
  'effect:destroy': {
    card: 'Shatter',
    rule: 'CR 701.7, 702.12b',
    run() {
      const cards = ['Shatter', 'Darksteel Relic', 'Sol Ring']
      const ben = { battlefield: ['Sol Ring', 'Darksteel Relic'] }
      let p = play(
        cards,
        { ann: { hand: ['Shatter'], battlefield: LANDS }, ben },
        cast('Shatter', { targets: ['1:Sol Ring'] }),
      )
      expect(onField(p, 1, 'Sol Ring')).toBe(0)
      expect(seat(p, 1).graveyard).toEqual(['Sol Ring'])
      // Indestructible: not destroyed (CR 702.12b).
      p = play(
        cards,
        { ann: { hand: ['Shatter'], battlefield: LANDS }, ben },
        cast('Shatter', { targets: ['1:Darksteel Relic'] }),
      )
      expect(onField(p, 1, 'Darksteel Relic')).toBe(1)
      expect(seat(p, 1).graveyard).toEqual([])
    },
  },
  'effect:exile': {
    card: 'Utter End',
    rule: 'CR 406.2',
    run() {
      const p = play(
        ['Utter End', 'Serra Angel'],
        { ann: { hand: ['Utter End'], battlefield: LANDS }, ben: { battlefield: ['Serra Angel'] } },
        cast('Utter End', { targets: ['1:Serra Angel'] }),
      )
      expect(onField(p, 1, 'Serra Angel')).toBe(0)
      expect(seat(p, 1).exile).toEqual(['Serra Angel'])
      expect(seat(p, 1).graveyard).toEqual([])
    },
  },
  'effect:bounce': {
    card: 'Unsummon',
    rule: 'CR 400.7',
    run() {
      const p = play(
        ['Unsummon'],
        { ann: { hand: ['Unsummon'], battlefield: LANDS }, ben: { battlefield: ['Grizzly Bears'], hand: [] } },
        cast('Unsummon', { targets: ['1:Grizzly Bears'] }),
      )
      expect(onField(p, 1, 'Grizzly Bears')).toBe(0)
      expect(seat(p, 1).hand).toEqual(['Grizzly Bears'])
    },
  },
  'effect:pump': {
    card: 'Giant Growth',
    rule: 'CR 611.2a, 514.2',
    run() {
      const ann = { hand: ['Giant Growth'], battlefield: [...LANDS, 'Grizzly Bears'] }
      const acts = cast('Giant Growth', { targets: ['0:Grizzly Bears'] })
      let p = play(['Giant Growth'], { ann }, acts)
      expect(permanent(p, 0, 'Grizzly Bears')).toMatchObject({ power: 5, toughness: 5 })
      // Until end of turn: gone in the cleanup step (CR 514.2).
      p = play(['Giant Growth'], { ann }, [...acts, ...TO_BENS_UPKEEP])
      expect(p.state.turn).toBe(4)
      expect(permanent(p, 0, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 })
    },
  },
  'effect:counters': {
    card: 'Jungle Delver',
    rule: 'CR 122.1, 122.6',
    run() {
      const p = play(
        ['Jungle Delver'],
        { ann: { battlefield: [...LANDS, 'Jungle Delver'] } },
        activate('Jungle Delver'),
      )
      const delver = permanent(p, 0, 'Jungle Delver')
      expect(delver.counters).toEqual({ '+1/+1': 1 })
      expect(delver).toMatchObject({ power: 2, toughness: 2 })
    },
  },
  'effect:token': {
    card: 'Raise the Alarm',
    rule: 'CR 111.1, 111.4',
    run() {
      const p = play(
        ['Raise the Alarm'],
        { ann: { hand: ['Raise the Alarm'], battlefield: LANDS } },
        cast('Raise the Alarm'),
      )
      const tokens = seat(p, 0).battlefield.filter((b) => /soldier/i.test(b.name))
      expect(tokens.length).toBe(2)
      for (const t of tokens) expect(t).toMatchObject({ power: 1, toughness: 1 })
      expect(seat(p, 1).battlefield.length).toBe(0)
      // An X/X token (CR 107.3): the spell's X (Slime Molding), or "where X is …" counted as it resolves.
      const slime = play(
        ['Slime Molding'],
        { ann: { hand: ['Slime Molding'], battlefield: LANDS } },
        cast('Slime Molding', { x: 3 }),
      )
      expect(permanent(slime, 0, 'Ooze')).toMatchObject({ power: 3, toughness: 3, token: true })
      const promise = play(
        ['Promise of Power'],
        { ann: { hand: ['Promise of Power', 'Island', 'Plains'], battlefield: LANDS } },
        cast('Promise of Power', { modes: [1] }),
      )
      expect(permanent(promise, 0, 'Demon')).toMatchObject({ power: 2, toughness: 2, keywords: ['Flying'] })
    },
  },
  'effect:discard': {
    card: 'Mind Rot',
    rule: 'CR 701.8',
    run() {
      const p = play(
        ['Mind Rot'],
        { ann: { hand: ['Mind Rot'], battlefield: LANDS }, ben: { hand: ['Forest', 'Island', 'Swamp'] } },
        [...cast('Mind Rot', { targets: ['player:1'] }), { player: 1, type: 'discard', cards: ['Forest', 'Island'] }],
      )
      expect(seat(p, 1).hand).toEqual(['Swamp'])
      expect([...seat(p, 1).graveyard].sort()).toEqual(['Forest', 'Island'])
    },
  },
  'effect:mill': {
    card: 'Tome Scour',
    rule: 'CR 701.13',
    run() {
      const p = play(
        ['Tome Scour'],
        { ann: { hand: ['Tome Scour'], battlefield: LANDS } },
        cast('Tome Scour', { targets: ['player:1'] }),
      )
      expect(seat(p, 1).library).toBe(15)
      expect(seat(p, 1).graveyard.length).toBe(5)
      expect(seat(p, 0).library).toBe(20)
    },
  },
  'effect:counterSpell': {
    card: 'Counterspell',
    rule: 'CR 701.5a',
    run() {
      const p = play(
        ['Counterspell', 'Serra Angel'],
        {
          active: 1,
          turn: 4,
          ann: { hand: ['Counterspell'], battlefield: LANDS },
          ben: { hand: ['Serra Angel'], battlefield: LANDS },
        },
        [
          { player: 1, type: 'cast', card: 'Serra Angel' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'cast', card: 'Counterspell', targets: ['1:Serra Angel'] },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
      )
      expect(onField(p, 1, 'Serra Angel')).toBe(0)
      expect(seat(p, 1).graveyard).toEqual(['Serra Angel'])
      expect(p.out.stack).toEqual([])
    },
  },
  'effect:damageEach': {
    card: 'Pyroclasm',
    rule: 'CR 120.3',
    run() {
      const p = play(
        ['Pyroclasm', 'Serra Angel'],
        {
          ann: { hand: ['Pyroclasm'], battlefield: [...LANDS, 'Grizzly Bears'] },
          ben: { battlefield: ['Grizzly Bears', 'Serra Angel'] },
        },
        cast('Pyroclasm'),
      )
      expect(onField(p, 0, 'Grizzly Bears') + onField(p, 1, 'Grizzly Bears')).toBe(0)
      expect(permanent(p, 1, 'Serra Angel').damage).toBe(2)
      expect(seat(p, 0).life).toBe(20)
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'effect:sacrifice': {
    card: 'Diabolic Edict',
    rule: 'CR 701.17',
    run() {
      const p = play(
        ['Diabolic Edict'],
        { ann: { hand: ['Diabolic Edict'], battlefield: LANDS }, ben: { battlefield: ['Grizzly Bears', 'Island'] } },
        cast('Diabolic Edict', { targets: ['player:1'] }),
      )
      expect(onField(p, 1, 'Grizzly Bears')).toBe(0)
      expect(onField(p, 1, 'Island')).toBe(1)
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
    },
  },
  'effect:returnCard': {
    card: 'Zombify',
    rule: 'CR 400.7',
    run() {
      const p = play(
        ['Zombify', 'Serra Angel'],
        { ann: { hand: ['Zombify'], battlefield: LANDS, graveyard: ['Serra Angel'] } },
        cast('Zombify', { targets: ['0:Serra Angel'] }),
      )
      expect(onField(p, 0, 'Serra Angel')).toBe(1)
      expect(seat(p, 0).graveyard).toEqual(['Zombify'])
    },
  },
  'effect:untap': {
    card: 'Burst of Energy',
    rule: 'CR 701.21',
    run() {
      const p = play(
        ['Burst of Energy'],
        { ann: { hand: ['Burst of Energy'], battlefield: [...LANDS, { name: 'Grizzly Bears', tapped: true }] } },
        cast('Burst of Energy', { targets: ['0:Grizzly Bears'] }),
      )
      expect(permanent(p, 0, 'Grizzly Bears').tapped).toBe(false)
    },
  },
  'effect:tap': {
    card: 'Blinding Light',
    rule: 'CR 701.21',
    run() {
      const p = play(
        ['Blinding Light', 'Serra Angel'],
        {
          ann: { hand: ['Blinding Light'], battlefield: [...LANDS, 'Serra Angel'] },
          ben: { battlefield: ['Grizzly Bears'] },
        },
        cast('Blinding Light'),
      )
      expect(permanent(p, 1, 'Grizzly Bears').tapped).toBe(true)
      expect(permanent(p, 0, 'Serra Angel').tapped).toBe(false) // white: not "nonwhite"
    },
  },
  'effect:regenerate': {
    card: 'Drudge Skeletons',
    rule: 'CR 701.15',
    run() {
      const p = play(
        ['Drudge Skeletons', 'Lightning Bolt'],
        {
          ann: { battlefield: [...LANDS, 'Drudge Skeletons'] },
          ben: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
        },
        [
          ...activate('Drudge Skeletons'),
          { player: 0, type: 'pass' },
          { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Drudge Skeletons'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
        ],
        true,
      )
      // Destroyed by lethal damage, it is regenerated instead: tapped, damage removed, still there (CR 701.15a).
      const skeletons = permanent(p, 0, 'Drudge Skeletons')
      expect(skeletons).toMatchObject({ tapped: true, damage: 0 })
      expect(count(seat(p, 1).graveyard, 'Lightning Bolt')).toBe(1)
    },
  },
}
