// Applying the automated effects (the text templates of abilities.ts) and damage (CR 120).
import type { Effect, EffectText, Subject, TargetSpec, Who } from './abilities'
import type { ChoiceAnswer, EffectContext, Pause } from './effectTypes'
import { recordDamage } from './damageRecord'
import { countersWithout } from './counters'
import { noteCombatDamageToPlayer, noteLifeLost } from './lifeLost'
import type { Tx } from './tx'
import type { CardObject, ObjId, Pending, PlayerIndex, StackItem, Target } from './types'
import { lastKnownSource, sourceLastKnown } from './lastKnown'
import { playerRuleCount } from './playerRules'
import { protectedFrom } from './protection'
import { staticPreventer } from './preventionStatics'
import {
  abilitiesOf,
  faceOf,
  isCreature,
  isPlaneswalker,
  keywordsOf,
  nameOf,
  opponentsOf,
  playerName,
  livingPlayers,
} from './query'
import { belowPower, matchesSpec, specWithX, targetIsLegal } from './legalTargets'
import { noteMoves } from './movedThisWay'
import { rulesText } from './rulesText'

/** What a damage source is, as last known (CR 113.7a): its controller and keywords. */
export interface DamageSource {
  id: ObjId
  name: string
  controller: PlayerIndex
  keywords: Set<string>
  /** The source as last known, for protection's qualities (CR 702.16e). */
  object?: CardObject
}

/** `sources`: `staticSources(tx.s)` when known. */
export function sourceInfo(tx: Tx, obj: CardObject, sources?: CardObject[]): DamageSource {
  const name = tx.s.objects[obj.id] ? nameOf(tx.s, obj.id) : (tx.s.cards[obj.def]?.name ?? obj.id) // last known information (CR 113.7a)
  return { id: obj.id, name, controller: obj.controller, keywords: keywordsOf(tx.s, obj, sources), object: obj }
}

/**
 * Deals damage (CR 120.3): to a player, loss of life; to a planeswalker, loyalty counters removed; to a creature,
 * damage marked (with deathtouch noted, CR 704.5h). Lifelink makes the source's controller gain that much (CR 702.15b).
 */
export function dealDamage(
  tx: Tx,
  source: DamageSource,
  target: Target,
  amount: number,
  combat = false,
  /** The ids of `staticSources(tx.s)`, when a caller dealing many damages at once read them (damage moves no card). */
  staticIds?: ObjId[],
): void {
  const sources = staticIds?.map((id) => tx.s.objects[id])
  if ('card' in target) {
    const obj = tx.s.objects[target.card]
    if (obj && source.object && protectedFrom(tx.s, obj, source.object, sources && keywordsOf(tx.s, obj, sources))) {
      tx.log(`${nameOf(tx.s, obj.id)} has protection: the damage from ${source.name} is prevented (CR 702.16e)`)
      return
    }
    if (obj && preventsDamageFrom(tx, obj, source)) {
      tx.log(`The damage from ${source.name} to ${nameOf(tx.s, obj.id)} is prevented (CR 615.1)`)
      return
    }
    if (obj && amount > 0 && damageBecomesCounters(tx, obj, source, amount)) return
    if (obj && amount > 0 && shieldCounterUsed(tx, obj, source)) return
  }
  const preventer = staticPreventer(tx.s, source, target, combat, sources)
  if (preventer) {
    tx.log(`${nameOf(tx.s, preventer)} prevents the damage from ${source.name} (CR 615.1)`)
    return
  }
  // CR 615.7: the shield logs what it did (prevented, or redirected).
  if (rulesText.useNextShield(tx, source, target, amount, combat)) return
  if (rulesText.preventedThisTurn(tx.s, source, target, combat)) {
    tx.log(`The damage from ${source.name} is prevented (CR 615.1)`)
    return
  }
  amount = afterPrevention(tx, target, amount, combat, source.name)
  if (amount <= 0) return
  if ('player' in target) {
    const p = tx.s.players[target.player]
    if (!p || p.lost) return // CR 800.4e
    if (source.keywords.has('infect'))
      tx.player(target.player).poison = p.poison + amount // CR 702.90b
    else {
      tx.player(target.player).life = p.life - amount
      noteLifeLost(tx, target.player, amount) // CR 119.3
    }
    if (p.damagedTurn !== tx.s.turn) tx.player(target.player).damagedTurn = tx.s.turn // CR 702.54a
    if (combat) {
      const dealer = source.object ?? tx.s.objects[source.id]
      const subtypes = dealer ? (faceOf(tx.s, dealer)?.subtypes ?? []) : []
      noteCombatDamageToPlayer(tx, source.controller, subtypes, source.keywords.has('changeling')) // CR 702.76a
    }
    tx.emit({ type: 'damage', source: source.id, player: target.player, amount, combat })
  } else {
    const obj = tx.s.objects[target.card]
    if (!obj || obj.zone !== 'battlefield') return
    if (isPlaneswalker(tx.s, obj) && !isCreature(tx.s, obj)) {
      const loyalty = obj.counters.loyalty ?? 0
      tx.obj(obj.id).counters = { ...obj.counters, loyalty: Math.max(0, loyalty - amount) } // CR 120.3c
    } else {
      const o = tx.obj(obj.id)
      // CR 702.90b, 702.80a, 120.3d: infect and wither deal damage to creatures as -1/-1 counters.
      if (source.keywords.has('infect') || source.keywords.has('wither'))
        o.counters = { ...o.counters, '-1/-1': (o.counters['-1/-1'] ?? 0) + amount }
      else o.damage += amount
      if (source.keywords.has('deathtouch')) o.deathtouched = true
    }
    tx.emit({ type: 'damage', source: source.id, card: target.card, amount, ...(combat ? { combat } : {}) })
    recordDamage(tx, source.object ?? tx.s.objects[source.id], target.card) // "dealt damage by ~ this turn"
  }
  if (source.keywords.has('lifelink')) gainLife(tx, source.controller, amount)
}

