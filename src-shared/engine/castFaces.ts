// The face a player chooses to cast or play: a split card's other half (CR 709.3) or a modal double-faced card's back
// face (CR 712.7, 712.8). Only the chosen face is evaluated and put onto the stack or the battlefield (CR 709.3a,
// 712.4e); in every other zone the card is as before (CR 709.4; a modal double-faced card shows its front, 712.4c).
import type { GameState, ObjId } from './types'

/** The faces other than the first that a player may choose for this card (none for other layouts). */
export function otherFaces(s: GameState, id: ObjId): number[] {
  const obj = s.objects[id]
  const def = obj && s.cards[obj.def]
  if (!def || (def.layout !== 'split' && def.layout !== 'modal_dfc')) return []
  return def.faces.map((_, i) => i).filter((i) => i > 0)
}

/** Why `face` can't be chosen for this card, or null (0, or absent, is always its usual face). */
export function whyNotFace(s: GameState, id: ObjId, face: number | undefined): string | null {
  if (!face) return null
  if (otherFaces(s, id).includes(face)) return null
  const def = s.objects[id] && s.cards[s.objects[id].def]
  return `${def?.name ?? id} has no other face to choose (CR 709.3, 712.7)`
}

/** The game with the card showing the chosen face, to evaluate casting or playing it (CR 709.3a). */
export function withFace(s: GameState, id: ObjId, face: number | undefined): GameState {
  const obj = s.objects[id]
  if (!obj || !face || (obj.face ?? 0) === face || whyNotFace(s, id, face)) return s
  return { ...s, objects: { ...s.objects, [id]: { ...obj, face } } }
}
