// The cleanup step's discard down to the maximum hand size (CR 514.1).
import type { ActionHandler } from '../variant'
import type { DiscardAction } from '../types'
import { nameOf, playerName } from '../query'
import { moveObject } from '../zones'
import { cardName, dropPending, inZone, pendingFor, whyNotPending } from './pending'

export const discard: ActionHandler<DiscardAction> = {
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
