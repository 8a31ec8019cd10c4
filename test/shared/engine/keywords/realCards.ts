// Real cards for the keyword and combat tests: AtomicCards read in place (a clear error when missing), the starter
// pool plus the named cards, and a two-player game from a prepared board.
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

export function realCard(name: string): CardDefinition {
  atomic ??= (
    JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')) as { data: Record<string, unknown> }
  ).data
  const faces = atomic[name]
  if (!faces || atomicSkipReason(name, faces)) throw new Error(`AtomicCards has no usable card named ${name}`)
  return cardFromAtomic(name, faces)
}

export function pool(cards: string[]): CardPool {
  const taken = new Set(cards)
  return new CardPool([...starterCardDefinitions().filter((d) => !taken.has(d.name)), ...cards.map(realCard)])
}

/** Ann's turn 3 from `step` (default: declare attackers), Ben defending; then `actions`. */
export function play(
  cards: string[],
  ann: Record<string, unknown>,
  ben: Record<string, unknown>,
  actions: unknown[],
  step = 'declareAttackers',
): ScenarioResult {
  const lib = ['Island', 'Island', 'Island', 'Island', 'Island']
  return runScenario(
    {
      variant: 'normal',
      seed: 1,
      start: 0,
      players: [{ name: 'Ann' }, { name: 'Ben' }],
      state: {
        turn: 3,
        active: 0,
        step,
        players: [
          { library: lib, ...ann },
          { library: lib, ...ben },
        ],
      },
      actions,
    },
    pool(cards),
  )
}

/** The card's lines the engine doesn't run (empty: fully automated). */
export function manualLines(name: string): string[] {
  return explainCard(realCard(name))
    .lines.filter((l) => !l.automated)
    .map((l) => l.text)
}

export interface Out {
  players: {
    life: number
    poison: number
    hand: string[]
    graveyard: string[]
    battlefield: { name: string; tapped: boolean; counters: Record<string, number>; damage: number }[]
  }[]
  stack: string[]
  rejected?: { index: number; reason: string }[]
  log: string[]
}

export const out = (r: ScenarioResult): Out => r.output as unknown as Out

export const ready = (name: string, extra: Record<string, unknown> = {}) => ({ name, sick: false, ...extra })
