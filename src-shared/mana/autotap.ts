// Auto-tap: choosing which mana abilities to activate to pay a cost (CR 601.2g, 605.3a; ruling MA-4).
// Exact: it finds a solution whenever one exists (a cheapest matching for one-mana sources, branch and bound
// over the others), and among solutions prefers (in order) paying no life, tapping no creatures, keeping the
// colours cards in hand need, cost-free abilities over ones with a mana cost, single-colour sources over
// flexible ones, non-snow over snow sources, and wasting the least mana.
import type { ManaAbilityDef, ManaCost, ManaType, ManaUnit } from './types'
import { parseManaCost } from './cost'
import type { Payment, PayOptions, Slot, SolverUnit } from './payment'
import {
  TYPE_BIT,
  costSlots,
  hall,
  maskTypes,
  matchSlots,
  paymentFromMatch,
  slotKinds,
  twobridIndices,
} from './payment'
import { manaValue } from './value'
import {
  sourceOptions,
  W_SOURCE,
  W_CREATURE,
  W_FLEX,
  popcount,
  W_COSTED,
  W_SNOW,
  handNeeds,
  W_HAND,
  isSimple,
  W_LIFE,
  W_WASTE,
  signature,
  NO_TAGS,
  cachedRider,
  type Candidate,
  type Option,
} from './tapOptions'

/** A permanent that may produce mana, as the engine describes it to auto-tap. */
export interface ManaSource {
  id: string
  /** Its mana abilities (CR 605), "could produce" ones already resolved (`resolveCouldProduce`). */
  abilities: ManaAbilityDef[]
  isLand: boolean
  isCreature: boolean
  /** A snow permanent: its mana can pay {S} (CR 107.4h). */
  snow: boolean
  tapped: boolean
  /** A creature whose {T} abilities can't be activated yet (CR 302.6); false when it has haste. */
  summoningSick: boolean
  /**
   * Extra mana its triggered mana abilities add whenever it is tapped for mana (Wild Growth: ['G'];
   * Fertile Ground: ['any']; Mana Flare: ['same'] = one more of a type it produced), see `manaTriggerBonus`.
   */
  bonus?: Array<ManaType | 'any' | 'same'>
}

/** One mana ability to activate. */
export interface ManaActivation {
  sourceId: string
  /** Index into the source's `abilities`. */
  ability: number
  /** The mana it adds, its chosen alternative then any triggered bonus, in order. */
  mana: ManaType[]
  /** Units of the combined pool spent on the ability's own mana cost ({1} of a Signet). */
  costUnits?: number[]
}

/** A player's own choice of activations (override): the mana may be left out when the ability has one fixed output. */
export interface ActivationChoice {
  sourceId: string
  ability: number
  mana?: ManaType[]
}

export interface AutoTapOptions extends PayOptions {
  /** Mana already in the pool: spent first. */
  pool?: ManaUnit[]
  /** Mana costs of the cards still in hand: their colours are kept available where possible. */
  keepFor?: Array<ManaCost | null>
  /** The player's own activations, checked instead of searched. */
  override?: ActivationChoice[]
}

/**
 * A plan: activate `activations` in order (each adds `mana` as units `produced`, appended to the pool),
 * then spend `payment` — its indices, and `costUnits`, refer to the combined pool: `[...pool, ...produced]`.
 */
export type AutoTapResult =
  | { ok: true; activations: ManaActivation[]; produced: ManaUnit[]; payment: Payment; life: number }
  | { ok: false; reason: string }

/** A kind of unit for the flow: how many, what each costs to use, and what it can pay. */
interface FlowUnit {
  mask: number
  snow: boolean
  base: boolean
  count: number
  cost: number
}

let scratchNeed = new Float64Array(64)
let scratchKeys = new Float64Array(32)
let scratchOrder = new Int32Array(32)
let scratchHave = new Float64Array(64)

/**
 * The cheapest set of units that pays every slot, with a "life" kind paying optional (Phyrexian) slots. Sets of
 * units that can all be matched to distinct slots are the independent sets of a transversal matroid, so the
 * greedy choice by increasing cost gives the cheapest full matching (matroid greedy). The rank of a multiset
 * is computed by Hall's deficiency formula over slot kinds: ν = |slots| − max over T (|T| − |N(T)|).
 */
