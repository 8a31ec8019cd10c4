// The engine's use of the mana module (src-shared/mana): pools, mana abilities, paying costs with auto-tap.
// No mana logic lives here: this file only turns game objects into the mana module's inputs and applies results.
import type { ManaCost, ManaType, ManaUnit, ManaAbilityDef } from '../mana/types'
import { MANA_TYPES } from '../mana/types'
import { addMana as poolAdd, emptyPool, manaUnits, spendMana, type PoolBoundary } from '../mana/pool'
import { autoTap, type ActivationChoice, type ManaSource } from '../mana/autotap'
import { readTriggeredManaAbilities, manaTriggerBonus, fireManaTriggers, type ManaTriggerHost } from '../mana/triggers'
import { findPayment } from '../mana/payment'
import type { Tx } from './tx'
import type { OptionDef } from './variant'
import type { CardObject, GameState, ObjId, PlayerIndex } from './types'
import { faceOf, hasKeyword, isCreature, isLand, nameOf, playerName } from './query'
import { activationForbidden } from './activationBans'
import { countersWithout } from './counters'
import { noteLifeLost } from './lifeLost'
import { drawCards, moveObject } from './zones'
import type { Condition } from './ast'
import { dealDamage, gainLife, sourceInfo } from './effects'
import {
  abilityRider,
  couldProduceSpec,
  manaLifeCost,
  resolveCouldProduce,
  type ManaPermanent,
} from '../mana/abilities'
import { defaultExtraChoice, payExtra, whyCantPayExtra } from './actions/costs'
import { manaAbilityCost } from './manaCosts'
import { rulesText } from './rulesText'
export { manaAbilityCost, sacrificesItself, type ManaAbilityCost } from './manaCosts'

const triggerCache = new WeakMap<object, ReturnType<typeof readTriggeredManaAbilities>['abilities']>()

function manaTriggerHosts(state: GameState): ManaTriggerHost[] {
  const hosts: ManaTriggerHost[] = []
  for (const id of state.battlefield) {
    const obj = state.objects[id]
    const face = faceOf(state, obj)
    if (!face || !/for mana/i.test(face.oracleText)) continue // "is tapped for mana", "taps a land for mana"
    let abilities = triggerCache.get(face)
    if (!abilities) triggerCache.set(face, (abilities = readTriggeredManaAbilities(face.oracleText).abilities))
    for (const ability of abilities)
      hosts.push({ id, controller: obj.controller, ability, attachedTo: obj.attachedTo ?? undefined })
  }
  return hosts
}

function tappedPermanent(state: GameState, obj: CardObject) {
  const face = faceOf(state, obj)
  return {
    id: obj.id,
    controller: obj.controller,
    types: face?.types ?? [],
    subtypes: face?.subtypes ?? [],
    supertypes: face?.supertypes ?? [],
  }
}

/** A permanent's mana abilities as they are now: a scaled one makes its mana that many times (CR 107.3); one whose
 *  "Activate only if you control a Swamp" isn't met makes nothing (CR 602.5b). */
export function manaAbilitiesNow(state: GameState, obj: CardObject): ManaAbilityDef[] {
  const list = ownManaAbilitiesNow(state, obj)
  // CR 106.7: "one mana of any color that a land an opponent controls could produce" looks at the battlefield now.
  if (!list.some(couldProduceAbility)) return list
  const permanents: ManaPermanent[] = []
  for (const id of state.battlefield) {
    const o = state.objects[id]
    const abilities = o === obj ? list : ownManaAbilitiesNow(state, o)
    if (abilities.length) permanents.push({ id, controller: o.controller, isLand: isLand(state, o), abilities })
  }
  return resolveCouldProduce(permanents)[obj.id] ?? list
}

function couldProduceAbility(d: ManaAbilityDef): boolean {
  return d.produces.length === 0 && /could produce/i.test(d.text) && couldProduceSpec(d.text) !== null
}

