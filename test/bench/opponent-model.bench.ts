// The opponent model's cost per call, on positions of starter-deck games between Normal players (every 5th decision
// of a few games per variant, from the deciding player's view):
// - computer.model.determinize.<variant>: one determinization (the hand prior of each opponent and a sample), ms.
// - computer.model.hold.<variant>: the option value's context (answers in hand, the opponents' likely threats), ms.
// OPPONENT_MODEL_BENCH_GAMES (default 4) scales the games.
import '../../src-shared/variants'
import { actingPlayers, applyAction, createGame, viewFor, type GameState } from '../../src-shared/engine'
import { computerAction } from '../../src-shared/computer'
import { starterMatchDecks } from '../../src-shared/computer/decks'
import { determinize } from '../../src-shared/computer/opponentModel'
import { holdContext } from '../../src-shared/computer/holding'
import { playable } from '../../src-shared/computer/sim'
import type { Figure } from './run'
import { percentile, round } from './stats'

const VARIANTS = ['normal', 'heroic', 'mental', 'manahearth', 'combat']
const GAMES = Number(process.env.OPPONENT_MODEL_BENCH_GAMES ?? 4)

function positions(variant: string, game: number): { view: GameState; me: 0 | 1 }[] {
  const decks = starterMatchDecks(variant)
  const players = [0, 1].map((i) => {
    const d = decks[(i + game) % decks.length]
    return { name: `P${i}`, deck: d.main, sideboard: d.sideboard ?? [], ...(d.hero ? { extra: { hero: d.hero } } : {}) }
  })
  let s = createGame({ variant, seed: 500 + game, cards: decks.flatMap((d) => d.cards), players, start: 0 })
  const out: { view: GameState; me: 0 | 1 }[] = []
  for (let i = 0; i < 3000 && s.phase !== 'ended' && s.turn <= 30; i++) {
    const p = actingPlayers(s)[0] as 0 | 1
    if (i % 5 === 0) out.push({ view: playable(viewFor(s, p), 1), me: p })
    const r = applyAction(s, computerAction(s, p, { level: 'normal', seed: game }).action)
    if (!r.ok) break
    s = r.state
  }
  return out
}

export default async function bench(): Promise<Figure[]> {
  const figures: Figure[] = []
  for (const variant of VARIANTS) {
    const det: number[] = []
    const hold: number[] = []
    for (let g = 0; g < GAMES; g++)
      for (const { view, me } of positions(variant, g)) {
        let t0 = performance.now()
        determinize(view, me, 7)
        det.push(performance.now() - t0)
        t0 = performance.now()
        holdContext(view, me)
        hold.push(performance.now() - t0)
      }
    for (const [name, times] of [
      ['determinize', det],
      ['hold', hold],
    ] as const) {
      const sorted = [...times].sort((a, b) => a - b)
      figures.push({
        name: `computer.model.${name}.${variant}`,
        value: round(percentile(sorted, 50), 3),
        unit: 'ms (p50)',
        p95: round(percentile(sorted, 95), 3),
        max: round(sorted[sorted.length - 1] ?? 0, 3),
        calls: times.length,
      })
    }
  }
  return figures
}
