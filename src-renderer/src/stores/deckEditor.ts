// The deck editor: the deck being built (main deck, sideboard, hero, maybe board), the card pool it searches with
// the query language (@shared/cards/query), its live statistics and its legality in every variant (the deck rules of
// @shared/cards/deckRules, never decided here), and the deck library on main's side.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type {
  DeckList,
  LibraryDeck,
  LibraryDeckContent,
  LibraryDeckInfo,
  LibraryEntry,
  LibraryExportFormat,
  VariantId,
} from '@shared/bridge'
import { checkDeck, type DeckCheckResult } from '@shared/cards/deckRules'
import { deckStats } from '@shared/cards/deckStats'
import type { CardDefinition } from '@shared/cards/model'
import { CardPool } from '@shared/cards/pool'
import { buildSearchIndex, searchCards, type CardSearchIndex, type QueryError } from '@shared/cards/query'
import { starterCardDefinitions } from '@shared/cards/starter'
import { classifyVerified } from '@shared/engine/automation'
import { findManifest, variantManifests } from '@shared/variants'
import { bridge, unwrap } from '../bridge'

export type Board = 'main' | 'sideboard' | 'maybe' | 'hero'

/** How a variant's deck names its hero: Heroic by a "Hero:" line naming a sideboard card (ruling HE-2), Manahearth
 *  by its planeswalker cards in the deck (ruling MH-1); other variants have none. */
export type HeroSlot = 'named' | 'planeswalkers' | null
export function heroSlotOf(variant: VariantId | null): HeroSlot {
  return (variant && findManifest(variant)?.heroSlot) || null
}

interface Pool {
  pool: CardPool
  index: CardSearchIndex
}
let starter: Pool | null = null
function starterSearchPool(): Pool {
  if (!starter) {
    const defs = starterCardDefinitions()
    starter = { pool: new CardPool(defs), index: buildSearchIndex(defs) }
  }
  return starter
}

const automatedCache = new Map<string, boolean>()
export function isAutomated(def: CardDefinition): boolean {
  let known = automatedCache.get(def.name)
  if (known === undefined) {
    try {
      known = classifyVerified(def).automated
    } catch {
      known = false
    }
    automatedCache.set(def.name, known)
  }
  return known
}

/** The engine's judgement when already known (no work done here). */
export function knownAutomation(def: CardDefinition): boolean | undefined {
  return automatedCache.get(def.name)
}

/** Works out the automation of these cards when the page is idle (the card-text parser is too slow for a scrolling
 *  frame), a few at a time; `done` runs after each batch. */
export function classifyWhenIdle(defs: CardDefinition[], done: () => void): void {
  const queue = defs.filter((d) => !automatedCache.has(d.name))
  if (!queue.length) return
  const idle =
    (window as { requestIdleCallback?: (cb: (d: { timeRemaining(): number }) => void) => number })
      .requestIdleCallback ??
    ((cb: (d: { timeRemaining(): number }) => void) => setTimeout(() => cb({ timeRemaining: () => 8 }), 30))
  const step = (deadline: { timeRemaining(): number }) => {
    while (queue.length && deadline.timeRemaining() > 2) isAutomated(queue.shift()!)
    done()
    if (queue.length) idle(step)
  }
  idle(step)
}

const emptyDeck = (variant: VariantId | null): LibraryDeckContent & { id?: string } => ({
  name: 'New deck',
  variant,
  main: [],
  sideboard: [],
  maybe: [],
  hero: null,
  type: null,
})

const total = (entries: LibraryEntry[]) => entries.reduce((n, e) => n + e.count, 0)

