// Morph and megamorph (CR 702.37): a card cast face down as a 2/2 creature for {3} (its characteristics: query.ts
// FACE_DOWN, CR 708.2), hidden from the other players (view.ts, CR 708.5), and turned face up by its controller,
// any time they have priority, for its morph cost: a special action that doesn't use the stack (CR 702.37e, 116.2b).
import type { Morph } from './ast'
import type { ActionHandler } from './variant'
import type { CardObject, CastAction, GameState, StackItem, TurnFaceUpAction } from './types'
import { faceAbilities } from './abilities'
import { formatManaCost } from '../mana'
import { addCounters } from './effects'
import { canAfford, payCost } from './mana'
import { moveObject } from './zones'
import { noteLifeLost } from './lifeLost'
import { nameOf, playerName } from './query'
import { cardName, whyNoPriority } from './actions/pending'
import { recordCast } from './alternativeCosts'
import type { Tx } from './tx'

const FACE_DOWN_COST = { symbols: [{ kind: 'generic' as const, amount: 3 }] } // CR 702.37a

/** The morph of the card itself, face up or down (its printed face: a face-down object's own face has none). */
export function morphOf(s: GameState, obj: CardObject | undefined): Morph | null {
  if (!obj || obj.token) return null
  const def = s.cards[obj.def]
  const face = def?.faces[obj.face ?? 0] ?? def?.faces[0]
  return face ? (faceAbilities(face).morph ?? null) : null
}

/** Why the card can't be cast face down now (its priority, zone and timing already checked); null when it can. */
export function whyNotFaceDown(s: GameState, a: CastAction): string | null {
  const obj = s.objects[a.card]
  const name = nameOf(s, a.card)
  if (!morphOf(s, obj)) return `${name} has no morph: it can't be cast face down (CR 702.37a)`
  if ((a.from ?? 'hand') !== 'hand') return `${name} can be cast face down only from your hand (CR 702.37a)`
  // CR 708.4: the face-down spell has no text: no targets, modes, X or optional costs to choose.
  if (a.targets?.length || a.modes?.length || a.kicked || a.alternative || a.x || a.divide)
    return `a face-down spell has no targets, modes, X or other costs to choose (CR 708.4)`
  if (!canAfford(s, a.player, FACE_DOWN_COST, { tap: a.pay?.tap, spendOn: ['creature'] }))
    return `You can't pay {3} to cast ${name} face down (CR 702.37a, 601.2h)`
  return null
}

/** CR 702.37a, 708.4: the card goes to the stack face down, {3} is paid; the other players see a face-down spell. */
export function castFaceDown(tx: Tx, a: CastAction): void {
  const id = moveObject(tx, a.card, 'stack', { cause: 'cast', controller: a.player, faceDown: true })!
  const item: StackItem = { id, kind: 'spell', source: id, controller: a.player, targets: [], text: '' }
  tx.stack().push(item)
  const failed = payCost(tx, a.player, FACE_DOWN_COST, { tap: a.pay?.tap, spendOn: ['creature'] })
  if (failed) throw new Error(`internal: payment failed after validation: ${failed}`)
  tx.set('passes', 0)
  recordCast(tx, a.player)
  tx.log(`${playerName(tx.s, a.player)} casts a face-down creature spell (morph)`)
  tx.emit({ type: 'cast', player: a.player, card: id })
}

export function whyCantTurnFaceUp(s: GameState, a: TurnFaceUpAction): string | null {
  const why = whyNoPriority(s, a.player) // CR 702.37e: any time you have priority
  if (why) return why
  const obj = s.objects[a.card]
  if (!obj || obj.zone !== 'battlefield' || !obj.faceDown) return `${cardName(s, a.card)} is not a face-down permanent`
  if (obj.controller !== a.player) return `you don't control ${nameOf(s, a.card)}`
  const morph = morphOf(s, obj)
  if (!morph) return `${nameOf(s, a.card)} has no morph cost to turn it face up (CR 702.37e)`
  if (!canAfford(s, a.player, morph.cost))
    return `You can't pay its morph cost ${formatManaCost(morph.cost)} (CR 702.37e)`
  if (morph.life && s.players[a.player].life < morph.life)
    return `You can't pay its morph cost of ${morph.life} life with ${s.players[a.player].life} (CR 119.4)`
  return null
}

export const turnFaceUp: ActionHandler<TurnFaceUpAction> = {
  validate: whyCantTurnFaceUp,
  apply(tx, a) {
    const morph = morphOf(tx.s, tx.s.objects[a.card])!
    const failed = payCost(tx, a.player, morph.cost)
    if (failed) throw new Error(`internal: payment failed after validation: ${failed}`)
    if (morph.life) {
      tx.player(a.player).life = tx.s.players[a.player].life - morph.life // CR 119.4: paying life is losing it
      noteLifeLost(tx, a.player, morph.life)
    }
    // CR 708.8: it is the same permanent (no enters-the-battlefield); megamorph adds a +1/+1 counter (CR 702.37b).
    tx.obj(a.card).faceDown = false
    if (morph.mega) addCounters(tx, a.card, '+1/+1', 1)
    tx.set('passes', 0)
    const paid = morph.byHand
      ? `its morph cost (${morph.byHand.replace(/\.$/, '')}) paid by hand`
      : [morph.cost.symbols.length ? formatManaCost(morph.cost) : '', morph.life ? `${morph.life} life` : '']
          .filter(Boolean)
          .join(' and ') || '{0}'
    tx.log(
      `${playerName(tx.s, a.player)} turns a face-down card face up ${morph.byHand ? 'with' : 'for'} ${paid}: it is ${nameOf(tx.s, a.card)}${morph.mega ? ' (megamorph: a +1/+1 counter)' : ''}`,
    )
    tx.emit({ type: 'turnedFaceUp', player: a.player, card: a.card })
  },
  enumerate(s, p) {
    if (s.priority !== p || s.pending.length || s.phase !== 'turn') return []
    const out: TurnFaceUpAction[] = []
    for (const id of s.battlefield) {
      const a: TurnFaceUpAction = { type: 'turnFaceUp', player: p, card: id }
      if (s.objects[id].faceDown && !whyCantTurnFaceUp(s, a)) out.push(a)
    }
    return out
  },
}
