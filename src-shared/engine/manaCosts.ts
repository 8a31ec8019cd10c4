// The costs of mana abilities besides {T} (CR 602.2b, 605.3a): mana, sacrificing the source, life, counters removed,
// {Q}, and the costs the cost grammar reads (paid by engine/actions/costs.ts as an activated ability's are).
// No game state here: compile.ts reads it to judge a mana line, engine/mana.ts to activate the ability.
import type { ManaAbilityDef, ManaCost } from '../mana/types'
import { parseManaCost } from '../mana/cost'
import { manaLifeCost } from '../mana/abilities'
import { type ParsedCost } from './ast'
import { extraCostOf, type ExtraCost } from './actions/costs'
import { rulesText } from './rulesText'

/** A mana ability whose only other cost is sacrificing its source ("{T}, Sacrifice this artifact": Treasure,
 *  CR 111.10a; Lotus Petal): activated explicitly, never by auto-tap (which spends only what it can give back). */
export function sacrificesItself(cost: string, name: string): boolean {
  const c = cost.trim().toLowerCase()
  return (
    /^sacrifice (this artifact|this creature|this land|this permanent|~)$/.test(c) ||
    c === `sacrifice ${name.toLowerCase()}`
  )
}

/** The costs of a mana ability besides {T} the engine pays when it is activated explicitly (CR 602.2b): mana
 *  ({2} of a Chromatic Egg), sacrificing its source, removing counters from it (storage lands); null for others. */
export function manaAbilityCost(def: ManaAbilityDef, name: string): ManaAbilityCost | null {
  const out: ManaAbilityCost = { mana: null, sacrifice: false }
  if (!def.cost) return out
  const mana: string[] = []
  const rest: string[] = []
  for (const part of def.cost.split(/,\s*/)) {
    if (part === '{Q}')
      out.untap = true // CR 107.6
    else if (/^(\{[^}]+\})+$/.test(part)) mana.push(part)
    else if (sacrificesItself(part, name)) out.sacrifice = true
    else if (/^pay \d+ life$/i.test(part))
      out.life = (out.life ?? 0) + manaLifeCost(part).life // CR 119.4
    else if (def.perCounter && /^remove (any number of|x) \w+ counters from /i.test(part)) out.counters = def.perCounter
    else if (/^remove an? (\w+) counter from /i.test(part) && selfNamed(part.replace(/^.* from /i, ''), name))
      out.removeOne = /^remove an? (\w+)/i.exec(part)![1].toLowerCase() // CR 122.1
    else rest.push(part)
  }
  if (rest.length) {
    const extra = extraManaCost(rest.join(', '), name)
    if (!extra) return null
    if (extra.sacrificeSelf) out.sacrifice = true
    out.extra = extra.extra
  }
  if (mana.length) {
    try {
      out.mana = parseManaCost(mana.join(''))
    } catch {
      return null
    }
    if (!out.mana || out.mana.symbols.some((s) => s.kind === 'variable')) return null
  }
  return out
}

export interface ManaAbilityCost {
  mana: ManaCost | null
  sacrifice: boolean
  counters?: string
  removeOne?: string
  life?: number
  /** {Q}: untapping it (CR 107.6). */
  untap?: boolean
  /** Sacrificing, tapping or discarding others, exiling from the graveyard, … (engine/actions/costs.ts). */
  extra?: ExtraCost
}

const extraCosts = new Map<string, { extra: ExtraCost; sacrificeSelf: boolean } | null>()

/** The costs of a mana ability the cost grammar reads ("Sacrifice a creature", "Tap an untapped creature you
 *  control", "Discard a card", "Pay {E}"), paid as an activated ability's are (CR 602.2b); null for others. */
function extraManaCost(text: string, name: string): { extra: ExtraCost; sacrificeSelf: boolean } | null {
  const key = `${name}\u0000${text}`
  if (extraCosts.has(key)) return extraCosts.get(key)!
  const tokens = rulesText.tokenize(rulesText.normalize(text, name))
  const c = tokens ? (rulesText.parseLine(tokens, 'costPrefix') as ParsedCost | null) : null
  let out: { extra: ExtraCost; sacrificeSelf: boolean } | null = null
  const zero = (n: number | undefined) => n === 0
  if (
    c &&
    !c.tap &&
    !c.untap &&
    !c.parts.length &&
    !c.discardSelf &&
    !c.exileSelfFromGraveyard &&
    !zero(c.sacrificeCount) &&
    !zero(c.lifeCost) &&
    !Object.values(c.other ?? {}).some((o) => typeof o === 'object' && o.count === 0)
  ) {
    const extra = extraCostOf(c, c.other) // as an activated ability's (CR 602.2b)
    out = { extra, sacrificeSelf: c.sacrificeSelf }
  }
  extraCosts.set(key, out)
  return out
}

/** The permanent itself, as a cost names it ("from ~", "from Peat Bog"). */
function selfNamed(words: string, name: string): boolean {
  const w = words.trim().toLowerCase()
  return w === name.toLowerCase() || ['~', 'this land', 'this artifact', 'this creature', 'it'].includes(w)
}
