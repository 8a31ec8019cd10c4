// What a spell costs to cast (CR 601.2f): the mana cost or an alternative cost (flashback, CR 702.34a), plus
// additional costs (kicker, CR 702.33; buyback, CR 702.27), then increases, then reductions of the generic part.
import type { Color, ManaCost, ManaSymbol } from '../mana/types'
import { normalizeCost } from '../mana/cost'
import type { CostChange, CostSpellKind, AlternativeKind } from './ast'
import { alternativeCost } from './alternativeCosts'
import { foretoldCost } from './foretell'
import type { CardObject, GameState, ObjId, PlayerIndex } from './types'
import { abilitiesOf, colorsOf, faceOf, hasType, isHistoric, opponentsOf } from './query'
import { matchesSpec, subtypeWordMatches } from './legalTargets'
import { rulesText } from './rulesText'

/** How the spell is cast: from where, and with which optional costs. */
export interface CastChoices {
  from?: string
  kicked?: boolean
  modes?: number[]
  alternative?: AlternativeKind
  faceDown?: boolean
  /** Cards spliced onto it from the hand (CR 702.47a): their splice costs are added. */
  splice?: ObjId[]
  /** The permanents sacrificed as it is cast (emerge's creature, CR 702.119a). */
  sacrifice?: ObjId[]
  replicate?: number
  multikicker?: number
  /** The announced X (CR 601.2b): read where the X may be paid only with some colours. */
  x?: number
  assist?: { player: PlayerIndex; amount: number }
  /** The targets chosen (CR 601.2c): "costs … more for each target beyond the first" counts them. */
  targets?: unknown[]
}

/** A cost whose {X} is paid only with these colours (CR 107.3): each X mana a symbol of them. */
function xOfColors(cost: ManaCost, colors: Color[], x: number): ManaCost {
  const one: ManaSymbol =
    colors.length === 1 ? { kind: 'colored', color: colors[0] } : { kind: 'hybrid', colors: [colors[0], colors[1]] }
  const symbols = cost.symbols.flatMap((sym) =>
    sym.kind === 'variable' && sym.letter === 'X' ? Array.from({ length: Math.max(0, x) }, () => one) : [sym],
  )
  return normalizeCost({ symbols })
}

/** How many times a cast pays its multikicker cost (CR 702.33c): `multikicker`, else once when `kicked`. */
export function timesKicked(c: { kicked?: boolean; multikicker?: number }): number {
  return Math.max(c.multikicker ?? 0, c.kicked ? 1 : 0)
}

export function addCosts(a: ManaCost, b: ManaCost): ManaCost {
  return normalizeCost({ symbols: [...a.symbols, ...b.symbols] })
}

/** Adds (n > 0) or takes off (n < 0) generic mana; a reduction never goes below zero generic (CR 601.2f). */
export function changeGeneric(cost: ManaCost, n: number): ManaCost {
  if (n === 0) return cost
  const generic = cost.symbols.reduce((t, s) => t + (s.kind === 'generic' ? s.amount : 0), 0)
  const rest = cost.symbols.filter((s) => s.kind !== 'generic')
  const next = Math.max(0, generic + n)
  return normalizeCost({
    symbols: [...(next > 0 || rest.length === 0 ? [{ kind: 'generic' as const, amount: next }] : []), ...rest],
  })
}

/** Whether a flashback cast is possible: from the graveyard, with a flashback cost (CR 702.34a). */
export function castsWithFlashback(s: GameState, obj: CardObject | undefined, from: string | undefined): boolean {
  return !!obj && from === 'graveyard' && obj.zone === 'graveyard' && !!abilitiesOf(s, obj)?.flashback
}

/** How a card in the graveyard is cast from there: flashback (CR 702.34a), jump-start (702.133a: discard a card,
 *  then exiled) or retrace (702.81a: discard a land card); null when it isn't. */
export function graveyardCast(
  s: GameState,
  obj: CardObject | undefined,
  from: string | undefined,
): 'flashback' | 'jump-start' | 'retrace' | 'escape' | 'aftermath' | null {
  if (!obj || from !== 'graveyard' || obj.zone !== 'graveyard') return null
  // CR 702.127a: an aftermath card's second half is cast from the graveyard (aftermathView picks that half).
  if (s.cards[obj.def]?.layout === 'aftermath' && (obj.face ?? 0) === 1) return 'aftermath'
  const abilities = abilitiesOf(s, obj)
  if (abilities?.flashback) return 'flashback'
  if (abilities?.keywords.includes('jump-start')) return 'jump-start'
  if (abilities?.keywords.includes('retrace')) return 'retrace'
  if (abilities?.escape) return 'escape' // CR 702.138a
  return null
}

