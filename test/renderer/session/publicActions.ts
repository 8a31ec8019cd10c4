// What a scripted person may do on the public view in a variant's public step (Combat Rules' abilities and fights,
// MCR-8), as the table lets them: shared by the covers test and the table bench.
import type { Action, GameState, PlayerIndex } from '@shared/engine'

/** Zones whose cards everyone sees (a card in them may be named on the public view). */
const PUBLIC_ZONES = ['battlefield', 'graveyard', 'exile', 'stack']

/**
 * Can `p` take `action` on the public view, where their hand and set cards don't show? Every card it names is in
 * plain sight (a target, a sacrifice, the creature that fights), except the set card revealed by its slot (cast
 * from a spell slot: its face shows only as it is cast, MCR-8). A cost or choice naming a card in hand needs the seat.
 */
export function doableInPublic(s: GameState, action: Action, p: PlayerIndex): boolean {
  if (action.player !== p) return false
  const cast = action as { type: string; card?: string; from?: string }
  const slotCard = cast.type === 'cast' && cast.from === 'slot' ? (cast.card ?? null) : null
  if (action.type === 'cast' && !slotCard) return false
  const ids: string[] = []
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v in s.objects) ids.push(v)
    } else if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') Object.values(v).forEach(walk)
  }
  walk(action)
  return ids.every((id) => {
    const o = s.objects[id]
    return id === slotCard || (PUBLIC_ZONES.includes(o.zone) && !o.faceDown)
  })
}
