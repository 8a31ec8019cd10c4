// What the new-game and decks screens say about each variant: its name, a one-paragraph summary and its rules text
// in the rules reference. Which variants can be played comes from the engine's registry (@shared/variants).
import '@shared/variants'
import { listVariants } from '@shared/variants'
import type { Variant } from '@shared/variants'
import { VARIANT_IDS } from '@shared/bridge'
import type { RulesDocumentId, VariantId } from '@shared/bridge'

export interface VariantInfo {
  id: VariantId
  name: string
  summary: string
  rules: RulesDocumentId
  /** The engine's variant when it is registered (playable); null: "coming". */
  engine: Variant | null
}

const ABOUT: Record<VariantId, { name: string; summary: string; rules: RulesDocumentId }> = {
  normal: {
    name: 'Normal Magic',
    summary:
      'The game under the Comprehensive Rules: 60-card decks, 20 life, two players or a free-for-all of up to four.',
    rules: 'readme',
  },
  manahearth: {
    name: 'Manahearth',
    summary:
      'A Hearthstone-flavoured game: 31-card decks led by a planeswalker hero whose abilities cost mana and life, and a shared zone of basic lands instead of lands in the deck.',
    rules: 'manahearth',
  },
  heroic: {
    name: 'Heroic',
    summary:
      'Sixty-card decks built around one creature type and led by a legendary creature hero cast from outside the game; the hero levels up, and 17 hero damage wins.',
    rules: 'heroic',
  },
  combat: {
    name: 'Magic Combat Rules',
    summary:
      'No mana at all: five creature slots facing five, ten rounds, and points for every creature that gets through unblocked.',
    rules: 'magic-combat-rules',
  },
  mental: {
    name: 'Mental Magic',
    summary:
      'Any card can be cast as any other card with exactly the same mana cost; every card can also be played face down as a land.',
    rules: 'mental-magic',
  },
}

/** Every variant, playable ones (registered in the engine) first, in the registry's order. */
export function variantInfos(): VariantInfo[] {
  const registered = listVariants()
  const byId = new Map(registered.map((v) => [v.id, v]))
  const infos = VARIANT_IDS.map((id): VariantInfo => ({ id, ...ABOUT[id], engine: byId.get(id) ?? null }))
  const order = (info: VariantInfo) =>
    info.engine ? registered.indexOf(info.engine) : registered.length + VARIANT_IDS.indexOf(info.id)
  return infos.sort((a, b) => order(a) - order(b))
}

export function variantName(id: VariantId): string {
  return ABOUT[id].name
}

/** The deck rules a variant checks against (Variant.deckRules), as the bridge names variants. */
export function deckRulesOf(info: VariantInfo): VariantId {
  const rules = info.engine?.deckRules
  return rules && (VARIANT_IDS as readonly string[]).includes(rules) ? (rules as VariantId) : info.id
}