/** CR 702.127a, 709.3: casting an aftermath card from the graveyard casts its second half: the state with that half
 *  chosen, for checking and enumerating the cast (the first half can't be cast from the graveyard, nor the second
 *  from anywhere else). Otherwise the state itself. */
export function aftermathView(s: GameState, id: ObjId, from: string | undefined): GameState {
  const obj = s.objects[id]
  if (!obj || from !== 'graveyard' || obj.zone !== 'graveyard' || (obj.face ?? 0) === 1) return s
  if (s.cards[obj.def]?.layout !== 'aftermath' || s.cards[obj.def].faces.length < 2) return s
  return { ...s, objects: { ...s.objects, [id]: { ...obj, face: 1 } } }
}

/** The mana value of the creature sacrificed for emerge (CR 702.119a): the chosen one, else the least valuable. */
function emergedValue(s: GameState, player: PlayerIndex, obj: CardObject, chosen?: ObjId[]): number {
  const mv = (id: ObjId) => (s.objects[id]?.token ? 0 : (faceOf(s, s.objects[id])?.manaValue ?? 0))
  if (chosen?.length) return mv(chosen[0])
  const mine = s.battlefield.filter(
    (id) => s.objects[id].controller === player && hasType(s, s.objects[id], 'Creature'),
  )
  return mine.length ? Math.min(...mine.filter((id) => id !== obj.id).map(mv)) : 0
}

/** The total cost before the variant's modifications (CR 601.2f). */
export function totalCost(s: GameState, player: PlayerIndex, obj: CardObject, c: CastChoices): ManaCost | null {
  const abilities = abilitiesOf(s, obj)
  if (c.faceDown) return { symbols: [{ kind: 'generic', amount: 3 }] } // CR 702.37a: {3} rather than its mana cost
  let cost = faceOf(s, obj)?.manaCost ?? null
  const foretold = foretoldCost(s, obj, c.from)
  if (foretold)
    cost = foretold // CR 702.143a: cast from exile for its foretell cost
  else if (castsWithFlashback(s, obj, c.from))
    cost = abilities!.flashback! // CR 702.34a: an alternative cost
  else if (abilities?.escape && graveyardCast(s, obj, c.from) === 'escape')
    cost = abilities.escape.cost // CR 702.138a
  else if (c.alternative) cost = alternativeCost(s, obj, c.alternative) // CR 118.9: evoke, dash, blitz, surge
  // CR 702.119a: the emerge cost reduced by the sacrificed creature's mana value (the least valuable by default).
  if (cost && c.alternative === 'emerge') cost = changeGeneric(cost, -emergedValue(s, player, obj, c.sacrifice))
  if (!cost) return null
  // CR 107.3: "Spend only black mana on X": the X is that many black symbols ({B/R} for "black and/or red").
  if (abilities?.xSpendOnly) cost = xOfColors(cost, abilities.xSpendOnly, c.x ?? 0)
  // The contract's `kicked` pays the card's optional additional cost: its kicker (CR 702.33a) or buyback (702.27a).
  if (c.kicked && abilities?.kicker) cost = addCosts(cost, abilities.kicker)
  else if (c.kicked && abilities?.buyback) cost = addCosts(cost, abilities.buyback)
  else if (c.kicked && abilities?.flashFor)
    cost = addCosts(cost, abilities.flashFor) // CR 601.3
  else if (c.kicked && abilities?.entwine) cost = addCosts(cost, abilities.entwine) // CR 702.42a
  // CR 702.47a: each spliced card's splice cost.
  for (const id of c.splice ?? []) {
    const spliced = s.objects[id] ? abilitiesOf(s, s.objects[id])?.splice : undefined
    if (spliced) cost = addCosts(cost, spliced.cost)
  }
  // CR 702.33c: multikicker, paid any number of times (the contract's `kicked` alone pays it once).
  if (abilities?.multikicker) for (let i = 0; i < timesKicked(c); i++) cost = addCosts(cost, abilities.multikicker)
  // CR 702.56a: replicate, paid any number of times.
  if (abilities?.replicate) for (let i = 0; i < (c.replicate ?? 0); i++) cost = addCosts(cost, abilities.replicate)
  // CR 702.120a: escalate, once for each mode chosen beyond the first.
  if (abilities?.escalate) for (let i = 1; i < (c.modes?.length ?? 0); i++) cost = addCosts(cost, abilities.escalate)
  // CR 601.2f: strive and the like, once for each target chosen beyond the first.
  if (abilities?.perExtraTarget)
    for (let i = 1; i < (c.targets?.length ?? 0); i++) cost = addCosts(cost, abilities.perExtraTarget)
  const changes = costChangesFor(s, player, obj)
  // CR 601.2f: increases, then reductions.
  for (const ch of changes) if (ch.amount > 0) cost = changeMana(cost, ch.amount, ch.mana)
  for (const ch of changes) if (ch.amount < 0) cost = changeMana(cost, ch.amount, ch.mana)
  return c.assist ? changeGeneric(cost, -c.assist.amount) : cost // CR 702.132a: another player pays that part
}

