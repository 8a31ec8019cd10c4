// The deck editor's card search over the card pool in use (the imported database, else the starter pool): the
// query language of @shared/cards/query over an index built once per pool, answering the first cards by name.
import type { CardSearchResult } from '@shared/bridge'
import type { CardPool } from '@shared/cards/pool'
import { buildSearchIndex, searchCards, type CardSearchIndex } from '@shared/cards/query'
import { classifyVerified } from '@shared/engine'
import type { CardDefinition } from '@shared/cards/model'

const automated = (def: CardDefinition) => classifyVerified(def).automated

/** The most definitions one answer carries (the total is always given). */
export const MAX_SEARCH_RESULTS = 5000

export function createCardSearch(options: { pool(): Promise<CardPool>; source(): Promise<'starter' | 'database'> }) {
  let indexed: { pool: CardPool; size: number; index: CardSearchIndex } | null = null
  return {
    async search(query: string, limit = MAX_SEARCH_RESULTS): Promise<CardSearchResult> {
      const pool = await options.pool()
      if (!indexed || indexed.pool !== pool || indexed.size !== pool.size)
        indexed = { pool, size: pool.size, index: buildSearchIndex(pool.all()) }
      const source = await options.source()
      const result = searchCards(indexed.index, query, { automated })
      if (!result.ok) return { source, total: 0, cards: [], error: result.error }
      return { source, total: result.cards.length, cards: result.cards.slice(0, limit), error: null }
    },
  }
}
export type CardSearch = ReturnType<typeof createCardSearch>
