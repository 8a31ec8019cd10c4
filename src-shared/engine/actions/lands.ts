// Playing lands (CR 305).
import type { ActionHandler } from '../variant'
import type { GameState, ObjId, PlayLandAction, PlayerIndex } from '../types'
import { variantById } from '../registry'
import { isLand, nameOf, playerName } from '../query'
import { sorceryTiming } from '../flow'
import { moveObject } from '../zones'
import { cardName, inZone, whyNoPriority } from './pending'
import { landsAllowed } from '../playerRules'
import { otherFaces, whyNotFace, withFace } from '../castFaces'

export function whyCantPlayLand(
  state: GameState,
  player: PlayerIndex,
  id: ObjId | undefined,
  face?: number,
): string | null {
  const s = id ? withFace(state, id, face) : state // CR 712.8: the land face chosen
  if (s.phase !== 'turn') return 'the game has not started yet'
  if (s.active !== player) return 'It is not your turn to play a land'
  const why = whyNoPriority(s, player)
  if (why) return why
  if (!inZone(s, id, player, 'hand')) return `${cardName(s, id)} is not in your hand`
  const faceWhy = whyNotFace(s, id!, face)
  if (faceWhy) return faceWhy
  if (!isLand(s, s.objects[id!])) return `${cardName(s, id)} is not a land`
  const timing = sorceryTiming(s, variantById(s.variant).chart, player)
  if (timing) return `You can play a land only in your main phase when the stack is empty (CR 305.2): ${timing}`
  if (s.players[player].landsPlayed >= landsAllowed(s, player))
    return 'You have already played a land this turn (CR 305.2)'
  return null
}

export const playLand: ActionHandler<PlayLandAction> = {
  validate: (s, a) => whyCantPlayLand(s, a.player, a.card, a.face),
  apply(tx, a) {
    const name = nameOf(withFace(tx.s, a.card, a.face), a.card)
    moveObject(tx, a.card, 'battlefield', { cause: 'play', ...(a.face ? { face: a.face } : {}) }) // CR 712.8
    tx.player(a.player).landsPlayed = tx.s.players[a.player].landsPlayed + 1
    tx.set('passes', 0)
    tx.log(`${playerName(tx.s, a.player)} plays ${name}`)
  },
  enumerate(s, p) {
    if (s.active !== p || s.priority !== p || s.players[p].landsPlayed >= landsAllowed(s, p)) return []
    const seen = new Set<string>()
    const fronts = s.players[p].zones.hand
      .filter((id) => {
        const key = s.objects[id].def
        if (seen.has(key) || whyCantPlayLand(s, p, id)) return false
        seen.add(key)
        return true
      })
      .map((id) => ({ type: 'playLand' as const, player: p, card: id }))
    // CR 712.8: a modal double-faced card's back face, when it is a land.
    const faces = s.players[p].zones.hand.flatMap((id) =>
      otherFaces(s, id)
        .filter((face) => !whyCantPlayLand(s, p, id, face))
        .map((face) => ({ type: 'playLand' as const, player: p, card: id, face })),
    )
    return [
      ...fronts,
      ...faces.filter((a, i) => faces.findIndex((b) => s.objects[b.card].def === s.objects[a.card].def) === i),
    ]
  },
}