/** Adds or takes off `n` mana of a colour ("costs {W} more", "{G} less"), or generic mana. A reduction of a colour
 *  the cost doesn't hold reduces its generic mana instead (CR 118.7c). */
function changeMana(cost: ManaCost, n: number, color: Color | undefined): ManaCost {
  if (!color) return changeGeneric(cost, n)
  if (n > 0)
    return normalizeCost({
      symbols: [...cost.symbols, ...Array.from({ length: n }, () => ({ kind: 'colored', color }) as const)],
    })
  const symbols = [...cost.symbols]
  let left = -n
  for (let i = symbols.length - 1; i >= 0 && left > 0; i--) {
    const sym = symbols[i]
    if (sym.kind === 'colored' && sym.color === color) {
      symbols.splice(i, 1)
      left--
    }
  }
  return changeGeneric(normalizeCost({ symbols }), -left)
}

/** The changes that apply to this spell, its own and those of permanents on the battlefield: how much, and in mana
 *  of which colour (generic when none). */
function costChangesFor(s: GameState, player: PlayerIndex, obj: CardObject): { amount: number; mana?: Color }[] {
  const out: { amount: number; mana?: Color }[] = []
  for (const ch of abilitiesOf(s, obj)?.costChanges ?? [])
    if (ch.self && (!ch.ifCondition || rulesText.conditionNow(s, ch.ifCondition, player, obj.id)))
      out.push({ amount: changeAmount(s, player, ch, obj.id), mana: ch.mana })
  for (const id of s.battlefield) {
    const src = s.objects[id]
    for (const ch of abilitiesOf(s, src)?.costChanges ?? []) {
      if (ch.self || !spellMatches(s, ch, obj, player, src.controller)) continue
      out.push({ amount: changeAmount(s, src.controller, ch), mana: ch.mana })
    }
  }
  return out
}

function changeAmount(s: GameState, controller: PlayerIndex, ch: CostChange, source?: ObjId): number {
  // CR 601.2f: "for each creature card in your graveyard", counted as the cost is determined.
  if (ch.perOpponent) return ch.amount * opponentsOf(s, controller).length // CR 702.125a
  if (ch.perCount) return ch.amount * rulesText.countNow(s, [], ch.perCount, controller, source ?? '', () => undefined)
  if (!ch.perEach) return ch.amount
  const each = ch.perEach
  const n = s.battlefield.filter((id) => matchesSpec(s, each, s.objects[id], controller)).length
  return ch.amount * n
}

function spellMatches(s: GameState, ch: CostChange, obj: CardObject, caster: PlayerIndex, owner: PlayerIndex): boolean {
  const w = ch.spells.whose
  if (w === 'you' && caster !== owner) return false
  if (w === 'opponents' && !opponentsOf(s, owner).includes(caster)) return false
  if (!kindMatches(s, ch.spells, obj)) return false
  // "Kithkin spells and Soldier spells": a spell of any kind named (CR 601.2f).
  if (ch.spells.anyOf && !ch.spells.anyOf.some((k) => kindMatches(s, k, obj))) return false
  const mv = faceOf(s, obj)?.manaValue ?? 0
  if (ch.spells.minManaValue !== undefined && mv < ch.spells.minManaValue) return false // CR 202.3
  if (ch.spells.maxManaValue !== undefined && mv > ch.spells.maxManaValue) return false
  if (ch.spells.withKeyword && !(abilitiesOf(s, obj)?.keywords ?? []).includes(ch.spells.withKeyword)) return false
  return true
}

function kindMatches(s: GameState, kind: CostSpellKind, obj: CardObject): boolean {
  const types = kind.cardType?.split('|')
  if (types && !types.some((t) => hasType(s, obj, t))) return false
  if (kind.notType && hasType(s, obj, kind.notType)) return false
  if (kind.color && !colorsOf(s, obj).includes(kind.color)) return false
  if (kind.colorless && colorsOf(s, obj).length > 0) return false // CR 105.2c
  if (kind.subtype && !subtypeWordMatches(kind.subtype, faceOf(s, obj)?.subtypes ?? [])) return false
  if (kind.supertype && !faceOf(s, obj)?.supertypes.includes(kind.supertype)) return false // CR 205.4
  if (kind.historic && !isHistoric(s, obj)) return false
  return true
}
