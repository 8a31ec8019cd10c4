// The core actions of the normal game: validation with a reason a player understands, the change, and the
// enumeration of legal choices (used by random play and the UI).
import type { ManaCost } from '../mana/types'
import type { ActionHandler, Variant } from './variant'
import type { Tx } from './tx'
import type {
  ActivateAction,
  ActivateManaAction,
  AssignDamageAction,
  BottomAction,
  CastAction,
  ChooseAction,
  ConcedeAction,
  DeclareAttackersAction,
  DeclareBlockersAction,
  DiscardAction,
  DoneAction,
  GameState,
  KeepAction,
  ManualAction,
  MulliganAction,
  ObjId,
  PassAction,
  PlayLandAction,
  PlayerIndex,
  StackItem,
  Target,
} from './types'
import type { EffectText } from './abilities'
import { findVariant, registeredVariants, variantById } from './registry'
import {
  abilitiesOf,
  faceOf,
  hasKeyword,
  hasType,
  isCreature,
  isLand,
  isPlaneswalker,
  legalTargets,
  nameOf,
  playerName,
  targetIsLegal,
  targetName,
} from './query'
import { finishResolution, passPriority, pushPending, sorceryTiming, stackSourceName } from './flow'
import { canAfford, payCost, whyCantActivateMana, activateManaAbility } from './mana'
import {
  attackTargets,
  declareAttackers,
  declareBlockers,
  possibleAttackers,
  possibleBlocks,
  recordDivision,
  suggestedDivision,
  validateAttackers,
  validateBlockers,
  whyNotDivision,
  type DamageAssignmentPending,
} from './combat'
import { addCounters, dealDamage } from './effects'
import { createObject, drawCard, drawCards, ensureCard, moveObject, shuffleLibrary } from './zones'
import { playerLoses, checkGameOver } from './sba'

// ---- who may act ----

/** Why `player` can't take a priority action now (CR 117.1), or null. */
export function whyNoPriority(state: GameState, player: PlayerIndex): string | null {
  if (state.pending.length) {
    const d = state.pending[0]
    return `${playerName(state, d.player)} must first ${describePending(d.kind, state.variant)}`
  }
  if (state.phase === 'setup') return 'the game has not started yet: finish the setup first'
  if (state.priority !== player)
    return state.priority === null
      ? 'no one has priority now'
      : `you don't have priority: ${playerName(state, state.priority)} does`
  return null
}

/** How a prompt words a pending decision ("<player> must …"). With the game's variant (its id or the Variant), the
 *  variant's own wording (Variant.pendingDescriptions) comes first, also for a core kind it answers its own way
 *  (e.g. Manahearth's partial mulligan, ruling MH-3). */
export function describePending(kind: string, variant?: string | Variant): string {
  const own = typeof variant === 'string' ? findVariant(variant) : variant
  const text = own?.pendingDescriptions?.[kind]
  if (text) return text
  switch (kind) {
    case 'mulligan':
      return 'decide whether to keep their hand'
    case 'bottom':
      return 'put cards on the bottom of their library'
    case 'declareAttackers':
      return 'declare attackers'
    case 'declareBlockers':
      return 'declare blockers'
    case 'discard':
      return 'discard down to their maximum hand size'
    case 'manual':
      return 'finish resolving a spell or ability by hand'
    case 'legend':
      return 'choose which legendary permanent to keep (CR 704.5j)'
    case 'assignDamage':
      return 'divide combat damage among blockers (CR 510.1c)'
    default: {
      // A decision a variant introduces: the variant's own wording (Variant.pendingDescriptions).
      for (const v of registeredVariants()) {
        const text = v.pendingDescriptions?.[kind]
        if (text) return text
      }
      return `answer "${kind}"`
    }
  }
}

/** The pending decision `player` may answer now (the first one, or any simultaneous one). */
export function pendingFor(state: GameState, player: PlayerIndex, kind?: string) {
  const first = state.pending[0]
  if (!first) return undefined
  if (first.player === player && (!kind || first.kind === kind)) return first
  if (first.simultaneous)
    return state.pending.find((d) => d.simultaneous && d.player === player && (!kind || d.kind === kind))
  return undefined
}

function whyNotPending(state: GameState, player: PlayerIndex, kind: string): string | null {
  if (pendingFor(state, player, kind)) return null
  const first = state.pending[0]
  if (first) return `${playerName(state, first.player)} must first ${describePending(first.kind, state.variant)}`
  return `nothing is waiting for you to ${describePending(kind, state.variant).replace(/their/g, 'your')}`
}

function dropPending(tx: Tx, player: PlayerIndex, kind: string): void {
  const at = tx.s.pending.findIndex((d) => d.player === player && d.kind === kind)
  if (at >= 0)
    tx.set(
      'pending',
      tx.s.pending.filter((_, i) => i !== at),
    )
}

const inZone = (state: GameState, id: ObjId | undefined, player: PlayerIndex, zone: string): boolean =>
  !!id && state.objects[id]?.zone === zone && state.objects[id].owner === player

const cardName = (state: GameState, id: ObjId | undefined): string =>
  id && state.objects[id] ? nameOf(state, id) : 'that card'

