// What the draft's bots are asked, as plain data in and out (the worker answers it; so does the page when a worker
// can't run): a person's pick followed by the bots' picks, the bots' picks alone, what a seat's bot would take, and
// the deck the bots' builder makes from each seat's pool, and the text of the draft's save.
import type { CardDefinition } from '@shared/cards/model'
import { starterPool } from '@shared/cards/starter'
import {
  buildDeck,
  draftSave,
  lookupOf,
  pick,
  runBots,
  suggestPick,
  type BuiltDeck,
  type DraftSettings,
  type DraftState,
} from '@shared/draft'

export type BotsRequest =
  | { op: 'run'; state: DraftState }
  | { op: 'pick'; state: DraftState; seat: number; index: number }
  | { op: 'suggest'; state: DraftState; seat: number }
  | { op: 'decks'; state: DraftState }
  | { op: 'save'; state: DraftState; settings: DraftSettings }

export type BotsAnswer<R extends BotsRequest> = R extends { op: 'run' | 'pick' }
  ? DraftState
  : R extends { op: 'suggest' }
    ? number | null
    : R extends { op: 'save' }
      ? string
      : BuiltDeck[]

let lookupCache: { cards: CardDefinition[]; fn: (n: string) => CardDefinition | undefined } | null = null

/** The pod's cards by name, and the bundled basic lands. */
export function lookupFor(cards: CardDefinition[]): (name: string) => CardDefinition | undefined {
  if (!lookupCache || lookupCache.cards !== cards) {
    const own = lookupOf(cards)
    const basics = starterPool()
    lookupCache = { cards, fn: (n) => own(n) ?? basics.byName(n) }
  }
  return lookupCache.fn
}

export function botsAnswer<R extends BotsRequest>(cards: CardDefinition[], r: R): BotsAnswer<R> {
  const lookup = lookupFor(cards)
  const s = r.state
  let answer: unknown
  if (r.op === 'run') answer = runBots(s, lookup)
  else if (r.op === 'pick') answer = runBots(pick(s, r.seat, r.index, lookup), lookup)
  else if (r.op === 'suggest') answer = suggestPick(s, r.seat, lookup)?.index ?? null
  else if (r.op === 'save') answer = JSON.stringify(draftSave(s, lookup, r.settings))
  else
    answer = s.pools.map((pool) => buildDeck(pool.map((c) => lookup(c.name)).filter((d): d is CardDefinition => !!d)))
  return answer as BotsAnswer<R>
}
