// Random legal play for tests and benches: the engine's random player, seeded, from a position to its end or a
// number of actions; and two-player starter-card games to play it on.
import '../../src-shared/variants'
import { starterPool } from '../../src-shared/cards/starter'
import { applyAction, Random, randomAction, type Action, type GameState, type NewGame } from '../../src-shared/engine'

export interface RandomPlay {
  log: Action[]
  state: GameState
}

/** Plays random legal actions from `initial` until the game ends, `maxActions` are played or nothing is legal.
 *  `after` sees each action and the state it led to (throw there to stop on a broken invariant). */
export function playRandomly(
  initial: GameState,
  seed: number,
  options: { maxActions: number; passBias: number; after?: (a: Action, s: GameState) => void },
): RandomPlay {
  const rng = Random.fromSeed(seed)
  let state = initial
  const log: Action[] = []
  while (state.phase !== 'ended' && log.length < options.maxActions) {
    const a = randomAction(state, rng, { passBias: options.passBias })
    if (!a) break
    const r = applyAction(state, a)
    if (!r.ok) throw new Error(`random legal action rejected: ${JSON.stringify(a)}: ${r.reason}`)
    state = r.state
    log.push(a)
    options.after?.(a, state)
  }
  return { log, state }
}

/** A normal game between Ann and Ben, each with a deck of `deckSize` cards cycling through the starter cards
 *  `names` (every `step`-th name, so the deck mixes them). */
export function starterGameSetup(names: string[], deckSize: number, seed: number, step = 7): NewGame {
  const pool = starterPool()
  const defs = names.map((n) => {
    const def = pool.byName(n)
    if (!def) throw new Error(`"${n}" is not a starter card`)
    return def
  })
  const deck = Array.from({ length: deckSize }, (_, i) => defs[(i * step) % defs.length].id)
  return {
    variant: 'normal',
    seed,
    start: 0,
    cards: defs,
    players: [
      { name: 'Ann', deck },
      { name: 'Ben', deck },
    ],
  }
}