function cheapestCover(
  units: readonly FlowUnit[],
  slots: ReturnType<typeof slotKinds>,
  lifeCap: number,
  lifeCost: number,
): { ok: boolean; cost: number; used: number[]; life: number } {
  const K = slots.length
  const full = 1 << K
  if (scratchNeed.length < full) {
    scratchNeed = new Float64Array(full)
    scratchHave = new Float64Array(full)
  }
  const need = scratchNeed // scratch space, fully rewritten below (no state survives a call)
  const have = scratchHave
  need[0] = 0
  have.fill(0, 0, full)
  let total = 0
  let optionalMask = 0
  for (let k = 0; k < K; k++) {
    total += slots[k].count
    if (slots[k].optional) optionalMask |= 1 << k
  }
  for (let t = 1; t < full; t++) {
    const low = t & -t
    need[t] = need[t ^ low] + slots[31 - Math.clz32(low)].count
  }
  const n = units.length
  // Unit kinds by increasing cost (index n is life); insertion sort on a typed array: no garbage.
  if (scratchKeys.length < n + 1) {
    scratchKeys = new Float64Array(2 * (n + 1))
    scratchOrder = new Int32Array(2 * (n + 1))
  }
  const keys = scratchKeys
  const order = scratchOrder
  for (let i = 0; i <= n; i++) {
    const key = i === n ? lifeCost : units[i].cost
    let j = i
    while (j > 0 && keys[j - 1] > key) {
      keys[j] = keys[j - 1]
      order[j] = order[j - 1]
      j--
    }
    keys[j] = key
    order[j] = i
  }
  const used = new Array<number>(n).fill(0)
  let life = 0
  let taken = 0
  let cost = 0
  for (let o = 0; o <= n; o++) {
    const i = order[o]
    if (taken === total) break
    let compat = 0
    let count: number
    if (i === n) {
      compat = optionalMask
      count = lifeCap
    } else {
      const u = units[i]
      count = u.count
      for (let k = 0; k < K; k++) {
        const slot = slots[k]
        if ((u.mask & slot.mask) !== 0 && (!slot.snow || u.snow) && (!slot.baseOnly || u.base)) compat |= 1 << k
      }
    }
    if (compat === 0 || count <= 0) continue
    let rank = total
    for (let t = 1; t < full; t++) {
      const r = total - need[t] + have[t] + ((t & compat) !== 0 ? count : 0)
      if (r < rank) rank = r
    }
    const add = Math.min(count, rank - taken)
    if (add <= 0) continue
    for (let t = 1; t < full; t++) if (t & compat) have[t] += add
    taken += add
    cost += add * (i === n ? lifeCost : units[i].cost)
    if (i === n) life = add
    else used[i] = add
  }
  return { ok: taken === total, cost, used, life }
}

/**
 * Chooses mana abilities to activate so that `cost` can be paid (CR 601.2g), using floating mana
 * (`opts.pool`) first. Exact: whenever some choice of activations pays the cost, one is returned. With
 * `opts.override` the player's own activations are checked instead. Only {T} abilities that cost nothing
 * else or only mana (Signets) are chosen automatically; others need an override.
 *
 * How: sources that make one mana one way ("simple": basics, duals, Birds) are chosen for the cost's symbols
 * as the cheapest full matching (exact, by the matroid greedy over Hall's condition); the few others (Sol Ring, Signets, Gilded Lotus,
 * Wild Growth-enchanted lands) are enumerated with branch and bound. Costs: life ≫ creatures ≫ colours cards
 * in hand need ≫ costed abilities > flexible sources > wasted mana > number of sources.
 */
