// Paying a mana cost from a pool (CR 601.2g–h, 107.4, 119.4; rulings MA-2, MA-3). Choosing which mana pays
// which symbol is a bipartite matching problem; feasibility is decided exactly with Hall's theorem over
// symbol and unit kinds, and the concrete payment comes from an augmenting-path matching.
import { symbolText } from './cost'
import type { ManaCost, ManaSymbol, ManaType, ManaUnit } from './types'
import { MANA_TYPES } from './types'

/** Choices and context for a payment. */
export interface PayOptions {
  /** The value chosen for X (each {X} takes X mana); 0 when absent. Likewise Y and Z. */
  x?: number
  y?: number
  z?: number
  /** The payer's life. Phyrexian symbols may be paid with 2 life each only if life ≥ the total paid (MA-3, CR 119.4). Absent: no life can be paid. */
  life?: number
  /** Pay exactly this many Phyrexian symbols with life (the player's explicit choice). Absent: as few as possible. */
  phyrexianLife?: number
  /** Restriction tags this payment satisfies (e.g. ['creature'] when casting a creature spell): restricted units whose tag isn't listed can't be spent (CR 106.6). */
  spendOn?: string[]
}

/** How one symbol of the cost (by index in cost.symbols) is paid. */
export interface PaymentPart {
  symbol: number
  /** Indices of the pool units spent on it. */
  units: number[]
  /** The type each of those units pays as (parallel to `units`; optional in a player's payment when units have one type). */
  types?: ManaType[]
  /** Life paid for it instead of mana (Phyrexian: 2). */
  life?: number
}

/** A concrete payment of a cost from a pool. */
export interface Payment {
  parts: PaymentPart[]
  /** Every pool index spent, ascending: pass to `spendMana`. */
  units: number[]
  /** Total life paid (MA-3). */
  life: number
}

export const TYPE_BIT: Readonly<Record<ManaType, number>> = { W: 1, U: 2, B: 4, R: 8, G: 16, C: 32 }
export const ALL_TYPES = 63

/** A unit as the solver sees it: the types it can be (one for pool mana, several for a source not yet tapped). */
export interface SolverUnit {
  mask: number
  snow: boolean
  /** Mana that can pay a mana ability's own activation cost (pool mana or a cost-free ability's). */
  base: boolean
}

/** One unit of mana a cost asks for. `optional` slots are Phyrexian: unpaid ones cost 2 life each. */
export interface Slot {
  mask: number
  snow: boolean
  baseOnly: boolean
  optional: boolean
  /** Index of the symbol in the cost it belongs to (-1 - n for the activation cost of activation n). */
  symbol: number
}

const MASK_TYPES: ReadonlyArray<readonly ManaType[]> = Array.from({ length: 64 }, (_, mask) =>
  MANA_TYPES.filter((t) => mask & TYPE_BIT[t]),
)
/** The types a mask stands for, in WUBRGC order (shared arrays: don't modify). */
export const maskTypes = (mask: number): readonly ManaType[] => MASK_TYPES[mask & ALL_TYPES]
const popcount = (m: number): number => {
  let c = 0
  while (m) {
    m &= m - 1
    c++
  }
  return c
}

/** Number of units a generic/variable symbol asks for; Infinity for {∞}. */
function amountOf(symbol: ManaSymbol, opts: PayOptions): number {
  if (symbol.kind === 'generic') return symbol.amount === Infinity ? Infinity : Math.ceil(symbol.amount) // {½} takes a whole mana
  if (symbol.kind === 'variable') return (symbol.letter === 'X' ? opts.x : symbol.letter === 'Y' ? opts.y : opts.z) ?? 0
  return 0
}

/** Positions of the twobrid symbols of a cost; a mode bit set means "pay that one with its colour". */
export function twobridIndices(cost: ManaCost): number[] {
  const out: number[] = []
  cost.symbols.forEach((s, i) => {
    if (s.kind === 'twobrid') out.push(i)
  })
  return out
}

/**
 * Expands a cost into single-mana slots for one choice of twobrid modes (CR 107.4e: {2/W} is one white or two
 * of any type). Returns null when the cost asks for more mana than `limit` units (or for {∞}).
 */
