// Real cards from the shared AtomicCards for scenario tests of card text (read from the shared data, never copied).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import '../../../../src-shared/variants'
import { cardFromAtomic } from '../../../../src-shared/cards/mtgjson'
import { CardPool } from '../../../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../../../src-shared/cards/starter'
import { runScenario } from '../../../../src-shared/engine/scenario'

const ATOMIC = join(__dirname, '../../../../../shared/data/mtgjson/AtomicCards.json')
let data: Record<string, unknown> | null = null

/** The starter pool plus these real cards (exact Oracle text from AtomicCards). */
export function realPool(names: string[]): CardPool {
  if (!existsSync(ATOMIC)) throw new Error(`the shared AtomicCards file is missing at ${ATOMIC}`)
  data ??= (JSON.parse(readFileSync(ATOMIC, 'utf8')) as { data: Record<string, unknown> }).data
  const defs = names.map((n) => {
    if (!data![n]) throw new Error(`${n} is not in AtomicCards`)
    return cardFromAtomic(n, data![n] as never)
  })
  const taken = new Set(names)
  return new CardPool([...starterCardDefinitions().filter((d) => !taken.has(d.name)), ...defs])
}

/** A two-player Normal Magic game at Ann's precombat main phase on turn 3, then `actions`. */
export function play(
  cards: string[],
  ann: Record<string, unknown>,
  ben: Record<string, unknown>,
  actions: unknown[],
  step = 'precombatMain',
) {
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
    realPool(cards),
  )
}
