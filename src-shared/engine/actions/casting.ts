// Casting spells (CR 601).
import type { ManaCost, ManaUnit } from '../../mana/types'
import { formatManaCost } from '../../mana/cost'
import type { ActionHandler } from '../variant'
import type { CardObject, CastAction, GameState, ObjId, PlayerIndex, StackItem, Target } from '../types'
import type { TargetSpec } from '../ast'
import { variantById } from '../registry'
import { abilitiesOf, colorsOf, faceOf, hasKeyword, hasType, isCreature, isLand, nameOf, playerName } from '../query'
import { legalTargets, specWithX, specsWithX, spellManaValue, targetName } from '../legalTargets'
import { sorceryTiming } from '../flow'
import { castWindowWhy } from '../castWindow'
import { canAfford, payCost, tallySpent } from '../mana'
import { moveObject } from '../zones'
import { noteSacrificedForCost } from '../lastKnown'
import { emitTargeted } from '../triggerStack'
import { cardName, whyNoPriority } from './pending'
import { checkTargets, hasX, modalSpell, spellOptionalTargets, spellTargetSpecs, whyNotModes } from './targets'
import { aftermathView, changeGeneric, graveyardCast, timesKicked, totalCost } from '../costChanges'
import { otherFaces, whyNotFace, withFace } from '../castFaces'
import { AWAKEN_TARGET, recordCast, splitSecondWhy, whyNotAlternative } from '../alternativeCosts'
import { castFaceDown, whyNotFaceDown } from '../morph'
import { foretoldCost } from '../foretell'
import { whyNotCopyTargets } from '../castCopies'
import { dividedAmountOf, dividingDamage, divisionChoices, whyNotDivision } from '../divided'
import {
  defaultExtraChoice,
  hasExtraCost,
  payExtra,
  sacrificeCandidates,
  whyCantPayExtra,
  type ExtraChoice,
  type ExtraCost,
} from './costs'
import { spellSpendTags } from '../manaSpending'

/** What a bestowed spell targets (CR 702.103b: enchant creature). */
const BESTOW_TARGET: TargetSpec = { what: 'creature' }

/** The total mana cost to pay (CR 601.2f), after the variant's modifications; 'free' when nothing is paid. */
export function castCost(s: GameState, a: CastAction): ManaCost | null | 'free' {
  const obj = s.objects[a.card]
  const cost = obj ? totalCost(s, a.player, obj, a) : null
  const hook = variantById(s.variant).hooks.castCost
  return hook ? hook(s, a, obj, cost) : cost
}

/** The spell's additional cost other than mana (CR 601.2b): sacrifice, discard, life. */
function additionalCost(s: GameState, id: ObjId, from?: string, kicked?: boolean, alternative?: string): ExtraCost {
  const abilities = abilitiesOf(s, s.objects[id])
  const c: ExtraCost = { ...(abilities?.additionalCost ?? {}) }
  // CR 702.34a: flashback's own costs other than mana ("Flashback—{1}{B}, Pay 3 life").
  const how = graveyardCast(s, s.objects[id], from)
  if (how === 'flashback') Object.assign(c, abilities?.flashbackExtra ?? {})
  if (how === 'jump-start') c.discard = (c.discard ?? 0) + 1 // CR 702.133a
  if (how === 'escape') c.exileFromGraveyard = abilities!.escape!.exile // CR 702.138a
  // CR 702.153a: casualty N, paid with the contract's `kicked`: sacrifice a creature with power N or greater.
  if (kicked && abilities?.casualty && !c.sacrifice) c.sacrifice = { what: 'creature', minPower: abilities.casualty }
  // CR 702.119a: emerge sacrifices a creature (its mana value comes off the emerge cost, costChanges.ts).
  if (alternative === 'emerge' && !c.sacrifice) c.sacrifice = { what: 'creature' }
  // CR 118.9: an alternative cost's other parts ("Blitz—{2}{B}{B}, Pay 2 life", "Evoke—Exile a white card …").
  const alt = alternative ? abilities?.alternatives?.find((x) => x.kind === alternative)?.extra : undefined
  if (alt?.life) c.life = (c.life ?? 0) + alt.life
  if (alt?.exileFromHand) c.exileFromHand = alt.exileFromHand
  // CR 702.27a: a buyback cost other than mana, paid with the contract's `kicked`.
  if (kicked && abilities?.buybackExtra && !abilities.kicker) Object.assign(c, abilities.buybackExtra)
  // CR 702.78a: conspire, paid with the contract's `kicked`: tap two untapped creatures sharing a color with it.
  if (kicked && abilities?.conspire) c.conspire = true
  if (how === 'retrace') Object.assign(c, { discard: (c.discard ?? 0) + 1, discardLand: true }) // CR 702.81a
  return c
}

function extraChoice(s: GameState, a: CastAction, c: ExtraCost): ExtraChoice {
  const auto = defaultExtraChoice(s, a.player, a.card, c)
  const sacrifice = a.sacrifice ?? (c.sacrifice ? keepingMana(s, a, c, auto.sacrifice ?? []) : auto.sacrifice)
  return {
    sacrifice,
    discard: a.discard ?? auto.discard,
    conspire: auto.conspire,
    tapUntapped: auto.tapUntapped, // "Flashback—Tap three untapped white creatures you control" (CR 701.26a)
    exileFromHand: a.exileFromHand ?? auto.exileFromHand,
  }
}