// ---- setup: London mulligan (CR 103.4) ----

const keep: ActionHandler<KeepAction> = {
  validate: (s, a) => whyNotPending(s, a.player, 'mulligan'),
  apply(tx, a) {
    dropPending(tx, a.player, 'mulligan')
    const n = tx.s.players[a.player].mulligans
    tx.log(`${playerName(tx.s, a.player)} keeps ${tx.s.players[a.player].zones.hand.length} cards`)
    if (n > 0)
      tx.set('pending', [
        { kind: 'bottom', player: a.player, count: Math.min(n, tx.s.players[a.player].zones.hand.length) },
        ...tx.s.pending,
      ])
  },
  enumerate: (s, p) => (pendingFor(s, p, 'mulligan') ? [{ type: 'keep', player: p }] : []),
}

const mulligan: ActionHandler<MulliganAction> = {
  validate(s, a) {
    const why = whyNotPending(s, a.player, 'mulligan')
    if (why) return why
    if (s.players[a.player].mulligans >= variantById(s.variant).handSize) return 'you have no cards left to mulligan'
    return null
  },
  apply(tx, a) {
    // CR 103.4: shuffle the hand into the library and draw a new hand of the starting size.
    for (const id of [...tx.s.players[a.player].zones.hand]) moveObject(tx, id, 'library', { cause: 'mulligan' })
    shuffleLibrary(tx, a.player)
    drawCards(tx, a.player, tx.variant.handSize)
    tx.player(a.player).mulligans = tx.s.players[a.player].mulligans + 1
    tx.log(`${playerName(tx.s, a.player)} takes a mulligan`)
  },
  enumerate: (s, p) =>
    pendingFor(s, p, 'mulligan') && s.players[p].mulligans < 2 ? [{ type: 'mulligan', player: p }] : [],
}

const bottom: ActionHandler<BottomAction> = {
  validate(s, a) {
    const why = whyNotPending(s, a.player, 'bottom')
    if (why) return why
    const d = pendingFor(s, a.player, 'bottom')!
    const cards = a.cards ?? []
    if (cards.length !== d.count)
      return `put exactly ${d.count} card${d.count === 1 ? '' : 's'} on the bottom (CR 103.4), not ${cards.length}`
    if (new Set(cards).size !== cards.length) return 'the same card is named twice'
    for (const id of cards) if (!inZone(s, id, a.player, 'hand')) return `${cardName(s, id)} is not in your hand`
    return null
  },
  apply(tx, a) {
    dropPending(tx, a.player, 'bottom')
    for (const id of a.cards) moveObject(tx, id, 'library', { cause: 'mulligan', position: 'bottom' })
    tx.log(
      `${playerName(tx.s, a.player)} puts ${a.cards.length} card${a.cards.length === 1 ? '' : 's'} on the bottom of their library`,
    )
  },
  enumerate(s, p) {
    const d = pendingFor(s, p, 'bottom')
    if (!d) return []
    return [{ type: 'bottom', player: p, cards: s.players[p].zones.hand.slice(0, d.count as number) }]
  },
}

// ---- lands (CR 305) ----

export function whyCantPlayLand(s: GameState, player: PlayerIndex, id: ObjId | undefined): string | null {
  if (s.phase !== 'turn') return 'the game has not started yet'
  if (s.active !== player) return 'It is not your turn to play a land'
  const why = whyNoPriority(s, player)
  if (why) return why
  if (!inZone(s, id, player, 'hand')) return `${cardName(s, id)} is not in your hand`
  if (!isLand(s, s.objects[id!])) return `${cardName(s, id)} is not a land`
  const timing = sorceryTiming(s, variantById(s.variant).turnSteps, player)
  if (timing) return `You can play a land only in your main phase when the stack is empty (CR 305.2): ${timing}`
  if (s.players[player].landsPlayed >= 1) return 'You have already played a land this turn (CR 305.2)'
  return null
}

const playLand: ActionHandler<PlayLandAction> = {
  validate: (s, a) => whyCantPlayLand(s, a.player, a.card),
  apply(tx, a) {
    const name = nameOf(tx.s, a.card)
    moveObject(tx, a.card, 'battlefield', { cause: 'play' })
    tx.player(a.player).landsPlayed = tx.s.players[a.player].landsPlayed + 1
    tx.set('passes', 0)
    tx.log(`${playerName(tx.s, a.player)} plays ${name}`)
  },
  enumerate(s, p) {
    if (s.active !== p || s.priority !== p || s.players[p].landsPlayed >= 1) return []
    const seen = new Set<string>()
    return s.players[p].zones.hand
      .filter((id) => {
        const key = s.objects[id].def
        if (seen.has(key) || whyCantPlayLand(s, p, id)) return false
        seen.add(key)
        return true
      })
      .map((id) => ({ type: 'playLand' as const, player: p, card: id }))
  },
}

// ---- mana abilities (CR 605) ----