export function autoTap(
  sources: readonly ManaSource[],
  cost: ManaCost | null,
  opts: AutoTapOptions = {},
): AutoTapResult {
  if (!cost) return { ok: false, reason: "the object has no mana cost, which can't be paid (CR 202.1b)" }
  if (opts.override) return checkOverride(sources, cost, opts)
  const pool = opts.pool ?? []
  const poolUnits: FlowUnit[] = []
  for (const u of pool) {
    if (u.restriction !== undefined && !(opts.spendOn ?? []).includes(u.restriction)) continue
    const mask = TYPE_BIT[u.type]
    const k = poolUnits.find((x) => x.mask === mask && x.snow === u.snow)
    if (k) k.count++
    else poolUnits.push({ mask, snow: u.snow, base: true, count: 1, cost: 0 })
  }

  // Candidates and their penalties; a colour cards in hand need costs more the scarcer its sources are.
  const candidates: Candidate[] = []
  sources.forEach((source, index) => {
    const options = sourceOptions(source, opts)
    if (!options.length) return
    const makes = options.reduce((m, o) => m | o.units.reduce((x, u) => x | u.mask, 0), 0)
    const penalty =
      W_SOURCE +
      (source.isCreature && !source.isLand ? W_CREATURE : 0) +
      W_FLEX * (popcount(makes) - 1) +
      (options.every((o) => o.cost) ? W_COSTED : 0) +
      (source.snow ? W_SNOW : 0) +
      (options.length === 1 ? (options[0].penalty ?? 0) : 0) // a one-option source pays it with the candidate
    candidates.push({ index, source, options, penalty, makes })
  })
  const need = handNeeds(opts.keepFor ?? [])
  if (need.some((x) => x > 0)) {
    const producers = need.map((_, b) => candidates.filter((c) => c.makes & (1 << b)).length)
    for (const c of candidates) {
      for (let b = 0; b < 6; b++)
        if (need[b] && c.makes & (1 << b)) c.penalty += W_HAND * Math.min(1, need[b] / producers[b])
    }
  }
  const simple = candidates.filter(isSimple)
  const complex = candidates.filter((c) => !isSimple(c)).sort((a, b) => a.penalty - b.penalty)
  // Simple sources grouped by what they can pay and what they cost.
  const simpleKinds: Array<FlowUnit & { members: Candidate[] }> = []
  for (const c of simple) {
    const mask = c.options[0].units[0].mask
    const k = simpleKinds.find((x) => x.mask === mask && x.snow === c.source.snow && x.cost === c.penalty)
    if (k) {
      k.count++
      k.members.push(c)
    } else simpleKinds.push({ mask, snow: c.source.snow, base: true, count: 1, cost: c.penalty, members: [c] })
  }

  const maxUnits =
    poolUnits.reduce((n, u) => n + u.count, 0) +
    simple.length +
    complex.reduce((n, c) => n + Math.max(...c.options.map((o) => o.units.length)), 0)
  const twobrids = twobridIndices(cost).length
  const modes: Array<{ mode: number; slots: Slot[] }> = []
  for (let mode = (1 << twobrids) - 1; mode >= 0; mode--) {
    const slots = costSlots(cost, opts, mode, maxUnits)
    if (slots) modes.push({ mode, slots })
  }
  if (!modes.length) return { ok: false, reason: unpayableReason(cost, opts, maxUnits) }
  const modeKinds = modes.map((m) => slotKinds(m.slots))

  const life = opts.life ?? 0
  const forced = opts.phyrexianLife
  const lifeCap = forced ?? Math.floor(life / 2)
  if (forced !== undefined && (forced < 0 || 2 * forced > life))
    return {
      ok: false,
      reason: `paying ${2 * (forced ?? 0)} life needs a life total of at least that (ruling MA-3, CR 119.4)`,
    }
  const lifeCost = forced !== undefined ? -1e13 : 2 * W_LIFE

  let best: { score: number; picks: Array<{ cand: Candidate; option: Option }>; mode: number; life: number } | null =
    null
  const chosen: Array<{ cand: Candidate; option: Option }> = []

  // Pool and simple kinds first (fixed), then the units of the chosen complex sources (appended, then cut).
  const units: FlowUnit[] = [...poolUnits, ...simpleKinds]
  const fixedUnits = units.length
  const evaluate = (chosenPenalty: number): void => {
    let extra: Slot[] | null = null
    let produced = 0
    for (let n = 0; n < chosen.length; n++) {
      const { cand, option } = chosen[n]
      const base = option.cost === null
      for (const u of option.units) {
        let k = fixedUnits
        while (
          k < units.length &&
          !(units[k].mask === u.mask && units[k].snow === cand.source.snow && units[k].base === base)
        )
          k++
        if (k < units.length) units[k].count++
        else units.push({ mask: u.mask, snow: cand.source.snow, base, count: 1, cost: -W_WASTE })
        produced++
      }
      if (option.cost) (extra ??= []).push(...(costSlots(option.cost, {}, -1, 1e6, -1 - n, true) ?? []))
    }
    for (let m = 0; m < modes.length; m++) {
      const result = cheapestCover(
        units,
        extra ? slotKinds([...modes[m].slots, ...extra]) : modeKinds[m],
        lifeCap,
        lifeCost,
      )
      if (!result.ok) continue
      if (forced !== undefined && result.life !== forced) continue
      const score = chosenPenalty + result.cost + W_WASTE * produced + (forced !== undefined ? 1e13 * forced : 0)
      if (best && score >= best.score) continue
      const picks = [...chosen]
      for (let i = 0; i < simpleKinds.length; i++) {
        const k = simpleKinds[i]
        for (let j = 0; j < result.used[poolUnits.length + i]; j++)
          picks.push({ cand: k.members[j], option: k.members[j].options[0] })
      }
      best = { score, picks, mode: m, life: result.life }
    }
    units.length = fixedUnits
  }

  // Branch and bound over the complex sources (identical ones taken in order, to skip symmetric subsets).
  const signatures = complex.map(signature)
  const explore = (i: number, chosenPenalty: number, skippedSame: boolean): void => {
    if (best && chosenPenalty >= best.score) return
    if (i === complex.length) {
      if (chosen.length) evaluate(chosenPenalty)
      return
    } // none: evaluated first
    const c = complex[i]
    const sameAsPrevious = i > 0 && signatures[i] === signatures[i - 1]
    if (!(sameAsPrevious && skippedSame)) {
      for (const option of c.options) {
        chosen.push({ cand: c, option })
        explore(i + 1, chosenPenalty + c.penalty + (c.options.length > 1 ? (option.penalty ?? 0) : 0), false)
        chosen.pop()
      }
    }
    explore(i + 1, chosenPenalty, true)
  }
  // Without any complex source first: a good bound early.
  evaluate(0)
  explore(0, 0, false)

  if (!best) return { ok: false, reason: unpayableReason(cost, opts, maxUnits) }
  const found = best as { score: number; picks: Array<{ cand: Candidate; option: Option }>; mode: number; life: number }
  // Cost-free abilities first, so the mana paying a Signet's {1} is already there (CR 605.3a).
  const picks = found.picks.map((p) => ({ source: p.cand.source, option: p.option }))
  picks.sort(
    (a, b) =>
      (a.option.cost ? 1 : 0) - (b.option.cost ? 1 : 0) || sources.indexOf(a.source) - sources.indexOf(b.source),
  )
  return realise(cost, pool, picks, modes[found.mode].mode, opts, found.life)
}

