// Determinisation: a copy of the computer's view with the opponents' hidden cards filled in by guesses (never the
// real hidden cards: the computer sees only its own seat's view).
import type { GameState, PlayerIndex } from '../../engine/types'
import { Random } from '../../engine/rng'
import { HIDDEN_CARD } from '../../engine/view'

/** A copy where each opponent's hidden hand cards become cards like the ones that opponent has shown. */
export function determinise(s: GameState, me: PlayerIndex, rng: Random): GameState {
  const objects = { ...s.objects }
  const players = s.players.map((p, i) => {
    if (i === me) return p
    const seen: string[] = []
    for (const o of Object.values(s.objects))
      if (o.owner === i && o.def !== HIDDEN_CARD && !o.token && s.cards[o.def] && !o.faceDown) seen.push(o.def)
    if (!seen.length) return p
    seen.sort()
    for (const id of p.zones.hand ?? []) {
      const o = objects[id]
      if (o.def !== HIDDEN_CARD) continue
      objects[id] = { ...o, def: seen[rng.int(seen.length)] }
    }
    return p
  })
  return { ...s, objects, players }
}