const activateMana: ActionHandler<ActivateManaAction> = {
  validate(s, a) {
    if (s.phase === 'setup') return 'the game has not started yet'
    // CR 605.3a: a player may activate a mana ability whenever they have priority or are asked to pay / resolve by hand.
    if (s.priority !== a.player && !pendingFor(s, a.player, 'manual'))
      return whyNoPriority(s, a.player) ?? "you can't activate mana abilities now"
    return whyCantActivateMana(s, a.player, s.objects[a.card], a.ability ?? 0, a.produce)
  },
  apply(tx, a) {
    const face = faceOf(tx.s, tx.s.objects[a.card])!
    const ability = a.ability ?? 0
    let produce = a.produce
    if (!produce && face.manaAbilities[ability].produces.every((alt) => alt.includes('any'))) produce = undefined
    activateManaAbility(tx, a.player, a.card, ability, produce)
  },
  enumerate: () => [], // random play and the UI pay with auto-tap; explicit taps are offered per permanent by the UI
}

// ---- casting spells (CR 601) ----

/** The spell's targets as the card describes them (an Aura targets what it can enchant, CR 303.4a). */
export function spellTargetSpecs(s: GameState, id: ObjId): EffectText['targets'] | null {
  const abilities = abilitiesOf(s, s.objects[id])
  if (!abilities) return []
  if (abilities.spell) return abilities.spell.automated ? abilities.spell.targets : null
  const enchant = abilities.statics.find((st) => st.kind === 'enchant')
  return enchant && enchant.kind === 'enchant' ? [enchant.spec] : []
}

function hasX(cost: ManaCost | null): boolean {
  return !!cost && cost.symbols.some((sym) => sym.kind === 'variable')
}

function checkTargets(
  s: GameState,
  specs: EffectText['targets'] | null,
  targets: Target[],
  controller: PlayerIndex,
  sourceId: ObjId,
): string | null {
  if (specs === null) {
    // Text the engine doesn't read: the player names the targets; each must at least exist (CR 601.2c, by hand).
    for (const t of targets) {
      if ('player' in t ? !s.players[t.player] || s.players[t.player].lost : !s.objects[t.card])
        return `${'player' in t ? `player ${t.player}` : 'that card'} can't be targeted`
    }
    return null
  }
  if (targets.length !== specs.length) {
    if (specs.length === 0) return 'it has no targets'
    return `it needs ${specs.length} target${specs.length === 1 ? '' : 's'} (CR 601.2c), got ${targets.length}`
  }
  for (let i = 0; i < specs.length; i++) {
    const t = targets[i]
    if (!t || !targetIsLegal(s, specs[i], t, controller, sourceId)) {
      const obj = t && 'card' in t ? s.objects[t.card] : undefined
      if (obj && hasKeyword(s, obj, 'shroud'))
        return `${nameOf(s, obj.id)} has shroud and can't be the target of spells or abilities (CR 702.18a)`
      if (obj && hasKeyword(s, obj, 'hexproof') && obj.controller !== controller)
        return `${nameOf(s, obj.id)} has hexproof and can't be the target of your spells or abilities (CR 702.11b)`
      return `${t ? targetName(s, t) : 'nothing'} is not a legal target: the target must be ${describeSpec(specs[i])} (CR 115)`
    }
  }
  return null
}

export function describeSpec(spec: EffectText['targets'][number]): string {
  const words: Record<string, string> = {
    any: 'a creature, player or planeswalker',
    player: 'a player',
    opponent: 'an opponent',
    creature: 'a creature',
    planeswalker: 'a planeswalker',
    creatureOrPlaneswalker: 'a creature or planeswalker',
    playerOrPlaneswalker: 'a player or planeswalker',
    artifact: 'an artifact',
    enchantment: 'an enchantment',
    artifactOrEnchantment: 'an artifact or enchantment',
    land: 'a land',
    permanent: 'a permanent',
    nonlandPermanent: 'a nonland permanent',
    spell: 'a spell',
    creatureSpell: 'a creature spell',
    noncreatureSpell: 'a noncreature spell',
    instantOrSorcerySpell: 'an instant or sorcery spell',
  }
  let out = words[spec.what] ?? spec.what
  if (spec.youControl) out += ' you control'
  if (spec.opponentControls) out += " you don't control"
  return out
}

/** The total mana cost to pay (CR 601.2f), after the variant's modifications; 'free' when nothing is paid. */
export function castCost(s: GameState, a: CastAction): ManaCost | null | 'free' {
  const obj = s.objects[a.card]
  const cost = faceOf(s, obj)?.manaCost ?? null
  const hook = variantById(s.variant).hooks.castCost
  return hook ? hook(s, a, obj, cost) : cost
}

