// Costs other than mana and {T} (CR 118, 601.2h, 602.2b): sacrificing permanents, discarding cards, paying life,
// discarding or exiling the source itself. Shared by activated abilities and by spells' additional costs.
import { crewForbidden } from '../activationBans'
import type { TargetSpec } from '../abilities'
import type { Color } from '../../mana/types'
import type { OtherCosts, ParsedCost } from '../ast'
import type { Tx } from '../tx'
import { countersWithout } from '../counters'
import { noteLifeLost } from '../lifeLost'
import type { GameState, ObjId, PlayerIndex } from '../types'
import { colorsOf, faceOf, isCreature, isLand, nameOf, powerOf } from '../query'
import { matchesSpec, targetIsLegal } from '../legalTargets'
import { moveObject } from '../zones'
import { isBlocked } from '../combat'

const COLOR_NAMES: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' }

/** The parts of a cost that aren't mana. */
export interface ExtraCost {
  /** Sacrifice `sacrificeCount` (default 1) permanents you control matching this (CR 701.17). */
  sacrifice?: TargetSpec
  sacrificeCount?: number
  /** Discard this many other cards from your hand (CR 701.8); at random when `discardRandom`. */
  discard?: number
  discardRandom?: boolean
  /** Only land cards may be discarded (retrace, CR 702.81a). */
  discardLand?: boolean
  /** Pay this much life (CR 119.4: only with at least that much life). */
  life?: number
  /** Discard the source itself from the hand (cycling, CR 702.29a). */
  discardSelf?: boolean
  /** Exile the source itself from the graveyard (CR 602.2). */
  exileSelf?: boolean
  /** Crew N (CR 702.122a): tap untapped creatures you control with total power N or more. */
  crew?: number
  /** Pay this many energy counters (CR 107.14: only with at least that many). */
  energy?: number
  /** Exile this many other cards from your graveyard (escape, CR 702.138a): the least valuable. */
  exileFromGraveyard?: number
  /** Return an unblocked attacker you control to its owner's hand (ninjutsu, CR 702.49a). */
  returnAttacker?: boolean
  /** Tap this many untapped permanents you control matching `spec` ("Tap an untapped creature you control"): not a
   *  {T} cost, so summoning sickness doesn't matter and the source may be one of them (CR 302.6). */
  tapUntapped?: { spec: TargetSpec; count: number }
  /** Remove this many counters of a kind from the source ("Remove a +1/+1 counter from ~", CR 122.1). */
  removeCounters?: { counter: string; count: number }
  /** Only cards of this type may be discarded ("Discard a creature card"). */
  discardType?: string
  /** Exile this many cards matching `spec` from your graveyard ("Exile a creature card from your graveyard"). */
  exileCards?: { count: number; spec: TargetSpec }
  /** Return the source to its owner's hand (CR 602.2b). */
  returnSelf?: boolean
  /** Discard every card in your hand (CR 701.8). */
  discardHand?: boolean
  /** Exile this many cards from the top of your library. */
  exileTop?: number
  /** Conspire (CR 702.78a): tap two untapped creatures you control that each share a color with the spell. */
  conspire?: boolean
  /** Exile this many other cards (of this colour) from your hand ("Evoke—Exile a white card from your hand"). */
  exileFromHand?: { count: number; color?: Color }
}

/** What the player chose to pay with: the permanents sacrificed, the cards discarded. */
export interface ExtraChoice {
  sacrifice?: ObjId[]
  discard?: ObjId[]
  /** The creatures tapped to crew (CR 702.122a). */
  crew?: ObjId[]
  /** The unblocked attacker returned to the hand (CR 702.49a). */
  returnAttacker?: ObjId
  /** The permanents tapped for "Tap an untapped … you control". */
  tapUntapped?: ObjId[]
  /** The graveyard cards exiled. */
  exileCards?: ObjId[]
  /** The two creatures tapped for conspire (CR 702.78a). */
  conspire?: ObjId[]
  /** The cards exiled from the hand. */
  exileFromHand?: ObjId[]
}

