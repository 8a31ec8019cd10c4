// The cleanup step's discard down to the maximum hand size (CR 514.1).
import type { ActionHandler } from '../variant'
import type { DiscardAction, GameState } from '../types'
import { choose } from './choices'
import { nameOf, playerName } from '../query'
import { moveObject } from '../zones'
import { cardName, dropPending, inZone, pendingFor, whyNotPending } from './pending'

export const discard: ActionHandler<DiscardAction> = {
  validate(s, a) {
    // A spell that makes a player discard by their own choice (Mind Rot) is answered the same way (CR 701.8).
    if (isEffectDiscard(s, a.player)) return choose.validate(s, { type: 'choose', player: a.player, cards: a.cards })
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
    if (isEffectDiscard(tx.s, a.player)) return choose.apply(tx, { type: 'choose', player: a.player, cards: a.cards })
    dropPending(tx, a.player, 'discard')
    const names = a.cards.map((id) => nameOf(tx.s, id))
    for (const id of a.cards) moveObject(tx, id, 'graveyard', { cause: 'discard' })
    tx.log(`${playerName(tx.s, a.player)} discards ${names.join(', ')}`)
  },
  enumerate(s, p) {
    const e = isEffectDiscard(s, p) ? pendingFor(s, p) : null
    if (e) return [{ type: 'discard', player: p, cards: s.players[p].zones.hand.slice(0, e.count as number) }]
    const d = pendingFor(s, p, 'discard')
    if (!d) return []
    return [{ type: 'discard', player: p, cards: s.players[p].zones.hand.slice(0, d.count as number) }]
  },
}

function isEffectDiscard(s: GameState, p: number): boolean {
  const d = pendingFor(s, p)
  return d?.kind === 'effect' && (d.pause as { choice?: string } | undefined)?.choice === 'discard'
}