export function whyCantCast(s: GameState, a: CastAction): string | null {
  const v = variantById(s.variant)
  const why = whyNoPriority(s, a.player)
  if (why) return why
  const obj = s.objects[a.card]
  const from = a.from ?? 'hand'
  const zones = ['hand', ...(v.hooks.castZones?.(s, a.player) ?? [])]
  if (!obj || obj.owner !== a.player || !zones.includes(obj.zone) || (from === 'hand' && obj.zone !== 'hand')) {
    return `${cardName(s, a.card)} is not in your ${from === 'hand' ? 'hand' : from}`
  }
  const name = nameOf(s, a.card)
  if (isLand(s, obj)) return `${name} is a land: lands are played, not cast (CR 305.1)`
  // CR 601.3 / 307.1: sorcery-speed unless instant or flash (CR 702.8a), or the variant's timing says otherwise.
  const speed =
    v.hooks.timing?.(s, a, obj) ?? (hasType(s, obj, 'Instant') || hasKeyword(s, obj, 'flash') ? 'instant' : 'sorcery')
  if (speed === 'sorcery') {
    const timing = sorceryTiming(s, v.turnSteps, a.player)
    if (timing) return `${name} can be cast only at sorcery speed (your main phase, empty stack): ${timing} (CR 307.1)`
  }
  const custom = v.hooks.checkCast?.(s, a, obj)
  if (custom) return custom
  const targetWhy = checkTargets(s, spellTargetSpecs(s, a.card), a.targets ?? [], a.player, a.card)
  if (targetWhy) return `${name} can't be cast: ${targetWhy}`
  const cost = castCost(s, a)
  if (a.x !== undefined && (!Number.isInteger(a.x) || a.x < 0)) return 'X must be a whole number, 0 or more (CR 107.3)'
  if (cost !== 'free') {
    if (cost === null) return `${name} has no mana cost, so it can't be cast (CR 202.1b)`
    if (!hasX(cost) && a.x) return `${name} has no X in its cost`
    if (
      !canAfford(s, a.player, cost, {
        x: a.x ?? 0,
        phyrexianLife: a.pay?.phyrexianLife,
        tap: a.pay?.tap,
        spendOn: spendTags(s, a.card),
      })
    ) {
      return `You can't pay ${faceOf(s, obj)?.manaCostText ?? 'the cost'}${hasX(cost) ? ` with X=${a.x ?? 0}` : ''} for ${name} (CR 601.2h)`
    }
  }
  return null
}

function spendTags(s: GameState, id: ObjId): string[] {
  return isCreature(s, s.objects[id]) ? ['creature'] : []
}

const cast: ActionHandler<CastAction> = {
  validate: whyCantCast,
  apply(tx, a) {
    const cost = castCost(tx.s, a)
    const name = nameOf(tx.s, a.card)
    const obj = tx.s.objects[a.card]
    const face = faceOf(tx.s, obj)!
    const spendOn = spendTags(tx.s, a.card)
    // CR 601.2a: the card moves to the stack first; then targets (601.2c) and costs (601.2h).
    const id = moveObject(tx, a.card, 'stack', { cause: 'cast', controller: a.player })!
    const item: StackItem = {
      id,
      kind: 'spell',
      source: id,
      controller: a.player,
      targets: a.targets ?? [],
      text: face.oracleText,
    }
    if (a.x !== undefined) item.x = a.x
    tx.stack().push(item)
    if (cost !== 'free') {
      const failed = payCost(tx, a.player, cost, {
        x: a.x ?? 0,
        phyrexianLife: a.pay?.phyrexianLife,
        tap: a.pay?.tap,
        spendOn,
      })
      if (failed) throw new Error(`internal: payment failed after validation: ${failed}`)
    }
    tx.set('passes', 0)
    const xText = a.x !== undefined && hasX(cost === 'free' ? null : cost) ? ` with X=${a.x}` : ''
    const targets = item.targets.length
      ? ` targeting ${item.targets.map((t) => targetName(tx.s, t)).join(' and ')}`
      : ''
    tx.log(`${playerName(tx.s, a.player)} casts ${name}${xText}${targets}`)
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
    return out
  },
}

/** Candidate cast actions for a card: each combination of one legal target per slot (capped), X up to what's affordable. */
export function castOptions(s: GameState, p: PlayerIndex, id: ObjId, maxOptions = 12): CastAction[] {
  const specs = spellTargetSpecs(s, id) ?? []
  const targetLists: Target[][] = [[]]
  for (const spec of specs) {
    const next: Target[][] = []
    for (const prefix of targetLists)
      for (const t of legalTargets(s, spec, p, id)) if (next.length < maxOptions) next.push([...prefix, t])
    targetLists.splice(0, targetLists.length, ...next)
  }
  const cost = faceOf(s, s.objects[id])?.manaCost ?? null
  const xs = hasX(cost) ? [1, 2, 3, 5] : [undefined]
  const out: CastAction[] = []
  for (const targets of targetLists)
    for (const x of xs) {
      const a: CastAction = { type: 'cast', player: p, card: id }
      if (targets.length) a.targets = targets
      if (x !== undefined) a.x = x
      out.push(a)
    }
  return out
}

// ---- activated and loyalty abilities (CR 602, 606) ----

interface AbilityRef {
  kind: 'loyalty' | 'activated'
  index: number
  text: EffectText & {
    cost?: ManaCost | null
    tap?: boolean
    sacrificeSelf?: boolean
    sorcery?: boolean
    payable?: boolean
    equip?: boolean
  }
}

