// Casting and activating without mana (ruling MCR-4), summoning into slots (MCR-6), revealing set spells (MCR-8),
// Equipment (MCR-7) and the tap symbol ignored (MCR-10). Built on the engine's cast/activate hooks; the variant's
// `cast` and `activate` handlers wrap the core ones to add sacrifices, the chosen slot and the one ability per combat.
import type { ActionHandler, VariantHooks } from '../../engine/variant'
import type {
  ActivateAction,
  ActivateManaAction,
  CastAction,
  CardObject,
  GameState,
  PlayerIndex,
} from '../../engine/types'
import { CORE_ACTIONS, abilityRef, castOptions } from '../../engine/actions'
import { hasType, isCreature, nameOf, playerName, powerOf } from '../../engine/query'
import { moveObject } from '../../engine/zones'
import { manaValue } from '../../mana'
import {
  CREATURE_SLOTS,
  SPELL_ZONE,
  combatData,
  isEquipment,
  manaValueOf,
  sacrificesNeeded,
  setCombatData,
  slotsOf,
} from './rules'
import { openSlots } from './slots'
import { FIGHT_STEP } from './fight'

export const MAIN_STEP = 'precombatMain'
export const ABILITY_STEP = 'abilities'

const coreCast = CORE_ACTIONS.cast as ActionHandler<CastAction>
const coreActivate = CORE_ACTIONS.activate as ActionHandler<ActivateAction>

/** Ruling MCR-6: a creature is summoned from the hand in the first main phase, with its sacrifices, into an open slot. */
function whyCantSummon(s: GameState, a: CastAction, obj: CardObject): string | null {
  const name = nameOf(s, obj.id)
  if (obj.zone !== 'hand' || (a.from ?? 'hand') !== 'hand')
    return `${name} is a creature: creatures are summoned from the hand (MCR-6)`
  if (s.step !== MAIN_STEP) return `creatures are summoned only in the first main phase (MCR-6)`
  const mv = manaValueOf(s, obj)
  const need = sacrificesNeeded(mv)
  const sacrifice = a.sacrifice ?? []
  if (!Array.isArray(sacrifice)) return '"sacrifice" must be a list of creatures'
  if (sacrifice.length !== need) {
    return need === 0
      ? `${name} has mana value ${mv}: it needs no sacrifice (MCR-6)`
      : `${name} has mana value ${mv}: sacrifice exactly ${need} creature${need === 1 ? '' : 's'} to summon it (MCR-6), not ${sacrifice.length}`
  }
  if (new Set(sacrifice).size !== sacrifice.length) return 'the same creature is sacrificed twice'
  for (const id of sacrifice) {
    const o = s.objects[id]
    if (!o || o.zone !== 'battlefield' || o.controller !== a.player || !isCreature(s, o))
      return `${o ? nameOf(s, id) : 'that card'} is not a creature you control`
  }
  const open = openSlots(s, a.player, sacrifice)
  if (a.slot !== undefined) {
    if (!Number.isInteger(a.slot) || a.slot < 0 || a.slot >= CREATURE_SLOTS)
      return `"slot" must be a creature slot from 0 to ${CREATURE_SLOTS - 1}`
    const occupant = slotsOf(s, a.player)[a.slot]
    if (!open.includes(a.slot))
      return `${name} can't go into creature slot ${a.slot}: it is taken${occupant ? ` by ${nameOf(s, occupant)}` : ''} (MCR-6)`
  } else if (open.length === 0) {
    return `all five of your creature slots are full: ${name} needs an open slot (MCR-6)`
  }
  return null
}

const REVEALABLE = ['Instant', 'Sorcery', 'Enchantment']

/** Ruling MCR-8 (and MCR-4, MCR-7): a set spell is revealed and cast from its slot before a fight. */
function whyCantReveal(s: GameState, a: CastAction, obj: CardObject): string | null {
  const name = nameOf(s, obj.id)
  if (obj.zone !== SPELL_ZONE || a.from !== 'slot') {
    return `${name} is not a creature: non-creature spells are set face down at the beginning of combat and revealed from their spell slot ("from": "slot") (MCR-8)`
  }
  if (s.step !== FIGHT_STEP) return 'set spells are revealed in the fights step of combat, before a fight (MCR-8)'
  if (a.sacrifice?.length || a.slot !== undefined)
    return `${name} is not a creature: "sacrifice" and "slot" are for summoning creatures (MCR-6)`
  if (a.player === s.active) {
    if (!REVEALABLE.some((t) => hasType(s, obj, t)) && !isEquipment(s, obj))
      return `${name} can't be revealed: the active player reveals instants, sorceries, enchantments and Equipment (MCR-8)`
  } else if (!hasType(s, obj, 'Instant')) {
    return `${name} can't be revealed: the defending player may reveal only instants (MCR-8)`
  }
  const mv = manaValueOf(s, obj)
  if (mv > s.round) return `${name} has mana value ${mv}, more than the round number ${s.round} (MCR-4)`
  if (
    isEquipment(s, obj) &&
    s.battlefield.some((id) => s.objects[id].controller === a.player && isEquipment(s, s.objects[id]))
  ) {
    return `${name} can't be revealed: you already have an Equipment on your side, and a side has at most one (MCR-7)`
  }
  return null
}

export const castHooks: Pick<
  VariantHooks,
  'checkCast' | 'castCost' | 'castZones' | 'timing' | 'checkActivate' | 'activationCost'
