// The variant registry the engine looks variants up in (by GameState.variant), and the manifests the app derives
// its lists from (New Game, deck checks, the save list, the rules reference, the command-line usage texts).
// src-shared/variants/index.ts registers the app's variants; tests register their own.
import type { OptionDef, Variant } from './variant'
import type { VariantRules } from '../cards/deckRules/variants'
import { registerDeckRules } from '../cards/deckRules'
import type { CardPool } from '../cards/pool'
import type { GameState, PlayerIndex } from './types'

/** A rules text of the rules reference (resources/rules). */
export interface RulesDocumentEntry {
  /** Its id in the rules reference (e.g. 'magic-combat-rules'). */
  id: string
  /** The file in resources/rules. */
  file: string
  title: string
  summary: string
  format: 'markdown' | 'text'
}

/** Everything the app says and knows about a variant, in one place: each variant folder exports one. */
export interface VariantManifest {
  /** As in scenarios, saves and the bridge: the engine variant's id. */
  id: string
  /** The display name, everywhere (New Game, saves, rules, usage texts): the engine variant's name. */
  name: string
  /** One paragraph for the New Game and decks screens. */
  summary: string
  /** The rules reference document that explains the variant: its own text (`document`) or a shared one's id. */
  rules: string
  /** The variant's own rules text, when it has one, listed in the rules reference. */
  document?: RulesDocumentEntry
  /** What its decks must satisfy (checkDeck). */
  deckRules: VariantRules
  /** Ids of its starter decks in resources/decks/index.json, in the order offered. */
  starterDecks: readonly string[]
  /** Steps at which players stop by default (added to the settings' stops), where the variant gives a player
   *  something to do that the usual stops would pass over. */
  stops?: {
    own: readonly string[]
    others: readonly string[]
    /** Steps whose choices read only the battlefield (Combat Rules' fights): a hotseat table lets the active player
     *  make them on the public view while another player sits at the screen, and asks the others there whether to
     *  answer before the step's turn-based action. */
    public?: readonly string[]
  }
  /** Its house rules (the engine variant's options). */
  options: readonly OptionDef[]
  /** The variant plays with the whole card database in use (Mental Magic, ruling MM-1): `register` records a pool
   *  with the engine and returns the identity a game is given as `options.cardPool`. */
  cardPool?: { register(pool: CardPool): unknown }
  /** How its decks name their hero, for the deck editor: a "Hero:" line naming a sideboard card ('named', ruling
   *  HE-2) or the deck's planeswalker cards ('planeswalkers', ruling MH-1). */
  heroSlot?: 'named' | 'planeswalkers'
  /** What the computer player adds to its board evaluation for the variant's own ways to win and lose. */
  computer?: {
    positionValue(state: GameState, player: PlayerIndex): number
    /** A player who can't draw shuffles their graveyard back instead of losing (MH-12, MCR-11). */
    reshuffles?: boolean
    /** Creatures don't attack players: the race clock (turns to kill each way) doesn't apply (MCR-8). */
    noRace?: boolean
  }
  /** The rules engine's variant. */
  variant: Variant
}

const variants = new Map<string, Variant>()
const manifests = new Map<string, VariantManifest>()

export function registerVariant(variant: Variant): void {
  variants.set(variant.id, variant)
}

/** Registers a variant the app offers: its manifest, and its engine variant. */
export function registerManifest(manifest: VariantManifest): void {
  if (manifest.id !== manifest.variant.id || manifest.name !== manifest.variant.name)
    throw new Error(
      `variant manifest "${manifest.id}" (${manifest.name}) names its engine variant "${manifest.variant.id}" (${manifest.variant.name}): they must agree`,
    )
  manifests.set(manifest.id, manifest)
  registerDeckRules(manifest.id, manifest.deckRules)
  registerVariant(manifest.variant)
}

export function findVariant(id: string): Variant | undefined {
  return variants.get(id)
}

export function variantById(id: string): Variant {
  const variant = variants.get(id)
  if (!variant) {
    throw new Error(
      `variant "${id}" is not available (registered: ${[...variants.keys()].join(', ') || 'none'}; import '@shared/variants' to register the app's variants)`,
    )
  }
  return variant
}

export function registeredVariants(): Variant[] {
  return [...variants.values()]
}

/** The manifests of the variants the app offers, in menu order. */
export function registeredManifests(): VariantManifest[] {
  return [...manifests.values()]
}

export function findManifest(id: string): VariantManifest | undefined {
  return manifests.get(id)
}
