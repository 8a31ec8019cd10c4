// Behavioural checks of effects that move cards between zones (CR 400): to the top of a library, graveyards exiled
// or shuffled away, a revealed top card, surveil, learn, the card a permanent exiled coming back, and "exile it
// instead" for a creature dealt damage this turn. Each asserts every zone it touches, and that nothing else moved.
import { expect } from 'vitest'
import { activate, cast, LANDS, onField, play, seat, PASS, type Checks, type Played, answer } from './harness'

const nameOf = (p: Played, id: string) => p.state.cards[p.state.objects[id].def].name
/** A player's library from the top, by names. */
const library = (p: Played, i: number) => p.state.players[i].zones.library.map((id) => nameOf(p, id))

export const ZONE_EFFECT_CHECKS: Checks = {
  'effect:graveyardOnTop': {
    card: 'Academy Ruins',
    rule: 'CR 401.4, 115.1',
    run() {
      const ruins = (target: string) =>
        play(
          ['Academy Ruins', 'Sol Ring'],
          { ann: { battlefield: ['Academy Ruins', 'Island', 'Island'], graveyard: ['Grizzly Bears', 'Sol Ring'] } },
          activate('Academy Ruins', 0, { targets: [target] }),
          true,
        )
      let p = ruins('0:Sol Ring')
      expect(library(p, 0).slice(0, 2)).toEqual(['Sol Ring', 'Plains'])
      expect(seat(p, 0).graveyard).toEqual(['Grizzly Bears'])
      // A creature card isn't an artifact card: no legal target.
      p = ruins('0:Grizzly Bears')
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 0).graveyard).toEqual(['Grizzly Bears', 'Sol Ring'])
    },
  },
  'effect:exileGraveyard': {
    card: 'Bojuka Bog',
    rule: 'CR 406.2',
    run() {
      const p = play(
        ['Bojuka Bog'],
        {
          ann: { hand: ['Bojuka Bog'], graveyard: ['Grizzly Bears'] },
          ben: { graveyard: ['Grizzly Bears', 'Lightning Bolt'] },
        },
        [
          { player: 0, type: 'playLand', card: 'Bojuka Bog' },
          { player: 0, type: 'choose', targets: ['player:1'] },
          ...PASS,
        ],
      )
      expect(seat(p, 1).graveyard).toEqual([])
      expect([...seat(p, 1).exile].sort()).toEqual(['Grizzly Bears', 'Lightning Bolt'])
      expect(seat(p, 0).graveyard).toEqual(['Grizzly Bears'])
    },
  },
  'effect:topCard': {
    card: 'Coiling Oracle',
    rule: 'CR 701.16a',
    run() {
      const oracle = (top: string) =>
        play(
          ['Coiling Oracle', 'Serra Angel'],
          { ann: { hand: ['Coiling Oracle'], battlefield: LANDS, library: [top, 'Island'] } },
          [...cast('Coiling Oracle'), ...PASS],
        )
      // A land: onto the battlefield; a nonland: into the hand.
      let p = oracle('Forest')
      expect(onField(p, 0, 'Forest')).toBe(5)
      expect(seat(p, 0).hand).toEqual([])
      p = oracle('Serra Angel')
      expect(seat(p, 0).hand).toEqual(['Serra Angel'])
      expect(onField(p, 0, 'Serra Angel')).toBe(0)
      expect(library(p, 0)).toEqual(['Island'])
    },
  },
  'effect:surveil': {
    card: 'Dazzling Lights',
    rule: 'CR 701.25a',
    run() {
      const p = play(
        ['Dazzling Lights', 'Serra Angel'],
        {
          ann: { hand: ['Dazzling Lights'], battlefield: LANDS, library: ['Serra Angel', 'Island', 'Swamp'] },
          ben: { battlefield: ['Grizzly Bears'] },
        },
        [
          ...cast('Dazzling Lights', { targets: ['1:Grizzly Bears'] }),
          { player: 0, type: 'choose', top: ['Island'], graveyard: ['Serra Angel'] },
        ],
      )
      // The top two looked at: the Angel to the graveyard, the Island kept on top.
      expect(library(p, 0)).toEqual(['Island', 'Swamp'])
      expect([...seat(p, 0).graveyard].sort()).toEqual(['Dazzling Lights', 'Serra Angel'])
      expect(seat(p, 0).hand).toEqual([])
    },
  },
  'effect:handToTop': {
    card: 'Brainstorm',
    rule: 'CR 401.4',
    run() {
      const p = play(
        ['Brainstorm'],
        {
          ann: {
            hand: ['Brainstorm', 'Grizzly Bears'],
            battlefield: LANDS,
            library: ['Plains', 'Island', 'Swamp', 'Forest'],
          },
        },
        [...cast('Brainstorm'), { player: 0, type: 'choose', cards: ['Grizzly Bears', 'Island'] }],
      )
      // Three drawn, two put back (the first named on top).
      expect([...seat(p, 0).hand].sort()).toEqual(['Plains', 'Swamp'])
      expect(library(p, 0)).toEqual(['Grizzly Bears', 'Island', 'Forest'])
    },
  },
  'effect:shuffleGraveyard': {
    card: 'Blessed Respite',
    rule: 'CR 701.20a',
    run() {
      const p = play(
        ['Blessed Respite'],
        {
          ann: { hand: ['Blessed Respite'], battlefield: LANDS, graveyard: ['Forest'] },
          ben: { graveyard: ['Grizzly Bears', 'Lightning Bolt', 'Island'] },
        },
        cast('Blessed Respite', { targets: ['player:1'] }),
      )
      expect(seat(p, 1).graveyard).toEqual([])
      expect(seat(p, 1).library).toBe(23)
      expect([...library(p, 1)].filter((n) => n === 'Grizzly Bears' || n === 'Lightning Bolt').sort()).toEqual([
        'Grizzly Bears',
        'Lightning Bolt',
      ])
      expect(seat(p, 0).graveyard).toEqual(['Forest', 'Blessed Respite'])
    },
  },
  'effect:returnExiled': {
    card: 'Journey to Nowhere',
    rule: 'CR 610.3c',
    run() {
      const journey = (actions: unknown[]) =>
        play(
          ['Journey to Nowhere', 'Serra Angel', 'Disenchant'],
          {
            ann: { hand: ['Journey to Nowhere', 'Disenchant'], battlefield: LANDS },
            ben: { battlefield: ['Serra Angel'] },
          },
          [
            ...cast('Journey to Nowhere'),
            { player: 0, type: 'choose', targets: ['1:Serra Angel'] },
            ...PASS,
            ...actions,
          ],
        )
      let p = journey([])
      expect(seat(p, 1).exile).toEqual(['Serra Angel'])
      // Journey leaves: the exiled card returns under its owner's control.
      p = journey([...cast('Disenchant', { targets: ['0:Journey to Nowhere'] }), ...PASS])
      expect(onField(p, 1, 'Serra Angel')).toBe(1)
      expect(onField(p, 0, 'Serra Angel')).toBe(0)
      expect(seat(p, 1).exile).toEqual([])
      // Fiend Hunter gone before its exile resolves: its leave ability returned nothing, so the Angel stays exiled
      // (linked abilities, CR 607.2a).
      p = play(
        ['Fiend Hunter', 'Serra Angel', 'Lightning Bolt'],
        {
          ann: { hand: ['Fiend Hunter', 'Lightning Bolt'], battlefield: LANDS },
          ben: { battlefield: ['Serra Angel'] },
        },
        [
          ...cast('Fiend Hunter'),
          { player: 0, type: 'choose', targets: ['1:Serra Angel'] },
          ...cast('Lightning Bolt', { targets: ['0:Fiend Hunter'] }),
          ...PASS,
          ...PASS,
          answer('yes'),
        ],
      )
      expect(seat(p, 1).exile).toEqual(['Serra Angel'])
      expect(p.out.stack).toEqual([])
    },
  },
  'effect:returnAllCreatureCards': {
    card: 'Rise of the Dark Realms',
    rule: 'CR 110.2',
    run() {
      const p = play(
        ['Rise of the Dark Realms', 'Serra Angel'],
        {
          ann: {
            hand: ['Rise of the Dark Realms'],
            battlefield: LANDS,
            graveyard: ['Grizzly Bears', 'Lightning Bolt'],
          },
          ben: { graveyard: ['Serra Angel', 'Forest'] },
        },
        cast('Rise of the Dark Realms'),
      )
      // Every creature card from every graveyard, under Ann's control; the other cards stay.
      expect(onField(p, 0, 'Grizzly Bears')).toBe(1)
      expect(onField(p, 0, 'Serra Angel')).toBe(1)
      expect(seat(p, 0).graveyard).toEqual(['Lightning Bolt', 'Rise of the Dark Realms'])
      expect(seat(p, 1).graveyard).toEqual(['Forest'])
    },
  },
  'effect:learn': {
    card: 'Cram Session',
    rule: 'CR 701.45a',
    run() {
      const cram = (choice: string[]) =>
        play(['Cram Session'], { ann: { hand: ['Cram Session', 'Grizzly Bears'], battlefield: LANDS } }, [
          ...cast('Cram Session'),
          { player: 0, type: 'choose', cards: choice },
        ])
      // Discard a card to draw a card, or neither.
      let p = cram(['Grizzly Bears'])
      expect(seat(p, 0).life).toBe(24)
      expect(seat(p, 0).hand).toEqual(['Plains'])
      expect(seat(p, 0).graveyard).toEqual(['Grizzly Bears', 'Cram Session'])
      p = cram([])
      expect(seat(p, 0).hand).toEqual(['Grizzly Bears'])
      expect(seat(p, 0).library).toBe(20)
      // Or a Lesson card from outside the game (the sideboard) into the hand; nothing drawn or discarded.
      p = play(
        ['Cram Session', 'Environmental Sciences'],
        { ann: { hand: ['Cram Session'], battlefield: LANDS, outside: ['Environmental Sciences', 'Serra Angel'] } },
        [...cast('Cram Session'), { player: 0, type: 'choose', cards: ['Environmental Sciences'] }],
      )
      expect(seat(p, 0).hand).toEqual(['Environmental Sciences'])
      expect(seat(p, 0).library).toBe(20)
    },
  },
  'effect:partnerWith': {
    card: 'Blaring Recruiter',
    rule: 'CR 702.124j',
    run() {
      const recruit = (option: string) =>
        play(
          ['Blaring Recruiter', 'Blaring Captain'],
          {
            ann: {
              hand: ['Blaring Recruiter'],
              battlefield: LANDS,
              library: ['Island', 'Island', 'Blaring Captain', 'Island'],
            },
          },
          [...cast('Blaring Recruiter'), { player: 0, type: 'choose', targets: ['player:0'] }, ...PASS, answer(option)],
        )
      let p = recruit('yes')
      expect(seat(p, 0).hand).toEqual(['Blaring Captain'])
      expect(seat(p, 0).library).toBe(3)
      p = recruit('no')
      expect(seat(p, 0).hand).toEqual([])
      expect(seat(p, 0).library).toBe(4)
    },
  },
  'effect:exileDamagedIfDies': {
    card: 'Anger of the Gods',
    rule: 'CR 614.1a, 608.2c',
    run() {
      const p = play(
        ['Anger of the Gods', 'Serra Angel'],
        {
          ann: { hand: ['Anger of the Gods', 'Lightning Bolt'], battlefield: LANDS },
          ben: { battlefield: ['Grizzly Bears', 'Serra Angel'] },
        },
        [...cast('Anger of the Gods'), ...cast('Lightning Bolt', { targets: ['1:Serra Angel'] })],
      )
      // The Bears die to it: exiled. The Angel, dealt damage by it, dies later this turn: exiled too.
      expect([...seat(p, 1).exile].sort()).toEqual(['Grizzly Bears', 'Serra Angel'])
      expect(seat(p, 1).graveyard).toEqual([])
      // Only this turn: the Angel dying on Ben's turn (two Bolts) goes to the graveyard.
      const bolt = { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['1:Serra Angel'] }
      const q = play(
        ['Anger of the Gods', 'Serra Angel'],
        {
          ann: {
            hand: ['Anger of the Gods', 'Lightning Bolt', 'Lightning Bolt'],
            battlefield: [...LANDS, 'Mountain', 'Mountain', 'Mountain'],
          },
          ben: { battlefield: ['Serra Angel'] },
        },
        [
          ...cast('Anger of the Gods'),
          { type: 'passUntil', step: 'upkeep', turn: 4 },
          { player: 1, type: 'pass' },
          bolt,
          ...PASS,
          { player: 1, type: 'pass' },
          bolt,
          ...PASS,
        ],
      )
      expect(seat(q, 1).exile).toEqual([])
      expect(seat(q, 1).graveyard).toEqual(['Serra Angel'])
    },
  },
}