/** The state without the permanents a cost sacrifices: what is left to pay the mana with (CR 601.2g-h). */
function without(s: GameState, gone: ObjId[]): GameState {
  return gone.length ? { ...s, battlefield: s.battlefield.filter((id) => !gone.includes(id)) } : s
}

/** The default sacrifice, changed when it would take a permanent the mana cost needs ("Buyback—Sacrifice a land"):
 *  the least valuable permanents whose loss still leaves the mana payable, when there are such. */
function keepingMana(s: GameState, a: CastAction, c: ExtraCost, picked: ObjId[]): ObjId[] {
  const cost = castCost(s, a)
  if (cost === 'free' || !cost || !picked.length) return picked
  if (paymentHelp(without(s, picked), a, cost)) return picked
  const need = c.sacrificeCount ?? 1
  const spare = sacrificeCandidates(s, a.player, a.card, c.sacrifice!).filter(
    (id) => !!paymentHelp(without(s, [id]), a, cost),
  )
  const chosen: ObjId[] = []
  for (const id of spare) {
    if (chosen.length === need) break
    if (paymentHelp(without(s, [...chosen, id]), a, cost)) chosen.push(id)
  }
  return chosen.length === need ? chosen : picked
}

/** Why the spell can't be cast now for its timing alone, or null (CR 601.3, 307.1): sorcery speed unless an instant or
 *  flash (CR 702.8a), or the variant's timing says otherwise; a face-down creature spell has no flash (CR 702.37a,
 *  708.4). It depends on the card and the moment, never on the targets chosen. */
export function castTimingWhy(s: GameState, a: CastAction, obj: CardObject): string | null {
  const v = variantById(s.variant)
  const speed = a.faceDown
    ? 'sorcery'
    : (v.hooks.timing?.(s, a, obj) ??
      (hasType(s, obj, 'Instant') || hasKeyword(s, obj, 'flash') ? 'instant' : 'sorcery'))
  // CR 601.3: "as though it had flash if you pay {2} more" (the contract's `kicked` pays it).
  const flashPaid = (a.kicked && !!abilitiesOf(s, obj)?.flashFor) || !!abilitiesOf(s, obj)?.flashSacrifice
  if (speed === 'sorcery' && !flashPaid) {
    const timing = sorceryTiming(s, v.chart, a.player)
    if (timing)
      return `${nameOf(s, a.card)} can be cast only at sorcery speed (your main phase, empty stack): ${timing} (CR 307.1)`
  }
  return null
}

