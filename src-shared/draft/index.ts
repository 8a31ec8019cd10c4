// Draft and sealed (the `draft` layer, beside `computer` and `practice`): set files and their boosters, cubes, the
// pod with its bots, and the bots' decks. Pure and seeded: the same inputs and seed give the same draft.
import type { CardDefinition } from '../cards/model'
import { Random } from '../engine/rng'
import { boosterOf, CLASSIC_PACK_NOTE, openPack, type PackCard } from './booster'
import { dealCube, type Cube } from './cube'
import { buildDeck, type BuiltDeck } from './deck'
import { createPod, openAll, runBots, type CardLookup, type DraftFormat, type DraftState } from './pod'
import type { DraftSet } from './setFile'

export * from './setFile'
export * from './booster'
export * from './cube'
export * from './bot'
export * from './deck'
export * from './pod'
export { cardWorth, type CardWorth } from './worth'
export { limitedRules, LIMITED_MIN_DECK } from './limited'
export * from './save'

export const DRAFT_ROUNDS = 3
export const SEALED_PACKS = 6

export type DraftSource = { set: DraftSet } | { cube: Cube; name: string }

export interface DraftRun {
  state: DraftState
  decks: BuiltDeck[]
  warnings: string[]
  lookup: CardLookup
}

/** A lookup of the draft's cards by name. */
export function lookupOf(cards: CardDefinition[]): CardLookup {
  const byName = new Map(cards.map((c) => [c.name, c]))
  return (name) => byName.get(name)
}

/** Opens the packs of a new pod (every seat's, every round). */
export function openPodPacks(source: DraftSource, format: DraftFormat, seats: number, seed: number): PackCard[][][] {
  const rounds = format === 'sealed' ? SEALED_PACKS : DRAFT_ROUNDS
  if ('set' in source) {
    const config = boosterOf(source.set)
    return openAll(seats, rounds, (rng) => openPack(source.set, rng, config), seed)
  }
  return dealCube(source.cube, seats, rounds, Random.fromSeed(seed))
}

/** A whole pod of bots: open, draft (or sealed), and each bot's deck. */
export function runBotPod(source: DraftSource, format: DraftFormat, seats: number, seed: number): DraftRun {
  const warnings = 'set' in source ? source.set.warnings.slice() : []
  if ('set' in source && !source.set.booster && !warnings.some((w) => w.includes('classic 15-card pack')))
    warnings.push(`${source.set.code} has no booster configuration: ${CLASSIC_PACK_NOTE}`)
  const cards = 'set' in source ? source.set.cards : source.cube.cards
  const lookup = lookupOf(cards)
  const packs = openPodPacks(source, format, seats, seed)
  let state = createPod({
    format,
    set: 'set' in source ? source.set.code : source.name,
    cube: !('set' in source),
    seed,
    seats: Array.from({ length: seats }, () => ({ kind: 'bot' as const })),
    packs,
  })
  state = runBots(state, lookup)
  const decks = state.pools.map((pool) =>
    buildDeck(pool.map((c) => lookup(c.name)).filter((d): d is CardDefinition => !!d)),
  )
  return { state, decks, warnings, lookup }
}
