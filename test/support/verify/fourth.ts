// Behavioural checks, fourth part: cost changes, keyword triggers (undying, persist), loyalty, crew, conditions of
// the turn and the hand, and more combat restrictions.
import { expect } from 'vitest'
import { activate, cast, LANDS, onField, permanent, play, seat, PASS, type Checks, ready } from './harness'

const ornithopters = ['Ornithopter', 'Ornithopter', 'Ornithopter', 'Ornithopter']

export const FOURTH_CHECKS: Checks = {
  'cast:costChange.self': {
    card: 'Frogmite',
    rule: 'CR 702.41a, 601.2f',
    run() {
      // {4}, one less for each of four artifacts: free.
      let p = play(
        ['Frogmite', 'Ornithopter'],
        { ann: { hand: ['Frogmite'], battlefield: ornithopters } },
        cast('Frogmite'),
      )
      expect(onField(p, 0, 'Frogmite')).toBe(1)
      p = play(
        ['Frogmite', 'Ornithopter'],
        { ann: { hand: ['Frogmite'], battlefield: ['Ornithopter', 'Island', 'Island'] } },
        cast('Frogmite'),
        true,
      )
      expect(p.out.rejected?.[0]?.index).toBe(0)
    },
  },
  'cast:costChange': {
    card: 'Goblin Electromancer',
    rule: 'CR 601.2f',
    run() {
      const cards = ['Goblin Electromancer', 'Divination']
      let p = play(
        cards,
        { ann: { hand: ['Divination'], battlefield: ['Goblin Electromancer', 'Island', 'Island'] } },
        cast('Divination'),
      )
      expect(seat(p, 0).hand.length).toBe(2)
      p = play(cards, { ann: { hand: ['Divination'], battlefield: ['Island', 'Island'] } }, cast('Divination'), true)
      expect(p.out.rejected?.[0]?.index).toBe(0)
    },
  },
  'amount:count.counters': {
    card: 'Grindclock',
    rule: 'CR 122.1, 107.3',
    run() {
      const p = play(
        ['Grindclock'],
        { ann: { battlefield: [{ name: 'Grindclock', counters: { charge: 3 } }] } },
        activate('Grindclock', 1, { targets: ['player:1'] }),
      )
      expect(seat(p, 1).library).toBe(17)
    },
  },
  'cost:discardSelf': {
    card: 'Rubblebelt Maaka',
    rule: 'CR 602.2b, 702.29a (bloodrush)',
    run() {
      const p = play(
        ['Rubblebelt Maaka'],
        { ann: { hand: ['Rubblebelt Maaka'], battlefield: [...LANDS, ready('Grizzly Bears')] } },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
          ...activate('Rubblebelt Maaka', 0, { from: 'hand', targets: ['0:Grizzly Bears'] }),
        ],
      )
      expect(seat(p, 0).graveyard).toEqual(['Rubblebelt Maaka'])
      expect(permanent(p, 0, 'Grizzly Bears')).toMatchObject({ power: 5, toughness: 5 })
    },
  },
  'static:attacksEachCombat': {
    card: 'Bloodrock Cyclops',
    rule: 'CR 508.1d',
    run() {
      const p = play(
        ['Bloodrock Cyclops'],
        { ann: { battlefield: [ready('Bloodrock Cyclops')] } },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 0, type: 'declareAttackers', attackers: [] },
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Bloodrock Cyclops', target: 'player:1' }] },
        ],
        true,
      )
      expect(p.out.rejected?.map((r) => r.index)).toEqual([1])
    },
  },
  'cost:exileSelfFromGraveyard': {
    card: 'Dauntless Cathar',
    rule: 'CR 602.2b, 406.2',
    run() {
      const p = play(
        ['Dauntless Cathar'],
        { ann: { battlefield: LANDS, graveyard: ['Dauntless Cathar'] } },
        activate('Dauntless Cathar', 0, { from: 'graveyard' }),
      )
      expect(seat(p, 0).exile).toEqual(['Dauntless Cathar'])
      expect(seat(p, 0).battlefield.filter((b) => /spirit/i.test(b.name)).length).toBe(1)
    },
  },
  'trigger:leaves': {
    card: 'Goblin Firebug',
    rule: 'CR 603.6c, 603.10a',
    run() {
      const p = play(
        ['Goblin Firebug', 'Unsummon'],
        { ann: { hand: ['Unsummon'], battlefield: [...LANDS, 'Goblin Firebug'] } },
        [
          ...cast('Unsummon', { targets: ['0:Goblin Firebug'] }),
          ...PASS,
          { player: 0, type: 'choose', cards: ['Forest'] },
        ],
      )
      expect(seat(p, 0).hand).toEqual(['Goblin Firebug'])
      expect([...seat(p, 0).graveyard].sort()).toEqual(['Forest', 'Unsummon'])
      expect(seat(p, 0).battlefield.length).toBe(LANDS.length - 1)
    },
  },
  'static:cantAttack': {
    card: 'Mogg Flunkies',
    rule: 'CR 508.1c, 506.5',
    run() {
      const p = play(
        ['Mogg Flunkies'],
        { ann: { battlefield: [ready('Mogg Flunkies'), ready('Grizzly Bears')] } },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Mogg Flunkies', target: 'player:1' }] },
          {
            player: 0,
            type: 'declareAttackers',
            attackers: [
              { card: 'Mogg Flunkies', target: 'player:1' },
              { card: 'Grizzly Bears', target: 'player:1' },
            ],
          },
          { type: 'passUntil', step: 'endCombat' },
        ],
        true,
      )
      expect(p.out.rejected?.map((r) => r.index)).toEqual([1])
      expect(seat(p, 1).life).toBe(15)
    },
  },
  'effect:keywordAction.undying': {
    card: 'Butcher Ghoul',
    rule: 'CR 702.93a',
    run() {
      const shock = (ghoul: Record<string, unknown>) =>
        play(['Butcher Ghoul', 'Shock'], { ann: { hand: ['Shock'], battlefield: [...LANDS, ghoul] } }, [
          ...cast('Shock', { targets: ['0:Butcher Ghoul'] }),
          ...PASS,
        ])
      let p = shock({ name: 'Butcher Ghoul' })
      expect(permanent(p, 0, 'Butcher Ghoul').counters).toEqual({ '+1/+1': 1 })
      // With a +1/+1 counter it stays dead.
      p = shock({ name: 'Butcher Ghoul', counters: { '+1/+1': 1 } })
      expect(onField(p, 0, 'Butcher Ghoul')).toBe(0)
    },
  },
  'condition:hadNoCounter': {
    card: 'Butcher Ghoul',
    rule: 'CR 702.93a, 603.10a',
    run() {
      const p = play(
        ['Butcher Ghoul', 'Shock'],
        { ann: { hand: ['Shock'], battlefield: [...LANDS, { name: 'Butcher Ghoul', counters: { '+1/+1': 1 } }] } },
        [...cast('Shock', { targets: ['0:Butcher Ghoul'] }), ...PASS],
      )
      expect(seat(p, 0).graveyard).toContain('Butcher Ghoul')
      expect(p.out.stack).toEqual([])
    },
  },
  'effect:keywordAction.persist': {
    card: 'Safehold Elite',
    rule: 'CR 702.79a',
    run() {
      const shock = (elite: Record<string, unknown>) =>
        play(
          ['Safehold Elite', 'Lightning Bolt'],
          { ann: { hand: ['Lightning Bolt'], battlefield: [...LANDS, elite] } },
          [...cast('Lightning Bolt', { targets: ['0:Safehold Elite'] }), ...PASS],
        )
      let p = shock({ name: 'Safehold Elite' })
      expect(permanent(p, 0, 'Safehold Elite')).toMatchObject({ counters: { '-1/-1': 1 }, power: 1, toughness: 1 })
      p = shock({ name: 'Safehold Elite', counters: { '-1/-1': 1 } })
      expect(onField(p, 0, 'Safehold Elite')).toBe(0)
    },
  },
  'effect:duress': {
    card: 'Duress',
    rule: 'CR 701.8',
    run() {
      const p = play(
        ['Duress', 'Lightning Bolt'],
        { ann: { hand: ['Duress'], battlefield: LANDS }, ben: { hand: ['Lightning Bolt', 'Grizzly Bears', 'Forest'] } },
        [...cast('Duress', { targets: ['player:1'] }), { player: 0, type: 'choose', cards: ['Lightning Bolt'] }],
      )
      expect([...seat(p, 1).hand].sort()).toEqual(['Forest', 'Grizzly Bears'])
      expect(seat(p, 1).graveyard).toEqual(['Lightning Bolt'])
    },
  },
  'effect:switchPT': {
    card: 'Transmutation',
    rule: 'CR 613.4d, 701.10',
    run() {
      const p = play(
        ['Transmutation', 'Scroll Thief'],
        { ann: { hand: ['Transmutation'], battlefield: [...LANDS, 'Scroll Thief'] } },
        cast('Transmutation', { targets: ['0:Scroll Thief'] }),
      )
      expect(permanent(p, 0, 'Scroll Thief')).toMatchObject({ power: 3, toughness: 1 })
    },
  },
  'static:canBlockOnly': {
    card: 'Cloud Elemental',
    rule: 'CR 509.1b',
    run() {
      const p = play(
        ['Cloud Elemental', 'Serra Angel'],
        {
          ann: { battlefield: [ready('Grizzly Bears'), ready('Serra Angel')] },
          ben: { battlefield: ['Cloud Elemental'] },
        },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          {
            player: 0,
            type: 'declareAttackers',
            attackers: [
              { card: 'Grizzly Bears', target: 'player:1' },
              { card: 'Serra Angel', target: 'player:1' },
            ],
          },
          { type: 'passUntil', step: 'declareBlockers' },
          { player: 1, type: 'declareBlockers', blockers: [{ card: 'Cloud Elemental', blocks: '0:Grizzly Bears' }] },
          { player: 1, type: 'declareBlockers', blockers: [{ card: 'Cloud Elemental', blocks: '0:Serra Angel' }] },
        ],
        true,
      )
      expect(p.out.rejected?.map((r) => r.index)).toEqual([3])
    },
  },
  'condition:hand': {
    card: 'Thresher Lizard',
    rule: 'CR 611.3a',
    run() {
      let p = play(['Thresher Lizard'], { ann: { hand: ['Forest'], battlefield: ['Thresher Lizard'] } })
      expect(permanent(p, 0, 'Thresher Lizard')).toMatchObject({ power: 4, toughness: 4 })
      p = play(['Thresher Lizard'], { ann: { hand: ['Forest', 'Island'], battlefield: ['Thresher Lizard'] } })
      expect(permanent(p, 0, 'Thresher Lizard')).toMatchObject({ power: 3, toughness: 2 })
    },
  },
  'trigger:attacksOrBlocks': {
    card: 'Howling Golem',
    rule: 'CR 508.3a, 509.3a',
    run() {
      const p = play(['Howling Golem'], { ann: { battlefield: [ready('Howling Golem')] } }, [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Howling Golem', target: 'player:1' }] },
        ...PASS,
      ])
      expect(seat(p, 0).hand.length).toBe(1)
      expect(seat(p, 1).hand.length).toBe(1)
    },
  },
}
