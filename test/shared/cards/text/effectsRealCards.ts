// Real cards for the effect and trigger scenario tests: AtomicCards read in place (a clear error when missing),
// a pool of the starter cards plus the named ones, and a scenario run on a prepared board.
import { readFileSync } from 'node:fs'
import '../../../../src-shared/variants'
import { atomicSkipReason, cardFromAtomic } from '../../../../src-shared/cards/mtgjson'
import type { CardDefinition } from '../../../../src-shared/cards/model'
import { CardPool } from '../../../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../../../src-shared/cards/starter'
import { runScenario, type ScenarioResult } from '../../../../src-shared/engine/scenario'
import { explainCard } from '../../../../src-shared/engine'
import { sharedDataPath } from '../../../support/sharedData'

let atomic: Record<string, unknown> | null = null

/** A real card from the shared AtomicCards (throws a clear error when the file or the card is missing). */
export function realCard(name: string): CardDefinition {
  atomic ??= (
    JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')) as { data: Record<string, unknown> }
  ).data
  const faces = atomic[name]
  if (!faces || atomicSkipReason(name, faces)) throw new Error(`AtomicCards has no usable card named ${name}`)
  return cardFromAtomic(name, faces)
}

/** Plays a scenario (contract input) with the starter pool plus these real cards. */
export function play(cards: string[], scenario: Record<string, unknown>): ScenarioResult {
  const pool = new CardPool([...starterCardDefinitions(), ...cards.map(realCard)])
  return runScenario(
    { variant: 'normal', seed: 1, players: [{ name: 'Ann' }, { name: 'Ben' }], actions: [], ...scenario },
    pool,
  )
}

/** The card's lines the engine doesn't run (empty: fully automated). */
export function manualLines(name: string): string[] {
  return explainCard(realCard(name))
    .lines.filter((l) => !l.automated)
    .map((l) => l.text)
}

export type Out = {
  players: {
    life: number
    hand: string[]
    graveyard: string[]
    library: number
    exile: string[]
    battlefield: {
      name: string
      tapped: boolean
      power?: number
      toughness?: number
      counters: Record<string, number>
    }[]
  }[]
  stack: string[]
  log: string[]
  rejected?: unknown[]
}
export const out = (r: ScenarioResult): Out => r.output as unknown as Out
