// What a deck check works on: the list resolved against the pool, plus the options.
import type { ResolvedEntry } from '../decklist/resolve'
import type { DeckList } from '../decklist/types'
import type { CardPool } from '../pool'
import type { DeckCheckOptions } from './types'

export interface DeckContext {
  list: DeckList
  main: ResolvedEntry[]
  sideboard: ResolvedEntry[]
  pool: CardPool
  options: DeckCheckOptions
  /** Filled in by the Heroic checks. */
  result: { hero?: string; type?: string; typeCandidates?: string[] }
}