export function whyCantCast(state: GameState, a: CastAction): string | null {
  // CR 709.3a, 712.7: only the chosen face is evaluated; CR 702.127a: an aftermath card's second half.
  const s = a.face ? withFace(state, a.card, a.face) : aftermathView(state, a.card, a.from)
  const v = variantById(s.variant)
  const why = whyNoPriority(s, a.player)
  if (why) return why
  const obj = s.objects[a.card]
  const from = a.from ?? 'hand'
  // CR 702.34a: flashback casts it from the graveyard.
  const zones = [
    'hand',
    ...(v.hooks.castZones?.(s, a.player) ?? []),
    ...(graveyardCast(s, obj, from) ? ['graveyard'] : []),
    ...(foretoldCost(s, obj, from) ? ['exile'] : []), // CR 702.143a
  ]
  if (!obj || obj.owner !== a.player || !zones.includes(obj.zone) || (from === 'hand' && obj.zone !== 'hand')) {
    return `${cardName(s, a.card)} is not in your ${from === 'hand' ? 'hand' : from}`
  }
  const faceWhy = whyNotFace(state, a.card, a.face)
  if (faceWhy) return faceWhy
  const name = nameOf(s, a.card)
  if (isLand(s, obj)) return `${name} is a land: lands are played, not cast (CR 305.1)`
  const timingWhy = castTimingWhy(s, a, obj)
  if (timingWhy) return timingWhy
  const custom = v.hooks.checkCast?.(s, a, obj)
  if (custom) return custom
  const splitSecond = splitSecondWhy(s) // CR 702.61a
  if (splitSecond) return splitSecond
  if (a.faceDown) return whyNotFaceDown(s, a) // CR 702.37a
  if (a.alternative) {
    const altWhy = whyNotAlternative(s, a.player, obj, a.alternative, from)
    if (altWhy) return altWhy
  }
  const abilities = abilitiesOf(s, obj)
  for (const st of abilities?.statics ?? []) {
    const windowWhy = st.kind === 'castOnly' ? castWindowWhy(s, a.player, st.when) : null
    if (windowWhy) return `${name} can't be cast now: ${windowWhy}`
  }
  // An optional additional cost the engine doesn't read is still accepted (paid and applied by hand).
  if (
    a.kicked &&
    !abilities?.kicker &&
    !abilities?.buyback &&
    !abilities?.flashFor &&
    !abilities?.entwine &&
    !abilities?.casualty &&
    !abilities?.conspire &&
    !abilities?.multikicker &&
    !/kicker|buyback|additional/i.test(faceOf(s, obj)?.oracleText ?? '')
  )
    return `${name} has no kicker or other optional additional cost (CR 702.33)`
  if (a.replicate && !abilities?.replicate) return `${name} has no replicate cost (CR 702.56a)`
  if (a.multikicker && !abilities?.multikicker) return `${name} has no multikicker cost (CR 702.33c)`
  if (a.assist) {
    const assistWhy = whyNotAssist(s, a, obj)
    if (assistWhy) return `${name} can't be cast with assist: ${assistWhy}`
  }
  if (a.divide && !spellDivides(s, a.card)) return `${name} doesn't divide anything among its targets`
  const modeWhy = whyNotModes(s, a.card, a.modes, a.kicked)
  if (modeWhy) return `${name} can't be cast: ${modeWhy}`
  const optional = spellOptionalTargets(modalSpell(abilities?.spell, a.modes))
  // CR 702.103b: bestowed, it is an Aura spell that targets the creature it will enchant.
  // CR 702.96b: overloaded, it doesn't target.
  if (a.splice?.length) {
    const spliceWhy = whyNotSplice(s, a, obj)
    if (spliceWhy) return `${name} can't be cast with splice: ${spliceWhy}`
  }
  // CR 702.47a: the spliced cards' targets follow the spell's own.
  const own = splicedSpecs(s, a, spellTargetSpecs(s, a.card, a.modes))
  const specs =
    a.alternative === 'bestow'
      ? [BESTOW_TARGET]
      : a.alternative === 'overload'
        ? []
        : a.alternative === 'awaken'
          ? awakenSpecs(own) // CR 702.113a: and target land you control
          : own
  // CR 601.2b, 601.2c: X is announced before targets are chosen, so "with mana value X" reads the action's X.
  const withX = specs && specsWithX(specs, a.x ?? 0)
  const targetWhy = checkTargets(s, withX, a.targets ?? [], a.player, a.card, optional)
  if (targetWhy) return `${name} can't be cast: ${targetWhy}`
  const countWhy = withX && whyNotXCount(withX, a.targets ?? [], a.x ?? 0)
  if (countWhy) return `${name} can't be cast: ${countWhy}`
  const divideWhy = whyNotDivided(s, a)
  if (divideWhy) return `${name} can't be cast: ${divideWhy}`
  const copyWhy = whyNotCopyTargets(s, a, withX)
  if (copyWhy) return `${name} can't be cast: ${copyWhy}`
  const extra = additionalCost(s, a.card, a.from, a.kicked, a.alternative)
  if (hasExtraCost(extra)) {
    const extraWhy = whyCantPayExtra(s, a.player, a.card, extra, extraChoice(s, a, extra))
    if (extraWhy)
      return `${name} can't be cast: ${/\(CR [^)]*\)$/.test(extraWhy) ? extraWhy : `${extraWhy} (CR 601.2h)`}`
  }
  const cost = castCost(s, a)
  if (a.x !== undefined && (!Number.isInteger(a.x) || a.x < 0)) return 'X must be a whole number, 0 or more (CR 107.3)'
  // CR 601.2h: the mana is paid with what the other costs leave (a sacrificed land can't tap for it).
  const left = hasExtraCost(extra) ? without(s, extraChoice(s, a, extra).sacrifice ?? []) : s
  if (cost !== 'free') {
    if (cost === null) return `${name} has no mana cost, so it can't be cast (CR 202.1b)`
    // CR 107.3: an X paid only with some colours is already those symbols in the cost.
    if (!hasX(cost) && a.x && !abilitiesOf(s, s.objects[a.card])?.xSpendOnly) return `${name} has no X in its cost`
    const helperWhy = a.tap?.length || a.exile?.length ? whyNotHelpers(s, a) : null
    if (helperWhy) return `${name} can't be cast: ${helperWhy}`
    if (!paymentHelp(left, a, cost)) {
      // The total cost (CR 601.2f): its mana cost with every increase, reduction and additional cost.
      return `You can't pay ${formatManaCost(cost)}${hasX(cost) ? ` with X=${a.x ?? 0}` : ''} for ${name} (CR 601.2h)`
    }
  }
  return null
}

/** CR 702.47a: each card revealed is another card in the caster's hand with splice onto what this spell is, whose
 *  own spell the engine reads whole (no modes, optional or divided targets); the spell's targets stay in order. */
