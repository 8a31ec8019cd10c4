// What each mana source can pay and at what weight, for auto-tapping: its options (colours, riders, costs) built
// once per source and cached.
import type { ManaAbilityDef, ManaCost, ManaType } from './types'
import { abilityRider, manaLifeCost } from './abilities'
import { parseManaCost } from './cost'
import { TYPE_BIT } from './payment'
import type { ManaSource, AutoTapOptions } from './autotap'

const COLOR_MASK = 31
export const popcount = (m: number): number => {
  let c = 0
  while (m) {
    m &= m - 1
    c++
  }
  return c
}

// Score weights (lexicographic in effect).
export const W_LIFE = 1e10 // per life point paid
export const W_CREATURE = 1e8 // per creature (not land) tapped
export const W_HAND = 1e6 // per colour a card in hand needs that the source makes, times how scarce that colour is
export const W_COSTED = 5e3 // per ability with a mana cost of its own
export const W_FLEX = 1e3 // per extra type a tapped source could have made
export const W_WASTE = 10 // per unit produced and not spent
export const W_SOURCE = 1 // per source tapped
export const W_SNOW = 0.5 // a snow source: its mana is kept for {S} where possible
const W_STAYS_TAPPED = 1e7 // an ability after which its source doesn't untap next turn (CR 502.3)

/** What an ability's side effects cost its controller: damage to them as life, staying tapped. */
function sidePenalty(ability: ManaAbilityDef): number {
  return (ability.damageYou ?? 0) * W_LIFE + (ability.staysTapped ? W_STAYS_TAPPED : 0)
}

interface OptUnit {
  mask: number
  same: boolean
}
export interface Option {
  /** Per mana type (bit index) the ability/alternative that makes it, for merged single-mana abilities. */
  flex: Array<{ ability: number; alt: number } | undefined> | null
  ability: number
  alt: number
  units: OptUnit[]
  cost: ManaCost | null
  restriction?: string
  persists?: string
  /** What activating it costs besides the tap: damage dealt to the player, staying tapped (pain lands, CR 605.3b). */
  penalty?: number
  /** Life paid as part of its cost (CR 119.4: only with that much life). */
  life?: number
}
export interface Candidate {
  index: number
  source: ManaSource
  options: Option[]
  penalty: number
  /** Types it could make (bits). */
  makes: number
}

// Memoised readers of ability text (pure functions of the text).
const RIDERS = new Map<string, ReturnType<typeof abilityRider>>()
const COSTS = new Map<string, ManaCost | null>()
export function cachedRider(text: string, chosenType?: string): ReturnType<typeof abilityRider> {
  const key = chosenType === undefined ? text : `${text}\u0000${chosenType}`
  let r = RIDERS.get(key)
  if (!r) {
    r = abilityRider(text, chosenType)
    if (RIDERS.size < 5000) RIDERS.set(key, r)
  }
  return r
}
function cachedCost(text: string): ManaCost | null {
  if (COSTS.has(text)) return COSTS.get(text)!
  const c = parseManaCost(text) // throws on non-mana costs: not cached, the caller skips the ability
  if (COSTS.size < 5000) COSTS.set(text, c)
  return c
}

/** The usable options of a source: each ability × alternative, single-mana cost-free ones merged. */
const NO_OPTIONS: Option[] = []
// Options depend only on the abilities, the bonus and what the payment may spend restricted mana on; they are
// memoised per abilities array (treated as immutable data, like all card data).
const OPTION_CACHE = new WeakMap<readonly ManaAbilityDef[], Map<string, Option[]>>()

export function sourceOptions(source: ManaSource, opts: AutoTapOptions): Option[] {
  // Every automatic option needs {T} (below), so a tapped or summoning-sick creature has none (CR 302.6).
  if (source.tapped || (source.isCreature && source.summoningSick)) return NO_OPTIONS
  const bonus = source.bonus ?? NO_BONUS
  const spendOn = opts.spendOn ?? NO_TAGS
  const key = bonus.length || spendOn.length ? `${bonus.join(',')}|${spendOn.join(',')}` : ''
  let byKey = OPTION_CACHE.get(source.abilities)
  if (!byKey) {
    byKey = new Map()
    OPTION_CACHE.set(source.abilities, byKey)
  }
  let options = byKey.get(key)
  if (!options) {
    options = buildOptions(source.abilities, bonus, spendOn)
    byKey.set(key, options)
  }
  // CR 119.4: life is paid only with at least that much (each source's own; a rare case not summed across sources).
  const life = opts.life ?? Infinity
  return options.some((o) => o.life && o.life > life) ? options.filter((o) => !o.life || o.life <= life) : options
}
const NO_BONUS: NonNullable<ManaSource['bonus']> = []
export const NO_TAGS: string[] = []