/** A permanent's mana abilities as they are now, "could produce" ones still unresolved (`produces: []`). */
function ownManaAbilitiesNow(state: GameState, obj: CardObject): ManaAbilityDef[] {
  const list = faceOf(state, obj)?.manaAbilities ?? []
  if (obj.mods?.some((m) => m.noAbilities)) return [] // CR 613.1f: "loses all abilities"
  const face = faceOf(state, obj)
  const banded = face && /^level \d/im.test(face.oracleText)
  const ofType = (d: ManaAbilityDef) => d.text.includes('of the chosen type')
  if (!banded && !list.some((d) => d.scaled || d.onlyIfControl || d.chosenColor || d.activateIf || ofType(d)))
    return list
  return list.map((d) => {
    // CR 614.12: "Spend this mana only to cast a creature spell of the chosen type" reads the source's choice.
    if (ofType(d)) d = { ...d, chosenType: obj.chosen?.creatureType ?? '' }
    if (banded && !inLevelBand(face.oracleText, d.text, obj.counters.level ?? 0)) return { ...d, produces: [] }
    if (d.activateIf && !manaConditionHolds(state, obj, d.activateIf)) return { ...d, produces: [] }
    if (d.onlyIfControl && !controlsSubtype(state, obj.controller, d.onlyIfControl)) return { ...d, produces: [] }
    if (d.chosenColor) return { ...d, produces: obj.chosen?.color ? [[obj.chosen.color as ManaType]] : [] }
    if (!d.scaled) return d
    const n = rulesText.manaTimes(state, obj, d)
    return { ...d, produces: d.produces.map((alt) => Array.from({ length: n }, () => alt).flat()) }
  })
}

/** CR 711.2: a leveler's mana ability printed under "LEVEL N-M" / "LEVEL N+" is its only with that many level
 *  counters; one printed above every band always is. */
function inLevelBand(oracle: string, text: string, level: number): boolean {
  let band: { min: number; max: number } | null = null
  for (const raw of oracle.split('\n')) {
    const m = /^level (\d+)(?:-(\d+)|\+)$/i.exec(raw.trim())
    if (m) band = { min: Number(m[1]), max: m[2] ? Number(m[2]) : Infinity }
    else if (raw.trim() === text.trim() || raw.includes(text.trim()))
      return !band || (level >= band.min && level <= band.max)
  }
  return true
}

const manaConditions = new Map<string, Condition | null>()

/** "Activate only if …" of a mana ability (CR 602.5b), read by the grammar once per text; a condition it doesn't
 *  read (the line is then by hand) doesn't restrict the ability. */
function manaConditionHolds(state: GameState, obj: CardObject, text: string): boolean {
  const name = faceOf(state, obj)?.name ?? ''
  const key = `${name}\u0000${text}`
  let c = manaConditions.get(key)
  if (c === undefined) {
    const tokens = rulesText.tokenize(rulesText.normalize(`activate only if ${text}`, name).replace(/\.$/, ''))
    const l = tokens ? (rulesText.parseLine(tokens, 'activationLimit' as never) as { activateIf?: Condition }) : null
    c = l?.activateIf && rulesText.conditionReadable(l.activateIf) ? l.activateIf : null
    manaConditions.set(key, c)
  }
  return !c || rulesText.conditionNow(state, c, obj.controller, obj.id)
}

function controlsSubtype(state: GameState, player: PlayerIndex, subtype: string): boolean {
  return state.battlefield.some((id) => {
    const o = state.objects[id]
    return o.controller === player && !!faceOf(state, o)?.subtypes.includes(subtype)
  })
}

/** "Pay N life" in a mana ability's cost (CR 119.4: paying life is losing it). */
function payManaLife(tx: Tx, player: PlayerIndex, life: number): void {
  tx.player(player).life = tx.s.players[player].life - life
  noteLifeLost(tx, player, life)
  tx.log(`${playerName(tx.s, player)} pays ${life} life`)
}

/** What a mana ability does besides adding mana, as it resolves (CR 605.3b): pain lands' damage is dealt by the land
 *  (CR 120.3), "Draw a card", "You gain 1 life", "~ doesn't untap during your next untap step" (CR 502.3). */
function manaSideEffects(
  tx: Tx,
  player: PlayerIndex,
  id: ObjId,
  def: ManaAbilityDef,
  source = sourceInfo(tx, tx.s.objects[id]),
): void {
  if (def.damageYou) dealDamage(tx, source, { player }, def.damageYou)
  if (def.gainLife) gainLife(tx, player, def.gainLife)
  if (def.staysTapped && tx.s.objects[id]?.zone === 'battlefield') {
    tx.obj(id).frozen = true
    tx.log(`${nameOf(tx.s, id)} doesn't untap during its controller's next untap step`)
  }
  if (def.draw) {
    drawCards(tx, player, def.draw)
    tx.log(`${playerName(tx.s, player)} draws ${def.draw === 1 ? 'a card' : `${def.draw} cards`}`)
  }
}