function whyNotSplice(s: GameState, a: CastAction, obj: CardObject): string | null {
  const ids = a.splice!
  if (new Set(ids).size !== ids.length || ids.includes(a.card)) return 'each card is spliced once, not the spell itself'
  const spell = abilitiesOf(s, obj)?.spell
  if (spell?.optionalTargets || spell?.divide) return 'its targets are optional or divided'
  const arcane = !!faceOf(s, obj)?.subtypes.includes('Arcane')
  const instantOrSorcery = hasType(s, obj, 'Instant') || hasType(s, obj, 'Sorcery')
  for (const id of ids) {
    const card = s.objects[id]
    if (!card || card.zone !== 'hand' || card.owner !== a.player) return `${cardName(s, id)} is not in your hand`
    const abilities = abilitiesOf(s, card)
    const splice = abilities?.splice
    if (!splice) return `${nameOf(s, id)} has no splice`
    if (splice.onto === 'Arcane' ? !arcane : !instantOrSorcery)
      return `${nameOf(s, id)} splices onto ${splice.onto === 'Arcane' ? 'Arcane' : 'instant or sorcery'} spells only`
    const text = abilities.spell
    if (!text?.automated || text.modes || text.optionalTargets || text.divide)
      return `${nameOf(s, id)}'s text isn't one the engine can add to a spell`
  }
  return null
}

/** The spell's targets followed by each spliced card's (CR 702.47a). */
function splicedSpecs(
  s: GameState,
  a: CastAction,
  specs: ReturnType<typeof spellTargetSpecs>,
): ReturnType<typeof spellTargetSpecs> {
  if (!a.splice?.length || !specs) return specs
  const more = a.splice.flatMap((id) => (s.objects[id] ? (abilitiesOf(s, s.objects[id])?.spell?.targets ?? []) : []))
  return [...specs, ...more]
}

/** CR 702.132a: "Another player can pay up to [generic mana in its total cost] of this spell's cost." (An X is
 *  not counted: only the generic mana printed or added.) */
function whyNotAssist(s: GameState, a: CastAction, obj: CardObject): string | null {
  const help = a.assist!
  if (!abilitiesOf(s, obj)?.keywords.includes('assist')) return 'it has no assist (CR 702.132a)'
  if (help.player === a.player || !s.players[help.player] || s.players[help.player].lost)
    return 'the assisting player must be another player in the game'
  if (!Number.isInteger(help.amount) || help.amount < 1) return 'the assisted amount must be 1 or more'
  const full = totalCost(s, a.player, obj, { ...a, assist: undefined })
  const generic = (full?.symbols ?? []).reduce((n, sym) => n + (sym.kind === 'generic' ? sym.amount : 0), 0)
  if (help.amount > generic) return `only the generic mana of its cost ({${generic}}) can be paid by another player`
  if (!canAfford(s, help.player, genericCost(help.amount)))
    return `${playerName(s, help.player)} can't pay {${help.amount}}`
  return null
}

function genericCost(n: number): ManaCost {
  return { symbols: [{ kind: 'generic', amount: n }] }
}

/** The spell's targets and awaken's land (CR 702.113a); null when the spell's own aren't read. */
function awakenSpecs(specs: ReturnType<typeof spellTargetSpecs>): ReturnType<typeof spellTargetSpecs> {
  return specs ? [...specs, AWAKEN_TARGET] : null
}

/** CR 106.6: the restricted mana that may pay for this spell (manaSpending.ts). */
function spendTags(s: GameState, id: ObjId): string[] {
  const obj = s.objects[id]
  return obj ? spellSpendTags(s, obj.controller ?? obj.owner, id) : []
}