export function hasExtraCost(c: ExtraCost | undefined): boolean {
  return (
    !!c &&
    !!(
      c.sacrifice ||
      c.discard ||
      c.life ||
      c.discardSelf ||
      c.exileSelf ||
      c.crew ||
      c.energy ||
      c.exileFromGraveyard ||
      c.returnAttacker ||
      c.tapUntapped ||
      c.removeCounters ||
      c.exileCards ||
      c.returnSelf ||
      c.discardHand ||
      c.exileTop ||
      c.conspire ||
      c.exileFromHand
    )
  )
}

/** Creatures that could crew: untapped creatures you control other than the Vehicle itself (CR 702.122a; summoning
 *  sickness doesn't matter, crewing has no {T} symbol, CR 302.6), and not barred from crewing (Bound in Gold). */
export function crewCandidates(s: GameState, p: PlayerIndex, source: ObjId): ObjId[] {
  return s.battlefield.filter((id) => {
    const o = s.objects[id]
    return id !== source && o.controller === p && !o.tapped && isCreature(s, o) && !crewForbidden(s, o)
  })
}

/** The fewest creatures whose total power is N or more: the weakest one that suffices alone, else the strongest
 *  first; all of them when even they don't reach N (the payment then fails). */
function defaultCrew(s: GameState, p: PlayerIndex, source: ObjId, n: number): ObjId[] {
  const all = crewCandidates(s, p, source).sort((a, b) => powerOf(s, s.objects[a]) - powerOf(s, s.objects[b]))
  const one = all.find((id) => powerOf(s, s.objects[id]) >= n)
  if (one) return [one]
  const out: ObjId[] = []
  let total = 0
  for (const id of [...all].reverse()) {
    if (total >= n) break
    out.push(id)
    total += powerOf(s, s.objects[id])
  }
  return out
}

/** Permanents the player could sacrifice for this cost. */
export function sacrificeCandidates(s: GameState, p: PlayerIndex, source: ObjId, spec: TargetSpec): ObjId[] {
  return s.battlefield.filter((id) => {
    const o = s.objects[id]
    return o.controller === p && matchesSpec(s, { ...spec, youControl: true }, o, p, undefined, source)
  })
}

/** Cards the player could discard for this cost (never the source itself); of one card type when it says so. */
export function discardCandidates(
  s: GameState,
  p: PlayerIndex,
  source: ObjId,
  landOnly = false,
  type?: string,
): ObjId[] {
  return s.players[p].zones.hand.filter(
    (id) =>
      id !== source &&
      (!landOnly || isLand(s, s.objects[id])) &&
      (!type || !!faceOf(s, s.objects[id])?.types.includes(type)),
  )
}

/** Untapped permanents the player could tap for "Tap an untapped … you control" (the source too). */
export function tapCandidates(s: GameState, p: PlayerIndex, source: ObjId, spec: TargetSpec): ObjId[] {
  return s.battlefield.filter((id) => {
    const o = s.objects[id]
    return o.controller === p && !o.tapped && matchesSpec(s, { ...spec, youControl: true }, o, p, undefined, source)
  })
}

/** Untapped creatures `p` controls that share a color with the spell (CR 702.78a, 105.4). */
export function conspireCandidates(s: GameState, p: PlayerIndex, spell: ObjId): ObjId[] {
  const colors = colorsOf(s, s.objects[spell])
  return s.battlefield.filter((id) => {
    const o = s.objects[id]
    return o.controller === p && !o.tapped && isCreature(s, o) && colorsOf(s, o).some((c) => colors.includes(c))
  })
}

/** Cards in the player's graveyard they could exile for "Exile a creature card from your graveyard". */
/** The other cards in the hand that may be exiled for "Exile a white card from your hand". */
export function handExileCandidates(s: GameState, p: PlayerIndex, source: ObjId, color?: Color): ObjId[] {
  return s.players[p].zones.hand.filter((id) => id !== source && (!color || colorsOf(s, s.objects[id]).includes(color)))
}

