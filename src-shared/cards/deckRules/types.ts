// Deck checks: what they take and what they report.

/** A variant id: its manifest (src-shared/variants/<id>/manifest.ts) names the deck rules it checks. */
export type DeckVariant = string

export interface DeckProblem {
  /** The rule broken: 'CR 100.2a', 'MH-1', 'HE-4', 'MCR-1', …; 'unknown-card' and 'deck-list' for unreadable input. */
  rule: string
  message: string
}

export interface DeckCheckResult {
  legal: boolean
  problems: DeckProblem[]
  /** Heroic: the hero and the creature type (chosen with "Type:", or the only one that fits; ruling HE-4). */
  hero?: string
  type?: string
  /** Heroic without a "Type:" line: every creature type the deck could choose (when more than one fits). */
  typeCandidates?: string[]
}

export interface DeckCheckOptions {
  /** Normal constructed (and any variant, e.g. "Modern Manahearth"): check legality in this format from card data. */
  format?: string
  /** Heroic: the ban list setting (ruling HE-5), empty by default. */
  banList?: string[]
  /** The creature types (CR 205.3m); default the embedded list. */
  creatureTypes?: readonly string[]
}
