// The decks practice offers: the variant's starter decks, the deck library's decks (read from main when chosen), the
// deck being edited in the deck editor and decks imported from a file (kept for the session), resolved against the
// bundled pool plus the deck's own card definitions outside it (an imported database's cards).
import { reactive, ref } from 'vue'
import type { LibraryDeckContent, VariantId } from '@shared/bridge'
import { bridge, unwrap } from '../bridge'
import { starterDecks, starterPool } from '@shared/cards/starter'
import { matchDeck } from '@shared/computer/decks'
import type { CardDefinition } from '@shared/cards/model'
import type { PracticeDeck } from '@shared/practice/goldfish'

export interface DeckChoice {
  id: string
  name: string
  variant: string
  text: string
  /** An imported deck's cards outside the starter pool. */
  cards?: CardDefinition[]
  /** A deck of the deck library: its id there, and whether its list has been read yet (`text` is empty until). */
  library?: { id: string; loaded: boolean }
}

/** Decks imported on the Practice screen, by variant. */
export const importedDecks = reactive<DeckChoice[]>([])
/** The deck library's decks (a deck without a variant is offered in every variant). */
export const libraryDecks = reactive<DeckChoice[]>([])
/** The deck open in the deck editor, when it sent it to practice. */
export const editorDeck = ref<DeckChoice | null>(null)

export const EDITOR_DECK_ID = 'deck-editor'

export function practiceDecks(variant: string): DeckChoice[] {
  const editing = editorDeck.value
  return [
    ...(editing && editing.variant === variant ? [editing] : []),
    ...starterDecks()
      .filter((d) => d.variant === variant)
      .map((d) => ({ id: d.id, name: d.name, variant: d.variant, text: d.text })),
    ...libraryDecks.filter((d) => d.variant === variant || d.variant === ''),
    ...importedDecks.filter((d) => d.variant === variant),
  ]
}

/** The deck editor's deck as a practice deck: its cards outside the bundled pool come with their definitions. */
export function editorChoice(
  deck: Pick<LibraryDeckContent, 'name' | 'variant' | 'main' | 'sideboard' | 'hero' | 'type'>,
  byName: (name: string) => CardDefinition | undefined,
): DeckChoice {
  const pool = starterPool()
  const cards = [...deck.main, ...deck.sideboard].flatMap((e) => {
    const def = pool.byName(e.name) ? undefined : byName(e.name)
    return def ? [def] : []
  })
  return {
    id: EDITOR_DECK_ID,
    name: deck.name,
    variant: deck.variant ?? 'normal',
    text: deckText(deck),
    ...(cards.length ? { cards } : {}),
  }
}

/** Lists the deck library's decks (their lists are read when one is chosen: `loadLibraryDeck`). */
export async function listLibraryDecks(): Promise<void> {
  const infos = unwrap(await bridge().library.list())
  const known = new Map(libraryDecks.map((d) => [d.id, d]))
  libraryDecks.splice(
    0,
    libraryDecks.length,
    ...infos.map((info) => {
      const id = `library:${info.id}`
      const old = known.get(id)
      return old && old.name === info.name
        ? old
        : { id, name: info.name, variant: info.variant ?? '', text: '', library: { id: info.id, loaded: false } }
    }),
  )
}

/** A deck's content as a practice deck: its text, plus the definitions main has for cards outside the bundled pool. */
export async function practiceDeckOf(
  content: Pick<LibraryDeckContent, 'name' | 'main' | 'sideboard' | 'hero' | 'type'>,
  variant: string,
): Promise<Pick<DeckChoice, 'text' | 'cards'>> {
  const text = deckText(content)
  const pool = starterPool()
  const names = [...content.main, ...content.sideboard].map((e) => e.name)
  if (names.every((n) => pool.byName(n))) return { text }
  const check = unwrap(
    await bridge().decks.check({
      variant: variant as VariantId,
      deck: { main: content.main, sideboard: content.sideboard, hero: content.hero, type: content.type },
    }),
  )
  return { text, ...(check.cards?.length ? { cards: check.cards } : {}) }
}

/** Reads a library deck's list from main (once). */
export async function loadLibraryDeck(choice: DeckChoice, variant: string): Promise<void> {
  if (!choice.library || choice.library.loaded) return
  const deck = unwrap(await bridge().library.get({ id: choice.library.id }))
  const resolved = await practiceDeckOf(deck, variant)
  const live = libraryDecks.find((d) => d.id === choice.id)
  if (!live) return
  Object.assign(live, resolved)
  live.library = { id: choice.library.id, loaded: true }
}

/** The chosen deck with its list read (a library deck is read from main first), or undefined. */
export async function readyDeck(variant: string, id: string): Promise<DeckChoice | undefined> {
  const choice = practiceDecks(variant).find((d) => d.id === id)
  if (!choice?.library || choice.library.loaded) return choice
  await loadLibraryDeck(choice, variant)
  return practiceDecks(variant).find((d) => d.id === id)
}

export function resolveDeck(choice: DeckChoice): PracticeDeck {
  if (choice.library && !choice.library.loaded) return { name: choice.name, main: [], cards: [] }
  const pool = starterPool()
  for (const def of choice.cards ?? []) if (!pool.byName(def.name)) pool.add(def)
  return { name: choice.name, ...matchDeck(choice.text, pool, choice.name) }
}

/** The deck's cards by name, one entry per copy (the main deck). */
export function deckNames(deck: PracticeDeck): string[] {
  const byId = new Map(deck.cards.map((c) => [c.id, c.name]))
  return deck.main.map((id) => byId.get(id) ?? id)
}

/** A deck list as the plain text format (count name lines, a Sideboard section, Heroic's Hero and Type lines). */
export function deckText(list: {
  main: { name: string; count: number }[]
  sideboard: { name: string; count: number }[]
  hero?: string | null
  type?: string | null
}): string {
  const lines = [
    ...(list.hero ? [`Hero: ${list.hero}`] : []),
    ...(list.type ? [`Type: ${list.type}`] : []),
    ...list.main.map((e) => `${e.count} ${e.name}`),
  ]
  if (list.sideboard.length) lines.push('', 'Sideboard', ...list.sideboard.map((e) => `${e.count} ${e.name}`))
  return lines.join('\n') + '\n'
}
