// Determinisation: copies of the computer's view with each opponent's hidden hand filled in by a sample of the
// opponent model's hand prior (never the real hidden cards: the computer sees only its own seat's view). The prior is
// read once per search; each iteration draws a fresh sample.
import type { CardObject, GameState, ObjId, PlayerIndex } from '../../engine/types'
import { Random } from '../../engine/rng'
import { HIDDEN_CARD } from '../../engine/view'
import { handPrior, sampleHiddenHand, type HandPrior } from '../opponentModel'

/** A seeded sampler of determinisations of `view` for the computer at `me`. */
export function determiniser(view: GameState, me: PlayerIndex): (rng: Random) => GameState {
  const priors: HandPrior[] = []
  view.players.forEach((p, seat) => {
    if (seat === me || p.lost) return
    const prior = handPrior(view, seat as PlayerIndex)
    if (prior.hidden && prior.cards.length) priors.push(prior)
  })
  return (rng) => {
    if (!priors.length) return view
    const objects: Record<ObjId, CardObject> = { ...view.objects }
    const cards = { ...view.cards }
    for (const prior of priors) {
      const sample = sampleHiddenHand(prior, rng)
      let k = 0
      for (const id of view.players[prior.seat].zones.hand ?? []) {
        const o = objects[id]
        if (o.def !== HIDDEN_CARD || k >= sample.length) continue
        const def = sample[k++]
        cards[def.id] ??= def
        objects[id] = { ...o, def: def.id }
      }
    }
    return { ...view, objects, cards }
  }
}