export function exileCandidates(s: GameState, p: PlayerIndex, source: ObjId, spec: TargetSpec): ObjId[] {
  return s.players[p].zones.graveyard.filter((id) => id !== source && targetIsLegal(s, spec, { card: id }, p))
}

/** The least valuable first: tokens, then by mana value (a typical default when the player names none). */
function cheapest(s: GameState, ids: ObjId[]): ObjId[] {
  const value = (id: ObjId) => (s.objects[id].token ? -1 : (faceOf(s, s.objects[id])?.manaValue ?? 0))
  return [...ids].sort((a, b) => value(a) - value(b))
}

/** Attacking creatures `p` controls that are unblocked: blockers were declared and none blocks it (CR 509.1h). */
export function unblockedAttackers(s: GameState, p: PlayerIndex): ObjId[] {
  const c = s.combat
  const after = ['declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat'].includes(s.step)
  if (!c || !after || c.toBlock.length) return []
  return c.attackers
    .map((a) => a.id)
    .filter((id) => {
      const o = s.objects[id]
      return o?.zone === 'battlefield' && o.controller === p && !isBlocked(c, id) // CR 509.1h, 702.49a
    })
}

/** The default choice when the action names none: the least valuable permanents or cards, the source last. */
export function defaultExtraChoice(s: GameState, p: PlayerIndex, source: ObjId, c: ExtraCost): ExtraChoice {
  const out: ExtraChoice = {}
  if (c.sacrifice) {
    const all = cheapest(s, sacrificeCandidates(s, p, source, c.sacrifice))
    const ordered = [...all.filter((id) => id !== source), ...all.filter((id) => id === source)]
    out.sacrifice = ordered.slice(0, c.sacrificeCount ?? 1)
  }
  if (c.discard && !c.discardRandom)
    out.discard = cheapest(s, discardCandidates(s, p, source, c.discardLand, c.discardType)).slice(0, c.discard)
  if (c.tapUntapped) {
    const all = cheapest(s, tapCandidates(s, p, source, c.tapUntapped.spec))
    out.tapUntapped = [...all.filter((id) => id !== source), ...all.filter((id) => id === source)].slice(
      0,
      c.tapUntapped.count,
    )
  }
  if (c.exileCards)
    out.exileCards = cheapest(s, exileCandidates(s, p, source, c.exileCards.spec)).slice(0, c.exileCards.count)
  if (c.exileFromHand)
    out.exileFromHand = cheapest(s, handExileCandidates(s, p, source, c.exileFromHand.color)).slice(
      0,
      c.exileFromHand.count,
    )
  if (c.crew !== undefined) out.crew = defaultCrew(s, p, source, c.crew)
  if (c.returnAttacker) out.returnAttacker = cheapest(s, unblockedAttackers(s, p))[0]
  if (c.conspire) out.conspire = cheapest(s, conspireCandidates(s, p, source)).slice(0, 2)
  return out
}