export const cast: ActionHandler<CastAction> = {
  validate: whyCantCast,
  apply(tx, a) {
    if (a.faceDown) return castFaceDown(tx, a) // CR 702.37a: its name stays hidden
    if (aftermathView(tx.s, a.card, a.from) !== tx.s)
      tx.obj(a.card).face = 1 // CR 702.127a: the second half
    else if (a.face) tx.obj(a.card).face = a.face // CR 709.3, 712.7: the face chosen
    const cost = castCost(tx.s, a)
    const name = nameOf(tx.s, a.card)
    const obj = tx.s.objects[a.card]
    const face = faceOf(tx.s, obj)!
    const spendOn = spendTags(tx.s, a.card)
    const help = cost !== 'free' && cost ? paymentHelp(tx.s, a, cost) : null
    const fromGraveyard = graveyardCast(tx.s, obj, a.from)
    // Exiled as it leaves the stack (CR 702.34a, 702.133a, 702.127a).
    const flashback = fromGraveyard === 'flashback' || fromGraveyard === 'jump-start' || fromGraveyard === 'aftermath'
    const extra = additionalCost(tx.s, a.card, a.from, a.kicked, a.alternative)
    const choice = extraChoice(tx.s, a, extra)
    // CR 601.3: cast as though it had flash when a sorcery couldn't have been (Armor of Thorns): sacrificed later.
    const flashed = !!abilitiesOf(tx.s, obj)?.flashSacrifice && !!sorceryTiming(tx.s, tx.variant.chart, a.player)
    // CR 601.2a: the card moves to the stack first; then targets (601.2c) and costs (601.2h).
    const id = moveObject(tx, a.card, 'stack', { cause: 'cast', controller: a.player })!
    if (fromGraveyard === 'aftermath')
      tx.obj(id).face = 1 // CR 709.3: only the half cast is on the stack
    else if (a.face) tx.obj(id).face = a.face // CR 709.3b, 712.4e
    if (flashed && !hasType(tx.s, obj, 'Instant') && !hasKeyword(tx.s, obj, 'flash')) tx.obj(id).flashSacrifice = true
    const optional = abilitiesOf(tx.s, tx.s.objects[id])
    if (a.kicked && (optional?.kicker || optional?.casualty || optional?.conspire))
      tx.obj(id).kicked = true // CR 702.33d; CR 702.153a: its casualty cost was paid
    else if (a.kicked && optional?.buyback) tx.obj(id).buyback = true // CR 702.27a
    // CR 702.33c-d: a spell whose multikicker cost was paid is kicked, and remembers how many times.
    const kicks = optional?.multikicker ? timesKicked(a) : 0
    if (kicks) Object.assign(tx.obj(id), { kicked: true, timesKicked: kicks })
    if (flashback) tx.obj(id).flashback = true // CR 702.34a
    const byHand = fromGraveyard === 'flashback' ? optional?.flashbackByHand : undefined
    if (byHand) tx.log(`${playerName(tx.s, a.player)} pays the flashback cost by hand: ${byHand} (CR 702.34a)`)
    if (a.alternative) tx.obj(id).castFor = a.alternative // CR 118.9
    if (a.replicate && optional?.replicate) tx.obj(id).replicated = a.replicate // CR 702.56a
    if (a.copyTargets?.length) tx.obj(id).copyTargets = a.copyTargets // CR 707.10c: its copies' new targets
    if (a.splice?.length) {
      // CR 702.47a: revealed from the hand, they stay there; the spell has their text too.
      tx.obj(id).spliced = a.splice.map((c) => tx.s.objects[c].def)
      tx.log(
        `${playerName(tx.s, a.player)} reveals ${a.splice.map((c) => nameOf(tx.s, c)).join(', ')} and splices it onto ${name}`,
      )
    }
    if ((a.from ?? 'hand') === 'hand') tx.obj(id).castFromHand = true // "if you cast it from your hand" (CR 601.2a)
    if ((a.from ?? 'hand') === 'hand' && optional?.keywords.includes('rebound')) tx.obj(id).rebound = true // CR 702.88a
    const item: StackItem = {
      id,
      kind: 'spell',
      source: id,
      controller: a.player,
      targets: a.targets ?? [],
      text: face.oracleText,
    }
    if (a.x !== undefined) item.x = a.x
    if (a.modes?.length) item.modes = a.modes
    if (a.kicked || kicks) item.kicked = true
    if (a.divide) item.divide = a.divide
    tx.stack().push(item)
    emitTargeted(tx, item) // CR 702.21a: ward
    const paid = hasExtraCost(extra) ? payExtra(tx, a.player, id, extra, choice) : []
    if (extra?.sacrifice && choice.sacrifice?.length) noteSacrificedForCost(tx.s, tx.events, item, choice.sacrifice)
    if (help && (help.tap.length || help.exile.length)) {
      // CR 702.51a, 702.126a: convoke and improvise tap; CR 702.66a: delve exiles from the graveyard.
      for (const t of help.tap) {
        if (tx.s.objects[t]?.zone !== 'battlefield') continue
        tx.obj(t).tapped = true
        paid.push(`tapping ${nameOf(tx.s, t)}`)
      }
      for (const e of help.exile) {
        paid.push(`exiling ${nameOf(tx.s, e)}`)
        moveObject(tx, e, 'exile', { cause: 'delve' })
      }
    }
    if (cost !== 'free') {
      const spent: ManaUnit[] = []
      const failed = payCost(tx, a.player, help?.cost ?? cost, {
        x: a.x ?? 0,
        phyrexianLife: a.pay?.phyrexianLife,
        tap: a.pay?.tap,
        spendOn,
        spent,
      })
      if (failed) throw new Error(`internal: payment failed after validation: ${failed}`)
      if (spent.length) tx.obj(id).spent = tallySpent(spent) // CR 601.2h
      if (spent.some((u) => u.uncounterable)) {
        tx.obj(id).uncounterable = true // CR 101.2, 106.6: "and that spell can't be countered"
        tx.log(`${name} can't be countered: it was cast with mana that says so (CR 101.2)`)
      }
    }
    if (a.assist) {
      // CR 702.132a: the other player pays their part of the generic mana.
      const failed = payCost(tx, a.assist.player, genericCost(a.assist.amount))
      if (failed) throw new Error(`internal: assist payment failed after validation: ${failed}`)
      tx.log(`${playerName(tx.s, a.assist.player)} pays {${a.assist.amount}} of ${name}'s cost (assist)`)
    }
    tx.set('passes', 0)
    recordCast(tx, a.player, id)
    const xText = a.x !== undefined && hasX(cost === 'free' ? null : cost) ? ` with X=${a.x}` : ''
    const targets = item.targets.length
      ? ` targeting ${item.targets.map((t) => targetName(tx.s, t)).join(' and ')}`
      : ''
    const how = [
      fromGraveyard ? `with ${fromGraveyard}` : '',
      a.alternative ? `for its ${a.alternative} cost` : '',
      a.kicked ? 'kicked' : '',
      ...paid,
    ].filter(Boolean)
    tx.log(`${playerName(tx.s, a.player)} casts ${name}${how.length ? ` (${how.join(', ')})` : ''}${xText}${targets}`)
    tx.emit({ type: 'cast', player: a.player, card: id })
  },
  enumerate(s, p) {
    if (s.priority !== p || s.pending.length || s.phase !== 'turn') return []
    const out: CastAction[] = []
    const seen = new Set<string>()
    for (const id of s.players[p].zones.hand) {
      const obj = s.objects[id]
      if (seen.has(obj.def) || isLand(s, obj)) continue
      seen.add(obj.def)
      for (const a of castOptions(s, p, id)) if (!whyCantCast(s, a)) out.push(a)
    }
    // CR 709.3, 712.7: a split card's other half, a modal double-faced card's back face.
    for (const id of s.players[p].zones.hand) {
      for (const face of otherFaces(s, id)) {
        const key = `${s.objects[id].def}:${face}`
        const view = withFace(s, id, face)
        if (seen.has(key) || isLand(view, view.objects[id])) continue
        seen.add(key)
        for (const a of castOptions(view, p, id)) if (!whyCantCast(s, { ...a, face })) out.push({ ...a, face })
      }
    }
    // CR 702.143a: foretold cards, from exile on a later turn.
    for (const id of s.players[p].zones.exile ?? []) {
      if (!foretoldCost(s, s.objects[id], 'exile')) continue
      for (const a of castOptions(s, p, id)) {
        a.from = 'exile'
        if (!whyCantCast(s, a)) out.push(a)
      }
    }
    // CR 702.34a: flashback, from the graveyard.
    for (const id of s.players[p].zones.graveyard ?? []) {
      const g = aftermathView(s, id, 'graveyard') // CR 702.127a: an aftermath card's second half
      const obj = g.objects[id]
      if (seen.has(`gy:${obj.def}`) || !graveyardCast(g, obj, 'graveyard')) continue
      // A flashback cost paid by hand (CR 702.34a) is the players' to pay: not among the engine's choices.
      if (graveyardCast(g, obj, 'graveyard') === 'flashback' && abilitiesOf(g, obj)?.flashbackByHand) continue
      seen.add(`gy:${obj.def}`)
      for (const a of castOptions(g, p, id)) {
        a.from = 'graveyard'
        if (!whyCantCast(s, a)) out.push(a)
      }
    }
    return out
  },
}