export function costSlots(
  cost: ManaCost,
  opts: PayOptions,
  twobridColored: number,
  limit: number,
  symbolBase = 0,
  baseOnly = false,
): Slot[] | null {
  const slots: Slot[] = []
  let twobrid = 0
  for (let i = 0; i < cost.symbols.length; i++) {
    const s = cost.symbols[i]
    const symbol = symbolBase >= 0 ? symbolBase + i : symbolBase
    let mask = ALL_TYPES
    let times = 1
    let snow = false
    let optional = false
    switch (s.kind) {
      case 'generic':
      case 'variable':
        times = amountOf(s, opts)
        if (times > limit) return null
        break
      case 'colored':
      case 'half':
        mask = TYPE_BIT[s.color]
        break // {HW} takes one white mana
      case 'colorless':
        mask = TYPE_BIT.C
        break // CR 107.4c
      case 'snow':
        snow = true
        break // CR 107.4h
      case 'hybrid':
        mask = TYPE_BIT[s.colors[0]] | TYPE_BIT[s.colors[1]]
        break // CR 107.4e
      case 'twobrid':
        if (twobridColored & (1 << twobrid++)) mask = TYPE_BIT[s.color]
        else times = 2
        break
      case 'phyrexian': // CR 107.4f
        mask = 0
        for (const c of s.colors) mask |= TYPE_BIT[c]
        optional = true
        break
    }
    for (let k = 0; k < times; k++) slots.push({ mask, snow, baseOnly, optional, symbol })
  }
  if (slots.reduce((n, x) => n + (x.optional ? 0 : 1), 0) > limit) return null
  return slots
}

interface Kind {
  mask: number
  snow: boolean
  base: boolean
  count: number
}
interface SlotKind {
  mask: number
  snow: boolean
  baseOnly: boolean
  optional: boolean
  count: number
}

export function compatible(
  u: { mask: number; snow: boolean; base: boolean },
  s: { mask: number; snow: boolean; baseOnly: boolean },
): boolean {
  return (u.mask & s.mask) !== 0 && (!s.snow || u.snow) && (!s.baseOnly || u.base)
}

/** Groups slots into kinds (same requirement). */
export function slotKinds(slots: Slot[]): SlotKind[] {
  const kinds: SlotKind[] = []
  for (const s of slots) {
    const k = kinds.find(
      (x) => x.mask === s.mask && x.snow === s.snow && x.baseOnly === s.baseOnly && x.optional === s.optional,
    )
    if (k) k.count++
    else kinds.push({ mask: s.mask, snow: s.snow, baseOnly: s.baseOnly, optional: s.optional, count: 1 })
  }
  return kinds
}

/** Groups units into kinds (same types, snow-ness and base-ness). */
export function unitKinds(units: SolverUnit[]): Kind[] {
  const kinds: Kind[] = []
  for (const u of units) {
    const k = kinds.find((x) => x.mask === u.mask && x.snow === u.snow && x.base === u.base)
    if (k) k.count++
    else kinds.push({ mask: u.mask, snow: u.snow, base: u.base, count: 1 })
  }
  return kinds
}

/**
 * Hall's theorem over kinds: whether every mandatory slot can be matched, and how many optional (Phyrexian)
 * slots can be paid with mana at most. Max matching = slots − max over slot sets T of (|T| − |N(T)|); a
 * maximum matching covering all mandatory slots exists whenever the mandatory ones can all be matched.
 */
export function hall(units: readonly Kind[], kinds: readonly SlotKind[]): { ok: boolean; optionalMatched: number } {
  const k = kinds.length
  let mandatory = 0
  let optional = 0
  let mandatoryMask = 0
  for (let i = 0; i < k; i++) {
    if (kinds[i].optional) optional += kinds[i].count
    else {
      mandatory += kinds[i].count
      mandatoryMask |= 1 << i
    }
  }
  const compat = new Array<number>(units.length)
  let total = 0
  for (let u = 0; u < units.length; u++) {
    let m = 0
    for (let i = 0; i < k; i++) if (compatible(units[u], kinds[i])) m |= 1 << i
    compat[u] = m
    total += units[u].count
  }
  if (total < mandatory) return { ok: false, optionalMatched: 0 }
  let maxDeficiency = 0
  const full = 1 << k
  for (let t = 1; t < full; t++) {
    let need = 0
    for (let i = 0; i < k; i++) if (t & (1 << i)) need += kinds[i].count
    let have = 0
    for (let u = 0; u < units.length; u++) if (compat[u] & t) have += units[u].count
    const deficiency = need - have
    if (deficiency > 0) {
      if ((t & ~mandatoryMask) === 0) return { ok: false, optionalMatched: 0 }
      if (deficiency > maxDeficiency) maxDeficiency = deficiency
    }
  }
  return { ok: true, optionalMatched: optional - maxDeficiency }
}