/** Why the player can't pay this cost with this choice (null: they can). */
export function whyCantPayExtra(
  s: GameState,
  p: PlayerIndex,
  source: ObjId,
  c: ExtraCost,
  choice: ExtraChoice,
): string | null {
  const name = nameOf(s, source)
  const obj = s.objects[source]
  if (c.life && s.players[p].life < c.life) return `you can't pay ${c.life} life with ${s.players[p].life} (CR 119.4)`
  if (c.energy && (s.players[p].energy ?? 0) < c.energy)
    return `you can't pay ${'{E}'.repeat(c.energy)} with ${s.players[p].energy ?? 0} energy (CR 107.14)`
  if (c.discardSelf && obj?.zone !== 'hand') return `${name} must be in your hand to discard it`
  if (c.exileSelf && obj?.zone !== 'graveyard') return `${name} must be in your graveyard to exile it`
  const others = (s.players[p].zones.graveyard ?? []).filter((id) => id !== source).length
  if (c.exileFromGraveyard && others < c.exileFromGraveyard)
    return `you need ${c.exileFromGraveyard} other cards in your graveyard to exile (CR 702.138a)`
  if (c.sacrifice) {
    const need = c.sacrificeCount ?? 1
    const pick = choice.sacrifice ?? []
    const ok = new Set(sacrificeCandidates(s, p, source, c.sacrifice))
    if (pick.length !== need || new Set(pick).size !== need || pick.some((id) => !ok.has(id)))
      return ok.size < need
        ? `you have nothing to sacrifice for this cost (CR 601.2h)`
        : `choose ${need} permanent${need === 1 ? '' : 's'} you control to sacrifice (CR 701.17a)`
  }
  if (c.crew !== undefined) {
    const pick = choice.crew ?? []
    const ok = new Set(crewCandidates(s, p, source))
    if (new Set(pick).size !== pick.length || pick.some((id) => !ok.has(id)))
      return 'crew with untapped creatures you control, each once (CR 702.122a)'
    const total = pick.reduce((n, id) => n + powerOf(s, s.objects[id]), 0)
    if (total < c.crew) return `tap creatures with total power ${c.crew} or more to crew (CR 702.122a)`
  }
  if (c.conspire) {
    const pick = choice.conspire ?? []
    const ok = new Set(conspireCandidates(s, p, source))
    if (pick.length !== 2 || new Set(pick).size !== 2 || pick.some((id) => !ok.has(id)))
      return 'tap two untapped creatures you control that each share a color with it (CR 702.78a)'
  }
  if (c.returnAttacker && (!choice.returnAttacker || !unblockedAttackers(s, p).includes(choice.returnAttacker)))
    return 'return an unblocked attacker you control to its hand (CR 702.49a)'
  if (c.tapUntapped) {
    const { count, spec } = c.tapUntapped
    const pick = choice.tapUntapped ?? []
    const ok = new Set(tapCandidates(s, p, source, spec))
    if (pick.length !== count || new Set(pick).size !== count || pick.some((id) => !ok.has(id)))
      return ok.size < count
        ? `you need ${count} untapped ${spec.supertype ? `${spec.supertype.toLowerCase()} ` : ''}${plural(spec.subtype ?? spec.what, count)} you control to tap`
        : `choose ${count} untapped permanent${count === 1 ? '' : 's'} you control to tap`
  }
  if (c.removeCounters) {
    const { counter, count } = c.removeCounters
    const have = obj?.counters[counter] ?? 0
    if (have < count)
      return `${name} has ${have} ${counter} counter${have === 1 ? '' : 's'}: it can't remove ${count} (CR 122.1)`
  }
  if (c.returnSelf && obj?.zone !== 'battlefield') return `${name} must be on the battlefield to return it`
  if (c.exileTop && s.players[p].zones.library.length < c.exileTop)
    return `your library has fewer than ${c.exileTop} card${c.exileTop === 1 ? '' : 's'} to exile`
  if (c.exileCards) {
    const { count } = c.exileCards
    const pick = choice.exileCards ?? []
    const ok = new Set(exileCandidates(s, p, source, c.exileCards.spec))
    if (pick.length !== count || new Set(pick).size !== count || pick.some((id) => !ok.has(id)))
      return ok.size < count
        ? `you need ${count} matching card${count === 1 ? '' : 's'} in your graveyard to exile`
        : `choose ${count} card${count === 1 ? '' : 's'} in your graveyard to exile`
  }
  if (c.exileFromHand) {
    const { count, color } = c.exileFromHand
    const pick = choice.exileFromHand ?? []
    const ok = new Set(handExileCandidates(s, p, source, color))
    const what = `${count === 1 ? 'one other' : count} ${color ? `${COLOR_NAMES[color]} ` : ''}card${count === 1 ? '' : 's'}`
    if (pick.length !== count || new Set(pick).size !== count || pick.some((id) => !ok.has(id)))
      return ok.size < count
        ? `you need ${what} in your hand to exile (CR 118.9)`
        : `choose ${what} in your hand to exile (CR 118.9)`
  }
  if (c.discard) {
    const ok = new Set(discardCandidates(s, p, source, c.discardLand, c.discardType))
    if (c.discardRandom) {
      if (ok.size < c.discard) return `you need ${c.discard} other card${c.discard === 1 ? '' : 's'} in hand to discard`
    } else {
      const pick = choice.discard ?? []
      if (pick.length !== c.discard || new Set(pick).size !== pick.length || pick.some((id) => !ok.has(id)))
        return ok.size < c.discard
          ? `you need ${c.discard} other card${c.discard === 1 ? '' : 's'} in hand to discard (CR 601.2h)`
          : `choose ${c.discard} card${c.discard === 1 ? '' : 's'} in your hand to discard`
    }
  }
  return null
}

