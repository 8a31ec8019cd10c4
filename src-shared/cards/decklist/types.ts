// Deck lists as players bring them from other tools: the parsed shape, before card names are resolved.

export type DeckFormat = 'text' | 'mtgo' | 'arena' | 'cockatrice' | 'forge'

export interface DeckEntry {
  /** The English card name as written (a double-faced card may be named by its front face). */
  name: string
  count: number
  /** Printing hints some formats carry (Arena "(SET) 123", Forge "Name|SET"); not used by the rules. */
  set?: string
  collectorNumber?: string
  /** 1-based line of the source text. */
  line?: number
}

export interface DeckListError {
  line: number
  message: string
}

export interface DeckList {
  main: DeckEntry[]
  sideboard: DeckEntry[]
  commander?: DeckEntry[]
  companion?: string
  /** Heroic: the hero, named by a line "Hero: NAME" (one of the sideboard's cards; ruling HE-2). */
  hero?: string
  /** Heroic: the chosen creature type, "Type: NAME" (ruling HE-4). */
  type?: string
  name?: string
  format: DeckFormat
  errors: DeckListError[]
}

export const DECK_FORMATS: readonly DeckFormat[] = ['text', 'mtgo', 'arena', 'cockatrice', 'forge']
