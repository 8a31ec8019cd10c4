// Deck builder figures: decks.search, a query of the editor's language over the full AtomicCards pool (index built
// once, as the editor does; p95 target 30 ms), and decks.stats, the statistics and legality of a 100-card deck
// recomputed after one change (target 5 ms).
import { readFileSync } from 'node:fs'
import type { Figure } from './run'
import { percentile, round, timeEach } from './stats'
import { sharedDataPath } from '../support/sharedData'
import { atomicSkipReason, cardFromAtomic } from '../../src-shared/cards/mtgjson'
import { buildSearchIndex, searchCards } from '../../src-shared/cards/query'
import { deckStats } from '../../src-shared/cards/deckStats'
import { checkDeck } from '../../src-shared/cards/deckRules'
import { CardPool } from '../../src-shared/cards/pool'
import { classifyCard } from '../../src-shared/engine/automation'
import type { CardDefinition } from '../../src-shared/cards/model'
import '../../src-shared/variants'

const QUERIES = [
  't:creature c:rg mv<=3',
  'o:"draw a card" -t:land',
  'kw:flying pow>=3',
  '(t:elf or t:goblin) c<=rg',
  'bolt',
  't:creature c:rg mv<=3 o:"draw a card" kw:flying pow>=3',
  'c=u t:instant mv<2',
  'id<=wg t:legendary t:creature',
]

export default async function run(): Promise<Figure[]> {
  const atomic = JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')) as {
    data: Record<string, unknown>
  }
  const defs: CardDefinition[] = []
  for (const [name, faces] of Object.entries(atomic.data)) {
    if (atomicSkipReason(name, faces)) continue
    try {
      defs.push(cardFromAtomic(name, faces))
    } catch {
      // A card the reader refuses is not in the pool.
    }
  }
  const t0 = performance.now()
  const index = buildSearchIndex(defs)
  const indexMs = performance.now() - t0
  for (const q of QUERIES) searchCards(index, q) // warm up (compiles the code paths)
  const samples = timeEach(QUERIES.length * 10, (i) => {
    const result = searchCards(index, QUERIES[i % QUERIES.length])
    if (!result.ok) throw new Error(result.error.message)
  })

  // decks.stats: a 100-card deck (Normal Magic: 60 + 40 would be a sideboard; here 100 in the main deck).
  const pool = new CardPool(defs)
  const spells = index.cards.filter((c) => c.typeLine.includes('creature') && c.colors === 16).slice(0, 40)
  const entries = spells.map((c) => ({ card: c.def, count: 1 }))
  entries.push({ card: pool.byName('Forest')!, count: 60 })
  const automated = new Map<string, boolean>()
  const isAutomated = (d: CardDefinition) => {
    let a = automated.get(d.name)
    if (a === undefined) automated.set(d.name, (a = classifyCard(d).automated))
    return a
  }
  const list = () => ({
    main: entries.map((e) => ({ name: e.card.name, count: e.count })),
    sideboard: [],
    format: 'text' as const,
    errors: [],
  })
  deckStats(entries, isAutomated)
  const stats = timeEach(50, (i) => {
    entries[i % 40].count = 1 + (i % 2) // one change, then everything again
    deckStats(entries, isAutomated)
    checkDeck('normal', list(), pool)
  })
  return [
    {
      name: 'decks.search',
      value: round(percentile(samples, 50), 2),
      unit: 'ms',
      p95: round(percentile(samples, 95), 2),
      target: 30,
      cards: index.cards.length,
      indexMs: round(indexMs, 0),
      queries: QUERIES.length,
    },
    {
      name: 'decks.stats',
      value: round(percentile(stats, 50), 3),
      unit: 'ms',
      p95: round(percentile(stats, 95), 3),
      target: 5,
      cards: 100,
    },
  ]
}
