// Behavioural checks of trigger events a player's actions make (CR 603.2): drawing, cycling, playing a land,
// shuffling, discarding, sacrificing, exploiting, and the draw and main phase steps. The event happens and the
// ability resolves once per event for its controller; the same event of the other player, or a near miss (another
// card, another step), triggers nothing.
import { expect } from 'vitest'
import {
  cast,
  LANDS,
  manaPool,
  permanent,
  play,
  seat,
  PASS,
  type Checks,
  type Played,
  BENS_TURN,
  BEN_PASS,
  pt,
} from './harness'

const tokens = (p: Played, i: number, kind: RegExp) => seat(p, i).battlefield.filter((b) => kind.test(b.name)).length

export const PLAYER_TRIGGER_CHECKS: Checks = {
  'trigger:draw': {
    card: 'Burlfist Oak',
    rule: 'CR 121.2, 603.2',
    run() {
      const cards = ['Burlfist Oak']
      // Ann draws two: once for each card, +4/+4.
      let p = play(cards, { ann: { hand: ['Divination'], battlefield: [...LANDS, 'Burlfist Oak'] } }, [
        ...cast('Divination'),
        ...PASS,
        ...PASS,
      ])
      expect(seat(p, 0).hand.length).toBe(2)
      expect(p.out.stack).toEqual([])
      expect(pt(p, 0, 'Burlfist Oak')).toEqual([6, 7])
      // Near miss: Ben draws (his draw step).
      p = play(cards, { ...BENS_TURN, step: 'upkeep', ann: { battlefield: ['Burlfist Oak'] } }, [
        { type: 'passUntil', step: 'precombatMain' },
      ])
      expect(seat(p, 1).hand.length).toBe(1)
      expect(p.out.stack).toEqual([])
      expect(pt(p, 0, 'Burlfist Oak')).toEqual([2, 3])
      // "Whenever an opponent draws a card" (Consecrated Sphinx): Ben's draw, Ann may draw two (hers don't trigger it).
      p = play(['Consecrated Sphinx'], { ...BENS_TURN, step: 'upkeep', ann: { battlefield: ['Consecrated Sphinx'] } }, [
        { type: 'passUntil', step: 'draw' },
        ...BEN_PASS,
        { player: 0, type: 'choose', option: 'yes' },
      ])
      expect(seat(p, 1).hand.length).toBe(1)
      expect(seat(p, 0).hand.length).toBe(2)
      expect(p.out.stack).toEqual([])
    },
  },
  'trigger:drawNth': {
    card: 'Faerie Vandal',
    rule: 'CR 121.2, 603.2',
    run() {
      const cards = ['Faerie Vandal']
      // Two cards drawn this turn: the second triggers it, once.
      let p = play(cards, { ann: { hand: ['Divination'], battlefield: [...LANDS, 'Faerie Vandal'] } }, [
        ...cast('Divination'),
        ...PASS,
      ])
      expect(seat(p, 0).hand.length).toBe(2)
      expect(permanent(p, 0, 'Faerie Vandal').counters).toEqual({ '+1/+1': 1 })
      // Near misses: one card drawn; Ben's second card.
      p = play(cards, { ann: { hand: ['Opt'], battlefield: [...LANDS, 'Faerie Vandal'] } }, [
        { player: 0, type: 'cast', card: 'Opt' },
        ...PASS,
        { player: 0, type: 'choose', top: [], bottom: ['Plains'] },
        ...PASS,
      ])
      expect(seat(p, 0).hand.length).toBe(1)
      expect(permanent(p, 0, 'Faerie Vandal').counters).toEqual({})
      p = play(
        cards,
        { ...BENS_TURN, ann: { battlefield: ['Faerie Vandal'] }, ben: { hand: ['Divination'], battlefield: LANDS } },
        [{ player: 1, type: 'cast', card: 'Divination' }, ...BEN_PASS],
      )
      expect(seat(p, 1).hand.length).toBe(2)
      expect(permanent(p, 0, 'Faerie Vandal').counters).toEqual({})
    },
  },
  'trigger:step.draw': {
    card: 'Avaricious Dragon',
    rule: 'CR 504.2, 603.2',
    run() {
      const cards = ['Avaricious Dragon']
      // Ann's draw step: her draw, then one more.
      let p = play(cards, { step: 'upkeep', ann: { battlefield: ['Avaricious Dragon'] } }, [
        { type: 'passUntil', step: 'precombatMain' },
      ])
      expect(seat(p, 0).hand.length).toBe(2)
      // Near miss: Ben's draw step.
      p = play(cards, { ...BENS_TURN, step: 'upkeep', ann: { battlefield: ['Avaricious Dragon'] } }, [
        { type: 'passUntil', step: 'precombatMain' },
      ])
      expect(seat(p, 0).hand.length).toBe(0)
      expect(seat(p, 1).hand.length).toBe(1)
      // "Each player's draw step … that player" (Dictate of Kruphix): Ben draws the extra card on his.
      p = play(['Dictate of Kruphix'], { ...BENS_TURN, step: 'upkeep', ann: { battlefield: ['Dictate of Kruphix'] } }, [
        { type: 'passUntil', step: 'precombatMain' },
      ])
      expect(seat(p, 0).hand.length).toBe(0)
      expect(seat(p, 1).hand.length).toBe(2)
    },
  },
  'trigger:cycled': {
    card: 'Drannith Healer',
    rule: 'CR 702.29a, 603.2',
    run() {
      const cards = ['Drannith Healer']
      // Ann cycles another card: she gains 1.
      let p = play(cards, { ann: { hand: ['Drannith Healer'], battlefield: [...LANDS, 'Drannith Healer'] } }, [
        { player: 0, type: 'activate', card: 'Drannith Healer', from: 'hand', ability: 0 },
        ...PASS,
        ...PASS,
      ])
      expect(seat(p, 0).graveyard).toEqual(['Drannith Healer'])
      expect(seat(p, 0).hand.length).toBe(1)
      expect(seat(p, 0).life).toBe(21)
      // Near miss: Ben cycles.
      p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { battlefield: ['Drannith Healer'] },
          ben: { hand: ['Drannith Healer'], battlefield: LANDS },
        },
        [{ player: 1, type: 'activate', card: 'Drannith Healer', from: 'hand', ability: 0 }, ...BEN_PASS],
      )
      expect(seat(p, 1).graveyard).toEqual(['Drannith Healer'])
      expect(p.out.stack).toEqual([])
      expect(seat(p, 0).life).toBe(20)
      // "Whenever a player cycles a card" (Fleeting Aven): Ben's cycling returns Ann's Aven to her hand.
      p = play(
        ['Fleeting Aven', 'Drannith Healer'],
        {
          ...BENS_TURN,
          ann: { battlefield: ['Fleeting Aven'] },
          ben: { hand: ['Drannith Healer'], battlefield: LANDS },
        },
        [{ player: 1, type: 'activate', card: 'Drannith Healer', from: 'hand', ability: 0 }, ...BEN_PASS, ...BEN_PASS],
      )
      expect(seat(p, 0).hand).toEqual(['Fleeting Aven'])
    },
  },
  'trigger:cycledSelf': {
    card: 'Gempalm Avenger',
    rule: 'CR 702.29a, 603.6d',
    run() {
      const cards = ['Gempalm Avenger', 'Drannith Healer']
      let p = play(
        cards,
        { ann: { hand: ['Gempalm Avenger'], battlefield: [...LANDS, 'Elite Vanguard', 'Grizzly Bears'] } },
        [{ player: 0, type: 'activate', card: 'Gempalm Avenger', from: 'hand', ability: 0 }, ...PASS, ...PASS],
      )
      expect(seat(p, 0).graveyard).toEqual(['Gempalm Avenger'])
      expect(pt(p, 0, 'Elite Vanguard')).toEqual([3, 2])
      expect(pt(p, 0, 'Grizzly Bears')).toEqual([2, 2])
      // Near miss: another card is cycled.
      p = play(
        cards,
        { ann: { hand: ['Drannith Healer', 'Gempalm Avenger'], battlefield: [...LANDS, 'Elite Vanguard'] } },
        [{ player: 0, type: 'activate', card: 'Drannith Healer', from: 'hand', ability: 0 }, ...PASS],
      )
      expect(p.out.stack).toEqual([])
      expect(pt(p, 0, 'Elite Vanguard')).toEqual([2, 1])
    },
  },
  'trigger:playsLand': {
    card: 'Dirtcowl Wurm',
    rule: 'CR 305.1, 603.2',
    run() {
      const cards = ['Dirtcowl Wurm']
      let p = play(cards, { ...BENS_TURN, ann: { battlefield: ['Dirtcowl Wurm'] }, ben: { hand: ['Forest'] } }, [
        { player: 1, type: 'playLand', card: 'Forest' },
        ...BEN_PASS,
      ])
      expect(permanent(p, 0, 'Dirtcowl Wurm').counters).toEqual({ '+1/+1': 1 })
      // Near misses: Ann plays a land; a land put onto the battlefield without being played (Rampant Growth).
      p = play(cards, { ann: { hand: ['Forest'], battlefield: ['Dirtcowl Wurm'] } }, [
        { player: 0, type: 'playLand', card: 'Forest' },
        ...PASS,
      ])
      expect(p.out.stack).toEqual([])
      expect(permanent(p, 0, 'Dirtcowl Wurm').counters).toEqual({})
      p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { battlefield: ['Dirtcowl Wurm'] },
          ben: { hand: ['Rampant Growth'], battlefield: LANDS },
        },
        [
          { player: 1, type: 'cast', card: 'Rampant Growth' },
          ...BEN_PASS,
          { player: 1, type: 'choose', cards: ['Forest'] },
          ...BEN_PASS,
        ],
      )
      expect(seat(p, 1).battlefield.length).toBe(21)
      expect(permanent(p, 0, 'Dirtcowl Wurm').counters).toEqual({})
      // "Whenever a player plays a land" (Pangosaur): Ann's own land returns it to her hand.
      p = play(['Pangosaur'], { ann: { hand: ['Forest'], battlefield: ['Pangosaur'] } }, [
        { player: 0, type: 'playLand', card: 'Forest' },
        ...PASS,
      ])
      expect(seat(p, 0).hand).toEqual(['Pangosaur'])
    },
  },
  'trigger:sacrifices': {
    card: 'Bloodbriar',
    rule: 'CR 701.17a, 603.2',
    run() {
      const cards = ['Bloodbriar', 'Goblin Bombardment']
      const bombard = (i: number, card: string) => ({
        player: i,
        type: 'activate',
        card: 'Goblin Bombardment',
        ability: 0,
        sacrifice: [card],
        targets: [`player:${1 - i}`],
      })
      // Ann sacrifices another permanent: a counter.
      let p = play(cards, { ann: { battlefield: ['Bloodbriar', 'Goblin Bombardment', 'Grizzly Bears'] } }, [
        bombard(0, 'Grizzly Bears'),
        ...PASS,
        ...PASS,
      ])
      expect(seat(p, 1).life).toBe(19)
      expect(permanent(p, 0, 'Bloodbriar').counters).toEqual({ '+1/+1': 1 })
      // Near misses: Ann sacrifices Bloodbriar itself ("another"); Ben sacrifices; a creature of Ann's dies otherwise.
      p = play(cards, { ann: { battlefield: ['Bloodbriar', 'Goblin Bombardment'] } }, [
        bombard(0, 'Bloodbriar'),
        ...PASS,
      ])
      expect(p.out.stack).toEqual([])
      p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { battlefield: ['Bloodbriar'] },
          ben: { battlefield: ['Goblin Bombardment', 'Grizzly Bears'] },
        },
        [bombard(1, 'Grizzly Bears'), ...BEN_PASS],
      )
      expect(seat(p, 0).life).toBe(19)
      expect(permanent(p, 0, 'Bloodbriar').counters).toEqual({})
      p = play(cards, { ann: { hand: ['Shock'], battlefield: [...LANDS, 'Bloodbriar', 'Grizzly Bears'] } }, [
        ...cast('Shock', { targets: ['0:Grizzly Bears'] }),
      ])
      expect(seat(p, 0).graveyard).toContain('Grizzly Bears')
      expect(permanent(p, 0, 'Bloodbriar').counters).toEqual({})
    },
  },
  'trigger:exploits': {
    card: 'Fell Stinger',
    rule: 'CR 702.110a, 702.110b',
    run() {
      const cards = ['Fell Stinger']
      const stinger = (answer: unknown[]) =>
        play(cards, { ann: { hand: ['Fell Stinger'], battlefield: [...LANDS, 'Grizzly Bears'] } }, [
          ...cast('Fell Stinger'),
          ...PASS, // the exploit trigger resolves
          ...answer,
        ])
      // It exploits a creature: target player (Ben) draws two and loses 2.
      let p = stinger([
        { player: 0, type: 'choose', option: 'yes' },
        { player: 0, type: 'choose', cards: ['Grizzly Bears'] },
        { player: 0, type: 'choose', targets: ['player:1'] },
        ...PASS,
      ])
      expect(seat(p, 0).graveyard).toEqual(['Grizzly Bears'])
      expect(seat(p, 1).hand.length).toBe(2)
      expect(seat(p, 1).life).toBe(18)
      // Near miss: it exploits nothing.
      p = stinger([{ player: 0, type: 'choose', option: 'no' }])
      expect(p.out.stack).toEqual([])
      expect(seat(p, 1).hand.length).toBe(0)
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'trigger:shuffles': {
    card: "Cosi's Trickster",
    rule: 'CR 701.20a, 603.2',
    run() {
      const cards = ["Cosi's Trickster", 'Rampant Growth']
      // Ben shuffles (searching with Rampant Growth): Ann may put a counter.
      let p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { battlefield: ["Cosi's Trickster"] },
          ben: { hand: ['Rampant Growth'], battlefield: LANDS },
        },
        [
          { player: 1, type: 'cast', card: 'Rampant Growth' },
          ...BEN_PASS,
          { player: 1, type: 'choose', cards: ['Forest'] },
          ...BEN_PASS,
          { player: 0, type: 'choose', option: 'yes' },
          ...BEN_PASS,
        ],
      )
      expect(permanent(p, 0, "Cosi's Trickster").counters).toEqual({ '+1/+1': 1 })
      // Near miss: Ann shuffles.
      p = play(cards, { ann: { hand: ['Rampant Growth'], battlefield: [...LANDS, "Cosi's Trickster"] } }, [
        ...cast('Rampant Growth'),
        { player: 0, type: 'choose', cards: ['Forest'] },
        ...PASS,
      ])
      expect(seat(p, 0).battlefield.length).toBe(22)
      expect(p.out.stack).toEqual([])
      expect(permanent(p, 0, "Cosi's Trickster").counters).toEqual({})
    },
  },
  'trigger:discardType': {
    card: 'Wharf Infiltrator',
    rule: 'CR 701.8a, 603.2',
    run() {
      const cards = ['Wharf Infiltrator']
      const discard = (card: string, answer: unknown[]) =>
        play(cards, { ann: { hand: [card, 'Mind Rot'], battlefield: [...LANDS, 'Wharf Infiltrator'] } }, [
          { player: 0, type: 'cast', card: 'Mind Rot', targets: ['player:0'] },
          ...PASS,
          ...answer,
        ])
      // Ann discards a creature card: she may pay {2} for a 3/2 Eldrazi Horror.
      let p = discard('Grizzly Bears', [...PASS, { player: 0, type: 'choose', option: 'pay' }])
      expect(seat(p, 0).graveyard).toEqual(expect.arrayContaining(['Grizzly Bears', 'Mind Rot']))
      expect(tokens(p, 0, /horror/i)).toBe(1)
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(5) // Mind Rot's {2}{B} and {2}
      // Near miss: a land card.
      p = discard('Forest', [])
      expect(seat(p, 0).graveyard).toContain('Forest')
      expect(p.out.stack).toEqual([])
      expect(tokens(p, 0, /horror/i)).toBe(0)
    },
  },
  'trigger:step.precombatMain': {
    card: 'Black Market',
    rule: 'CR 505.4, 603.2',
    run() {
      const market = { name: 'Black Market', counters: { charge: 2 } }
      let p = play(['Black Market'], { step: 'draw', ann: { battlefield: [market] } }, [
        { type: 'passUntil', step: 'precombatMain' },
        ...PASS,
      ])
      expect(manaPool(p, 0)).toBe('BB')
      // Near misses: Ben's precombat main phase; Ann's postcombat main phase.
      p = play(['Black Market'], { ...BENS_TURN, step: 'draw', ann: { battlefield: [market] } }, [
        { type: 'passUntil', step: 'precombatMain' },
      ])
      expect(p.out.stack).toEqual([])
      expect(manaPool(p, 0)).toBe('')
      p = play(['Black Market'], { step: 'endCombat', ann: { battlefield: [market] } }, [
        { type: 'passUntil', step: 'postcombatMain' },
      ])
      expect(p.out.stack).toEqual([])
    },
  },
}
