// Setup: the London mulligan (CR 103.4).
import type { ActionHandler } from '../variant'
import type { BottomAction, KeepAction, MulliganAction } from '../types'
import { variantById } from '../registry'
import { playerName } from '../query'
import { drawCards, moveObject, shuffleLibrary } from '../zones'
import { cardName, dropPending, inZone, pendingFor, whyNotPending } from './pending'

export const keep: ActionHandler<KeepAction> = {
  validate: (s, a) => whyNotPending(s, a.player, 'mulligan'),
  apply(tx, a) {
    dropPending(tx, a.player, 'mulligan')
    const n = tx.s.players[a.player].mulligans
    const hand = tx.s.players[a.player].zones.hand.length
    const bottom = Math.min(n, hand)
    // CR 103.4: after mulligans the kept hand is what stays once the bottom cards are chosen.
    const kept = hand - bottom
    const cards = (k: number) => `${k} card${k === 1 ? '' : 's'}`
    const who = playerName(tx.s, a.player)
    // A seat with no cards at all (the goldfish) keeps an empty hand, not "0 cards".
    tx.log(
      hand === 0
        ? `${who} keeps an empty hand`
        : bottom > 0
          ? `${who} keeps ${cards(kept)} and puts ${cards(bottom)} on the bottom`
          : `${who} keeps ${cards(kept)}`,
    )
    if (n > 0) tx.set('pending', [{ kind: 'bottom', player: a.player, count: bottom }, ...tx.s.pending])
  },
  enumerate: (s, p) => (pendingFor(s, p, 'mulligan') ? [{ type: 'keep', player: p }] : []),
}

export const mulligan: ActionHandler<MulliganAction> = {
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

export const bottom: ActionHandler<BottomAction> = {
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
