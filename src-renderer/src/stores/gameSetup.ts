// A new game's setup as the New Game screen gives it (seats, decks by card name, the computer's seats), and the
// resolution of its decks through the starter pool and the setup's own cards.
import type { VariantId } from '@shared/bridge'
import type { CardDefinition } from '@shared/cards/model'
import { starterPool } from '@shared/cards/starter'
import type { Level } from '@shared/computer'

export interface GameSetupPlayer {
  name: string
  /** A CSS colour for the player's seat. */
  color: string
  /** The deck as card names (one entry per copy), main deck first. */
  deck: string[]
  sideboard?: string[]
  deckName?: string
  /** Manahearth planeswalker / Heroic legendary creature, when chosen at deck building. */
  hero?: string
  /** The seat's PIN, as typed at New Game (off when absent), or its digest (stores/seatPins.ts). */
  pin?: string
  pinDigest?: string
}

export interface GameSetup {
  variant: VariantId
  options: Record<string, unknown>
  players: GameSetupPlayer[]
  /** The starting player's seat, or 'random' (from the seed). */
  start: number | 'random'
  seed?: number
  /** "Casual: ignore deck rules" was ticked. */
  ignoreDeckRules?: boolean
  /** Definitions of cards the decks name that are not in the starter pool (an imported deck's, from decks.check). */
  cards?: CardDefinition[]
  /** The seats the computer plays, with its level (the others are people). */
  computers?: Record<number, Level>
}

export const PLAYER_COLORS = ['#f59e0b', '#60a5fa', '#f472b6', '#34d399']

export function randomSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff)
}

export function newGameId(): string {
  return `g${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

/** Resolves a setup's card names through the starter pool and the setup's own cards: definitions by id and each deck as ids. */
export function resolveDecks(setup: GameSetup): {
  cards: Record<string, CardDefinition>
  decks: string[][]
  sideboards: string[][]
} {
  const pool = starterPool()
  // An imported deck's cards outside the starter pool come with the setup (the pool's own lookup by name).
  for (const def of setup.cards ?? []) if (!pool.byName(def.name)) pool.add(def)
  const cards: Record<string, CardDefinition> = {}
  const resolve = (owner: string, names: string[]) =>
    names.map((name) => {
      const def = pool.byName(name)
      if (!def) throw new Error(`${owner}'s deck names "${name}", which is not a known card`)
      cards[def.id] = def
      return def.id
    })
  const decks = setup.players.map((p) => resolve(p.name, p.deck))
  const sideboards = setup.players.map((p) => resolve(p.name, p.sideboard ?? []))
  if (setup.players.some((p) => p.hero)) {
    for (const p of setup.players)
      if (p.hero) {
        const def = pool.byName(p.hero)
        if (def) cards[def.id] = def
      }
  }
  return { cards, decks, sideboards }
}
