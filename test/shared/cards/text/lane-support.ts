// Real cards for the card-text scenario tests: AtomicCards definitions by name, added to the starter pool.
import { readFileSync } from 'node:fs'
import '../../../../src-shared/variants'
import { cardFromAtomic } from '../../../../src-shared/cards/mtgjson'
import type { CardDefinition } from '../../../../src-shared/cards/model'
import { CardPool } from '../../../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../../../src-shared/cards/starter'
import { runScenario } from '../../../../src-shared/engine/scenario'
import { sharedDataPath } from '../../../support/sharedData'

let atomic: Record<string, unknown[]> | null = null

export function atomicCard(name: string): CardDefinition {
  atomic ??= (
    JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')) as { data: Record<string, unknown[]> }
  ).data
  const faces = atomic[name]
  if (!faces) throw new Error(`no card named ${name} in AtomicCards`)
  return cardFromAtomic(name, faces)
}

/** The starter pool plus these AtomicCards cards. */
export function poolWith(...names: string[]): CardPool {
  const pool = new CardPool(starterCardDefinitions())
  for (const n of names) if (!pool.byName(n)) pool.add(atomicCard(n))
  return pool
}

export interface Side {
  hand?: string[]
  battlefield?: (string | Record<string, unknown>)[]
  graveyard?: string[]
  library?: string[]
  life?: number
}

/** A two-player Normal game on Ann's turn 3, precombat main, playing `actions`. */
export function play(pool: CardPool, ann: Side, ben: Side, actions: unknown[], step = 'precombatMain') {
  const lib = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']
  return runScenario(
    {
      variant: 'normal',
      seed: 5,
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
    pool,
  )
}

export const passBoth = [
  { player: 0, type: 'pass' },
  { player: 1, type: 'pass' },
]

/** Names of the cards in a zone. */
export function names(
  state: { objects: Record<string, { def: string }>; cards: Record<string, { name: string }> },
  ids: string[],
): string[] {
  return ids.map((id) => state.cards[state.objects[id].def].name)
}
