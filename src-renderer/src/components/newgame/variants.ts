// What the new-game and decks screens say about each variant: its name, a one-paragraph summary and its rules text
// in the rules reference, all from the variants' manifests (@shared/variants), in the registry's order.
import { variantManifests, variantLabel } from '@shared/variants'
import type { Variant, VariantManifest } from '@shared/variants'
import type { RulesDocumentId, VariantId } from '@shared/bridge'

export interface VariantInfo {
  id: VariantId
  name: string
  summary: string
  rules: RulesDocumentId
  /** The engine's variant. */
  engine: Variant
  manifest: VariantManifest
}

/** Every variant the app offers, in the registry's order. */
export function variantInfos(): VariantInfo[] {
  return variantManifests().map((manifest) => ({
    id: manifest.id,
    name: manifest.name,
    summary: manifest.summary,
    rules: manifest.rules,
    engine: manifest.variant,
    manifest,
  }))
}

export function variantName(id: VariantId): string {
  return variantLabel(id)
}

/** The variant whose deck rules a deck is checked against (main looks them up in its manifest). */
export function deckRulesOf(info: VariantInfo): VariantId {
  return info.id
}
