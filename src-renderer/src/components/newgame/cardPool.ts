// A variant that plays with the card database in use (its manifest's `cardPool`, e.g. Mental Magic, ruling MM-1):
// with an imported database, its cards are fetched from main once, registered through the manifest and the game
// records the pool's identity; without one, the bundled starter pool is the game's pool.
import type { HearthBridge } from '@shared/bridge'
import { CardPool } from '@shared/cards/pool'
import type { VariantManifest } from '@shared/variants'
import { unwrap } from '../../bridge'

/** Every card of the largest database the bridge answers in one call. */
const ALL_CARDS = 100_000

let cached: { cards: number; variant: string; identity: unknown } | null = null

/** The identity to give the game as `options.cardPool`, or null for the bundled pool (or a variant without one). */
export async function cardPoolOption(bridge: HearthBridge, manifest: VariantManifest): Promise<unknown | null> {
  if (!manifest.cardPool) return null
  const status = unwrap(await bridge.cards.status())
  if (status.source === 'starter') return null
  if (cached && cached.cards === status.cards && cached.variant === manifest.id) return cached.identity
  const answer = unwrap(await bridge.library.searchCards({ query: '', limit: ALL_CARDS }))
  const identity = manifest.cardPool.register(new CardPool(answer.cards))
  cached = { cards: status.cards, variant: manifest.id, identity }
  return identity
}
