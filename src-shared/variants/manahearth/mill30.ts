// "Mill 30" (rule 14, ruling MH-12): a player who must draw from an empty library shuffles their graveyard into
// their library and keeps drawing. With the graveyard empty too, the rest of the draw is lost and the player loses
// the next time a player would receive priority. This replaces CR 704.5b in Manahearth.
import type { Tx } from '../../engine/tx'
import type { GameState, PlayerIndex } from '../../engine/types'
import { moveObject, shuffleLibrary } from '../../engine/zones'
import { playerName } from '../../engine/query'
import { playerLoses } from '../../engine/sba'

/** Player extra flag: drew with library and graveyard both empty (loses at the next priority, ruling MH-12). */
export const MILL_LOSS = 'millLoss'

/** The replaceDraw hook: true when the draw was handled (lost); false lets the normal draw go on. */
export function mill30Draw(tx: Tx, player: PlayerIndex): boolean {
  const p = tx.s.players[player]
  if (p.zones.library.length > 0) return false
  if (p.zones.graveyard.length > 0) {
    const count = p.zones.graveyard.length
    for (const id of [...p.zones.graveyard]) moveObject(tx, id, 'library', { cause: 'mill30' })
    shuffleLibrary(tx, player)
    tx.log(
      `${playerName(tx.s, player)} shuffles their graveyard (${count} card${count === 1 ? '' : 's'}) into their empty library and keeps drawing (ruling MH-12)`,
    )
    return false
  }
  if (!p.extra[MILL_LOSS]) {
    tx.playerExtra(player)[MILL_LOSS] = true
    tx.log(
      `${playerName(tx.s, player)} has no cards in library or graveyard: the draw is lost, and they lose the game the next time a player would receive priority (ruling MH-12)`,
    )
  }
  return true
}

/** The state check: a player marked by MH-12 loses (run before a player would receive priority). */
export function mill30Loss(tx: Tx): boolean {
  let changed = false
  tx.s.players.forEach((p, i) => {
    if (p.lost || !p.extra[MILL_LOSS]) return
    delete tx.playerExtra(i)[MILL_LOSS]
    playerLoses(tx, i, 'had to draw with no cards in library or graveyard, ruling MH-12')
    changed = true
  })
  return changed
}

/** CR 704.5b does not apply in Manahearth (ruling MH-12). */
export function sbaEnabled(_state: GameState, rule: 'life' | 'emptyLibrary' | 'poison'): boolean {
  return rule !== 'emptyLibrary'
}
