// Running out of cards (ruling MCR-11): a player who can't draw makes both players shuffle their used cards
// (graveyard and exile) into their libraries at the same time; then the draw goes on. Nobody loses for it.
import type { Tx } from '../../engine/tx'
import type { PlayerIndex } from '../../engine/types'
import { playerName } from '../../engine/query'
import { moveObject, shuffleLibrary } from '../../engine/zones'

const USED = ['graveyard', 'exile']

export function reshuffleWhenEmpty(tx: Tx, player: PlayerIndex): boolean {
  if (tx.s.players[player].zones.library.length > 0) return false
  tx.log(`${playerName(tx.s, player)} can't draw: both players shuffle their used cards into their libraries (MCR-11)`)
  for (let p = 0; p < tx.s.players.length; p++) {
    if (tx.s.players[p].lost) continue
    for (const zone of USED)
      for (const id of [...tx.s.players[p].zones[zone]]) moveObject(tx, id, 'library', { cause: 'reshuffle' })
    shuffleLibrary(tx, p)
  }
  if (tx.s.players[player].zones.library.length > 0) return false // the draw goes on normally
  tx.log(`${playerName(tx.s, player)} has no used cards either: nothing is drawn (MCR-11)`)
  return true
}
