// The variant registry: every variant the app plays, registered with the engine on import. Each variant folder
// exports one manifest (./<id>/manifest.ts); adding a variant is one folder here, one table entry in the renderer
// (src-renderer/src/components/table/variants) and one registration line in each registry. Every list, label and
// message about variants (New Game, deck checks, the save list, the rules reference, usage texts) comes from here.
import '../text'
import {
  registerVariant,
  registerManifest,
  registeredManifests,
  findManifest,
  findVariant,
  variantById,
} from '../engine/registry'
import type { RulesDocumentEntry, VariantManifest } from '../engine/registry'
import type { Variant } from '../engine/variant'
import { normalManifest } from './normal/manifest'
import { manahearthManifest } from './manahearth/manifest'
import { combatManifest } from './combat/manifest'
import { heroicManifest } from './heroic/manifest'
import { mentalManifest } from './mental/manifest'
import { normalVariant } from './normal'

registerManifest(normalManifest)
registerManifest(manahearthManifest)
registerManifest(combatManifest)
registerManifest(heroicManifest)
registerManifest(mentalManifest)

/** The variants the app offers, in menu order. */
export function listVariants(): Variant[] {
  return registeredManifests().map((m) => m.variant)
}

/** The manifests of the variants the app offers, in menu order. */
export function variantManifests(): VariantManifest[] {
  return registeredManifests()
}

/** The variant ids the app offers, in menu order (scenarios, saves, the bridge and the command line name them so). */
export function variantIds(): string[] {
  return registeredManifests().map((m) => m.id)
}

export function isVariantId(id: unknown): id is string {
  return typeof id === 'string' && findManifest(id) !== undefined
}

/** The manifest of a variant the app offers; throws naming the ones it does. */
export function manifestOf(id: string): VariantManifest {
  const manifest = findManifest(id)
  if (!manifest) throw new Error(`unknown variant "${id}" (expected one of ${variantIds().join(', ')})`)
  return manifest
}

/** The display name ("Magic Combat Rules"); an unknown id (a save from a newer build) shows as itself. */
export function variantLabel(id: string): string {
  return findManifest(id)?.name ?? id
}

/** The variants' own rules texts, in menu order (the rules reference adds the texts every variant shares). */
export function variantRulesDocuments(): RulesDocumentEntry[] {
  return registeredManifests().flatMap((m) => (m.document ? [m.document] : []))
}

export { normalVariant, registerVariant, registerManifest, findManifest, findVariant, variantById }
export type { Variant, VariantManifest, RulesDocumentEntry }