/** Permanents that lost a counter to damage dealt at once, by transaction and step: sources dealing damage to it
 *  simultaneously (combat) cost it one counter, not one each (the Phantom cards' rulings). */
const counterLostAt = new WeakMap<Tx, Set<string>>()

/** CR 122.1c: damage that would be dealt to a permanent with a shield counter isn't; a shield counter is removed
 *  instead, one for damage dealt at once by several sources (blockers). True when it applied. */
function shieldCounterUsed(tx: Tx, obj: CardObject, source: DamageSource): boolean {
  const key = `shield:${obj.id}@${tx.s.step}`
  let lost = counterLostAt.get(tx)
  if (!lost) counterLostAt.set(tx, (lost = new Set()))
  if ((obj.counters.shield ?? 0) <= 0 && !lost.has(key)) return false
  const name = nameOf(tx.s, obj.id)
  if (!lost.has(key)) {
    lost.add(key)
    tx.obj(obj.id).counters = countersWithout(obj.counters, 'shield', 1)
    tx.log(`A shield counter is removed from ${name} instead of ${source.name}'s damage (CR 122.1c)`)
  } else tx.log(`${source.name}'s damage to ${name} isn't dealt: a shield counter was removed (CR 122.1c)`)
  return true
}

/** "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." and kin (CR 615.1, 614.1a):
 *  true when the damage was prevented or replaced. */
function damageBecomesCounters(tx: Tx, obj: CardObject, source: DamageSource, amount: number): boolean {
  const st = abilitiesOf(tx.s, obj)?.statics.find((x) => x.kind === 'damageToCounters')
  if (!st || st.kind !== 'damageToCounters') return false
  const has = obj.counters[st.counter] ?? 0
  if (st.whileCounter && has <= 0) return false
  const name = nameOf(tx.s, obj.id)
  let counters = obj.counters
  if (st.mode === 'put') {
    counters = { ...counters, [st.counter]: has + amount } // CR 614.1a: the damage isn't dealt
    tx.log(`${name} gets ${amount} ${st.counter} counter${amount === 1 ? '' : 's'} instead of ${source.name}'s damage`)
  } else {
    let lost = counterLostAt.get(tx)
    if (!lost) counterLostAt.set(tx, (lost = new Set()))
    const key = `${obj.id}@${tx.s.step}`
    const remove = st.mode === 'removeMany' ? Math.min(has, amount) : lost.has(key) ? 0 : Math.min(has, 1)
    if (st.mode === 'removeOne') lost.add(key)
    if (remove > 0) counters = countersWithout(counters, st.counter, remove)
    tx.log(
      `The damage from ${source.name} to ${name} is prevented (CR 615.1)` +
        (remove > 0 ? `; ${remove} ${st.counter} counter${remove === 1 ? '' : 's'} removed` : ''),
    )
  }
  if (counters !== obj.counters) tx.obj(obj.id).counters = counters
  return true
}

