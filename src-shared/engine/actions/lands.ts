// Playing lands (CR 305).
import type { ActionHandler } from '../variant'
import type { GameState, ObjId, PlayLandAction, PlayerIndex } from '../types'
import { variantById } from '../registry'
import { isLand, nameOf, playerName } from '../query'
import { sorceryTiming } from '../flow'
import { moveObject } from '../zones'
import { cardName, inZone, whyNoPriority } from './pending'
import { landsAllowed } from '../playerRules'

export function whyCantPlayLand(s: GameState, player: PlayerIndex, id: ObjId | undefined): string | null {
  if (s.phase !== 'turn') return 'the game has not started yet'
  if (s.active !== player) return 'It is not your turn to play a land'
  const why = whyNoPriority(s, player)
  if (why) return why
  if (!inZone(s, id, player, 'hand')) return `${cardName(s, id)} is not in your hand`
  if (!isLand(s, s.objects[id!])) return `${cardName(s, id)} is not a land`
  const timing = sorceryTiming(s, variantById(s.variant).chart, player)
  if (timing) return `You can play a land only in your main phase when the stack is empty (CR 305.2): ${timing}`
  if (s.players[player].landsPlayed >= landsAllowed(s, player))
    return 'You have already played a land this turn (CR 305.2)'
  return null
}

export const playLand: ActionHandler<PlayLandAction> = {
  validate: (s, a) => whyCantPlayLand(s, a.player, a.card),
  apply(tx, a) {
    const name = nameOf(tx.s, a.card)
    moveObject(tx, a.card, 'battlefield', { cause: 'play' })
    tx.player(a.player).landsPlayed = tx.s.players[a.player].landsPlayed + 1
    tx.set('passes', 0)
    tx.log(`${playerName(tx.s, a.player)} plays ${name}`)
  },
  enumerate(s, p) {
    if (s.active !== p || s.priority !== p || s.players[p].landsPlayed >= landsAllowed(s, p)) return []
    const seen = new Set<string>()
    return s.players[p].zones.hand
      .filter((id) => {
        const key = s.objects[id].def
        if (seen.has(key) || whyCantPlayLand(s, p, id)) return false
        seen.add(key)
        return true
      })
      .map((id) => ({ type: 'playLand' as const, player: p, card: id }))
  },
}