/** Pays the cost (CR 601.2h): life, sacrifices, discards, then the source itself. Returns log words. */
export function payExtra(tx: Tx, p: PlayerIndex, source: ObjId, c: ExtraCost, choice: ExtraChoice): string[] {
  const words: string[] = []
  if (c.life) {
    tx.player(p).life = tx.s.players[p].life - c.life // CR 119.4: paying life is losing it
    noteLifeLost(tx, p, c.life)
    words.push(`paying ${c.life} life`)
  }
  if (c.energy) {
    tx.player(p).energy = (tx.s.players[p].energy ?? 0) - c.energy // CR 107.14
    words.push(`paying ${'{E}'.repeat(c.energy)}`)
  }
  if (c.conspire && choice.conspire?.length) {
    for (const id of choice.conspire) tx.obj(id).tapped = true // CR 702.78a
    words.push(`tapping ${choice.conspire.map((id) => nameOf(tx.s, id)).join(', ')} (conspire)`)
  }
  if (c.tapUntapped && choice.tapUntapped?.length) {
    for (const id of choice.tapUntapped) tx.obj(id).tapped = true // CR 602.2b
    words.push(`tapping ${choice.tapUntapped.map((id) => nameOf(tx.s, id)).join(', ')}`)
  }
  if (c.removeCounters && tx.s.objects[source]) {
    const { counter, count } = c.removeCounters
    tx.obj(source).counters = countersWithout(tx.s.objects[source].counters, counter, count) // CR 122.1
    words.push(`removing ${count} ${counter} counter${count === 1 ? '' : 's'}`)
  }
  if (c.exileCards && choice.exileCards?.length) {
    words.push(`exiling ${choice.exileCards.map((id) => nameOf(tx.s, id)).join(', ')} from the graveyard`)
    for (const id of choice.exileCards) moveObject(tx, id, 'exile', { cause: 'cost' })
  }
  if (c.exileFromHand && choice.exileFromHand?.length) {
    words.push(`exiling ${choice.exileFromHand.map((id) => nameOf(tx.s, id)).join(', ')} from the hand`)
    for (const id of choice.exileFromHand) moveObject(tx, id, 'exile', { cause: 'cost' })
  }
  if (c.crew !== undefined && choice.crew?.length) {
    for (const id of choice.crew) tx.obj(id).tapped = true // CR 702.122a
    words.push(`tapping ${choice.crew.map((id) => nameOf(tx.s, id)).join(', ')}`)
  }
  for (const id of c.sacrifice ? (choice.sacrifice ?? []) : []) {
    words.push(`sacrificing ${nameOf(tx.s, id)}`)
    moveObject(tx, id, 'graveyard', { cause: 'sacrifice' }) // CR 701.17a
  }
  if (c.discard) {
    const ids = c.discardRandom
      ? pickRandom(tx, discardCandidates(tx.s, p, source, c.discardLand, c.discardType), c.discard)
      : (choice.discard ?? []).slice(0, c.discard)
    for (const id of ids) {
      words.push(`discarding ${nameOf(tx.s, id)}`)
      moveObject(tx, id, 'graveyard', { cause: 'discard' }) // CR 701.8
    }
  }
  if (c.returnAttacker && choice.returnAttacker) {
    words.push(`returning ${nameOf(tx.s, choice.returnAttacker)} to its owner's hand`)
    moveObject(tx, choice.returnAttacker, 'hand', { cause: 'bounce' }) // CR 702.49a
  }
  if (c.discardHand) {
    const hand = tx.s.players[p].zones.hand.filter((id) => id !== source)
    if (hand.length) words.push(`discarding ${hand.map((id) => nameOf(tx.s, id)).join(', ')}`)
    for (const id of hand) moveObject(tx, id, 'graveyard', { cause: 'discard' }) // CR 701.8
  }
  if (c.exileTop) {
    const top = tx.s.players[p].zones.library.slice(0, c.exileTop)
    words.push(`exiling ${top.map((id) => nameOf(tx.s, id)).join(', ')} from the top of the library`)
    for (const id of top) moveObject(tx, id, 'exile', { cause: 'cost' })
  }
  if (c.returnSelf && tx.s.objects[source]?.zone === 'battlefield') {
    words.push(`returning ${nameOf(tx.s, source)} to its owner's hand`)
    moveObject(tx, source, 'hand', { cause: 'bounce' }) // CR 602.2b
  }
  if (c.discardSelf && tx.s.objects[source]?.zone === 'hand') {
    words.push(`discarding ${nameOf(tx.s, source)}`)
    moveObject(tx, source, 'graveyard', { cause: 'discard' })
  }
  if (c.exileFromGraveyard) {
    // CR 702.138a: the other cards (the spell itself is on the stack by now, CR 601.2a).
    const others = (tx.s.players[p].zones.graveyard ?? []).filter((id) => id !== source)
    const ids = cheapest(tx.s, others).slice(0, c.exileFromGraveyard)
    words.push(`exiling ${ids.map((id) => nameOf(tx.s, id)).join(', ')} from the graveyard`)
    for (const id of ids) moveObject(tx, id, 'exile', { cause: 'cost' })
  }
  if (c.exileSelf && tx.s.objects[source]?.zone === 'graveyard') {
    words.push(`exiling ${nameOf(tx.s, source)}`)
    moveObject(tx, source, 'exile', { cause: 'cost' })
  }
  return words
}

