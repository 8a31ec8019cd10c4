// The opponent model's hand prior (CR 400.2: a hand is hidden): the cards an opponent could hold, from a public deck
// list that fits what they have shown, minus what is seen, weighted by what they did. It reads the view only: its
// samples don't change when the opponent's real hidden cards do, and they hold the real cards no more often than the
// prior says by chance.
import { describe, expect, it } from 'vitest'
import '@shared/engine'
import '@shared/variants'
import {
  actingPlayers,
  applyAction,
  createGame,
  viewFor,
  Random,
  type GameState,
  type PlayerIndex,
} from '@shared/engine'
import { computerAction } from '@shared/computer'
import { starterMatchDecks } from '@shared/computer/decks'
import { playable } from '@shared/computer/sim'
import { determinize, handPrior, holdsChance, rolesOf, sampleHiddenHand } from '@shared/computer/opponentModel'
import { HIDDEN_CARD } from '@shared/engine/view'

/** A game of the variant's first two starter decks played by Normal until `until` holds (or 400 actions). */
function gameUntil(variant: string, seed: number, until: (s: GameState) => boolean): GameState {
  const decks = starterMatchDecks(variant)
  const players = [0, 1].map((i) => {
    const d = decks[i % decks.length]
    return { name: `P${i}`, deck: d.main, sideboard: d.sideboard ?? [], ...(d.hero ? { extra: { hero: d.hero } } : {}) }
  })
  let s = createGame({ variant, seed, cards: decks.flatMap((d) => d.cards), players, start: 0 })
  for (let i = 0; i < 400 && s.phase !== 'ended' && !until(s); i++) {
    const p = actingPlayers(s)[0]
    const r = applyAction(s, computerAction(s, p, { level: 'normal', seed }).action)
    if (!r.ok) throw new Error(r.reason)
    s = r.state
  }
  return s
}

const names = (s: GameState, defs: { name: string }[]) => defs.map((d) => d.name).sort()
const handNames = (s: GameState, p: PlayerIndex) => s.players[p].zones.hand.map((id) => s.cards[s.objects[id].def].name)

/** The real game with the opponent's hidden hand swapped for other cards of its library (same count). */
function swapHand(s: GameState, p: PlayerIndex): GameState {
  const hand = s.players[p].zones.hand
  const library = s.players[p].zones.library
  const objects = { ...s.objects }
  hand.forEach((id, i) => {
    const other = library[library.length - 1 - i]
    if (other) objects[id] = { ...objects[id], def: s.objects[other].def }
  })
  return { ...s, objects }
}

