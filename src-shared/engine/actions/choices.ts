// Choices asked by state-based actions: the legend rule (CR 704.5j).
import type { ActionHandler } from '../variant'
import type { ChooseAction, ObjId } from '../types'
import { nameOf, playerName } from '../query'
import { moveObject } from '../zones'
import { describePending, pendingFor } from './pending'

export const choose: ActionHandler<ChooseAction> = {
  validate(s, a) {
    const d = pendingFor(s, a.player)
    if (!d || d.kind !== 'legend')
      return s.pending[0]
        ? `${playerName(s, s.pending[0].player)} must first ${describePending(s.pending[0].kind, s.variant)}`
        : 'there is nothing to choose now'
    const keepIds = a.cards ?? []
    if (keepIds.length !== 1 || !(d.options as string[]).includes(keepIds[0])) {
      return `choose one of ${(d.options as string[]).map((id) => nameOf(s, id)).join(', ')} to keep (CR 704.5j)`
    }
    return null
  },
  apply(tx, a) {
    const d = pendingFor(tx.s, a.player)! as { options: ObjId[] }
    tx.set(
      'pending',
      tx.s.pending.filter((x) => x !== (d as unknown)),
    )
    for (const id of d.options) {
      if (id !== a.cards![0] && tx.s.objects[id]?.zone === 'battlefield') {
        tx.log(`${nameOf(tx.s, id)} is put into its owner's graveyard (legend rule, CR 704.5j)`)
        moveObject(tx, id, 'graveyard', { cause: 'sba' })
      }
    }
  },
  enumerate(s, p) {
    const d = pendingFor(s, p)
    if (!d || d.kind !== 'legend') return []
    return (d.options as ObjId[]).map((id) => ({ type: 'choose' as const, player: p, cards: [id] }))
  },
}
