// Resolving by hand: the manual tools and finishing a resolution (CR 608.2).
import type { ActionHandler } from '../variant'
import type { DoneAction, GameState, ManualAction, StackItem, Target } from '../types'
import { nameOf, playerName } from '../query'
import { targetName } from '../legalTargets'
import { finishResolution, stackSourceName } from '../flow'
import { addCounters, dealDamage } from '../effects'
import { createObject, drawCard, ensureCard, moveObject, shuffleLibrary } from '../zones'
import { dropPending, pendingFor, whyNotPending } from './pending'

/** The manual tools (`manual`'s `op`). */
export const MANUAL_OPS = [
  'move',
  'tap',
  'untap',
  'counter',
  'life',
  'damage',
  'token',
  'draw',
  'shuffle',
  'reveal',
  'poison',
]

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
      return a.op === undefined
        ? `a manual action needs "op": one of ${MANUAL_OPS.join(', ')}`
        : `unknown manual op "${a.op}": use ${MANUAL_OPS.slice(0, -1).join(', ')} or ${MANUAL_OPS.at(-1)}`
  }
}

export const manual: ActionHandler<ManualAction> = {
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

export const done: ActionHandler<DoneAction> = {
  validate: (s, a) => whyNotPending(s, a.player, 'manual'),
  apply(tx, a) {
    const d = pendingFor(tx.s, a.player, 'manual') as { item: StackItem; text?: string }
    dropPending(tx, a.player, 'manual')
    if (a.skipped) tx.log(`Computer skipped: ${String(d.text ?? d.item.text).trim()}`)
    tx.log(`${playerName(tx.s, a.player)} finishes resolving ${stackSourceName(tx.s, d.item)} by hand`) // CR 113.7a: last known information
    finishResolution(tx, d.item)
  },
  enumerate: (s, p) => (pendingFor(s, p, 'manual') ? [{ type: 'done', player: p }] : []),
}