describe('the hand prior', () => {
  it('a Normal game of starter decks: once the opponent has shown a card, only the deck lists that fit it count', () => {
    const s = gameUntil('normal', 3, (x) => x.turn >= 4 && x.active === 0 && x.step === 'precombatMain')
    const view = playable(viewFor(s, 0), 1)
    const prior = handPrior(view, 1)
    expect(prior.source).toBe('deck')
    expect(prior.hidden).toBe(s.players[1].zones.hand.length)
    // Every candidate is a card of the opponent's own starter deck (their lands have shown its colour).
    const theirs = new Set(starterMatchDecks('normal')[1].cards.map((d) => d.name))
    for (const c of prior.cards) expect(theirs.has(c.def.name), c.def.name).toBe(true)
    // What is seen is not in the hand: a card with all four copies on the battlefield or in the graveyard is out.
    for (const c of prior.cards) expect(c.copies).toBeGreaterThan(0)
  }, 60_000)

  it('is seeded: the same view and seed give the same sample, other seeds other samples', () => {
    const s = gameUntil('normal', 4, (x) => x.turn >= 3 && x.active === 0 && x.step === 'precombatMain')
    const view = playable(viewFor(s, 0), 1)
    const a = determinize(view, 0, 7)
    const b = determinize(view, 0, 7)
    expect(handNames(a, 1)).toEqual(handNames(b, 1))
    const many = new Set(Array.from({ length: 12 }, (_, k) => handNames(determinize(view, 0, k), 1).join('|')))
    expect(many.size).toBeGreaterThan(1)
    // Only the opponent's hidden cards are filled; the computer's own hand and the libraries stay as they are.
    expect(a.players[0].zones.hand.map((id) => a.objects[id].def)).toEqual(
      view.players[0].zones.hand.map((id) => view.objects[id].def),
    )
    for (const id of a.players[1].zones.library) expect(a.objects[id].def).toBe(HIDDEN_CARD)
    for (const id of a.players[1].zones.hand) expect(a.objects[id].def).not.toBe(HIDDEN_CARD)
  }, 60_000)

  for (const variant of ['normal', 'manahearth', 'heroic', 'combat', 'mental']) {
    it(`${variant}: the sample never reads the opponent's real hidden cards (swapping them changes nothing)`, () => {
      const s = gameUntil(variant, 5, (x) => x.turn >= 4 && x.players[1].zones.hand.length >= 2)
      const other = swapHand(s, 1)
      expect(handNames(other, 1)).not.toEqual(handNames(s, 1))
      for (let seed = 0; seed < 20; seed++) {
        const a = determinize(playable(viewFor(s, 0), 1), 0, seed)
        const b = determinize(playable(viewFor(other, 0), 1), 0, seed)
        expect(handNames(a, 1)).toEqual(handNames(b, 1))
      }
    }, 60_000)
  }

  it("the sample holds the opponent's real cards no more often than the prior's own odds", () => {
    const s = gameUntil('normal', 6, (x) => x.turn >= 4 && x.active === 0 && x.step === 'precombatMain')
    const view = playable(viewFor(s, 0), 1)
    const prior = handPrior(view, 1)
    const real = new Set(handNames(s, 1))
    const total = prior.cards.reduce((n, c) => n + c.weight, 0)
    const expected = prior.cards.filter((c) => real.has(c.def.name)).reduce((n, c) => n + c.weight, 0) / total
    const rng = Random.fromSeed(9)
    let hits = 0
    let drawn = 0
    for (let k = 0; k < 400; k++) {
      const first = sampleHiddenHand(prior, rng)[0]
      drawn++
      if (real.has(first.name)) hits++
    }
    // Four standard deviations of a binomial: chance, not knowledge.
    const sd = Math.sqrt((expected * (1 - expected)) / drawn)
    expect(Math.abs(hits / drawn - expected)).toBeLessThan(4 * sd + 0.01)
  }, 60_000)

  it('mana left open through their own turn makes the instants they could cast likelier, a sorcery less', () => {
    const s = gameUntil('normal', 3, (x) => x.turn >= 4 && x.active === 0 && x.step === 'precombatMain')
    const view = playable(viewFor(s, 0), 1)
    const lands = (tapped: boolean): GameState => ({
      ...view,
      objects: Object.fromEntries(
        Object.entries(view.objects).map(([id, o]) => [
          id,
          o.controller === 1 && o.zone === 'battlefield' ? { ...o, tapped } : o,
        ]),
      ),
    })
    const open = handPrior(lands(false), 1)
    const closed = handPrior(lands(true), 1)
    const instant = (d: { faces: { types: string[] }[] }) => d.faces[0].types.includes('Instant')
    const share = (p: typeof open, f: (d: never) => boolean) =>
      p.cards.filter((c) => f(c.def as never)).reduce((n, c) => n + c.weight, 0) /
      p.cards.reduce((n, c) => n + c.weight, 0)
    expect(open.cards.some((c) => instant(c.def))).toBe(true)
    expect(share(open, instant as never)).toBeGreaterThan(share(closed, instant as never))
    expect(holdsChance(open, (d) => rolesOf(d).trick)).toBeGreaterThan(holdsChance(closed, (d) => rolesOf(d).trick))
  }, 60_000)

  it('names the cards it weighs by their deck list', () => {
    const s = gameUntil('normal', 3, (x) => x.turn >= 4 && x.active === 0 && x.step === 'precombatMain')
    const prior = handPrior(playable(viewFor(s, 0), 1), 1)
    expect(
      names(
        s,
        prior.cards.map((c) => c.def),
      ),
    ).toContain('Giant Growth')
  }, 60_000)
})
