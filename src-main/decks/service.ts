// The bridge's `decks` namespace: the starter decks (resources/decks/index.json), importing a deck file the player
// chose (plain text, MTGO .dec, Arena, Cockatrice .cod, Forge .dck) with its problems by line and "did you mean"
// suggestions, and checking a deck against a variant's deck rules in the card database's pool.
import { basename, extname } from 'node:path'
import type {
  DeckCheckRequest,
  DeckCheckResult,
  DeckList,
  DeckProblem,
  StarterDeckInfo,
  VariantId,
} from '@shared/bridge'
import { checkDeck } from '@shared/cards/deckRules'
import { manifestOf } from '@shared/variants'
import { MAX_DECK_FILE_BYTES, parseDeckList, resolveDeck, unknownCardMessage } from '@shared/cards/decklist'
import type { DeckList as ParsedDeckList } from '@shared/cards/decklist'
import { CardPool } from '@shared/cards/pool'
import { starterDecks, starterPool } from '@shared/cards/starter'
import type { CardDefinition } from '@shared/cards/model'
import type { StarterDeck } from '@shared/cards/starter'
import { readBoundedFile, type FileReadError } from '../fs/bounded'
import { BridgeFailure } from '../ipc/errors'
import type { DecksService } from '../ipc/services'
import { createDeckParser, type DeckFileParser } from './offThread'

export { MAX_DECK_FILE_BYTES }

export interface DecksServiceOptions {
  /** The card pool names are resolved in (the cards service's: the imported database, else the starter pool). */
  pool(): Promise<CardPool>
  /** Cards outside the pool that decks may name: the drafted sets' (src-main/cards/draftSets.ts). */
  draftCards?(): Promise<CardDefinition[]>
  /** Parses an imported file (the app: in a worker thread, ./offThread.ts). Default: in process. */
  parse?: DeckFileParser
}

const total = (entries: { count: number }[]) => entries.reduce((n, e) => n + e.count, 0)

/** The parsed list in the bridge's shape: plain entries, and every problem with its line and suggestions. */
export function toBridgeDeck(list: ParsedDeckList, name: string, format: string, pool: CardPool | null): DeckList {
  const problems: DeckProblem[] = list.errors.map((e) => ({ line: e.line, message: e.message, suggestions: [] }))
  if (pool) {
    for (const unknown of resolveDeck(list, pool).unknown) {
      problems.push({
        line: unknown.line ?? null,
        message: unknownCardMessage(unknown),
        suggestions: unknown.suggestions,
      })
    }
  }
  problems.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity))
  return {
    name: list.name?.trim() || name,
    format,
    main: list.main.map((e) => ({ count: e.count, name: e.name })),
    sideboard: list.sideboard.map((e) => ({ count: e.count, name: e.name })),
    hero: list.hero ?? null,
    type: list.type ?? null,
    problems,
  }
}

function starterInfo(deck: StarterDeck): StarterDeckInfo {
  const list = parseDeckList(deck.text, 'text')
  return {
    id: deck.id,
    name: deck.name,
    variant: deck.variant,
    description: deck.description ?? '',
    cards: total(list.main),
    hero: list.hero ?? null,
  }
}

/** The bridge's deck back into the parsed shape the deck rules read. */
function parsedDeck(deck: DeckCheckRequest['deck']): ParsedDeckList {
  return {
    main: deck.main.map((e) => ({ ...e })),
    sideboard: deck.sideboard.map((e) => ({ ...e })),
    ...(deck.hero ? { hero: deck.hero } : {}),
    ...(deck.type ? { type: deck.type } : {}),
    format: 'text',
    errors: [],
  }
}

/** The definitions of the deck's cards found in `pool` but not in the bundled starter pool (the renderer has only that one). */
function cardsOutsideStarter(deck: DeckCheckRequest['deck'], pool: CardPool): CardDefinition[] {
  const starter = (starterNames ??= starterPool())
  const out = new Map<string, CardDefinition>()
  const names = [...deck.main, ...deck.sideboard].map((e) => e.name).concat(deck.hero ? [deck.hero] : [])
  for (const name of names) {
    if (starter.byName(name)) continue
    const def = pool.byName(name)
    if (def) out.set(def.id, def)
  }
  return [...out.values()]
}
let starterNames: CardPool | undefined

/** When every card of the deck the pool lacks is a drafted set's card, a pool of the deck's own cards from both
 *  (the pool's own cards win); otherwise the pool. */
async function withDraftCards(
  deck: DeckCheckRequest['deck'],
  pool: CardPool,
  draftCards?: () => Promise<CardDefinition[]>,
): Promise<CardPool> {
  const names = [...deck.main, ...deck.sideboard].map((e) => e.name)
  if (deck.hero) names.push(deck.hero)
  const missing = names.filter((n) => !pool.byName(n))
  if (!missing.length || !draftCards) return pool
  const drafted = new CardPool(await draftCards())
  if (!missing.every((n) => drafted.byName(n))) return pool
  const own = new Map<string, CardDefinition>()
  for (const n of names) {
    const def = pool.byName(n) ?? drafted.byName(n)!
    own.set(def.name, def)
  }
  return new CardPool([...own.values()])
}

export function createDecksService(options: DecksServiceOptions): DecksService {
  const decks = starterDecks()
  const parse = options.parse ?? createDeckParser()

  return {
    async starters(variant?: VariantId) {
      if (variant === undefined) return decks.map(starterInfo)
      // The variant's manifest names its starter decks, in the order offered.
      return manifestOf(variant).starterDecks.flatMap((id) =>
        decks.filter((d) => d.id === id).map((d) => ({ ...starterInfo(d), variant })),
      )
    },

    async starter(id: string) {
      const deck = decks.find((d) => d.id === id)
      if (!deck) throw new BridgeFailure('not-found', `There is no starter deck "${id}".`)
      return toBridgeDeck(parseDeckList(deck.text, 'text'), deck.name, 'starter', await options.pool())
    },

    async importFile(file: string) {
      let bytes: Uint8Array
      try {
        bytes = await readBoundedFile(file, { maxBytes: MAX_DECK_FILE_BYTES, what: 'a deck list' })
      } catch (error) {
        const e = error as FileReadError
        const code = e.problem === 'not-found' ? 'not-found' : e.problem === 'too-large' ? 'corrupt' : 'io'
        throw new BridgeFailure(code, `The deck file can't be read: ${e.message}.`)
      }
      const extension = extname(file).slice(1)
      const parsed = await parse(bytes, basename(file), extension)
      if (!parsed.ok) throw new BridgeFailure('corrupt', parsed.message)
      const list = parsed.list
      return toBridgeDeck(list, basename(file, extname(file)), list.format, await options.pool())
    },

    async check(variant: VariantId, deck: DeckCheckRequest['deck']): Promise<DeckCheckResult> {
      const pool = await withDraftCards(deck, await options.pool(), options.draftCards)
      const result = checkDeck(variant, parsedDeck(deck), pool)
      const cards = cardsOutsideStarter(deck, pool)
      return {
        legal: result.legal,
        problems: result.problems.map((p) => ({ rule: p.rule, message: p.message })),
        ...(result.hero ? { hero: result.hero } : {}),
        ...(result.type ? { type: result.type } : {}),
        ...(result.typeCandidates ? { typeCandidates: result.typeCandidates } : {}),
        ...(cards.length ? { cards } : {}),
      }
    },
  }
}
