// Ruling MM-1: "every magic card" is the game's card pool, the card database in use when the game was created.
// The game records the pool's identity (`state.extra.pool`: source, size, a digest of every name and mana cost), not
// its definitions; the definitions a game actually uses (decks, and every card cast, played or announced as) are in
// `state.cards`, so a save replays without the pool. To offer new choices, the engine needs the pool itself: the
// bundled starter pool is always known; an imported database is registered by the app (registerMentalPool).
import { fnv1a } from '../../engine/hash'
import type { CardDefinition } from '../../cards/model'
import type { CardPool } from '../../cards/pool'
import { foldName } from '../../cards/names'
import { starterPool } from '../../cards/starter'
import { costKey } from '../../mana/cost'
import type { GameState } from '../../engine/types'
import { UTOPIA_DEF, isMarked, mentalState } from './identity'

export interface PoolIdentity {
  /** 'bundled' (the starter pool) or 'custom' (an imported database, a scenario's own cards). */
  source: 'bundled' | 'custom'
  size: number
  /** FNV-1a over every card's name and mana cost, sorted. */
  hash: string
}

const pools = new Map<string, CardPool>()
let bundled: PoolIdentity | undefined

function digest(defs: CardDefinition[]): string {
  const lines = defs.map((d) => `${d.name}|${d.faces.map((f) => f.manaCostText).join('/')}`).sort()
  return fnv1a(lines.map((line) => `${line}\n`).join(''))
    .toString(16)
    .padStart(8, '0')
}

/** The bundled starter pool's identity (registered on first use). */
export function bundledPoolIdentity(): PoolIdentity {
  if (!bundled) {
    const pool = starterPool()
    bundled = { source: 'bundled', size: pool.size, hash: digest(pool.all()) }
    pools.set(bundled.hash, pool)
  }
  return bundled
}

/** Makes a pool available to Mental Magic games recorded with it; returns the identity to record (ruling MM-1). */
export function registerMentalPool(pool: CardPool): PoolIdentity {
  const hash = digest(pool.all())
  const known = bundledPoolIdentity()
  if (hash === known.hash) return known
  pools.set(hash, pool)
  return { source: 'custom', size: pool.size, hash }
}

export function poolIdentity(state: GameState): PoolIdentity {
  return mentalState.game(state).pool ?? bundledPoolIdentity()
}

/** The game's pool, or null when it is not available in this session (an imported database not registered). */
export function poolOf(state: GameState): CardPool | null {
  const id = poolIdentity(state)
  if (id.source === 'bundled') bundledPoolIdentity()
  return pools.get(id.hash) ?? null
}

/** Definitions in the game's own table that are real cards (not tokens, not the Utopia). */
function gameCards(state: GameState): CardDefinition[] {
  return Object.values(state.cards).filter(
    (d) =>
      d.id !== UTOPIA_DEF &&
      !d.id.startsWith('token:') &&
      d.id !== 'hidden' &&
      !d.faces[0]?.supertypes.includes('Token'),
  )
}

/** A card of the pool by name (the game's table first: a replayed save needs no pool for the cards it used). */
export function poolCard(state: GameState, name: string): CardDefinition | undefined {
  const n = foldName(name)
  const own = gameCards(state).find((d) => foldName(d.name) === n || d.faces.some((f) => foldName(f.name) === n))
  if (own) return own
  return poolOf(state)?.byName(name)
}

/** Why a name can't be used: not in the pool (or the pool is not loaded). */
export function notInPool(state: GameState, name: string): string {
  if (poolOf(state)) return `there is no card named "${name}" in this game's card pool (ruling MM-1)`
  const id = poolIdentity(state)
  return `the card pool this game was created with (${id.size} cards, ${id.hash}) is not loaded, and "${name}" is not among the cards the game has used (ruling MM-1)`
}

export const frontCost = (def: CardDefinition): string => costKey(def.faces[0]?.manaCost ?? null)
export const hasManaCost = (def: CardDefinition): boolean => def.faces[0]?.manaCost != null
export const isLandCard = (def: CardDefinition): boolean => def.faces[0]?.types.includes('Land') ?? false

/** Non-marked cards with exactly the same mana cost as `physical` (rulings MM-2, MM-3, MA-6), sorted by name. */
export function sameCostCards(state: GameState, physical: CardDefinition): CardDefinition[] {
  const key = frontCost(physical)
  const byName = new Map<string, CardDefinition>()
  const pool = poolOf(state)
  const candidates = pool ? pool.byCost(physical.faces[0]?.manaCost ?? null) : []
  for (const d of [...candidates, ...gameCards(state)]) {
    if (frontCost(d) !== key || hasManaCost(physical) !== hasManaCost(d)) continue
    if (isMarked(state, d.name) || byName.has(d.name)) continue
    byName.set(d.name, d)
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** Non-marked land cards (ruling MM-3: a card with no mana cost may be played as any of them), sorted by name. */
export function landCards(state: GameState): CardDefinition[] {
  const byName = new Map<string, CardDefinition>()
  const pool = poolOf(state)
  for (const d of [...(pool ? pool.search({ type: 'Land' }) : []), ...gameCards(state)]) {
    if (!isLandCard(d) || isMarked(state, d.name) || byName.has(d.name)) continue
    byName.set(d.name, d)
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name))
}
