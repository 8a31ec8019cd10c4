// The Manahearth mulligan (rule 8, ruling MH-3): once, in turn order from the starting player; the player shuffles
// one, two or all three cards of their choice back into the library and draws back up to three. `keep` (the core
// action) keeps the hand.
import type { ActionHandler } from '../../engine/variant'
import type { Tx } from '../../engine/tx'
import type { MulliganAction } from '../../engine/types'
import { pendingFor, describePending } from '../../engine/actions'
import { moveObject, drawCards, shuffleLibrary } from '../../engine/zones'
import { nameOf, playerName } from '../../engine/query'

/** Step 2 (after the heroes are revealed and three cards drawn): each player in turn order keeps or mulligans once. */
export function askPartialMulligans(tx: Tx): void {
  const n = tx.s.players.length
  const order = Array.from({ length: n }, (_, k) => (tx.s.starting + k) % n)
  tx.set('pending', [...tx.s.pending, ...order.map((player) => ({ kind: 'mulligan', player }))])
}

export const mulligan: ActionHandler<MulliganAction> = {
  validate(s, a) {
    if (!pendingFor(s, a.player, 'mulligan')) {
      const first = s.pending[0]
      return first
        ? `${playerName(s, first.player)} must first ${describePending(first.kind, s.variant)}`
        : 'there is no mulligan to take now (ruling MH-3: once, at the start of the game)'
    }
    const cards = a.cards ?? []
    if (!Array.isArray(cards) || cards.length < 1 || cards.length > 3) {
      return `choose 1 to 3 cards of your hand to shuffle back (ruling MH-3), not ${Array.isArray(cards) ? cards.length : 'that'}`
    }
    if (new Set(cards).size !== cards.length) return 'the same card is named twice'
    for (const id of cards) {
      const o = s.objects[id]
      if (!o || o.zone !== 'hand' || o.owner !== a.player)
        return `${o ? nameOf(s, id) : 'that card'} is not in your hand`
    }
    return null
  },
  apply(tx, a) {
    tx.set(
      'pending',
      tx.s.pending.filter((d) => !(d.kind === 'mulligan' && d.player === a.player)),
    )
    for (const id of a.cards!) moveObject(tx, id, 'library', { cause: 'mulligan' })
    shuffleLibrary(tx, a.player)
    const hand = tx.s.players[a.player].zones.hand.length
    drawCards(tx, a.player, Math.max(0, tx.variant.handSize - hand))
    tx.player(a.player).mulligans = 1
    tx.log(
      `${playerName(tx.s, a.player)} takes a mulligan: shuffles ${a.cards!.length} card${a.cards!.length === 1 ? '' : 's'} back and draws back to ${tx.variant.handSize} (ruling MH-3)`,
    )
  },
  enumerate(s, p) {
    if (!pendingFor(s, p, 'mulligan')) return []
    const hand = s.players[p].zones.hand
    return [1, 2, 3]
      .filter((k) => k <= hand.length)
      .map((k) => ({ type: 'mulligan' as const, player: p, cards: hand.slice(0, k) }))
  },
}
