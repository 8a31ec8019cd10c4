// Applying the automated effects (the text templates of abilities.ts) and damage (CR 120).
import type { Effect, EffectText } from './abilities'
import type { Tx } from './tx'
import type { CardObject, ObjId, PlayerIndex, StackItem, Target } from './types'
import { ensureCard, createObject, destroy, drawCards, moveObject } from './zones'
import {
  isCreature,
  isPlaneswalker,
  keywordsOf,
  nameOf,
  opponentsOf,
  livingPlayers,
  playerName,
  targetIsLegal,
} from './query'
import { addMana } from './mana'

/** What a damage source is, as last known (CR 113.7a): its controller and keywords. */
export interface DamageSource {
  id: ObjId
  name: string
  controller: PlayerIndex
  keywords: Set<string>
}

export function sourceInfo(tx: Tx, obj: CardObject): DamageSource {
  const name = tx.s.objects[obj.id] ? nameOf(tx.s, obj.id) : (tx.s.cards[obj.def]?.name ?? obj.id) // last known information (CR 113.7a)
  return { id: obj.id, name, controller: obj.controller, keywords: keywordsOf(tx.s, obj) }
}

/**
 * Deals damage (CR 120.3): to a player, loss of life; to a planeswalker, loyalty counters removed; to a creature,
 * damage marked (with deathtouch noted, CR 704.5h). Lifelink makes the source's controller gain that much (CR 702.15b).
 */
export function dealDamage(tx: Tx, source: DamageSource, target: Target, amount: number): void {
  if (amount <= 0) return
  if ('player' in target) {
    const p = tx.s.players[target.player]
    if (!p || p.lost) return // CR 800.4e
    tx.player(target.player).life = p.life - amount
    tx.emit({ type: 'damage', source: source.id, player: target.player, amount })
  } else {
    const obj = tx.s.objects[target.card]
    if (!obj || obj.zone !== 'battlefield') return
    if (isPlaneswalker(tx.s, obj) && !isCreature(tx.s, obj)) {
      const loyalty = obj.counters.loyalty ?? 0
      tx.obj(obj.id).counters = { ...obj.counters, loyalty: Math.max(0, loyalty - amount) } // CR 120.3c
    } else {
      const o = tx.obj(obj.id)
      o.damage += amount
      if (source.keywords.has('deathtouch')) o.deathtouched = true
    }
    tx.emit({ type: 'damage', source: source.id, card: target.card, amount })
  }
  if (source.keywords.has('lifelink')) gainLife(tx, source.controller, amount)
}

export function gainLife(tx: Tx, player: PlayerIndex, amount: number): void {
  if (amount <= 0 || tx.s.players[player].lost) return
  tx.player(player).life = tx.s.players[player].life + amount
}

export function loseLife(tx: Tx, player: PlayerIndex, amount: number): void {
  if (amount <= 0 || tx.s.players[player].lost) return
  tx.player(player).life = tx.s.players[player].life - amount
}

/** Adds an until-end-of-turn modification (CR 611.2a). */
export function pump(tx: Tx, id: ObjId, power: number, toughness: number, keywords: string[]): void {
  const o = tx.obj(id)
  o.mods = [...(o.mods ?? []), { power, toughness, ...(keywords.length ? { keywords } : {}), until: 'endOfTurn' }]
}

export function addCounters(tx: Tx, id: ObjId, kind: string, amount: number): void {
  const o = tx.obj(id)
  const next = (o.counters[kind] ?? 0) + amount
  const counters = { ...o.counters }
  if (next > 0) counters[kind] = next
  else delete counters[kind]
  o.counters = counters
}