function unpayableReason(cost: ManaCost, opts: AutoTapOptions, available: number): string {
  const need = manaValue(cost, opts)
  if (need > available && !cost.symbols.some((s) => s.kind === 'phyrexian'))
    return `not enough mana: the cost needs ${need}, at most ${available} can be made`
  return "the untapped sources can't make the mana this cost needs (colours, {C} or snow), or not enough life for Phyrexian mana (MA-3)"
}

/** Turns chosen options into activations and a concrete payment over the combined pool. */
function realise(
  cost: ManaCost,
  pool: ManaUnit[],
  picks: Array<{ source: ManaSource; option: Option }>,
  mode: number,
  opts: AutoTapOptions,
  lifeSymbols?: number,
): AutoTapResult {
  const units: SolverUnit[] = []
  const index: number[] = []
  const spendOn = opts.spendOn ?? NO_TAGS
  for (let i = 0; i < pool.length; i++) {
    const u = pool[i]
    if (u.restriction !== undefined && !spendOn.includes(u.restriction)) continue
    units.push({ mask: TYPE_BIT[u.type], snow: u.snow, base: true })
    index.push(i)
  }
  // Each pick's units follow in order: pick n owns solver units start[n] … start[n] + its unit count − 1.
  const start: number[] = []
  let next = pool.length
  let extra: Slot[] | null = null
  for (let n = 0; n < picks.length; n++) {
    const p = picks[n]
    start.push(units.length)
    for (const u of p.option.units) {
      units.push({ mask: u.mask, snow: p.source.snow, base: p.option.cost === null })
      index.push(next++)
    }
    if (p.option.cost) (extra ??= []).push(...(costSlots(p.option.cost, {}, -1, 1e6, -1 - n, true) ?? []))
  }
  const own = costSlots(cost, opts, mode, units.length) ?? []
  const slots = extra ? [...own, ...extra] : own
  // Phyrexian: as many with mana as allowed (or as the explicit choice says).
  let optional = 0
  for (const slot of slots) if (slot.optional) optional++
  const lifeCount =
    lifeSymbols ?? opts.phyrexianLife ?? optional - hall(unitKindsOf(units), slotKinds(slots)).optionalMatched
  const unitOf = matchSlots(units, slots, optional - lifeCount)
  if (!unitOf) return { ok: false, reason: 'internal: the chosen sources no longer pay the cost' }
  // The type each produced unit takes: what it pays as, else its first possible type.
  const chosenType: ManaType[] = []
  for (const u of units) chosenType.push(maskTypes(u.mask)[0])
  for (let i = 0; i < slots.length; i++)
    if (unitOf[i] >= 0) chosenType[unitOf[i]] = maskTypes(units[unitOf[i]].mask & slots[i].mask)[0]
  const activations: ManaActivation[] = []
  const produced: ManaUnit[] = []
  for (let n = 0; n < picks.length; n++) {
    const p = picks[n]
    const mana: ManaType[] = []
    for (let k = 0; k < p.option.units.length; k++) {
      // 'same' bonus units follow the first unit of their activation.
      mana.push(p.option.units[k].same ? chosenType[start[n]] : chosenType[start[n] + k])
    }
    const ability = p.option.flex ? p.option.flex[Math.log2(TYPE_BIT[mana[0]])]!.ability : p.option.ability
    const def = p.source.abilities[ability]
    const rider = cachedRider(def.text, def.chosenType)
    const activation: ManaActivation = { sourceId: p.source.id, ability, mana }
    if (p.option.cost) {
      const costUnits: number[] = []
      for (let i = 0; i < slots.length; i++)
        if (slots[i].symbol === -1 - n && unitOf[i] >= 0) costUnits.push(index[unitOf[i]])
      activation.costUnits = costUnits
    }
    activations.push(activation)
    for (const type of mana) {
      const unit: ManaUnit = { type, snow: p.source.snow, sourceId: p.source.id }
      if (rider.restriction !== undefined) unit.restriction = rider.restriction
      if (rider.persists !== undefined) unit.persists = rider.persists
      if (rider.uncounterable) unit.uncounterable = true
      produced.push(unit)
    }
  }
  const payment = paymentFromMatch(cost, slots, unitOf, units, index)
  return { ok: true, activations, produced, payment, life: payment.life }
}