/** "Prevent all damage that would be dealt to ~ [by creatures]" (CR 615.1). */
function preventsDamageFrom(tx: Tx, obj: CardObject, source: DamageSource): boolean {
  return !!abilitiesOf(tx.s, obj)?.statics.some(
    (st) =>
      st.kind === 'preventDamageToSelf' &&
      (!st.by || (!!source.object && matchesSpec(tx.s, st.by, source.object, obj.controller, source.keywords))),
  )
}

export function gainLife(tx: Tx, player: PlayerIndex, amount: number): void {
  if (amount <= 0 || tx.s.players[player].lost) return
  if (playerRuleCount(tx.s, player, 'cantGainLife') > 0) return // CR 119.7
  tx.player(player).life = tx.s.players[player].life + amount
  tx.emit({ type: 'lifeGained', player, amount })
}

/** Prevention shields (CR 615): "prevent all combat damage this turn", "prevent the next N damage". */
function afterPrevention(tx: Tx, target: Target, amount: number, combat: boolean, sourceName: string): number {
  const extra = tx.s.extra
  if (combat && extra.preventCombatDamage === tx.s.turn) return 0
  // CR 615.7: a shield says how much of the damage it prevented.
  const logUsed = (used: number, to: string) =>
    used > 0 && tx.log(`${used} of the damage from ${sourceName} to ${to} is prevented (CR 615.7)`)
  if ('player' in target) {
    const shields =
      extra.preventTurn === tx.s.turn ? (extra.preventPlayer as Record<number, number> | undefined) : undefined
    const shield = shields?.[target.player] ?? 0
    if (shield > 0) {
      const used = Math.min(shield, amount)
      tx.set('extra', { ...extra, preventPlayer: { ...shields, [target.player]: shield - used } })
      logUsed(used, playerName(tx.s, target.player))
      return amount - used
    }
    return amount
  }
  const obj = tx.s.objects[target.card]
  if (!obj?.mods?.some((m) => m.prevent)) return amount
  let left = amount
  const mods = obj.mods.map((m) => {
    if (!m.prevent || left <= 0) return m
    const used = Math.min(m.prevent, left)
    left -= used
    return { ...m, prevent: m.prevent - used }
  })
  tx.obj(obj.id).mods = mods
  logUsed(amount - left, nameOf(tx.s, obj.id))
  return left
}

export function loseLife(tx: Tx, player: PlayerIndex, amount: number): void {
  if (amount <= 0 || tx.s.players[player].lost) return
  tx.player(player).life = tx.s.players[player].life - amount
  noteLifeLost(tx, player, amount)
}

/** Adds an until-end-of-turn modification (CR 611.2a). */
export function pump(tx: Tx, id: ObjId, power: number, toughness: number, keywords: string[]): void {
  const o = tx.obj(id)
  o.mods = [...(o.mods ?? []), { power, toughness, ...(keywords.length ? { keywords } : {}), until: 'endOfTurn' }]
}

export function addCounters(tx: Tx, id: ObjId, kind: string, amount: number): void {
  const o = tx.obj(id)
  o.counters = countersWithout(o.counters, kind, -amount)
  if (amount > 0) tx.emit({ type: 'countersPut', id, kind, amount }) // "whenever counters are put on ~" (CR 122.6)
}

/** Runs effects of a resolving spell or ability in order (CR 608.2c). Returns 'paused' when one waits for a
 *  player's choice: the pending decision holds the rest as data, and `resumeEffects` carries on (CR 608.2d-e). */
export function applyEffects(
  tx: Tx,
  item: StackItem,
  text: EffectText,
  source: CardObject,
  effects: Effect[] = text.effects,
  memo: EffectContext['memo'] = {},
): 'done' | 'paused' {
  const from = tx.events.length
  const done = applyEach(tx, item, text, source, effects, memo)
  markDiscards(tx, from, item.controller)
  return done
}

