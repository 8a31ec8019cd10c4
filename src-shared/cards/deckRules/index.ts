// Deck checks for every variant (normal constructed, Manahearth MH-1, Heroic HE-2..HE-5, Combat Rules MCR-1, Mental
// Magic as normal constructed). Every problem found is returned, each with its rule id.
import type { CardPool } from '../pool'
import type { DeckList } from '../decklist/types'
import { resolveDeck, unknownCardMessage } from '../decklist/resolve'
import type { CardDefinition } from '../model'
import type { DeckContext } from './context'
import type { DeckCheckOptions, DeckCheckResult, DeckProblem, DeckVariant } from './types'
import type { SizeRule, VariantRules } from './variants'
import { foldName } from '../names'

export * from './types'
export { DECK_RULES, MANAHEARTH_BANNED } from './variants'
export type { VariantRules, SizeRule } from './variants'
export { typalIdentity, canonicalCreatureType, hasType } from './typal'
export type { TypalIdentity } from './typal'

const registered = new Map<string, VariantRules>()

/** Records the deck rules a variant's manifest names (engine/registry.ts does, as each manifest registers). */
export function registerDeckRules(variant: string, rules: VariantRules): void {
  registered.set(variant, rules)
}

/** The deck rules a variant's manifest names (the variants register with `import '@shared/variants'`). */
export function deckRulesOf(variant: string): VariantRules {
  const rules = registered.get(variant)
  if (!rules) {
    const ids = [...registered.keys()]
    throw new Error(
      `unknown variant "${variant}" (expected ${ids.length ? ids.join(', ') : "a registered variant: import '@shared/variants'"})`,
    )
  }
  return rules
}

function sizeProblem(rule: SizeRule, count: number, what: string): DeckProblem | null {
  if (rule.exactly !== undefined && count !== rule.exactly)
    return { rule: rule.rule, message: `${what} has ${count} cards; it must have exactly ${rule.exactly}` }
  if (rule.atLeast !== undefined && count < rule.atLeast)
    return { rule: rule.rule, message: `${what} has ${count} cards; it needs at least ${rule.atLeast}` }
  if (rule.atMost !== undefined && count > rule.atMost)
    return { rule: rule.rule, message: `${what} has ${count} cards; it may have at most ${rule.atMost}` }
  return null
}

/** Checks a deck list against a variant's deck rules (resolving its names in `pool`). */
export function checkDeck(
  variant: DeckVariant | VariantRules,
  deck: DeckList,
  pool: CardPool,
  options: DeckCheckOptions = {},
): DeckCheckResult {
  const rules = typeof variant === 'string' ? deckRulesOf(variant) : variant
  const problems: DeckProblem[] = []
  for (const e of deck.errors) problems.push({ rule: 'deck-list', message: e.message })
  const resolved = resolveDeck(deck, pool)
  for (const u of resolved.unknown) problems.push({ rule: 'unknown-card', message: unknownCardMessage(u) })

  const ctx: DeckContext = { list: deck, main: resolved.main, sideboard: resolved.sideboard, pool, options, result: {} }
  // Sizes count every line, known cards or not.
  const count = (entries: DeckList['main']) => entries.reduce((n, e) => n + e.count, 0)
  const main = sizeProblem(rules.main, count(deck.main), 'the deck')
  if (main) problems.push(main)
  if (rules.sideboard) {
    const side = sizeProblem(rules.sideboard, count(deck.sideboard), 'the sideboard')
    if (side) problems.push(side)
  }

  // Copies by English name.
  const copies = new Map<string, { card: CardDefinition; count: number }>()
  for (const e of rules.copies.withSideboard ? [...resolved.main, ...resolved.sideboard] : resolved.main) {
    const c = copies.get(e.card.name)
    if (c) c.count += e.count
    else copies.set(e.card.name, { card: e.card, count: e.count })
  }
  for (const { card, count: n } of copies.values()) {
    const limit = rules.copies.limit(card)
    if (n > limit) {
      const reason = rules.copies.reason?.(card)
      const where =
        rules.copies.withSideboard && resolved.sideboard.some((e) => e.card.name === card.name)
          ? ' (deck and sideboard together)'
          : ''
      problems.push({
        rule: rules.copies.rule,
        message: `${n} copies of "${card.name}"${where}; at most ${limit}${reason ? ` (${reason})` : ''}`,
      })
    }
  }

  const inDeck = [...copies.values()].map((c) => c.card)
  for (const card of inDeck) {
    for (const f of rules.forbidden) {
      const why = f.test(card)
      if (why) problems.push({ rule: f.rule, message: `"${card.name}" ${why}` })
    }
  }

  if (rules.banned) {
    const banned = new Set(rules.banned.names(options).map(foldName))
    for (const card of inDeck)
      if (banned.has(foldName(card.name)))
        problems.push({ rule: rules.banned.rule, message: `"${card.name}" is banned` })
  }

  // A format's legality from card data (CR 100.6: tournaments add rules such as ban lists).
  if (options.format) {
    const format = (rules.formatKey?.(options.format) ?? options.format).toLowerCase()
    for (const { card, count: n } of copies.values()) {
      const legality = card.legalities[format]
      if (legality === 'banned') problems.push({ rule: 'CR 100.6', message: `"${card.name}" is banned in ${format}` })
      else if (legality === 'restricted' && n > 1)
        problems.push({
          rule: 'CR 100.6',
          message: `"${card.name}" is restricted in ${format}: at most 1 copy, not ${n}`,
        })
      else if (legality !== 'legal' && legality !== 'restricted')
        problems.push({ rule: 'CR 100.6', message: `"${card.name}" is not legal in ${format}` })
    }
  }

  for (const check of rules.checks) problems.push(...check(ctx))
  return { legal: problems.length === 0, problems, ...ctx.result }
}
