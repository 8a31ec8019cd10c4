// Behavioural checks, sixth part: templates of the starter decks (scaled mana, damage to a permanent's controller,
// no regeneration, revealing the top card, annihilator, spectacle).
import { expect } from 'vitest'
import { cast, LANDS, manaPool, onField, play, seat, PASS, type Checks, ready } from './harness'

/** Ann attacks Ben with `attacker` (Ben has no creature to block) and play goes on to the end of combat. */
const attackAlone = (attacker: string, extra: unknown[] = []) => [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
  ...extra,
  { type: 'passUntil', step: 'endCombat' },
]

export const SIXTH_CHECKS: Checks = {
  'mana:scaled': {
    card: 'Elvish Archdruid',
    rule: 'CR 605.1a, 107.3',
    run() {
      // Three Elves Ann controls (the Archdruid too); Ben's Elf doesn't count.
      const p = play(
        ['Elvish Archdruid', 'Llanowar Elves'],
        {
          ann: { battlefield: [ready('Elvish Archdruid'), 'Llanowar Elves', 'Llanowar Elves'] },
          ben: { battlefield: ['Llanowar Elves'] },
        },
        [{ player: 0, type: 'activateMana', card: 'Elvish Archdruid', produce: 'GGG' }],
        true,
      )
      expect(manaPool(p, 0)).toBe('GGG')
    },
  },
  'effect:damageController': {
    card: 'Smash to Smithereens',
    rule: 'CR 608.2c, 120.3',
    run() {
      const p = play(
        ['Smash to Smithereens', 'Sol Ring'],
        { ann: { hand: ['Smash to Smithereens'], battlefield: LANDS }, ben: { battlefield: ['Sol Ring'] } },
        cast('Smash to Smithereens', { targets: ['1:Sol Ring'] }),
      )
      expect(onField(p, 1, 'Sol Ring')).toBe(0)
      expect(seat(p, 1).life).toBe(17)
      expect(seat(p, 0).life).toBe(20)
    },
  },
  'effect:noRegenDamaged': {
    card: 'Incinerate',
    rule: 'CR 701.15b',
    run() {
      // A regeneration shield doesn't save a creature dealt damage by Incinerate.
      const p = play(
        ['Incinerate', 'Drudge Skeletons'],
        { ann: { hand: ['Incinerate'], battlefield: LANDS }, ben: { battlefield: [...LANDS, 'Drudge Skeletons'] } },
        [
          { player: 0, type: 'pass' },
          { player: 1, type: 'activate', card: 'Drudge Skeletons', ability: 0 },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
          ...cast('Incinerate', { targets: ['1:Drudge Skeletons'] }),
        ],
        true,
      )
      expect(seat(p, 1).graveyard).toContain('Drudge Skeletons')
    },
  },
  'effect:revealTop': {
    card: 'Goblin Guide',
    rule: 'CR 701.16a',
    run() {
      // Ben's top card is a land (Plains): it goes to his hand.
      const p = play(
        ['Goblin Guide'],
        { ann: { battlefield: [ready('Goblin Guide')] }, ben: { hand: [] } },
        attackAlone('Goblin Guide', PASS),
      )
      expect(seat(p, 1).hand).toEqual(['Plains'])
      expect(seat(p, 1).life).toBe(18)
      const q = play(
        ['Goblin Guide', 'Serra Angel'],
        { ann: { battlefield: [ready('Goblin Guide')] }, ben: { hand: [], library: ['Serra Angel', 'Plains'] } },
        attackAlone('Goblin Guide', PASS),
      )
      expect(seat(q, 1).hand).toEqual([])
    },
  },
  'effect:keywordAction.annihilator': {
    card: "Ulamog's Crusher",
    rule: 'CR 702.86a',
    run() {
      const p = play(
        ["Ulamog's Crusher"],
        { ann: { battlefield: [ready("Ulamog's Crusher")] }, ben: { battlefield: ['Island', 'Island', 'Island'] } },
        attackAlone("Ulamog's Crusher", [...PASS, { player: 1, type: 'choose', cards: ['Island', 'Island#2'] }]),
        true,
      )
      expect(seat(p, 1).battlefield.length).toBe(1)
      expect(seat(p, 1).graveyard).toEqual(['Island', 'Island'])
    },
  },
  'cast:alternative.spectacle': {
    card: 'Skewer the Critics',
    rule: 'CR 702.137a',
    run() {
      const cards = ['Skewer the Critics', 'Shock']
      // Ben lost life this turn: Skewer for its spectacle cost {R} (one Mountain after the Shock's).
      const p = play(
        cards,
        { ann: { hand: ['Shock', 'Skewer the Critics'], battlefield: ['Mountain', 'Mountain'] } },
        [
          ...cast('Shock', { targets: ['player:1'] }),
          ...cast('Skewer the Critics', { targets: ['player:1'], alternative: 'spectacle' }),
        ],
        true,
      )
      expect(seat(p, 1).life).toBe(15)
      expect(seat(p, 0).graveyard.length).toBe(2)
    },
  },
  'effect:returnChosen': {
    card: 'Dream Stalker',
    rule: 'CR 400.7, 608.2d',
    run() {
      const p = play(
        ['Dream Stalker'],
        { ann: { hand: ['Dream Stalker'], battlefield: [...LANDS, 'Grizzly Bears'] } },
        [...cast('Dream Stalker'), ...PASS, { player: 0, type: 'choose', cards: ['Grizzly Bears'] }],
        true,
      )
      expect(seat(p, 0).hand).toEqual(['Grizzly Bears'])
      expect(onField(p, 0, 'Dream Stalker')).toBe(1)
    },
  },
}
