// Each variant's deck rules as data: deck and sideboard sizes, copy limits, forbidden cards, ban lists and the
// variant's own deck-wide checks. checkDeck (./index.ts) applies them and reports every problem with its rule id.
import type { CardDefinition } from '../model'
import type { DeckCheckOptions, DeckProblem } from './types'
import { isBasicLand, isCreature, isLand, isLegendary, isPlaneswalker, ownCopyLimit } from './traits'
import { heroicChecks } from './heroic'
import type { DeckContext } from './context'

export interface SizeRule {
  rule: string
  exactly?: number
  atLeast?: number
  atMost?: number
}

export interface VariantRules {
  /** Main deck size. */
  main: SizeRule
  /** Sideboard size; absent: the variant has no sideboard rule and the sideboard is not checked. */
  sideboard?: SizeRule
  /** Copy limit by English name. */
  copies: {
    rule: string
    /** Counted over the main deck only, or the main deck and sideboard together (CR 100.4a, ruling HE-3). */
    withSideboard: boolean
    limit: (card: CardDefinition) => number
    /** Why that limit, for the message ("basic lands included", "legendary"). */
    reason?: (card: CardDefinition) => string
  }
  /** Cards the variant forbids: a message for a forbidden card, else null. */
  forbidden: Array<{ rule: string; test: (card: CardDefinition) => string | null }>
  banned?: { rule: string; names: (options: DeckCheckOptions) => readonly string[] }
  /** Deck-wide checks beyond counts. */
  checks: Array<(ctx: DeckContext) => DeckProblem[]>
  /** The card-data legality key for a format name given with the variant's own wording (e.g. "Modern Manahearth"). */
  formatKey?: (format: string) => string
}

/** Manahearth rule 15 (ruling MH-1: matched by English name). */
export const MANAHEARTH_BANNED: readonly string[] = [
  'Advantageous Proclamation',
  'Amulet of Quoz',
  'Backup Plan',
  "Brago's Favor",
  'Bronze Tablet',
  'Chaos Orb',
  'Contract from Below',
  'Darkpact',
  'Demonic Attorney',
  'Double Stroke',
  'Falling Star',
  'Immediate Action',
  'Iterative Analysis',
  'Jeweled Bird',
  "Muzzio's Preparations",
  'Power Play',
  'Rebirth',
  'Secret Summoning',
  'Secrets of Paradise',
  'Sentinel Dispatch',
  'Shahrazad',
  'Tempest Efreet',
  'Timmerian Fiends',
  'Unexpected Potential',
  'Worldknit',
]

/** CR 713: the melded back face of two meld cards is not a card of its own. */
const meldResult = {
  rule: 'CR 713',
  test: (c: CardDefinition) =>
    c.isMeldResult ? 'is the melded back face of two meld cards, not a card a deck can hold' : null,
}

// CR 100.2a: 60 cards or more; four copies by English name, basic lands any number (a card's own text may allow more,
// CR 101.1). CR 100.4a: sideboard at most 15, the four-card limit counts deck and sideboard together.
const normal: VariantRules = {
  main: { rule: 'CR 100.2a', atLeast: 60 },
  sideboard: { rule: 'CR 100.4a', atMost: 15 },
  copies: {
    rule: 'CR 100.2a',
    withSideboard: true,
    limit: (c) => (isBasicLand(c) ? Infinity : (ownCopyLimit(c) ?? 4)),
  },
  forbidden: [meldResult],
  checks: [],
}

// Ruling MH-1: exactly 31 cards, at least one planeswalker; two copies of every card, basic lands included; one
// copy of a legendary card; the rule-15 ban list by English name.
const manahearth: VariantRules = {
  main: { rule: 'MH-1', exactly: 31 },
  copies: {
    rule: 'MH-1',
    withSideboard: false,
    limit: (c) => (isLegendary(c) ? 1 : 2),
    reason: (c) => (isLegendary(c) ? 'legendary cards: one copy' : isBasicLand(c) ? 'basic lands included' : ''),
  },
  forbidden: [meldResult],
  banned: { rule: 'MH-1', names: () => MANAHEARTH_BANNED },
  checks: [
    (ctx) =>
      ctx.main.some((e) => isPlaneswalker(e.card))
        ? []
        : [{ rule: 'MH-1', message: 'a Manahearth deck needs at least one planeswalker card (its hero)' }],
  ],
  // Rule 3.4: "Standard Manahearth", "Modern Manahearth", … restrict the cards by that format's legality.
  formatKey: (format) => format.replace(/(?<!\s)\s+manahearth$/i, ''),
}

// Ruling HE-3: creature cards and nonbasic lands four copies, basic lands any number, every other card one copy,
// over the 68 cards. HE-2 (60 + 8 with the hero), HE-4 (typal identity) and HE-5 (ban list) in ./heroic.ts.
const heroic: VariantRules = {
  main: { rule: 'HE-2', exactly: 60 },
  sideboard: { rule: 'HE-2', exactly: 8 },
  copies: {
    rule: 'HE-3',
    withSideboard: true,
    limit: (c) => (isBasicLand(c) ? Infinity : isCreature(c) ? (ownCopyLimit(c) ?? 4) : isLand(c) ? 4 : 1),
    reason: (c) =>
      isCreature(c) ? 'creature cards' : isLand(c) ? 'nonbasic lands' : 'noncreature, nonland cards are singleton',
  },
  forbidden: [meldResult],
  banned: { rule: 'HE-5', names: (o) => o.banList ?? [] },
  checks: heroicChecks,
}

// Ruling MCR-1: exactly 40 cards, singleton, no lands, no planeswalkers.
const combat: VariantRules = {
  main: { rule: 'MCR-1', exactly: 40 },
  copies: { rule: 'MCR-1', withSideboard: false, limit: () => 1, reason: () => 'singleton' },
  forbidden: [
    meldResult,
    { rule: 'MCR-1', test: (c) => (isLand(c) ? 'is a land card: Combat Rules decks have no lands' : null) },
    {
      rule: 'MCR-1',
      test: (c) => (isPlaneswalker(c) ? 'is a planeswalker card: Combat Rules decks have no planeswalkers' : null),
    },
  ],
  checks: [],
}

/** The deck rules the variants' manifests name (src-shared/variants/<id>/manifest.ts); Mental Magic's decks follow
 *  normal constructed rules. */
export const DECK_RULES = { normal, manahearth, heroic, combat } as const satisfies Record<string, VariantRules>
