// Casting spells (CR 601).
import type { ManaCost } from '../../mana/types'
import type { ActionHandler } from '../variant'
import type { CastAction, GameState, ObjId, PlayerIndex, StackItem, Target } from '../types'
import { variantById } from '../registry'
import {
  abilitiesOf,
  faceOf,
  hasKeyword,
  hasType,
  isCreature,
  isLand,
  legalTargets,
  nameOf,
  playerName,
  targetName,
} from '../query'
import { sorceryTiming } from '../flow'
import { canAfford, payCost } from '../mana'
import { moveObject } from '../zones'
import { cardName, whyNoPriority } from './pending'
import { checkTargets, hasX, spellTargetSpecs, whyNotModes } from './targets'

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
    const timing = sorceryTiming(s, v.chart, a.player)
    if (timing) return `${name} can be cast only at sorcery speed (your main phase, empty stack): ${timing} (CR 307.1)`
  }
  const custom = v.hooks.checkCast?.(s, a, obj)
  if (custom) return custom
  const modeWhy = whyNotModes(s, a.card, a.modes)
  if (modeWhy) return `${name} can't be cast: ${modeWhy}`
  const targetWhy = checkTargets(s, spellTargetSpecs(s, a.card, a.modes), a.targets ?? [], a.player, a.card)
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

export const cast: ActionHandler<CastAction> = {
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
    if (a.modes?.length) item.modes = a.modes
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
  const spell = abilitiesOf(s, s.objects[id])?.spell
  // A modal spell: each single mode (or the first `count` modes), as typical choices (CR 700.2).
  const modeLists: (number[] | undefined)[] = spell?.modes
    ? spell.modes.upTo || spell.modes.count === 1
      ? spell.modes.choices.map((_, i) => [i])
      : [spell.modes.choices.slice(0, spell.modes.count).map((_, i) => i)]
    : [undefined]
  return modeLists.flatMap((modes) => castChoices(s, p, id, modes, maxOptions))
}

function castChoices(
  s: GameState,
  p: PlayerIndex,
  id: ObjId,
  modes: number[] | undefined,
  maxOptions: number,
): CastAction[] {
  const specs = spellTargetSpecs(s, id, modes) ?? []
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
      if (modes) a.modes = modes
      if (targets.length) a.targets = targets
      if (x !== undefined) a.x = x
      out.push(a)
    }
  return out
}