/** The ability `index` of a permanent: loyalty abilities for planeswalkers, else its non-mana activated abilities. */
export function abilityRef(s: GameState, id: ObjId, index: number): AbilityRef | null {
  const obj = s.objects[id]
  const abilities = obj ? abilitiesOf(s, obj) : null
  if (!abilities) return null
  if (isPlaneswalker(s, obj)) {
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
  const obj = s.objects[a.card]
  if (!obj || obj.zone !== 'battlefield') return `${cardName(s, a.card)} is not on the battlefield`
  const name = nameOf(s, a.card)
  if (obj.controller !== a.player) return `you don't control ${name}`
  const ref = abilityRef(s, a.card, a.ability ?? 0)
  if (!ref) return `${name} has no activated ability #${a.ability ?? 0} (mana abilities use "activateMana")`
  const steps = variantById(s.variant).turnSteps
  if (ref.kind === 'loyalty') {
    // CR 606.3: sorcery timing, once per turn per planeswalker.
    const timing = sorceryTiming(s, steps, a.player)
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
    if (!t.payable) return `${name}'s ability has a cost the engine can't pay: do it by hand with manual tools`
    const speed = variantById(s.variant).hooks.timing?.(s, a, obj) ?? (t.sorcery ? 'sorcery' : 'instant')
    if (speed === 'sorcery') {
      const timing = sorceryTiming(s, steps, a.player)
      if (timing) return `This ability can be activated only as a sorcery: ${timing} (CR 602.5d)`
    }
    const cost = activationCost(s, a, t)
    if (cost.tap) {
      if (obj.tapped) return `${name} is tapped`
      if (isCreature(s, obj) && obj.sick && !hasKeyword(s, obj, 'haste'))
        return `${name} has summoning sickness: it can't use {T} abilities this turn (CR 302.6)`
    }
    if (cost.mana !== 'free' && cost.mana && !canAfford(s, a.player, cost.mana, { x: a.x ?? 0, tap: a.pay?.tap }))
      return `You can't pay the ability's cost (CR 602.2b)`
  }
  const custom = variantById(s.variant).hooks.checkActivate?.(s, a, obj)
  if (custom) return custom
  const targetWhy = checkTargets(s, ref.text.automated ? ref.text.targets : null, a.targets ?? [], a.player, a.card)
  if (targetWhy) return `The ability can't be activated: ${targetWhy}`
  return null
}

const activate: ActionHandler<ActivateAction> = {
  validate: whyCantActivate,
  apply(tx, a) {
    const obj = tx.s.objects[a.card]
    const name = nameOf(tx.s, a.card)
    const ref = abilityRef(tx.s, a.card, a.ability ?? 0)!
    const face = faceOf(tx.s, obj)!
    if (ref.kind === 'loyalty') {
      const ability = face.loyaltyAbilities[ref.index]
      const amount = ability.x ? -(a.x ?? 0) : (ability.amount ?? 0)
      addCounters(tx, a.card, 'loyalty', amount) // CR 606.4
      tx.obj(a.card).loyaltyUsed = true
    } else {
      const cost = activationCost(tx.s, a, ref.text)
      if (cost.tap) tx.obj(a.card).tapped = true
      if (cost.mana && cost.mana !== 'free') {
        const failed = payCost(tx, a.player, cost.mana, { x: a.x ?? 0, tap: a.pay?.tap })
        if (failed) throw new Error(`internal: ability payment failed after validation: ${failed}`)
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
    if (ref.kind === 'activated' && ref.text.sacrificeSelf) moveObject(tx, a.card, 'graveyard', { cause: 'sacrifice' })
    tx.stack().push(item)
    tx.set('passes', 0)
    const targets = item.targets.length
      ? ` targeting ${item.targets.map((t) => targetName(tx.s, t)).join(' and ')}`
      : ''
    tx.log(`${playerName(tx.s, a.player)} activates ${name}: ${ref.text.text}${targets}`)
  },
  enumerate(s, p) {
    if (s.priority !== p || s.pending.length || s.phase !== 'turn') return []
    const out: ActivateAction[] = []
    for (const id of s.battlefield) {
      const obj = s.objects[id]
      if (obj.controller !== p) continue
      const abilities = abilitiesOf(s, obj)
      if (!abilities) continue
      const count = isPlaneswalker(s, obj) ? abilities.loyalty.length : abilities.activated.length
      for (let i = 0; i < count; i++) {
        const ref = abilityRef(s, id, i)!
        const lists: Target[][] = [[]]
        for (const spec of ref.text.targets) {
          const next: Target[][] = []
          for (const prefix of lists)
            for (const t of legalTargets(s, spec, p, id)) if (next.length < 8) next.push([...prefix, t])
          lists.splice(0, lists.length, ...next)
        }
        const loyaltyX = ref.kind === 'loyalty' && faceOf(s, obj)!.loyaltyAbilities[i]?.x
        for (const targets of lists) {
          const a: ActivateAction = { type: 'activate', player: p, card: id, ability: i }
          if (targets.length) a.targets = targets
          if (loyaltyX) a.x = 1
          if (!whyCantActivate(s, a)) out.push(a)
        }
      }
    }
    return out
  },
}

// ---- priority (CR 117) ----

const pass: ActionHandler<PassAction> = {
  validate: (s, a) => whyNoPriority(s, a.player),
  apply(tx, a) {
    tx.log(`${playerName(tx.s, a.player)} passes`)
    passPriority(tx, a.player)
  },
  enumerate: (s, p) => (whyNoPriority(s, p) ? [] : [{ type: 'pass', player: p }]),
}

// ---- combat (CR 508, 509) ----

const declareAttackersHandler: ActionHandler<DeclareAttackersAction> = {
  validate(s, a) {
    const why = whyNotPending(s, a.player, 'declareAttackers')
    if (
      why &&
      s.step === 'declareAttackers' &&
      s.active === a.player &&
      Array.isArray(a.attackers) &&
      a.attackers.length
    ) {
      // No creature could attack, so nothing was asked: explain why the named one can't (CR 508.1a).
      return validateAttackers(s, a.player, a.attackers) ?? why
    }
    if (why) return why
    if (!Array.isArray(a.attackers)) return 'attackers must be a list'
    return validateAttackers(s, a.player, a.attackers)
  },
  apply(tx, a) {
    dropPending(tx, a.player, 'declareAttackers')
    declareAttackers(tx, a.player, a.attackers)
  },
  enumerate(s, p) {
    if (!pendingFor(s, p, 'declareAttackers')) return []
    const attackers = possibleAttackers(s, p)
    const targets = attackTargets(s, p)
    const out: DeclareAttackersAction[] = [{ type: 'declareAttackers', player: p, attackers: [] }]
    for (const t of targets)
      if (attackers.length)
        out.push({ type: 'declareAttackers', player: p, attackers: attackers.map((card) => ({ card, target: t })) })
    for (const card of attackers)
      for (const t of targets) out.push({ type: 'declareAttackers', player: p, attackers: [{ card, target: t }] })
    return out
  },
}

const declareBlockersHandler: ActionHandler<DeclareBlockersAction> = {
  validate(s, a) {
    const why = whyNotPending(s, a.player, 'declareBlockers')
    if (why) return why
    if (!Array.isArray(a.blockers)) return 'blockers must be a list'
    return validateBlockers(s, a.player, a.blockers)
  },
  apply(tx, a) {
    dropPending(tx, a.player, 'declareBlockers')
    declareBlockers(tx, a.player, a.blockers)
  },
  enumerate(s, p) {
    if (!pendingFor(s, p, 'declareBlockers')) return []
    const out: DeclareBlockersAction[] = [{ type: 'declareBlockers', player: p, blockers: [] }]
    const options = possibleBlocks(s, p)
    for (const o of options)
      for (const attacker of o.canBlock) {
        const a: DeclareBlockersAction = {
          type: 'declareBlockers',
          player: p,
          blockers: [{ card: o.card, blocks: attacker }],
        }
        if (!validateBlockers(s, p, a.blockers)) out.push(a)
      }
    // Everyone blocks the first attacker they can (a gang block; satisfies menace).
    const all = options.map((o) => ({ card: o.card, blocks: o.canBlock[0] }))
    if (all.length > 1 && !validateBlockers(s, p, all)) out.push({ type: 'declareBlockers', player: p, blockers: all })
    return out
  },
}

// ---- cleanup discard (CR 514.1) ----

const discard: ActionHandler<DiscardAction> = {
  validate(s, a) {
    const why = whyNotPending(s, a.player, 'discard')
    if (why) return why
    const d = pendingFor(s, a.player, 'discard')!
    const cards = a.cards ?? []
    if (cards.length !== d.count)
      return `discard exactly ${d.count} card${d.count === 1 ? '' : 's'} down to your maximum hand size (CR 514.1), not ${cards.length}`
    if (new Set(cards).size !== cards.length) return 'the same card is named twice'
    for (const id of cards) if (!inZone(s, id, a.player, 'hand')) return `${cardName(s, id)} is not in your hand`
    return null
  },
  apply(tx, a) {
    dropPending(tx, a.player, 'discard')
    const names = a.cards.map((id) => nameOf(tx.s, id))
    for (const id of a.cards) moveObject(tx, id, 'graveyard', { cause: 'discard' })
    tx.log(`${playerName(tx.s, a.player)} discards ${names.join(', ')}`)
  },
  enumerate(s, p) {
    const d = pendingFor(s, p, 'discard')
    if (!d) return []
    return [{ type: 'discard', player: p, cards: s.players[p].zones.hand.slice(0, d.count as number) }]
  },
}

// ---- manual tools ----

const MANUAL_ZONES = ['hand', 'battlefield', 'graveyard', 'exile', 'library', 'libraryBottom', 'command', 'outside']

export function whyCantManual(s: GameState, a: ManualAction): string | null {
  if (s.phase !== 'turn') return 'manual tools are available once the game has started'
  if (!pendingFor(s, a.player, 'manual') && s.priority !== a.player) {
    return 'use manual tools while you hold priority or while you resolve a spell or ability by hand'
  }
  const needCard = ['move', 'tap', 'untap', 'counter', 'reveal'].includes(a.op) || (a.op === 'damage' && !a.target)
  const obj = a.card ? s.objects[a.card] : undefined
  if (needCard && !obj) return `manual ${a.op} needs a card`
  if (a.target && 'player' in a.target && !s.players[a.target.player]) return `there is no player ${a.target.player}`
  const amount = a.amount ?? 1
  if (!Number.isInteger(amount)) return 'amount must be a whole number'
  switch (a.op) {
    case 'move':
      if (!a.to || !MANUAL_ZONES.includes(a.to)) return `move needs "to": one of ${MANUAL_ZONES.join(', ')}`
      return null
    case 'tap':
    case 'untap':
    case 'damage':
      if (obj && obj.zone !== 'battlefield') return `${nameOf(s, obj.id)} is not on the battlefield`
      return null
    case 'counter':
      if (obj!.zone !== 'battlefield') return `${nameOf(s, obj!.id)} is not on the battlefield`
      return null
    case 'life':
    case 'draw':
    case 'shuffle':
    case 'poison':
    case 'reveal':
      return null
    case 'token':
      if (!a.to) return 'token needs "to": the name of the card to make a token of, or a "N/N Type" creature'
      if (!/^\d+\/\d+ \S/.test(a.to) && !Object.values(s.cards).some((c) => c.name === a.to))
        return `no card named "${a.to}" is known in this game`
      return null
    default:
      return `unknown manual op "${a.op}": use move, tap, untap, counter, life, damage, token, draw, shuffle, reveal or poison`
  }
}

const manual: ActionHandler<ManualAction> = {
  validate: whyCantManual,
  apply(tx, a) {
    const who = a.target && 'player' in a.target ? a.target.player : a.player
    const me = playerName(tx.s, a.player)
    const amount = a.amount ?? 1
    switch (a.op) {
      case 'move': {
        const name = nameOf(tx.s, a.card!)
        const bottom = a.to === 'libraryBottom'
        moveObject(tx, a.card!, bottom ? 'library' : a.to!, {
          cause: 'manual',
          position: bottom ? 'bottom' : 'top',
          controller: a.player,
        })
        tx.log(`${me} moves ${name} to ${bottom ? 'the bottom of the library' : a.to} (manual)`)
        break
      }
      case 'tap':
      case 'untap':
        tx.obj(a.card!).tapped = a.op === 'tap'
        tx.log(`${me} ${a.op}s ${nameOf(tx.s, a.card!)} (manual)`)
        break
      case 'counter': {
        const kind = a.kind ?? '+1/+1'
        addCounters(tx, a.card!, kind, amount)
        tx.log(
          `${me} ${amount >= 0 ? 'puts' : 'removes'} ${Math.abs(amount)} ${kind} counter${Math.abs(amount) === 1 ? '' : 's'} ${amount >= 0 ? 'on' : 'from'} ${nameOf(tx.s, a.card!)} (manual)`,
        )
        break
      }
      case 'life':
        tx.player(who).life = tx.s.players[who].life + amount
        tx.log(`${playerName(tx.s, who)} ${amount >= 0 ? 'gains' : 'loses'} ${Math.abs(amount)} life (manual)`)
        break
      case 'poison':
        tx.player(who).poison = Math.max(0, tx.s.players[who].poison + amount)
        tx.log(`${playerName(tx.s, who)} gets ${amount} poison counter${amount === 1 ? '' : 's'} (manual)`)
        break
      case 'damage': {
        const target: Target = a.card ? { card: a.card } : { player: who }
        const src = { id: 'manual', name: me, controller: a.player, keywords: new Set<string>() }
        dealDamage(tx, src, target, amount)
        tx.log(`${targetName(tx.s, target)} is dealt ${amount} damage (manual)`)
        break
      }
      case 'token': {
        let def = Object.values(tx.s.cards).find((c) => c.name === a.to)?.id
        const m = /^(\d+)\/(\d+) (.+)$/.exec(a.to!)
        if (!def && m) {
          def = `token:${m[1]}/${m[2]}:${m[3]}`
          ensureCard(tx, {
            id: def,
            name: m[3],
            layout: 'normal',
            manaValue: 0,
            colorIdentity: [],
            legalities: {},
            faces: [
              {
                name: m[3],
                manaCost: null,
                manaCostText: '',
                manaValue: 0,
                typeLine: `Token Creature — ${m[3]}`,
                supertypes: ['Token'],
                types: ['Creature'],
                subtypes: m[3].split(' '),
                oracleText: '',
                power: m[1],
                toughness: m[2],
                colors: [],
                keywords: [],
                loyaltyAbilities: [],
                manaAbilities: [],
              },
            ],
          })
        }
        for (let i = 0; i < Math.max(1, amount); i++) createObject(tx, def!, a.player, 'battlefield', { token: true })
        tx.log(`${me} creates ${Math.max(1, amount)} ${a.to} token${amount > 1 ? 's' : ''} (manual)`)
        break
      }
      case 'draw':
        for (let i = 0; i < amount; i++) drawCard(tx, who)
        tx.log(`${playerName(tx.s, who)} draws ${amount} card${amount === 1 ? '' : 's'} (manual)`)
        break
      case 'shuffle':
        shuffleLibrary(tx, who)
        tx.log(`${playerName(tx.s, who)} shuffles their library (manual)`)
        break
      case 'reveal':
        tx.obj(a.card!).revealed = true
        tx.log(`${me} reveals ${nameOf(tx.s, a.card!)}`)
        break
    }
  },
  enumerate: () => [],
}

const done: ActionHandler<DoneAction> = {
  validate: (s, a) => whyNotPending(s, a.player, 'manual'),
  apply(tx, a) {
    const d = pendingFor(tx.s, a.player, 'manual') as { item: StackItem }
    dropPending(tx, a.player, 'manual')
    tx.log(`${playerName(tx.s, a.player)} finishes resolving ${stackSourceName(tx.s, d.item)} by hand`) // CR 113.7a: last known information
    finishResolution(tx, d.item)
  },
  enumerate: (s, p) => (pendingFor(s, p, 'manual') ? [{ type: 'done', player: p }] : []),
}

// ---- choices (CR 704.5j legend rule) ----

const choose: ActionHandler<ChooseAction> = {
  validate(s, a) {
    const d = pendingFor(s, a.player)
    if (!d || d.kind !== 'legend')
      return s.pending[0]
        ? `${playerName(s, s.pending[0].player)} must first ${describePending(s.pending[0].kind, s.variant)}`
        : 'there is nothing to choose now'
    const keepIds = a.cards ?? []
    if (keepIds.length !== 1 || !(d.options as string[]).includes(keepIds[0])) {
      return `choose one of ${(d.options as string[]).map((id) => nameOf(s, id)).join(', ')} to keep (CR 704.5j)`
    }
    return null
  },
  apply(tx, a) {
    const d = pendingFor(tx.s, a.player)! as { options: ObjId[] }
    tx.set(
      'pending',
      tx.s.pending.filter((x) => x !== (d as unknown)),
    )
    for (const id of d.options) {
      if (id !== a.cards![0] && tx.s.objects[id]?.zone === 'battlefield') {
        tx.log(`${nameOf(tx.s, id)} is put into its owner's graveyard (legend rule, CR 704.5j)`)
        moveObject(tx, id, 'graveyard', { cause: 'sba' })
      }
    }
  },
  enumerate(s, p) {
    const d = pendingFor(s, p)
    if (!d || d.kind !== 'legend') return []
    return (d.options as ObjId[]).map((id) => ({ type: 'choose' as const, player: p, cards: [id] }))
  },
}

// ---- dividing combat damage among blockers (CR 510.1c-d, 702.19b) ----

function damagePendingFor(s: GameState, player: PlayerIndex, attacker?: ObjId): DamageAssignmentPending | undefined {
  const d = pendingFor(s, player, 'assignDamage') as DamageAssignmentPending | undefined
  if (!d || attacker === undefined || d.attacker === attacker) return d
  return s.pending.find((x) => x.kind === 'assignDamage' && x.player === player && x.attacker === attacker) as
    DamageAssignmentPending | undefined
}

const assignDamage: ActionHandler<AssignDamageAction> = {
  validate(s, a) {
    const why = whyNotPending(s, a.player, 'assignDamage')
    if (why) return why
    const d = damagePendingFor(s, a.player, a.attacker)
    if (!d) return `${cardName(s, a.attacker)} is not waiting for its combat damage to be divided`
    if (!Array.isArray(a.damage)) return 'say how much damage each blocker is assigned'
    return whyNotDivision(s, d, a.damage)
  },
  apply(tx, a) {
    const d = damagePendingFor(tx.s, a.player, a.attacker)!
    tx.set(
      'pending',
      tx.s.pending.filter((x) => x !== (d as unknown)),
    )
    recordDivision(tx, d, a.damage)
  },
  enumerate(s, p) {
    const d = damagePendingFor(s, p)
    if (!d) return []
    // The suggestion, and everything on one blocker (legal without trample damage to the player).
    const options = [suggestedDivision(d), ...d.blockers.map((id) => [{ target: { card: id }, amount: d.amount }])]
    return options.map((damage) => ({ type: 'assignDamage' as const, player: p, attacker: d.attacker, damage }))
  },
}

// ---- conceding (CR 104.3a) ----

const concede: ActionHandler<ConcedeAction> = {
  validate: (s, a) => (s.players[a.player]?.lost ? 'you have already left the game' : null),
  apply(tx, a) {
    tx.log(`${playerName(tx.s, a.player)} concedes`)
    playerLoses(tx, a.player, 'conceded, CR 104.3a')
    checkGameOver(tx)
    // CR 800.4j: if it was their priority or their decision, the game goes on with the next player.
    if (tx.s.priority === a.player) tx.set('priority', null)
  },
  enumerate: () => [],
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler takes its own action type
export const CORE_ACTIONS: Record<string, ActionHandler<any>> = {
  keep,
  mulligan,
  bottom,
  playLand,
  activateMana,
  cast,
  activate,
  pass,
  declareAttackers: declareAttackersHandler,
  declareBlockers: declareBlockersHandler,
  discard,
  manual,
  done,
  choose,
  concede,
  assignDamage,
}

export { pushPending }
