// Activated and loyalty abilities (CR 602, 606).
import { textWithTargets } from '../logWords'
import type { ManaCost } from '../../mana/types'
import type { ActivatedAbility, EffectText } from '../abilities'
import type { ActionHandler } from '../variant'
import type { ActivateAction, GameState, ObjId, StackItem, Target } from '../types'
import { variantById } from '../registry'
import { abilitiesOf, faceOf, hasKeyword, isCreature, isPlaneswalker, nameOf, playerName } from '../query'
import { legalTargets, targetName } from '../legalTargets'
import { sorceryTiming } from '../flow'
import { canAfford, payCost } from '../mana'
import { addCounters } from '../effects'
import { moveObject } from '../zones'
import { noteSacrificedForCost, noteSourceLeftForCost } from '../lastKnown'
import { emitTargeted } from '../triggerStack'
import { cardName, whyNoPriority } from './pending'
import { checkTargets } from './targets'
import { splitSecondWhy } from '../alternativeCosts'
import { defaultExtraChoice, extraCostOf, payExtra, unblockedAttackers, whyCantPayExtra, type ExtraCost } from './costs'
import { activationForbidden } from '../activationBans'
import { castWindowWhy } from '../castWindow'
import { rulesText } from '../rulesText'
import { countsActivations } from '../activationCount'
import { divisionChoices, whyNotDivided } from '../divided'
import { modeChoices, whyNotModes, withModes } from '../triggerModes'
import { abilitySpendTags } from '../manaSpending'

export interface AbilityRef {
  kind: 'loyalty' | 'activated'
  index: number
  text: EffectText & {
    cost?: ManaCost | null
    tap?: boolean
    sacrificeSelf?: boolean
    sorcery?: boolean
    payable?: boolean
    equip?: boolean
  } & Partial<
      Pick<
        ActivatedAbility,
        | 'sacrifice'
        | 'sacrificeCount'
        | 'discardCost'
        | 'discardRandom'
        | 'discardSelf'
        | 'lifeCost'
        | 'energyCost'
        | 'from'
        | 'perTurn'
        | 'during'
        | 'crew'
        | 'activateIf'
        | 'handCost'
        | 'returnAttacker'
        | 'cycling'
        | 'otherCosts'
        | 'untapSymbol'
        | 'window'
      >
    > & {
      exileSelfFromGraveyard?: boolean
    }
}

/** The costs of an activated ability other than mana and {T} (CR 602.2b). */
export function abilityExtraCost(t: AbilityRef['text']): ExtraCost {
  const c = extraCostOf(t, t.otherCosts)
  if (t.discardSelf) c.discardSelf = true
  if (t.exileSelfFromGraveyard) c.exileSelf = true
  if (t.crew !== undefined) c.crew = t.crew
  if (t.returnAttacker) c.returnAttacker = true
  return c
}

/** The zone an ability is activated from (CR 602.2: cycling from the hand, CR 702.29a). */
export function abilityZone(t: AbilityRef['text']): 'battlefield' | 'hand' | 'graveyard' {
  return t.from ?? (t.exileSelfFromGraveyard ? 'graveyard' : 'battlefield')
}

/** The ability `index` of a permanent: loyalty abilities for planeswalkers, else its non-mana activated abilities. */
export function abilityRef(s: GameState, id: ObjId, index: number): AbilityRef | null {
  const obj = s.objects[id]
  const abilities = obj ? abilitiesOf(s, obj) : null
  if (!abilities) return null
  if (isPlaneswalker(s, obj) && obj.zone === 'battlefield') {
    const text = abilities.loyalty[index]
    return text ? { kind: 'loyalty', index, text } : null
  }
  const text = abilities.activated[index]
  return text ? { kind: 'activated', index, text } : null
}

/** The cost of a non-loyalty activated ability (CR 602.2b) after the variant's modifications. */
export function activationCost(
  s: GameState,
  a: ActivateAction,
  t: AbilityRef['text'],
): { mana: ManaCost | null | 'free'; tap: boolean } {
  const printed = { mana: t.cost ?? null, tap: !!t.tap }
  const hook = variantById(s.variant).hooks.activationCost
  return hook ? hook(s, a, s.objects[a.card], printed) : printed
}

