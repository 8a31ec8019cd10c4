// Random legal Manahearth games with the starter decks (resources/decks/manahearth), used by the vitest check and
// by test/bench/manahearth.bench.ts. Every action is chosen by the engine's random player (randomAction), so the
// variant's own actions (chooseHero, partial mulligan, playLand from the Manahearth Zone, heroAbility, the Lotus's
// colour) are played through their `enumerate`. After every action the engine invariants and Manahearth's
// (hooks.invariants: zone + battlefield = 10 per basic land, one hero per player, hand ≤ 10 after cleanup) are checked.
import '../../../../src-shared/variants'
import { starterDecks, starterPool } from '../../../../src-shared/cards/starter'
import { parseDeckList } from '../../../../src-shared/cards/decklist'
import type { CardDefinition } from '../../../../src-shared/cards/model'
import {
  applyAction,
  checkInvariants,
  createGame,
  randomAction,
  Random,
  type Action,
  type GameState,
} from '../../../../src-shared/engine'

export interface GameSummary {
  players: number
  turns: number
  actions: number
  ended: boolean
  winner: GameState['winner']
  types: Record<string, number>
}

let decks: { cards: Record<string, CardDefinition>; lists: string[][] } | undefined

/** The two starter decks as card definition ids (31 each). */
export function starterDeckIds(): { cards: Record<string, CardDefinition>; lists: string[][] } {
  if (decks) return decks
  const pool = starterPool()
  const cards: Record<string, CardDefinition> = {}
  const lists = starterDecks()
    .filter((d) => d.variant === 'manahearth')
    .map((d) =>
      parseDeckList(d.text).main.flatMap((e) => {
        const def = pool.byName(e.name)
        if (!def) throw new Error(`starter deck ${d.id}: unknown card ${e.name}`)
        cards[def.id] = def
        return Array<string>(e.count).fill(def.id)
      }),
    )
  return (decks = { cards, lists })
}

/** Plays one random game to its end or the turn cap; throws on a rejected legal action or a broken invariant. */
export function playRandomGame(seed: number, players: number, turnCap = 40, actionCap = 6000): GameSummary {
  const { cards, lists } = starterDeckIds()
  let s = createGame({
    variant: 'manahearth',
    seed,
    cards,
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, deck: lists[(i + seed) % lists.length] })),
  })
  const rng = Random.fromSeed(seed * 7919 + 1)
  const types: Record<string, number> = {}
  let actions = 0
  while (s.phase !== 'ended' && s.turn <= turnCap && actions < actionCap) {
    const a: Action | null = randomAction(s, rng, { passBias: 0.35 })
    if (!a) throw new Error(`seed ${seed}: nobody can act (step ${s.step}, turn ${s.turn})`)
    const r = applyAction(s, a)
    if (!r.ok) throw new Error(`seed ${seed}: a legal action was rejected: ${JSON.stringify(a)}: ${r.reason}`)
    s = r.state
    actions++
    types[a.type] = (types[a.type] ?? 0) + 1
    const problems = checkInvariants(s)
    if (problems.length) throw new Error(`seed ${seed}, action ${actions} ${JSON.stringify(a)}: ${problems.join('; ')}`)
  }
  return { players, turns: s.turn, actions, ended: s.phase === 'ended', winner: s.winner, types }
}
