// Magic Combat Rules: deck rules (ruling MCR-1), setup with the hidden placement (MCR-2), the draw option (MCR-5).
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { starterPool } from '@shared/cards/starter'
import { parseDeckList } from '@shared/cards/decklist'
import { checkDeck } from '@shared/cards/deckRules'
import {
  applyAction,
  checkAction,
  createGame,
  variantById,
  HIDDEN_CARD,
  legalActions,
  viewFor,
  type Action,
  type GameState,
} from '@shared/engine'
import { combatVariant } from '@shared/variants/combat'
import { slotsOf } from '@shared/variants/combat/rules'
import { DECK_FILES, deckCards, deckText, newCombatGame } from './helpers'

function apply(s: GameState, a: Action): GameState {
  const r = applyAction(s, a)
  if (!r.ok) throw new Error(r.reason)
  return r.state
}

/** The first `n` creatures of mana value ≤ 3 in a player's hand. */
function smallCreatures(s: GameState, p: number, n: number): string[] {
  return s.players[p].zones.hand
    .filter((id) => {
      const face = s.cards[s.objects[id].def].faces[0]
      return face.types.includes('Creature') && face.manaValue <= 3
    })
    .slice(0, n)
}

describe('ruling MCR-1: decks', () => {
  it.each(DECK_FILES)(
    'MCR-1: the starter deck %s is a legal 40-card singleton deck without lands or planeswalkers',
    (file) => {
      const result = checkDeck('combat', parseDeckList(deckText(file)), starterPool())
      expect(result).toEqual({ legal: true, problems: [] })
      expect(deckCards(file)).toHaveLength(40)
    },
  )

  it('MCR-1: a land, a duplicate or a 39-card deck is not legal', () => {
    const text = deckText(DECK_FILES[0])
    const lines = text.trim().split('\n')
    const withLand = [...lines.slice(1), '1 Mountain'].join('\n')
    expect(checkDeck('combat', parseDeckList(withLand), starterPool()).problems).toEqual([
      { rule: 'MCR-1', message: expect.stringMatching(/Mountain.*land/) },
    ])
    const duplicate = [...lines.slice(1), lines[2]].join('\n')
    expect(checkDeck('combat', parseDeckList(duplicate), starterPool()).problems.map((p) => p.rule)).toEqual(['MCR-1'])
    const short = lines.slice(1).join('\n')
    expect(checkDeck('combat', parseDeckList(short), starterPool()).problems).toEqual([
      { rule: 'MCR-1', message: 'the deck has 39 cards; it must have exactly 40' },
    ])
  })

  it('MCR-1: the variant is for two players exactly', () => {
    expect(combatVariant.players).toEqual({ min: 2, max: 2 })
    const cards = deckCards(DECK_FILES[0])
    const deck = cards.map((c) => c.id)
    expect(() =>
      createGame({
        variant: 'combat',
        seed: 1,
        cards,
        players: [
          { name: 'A', deck },
          { name: 'B', deck },
          { name: 'C', deck },
        ],
      }),
    ).toThrow(/2–2 players, not 3/)
  })
})