/** The discards a resolving spell or ability made are caused by it: its controller's (CR 701.8; "when a spell or
 *  ability an opponent controls causes you to discard ~"). */
function markDiscards(tx: Tx, from: number, by: PlayerIndex): void {
  for (let k = from; k < tx.events.length; k++) {
    const e = tx.events[k]
    if (e.type === 'moved' && e.cause === 'discard' && e.by === undefined) e.by = by
  }
}

function applyEach(
  tx: Tx,
  item: StackItem,
  text: EffectText,
  source: CardObject,
  effects: Effect[],
  memo: EffectContext['memo'],
): 'done' | 'paused' {
  const ctx = effectContext(tx, item, text, source, memo)
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i]
    const kind = rulesText.effectKind(e.kind)
    const expanded = kind.expand?.(ctx, e as never) ?? null
    if (expanded) {
      effects = [...effects.slice(0, i + 1), ...expanded, ...effects.slice(i + 1)]
      continue
    }
    const at = tx.events.length
    const pause = kind.apply(ctx, e as never)
    noteMoves(tx.s, tx.events, at, ctx.memo) // CR 608.2c: "for each creature destroyed this way"
    if (pause) {
      tx.set('pending', [
        ...tx.s.pending,
        {
          kind: 'effect',
          player: pause.player,
          item,
          text: pause.prompt,
          ...(pause.options ? { options: pause.options } : {}),
          ...(pause.count !== undefined ? { count: pause.count } : {}),
          pause,
          current: e,
          rest: effects.slice(i + 1),
          targets: text.targets,
          memo: ctx.memo,
        },
      ])
      tx.set('priority', null)
      return 'paused'
    }
  }
  return 'done'
}

/** Continues a resolution after the answer to its pending 'effect' decision. */
export function resumeEffects(tx: Tx, pending: Pending, answer: ChoiceAnswer): 'done' | 'paused' {
  const item = pending.item as StackItem
  const text: EffectText = { text: item.text, targets: pending.targets as TargetSpec[], effects: [], automated: true }
  const source = tx.s.objects[item.source] ?? lastKnownSource(item)
  const ctx = effectContext(tx, item, text, source, { ...(pending.memo as EffectContext['memo']) })
  const current = pending.current as Effect
  const from = tx.events.length
  const first = rulesText.effectKind(current.kind).resume?.(ctx, current as never, pending.pause as Pause, answer) ?? []
  markDiscards(tx, from, item.controller)
  noteMoves(tx.s, tx.events, from, ctx.memo) // CR 608.2c, 608.2d: what the choice moved
  return applyEffects(tx, item, text, source, [...first, ...(pending.rest as Effect[])], ctx.memo)
}