function buildOptions(
  abilities: readonly ManaAbilityDef[],
  bonus: NonNullable<ManaSource['bonus']>,
  spendOn: readonly string[],
): Option[] {
  const raw: Option[] = []
  abilities.forEach((ability, a) => {
    if (!ability.tap) return // abilities without {T} could be activated repeatedly: by hand only
    let cost: ManaCost | null = null
    const { life, rest } = manaLifeCost(ability.cost) // "{T}, Pay 1 life: Add {G} or {W}" (CR 119.4)
    if (rest !== '') {
      try {
        cost = cachedCost(rest)
      } catch {
        return // a non-mana cost (life, sacrifice …): only by explicit choice
      }
      if (cost && cost.symbols.some((s) => s.kind === 'variable' || s.kind === 'phyrexian' || s.kind === 'snow')) return
    }
    const rider = cachedRider(ability.text, ability.chosenType)
    if (rider.restriction !== undefined && !spendOn.includes(rider.restriction)) return // CR 106.6
    if (ability.perCounter || ability.draw) return // storage lands, cantrips: only by explicit choice
    const penalty = sidePenalty(ability) + life * W_LIFE
    ability.produces.forEach((alt, k) => {
      if (alt.length === 0) return
      // A 'same' bonus copies the type actually made: one option per colour when the first mana is "any".
      const firsts: Array<ManaType | 'any'> =
        bonus.includes('same') && alt[0] === 'any' ? ['W', 'U', 'B', 'R', 'G'] : [alt[0]]
      for (const first of firsts) {
        const units: OptUnit[] = [first, ...alt.slice(1)].map((t) => ({
          mask: t === 'any' ? COLOR_MASK : TYPE_BIT[t],
          same: false,
        }))
        for (const b of bonus) {
          if (b === 'same') units.push({ mask: units[0].mask, same: true })
          else units.push({ mask: b === 'any' ? COLOR_MASK : TYPE_BIT[b], same: false })
        }
        raw.push({
          flex: null,
          ability: a,
          alt: k,
          units,
          cost,
          restriction: rider.restriction,
          persists: rider.persists,
          ...(penalty ? { penalty } : {}),
          ...(life ? { life } : {}),
        })
      }
    })
  })
  const mergeable =
    raw.length > 1 &&
    raw.every(
      (o) =>
        o.cost === null &&
        o.restriction === undefined &&
        o.persists === undefined &&
        abilities[o.ability].produces[o.alt].length === 1,
    ) &&
    !bonus.includes('same')
  if (!mergeable) return raw
  // Options merge by what their side effects cost: a pain land's free {C} and its painful {W}/{U} stay apart.
  const groups = new Map<number, Option[]>()
  for (const o of raw) groups.set(o.penalty ?? 0, [...(groups.get(o.penalty ?? 0) ?? []), o])
  return [...groups.values()].map((group) => {
    if (group.length === 1) return group[0]
    const flex: Option['flex'] = new Array(6).fill(undefined)
    let mask = 0
    for (const o of group) {
      const m = o.units[0].mask
      mask |= m
      for (let b = 0; b < 6; b++) if (m & (1 << b) && !flex[b]) flex[b] = { ability: o.ability, alt: o.alt }
    }
    return {
      flex,
      ability: group[0].ability,
      alt: group[0].alt,
      units: [{ mask, same: false }, ...group[0].units.slice(1)],
      cost: null,
      ...(group[0].penalty ? { penalty: group[0].penalty } : {}),
      ...(group[0].life ? { life: group[0].life } : {}),
    }
  })
}

/** A source that makes one mana one way at no other cost: basics, duals, Birds. */
export function isSimple(c: Candidate): boolean {
  return c.options.length === 1 && c.options[0].units.length === 1 && c.options[0].cost === null
}

/** Equal for interchangeable complex sources. */
export function signature(c: Candidate): string {
  return `${c.penalty}|${c.source.snow}|${JSON.stringify(c.options.map((o) => [o.units.map((u) => u.mask), o.cost?.symbols ?? null, o.penalty ?? 0]))}`
}

/** How many pips of each type (bit index) the cards in hand need at most. */
export function handNeeds(costs: Array<ManaCost | null>): number[] {
  const need = [0, 0, 0, 0, 0, 0]
  for (const cost of costs) {
    if (!cost) continue
    const here = [0, 0, 0, 0, 0, 0]
    for (const s of cost.symbols) {
      if (s.kind === 'colored' || s.kind === 'half' || s.kind === 'twobrid') here[Math.log2(TYPE_BIT[s.color])]++
      else if (s.kind === 'colorless') here[5]++
    }
    for (let b = 0; b < 6; b++) need[b] = Math.max(need[b], here[b])
  }
  return need
}