/** The player's permanents that have mana abilities, as the mana module's auto-tap describes them. */
export function manaSources(state: GameState, player: PlayerIndex): ManaSource[] {
  const hosts = manaTriggerHosts(state)
  const sources: ManaSource[] = []
  for (const id of state.battlefield) {
    const obj = state.objects[id]
    if (obj.controller !== player) continue
    const face = faceOf(state, obj)
    if (!face || face.manaAbilities.length === 0) continue
    if (activationForbidden(state, obj, true)) continue // CR 602.5
    const source: ManaSource = {
      id,
      abilities: manaAbilitiesNow(state, obj),
      isLand: isLand(state, obj),
      isCreature: isCreature(state, obj),
      snow: face.supertypes.includes('Snow'),
      tapped: obj.tapped,
      summoningSick: obj.sick && !hasKeyword(state, obj, 'haste'),
    }
    if (hosts.length) {
      const bonus = manaTriggerBonus(tappedPermanent(state, obj), hosts)
      if (bonus.length) source.bonus = bonus
    }
    sources.push(source)
  }
  return sources
}

export interface PayRequest {
  x?: number
  phyrexianLife?: number
  /** Restriction tags this payment satisfies (CR 106.6), e.g. ['creature']. */
  spendOn?: string[]
  /** Explicit sources to tap (the player's choice) instead of auto-tap. */
  tap?: ObjId[]
  /** Filled with the units spent on the cost ("if {R} was spent to cast this spell", CR 601.2h). */
  spent?: ManaUnit[]
}

/** Can `player` pay `cost` now from their pool and untapped sources? */
export function canAfford(state: GameState, player: PlayerIndex, cost: ManaCost | null, req: PayRequest = {}): boolean {
  if (cost && cost.symbols.length === 0) return true
  return planPayment(state, player, cost, req).ok
}

function planPayment(state: GameState, player: PlayerIndex, cost: ManaCost | null, req: PayRequest) {
  const p = state.players[player]
  const sources = manaSources(state, player)
  const override: ActivationChoice[] | undefined = req.tap?.map((id) => ({ sourceId: id, ability: 0 }))
  const handCosts = p.zones.hand.map((id) => faceOf(state, state.objects[id])?.manaCost ?? null)
  return autoTap(sources, cost, {
    pool: p.manaPool,
    x: req.x,
    life: p.life,
    phyrexianLife: req.phyrexianLife,
    spendOn: req.spendOn,
    keepFor: handCosts,
    ...(override ? { override } : {}),
  })
}

/**
 * Pays a mana cost (CR 601.2g-h): activates the mana abilities auto-tap picks (or the ones named), then spends
 * the pool and pays Phyrexian life (ruling MA-3). Returns a reason when it can't be paid; changes nothing then.
 */
export function payCost(tx: Tx, player: PlayerIndex, cost: ManaCost | null, req: PayRequest = {}): string | null {
  if (cost && cost.symbols.length === 0) return null
  const plan = planPayment(tx.s, player, cost, req)
  if (!plan.ok) return plan.reason
  let pool: ManaUnit[] = tx.s.players[player].manaPool
  if (req.spent) {
    const all = [...pool, ...plan.produced]
    for (const i of plan.payment.units) if (all[i]) req.spent.push(all[i])
  }
  for (const act of plan.activations) {
    const obj = tx.s.objects[act.sourceId]
    const face = faceOf(tx.s, obj)
    if (face?.manaAbilities[act.ability]?.tap) {
      tx.obj(act.sourceId).tapped = true
      tx.emit({ type: 'tappedForMana', id: act.sourceId, player }) // CR 603.2
    }
    tx.log(`${playerName(tx.s, player)} taps ${nameOf(tx.s, act.sourceId)} for ${act.mana.join('')}`)
    const def = face?.manaAbilities[act.ability]
    if (def && manaLifeCost(def.cost).life) payManaLife(tx, player, manaLifeCost(def.cost).life)
    if (def) manaSideEffects(tx, player, act.sourceId, def)
  }
  pool = [...pool, ...plan.produced]
  const spent = new Set<number>(plan.payment.units)
  for (const act of plan.activations) for (const u of act.costUnits ?? []) spent.add(u)
  pool = spendMana(pool, [...spent])
  tx.player(player).manaPool = pool
  if (plan.life > 0) {
    tx.player(player).life = tx.s.players[player].life - plan.life
    noteLifeLost(tx, player, plan.life) // CR 119.4
    tx.log(`${playerName(tx.s, player)} pays ${plan.life} life`)
  }
  return null
}

