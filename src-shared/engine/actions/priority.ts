// Passing priority (CR 117).
import type { ActionHandler } from '../variant'
import type { PassAction } from '../types'
import { playerName } from '../query'
import { passPriority } from '../flow'
import { whyNoPriority } from './pending'

export const pass: ActionHandler<PassAction> = {
  validate: (s, a) => whyNoPriority(s, a.player),
  apply(tx, a) {
    tx.log(`${playerName(tx.s, a.player)} passes`)
    passPriority(tx, a.player)
  },
  enumerate: (s, p) => (whyNoPriority(s, p) ? [] : [{ type: 'pass', player: p }]),
}
