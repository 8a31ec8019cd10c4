// Determinisation: copies of the computer's view with each opponent's hidden hand filled in by a sample of the
// opponent model's hand prior (never the real hidden cards: the computer sees only its own seat's view). The prior is
// read once per search; each iteration draws a fresh sample.
import type { CardObject, GameState, ObjId, PlayerIndex } from '../../engine/types'
import type { Random } from '../../engine/rng'
import { HIDDEN_CARD } from '../../engine/view'
import { determinizer } from '../opponentModel'

/** A seeded sampler of determinisations of `view` for the computer at `me`. */
export function determiniser(view: GameState, me: PlayerIndex): (rng: Random) => GameState {
  return determinizer(view, me)
}

/** Zones of the computer's whose cards the other players can't read (CR 402.3; cards outside the game, as the view). */
const PRIVATE_ZONES = ['hand', 'outside']

/**
 * A world as the other players see it: the computer's hand is blank placeholders to them (CR 402.3), a revealed card
 * stays known. The ids stay, so the action they choose here applies to the world itself. In a world of Hard's search
 * the others decide on this, as Normal does in the real game: they play into a trick they can't see, and don't hold
 * a counterspell for a threat they don't know of.
 */
export function seenByOthers(world: GameState, me: PlayerIndex): GameState {
  const zones = world.players[me]?.zones
  if (!zones || !world.cards[HIDDEN_CARD]) return world
  let objects: Record<ObjId, CardObject> | null = null
  for (const zone of PRIVATE_ZONES)
    for (const id of zones[zone] ?? []) {
      const o = world.objects[id]
      if (!o || o.revealed || o.def === HIDDEN_CARD) continue
      objects ??= { ...world.objects }
      objects[id] = { ...o, def: HIDDEN_CARD }
    }
  return objects ? { ...world, objects } : world
}