/** Candidate cast actions for a card: each combination of one legal target per slot (capped), X up to what's affordable. */
export function castOptions(s: GameState, p: PlayerIndex, id: ObjId, maxOptions = 12): CastAction[] {
  const spell = abilitiesOf(s, s.objects[id])?.spell
  // A modal spell: each single mode (or the first `count` modes), as typical choices (CR 700.2).
  const modeLists: (number[] | undefined)[] = spell?.modes
    ? spell.modes.upTo || spell.modes.count === 1
      ? spell.modes.choices.map((_, i) => [i])
      : [spell.modes.choices.slice(0, spell.modes.count).map((_, i) => i)]
    : [undefined]
  const plain = modeLists.flatMap((modes) => castChoices(s, p, id, modes, maxOptions))
  // Kicked (CR 702.33) or with buyback (CR 702.27): the same choices with the optional cost paid.
  const abilities = abilitiesOf(s, s.objects[id])
  const kicked =
    abilities?.kicker ||
    abilities?.buyback ||
    abilities?.flashFor ||
    abilities?.casualty ||
    abilities?.conspire ||
    abilities?.multikicker
      ? plain.map((a) => ({ ...a, kicked: true }))
      : []
  // CR 118.9: the same choices for each alternative cost (evoke, dash, blitz, surge).
  const alternatives = (abilities?.alternatives ?? []).flatMap((alt) =>
    alt.kind === 'bestow'
      ? legalTargets(s, BESTOW_TARGET, p, id)
          .slice(0, 4)
          .map((t): CastAction => ({ type: 'cast', player: p, card: id, targets: [t], alternative: 'bestow' }))
      : alt.kind === 'overload'
        ? [{ type: 'cast' as const, player: p, card: id, alternative: 'overload' as const }]
        : alt.kind === 'awaken'
          ? plain.flatMap((a) =>
              legalTargets(s, AWAKEN_TARGET, p, id)
                .slice(0, 2)
                .map((t): CastAction => ({ ...a, targets: [...(a.targets ?? []), t], alternative: 'awaken' })),
            )
          : plain.map((a) => ({ ...a, alternative: alt.kind })),
  )
  // CR 702.56a: replicate paid once or twice, as typical choices.
  const replicated = abilities?.replicate ? plain.flatMap((a) => [1, 2].map((n) => ({ ...a, replicate: n }))) : []
  // CR 702.33c: multikicker paid twice or three times, as typical choices (`kicked` above pays it once).
  const multikicked = abilities?.multikicker ? plain.flatMap((a) => [2, 3].map((n) => ({ ...a, multikicker: n }))) : []
  // CR 702.37a: face down, with nothing to choose.
  const faceDown: CastAction[] = abilities?.morph ? [{ type: 'cast', player: p, card: id, faceDown: true }] : []
  return [...plain, ...kicked, ...alternatives, ...replicated, ...multikicked, ...faceDown]
}

