// Decks for the new-game, decks screens: the starter decks (cached per variant and per id), importing a deck file
// through main's dialog, and checking a deck against a variant's deck rules (main resolves the names in its pool).
import { defineStore } from 'pinia'
import type { DeckCheckResult, DeckList, StarterDeckInfo, VariantId } from '@shared/bridge'
import { bridge, unwrap } from '../bridge'

/** The part of a deck list the deck rules read. */
export function deckForCheck(list: DeckList) {
  return {
    main: list.main.map((e) => ({ count: e.count, name: e.name })),
    sideboard: list.sideboard.map((e) => ({ count: e.count, name: e.name })),
    hero: list.hero,
    type: list.type,
  }
}

/** One name per copy, as the game setup takes a deck. */
export function expandEntries(entries: DeckList['main']): string[] {
  return entries.flatMap((e) => Array.from({ length: e.count }, () => e.name))
}

export const cardCount = (entries: DeckList['main']) => entries.reduce((n, e) => n + e.count, 0)

export const useDecksStore = defineStore('decks', () => {
  const starterInfos = new Map<string, Promise<StarterDeckInfo[]>>()
  const starterLists = new Map<string, Promise<DeckList>>()

  /** Throws BridgeCallError when main can't answer. */
  function starters(variant: VariantId): Promise<StarterDeckInfo[]> {
    let found = starterInfos.get(variant)
    if (!found) {
      found = bridge().decks.starters({ variant }).then(unwrap)
      found.catch(() => starterInfos.delete(variant))
      starterInfos.set(variant, found)
    }
    return found
  }

  function starter(id: string): Promise<DeckList> {
    let found = starterLists.get(id)
    if (!found) {
      found = bridge().decks.starter({ id }).then(unwrap)
      found.catch(() => starterLists.delete(id))
      starterLists.set(id, found)
    }
    return found
  }

  async function check(variant: VariantId, list: DeckList): Promise<DeckCheckResult> {
    return unwrap(await bridge().decks.check({ variant, deck: deckForCheck(list) }))
  }

  /** null when the player cancels the dialog. */
  async function importFile(): Promise<DeckList | null> {
    return unwrap(await bridge().decks.importFile())
  }

  return { starters, starter, check, importFile }
})
