// Ruling MM-1: a Mental Magic game started in the app casts as any card of the card database in use. With an imported
// database, its cards are fetched from main once, registered with the engine (registerMentalPool) and the game
// records the pool's identity; without one, the bundled starter pool is the game's pool.
import type { HearthBridge } from '@shared/bridge'
import { CardPool } from '@shared/cards/pool'
import { registerMentalPool, type PoolIdentity } from '@shared/variants/mental/pool'
import { unwrap } from '../../bridge'

/** Every card of the largest database the bridge answers in one call. */
const ALL_CARDS = 100_000

let cached: { cards: number; identity: PoolIdentity } | null = null

/** The identity to give the game as `options.cardPool`, or null for the bundled pool. */
export async function mentalPoolOption(bridge: HearthBridge): Promise<PoolIdentity | null> {
  const status = unwrap(await bridge.cards.status())
  if (status.source === 'starter') return null
  if (cached && cached.cards === status.cards) return cached.identity
  const answer = unwrap(await bridge.library.searchCards({ query: '', limit: ALL_CARDS }))
  const identity = registerMentalPool(new CardPool(answer.cards))
  cached = { cards: status.cards, identity }
  return identity
}
