// Every face of the shared AtomicCards with its compiled ability tree, for scans of the trees (a class of misreading
// is found on every card at once, not one example at a time).
import { readFileSync } from 'node:fs'
import { atomicSkipReason, cardFromAtomic } from '../../src-shared/cards/mtgjson'
import type { CardDefinition, CardFace } from '../../src-shared/cards/model'
import type { Effect, EffectText, FaceAbilities } from '../../src-shared/engine/ast'
import { compileFace } from '../../src-shared/text/compile'
import { sharedDataPath } from './sharedData'

export interface CompiledFace {
  def: CardDefinition
  face: CardFace
  tree: FaceAbilities
}

let cache: CompiledFace[] | null = null

/** The shared AtomicCards' entries by card name (parsed at each call, not kept: the parsed file is large). */
export function atomicCardsData(): Record<string, unknown> {
  return (
    JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')) as { data: Record<string, unknown> }
  ).data
}

/** Every card of the shared AtomicCards that the importer reads (unreadable entries are the importer's concern). */
export function* readableCards(): Generator<CardDefinition> {
  for (const [name, raw] of Object.entries(atomicCardsData())) {
    if (atomicSkipReason(name, raw)) continue
    let def: CardDefinition
    try {
      def = cardFromAtomic(name, raw)
    } catch {
      continue
    }
    yield def
  }
}

/** The legal (or restricted) cards whose raw AtomicCards entry, as JSON text, `prefilter` accepts: a quick filter on
 *  the words before the card is read. */
export function* legalCardsMatching(
  prefilter: (json: string) => boolean,
): Generator<{ name: string; def: CardDefinition }> {
  for (const [name, raw] of Object.entries(atomicCardsData())) {
    if (!prefilter(JSON.stringify(raw)) || atomicSkipReason(name, raw)) continue
    const def = cardFromAtomic(name, raw)
    if (legalSomewhere(def)) yield { name, def }
  }
}

/** Every readable card's faces, compiled (once per test file). */
export function compiledFaces(): CompiledFace[] {
  if (cache) return cache
  cache = []
  for (const def of readableCards()) for (const face of def.faces) cache.push({ def, face, tree: compileFace(face) })
  return cache
}

/** Whether a card is legal (or restricted) in some format. */
export function legalSomewhere(def: CardDefinition): boolean {
  return Object.values(def.legalities).some((l) => l === 'legal' || l === 'restricted')
}

/** Every effect text of the legal cards' faces: the spell, activated, loyalty and triggered abilities. */
export function* legalEffectTexts(): Generator<{ def: CardDefinition; t: EffectText }> {
  for (const { def, tree } of compiledFaces()) {
    if (!legalSomewhere(def)) continue
    for (const t of effectTextsOf(tree)) yield { def, t }
  }
}

/** A face's effect texts: its spell, activated, loyalty and triggered abilities. */
export function effectTextsOf(tree: FaceAbilities): EffectText[] {
  return [
    ...(tree.spell ? [tree.spell] : []),
    ...tree.activated,
    ...tree.loyalty,
    ...tree.triggers.map((x) => x.effect),
  ]
}

/** Every effect of kind `kind` inside `effects`, nested ones included. */
export function effectsOfKind<K extends Effect['kind']>(effects: Effect[], kind: K): Extract<Effect, { kind: K }>[] {
  const found: Extract<Effect, { kind: K }>[] = []
  JSON.stringify(effects, (_k, v: { kind?: string }) => (v?.kind === kind && found.push(v as never), v))
  return found
}

/** Calls `visit` on every object inside a value (depth first), with the key path to it. */
export function walk(
  value: unknown,
  visit: (node: Record<string, unknown>, path: string[]) => void,
  path: string[] = [],
) {
  if (!value || typeof value !== 'object') return
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, visit, [...path, String(i)]))
    return
  }
  const node = value as Record<string, unknown>
  visit(node, path)
  for (const [k, v] of Object.entries(node)) walk(v, visit, [...path, k])
}
