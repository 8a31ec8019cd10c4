// Behavioural checks of effects that change what permanents and players are or may do: the monarch, an emblem,
// detain, champion, connive, kinship, losing all abilities, reconfigure, transform (and Delver's reveal) and myriad
// (CR 720, 114, 701, 702, 712).
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
  ready,
  answer,
} from './harness'

const attackBen = (attackers: string[]) => [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: attackers.map((card) => ({ card, target: 'player:1' })) },
]
const idOf = (p: Played, name: string) =>
  p.state.battlefield.find((x) => p.state.cards[p.state.objects[x].def].name === name)!

export const PERMANENT_EFFECT_CHECKS: Checks = {
  'effect:monarch': {
    card: 'Palace Sentinels',
    rule: 'CR 720.2, 720.3',
    run() {
      const sentinels = (actions: unknown[]) =>
        play(['Palace Sentinels'], { ann: { hand: ['Palace Sentinels'], battlefield: LANDS } }, [
          ...cast('Palace Sentinels'),
          ...PASS,
          ...actions,
        ])
      let p = sentinels([])
      expect(p.state.extra.monarch).toBe(0)
      // At the beginning of the monarch's end step, she draws a card.
      p = sentinels([{ type: 'passUntil', step: 'end' }, ...PASS])
      expect(seat(p, 0).hand).toEqual(['Plains'])
      // A creature dealing combat damage to the monarch makes its controller the monarch (Ben's Bears, turn 4).
      p = play(
        ['Palace Sentinels'],
        {
          ann: { hand: ['Palace Sentinels'], battlefield: LANDS },
          ben: { battlefield: [ready('Grizzly Bears')] },
        },
        [
          ...cast('Palace Sentinels'),
          ...PASS,
          { type: 'passUntil', step: 'declareAttackers', turn: 4 },
          { player: 1, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:0' }] },
          { type: 'passUntil', step: 'declareBlockers', turn: 4 },
          { player: 0, type: 'declareBlockers', blockers: [] },
          { type: 'passUntil', step: 'endCombat', turn: 4 },
        ],
      )
      expect(seat(p, 0).life).toBe(18)
      expect(p.state.extra.monarch).toBe(1)
    },
  },
  'effect:emblem': {
    card: 'Elspeth, Knight-Errant',
    rule: 'CR 114.1, 114.4',
    run() {
      const elspeth = (loyalty: number, ability: number) =>
        play(
          ['Elspeth, Knight-Errant'],
          {
            ann: { battlefield: [{ name: 'Elspeth, Knight-Errant', counters: { loyalty } }, 'Grizzly Bears'] },
            ben: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
          },
          [
            ...activate('Elspeth, Knight-Errant', ability),
            { player: 0, type: 'pass' },
            { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Grizzly Bears'] },
            { player: 1, type: 'pass' },
            { player: 0, type: 'pass' },
          ],
        )
      // The emblem: Ann's creatures have indestructible; the Bears survive 3 damage. Elspeth (0 loyalty) is gone.
      let p = elspeth(8, 2)
      expect(permanent(p, 0, 'Grizzly Bears').damage).toBe(3)
      expect(onField(p, 0, 'Elspeth, Knight-Errant')).toBe(0)
      // Without it (her +1 instead), the Bears die.
      p = elspeth(8, 0)
      expect(onField(p, 0, 'Grizzly Bears')).toBe(0)
    },
  },
  'effect:detain': {
    card: 'Azorius Arrester',
    rule: 'CR 701.35a',
    run() {
      const arrest = (actions: unknown[]) =>
        play(
          ['Azorius Arrester'],
          { ann: { hand: ['Azorius Arrester'], battlefield: LANDS }, ben: { battlefield: [ready('Grizzly Bears')] } },
          [
            ...cast('Azorius Arrester'),
            { player: 0, type: 'choose', targets: ['1:Grizzly Bears'] },
            ...PASS,
            { type: 'passUntil', step: 'declareAttackers', turn: 4 },
            ...actions,
          ],
          true,
        )
      // Until Ann's next turn the Bears can't attack (on Ben's turn 4).
      let p = arrest([
        { player: 1, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:0' }] },
      ])
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 0).life).toBe(20)
      // On Ann's turn 5 the detention is over: they may block her attacker.
      p = play(
        ['Azorius Arrester'],
        { ann: { hand: ['Azorius Arrester'], battlefield: LANDS }, ben: { battlefield: [ready('Grizzly Bears')] } },
        [
          ...cast('Azorius Arrester'),
          { player: 0, type: 'choose', targets: ['1:Grizzly Bears'] },
          ...PASS,
          { type: 'passUntil', step: 'declareAttackers', turn: 5 },
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Azorius Arrester', target: 'player:1' }] },
          { type: 'passUntil', step: 'declareBlockers', turn: 5 },
          { player: 1, type: 'declareBlockers', blockers: [{ card: 'Grizzly Bears', blocks: '0:Azorius Arrester' }] },
        ],
      )
      expect(p.out.rejected ?? []).toEqual([])
    },
  },
  'effect:champion': {
    card: 'Changeling Hero',
    rule: 'CR 702.72a',
    run() {
      const hero = (battlefield: string[], actions: unknown[]) =>
        play(
          ['Changeling Hero', 'Doom Blade'],
          { ann: { hand: ['Changeling Hero', 'Doom Blade'], battlefield: [...LANDS, ...battlefield] } },
          [...cast('Changeling Hero'), ...PASS, ...actions],
        )
      // The Bears exiled; when the Hero leaves, they return.
      let p = hero(['Grizzly Bears'], [{ player: 0, type: 'choose', cards: ['Grizzly Bears'] }])
      expect(seat(p, 0).exile).toEqual(['Grizzly Bears'])
      expect(onField(p, 0, 'Changeling Hero')).toBe(1)
      p = hero(
        ['Grizzly Bears'],
        [
          { player: 0, type: 'choose', cards: ['Grizzly Bears'] },
          ...cast('Doom Blade', { targets: ['0:Changeling Hero'] }),
          ...PASS,
        ],
      )
      expect(seat(p, 0).exile).toEqual([])
      expect(onField(p, 0, 'Grizzly Bears')).toBe(1)
      // No other creature to exile: the Hero is sacrificed.
      p = hero([], [])
      expect(onField(p, 0, 'Changeling Hero')).toBe(0)
      expect(seat(p, 0).graveyard).toEqual(['Changeling Hero'])
    },
  },
  'effect:connive': {
    card: 'Echo Inspector',
    rule: 'CR 701.50a',
    run() {
      const inspect = (library: string[], discard: string) =>
        play(['Echo Inspector', 'Serra Angel'], { ann: { hand: ['Echo Inspector'], battlefield: LANDS, library } }, [
          ...cast('Echo Inspector'),
          ...PASS,
          { player: 0, type: 'choose', cards: [discard] },
        ])
      // Draw, then discard: a nonland card discarded puts a +1/+1 counter on it; a land doesn't.
      let p = inspect(['Serra Angel', 'Island'], 'Serra Angel')
      expect(permanent(p, 0, 'Echo Inspector').counters).toEqual({ '+1/+1': 1 })
      expect(seat(p, 0).graveyard).toEqual(['Serra Angel'])
      expect(seat(p, 0).hand).toEqual([])
      p = inspect(['Island', 'Serra Angel'], 'Island')
      expect(permanent(p, 0, 'Echo Inspector').counters).toEqual({})
      expect(seat(p, 0).graveyard).toEqual(['Island'])
    },
  },
  'effect:kinship': {
    card: 'Kithkin Zephyrnaut',
    rule: 'CR 207.2c, 205.3m',
    run() {
      const kinship = (top: string, answers: unknown[]) =>
        play(
          ['Kithkin Zephyrnaut', 'Goldmeadow Harrier', 'Serra Angel'],
          {
            active: 1,
            turn: 4,
            step: 'end',
            ann: { battlefield: ['Kithkin Zephyrnaut'], library: [top, 'Island', 'Island'] },
          },
          [{ type: 'passUntil', step: 'upkeep', turn: 5 }, ...PASS, ...answers],
        )
      // A Kithkin Soldier on top, revealed: +2/+2 (a 4/4).
      let p = kinship('Goldmeadow Harrier', [answer('yes')])
      expect(permanent(p, 0, 'Kithkin Zephyrnaut')).toMatchObject({ power: 4, toughness: 4 })
      p = kinship('Goldmeadow Harrier', [answer('no')])
      expect(permanent(p, 0, 'Kithkin Zephyrnaut')).toMatchObject({ power: 2, toughness: 2 })
      // An Angel shares no type: nothing.
      p = kinship('Serra Angel', [])
      expect(permanent(p, 0, 'Kithkin Zephyrnaut')).toMatchObject({ power: 2, toughness: 2 })
    },
  },
  'effect:loseAbilities': {
    card: 'Merfolk Trickster',
    rule: 'CR 613.1f',
    run() {
      const p = play(
        ['Merfolk Trickster', 'Elvish Champion'],
        {
          ann: { hand: ['Merfolk Trickster'], battlefield: LANDS },
          ben: { battlefield: ['Elvish Champion', 'Llanowar Elves'] },
        },
        [...cast('Merfolk Trickster'), { player: 0, type: 'choose', targets: ['1:Elvish Champion'] }, ...PASS],
      )
      // The Champion is tapped and loses its anthem: Ben's Elves are a 1/1 again.
      expect(permanent(p, 1, 'Elvish Champion').tapped).toBe(true)
      expect(permanent(p, 1, 'Llanowar Elves')).toMatchObject({ power: 1, toughness: 1 })
      const q = play(['Elvish Champion'], { ben: { battlefield: ['Elvish Champion', 'Llanowar Elves'] } })
      expect(permanent(q, 1, 'Llanowar Elves')).toMatchObject({ power: 2, toughness: 2 })
    },
  },
  'effect:reconfigure': {
    card: 'Lizard Blades',
    rule: 'CR 702.151a-b',
    run() {
      const blades = (actions: unknown[]) =>
        play(
          ['Lizard Blades'],
          { ann: { battlefield: [...LANDS, ready('Lizard Blades'), ready('Grizzly Bears')] } },
          [...activate('Lizard Blades', 0, { targets: ['0:Grizzly Bears'] }), ...actions],
          true,
        )
      // Attached: no longer a creature, and the Bears have double strike (4 damage).
      let p = blades([...attackBen(['Grizzly Bears']), { type: 'passUntil', step: 'endCombat' }])
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(16)
      expect(p.state.objects[idOf(p, 'Lizard Blades')].attachedTo).toBe(idOf(p, 'Grizzly Bears'))
      p = blades(attackBen(['Lizard Blades']))
      expect(p.out.rejected?.length).toBe(1)
    },
  },
  'effect:transform': {
    card: 'Thraben Gargoyle // Stonewing Antagonizer',
    rule: 'CR 701.28a, 712.8',
    run() {
      const p = play(
        ['Thraben Gargoyle // Stonewing Antagonizer'],
        { ann: { battlefield: [...LANDS, 'Thraben Gargoyle'] } },
        activate('Thraben Gargoyle', 0),
      )
      // Its back face: Stonewing Antagonizer, a 4/2 flier (no defender); {6} paid.
      const names = seat(p, 0).battlefield.filter((b) => !LANDS.includes(b.name))
      expect(names.map((b) => [b.name, b.power, b.toughness])).toEqual([['Stonewing Antagonizer', 4, 2]])
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(6)
    },
  },
  'effect:revealIfType': {
    card: 'Delver of Secrets // Insectile Aberration',
    rule: 'CR 701.16a, 701.28a',
    run() {
      const delver = (top: string, option: string) =>
        play(
          ['Delver of Secrets // Insectile Aberration', 'Lightning Bolt'],
          { active: 1, turn: 4, step: 'end', ann: { battlefield: ['Delver of Secrets'], library: [top, 'Island'] } },
          [{ type: 'passUntil', step: 'upkeep', turn: 5 }, ...PASS, answer(option)],
          true,
        )
      const mine = (p: Played) => seat(p, 0).battlefield.map((b) => [b.name, b.power, b.toughness])
      // An instant revealed: it transforms into Insectile Aberration (3/2).
      expect(mine(delver('Lightning Bolt', 'yes'))).toEqual([['Insectile Aberration', 3, 2]])
      // Not revealed, or a land: it stays.
      expect(mine(delver('Lightning Bolt', 'no'))).toEqual([['Delver of Secrets', 1, 1]])
      expect(mine(delver('Forest', 'yes'))).toEqual([['Delver of Secrets', 1, 1]])
    },
  },
  'effect:myriad': {
    card: 'Caller of the Pack',
    rule: 'CR 702.116a',
    run() {
      // Two players: there is no opponent other than the defending player, so no token.
      const p = play(['Caller of the Pack'], { ann: { battlefield: [ready('Caller of the Pack')] } }, [
        ...attackBen(['Caller of the Pack']),
        { type: 'passUntil', step: 'endCombat' },
      ])
      expect(seat(p, 0).battlefield.map((b) => b.name)).toEqual(['Caller of the Pack'])
      expect(seat(p, 1).life).toBe(12)
    },
  },
}