/**
 * A concrete matching of slots to units (Kuhn's augmenting paths): every mandatory slot, then as many optional
 * slots as `optionalWanted`. Returns slot → unit index (-1 unmatched), or null if a mandatory slot can't be met.
 */
export function matchSlots(
  units: readonly SolverUnit[],
  slots: readonly Slot[],
  optionalWanted: number,
  unitOrder?: readonly number[],
): number[] | null {
  const order = unitOrder ?? units.map((_, i) => i)
  const m: Matching = {
    slotOf: new Array<number>(units.length).fill(-1),
    unitOf: new Array<number>(slots.length).fill(-1),
    adjacency: slots.map((s) => order.filter((u) => compatible(units[u], s))),
    seen: new Array<number>(units.length).fill(0), // visit stamps: seen[u] === round means visited this round
    round: 0,
  }
  // Most constrained slots first: fewer candidate units.
  const mandatory: number[] = []
  for (let i = 0; i < slots.length; i++) {
    if (slots[i].optional) continue
    let j = mandatory.length // insertion by number of candidate units
    mandatory.push(i)
    while (j > 0 && m.adjacency[mandatory[j - 1]].length > m.adjacency[i].length) {
      mandatory[j] = mandatory[j - 1]
      j--
    }
    mandatory[j] = i
  }
  for (const s of mandatory) {
    m.round++
    if (!augment(m, s)) return null
  }
  let matched = 0
  for (let s = 0; s < slots.length && matched < optionalWanted; s++) {
    if (!slots[s].optional) continue
    m.round++
    if (augment(m, s)) matched++
  }
  return m.unitOf
}

interface Matching {
  slotOf: number[]
  unitOf: number[]
  adjacency: number[][]
  seen: number[]
  round: number
}

/** Kuhn's augmenting path from slot `s`. */
function augment(m: Matching, s: number): boolean {
  for (const u of m.adjacency[s]) {
    if (m.seen[u] === m.round) continue
    m.seen[u] = m.round
    if (m.slotOf[u] < 0 || augment(m, m.slotOf[u])) {
      m.slotOf[u] = s
      m.unitOf[s] = u
      return true
    }
  }
  return false
}

/** Pool units as solver units, with the indices of those this payment may spend (CR 106.6 restrictions). */
function usablePool(pool: readonly ManaUnit[], opts: PayOptions): { units: SolverUnit[]; index: number[] } {
  const units: SolverUnit[] = []
  const index: number[] = []
  pool.forEach((u, i) => {
    if (u.restriction !== undefined && !(opts.spendOn ?? []).includes(u.restriction)) return
    units.push({ mask: TYPE_BIT[u.type], snow: u.snow, base: true })
    index.push(i)
  })
  return { units, index }
}

/** Result of choosing how to pay: which twobrid mode, slots, and life. */
export interface SlotPlan {
  slots: Slot[]
  life: number
  optionalPaid: number
  mode: number
}

/**
 * The best feasible way to pay `cost` (and `extra` base-only slots) from `units`, exactly: the twobrid modes
 * are tried (colour first), Phyrexian symbols take mana where possible (or exactly `opts.phyrexianLife` life).
 * Returns null when the cost can't be paid.
 */
export function planSlots(
  units: readonly SolverUnit[],
  cost: ManaCost,
  opts: PayOptions,
  extra: readonly Slot[] = [],
  kinds?: Kind[],
): SlotPlan | null {
  const uk = kinds ?? unitKinds(units as SolverUnit[])
  const total = uk.reduce((n, k) => n + k.count, 0)
  const twobrids = twobridIndices(cost).length
  let best: SlotPlan | null = null
  for (let mode = (1 << twobrids) - 1; mode >= 0; mode--) {
    const own = costSlots(cost, opts, mode, total)
    if (!own) continue
    const slots = extra.length ? [...own, ...extra] : own
    const plan = evaluateSlots(uk, slots, opts)
    if (!plan) continue
    const used = slots.length - (slots.filter((s) => s.optional).length - plan.optionalPaid)
    const bestUsed = best
      ? best.slots.length - (best.slots.filter((s) => s.optional).length - best.optionalPaid)
      : Infinity
    if (!best || plan.life < best.life || (plan.life === best.life && used < bestUsed))
      best = { slots, life: plan.life, optionalPaid: plan.optionalPaid, mode }
  }
  return best
}