export function whyCantActivate(s: GameState, a: ActivateAction): string | null {
  const why = whyNoPriority(s, a.player)
  if (why) return why
  const splitSecond = splitSecondWhy(s) // CR 702.61a
  if (splitSecond) return splitSecond
  const obj = s.objects[a.card]
  const from = a.from ?? 'battlefield'
  if (!obj || obj.zone !== from)
    return `${cardName(s, a.card)} is not ${from === 'battlefield' ? 'on the battlefield' : `in your ${from}`}`
  const name = nameOf(s, a.card)
  if (from === 'battlefield' ? obj.controller !== a.player : obj.owner !== a.player) return `you don't control ${name}`
  const ref = abilityRef(s, a.card, a.ability ?? 0)
  if (!ref) return `${name} has no activated ability #${a.ability ?? 0} (mana abilities use "activateMana")`
  const zone = ref.kind === 'loyalty' ? 'battlefield' : abilityZone(ref.text)
  if (zone !== from)
    return `${name}'s ability #${a.ability ?? 0} is activated ${zone === 'battlefield' ? 'on the battlefield' : `from your ${zone}`}, not from your ${from} (CR 602.2)`
  if (activationForbidden(s, obj)) return `${name}'s activated abilities can't be activated (CR 602.5)`
  const chart = variantById(s.variant).chart
  if (ref.kind === 'loyalty') {
    // CR 606.3: sorcery timing, once per turn per planeswalker.
    const timing = sorceryTiming(s, chart, a.player)
    if (timing) return `Loyalty abilities can be activated only at sorcery speed: ${timing} (CR 606.3)`
    if (obj.loyaltyUsed) return `${name} has already activated a loyalty ability this turn (CR 606.3)`
    const ability = faceOf(s, obj)!.loyaltyAbilities[ref.index]
    const loyalty = obj.counters.loyalty ?? 0
    const amount = ability?.x ? -(a.x ?? 0) : (ability?.amount ?? 0)
    if (ability?.x && (a.x === undefined || a.x < 0)) return 'choose X for this ability'
    if (amount < 0 && loyalty + amount < 0)
      return `${name} has only ${loyalty} loyalty: it can't pay ${amount} (CR 606.6)`
  } else {
    const t = ref.text
    const used = obj.activations?.[a.ability ?? 0] ?? 0
    if (t.perTurn !== undefined && used >= t.perTurn)
      return `${name}'s ability can be activated only ${t.perTurn === 1 ? 'once' : `${t.perTurn} times`} each turn (CR 602.5b)`
    if (t.during && s.active !== a.player) return `${name}'s ability can be activated only during your turn (CR 602.5b)`
    if (t.during === 'yourUpkeep' && s.step !== 'upkeep')
      return `${name}'s ability can be activated only during your upkeep (CR 602.5b)`
    const window = t.window ? castWindowWhy(s, a.player, t.window) : null
    if (window)
      return `${name}'s ability ${window.replace('it can be cast', 'can be activated').replace('601.3e', '602.5b')}`
    if (t.activateIf && !rulesText.conditionNow(s, t.activateIf, a.player, a.card))
      return `${name}'s ability can be activated only if ${rulesText.describeCondition(t.activateIf)} (CR 602.5b)`
    const speed = variantById(s.variant).hooks.timing?.(s, a, obj) ?? (t.sorcery ? 'sorcery' : 'instant')
    if (speed === 'sorcery') {
      const timing = sorceryTiming(s, chart, a.player)
      if (timing) return `This ability can be activated only as a sorcery: ${timing} (CR 602.5d)`
    }
    const cost = activationCost(s, a, t)
    if (cost.tap) {
      if (obj.tapped) return `${name} is tapped`
      if (isCreature(s, obj) && obj.sick && !hasKeyword(s, obj, 'haste'))
        return `${name} has summoning sickness: it can't use {T} abilities this turn (CR 302.6)`
    }
    if (t.untapSymbol) {
      // CR 107.6, 302.6: {Q} untaps a tapped permanent; a creature's needs it under control since the turn began.
      if (!obj.tapped) return `${name} is untapped: {Q} needs it tapped (CR 107.6)`
      if (isCreature(s, obj) && obj.sick && !hasKeyword(s, obj, 'haste'))
        return `${name} has summoning sickness: it can't use {Q} abilities this turn (CR 302.6)`
    }
    // CR 601.2g-h: mana abilities are activated before costs are paid, so a permanent tapped (or untapped) by its own
    // ability's cost can't also make mana for it.
    const paying =
      cost.tap || t.untapSymbol ? { ...s, objects: { ...s.objects, [a.card]: { ...obj, tapped: true } } } : s
    if (
      cost.mana !== 'free' &&
      cost.mana &&
      !canAfford(paying, a.player, cost.mana, {
        x: a.x ?? 0,
        tap: a.pay?.tap,
        spendOn: abilitySpendTags(s, a.player, a.card),
      })
    )
      return `You can't pay the ability's cost (CR 602.2b)`
    // CR 602.2b: a cost the engine can't pay is paid by the players, by hand, as it is activated (logged).
    const extra: ExtraCost = t.payable ? abilityExtraCost(t) : {}
    // CR 602.2b: the source tapped for {T} can't also be one of the untapped permanents another cost taps.
    const tapping = cost.tap ? { ...s, objects: { ...s.objects, [a.card]: { ...obj, tapped: true } } } : s
    const extraWhy = whyCantPayExtra(tapping, a.player, a.card, extra, extraChoice(tapping, a, extra))
    if (extraWhy)
      return `You can't pay the ability's cost: ${/\(CR [^)]*\)$/.test(extraWhy) ? extraWhy : `${extraWhy} (CR 602.2b)`}`
  }
  const custom = variantById(s.variant).hooks.checkActivate?.(s, a, obj)
  if (custom) return custom
  // CR 700.2, 602.2b: a modal ability's modes are chosen as it is activated, then the targets they need.
  if (a.modes?.length && !ref.text.modes) return `${name}'s ability #${a.ability ?? 0} is not modal`
  if (ref.text.modes && ref.text.automated) {
    const why = whyNotModes(ref.text, a.modes)
    if (why) return `The ability can't be activated: ${why} (CR 700.2)`
  }
  const chosen = ref.text.modes ? withModes(ref.text, a.modes) : ref.text
  const targetWhy = checkTargets(
    s,
    ref.text.automated ? chosen.targets : null,
    a.targets ?? [],
    a.player,
    a.card,
    ref.text.automated ? (chosen.optionalTargets ?? 0) : 0,
  )
  if (targetWhy) return `The ability can't be activated: ${targetWhy}`
  // CR 602.2b, 601.2d: divided damage is divided as the ability is activated.
  const divideWhy = whyNotDivided(ref.text, a.targets ?? [], a.divide, a.x ?? 0)
  if (divideWhy) return `The ability can't be activated: ${divideWhy}`
  return null
}