export function effectContext(
  tx: Tx,
  item: StackItem,
  text: EffectText,
  source: CardObject,
  memo: EffectContext['memo'],
): EffectContext {
  const info = sourceInfo(tx, source)
  const x = item.x ?? 0
  const legal = (i: number): Target | null => {
    const t = item.targets[i]
    // CR 603.7c: a delayed triggered ability doesn't target; it affects the object its creator targeted while that
    // object is still on the battlefield (a new object once it moved, CR 400.7).
    if (t && item.ability === 'delayed')
      return 'card' in t ? (tx.s.objects[t.card]?.zone === 'battlefield' ? t : null) : t
    if (!t || !text.targets[i]) return null
    // CR 608.2b: "with mana value X" is checked against the X the spell was cast with.
    return targetIsLegal(tx.s, specWithX(text.targets[i], x), t, item.controller, item.id) ? t : null
  }
  const ctx: EffectContext = {
    tx,
    item,
    text,
    source,
    info,
    controller: item.controller,
    memo,
    amount: (a) => rulesText.amountValue(ctx, a, x),
    target: legal,
    players(who: Who): PlayerIndex[] {
      if (who === 'you') return [item.controller]
      if (who === 'opponents') return opponentsOf(tx.s, item.controller)
      if (who === 'players') return livingPlayers(tx.s)
      if (who === 'defending') {
        // CR 506.2: the player the source attacks, or the controller of the planeswalker it attacks.
        const attack = tx.s.combat?.attackers.find((a) => a.id === source.id)
        const p = !attack
          ? undefined
          : 'player' in attack.target
            ? attack.target.player
            : tx.s.objects[attack.target.card]?.controller
        return p !== undefined && !tx.s.players[p].lost ? [p] : []
      }
      if ('players' in who) return who.players.filter((p) => !tx.s.players[p].lost)
      if ('controllerOf' in who) {
        // "Its controller" (Swords to Plowshares): the target's controller, last known if it left (CR 608.2h).
        const p = rulesText.controllerOfTarget(ctx, who.controllerOf)
        return p !== null && tx.s.players[p] && !tx.s.players[p].lost ? [p] : []
      }
      if (who.target === -1) {
        // "That player" after "deals combat damage to a player": the player dealt damage (CR 603.2).
        const p =
          (item.extra?.damage as { player?: PlayerIndex } | undefined)?.player ??
          (item.extra?.stepPlayer as PlayerIndex | undefined) ?? // "each player's draw step … that player" (CR 504.2)
          (item.extra?.eventPlayer as PlayerIndex | undefined) ?? // the player who drew or discarded
          (item.extra?.event as { player?: PlayerIndex } | undefined)?.player // the spell's caster
        return p !== undefined && tx.s.players[p] && !tx.s.players[p].lost ? [p] : []
      }
      const t = legal(who.target)
      if (t && 'card' in t) return [tx.s.objects[t.card].controller] // "that planeswalker's controller"
      return t && 'player' in t ? [t.player] : []
    },
    permanents(subject: Subject): ObjId[] {
      if (subject === 'self') return tx.s.objects[source.id]?.zone === 'battlefield' ? [source.id] : []
      if (subject === 'that') {
        // CR 509.3, 603.2: the other creature of the combat trigger's event.
        const other = (item.extra?.event as { other?: ObjId } | undefined)?.other
        return other && tx.s.objects[other]?.zone === 'battlefield' ? [other] : []
      }
      if ('target' in subject) {
        const out: ObjId[] = []
        for (let k = 0; k < (subject.count ?? 1); k++) {
          const t = legal(subject.target + k)
          if (t && 'card' in t) out.push(t.card)
        }
        return out
      }
      if (subject.all.host && tx.s.objects[source.id]?.zone !== 'battlefield') {
        // CR 608.2h: the Aura or Equipment left (returned as a cost): what it was attached to, as it last existed.
        const host = sourceLastKnown(item)?.attachedTo
        const obj = host ? tx.s.objects[host] : undefined
        const spec = { ...subject.all, host: undefined }
        return obj?.zone === 'battlefield' && matchesSpec(tx.s, spec, obj, item.controller, undefined, source.id)
          ? [obj.id]
          : []
      }
      // CR 107.3: "each artifact with mana value X or less" reads the X announced for the spell or ability.
      const all = specWithX(subject.all, x)
      if (subject.all.controlledByTarget !== undefined) {
        // "all lands target player controls" (CR 115.1): that player's, if the target is still legal (CR 608.2b).
        const t = legal(subject.all.controlledByTarget)
        const spec = { ...all, controlledByTarget: undefined }
        return t && 'player' in t
          ? tx.s.battlefield.filter(
              (id) =>
                tx.s.objects[id].controller === t.player &&
                matchesSpec(tx.s, spec, tx.s.objects[id], item.controller, undefined, source.id),
            )
          : []
      }
      const below = subject.all.belowSource
      if (below && tx.s.objects[source.id]?.zone !== 'battlefield') {
        // CR 608.2h: "with power less than ~'s power" after the source left (sacrificed as a cost): its last known power.
        const power = sourceLastKnown(item)?.power
        const spec = { ...all, belowSource: undefined }
        if (power === undefined) return []
        return tx.s.battlefield.filter(
          (id) =>
            matchesSpec(tx.s, spec, tx.s.objects[id], item.controller, undefined, source.id) &&
            belowPower(tx.s, below, tx.s.objects[id], power),
        )
      }
      return tx.s.battlefield.filter((id) =>
        matchesSpec(tx.s, all, tx.s.objects[id], item.controller, undefined, source.id),
      )
    },
  }
  return ctx
}