function castChoices(
  s: GameState,
  p: PlayerIndex,
  id: ObjId,
  modes: number[] | undefined,
  maxOptions: number,
): CastAction[] {
  const specs = spellTargetSpecs(s, id, modes) ?? []
  const spell = abilitiesOf(s, s.objects[id])?.spell
  const optional = spellOptionalTargets(modalSpell(spell, modes))
  // Each count of targets it may have (CR 601.2c: "one or two targets"), the fewest first.
  const targetListsFor = (specs: TargetSpec[]): Target[][] => {
    const targetLists: Target[][] = []
    for (let n = specs.length - optional; n <= specs.length; n++) {
      let lists: Target[][] = [[]]
      for (const spec of specs.slice(0, n)) {
        const next: Target[][] = []
        for (const prefix of lists)
          for (const t of legalTargets(s, spec, p, id))
            if (next.length < maxOptions && !prefix.some((q) => JSON.stringify(q) === JSON.stringify(t)))
              next.push([...prefix, t])
        lists = next
      }
      targetLists.push(...lists)
    }
    return targetLists
  }
  const cost = faceOf(s, s.objects[id])?.manaCost ?? null
  const byX = specs.some((t) => t.xManaValue)
  const targetLists = byX ? [] : targetListsFor(specs)
  // CR 601.2b, 601.2c: targets "with mana value X" are chosen against the announced X: each target's own value of X
  // is offered too (Spell Blast on a 4-mana spell is cast with X = 4).
  const xs = hasX(cost) ? [1, 2, 3, 5] : [undefined]
  if (byX && hasX(cost)) {
    const values = new Set(xs as number[])
    for (const spec of specs)
      for (const t of legalTargets(s, specWithX(spec, undefined), p, id).slice(0, maxOptions))
        if ('card' in t) values.add(targetManaValue(s, t.card))
    xs.splice(0, xs.length, ...[...values].sort((a, b) => a - b))
  }
  const out: CastAction[] = []
  // CR 601.2d: a spell that divides damage offers typical divisions (the whole to one, enough to finish each).
  if (!modes && spell?.automated && dividingDamage(spell)) {
    for (const x of xs)
      for (const c of divisionChoices(s, spell, p, id, x ?? 0) ?? []) {
        const a: CastAction = { type: 'cast', player: p, card: id, targets: c.targets }
        if (c.divide) a.divide = c.divide
        if (x !== undefined) a.x = x
        out.push(a)
      }
    if (out.length) return out
  }
  // CR 601.2b, 601.2c: "X target creatures": each list of targets with X its count in those places.
  const places = specs.filter((t) => t.xCount).length
  if (places && hasX(cost)) {
    for (const targets of targetLists) {
      const a: CastAction = { type: 'cast', player: p, card: id, x: targets.length - (specs.length - places) }
      if (modes) a.modes = modes
      if (targets.length) a.targets = targets
      out.push(a)
    }
    return out
  }
  for (const x of xs)
    for (const targets of byX ? targetListsFor(specsWithX(specs, x ?? 0)) : targetLists) {
      const a: CastAction = { type: 'cast', player: p, card: id }
      if (modes) a.modes = modes
      if (targets.length) a.targets = targets
      if (x !== undefined) a.x = x
      out.push(a)
    }
  return out
}

/** "X target creatures": exactly X targets in those places (CR 601.2b, 601.2c), or why not. */
function whyNotXCount(specs: TargetSpec[], targets: Target[], x: number): string | null {
  const places = specs.filter((t) => t.xCount).length
  if (!places) return null
  if (x > places) return `X can be at most ${places} here: it names that many targets`
  const chosen = targets.length - (specs.length - places)
  return chosen === x
    ? null
    : `it needs X = ${x} target${x === 1 ? '' : 's'} for "X target" (CR 601.2c), got ${Math.max(0, chosen)}`
}

/** A target's mana value: a spell's with its X (CR 202.3e), a permanent's or card's printed one. */
function targetManaValue(s: GameState, id: ObjId): number {
  const obj = s.objects[id]
  return obj.zone === 'stack' ? spellManaValue(s, obj) : (faceOf(s, obj)?.manaValue ?? 0)
}

/** Whether the spell divides damage among its targets (CR 601.2d). */
function spellDivides(s: GameState, id: ObjId): boolean {
  return !!abilitiesOf(s, s.objects[id])?.spell?.divide
}

/** Why these divided amounts don't fit (CR 601.2d: at least 1 to each target, the whole amount divided). */
function whyNotDivided(s: GameState, a: CastAction): string | null {
  const e = dividingDamage(abilitiesOf(s, s.objects[a.card])?.spell)
  const what = e?.kind === 'distribute' ? `${e.counter} counters` : 'damage'
  return whyNotDivision(dividedTotal(s, a.card, a.x ?? 0), (a.targets ?? []).length, a.divide, what)
}