/** Pays only from the pool (no tapping); used to check a cost against floating mana. */
export function payableFromPool(state: GameState, player: PlayerIndex, cost: ManaCost, x = 0): boolean {
  return findPayment(state.players[player].manaPool, cost, { x, life: state.players[player].life }) !== null
}

/** Why `player` can't activate mana ability `ability` of `obj` now, or null (CR 605.3a). */
export function whyCantActivateMana(
  state: GameState,
  player: PlayerIndex,
  obj: CardObject | undefined,
  ability: number,
  produce?: string,
): string | null {
  if (!obj || obj.zone !== 'battlefield') return 'that permanent is not on the battlefield'
  const name = nameOf(state, obj.id)
  if (obj.controller !== player) return `you don't control ${name}`
  const def = manaAbilitiesNow(state, obj)[ability]
  if (!def) return `${name} has no mana ability${ability ? ` #${ability}` : ''}`
  if (activationForbidden(state, obj, true)) return `${name}'s activated abilities can't be activated (CR 602.5)`
  if (def.tap && obj.tapped) return `${name} is already tapped`
  if (def.tap && isCreature(state, obj) && obj.sick && !hasKeyword(state, obj, 'haste'))
    return `${name} has summoning sickness: it can't use {T} abilities this turn (CR 302.6)`
  const face = faceOf(state, obj)
  if (face && !inLevelBand(face.oracleText, def.text, obj.counters.level ?? 0))
    return `${name}'s mana ability works only with the level counters of its band (CR 711.2)`
  if (def.activateIf && def.produces.length === 0)
    return `${name}'s mana ability can be activated only if ${def.activateIf} (CR 602.5b)`
  if (faceOf(state, obj)?.manaAbilities[ability]?.onlyIfControl && def.produces.length === 0)
    return `${name}'s mana ability can be activated only if you control a ${def.onlyIfControl} (CR 602.5b)`
  const cost = manaAbilityCost(def, name)
  if (!cost) return `${name}'s mana ability has a cost of its own (${def.cost}): pay it by casting with auto-tap`
  if (cost.counters) {
    const have = obj.counters[cost.counters] ?? 0
    const base = def.perCounterBase ?? 0
    const n = (produce ?? '').length || base
    if (n === 0)
      return `say how much mana ${name} makes: one symbol per ${cost.counters} counter removed (it has ${have})`
    if (n < base) return `${name} makes at least ${base} mana`
    if (n - base > have) return `${name} has only ${have} ${cost.counters} counter${have === 1 ? '' : 's'} to remove`
    if (chooseEach(def.produces, produce || def.produces[0].join('').repeat(base)) === null)
      return `${name} makes ${def.produces.map((a) => a.join('')).join(' or ')} for each counter removed`
  }
  // The source is tapped as its cost is paid, so its own {T} ability can't pay the rest (CR 602.2b).
  const paying = def.tap ? { ...state, objects: { ...state.objects, [obj.id]: { ...obj, tapped: true } } } : state
  if (cost.untap) {
    // CR 107.6, 302.6: {Q} untaps a tapped permanent; a creature's needs it under control since the turn began.
    if (!obj.tapped) return `${name} is untapped: {Q} needs it tapped (CR 107.6)`
    if (isCreature(state, obj) && obj.sick && !hasKeyword(state, obj, 'haste'))
      return `${name} has summoning sickness: it can't use {Q} abilities this turn (CR 302.6)`
  }
  if (cost.extra) {
    // CR 602.2b: tapped for {T}, the source can't also be one of the untapped permanents the cost taps.
    const why = whyCantPayExtra(
      paying,
      player,
      obj.id,
      cost.extra,
      defaultExtraChoice(paying, player, obj.id, cost.extra),
    )
    if (why) return `${name}'s mana ability can't be activated: ${why} (CR 602.2b)`
  }
  if (cost.life && state.players[player].life < cost.life)
    return `you can't pay ${cost.life} life with ${state.players[player].life} (CR 119.4)`
  if (cost.removeOne && !(obj.counters[cost.removeOne] ?? 0))
    return `${name} has no ${cost.removeOne} counter to remove (CR 122.1)`
  if (cost.mana && !canAfford(paying, player, cost.mana))
    return `${name}'s mana ability costs ${def.cost}: you can't pay it now`
  if (!cost.counters && produce !== undefined && chooseAlternative(def.produces, produce) === null) {
    return `${name} can't produce ${produce}: ${manaMadeText([def])}`
  }
  return null
}