function unitKindsOf(units: SolverUnit[]): Array<{ mask: number; snow: boolean; base: boolean; count: number }> {
  const out: Array<{ mask: number; snow: boolean; base: boolean; count: number }> = []
  for (const u of units) {
    const k = out.find((x) => x.mask === u.mask && x.snow === u.snow && x.base === u.base)
    if (k) k.count++
    else out.push({ ...u, count: 1 })
  }
  return out
}

/** Checks the player's own activations (override) and pays the cost with what they make. */
function checkOverride(sources: readonly ManaSource[], cost: ManaCost, opts: AutoTapOptions): AutoTapResult {
  const picks: Array<{ source: ManaSource; option: Option }> = []
  const seen = new Set<string>()
  for (const choice of opts.override ?? []) {
    const source = sources.find((s) => s.id === choice.sourceId)
    if (!source) return { ok: false, reason: `no mana source with id "${choice.sourceId}"` }
    const def = source.abilities[choice.ability]
    if (!def) return { ok: false, reason: `${choice.sourceId} has no mana ability #${choice.ability}` }
    if (def.tap) {
      if (source.tapped || seen.has(source.id)) return { ok: false, reason: `${choice.sourceId} is already tapped` }
      if (source.isCreature && source.summoningSick)
        return {
          ok: false,
          reason: `${choice.sourceId} can't use {T} abilities this turn (summoning sickness, CR 302.6)`,
        }
    }
    seen.add(source.id)
    let cost2: ManaCost | null = null
    if (def.cost !== '') {
      try {
        cost2 = parseManaCost(def.cost)
      } catch {
        cost2 = null // a non-mana cost (life, sacrifice): the engine pays it
      }
    }
    const bonus = source.bonus ?? []
    const fits = (alt: Array<ManaType | 'any'>, mana: ManaType[]): boolean => {
      if (mana.length !== alt.length + bonus.length) return false
      const ok = (want: ManaType | 'any', got: ManaType): boolean => (want === 'any' ? got !== 'C' : want === got)
      if (!alt.every((w, i) => ok(w, mana[i]))) return false
      return bonus.every((b, i) => {
        const got = mana[alt.length + i]
        return b === 'same' ? mana.slice(0, alt.length).includes(got) : ok(b, got)
      })
    }
    let mana = choice.mana
    if (!mana) {
      const fixed = def.produces.filter((alt) => !alt.includes('any'))
      if (def.produces.length !== 1 || fixed.length !== 1 || bonus.some((b) => b === 'any')) {
        return {
          ok: false,
          reason: `say which mana ${choice.sourceId}'s ability #${choice.ability} makes: it can make ${def.produces.map((a) => a.join('')).join(' or ') || 'nothing now'}`,
        }
      }
      mana = [
        ...(fixed[0] as ManaType[]),
        ...bonus.map((b) => (b === 'same' ? (fixed[0][0] as ManaType) : (b as ManaType))),
      ]
    }
    const alt = def.produces.findIndex((a) => fits(a, mana!))
    if (alt < 0)
      return {
        ok: false,
        reason: `${choice.sourceId}'s ability #${choice.ability} can't make ${mana.join('')}: it makes ${def.produces.map((a) => a.join('')).join(' or ') || 'nothing now'}`,
      }
    picks.push({
      source,
      option: {
        flex: null,
        ability: choice.ability,
        alt,
        units: mana.map((t) => ({ mask: TYPE_BIT[t], same: false })),
        cost: cost2,
      },
    })
  }
  const pool = opts.pool ?? []
  // Exact feasibility over the fixed units, then realise.
  const units: SolverUnit[] = []
  for (const u of pool)
    if (u.restriction === undefined || (opts.spendOn ?? []).includes(u.restriction))
      units.push({ mask: TYPE_BIT[u.type], snow: u.snow, base: true })
  const extra: Slot[] = []
  picks.forEach((p, n) => {
    for (const u of p.option.units) units.push({ mask: u.mask, snow: p.source.snow, base: p.option.cost === null })
    if (p.option.cost) extra.push(...(costSlots(p.option.cost, {}, -1, 1e6, -1 - n, true) ?? []))
  })
  const kinds = unitKindsOf(units)
  const twobrids = twobridIndices(cost).length
  let bestMode = -1
  let bestLife = Infinity
  for (let mode = (1 << twobrids) - 1; mode >= 0; mode--) {
    const slots = costSlots(cost, opts, mode, units.length)
    if (!slots) continue
    const all = [...slots, ...extra]
    const { ok, optionalMatched } = hall(kinds, slotKinds(all))
    if (!ok) continue
    const optional = all.filter((s) => s.optional).length
    let count = optional - optionalMatched
    if (opts.phyrexianLife !== undefined) {
      if (opts.phyrexianLife > optional || optional - opts.phyrexianLife > optionalMatched) continue
      count = opts.phyrexianLife
    }
    if (count > 0 && (opts.life ?? 0) < 2 * count) continue
    if (2 * count < bestLife) {
      bestLife = 2 * count
      bestMode = mode
    }
  }
  if (bestMode < 0) return { ok: false, reason: "the chosen activations don't make the mana this cost needs" }
  return realise(cost, pool, picks, bestMode, opts)
}
