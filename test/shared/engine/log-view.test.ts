// The log as each player may read it (CR 400.2 hidden zones, CR 708.5 face-down cards): no line a player reads
// names a card that player could see neither before nor after the action, for every line kind of every variant.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { parseDeckList } from '@shared/cards/decklist'
import { starterDecks, starterPool } from '@shared/cards/starter'
import type { CardDefinition } from '@shared/cards/model'
import { applyAction, createGame, linesFor, nameOf, randomAction, Random, viewFor } from '@shared/engine'
import type { Action, GameState, ObjId, PlayerIndex } from '@shared/engine'
import { newTestGame } from './helpers'

/** Names of cards the reader could not see in either state, that no card in the reader's views shows. */
function unknowable(before: GameState, after: GameState, reader: PlayerIndex): Set<string> {
  const seen = new Set<string>()
  for (const s of [before, after]) {
    const v = viewFor(s, reader)
    for (const id of Object.keys(v.objects)) if (v.objects[id].def !== 'hidden') seen.add(nameOf(v, id))
  }
  const out = new Set<string>()
  for (const s of [before, after])
    for (const id of Object.keys(s.objects)) {
      const name = nameOf(s, id)
      if (name && !seen.has(name)) out.add(name)
    }
  return out
}

/** Checks one action's lines for every reader; returns the lines read by the first reader (for spot checks). */
function check(before: GameState, action: Action): { after: GameState; read: string[][] } {
  const r = applyAction(before, action)
  if (!r.ok) return { after: before, read: [] }
  const read: string[][] = []
  for (let reader = 0; reader < before.players.length; reader++) {
    const lines = linesFor(before, r.state, action, r.lines, reader)
    read.push(lines)
    const secret = unknowable(before, r.state, reader)
    for (const line of lines)
      for (const name of secret)
        if (new RegExp(`(?<![\\w'])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`).test(line))
          throw new Error(`player ${reader} reads "${line}", naming hidden ${name} (after ${JSON.stringify(action)})`)
  }
  return { after: r.state, read }
}

/** A manual move of a card in a hidden zone (hand or library), the kind of line that used to leak. */
function hiddenMove(s: GameState, rng: Random): Action | null {
  const p = rng.int(s.players.length) as PlayerIndex
  const from = rng.next() < 0.5 ? 'hand' : 'library'
  const ids = s.players[p].zones[from] ?? []
  if (ids.length === 0) return null
  const card: ObjId = ids[rng.int(ids.length)]
  const to = ['hand', 'library', 'libraryBottom', 'graveyard', 'exile'].filter((z) => z !== from)[rng.int(4)]
  return { type: 'manual', player: p, op: 'move', card, to } as Action
}

function decksOf(variant: string) {
  const pool = starterPool()
  return starterDecks()
    .filter((d) => d.variant === variant)
    .map((d) => {
      const list = parseDeckList(d.text)
      const cards: CardDefinition[] = []
      const ids = (entries: typeof list.main) =>
        entries.flatMap((e) => {
          const def = pool.byName(e.name)!
          cards.push(def)
          return Array<string>(e.count).fill(def.id)
        })
      return { main: ids(list.main), sideboard: ids(list.sideboard), hero: list.hero ?? undefined, cards }
    })
}

function playVariant(variant: string, seed: number, actions: number): number {
  const decks = decksOf(variant)
  expect(decks.length, `${variant} has starter decks`).toBeGreaterThan(0)
  const players = [0, 1].map((i) => {
    const d = decks[(i + seed) % decks.length]
    return { name: `P${i}`, deck: d.main, sideboard: d.sideboard, ...(d.hero ? { extra: { hero: d.hero } } : {}) }
  })
  let s = createGame({ variant, seed, cards: decks.flatMap((d) => d.cards), players })
  const rng = Random.fromSeed(seed * 31 + 7)
  let lines = 0
  for (let i = 0; i < actions && s.phase !== 'ended'; i++) {
    const action = (rng.next() < 0.1 ? hiddenMove(s, rng) : null) ?? randomAction(s, rng, { passBias: 0.4 })
    if (!action) break
    const { after, read } = check(s, action)
    lines += read.flat().length
    s = after
  }
  return lines
}

/** A normal game after both players keep: Ann's turn 1. */
function started(seed: number): GameState {
  let s = newTestGame(seed)
  for (const p of [0, 1]) {
    const r = applyAction(s, { type: 'keep', player: p } as Action)
    if (!r.ok) throw new Error(r.reason)
    s = r.state
  }
  return s
}

describe('the log as each player reads it (CR 400.2, 708.5)', () => {
  it('a manual move of a hidden card reads "a card" to the other player, the card’s name to its owner', () => {
    const s = started(5)
    const card = s.players[0].zones.hand[0]
    const name = nameOf(s, card)
    const { read } = check(s, { type: 'manual', player: 0, op: 'move', card, to: 'library' } as Action)
    expect(read[0].join('\n')).toContain(name)
    expect(read[1].join('\n')).not.toContain(name)
    expect(read[1].join('\n')).toContain('moves a card')
  })

  it('a card that becomes visible (hand to graveyard) is named to everyone', () => {
    const s = started(5)
    const card = s.players[0].zones.hand[0]
    const { read } = check(s, { type: 'manual', player: 0, op: 'move', card, to: 'graveyard' } as Action)
    expect(read[1].join('\n')).toContain(nameOf(s, card))
  })

  for (const variant of ['normal', 'manahearth', 'heroic', 'combat', 'mental'])
    it(`${variant}: random games with hidden moves never name a hidden card to a reader`, () => {
      let lines = 0
      for (const seed of [1, 2]) lines += playVariant(variant, seed, 150)
      expect(lines).toBeGreaterThan(50)
    })
})