/** "it makes R or G", or why it makes none now (CR 106.7 "could produce" finding nothing, CR 903.4e a commander's
 *  colour identity without a commander, an "Activate only if" not met). */
export function manaMadeText(defs: ManaAbilityDef[]): string {
  const makes = defs
    .flatMap((d) => d.produces.map((alt) => alt.map((t) => (t === 'any' ? 'any colour' : t)).join('')))
    .filter((m, k, all) => m && all.indexOf(m) === k)
  if (makes.length) return `it makes ${makes.join(' or ')}`
  if (defs.some((d) => /could produce/i.test(d.text)))
    return 'it makes no mana now: no permanent it looks at could produce any (CR 106.7)'
  if (defs.some((d) => /commander/i.test(d.text)))
    return 'it makes no mana: without a commander, its colour identity is undefined (CR 903.4e)'
  return 'it makes no mana now'
}

function chooseAlternative(produces: Array<Array<ManaType | 'any'>>, produce?: string): ManaType[] | null {
  const want = (produce ?? '').toUpperCase()
  for (const alt of produces) {
    if (!want) {
      if (alt.every((t) => t !== 'any')) return [...(alt as ManaType[])] // a copy: the card's own list stays as printed
      continue
    }
    if (alt.length !== want.length) continue
    const out: ManaType[] = []
    let ok = true
    for (let i = 0; i < alt.length; i++) {
      const t = alt[i]
      const w = want[i] as ManaType
      if (t === 'any' ? MANA_TYPES.includes(w) && w !== 'C' : t === w) out.push(w)
      else ok = false
    }
    if (ok) return out
  }
  // The same mana named in another order ("UW" for "{W}{U}"): a pool has no order.
  const sorted = [...want].sort().join('')
  for (const alt of produces)
    if (alt.length === want.length && !alt.includes('any') && [...alt].sort().join('') === sorted)
      return alt as ManaType[]
  return null
}

/** One symbol of a storage land's alternatives per counter removed ("WUW" from "any combination of {W} and/or {U}"). */
function chooseEach(produces: Array<Array<ManaType | 'any'>>, produce: string): ManaType[] | null {
  const out: ManaType[] = []
  for (const ch of produce.toUpperCase()) {
    const one = chooseAlternative(produces, ch)
    if (!one) return null
    out.push(...one)
  }
  return out
}

