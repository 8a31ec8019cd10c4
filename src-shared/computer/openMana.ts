// A player's open mana as the opponent model reads it: the colours each untapped land makes, and how many times it
// pays an ability's mana cost (CR 118.1, 602.2).
import type { GameState, PlayerIndex } from '../engine/types'
import { faceOf, isLand } from '../engine/query'

/** An activated ability's mana cost: its coloured symbols and generic amount. */
export interface ManaCostParts {
  colors: string[]
  generic: number
}

/** Most activations the model considers for one creature (a safety bound; the engine enforces the real limits). */
const MOST_PUMPS = 8

export type AbilityCost = { symbols?: { kind: string; color?: string; amount?: number }[] } & Record<string, unknown>

/** A cost of mana symbols alone (CR 118.1) as the coloured symbols and the generic amount; null for any other cost
 *  (a sacrifice, life, a hybrid or X symbol). */
export function manaOnly(cost: AbilityCost | undefined): ManaCostParts | null {
  const c = cost ?? {}
  if (Object.keys(c).some((k) => k !== 'symbols')) return null
  const colors: string[] = []
  let generic = 0
  for (const sym of c.symbols ?? []) {
    if (sym.kind === 'colored' && sym.color) colors.push(sym.color)
    else if (sym.kind === 'generic' && typeof sym.amount === 'number' && Number.isFinite(sym.amount))
      generic += sym.amount
    else return null
  }
  return { colors, generic }
}

/** The colours each of `p`'s untapped lands can make ('any' for every colour). */
export function openLands(s: GameState, p: PlayerIndex): Set<string>[] {
  const out: Set<string>[] = []
  for (const id of s.battlefield) {
    const o = s.objects[id]
    if (o.controller !== p || o.tapped || !isLand(s, o)) continue
    const made = new Set<string>()
    for (const ab of faceOf(s, o)?.manaAbilities ?? []) for (const alt of ab.produces) for (const m of alt) made.add(m)
    out.push(made)
  }
  return out
}

/** How many times these open lands pay a mana cost (its coloured symbols from lands of the colour). */
export function affordable(lands: Set<string>[], pump: ManaCostParts): number {
  const cost = pump.colors.length + pump.generic
  if (!cost) return 1 // a tap alone: once
  let n = Math.floor(lands.length / cost)
  for (const c of new Set(pump.colors)) {
    const need = pump.colors.filter((x) => x === c).length
    const have = lands.filter((l) => l.has(c) || l.has('any')).length
    n = Math.min(n, Math.floor(have / need))
  }
  return Math.max(0, Math.min(MOST_PUMPS, n))
}