> = {
  checkCast: (s, a, obj) =>
    isCreature(s, obj) ? whyCantSummon(s, a as CastAction, obj) : whyCantReveal(s, a as CastAction, obj),
  castCost: () => 'free', // ruling MCR-4: there is no mana
  castZones: () => [SPELL_ZONE],
  timing(s, a, obj) {
    if (a.type === 'cast') return isCreature(s, obj) ? 'sorcery' : 'instant' // revealed spells stack up, LIFO (MCR-8)
    const ref = abilityRef(s, obj.id, (a as ActivateAction).ability ?? 0)
    return ref ? 'instant' : undefined // when: checkActivate (MCR-7, MCR-8)
  },
  checkActivate(s, a, obj) {
    const act = a as ActivateAction
    const ref = abilityRef(s, act.card, act.ability ?? 0)
    if (!ref || ref.kind === 'loyalty') return null
    const name = nameOf(s, obj.id)
    const costValue = manaValue(ref.text.cost ?? null)
    if (ref.text.equip) {
      // Ruling MCR-7: the active player equips in their first main phase or before a fight.
      if (s.active !== a.player) return 'you can equip only during your own turn (MCR-7)'
      if ((s.step !== MAIN_STEP && s.step !== FIGHT_STEP) || s.stack.length)
        return 'equip in your first main phase or before a fight, with an empty stack (MCR-7)'
      const mv = manaValueOf(s, obj)
      if (obj.sick && mv + costValue > s.round) {
        return `${name} arrived this turn: it can be equipped this turn only if its mana value plus its equip cost (${mv} + ${costValue}) is at most the round number ${s.round} (MCR-7)`
      }
    } else {
      // Ruling MCR-8: each player may use one activated ability of a creature each combat. An ability an Aura or another
      // permanent has counts as that one too: with no mana to pay (MCR-4) it would otherwise be unlimited.
      if (s.step !== ABILITY_STEP) return `${name}'s abilities can be used in the abilities step of combat (MCR-8)`
      if (combatData(s).abilityUsed.includes(a.player))
        return 'you have already used your one activated ability this combat (MCR-8)'
    }
    if (costValue > s.round)
      return `the ability's cost has mana value ${costValue}, more than the round number ${s.round} (MCR-4)`
    return null
  },
  activationCost: () => ({ mana: 'free', tap: false }), // rulings MCR-4 (no mana) and MCR-10 (the tap symbol is ignored)
}

/** The summoning options random play and menus offer: each creature with its weakest creatures sacrificed. */
function summonOptions(s: GameState, p: PlayerIndex): CastAction[] {
  const out: CastAction[] = []
  const seen = new Set<string>()
  const mine = s.battlefield
    .filter((id) => s.objects[id].controller === p && isCreature(s, s.objects[id]))
    .sort((x, y) => powerOf(s, s.objects[x]) - powerOf(s, s.objects[y]))
  for (const id of s.players[p].zones.hand) {
    const obj = s.objects[id]
    if (seen.has(obj.def) || !isCreature(s, obj)) continue
    seen.add(obj.def)
    const need = sacrificesNeeded(manaValueOf(s, obj))
    if (need > mine.length) continue
    const a: CastAction = { type: 'cast', player: p, card: id }
    if (need) a.sacrifice = mine.slice(0, need)
    if (!coreCast.validate(s, a)) out.push(a)
  }
  return out
}

export const cast: ActionHandler<CastAction> = {
  validate: (s, a) => coreCast.validate(s, a),
  apply(tx, a) {
    const obj = tx.s.objects[a.card]
    if (!isCreature(tx.s, obj)) {
      coreCast.apply(tx, a)
      return
    }
    // Ruling MCR-6: sacrifice first; the new creature may take a freed slot.
    const sacrifice = a.sacrifice ?? []
    const slot = a.slot ?? openSlots(tx.s, a.player, sacrifice)[0]
    for (const id of sacrifice) {
      tx.log(`${playerName(tx.s, a.player)} sacrifices ${nameOf(tx.s, id)} (MCR-6)`)
      moveObject(tx, id, 'graveyard', { cause: 'sacrifice' })
    }
    coreCast.apply(tx, a)
    const top = tx.s.stack[tx.s.stack.length - 1]
    const spell = tx.obj(top.id)
    spell.extra = { ...(spell.extra ?? {}), slot }
  },
  enumerate(s, p) {
    if (s.priority !== p || s.pending.length || s.phase !== 'turn') return []
    if (s.step === MAIN_STEP && s.active === p && s.stack.length === 0) return summonOptions(s, p)
    if (s.step !== FIGHT_STEP) return []
    const out: CastAction[] = []
    for (const id of s.players[p].zones[SPELL_ZONE] ?? []) {
      for (const option of castOptions(s, p, id, 4)) {
        const a: CastAction = { ...option, from: 'slot' }
        if (!coreCast.validate(s, a)) out.push(a)
      }
    }
    return out
  },
}

export const activate: ActionHandler<ActivateAction> = {
  validate: (s, a) => coreActivate.validate(s, a),
  apply(tx, a) {
    const counts = !abilityRef(tx.s, a.card, a.ability ?? 0)?.text.equip
    coreActivate.apply(tx, a)
    if (counts) setCombatData(tx, { abilityUsed: [...combatData(tx.s).abilityUsed, a.player] }) // ruling MCR-8
  },
  enumerate: (s, p) => coreActivate.enumerate?.(s, p) ?? [],
}

/** Ruling MCR-4: there is no mana, so mana abilities have nothing to do. */
export const activateMana: ActionHandler<ActivateManaAction> = {
  validate: () => 'there is no mana in Magic Combat Rules: spells and abilities cost nothing (MCR-4)',
  apply: () => undefined,
  enumerate: () => [],
}