/** Applies an automated effect text for a resolving spell or ability (CR 608.2). Illegal targets are skipped (608.2b). */
export function applyEffects(tx: Tx, item: StackItem, text: EffectText, source: CardObject): void {
  const info = sourceInfo(tx, source)
  const x = item.x ?? 0
  const amount = (a: number | 'X'): number => (a === 'X' ? x : a)
  const legal = (i: number): Target | null => {
    const t = item.targets[i]
    if (!t) return null
    return targetIsLegal(tx.s, text.targets[i], t, item.controller, item.id) ? t : null
  }
  const players = (
    who: Effect extends never ? never : 'you' | 'opponents' | 'players' | { target: number },
  ): PlayerIndex[] => {
    if (who === 'you') return [item.controller]
    if (who === 'opponents') return opponentsOf(tx.s, item.controller)
    if (who === 'players') return livingPlayers(tx.s)
    const t = legal(who.target)
    return t && 'player' in t ? [t.player] : []
  }
  for (const effect of text.effects) {
    switch (effect.kind) {
      case 'damage': {
        const t = legal(effect.target)
        if (t) {
          tx.log(
            `${info.name} deals ${amount(effect.amount)} damage to ${'player' in t ? playerName(tx.s, t.player) : nameOf(tx.s, t.card)}`,
          )
          dealDamage(tx, info, t, amount(effect.amount))
        }
        break
      }
      case 'damageEach': {
        const n = amount(effect.amount)
        if (effect.each === 'creatures' || effect.each === 'creaturesAndPlayers') {
          for (const id of tx.s.battlefield)
            if (isCreature(tx.s, tx.s.objects[id])) dealDamage(tx, info, { card: id }, n)
        }
        if (effect.each !== 'creatures') {
          const who = effect.each === 'opponents' ? opponentsOf(tx.s, item.controller) : livingPlayers(tx.s)
          for (const p of who) dealDamage(tx, info, { player: p }, n)
        }
        tx.log(
          `${info.name} deals ${n} damage to each ${effect.each === 'opponents' ? 'opponent' : effect.each === 'players' ? 'player' : effect.each === 'creatures' ? 'creature' : 'creature and each player'}`,
        )
        break
      }
      case 'draw':
        for (const p of players(effect.who)) {
          drawCards(tx, p, amount(effect.amount))
          tx.log(`${playerName(tx.s, p)} draws ${amount(effect.amount)} card${amount(effect.amount) === 1 ? '' : 's'}`)
        }
        break
      case 'gainLife':
        for (const p of players(effect.who)) {
          gainLife(tx, p, amount(effect.amount))
          tx.log(`${playerName(tx.s, p)} gains ${amount(effect.amount)} life`)
        }
        break
      case 'loseLife':
        for (const p of players(effect.who)) {
          loseLife(tx, p, amount(effect.amount))
          tx.log(`${playerName(tx.s, p)} loses ${amount(effect.amount)} life`)
        }
        break
      case 'destroy': {
        const t = legal(effect.target)
        if (t && 'card' in t) destroy(tx, t.card)
        break
      }
      case 'exile':
      case 'bounce': {
        const t = legal(effect.target)
        if (t && 'card' in t) {
          tx.log(`${nameOf(tx.s, t.card)} is ${effect.kind === 'exile' ? 'exiled' : "returned to its owner's hand"}`)
          moveObject(tx, t.card, effect.kind === 'exile' ? 'exile' : 'hand', { cause: effect.kind })
        }
        break
      }
      case 'tap':
      case 'untap': {
        const t = legal(effect.target)
        if (t && 'card' in t) tx.obj(t.card).tapped = effect.kind === 'tap'
        break
      }
      case 'pump': {
        const ids: ObjId[] = []
        if (effect.target === 'self') {
          if (tx.s.objects[source.id]?.zone === 'battlefield') ids.push(source.id)
        } else if (effect.target === 'yourCreatures') {
          for (const id of tx.s.battlefield) {
            const o = tx.s.objects[id]
            if (o.controller === item.controller && isCreature(tx.s, o)) ids.push(id)
          }
        } else {
          const t = legal(effect.target)
          if (t && 'card' in t) ids.push(t.card)
        }
        for (const id of ids) pump(tx, id, effect.power, effect.toughness, effect.keywords)
        break
      }
      case 'counters': {
        let id: ObjId | null = null
        if (effect.target === 'self') id = tx.s.objects[source.id]?.zone === 'battlefield' ? source.id : null
        else {
          const t = legal(effect.target)
          if (t && 'card' in t) id = t.card
        }
        if (id) addCounters(tx, id, effect.counter, effect.amount)
        break
      }
      case 'counterSpell': {
        const t = legal(effect.target)
        if (t && 'card' in t) {
          tx.log(`${nameOf(tx.s, t.card)} is countered`)
          moveObject(tx, t.card, 'graveyard', { cause: 'counter' }) // CR 701.5a
        }
        break
      }
      case 'token': {
        const name = `${effect.subtypes.join(' ')} Token`
        const defId = `token:${effect.power}/${effect.toughness}:${effect.colors.join('')}:${effect.subtypes.join('-')}:${effect.keywords.join('-')}`
        ensureCard(tx, {
          id: defId,
          name: effect.subtypes.join(' '),
          layout: 'normal',
          manaValue: 0,
          colorIdentity: effect.colors,
          legalities: {},
          faces: [
            {
              name: effect.subtypes.join(' '),
              manaCost: null,
              manaCostText: '',
              manaValue: 0,
              typeLine: `Token Creature — ${effect.subtypes.join(' ')}`,
              supertypes: ['Token'],
              types: ['Creature'],
              subtypes: effect.subtypes,
              oracleText: effect.keywords.map((k) => k[0].toUpperCase() + k.slice(1)).join(', '),
              power: String(effect.power),
              toughness: String(effect.toughness),
              colors: effect.colors,
              keywords: effect.keywords,
              loyaltyAbilities: [],
              manaAbilities: [],
            },
          ],
        })
        for (let i = 0; i < effect.count; i++) createObject(tx, defId, item.controller, 'battlefield', { token: true })
        tx.log(`${playerName(tx.s, item.controller)} creates ${effect.count} ${name}${effect.count === 1 ? '' : 's'}`)
        break
      }
      case 'addMana':
        addMana(tx, item.controller, effect.symbols, source)
        break
    }
  }
}