export const activate: ActionHandler<ActivateAction> = {
  validate: whyCantActivate,
  apply(tx, a) {
    const obj = tx.s.objects[a.card]
    const name = nameOf(tx.s, a.card)
    // Named before the costs are paid: a target sacrificed to pay for it still has its name in the log (CR 602.2).
    const targetNames = (a.targets ?? []).map((t) => targetName(tx.s, t))
    const ref = abilityRef(tx.s, a.card, a.ability ?? 0)!
    const face = faceOf(tx.s, obj)!
    let paid: string[] = []
    let attacking: Target | undefined
    let sacrificed: ObjId[] | undefined
    if (ref.kind === 'loyalty') {
      const ability = face.loyaltyAbilities[ref.index]
      const amount = ability.x ? -(a.x ?? 0) : (ability.amount ?? 0)
      addCounters(tx, a.card, 'loyalty', amount) // CR 606.4
      tx.obj(a.card).loyaltyUsed = true
    } else {
      const cost = activationCost(tx.s, a, ref.text)
      if (cost.tap) tx.obj(a.card).tapped = true
      if (ref.kind === 'activated' && ref.text.untapSymbol) tx.obj(a.card).tapped = false // CR 107.6
      if (cost.mana && cost.mana !== 'free') {
        const failed = payCost(tx, a.player, cost.mana, {
          x: a.x ?? 0,
          tap: a.pay?.tap,
          spendOn: abilitySpendTags(tx.s, a.player, a.card), // CR 106.6
        })
        if (failed) throw new Error(`internal: ability payment failed after validation: ${failed}`)
      }
      const extra: ExtraCost = ref.text.payable ? abilityExtraCost(ref.text) : {}
      const choice = extraChoice(tx.s, a, extra)
      // CR 702.49c: the ninja attacks whom the returned creature attacked.
      const attack = tx.s.combat?.attackers.find((x) => x.id === choice.returnAttacker)
      if (extra.returnAttacker && attack) attacking = attack.target
      paid = payExtra(tx, a.player, a.card, extra, choice)
      // CR 602.2b: the rest of the cost, paid by the players by hand.
      if (!ref.text.payable) paid.push(`paying by hand: ${ref.text.handCost ?? 'its cost'}`)
      if (extra.sacrifice) sacrificed = choice.sacrifice
      if (ref.kind === 'activated' && ref.text.cycling) {
        // CR 702.29: the card cycled, now in the graveyard ("when you cycle ~").
        const moved = tx.events.find((m) => m.type === 'moved' && m.id === a.card && m.cause === 'discard')
        tx.emit({ type: 'cycled', player: a.player, ...(moved?.newId ? { card: moved.newId } : {}) })
      }
      if (ref.text.perTurn !== undefined || (ref.kind === 'activated' && countsActivations(ref.text))) {
        const n = a.ability ?? 0
        const was = tx.s.objects[a.card].activations
        tx.obj(a.card).activations = { ...was, [n]: (was?.[n] ?? 0) + 1 } // CR 602.5b
      }
    }
    const item: StackItem = {
      id: tx.newId('a'),
      kind: 'ability',
      source: a.card,
      controller: a.player,
      targets: a.targets ?? [],
      ability: `${ref.kind}:${ref.index}`,
      text: ref.text.text,
      def: obj.def,
      face: obj.face ?? 0,
    }
    if (a.x !== undefined) item.x = a.x
    if (a.divide) item.divide = a.divide // CR 602.2b, 601.2d
    if (ref.text.modes && a.modes) item.modes = [...a.modes].sort((m, n) => m - n) // CR 700.2
    if (attacking) item.extra = { attacking }
    if (ref.kind === 'activated' && ref.text.sacrificeSelf) moveObject(tx, a.card, 'graveyard', { cause: 'sacrifice' })
    noteSourceLeftForCost(tx.events, item, a.card) // CR 602.2b, 608.2h: sacrificed or exiled as a cost
    if (sacrificed?.length) noteSacrificedForCost(tx.s, tx.events, item, sacrificed) // CR 608.2h
    tx.stack().push(item)
    emitTargeted(tx, item) // CR 702.21a: ward
    tx.set('passes', 0)
    const costs = paid.length ? `, ${paid.join(', ')}` : ''
    const text = ref.text.modes ? modeText(ref.text, item.modes) : ref.text.text
    tx.log(`${playerName(tx.s, a.player)} activates ${name}${costs}: ${textWithTargets(text, targetNames)}`)
  },
  enumerate(s, p) {
    if (s.priority !== p || s.pending.length || s.phase !== 'turn') return []
    const out: ActivateAction[] = []
    const mine = s.battlefield.filter((id) => s.objects[id].controller === p)
    const zones = s.players[p].zones
    for (const id of [...mine, ...(zones.hand ?? []), ...(zones.graveyard ?? [])]) {
      const obj = s.objects[id]
      const abilities = abilitiesOf(s, obj)
      if (!abilities) continue
      const onField = obj.zone === 'battlefield'
      const count = onField && isPlaneswalker(s, obj) ? abilities.loyalty.length : abilities.activated.length
      for (let i = 0; i < count; i++) {
        const ref = abilityRef(s, id, i)!
        if (ref.kind === 'activated' && abilityZone(ref.text) !== obj.zone) continue
        // A cost paid by hand (CR 602.2b) is the players' to pay: not listed among the engine's choices.
        if (ref.kind === 'activated' && !ref.text.payable) continue
        // CR 700.2: a modal ability the engine runs is offered with each typical choice of modes and targets.
        const modal = ref.text.modes && ref.text.automated ? modeChoices(s, ref.text, p, id) : null
        const lists: Target[][] = modal ? modal.map((c) => c.targets) : [[]]
        for (const spec of modal ? [] : ref.text.targets) {
          const next: Target[][] = []
          for (const prefix of lists)
            for (const t of legalTargets(s, spec, p, id)) if (next.length < 8) next.push([...prefix, t])
          lists.splice(0, lists.length, ...next)
        }
        const loyaltyX = ref.kind === 'loyalty' && faceOf(s, obj)!.loyaltyAbilities[i]?.x
        // CR 602.2b, 601.2d: an ability that divides damage offers typical divisions.
        const divided = ref.text.automated && !modal ? divisionChoices(s, ref.text, p, id, loyaltyX ? 1 : 0) : null
        const choices: { targets: Target[]; divide?: number[]; modes?: number[] }[] =
          divided ?? lists.map((targets, k) => ({ targets, modes: modal?.[k].modes }))
        for (const { targets, divide, modes } of choices) {
          const a: ActivateAction = { type: 'activate', player: p, card: id, ability: i }
          if (!onField) a.from = obj.zone as 'hand' | 'graveyard'
          if (modes) a.modes = modes
          if (targets.length) a.targets = targets
          if (divide) a.divide = divide
          if (loyaltyX) a.x = 1
          // CR 602.2b, 107.3: an {X} read as "with mana value X" is offered with typical values of X too.
          const xs = ref.kind === 'activated' && readsManaValueX(ref.text) ? [undefined, 1, 2, 3, 5] : [undefined]
          // CR 702.49a: each unblocked attacker that could be returned is a choice of its own.
          const returnable = ref.kind === 'activated' && ref.text.returnAttacker ? unblockedAttackers(s, p) : [null]
          for (const r of returnable)
            for (const x of xs) {
              const each = { ...a, ...(r ? { returnAttacker: r } : {}), ...(x !== undefined ? { x } : {}) }
              if (!whyCantActivate(s, each)) out.push(each)
            }
        }
      }
    }
    return out
  },
}

/** An ability the engine runs whose effects read its {X} as "with mana value X" (Citanul Flute, Hammer Mage). */
function readsManaValueX(t: AbilityRef['text']): boolean {
  return t.automated && JSON.stringify(t.effects).includes('"xManaValue"')
}

/** The action's sacrifice and discard choices, or the default ones when it names none. */
function extraChoice(s: GameState, a: ActivateAction, c: ExtraCost) {
  const auto = defaultExtraChoice(s, a.player, a.card, c)
  return {
    ...auto,
    sacrifice: a.sacrifice ?? auto.sacrifice,
    discard: a.discard ?? auto.discard,
    crew: a.crew ?? auto.crew,
    returnAttacker: a.returnAttacker ?? auto.returnAttacker,
  }
}

/** A modal ability's text with only its chosen modes, for the log (CR 700.2). */
function modeText(t: EffectText, modes: number[] | undefined): string {
  const [head, ...bullets] = t.text.split('\n')
  const chosen = (modes ?? []).map((m) => bullets[m]).filter(Boolean)
  return chosen.length ? `${head} ${chosen.join(' ')}` : t.text.replace(/\n/g, ' ')
}
