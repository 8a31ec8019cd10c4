// Damage divided, or counters distributed, as you choose among targets (CR 601.2d): the amounts are chosen as a
// spell is cast, and as an activated or triggered ability is put on the stack (CR 602.2b, 603.3d apply 601.2d to
// abilities). One amount for each target, at least 1 each, adding up to the whole; without amounts the engine divides
// evenly.
import type { Effect, EffectText } from './ast'
import type { GameState, ObjId, PlayerIndex, Target } from './types'
import { legalTargets } from './legalTargets'
import { isCreature, isPlaneswalker, toughnessOf } from './query'

type DamageEffect = Extract<Effect, { kind: 'damage' }> | Extract<Effect, { kind: 'distribute' }>

/** The damage divided among targets in these effects or the ones run inside them ("If you do, …"), or null. */
export function dividedDamageIn(effects: readonly Effect[], evenly = true): DamageEffect | null {
  for (const e of effects) {
    if (e.kind === 'damage' && e.among && (evenly || !e.evenly)) return e
    if (e.kind === 'distribute') return e // "distribute two +1/+1 counters among …" (CR 601.2d)
    for (const key of ['effects', 'ifYouDo', 'then', 'otherwise'] as const) {
      const inner = (e as Partial<Record<typeof key, unknown>>)[key]
      const found = Array.isArray(inner) ? dividedDamageIn(inner as Effect[], evenly) : null
      if (found) return found
    }
  }
  return null
}

/** The effect that divides damage as its controller chooses, or null (divided evenly is no choice). */
export function dividingDamage(text: EffectText | null | undefined): DamageEffect | null {
  return text?.divide ? dividedDamageIn(text.effects, false) : null
}

/** The amount divided, known as it is cast or put on the stack (a number or X), or null. */
export function dividedAmountOf(text: EffectText | null | undefined, x: number): number | null {
  const e = dividingDamage(text)
  if (!e) return null
  return e.amount === 'X' ? x : typeof e.amount === 'number' ? e.amount : null
}

/** Whether an ability divides an amount the engine knows as it goes on the stack (else it is resolved by hand). */
export function divisionReadable(text: EffectText): boolean {
  if (!text.divide) return true
  const e = dividingDamage(text)
  return !e || typeof e.amount === 'number' || e.amount === 'X'
}

/** Why these amounts don't divide `total` among `n` targets (CR 601.2d), or null. */
export function whyNotDivision(
  total: number | null,
  n: number,
  divide: number[] | undefined,
  what = 'damage',
): string | null {
  // CR 601.2d: each target gets at least 1, so no more targets than the amount.
  if (total !== null && n > Math.max(1, total))
    return `${total} ${what} can't be divided among ${n} targets (CR 601.2d)`
  if (!divide || total === null) return null
  if (divide.length !== n) return `divide among the ${n} target${n === 1 ? '' : 's'}: one amount for each (CR 601.2d)`
  if (divide.some((d) => !Number.isInteger(d) || d < 1)) return 'each target gets at least 1 (CR 601.2d)'
  const sum = divide.reduce((a, b) => a + b, 0)
  if (sum !== total) return `the amounts must add up to ${total}, not ${sum} (CR 601.2d)`
  return null
}

/** Why `divide` can't be given with these targets for a spell or ability text, or null. */
export function whyNotDivided(
  text: EffectText | null | undefined,
  targets: Target[],
  divide: number[] | undefined,
  x: number,
): string | null {
  if (divide && !dividingDamage(text)) return "it doesn't divide anything among its targets"
  if (!dividingDamage(text)) return null
  const e = dividingDamage(text)!
  const what = e.kind === 'distribute' ? `${e.counter} counters` : 'damage'
  return whyNotDivision(dividedAmountOf(text, x), Math.max(0, targets.length - e.target), divide, what)
}

/**
 * Typical choices of targets and amounts for a dividing ability (for legal actions and the computer player): the
 * whole amount to one target, enough to each opposing creature or planeswalker it can finish with the rest to an
 * opponent, and an even division. Null when the division isn't the ability's only targets.
 */
export function divisionChoices(
  s: GameState,
  text: EffectText,
  controller: PlayerIndex,
  source: ObjId,
  x = 0,
): { targets: Target[]; divide?: number[] }[] | null {
  const e = dividingDamage(text)
  const total = dividedAmountOf(text, x)
  if (!e || e.target !== 0 || total === null || total < 1 || !e.among) return null
  const options = legalTargets(s, text.targets[0], controller, source)
  if (!options.length) return []
  const most = Math.min(e.among, text.targets.length, total)
  const out: { targets: Target[]; divide?: number[] }[] = []
  for (const t of options.slice(0, 8)) out.push({ targets: [t], divide: [total] })
  // Enough to finish each opposing creature or planeswalker, the least first, the rest to an opponent.
  const harms = e.kind === 'damage' || e.counter === '-1/-1'
  const needed = (t: Target): number => {
    if (!('card' in t) || !harms) return Infinity
    const obj = s.objects[t.card]
    if (!obj || obj.controller === controller) return Infinity
    if (isCreature(s, obj)) return Math.max(1, toughnessOf(s, obj) - obj.damage)
    return isPlaneswalker(s, obj) ? Math.max(1, obj.counters.loyalty ?? 0) : Infinity
  }
  const finishable = options
    .map((t) => ({ t, n: needed(t) }))
    .filter((c) => c.n <= total)
    .sort((a, b) => a.n - b.n)
  const spread: Target[] = []
  const amounts: number[] = []
  let left = total
  for (const c of finishable) {
    if (spread.length >= most || c.n > left) continue
    spread.push(c.t)
    amounts.push(c.n)
    left -= c.n
  }
  const opponent = options.find((t) => 'player' in t && t.player !== controller)
  if (left > 0 && opponent && spread.length < most) {
    spread.push(opponent)
    amounts.push(left)
  } else if (left > 0 && amounts.length) amounts[amounts.length - 1] += left
  if (spread.length > 1) out.push({ targets: spread, divide: amounts })
  // An even division among the first different targets (the default when no amounts are given).
  const even = options.slice(0, most)
  if (even.length > 1) out.push({ targets: even })
  return out
}