/** Activates a mana ability (CR 605.3): it doesn't use the stack; triggered mana abilities add their mana too. */
export function activateManaAbility(tx: Tx, player: PlayerIndex, id: ObjId, ability: number, produce?: string): void {
  const obj = tx.s.objects[id]
  const face = faceOf(tx.s, obj)!
  const def = manaAbilitiesNow(tx.s, obj)[ability]
  const name0 = nameOf(tx.s, id)
  const cost = manaAbilityCost(def, name0)
  // CR 602.2b: its costs first: {T}, mana (auto-tap, not from this source), counters removed (storage lands).
  if (def.tap) tx.obj(id).tapped = true
  if (def.tap) tx.emit({ type: 'tappedForMana', id, player }) // CR 603.2: "whenever a player taps a land for mana"
  if (cost?.untap) tx.obj(id).tapped = false // CR 107.6
  if (cost?.life) payManaLife(tx, player, cost.life)
  if (cost?.extra) {
    const paid = payExtra(tx, player, id, cost.extra, defaultExtraChoice(tx.s, player, id, cost.extra))
    if (paid.length) tx.log(`${playerName(tx.s, player)} pays ${nameOf(tx.s, id)}'s cost, ${paid.join(', ')}`)
  }
  if (cost?.mana) payCost(tx, player, cost.mana)
  const base = def.perCounterBase ?? 0
  const mana =
    (cost?.counters
      ? chooseEach(def.produces, produce || def.produces[0].join('').repeat(base))
      : chooseAlternative(def.produces, produce)) ?? []
  const removed = mana.length - base
  if (cost?.removeOne) {
    tx.obj(id).counters = countersWithout(tx.s.objects[id].counters, cost.removeOne, 1) // CR 122.1
    tx.log(`${playerName(tx.s, player)} removes a ${cost.removeOne} counter from ${name0}`)
  }
  if (cost?.counters) {
    tx.obj(id).counters = countersWithout(tx.s.objects[id].counters, cost.counters, removed) // CR 122.1
    tx.log(
      `${playerName(tx.s, player)} removes ${removed} ${cost.counters} counter${removed === 1 ? '' : 's'} from ${name0}`,
    )
  }
  const snow = face.supertypes.includes('Snow')
  // CR 106.6: "Spend this mana only …" and "you don't lose this mana" ride on the mana, however it was tapped.
  const rider = abilityRider(def.text, def.chosenType)
  let pool = poolAdd(tx.s.players[player].manaPool, manaUnits(mana, { snow, sourceId: id, ...rider }))
  for (const fire of fireManaTriggers(tappedPermanent(tx.s, obj), mana, manaTriggerHosts(tx.s))) {
    const extra = fire.mana.map((choices) => choices[0])
    if (fire.player === player) pool = poolAdd(pool, manaUnits(extra, { sourceId: fire.hostId }))
    else
      tx.player(fire.player).manaPool = poolAdd(
        tx.s.players[fire.player].manaPool,
        manaUnits(extra, { sourceId: fire.hostId }),
      )
    mana.push(...extra)
  }
  tx.player(player).manaPool = pool
  const name = nameOf(tx.s, id)
  tx.log(`${playerName(tx.s, player)} ${def.tap ? 'taps' : 'uses'} ${name} for ${mana.join('')}`)
  const source = sourceInfo(tx, tx.s.objects[id]) // last known information once sacrificed (CR 113.7a)
  // CR 602.2b, 701.17a: the sacrifice in its cost (a Treasure token then ceases to exist, CR 111.7).
  if (cost?.sacrifice) {
    tx.log(`${playerName(tx.s, player)} sacrifices ${name}`)
    moveObject(tx, id, 'graveyard', { cause: 'sacrifice' })
  }
  manaSideEffects(tx, player, id, def, source)
  // "If there are no depletion counters on ~, sacrifice it" (CR 701.17a).
  const now = tx.s.objects[id]
  if (def.sacrificeIfNone && now?.zone === 'battlefield' && !(now.counters[def.sacrificeIfNone] ?? 0)) {
    tx.log(`${playerName(tx.s, player)} sacrifices ${name}`)
    moveObject(tx, id, 'graveyard', { cause: 'sacrifice' })
  }
}

/** Adds mana from a spell or ability's effect ("Add {R}{R}{R}"). */
export function addMana(tx: Tx, player: PlayerIndex, symbols: string[], source: CardObject): void {
  tx.player(player).manaPool = poolAdd(
    tx.s.players[player].manaPool,
    manaUnits(symbols.join(''), { sourceId: source.id }),
  )
  tx.log(`${playerName(tx.s, player)} adds ${symbols.map((s) => `{${s}}`).join('')}`)
}

/** House rule MA-5 (off by default): unspent mana costs life when a pool empties. */
export const MANA_BURN: OptionDef = {
  id: 'manaBurn',
  default: false,
  description: 'Mana burn: lose 1 life per unspent mana when a pool empties',
  ruling: 'MA-5',
}

/** Every pool empties at the end of each step and phase (CR 106.4, ruling MA-1); mana burn is option MA-5. */
export function emptyManaPools(tx: Tx, at: PoolBoundary): void {
  const manaBurn = tx.s.options.manaBurn === true
  for (let p = 0; p < tx.s.players.length; p++) {
    const pool = tx.s.players[p].manaPool
    if (pool.length === 0) continue
    const result = emptyPool(pool, at, { manaBurn })
    tx.player(p).manaPool = result.pool
    if (result.lifeLost > 0) {
      tx.player(p).life = tx.s.players[p].life - result.lifeLost
      noteLifeLost(tx, p, result.lifeLost)
      tx.log(`${playerName(tx.s, p)} loses ${result.lifeLost} life to mana burn (ruling MA-5)`)
    }
  }
}

/** The mana spent, by type, with `S` counting snow mana (CR 107.4h): what "if {R} was spent to cast it" reads. */
export function tallySpent(units: readonly ManaUnit[]): Partial<Record<string, number>> {
  const out: Partial<Record<string, number>> = {}
  for (const u of units) {
    out[u.type] = (out[u.type] ?? 0) + 1
    if (u.snow) out.S = (out.S ?? 0) + 1
  }
  return out
}