function evaluateSlots(
  uk: readonly Kind[],
  slots: Slot[],
  opts: PayOptions,
): { life: number; optionalPaid: number } | null {
  const optional = slots.reduce((n, s) => n + (s.optional ? 1 : 0), 0)
  const mandatory = slots.length - optional
  const total = uk.reduce((n, k) => n + k.count, 0)
  if (mandatory > total) return null
  const { ok, optionalMatched } = hall(uk, slotKinds(slots))
  if (!ok) return null
  const life = opts.life ?? 0
  let lifeCount: number
  if (opts.phyrexianLife !== undefined) {
    lifeCount = opts.phyrexianLife
    if (lifeCount < 0 || lifeCount > optional || optional - lifeCount > optionalMatched) return null
  } else lifeCount = optional - optionalMatched
  const lifePaid = 2 * lifeCount // CR 107.4f
  if (lifePaid > 0 && life < lifePaid) return null // MA-3, CR 119.4
  return { life: lifePaid, optionalPaid: optional - lifeCount }
}

/** Builds a Payment from a matching of slots to (solver) units, `index` mapping solver units to pool indices. */
export function paymentFromMatch(
  cost: ManaCost,
  slots: readonly Slot[],
  unitOf: readonly number[],
  units: readonly SolverUnit[],
  index: readonly number[],
): Payment {
  const parts: PaymentPart[] = cost.symbols.map((_, i) => ({ symbol: i, units: [], types: [] }))
  let life = 0
  slots.forEach((slot, s) => {
    if (slot.symbol < 0) return
    const part = parts[slot.symbol]
    const u = unitOf[s]
    if (u < 0) {
      part.life = (part.life ?? 0) + 2
      life += 2
      return
    }
    part.units.push(index[u])
    part.types!.push(maskTypes(units[u].mask & slot.mask)[0])
  })
  const all = parts.flatMap((p) => p.units).sort((a, b) => a - b)
  return { parts, units: all, life }
}

/**
 * Finds a payment of `cost` from `pool` (CR 601.2h), or null when none exists. An exact matching solver:
 * it finds a payment whenever one exists. Phyrexian symbols are paid with mana where possible, else with
 * 2 life each while life allows (MA-3, CR 119.4), or exactly `opts.phyrexianLife` of them with life.
 * Snow {S} takes only snow mana, {C} only colourless (CR 107.4h, 107.4c). No cost (null) is unpayable.
 */
export function findPayment(pool: readonly ManaUnit[], cost: ManaCost | null, opts: PayOptions = {}): Payment | null {
  if (!cost) return null // CR 202.1b: no mana cost is an unpayable cost
  const { units, index } = usablePool(pool, opts)
  const plan = planSlots(units, cost, opts)
  if (!plan) return null
  // Generic slots try colourless first, then the mana least likely to be wanted later.
  const order = units.map((_, i) => i).sort((a, b) => preference(units[a]) - preference(units[b]))
  const unitOf = matchSlots(units, plan.slots, plan.optionalPaid, order)
  if (!unitOf) return null
  return paymentFromMatch(cost, plan.slots, unitOf, units, index)
}

function preference(u: SolverUnit): number {
  return (u.mask === TYPE_BIT.C ? 0 : 10) + (u.snow ? 5 : 0) + popcount(u.mask)
}

/** Whether `cost` can be paid from `pool` (same rules as findPayment, without building the payment). */
export function canPay(pool: readonly ManaUnit[], cost: ManaCost | null, opts: PayOptions = {}): boolean {
  if (!cost) return false
  return planSlots(usablePool(pool, opts).units, cost, opts) !== null
}

/**
 * Checks a payment a player supplied (CR 601.2h): every symbol paid once by the right mana, no unit spent
 * twice, restrictions respected (CR 106.6), life only for Phyrexian symbols and only if life ≥ the total
 * (MA-3, CR 119.4). Returns the first problem found.
 */