/** The amount a dividing spell divides, or null when unknown. */
export function dividedTotal(s: GameState, id: ObjId, x: number): number | null {
  return dividedAmountOf(abilitiesOf(s, s.objects[id])?.spell, x)
}

/** What may help pay a spell's cost: untapped creatures (convoke, CR 702.51a) and noncreature artifacts (improvise,
 *  CR 702.126a) its caster controls, the least valuable first, and other cards in their graveyard (delve, 702.66a). */
function costHelpers(s: GameState, a: CastAction): { tappers: ObjId[]; exilable: ObjId[] } {
  const keywords = abilitiesOf(s, s.objects[a.card])?.keywords ?? []
  const value = (id: ObjId) => (s.objects[id].token ? -1 : (faceOf(s, s.objects[id])?.manaValue ?? 0))
  const mine = s.battlefield.filter((id) => s.objects[id].controller === a.player && !s.objects[id].tapped)
  const tappers = [
    ...(keywords.includes('convoke') ? mine.filter((id) => isCreature(s, s.objects[id])) : []),
    ...(keywords.includes('improvise')
      ? mine.filter((id) => hasType(s, s.objects[id], 'Artifact') && !isCreature(s, s.objects[id]))
      : []),
  ].sort((x, y) => value(x) - value(y))
  const exilable = keywords.includes('delve')
    ? (s.players[a.player].zones.graveyard ?? []).filter((id) => id !== a.card)
    : []
  return { tappers, exilable }
}

/** Why the permanents named in `tap` or the cards named in `exile` can't help pay the spell's cost, or null. */
export function whyNotHelpers(s: GameState, a: CastAction): string | null {
  const { tappers, exilable } = costHelpers(s, a)
  const named = [...(a.tap ?? []), ...(a.exile ?? [])]
  if (new Set(named).size !== named.length) return 'each card helps pay once'
  const name = nameOf(s, a.card)
  for (const id of a.tap ?? [])
    if (!tappers.includes(id))
      return `${cardName(s, id)} can't be tapped to pay for ${name}: only an untapped creature you control with convoke (CR 702.51a) or noncreature artifact with improvise (CR 702.126a)`
  for (const id of a.exile ?? [])
    if (!exilable.includes(id))
      return `${cardName(s, id)} can't be exiled to pay for ${name}: only another card from your graveyard, with delve (CR 702.66a)`
  return null
}

/** The cost as paid (CR 601.2g-h), with convoke (CR 702.51a), improvise (CR 702.126a) or delve (CR 702.66a) paying
 *  generic mana when the mana alone doesn't: the fewest helpers, the least valuable first. Null: it can't be paid. */
export function paymentHelp(
  s: GameState,
  a: CastAction,
  cost: ManaCost,
): { cost: ManaCost; tap: ObjId[]; exile: ObjId[] } | null {
  const req = { x: a.x ?? 0, phyrexianLife: a.pay?.phyrexianLife, tap: a.pay?.tap, spendOn: spendTags(s, a.card) }
  const named = !!(a.tap?.length || a.exile?.length)
  if (!named && canAfford(s, a.player, cost, req)) return { cost, tap: [], exile: [] }
  const keywords = abilitiesOf(s, s.objects[a.card])?.keywords ?? []
  const generic = cost.symbols.reduce((t, sym) => t + (sym.kind === 'generic' ? sym.amount : 0), 0)
  const convoke = keywords.includes('convoke')
  if (!generic && !convoke) return null
  const { tappers, exilable } = costHelpers(s, a)
  // The helpers the player named (`tap`, `exile`), all of them; else the fewest that suffice.
  const helpers = named
    ? [...(a.exile ?? []).map((id) => ({ id, tap: false })), ...(a.tap ?? []).map((id) => ({ id, tap: true }))]
    : [...exilable.map((id) => ({ id, tap: false })), ...tappers.map((id) => ({ id, tap: true }))]
  if (named && whyNotHelpers(s, a)) return null
  for (let k = named ? helpers.length : 1; k <= Math.min(cost.symbols.length + generic, helpers.length); k++) {
    const used = helpers.slice(0, k)
    const objects = { ...s.objects }
    for (const h of used) if (h.tap) objects[h.id] = { ...objects[h.id], tapped: true }
    // Each helper pays {1}; a convoking creature pays one mana of its colour first (CR 702.51a).
    let reduced = cost
    for (const h of used) {
      const colors = convoke && h.tap && isCreature(s, s.objects[h.id]) ? colorsOf(s, s.objects[h.id]) : []
      const at = reduced.symbols.findIndex((sym) => sym.kind === 'colored' && colors.includes(sym.color))
      reduced = at >= 0 ? { symbols: reduced.symbols.filter((_, i) => i !== at) } : changeGeneric(reduced, -1)
    }
    if (canAfford({ ...s, objects }, a.player, reduced, req))
      return {
        cost: reduced,
        tap: used.filter((h) => h.tap).map((h) => h.id),
        exile: used.filter((h) => !h.tap).map((h) => h.id),
      }
  }
  return null
}