export const useDeckEditorStore = defineStore('deckEditor', () => {
  const deck = ref<LibraryDeckContent & { id?: string }>(emptyDeck('manahearth'))
  const dirty = ref(false)
  const query = ref('')
  const searchPool = shallowRef<Pool>(starterSearchPool())
  /** A deck the editor hands to New Game (seat 1). */
  const playing = ref<{ variant: VariantId; list: DeckList } | null>(null)

  /** The card pool in use: the bundled starter pool, or the imported database searched in main (library.searchCards). */
  const source = ref<'starter' | 'database'>('starter')
  /** Bumped when cards from the database join the local pool (for names, statistics and legality). */
  const poolVersion = ref(0)
  const remote = shallowRef<{ cards: CardDefinition[]; error: QueryError | null; total: number } | null>(null)

  /** The database cards of the last answer, by name: a card joins the local pool only when it is added. */
  const remoteByName = computed(() => new Map((remote.value?.cards ?? []).map((c) => [c.name, c])))

  function learn(cards: CardDefinition[]) {
    const pool = searchPool.value.pool
    let added = false
    for (const def of cards)
      if (!pool.has(def.name)) {
        pool.add(def)
        added = true
      }
    if (added) poolVersion.value++
  }

  let searchTimer: ReturnType<typeof setTimeout> | null = null
  let searchSeq = 0
  async function searchDatabase(text: string) {
    const seq = ++searchSeq
    const answer = unwrap(await bridge().library.searchCards({ query: text }))
    if (seq !== searchSeq) return // a newer query was typed meanwhile
    remote.value = { cards: answer.cards, error: answer.error, total: answer.total }
  }

  /** Asks main which pool is in use; with an imported database the search runs there. */
  async function init() {
    try {
      const status = unwrap(await bridge().cards.status())
      source.value = status.source === 'starter' ? 'starter' : 'database'
      if (source.value === 'database') await searchDatabase(query.value)
    } catch {
      source.value = 'starter'
    }
  }

  watch(query, (text) => {
    if (source.value !== 'database') return
    if (searchTimer) clearTimeout(searchTimer)
    searchTimer = setTimeout(() => void searchDatabase(text).catch(() => undefined), 120)
  })

  const results = computed<{ cards: CardDefinition[]; error: QueryError | null; total: number }>(() => {
    if (source.value === 'database') return remote.value ?? { cards: [], error: null, total: 0 }
    const result = searchCards(searchPool.value.index, query.value, { automated: isAutomated })
    return result.ok
      ? { cards: result.cards, error: null, total: result.cards.length }
      : { cards: [], error: result.error, total: 0 }
  })

  const heroSlot = computed(() => heroSlotOf(deck.value.variant))

  function entriesOf(board: Exclude<Board, 'hero'>): LibraryEntry[] {
    return deck.value[board]
  }

  function add(name: string, board: Board, count = 1) {
    const fromDatabase = remoteByName.value.get(name)
    if (fromDatabase) learn([fromDatabase])
    if (board === 'hero') {
      if (heroSlot.value === 'named') {
        // Ruling HE-2: the hero is one of the sideboard's cards.
        if (deck.value.hero && deck.value.hero !== name) remove(deck.value.hero, 'sideboard', Infinity)
        deck.value.hero = name
        if (!deck.value.sideboard.some((e) => e.name === name)) deck.value.sideboard.push({ count: 1, name })
      } else add(name, 'main', count) // ruling MH-1: the heroes are the deck's planeswalkers
      dirty.value = true
      return
    }
    const entries = entriesOf(board)
    const entry = entries.find((e) => e.name === name)
    if (entry) entry.count += count
    else entries.push({ count, name })
    dirty.value = true
  }

  function remove(name: string, board: Board, count = 1) {
    if (board === 'hero') {
      if (heroSlot.value === 'named' && deck.value.hero === name) {
        deck.value.hero = null
        remove(name, 'sideboard', Infinity)
      } else remove(name, 'main', count)
      return
    }
    const entries = entriesOf(board)
    const i = entries.findIndex((e) => e.name === name)
    if (i < 0) return
    entries[i].count -= count
    if (entries[i].count <= 0) entries.splice(i, 1)
    if (board === 'sideboard' && deck.value.hero === name && !entries.some((e) => e.name === name))
      deck.value.hero = null
    dirty.value = true
  }

  function byName(name: string): CardDefinition | undefined {
    void poolVersion.value
    return searchPool.value.pool.byName(name)
  }

  /** The deck in the shape the deck rules read. */
  const deckList = computed<DeckList & { format: 'text'; errors: [] }>(() => ({
    name: deck.value.name,
    format: 'text',
    main: deck.value.main.map((e) => ({ ...e })),
    sideboard: deck.value.sideboard.map((e) => ({ ...e })),
    hero: deck.value.hero,
    type: deck.value.type,
    problems: [],
    errors: [],
  }))

  const parsedList = computed(() => ({
    main: deckList.value.main,
    sideboard: deckList.value.sideboard,
    ...(deck.value.hero ? { hero: deck.value.hero } : {}),
    ...(deck.value.type ? { type: deck.value.type } : {}),
    format: 'text' as const,
    errors: [],
  }))

  const stats = computed(() =>
    deckStats(
      deck.value.main.flatMap((e) => {
        const card = byName(e.name)
        return card ? [{ card, count: e.count }] : []
      }),
      isAutomated,
    ),
  )

  /** Every registered variant's verdict on the deck (the registry's order). */
  const legality = computed<Array<{ id: VariantId; name: string; result: DeckCheckResult }>>(() => {
    void poolVersion.value // cards learnt from the database resolve names that were unknown
    return variantManifests().map((m) => ({
      id: m.id,
      name: m.name,
      result: checkDeck(m.id, parsedList.value, searchPool.value.pool),
    }))
  })
  const current = computed(() => legality.value.find((v) => v.id === deck.value.variant) ?? null)

  const counts = computed(() => ({
    main: total(deck.value.main),
    sideboard: total(deck.value.sideboard),
    maybe: total(deck.value.maybe),
  }))

  function edit(content: LibraryDeckContent & { id?: string }) {
    deck.value = JSON.parse(JSON.stringify(content)) as LibraryDeckContent & { id?: string }
    dirty.value = false
  }

  function newDeck(variant: VariantId | null) {
    edit(emptyDeck(variant))
  }

  /** The definitions main has for the deck's cards outside the starter pool (an imported database's cards). */
  async function learnDeckCards() {
    if (source.value !== 'database') return
    const d = deck.value
    const check = unwrap(
      await bridge().decks.check({
        variant: d.variant ?? 'normal',
        deck: { main: d.main, sideboard: d.sideboard, hero: d.hero, type: d.type },
      }),
    )
    learn(check.cards ?? [])
  }

  async function open(id: string) {
    const loaded = unwrap(await bridge().library.get({ id }))
    edit(contentOf(loaded))
    await learnDeckCards().catch(() => undefined)
  }

  async function save(): Promise<LibraryDeck> {
    const saved = unwrap(await bridge().library.save(JSON.parse(JSON.stringify(deck.value))))
    deck.value.id = saved.id
    dirty.value = false
    return saved
  }

  async function exportAs(format: LibraryExportFormat): Promise<boolean> {
    if (!deck.value.id || dirty.value) await save()
    return unwrap(await bridge().library.export({ id: deck.value.id!, format }))
  }

  /** The deck goes to New Game, in seat 1. */
  function play() {
    playing.value = { variant: deck.value.variant ?? 'normal', list: { ...deckList.value, format: 'library' } }
  }

  function takePlaying() {
    const p = playing.value
    playing.value = null
    return p
  }

  return {
    deck,
    dirty,
    query,
    source,
    init,
    learnDeckCards,
    results,
    heroSlot,
    stats,
    legality,
    current,
    counts,
    add,
    remove,
    byName,
    newDeck,
    edit,
    open,
    save,
    exportAs,
    play,
    takePlaying,
    playing,
  }
})

export function contentOf(deck: LibraryDeck): LibraryDeckContent & { id: string } {
  return {
    id: deck.id,
    name: deck.name,
    variant: deck.variant,
    main: deck.main,
    sideboard: deck.sideboard,
    maybe: deck.maybe,
    hero: deck.hero,
    type: deck.type,
  }
}

/** The library, for the Decks screen. */
export const library = {
  list: async (): Promise<LibraryDeckInfo[]> => unwrap(await bridge().library.list()),
  search: async (query: string): Promise<LibraryDeckInfo[]> => unwrap(await bridge().library.search({ query })),
  copyStarter: async (starter: string) => unwrap(await bridge().library.copyStarter({ starter })),
  duplicate: async (id: string) => unwrap(await bridge().library.duplicate({ id })),
  rename: async (id: string, name: string) => unwrap(await bridge().library.rename({ id, name })),
  remove: async (id: string) => unwrap(await bridge().library.delete({ id })),
  import: async () => unwrap(await bridge().library.import()),
}
