// The mana pool (CR 106.4, ruling MA-1) and mana burn (ruling MA-5). A pool is a plain array of units.
import type { ManaType, ManaUnit } from './types'
import { MANA_TYPES } from './types'

/** A player's mana pool: the units in it, in the order they were added. */
export type ManaPool = ManaUnit[]

/** Where a pool is emptied: the end of a step, of a phase, or of the turn (CR 106.4). */
export type PoolBoundary = 'step' | 'phase' | 'turn'

/**
 * Durations a unit can survive emptying for (ManaUnit.persists): 'endOfPhase' (until the phase ends),
 * 'endOfTurn' (Tundra Fumarole: "until end of turn, you don't lose this mana as steps and phases end"),
 * 'never' (never empties, e.g. Upwelling). Any other value is treated like 'endOfTurn'.
 */
export type PersistDuration = 'endOfPhase' | 'endOfTurn' | 'never'

/** Options for the units `manaUnits` makes. */
export interface UnitOptions {
  snow?: boolean
  restriction?: string
  persists?: string
  uncounterable?: true
  sourceId?: string
}

/** Units of mana from a list of types or a string of letters: manaUnits('RRG', { snow: true }). */
export function manaUnits(types: string | ManaType[], opts: UnitOptions = {}): ManaUnit[] {
  const list = typeof types === 'string' ? [...types.toUpperCase()] : types
  return list.map((type) => {
    if (!MANA_TYPES.includes(type as ManaType))
      throw new Error(`unknown mana type "${type}": expected one of W, U, B, R, G, C (ruling MA-1)`)
    const unit: ManaUnit = { type: type as ManaType, snow: opts.snow ?? false }
    if (opts.restriction !== undefined) unit.restriction = opts.restriction
    if (opts.persists !== undefined) unit.persists = opts.persists
    if (opts.uncounterable) unit.uncounterable = true
    if (opts.sourceId !== undefined) unit.sourceId = opts.sourceId
    return unit
  })
}

/** Adds mana to a pool (CR 106.4): returns a new pool. */
export function addMana(pool: ManaPool, units: ManaUnit | ManaUnit[]): ManaPool {
  return [...pool, ...(Array.isArray(units) ? units : [units]).map((u) => ({ ...u }))]
}

/** Removes the units at the given indices (a payment's `units`): returns a new pool. Throws on a bad index. */
export function spendMana(pool: ManaPool, indices: readonly number[]): ManaPool {
  const spent = new Set<number>()
  for (const i of indices) {
    if (!Number.isInteger(i) || i < 0 || i >= pool.length)
      throw new Error(`cannot spend mana unit #${i}: the pool has ${pool.length} units`)
    if (spent.has(i)) throw new Error(`cannot spend mana unit #${i} twice`)
    spent.add(i)
  }
  return pool.filter((_, i) => !spent.has(i))
}

/** Whether a unit survives the pool emptying at `at` (CR 106.4, ruling MA-1). */
export function survivesEmptying(unit: ManaUnit, at: PoolBoundary): boolean {
  if (unit.persists === undefined) return false
  if (unit.persists === 'never') return true
  if (unit.persists === 'endOfPhase') return at === 'step'
  return at !== 'turn' // 'endOfTurn' and unknown durations
}

/**
 * Empties a pool at the end of a step or phase (CR 106.4), keeping units whose `persists` outlasts it.
 * With mana burn on (ruling MA-5, off by default) the player loses 1 life per unit lost: `lifeLost`.
 */
export function emptyPool(
  pool: ManaPool,
  at: PoolBoundary,
  opts: { manaBurn?: boolean } = {},
): { pool: ManaPool; lost: ManaUnit[]; lifeLost: number } {
  const kept: ManaPool = []
  const lost: ManaUnit[] = []
  for (const unit of pool) (survivesEmptying(unit, at) ? kept : lost).push(unit)
  return { pool: kept, lost, lifeLost: opts.manaBurn ? lost.length : 0 }
}

/** How many units of each type a pool holds. */
export function poolCounts(pool: ManaPool): Record<ManaType, number> {
  const counts: Record<ManaType, number> = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 }
  for (const unit of pool) counts[unit.type]++
  return counts
}

/** The pool as letters in WUBRGC order, as scenario output shows it ("RR"; '' when empty). */
export function poolText(pool: ManaPool): string {
  const counts = poolCounts(pool)
  return MANA_TYPES.map((t) => t.repeat(counts[t])).join('')
}