export function checkPayment(
  pool: readonly ManaUnit[],
  cost: ManaCost | null,
  payment: Payment,
  opts: PayOptions = {},
): { ok: true } | { ok: false; reason: string } {
  const fail = (reason: string): { ok: false; reason: string } => ({ ok: false, reason })
  if (!cost) return fail("the object has no mana cost, which can't be paid (CR 202.1b)")
  const used = new Set<number>()
  const partFor = new Map<number, PaymentPart>()
  for (const part of payment.parts) {
    if (!Number.isInteger(part.symbol) || part.symbol < 0 || part.symbol >= cost.symbols.length)
      return fail(`payment part for symbol #${part.symbol}: the cost has ${cost.symbols.length} symbols`)
    if (partFor.has(part.symbol))
      return fail(`symbol ${symbolText(cost.symbols[part.symbol])} (#${part.symbol}) is paid twice`)
    partFor.set(part.symbol, part)
  }
  let life = 0
  for (let i = 0; i < cost.symbols.length; i++) {
    const symbol = cost.symbols[i]
    const name = symbolText(symbol)
    const part = partFor.get(i) ?? { symbol: i, units: [] }
    const types: ManaType[] = []
    for (let k = 0; k < part.units.length; k++) {
      const u = part.units[k]
      const unit = pool[u]
      if (!Number.isInteger(u) || !unit)
        return fail(`${name} is paid with mana unit #${u}, which is not in the pool (${pool.length} units)`)
      if (used.has(u)) return fail(`mana unit #${u} is spent twice`)
      used.add(u)
      if (unit.restriction !== undefined && !(opts.spendOn ?? []).includes(unit.restriction))
        return fail(`mana unit #${u} (${unit.type}) can only be spent on ${unit.restriction} (CR 106.6)`)
      const as = part.types?.[k] ?? unit.type
      if (as !== unit.type) return fail(`mana unit #${u} is ${unit.type}, not ${as}`)
      types.push(as)
    }
    const n = part.units.length
    const partLife = part.life ?? 0
    const wrong = (what: string): { ok: false; reason: string } =>
      fail(
        `${name} must be paid with ${what}, got ${n ? types.join('') : 'no mana'}${partLife ? ` and ${partLife} life` : ''}`,
      )
    if (partLife !== 0 && symbol.kind !== 'phyrexian')
      return fail(`${name} can't be paid with life: only Phyrexian symbols can (CR 107.4f)`)
    switch (symbol.kind) {
      case 'generic':
      case 'variable': {
        const need = amountOf(symbol, opts)
        if (need === Infinity) return fail(`${name} can't be paid`)
        if (n !== need) return wrong(`${need} mana`)
        break
      }
      case 'colored':
      case 'half':
        if (n !== 1 || types[0] !== symbol.color) return wrong(`one ${symbol.color} mana`)
        break
      case 'colorless':
        if (n !== 1 || types[0] !== 'C') return wrong('one colourless mana (CR 107.4c)')
        break
      case 'snow':
        if (n !== 1 || !pool[part.units[0]].snow) return wrong('one mana from a snow source (CR 107.4h)')
        break
      case 'hybrid':
        if (n !== 1 || !symbol.colors.includes(types[0] as never))
          return wrong(`one ${symbol.colors.join(' or ')} mana (CR 107.4e)`)
        break
      case 'twobrid':
        if (!((n === 1 && types[0] === symbol.color) || n === 2))
          return wrong(`one ${symbol.color} mana or two mana of any type (CR 107.4e)`)
        break
      case 'phyrexian':
        if (!((n === 1 && partLife === 0 && symbol.colors.includes(types[0] as never)) || (n === 0 && partLife === 2)))
          return wrong(`one ${symbol.colors.join(' or ')} mana or 2 life (CR 107.4f)`)
        break
    }
    life += partLife
  }
  if (opts.phyrexianLife !== undefined && life !== 2 * opts.phyrexianLife)
    return fail(
      `the payment pays ${life} life, but ${opts.phyrexianLife} Phyrexian symbol(s) were to be paid with life`,
    )
  if (life > 0 && (opts.life ?? 0) < life)
    return fail(
      `paying ${life} life needs a life total of at least ${life}, the player has ${opts.life ?? 0} (ruling MA-3, CR 119.4)`,
    )
  if (payment.life !== life) return fail(`the payment's life total (${payment.life}) doesn't match its parts (${life})`)
  const listed = [...payment.units].sort((a, b) => a - b)
  const actual = [...used].sort((a, b) => a - b)
  if (listed.length !== actual.length || listed.some((u, i) => u !== actual[i]))
    return fail(`the payment's unit list [${listed.join(', ')}] doesn't match its parts [${actual.join(', ')}]`)
  return { ok: true }
}