describe('ruling MCR-2: setup', () => {
  it('MCR-2: each draws seven and places privately; the other player sees neither the cards nor the slots until both placed', () => {
    let s = newCombatGame(5)
    expect(s.phase).toBe('setup')
    expect(s.step).toBe('placeCreatures')
    expect(s.players.map((p) => p.zones.hand.length)).toEqual([7, 7])
    const annPicks = smallCreatures(s, 0, 2)
    expect(annPicks.length).toBe(2)
    const annNames = annPicks.map((id) => s.cards[s.objects[id].def].name)
    // Ben places first: simultaneous hidden choices can be answered in any order.
    s = apply(s, {
      type: 'placeCreatures',
      player: 1,
      slots: [smallCreatures(s, 1, 1)[0] ?? null, null, null, null, null],
    })
    s = apply(s, { type: 'placeCreatures', player: 0, slots: [null, annPicks[0], null, annPicks[1], null] })
    expect(s.phase).toBe('turn') // both placed: revealed at once
    const bothPlaced = s
    // Rewind: only Ann has placed.
    s = newCombatGame(5)
    s = apply(s, { type: 'placeCreatures', player: 0, slots: [null, annPicks[0], null, annPicks[1], null] })
    expect(s.phase).toBe('setup')
    expect(s.battlefield).toEqual([])
    const benView = viewFor(s, 1)
    expect(benView.players[0].extra.placement).toBeUndefined()
    const placedForBen = benView.players[0].zones.placed.map((id) => benView.objects[id])
    expect(placedForBen).toHaveLength(2)
    expect(placedForBen.every((o) => o.def === HIDDEN_CARD && o.faceDown)).toBe(true)
    expect(JSON.stringify(benView)).not.toContain(annNames[0])
    expect(JSON.stringify(viewFor(s, 'spectator'))).not.toContain(annNames[0])
    // Ann sees her own placement.
    const annView = viewFor(s, 0)
    expect(annView.players[0].extra.placement).toEqual(s.players[0].extra.placement)
    expect(annView.players[0].zones.placed.map((id) => annView.cards[annView.objects[id].def].name).sort()).toEqual(
      [...annNames].sort(),
    )
    // After both placed, everyone sees the creatures in their slots.
    const after = viewFor(bothPlaced, 1)
    const annSlots = slotsOf(after, 0)
    expect(annSlots[0]).toBeNull()
    expect(annSlots.filter((id) => id !== null).map((id) => after.cards[after.objects[id!].def].name)).toEqual(annNames)
  })

  it('MCR-2: placement is fixed, and only small creatures from the hand can be placed', () => {
    let s = newCombatGame(5)
    const big = s.players[0].zones.hand.find((id) => s.cards[s.objects[id].def].faces[0].manaValue > 3)
    if (big)
      expect(checkAction(s, { type: 'placeCreatures', player: 0, slots: [big, null, null, null, null] })).toMatch(
        /mana value \d+.*\(MCR-2\)/,
      )
    expect(
      checkAction(s, {
        type: 'placeCreatures',
        player: 0,
        slots: [s.players[1].zones.hand[0], null, null, null, null],
      }),
    ).toMatch(/not in your hand/)
    s = apply(s, { type: 'placeCreatures', player: 0, slots: [null, null, null, null, null] })
    expect(checkAction(s, { type: 'placeCreatures', player: 0, slots: [null, null, null, null, null] })).toMatch(
      /fixed \(MCR-2\)/,
    )
    expect(legalActions(s, 0)).toEqual([])
    expect(checkAction(s, { type: 'pass', player: 0 })).toBe('Ben must first place their creatures face down (MCR-2)')
    expect(legalActions(s, 1).every((a) => a.type === 'placeCreatures')).toBe(true)
  })

  it('MCR-2, MCR-10: the statechart holds the hidden placement, then turns without untap and second main', () => {
    let s = newCombatGame(9)
    expect(s.chart).toBe('setup.placeCreatures')
    s = apply(s, { type: 'placeCreatures', player: 0, slots: [null, null, null, null, null] })
    s = apply(s, { type: 'placeCreatures', player: 1, slots: [null, null, null, null, null] })
    expect(s.chart).toBe('turn.beginning.upkeep')
    expect(variantById('combat').chart.turnSteps.map((st) => st.name)).toEqual([
      'upkeep',
      'draw',
      'precombatMain',
      'beginCombat',
      'abilities',
      'fights',
      'endCombat',
      'end',
      'cleanup',
    ])
  })
})

describe('ruling MCR-5: the draw option', () => {
  function toDraw(options: Record<string, unknown>): GameState {
    let s = newCombatGame(3, options)
    s = apply(s, { type: 'placeCreatures', player: 0, slots: [null, null, null, null, null] })
    s = apply(s, { type: 'placeCreatures', player: 1, slots: [null, null, null, null, null] })
    expect(s.step).toBe('upkeep')
    s = apply(s, { type: 'pass', player: 0 })
    s = apply(s, { type: 'pass', player: 1 })
    expect(s.step).toBe('draw')
    return s
  }
  it('MCR-5: by default only the active player draws three, the starting player included on turn 1', () => {
    const s = toDraw({})
    expect(s.options.bothPlayersDraw).toBe(false)
    expect(s.players.map((p) => p.zones.hand.length)).toEqual([10, 7])
  })
  it('MCR-5 option bothPlayersDraw: both players draw three', () => {
    const s = toDraw({ bothPlayersDraw: true })
    expect(s.players.map((p) => p.zones.hand.length)).toEqual([10, 10])
    expect(combatVariant.options.find((o) => o.id === 'bothPlayersDraw')?.ruling).toBe('MCR-5')
  })
})