/** A noun for `n` of it: the grammar keeps a subtype as written ("clerics" in "Tap five untapped Clerics"). */
function plural(noun: string, n: number): string {
  const one = noun.toLowerCase().replace(/s$/, '')
  return n === 1 ? one : `${one}s`
}

/** `n` cards at random from the seeded rng (CR 701.8a "at random"). */
function pickRandom(tx: Tx, cards: ObjId[], n: number): ObjId[] {
  const pool = [...cards]
  const out: ObjId[] = []
  for (let i = 0; i < n && pool.length; i++) out.push(pool.splice(Math.floor(tx.random() * pool.length), 1)[0])
  return out
}

/** The costs the cost grammar reads besides mana, {T} and the source itself, as the engine pays them (CR 602.2b):
 *  an activated ability's and a mana ability's alike. */
export function extraCostOf(
  t: Pick<ParsedCost, 'sacrifice' | 'sacrificeCount' | 'discardCost' | 'discardRandom' | 'lifeCost' | 'energyCost'>,
  o: OtherCosts | undefined,
): ExtraCost {
  const c: ExtraCost = {}
  if (t.sacrifice) c.sacrifice = t.sacrifice
  if (t.sacrificeCount) c.sacrificeCount = t.sacrificeCount
  if (t.discardCost) c.discard = t.discardCost
  if (t.discardRandom) c.discardRandom = true
  if (t.lifeCost) c.life = t.lifeCost
  if (t.energyCost) c.energy = t.energyCost
  if (o?.tapUntapped) c.tapUntapped = o.tapUntapped
  if (o?.removeCounters) c.removeCounters = o.removeCounters
  if (o?.discard) {
    c.discard = (c.discard ?? 0) + o.discard.count
    if (o.discard.cardType) c.discardType = o.discard.cardType
  }
  if (o?.exileFromGraveyard) c.exileCards = o.exileFromGraveyard
  if (o?.returnSelf) c.returnSelf = true
  if (o?.discardHand) c.discardHand = true
  if (o?.exileTop) c.exileTop = o.exileTop
  return c
}
