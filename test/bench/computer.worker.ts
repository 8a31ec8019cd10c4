// A worker thread of the computer bench: plays the games it is sent, one at a time, and answers each result.
// Each variant's starter decks are compiled once per worker and reused for every game.
import { parentPort } from 'node:worker_threads'
import '../../src-shared/engine'
import '../../src-shared/variants'
import { playGame, type MatchDeck, type Seat } from '../../src-shared/computer/match'
import { starterMatchDecks } from '../../src-shared/computer/decks'

export interface GameTask {
  id: number
  variant: string
  seats: Seat[]
  seed: number
  game: number
  invariants: boolean
  maxTurns: number
}

export interface GameAnswer {
  id: number
  winner: number | 'draw' | null
  turns: number
  stalled: boolean
  seconds: number
  /** Each seat's decision times (ms). */
  ms: number[][]
  error?: string
}

const decks = new Map<string, MatchDeck[]>()

function decksFor(variant: string): MatchDeck[] {
  let d = decks.get(variant)
  if (!d) decks.set(variant, (d = starterMatchDecks(variant)))
  return d
}

parentPort!.on('message', (task: GameTask) => {
  const ms: number[][] = task.seats.map(() => [])
  const t0 = performance.now()
  try {
    const d = decksFor(task.variant)
    const r = playGame(
      {
        variant: task.variant,
        seats: task.seats,
        decks: task.seats.map(() => d),
        seed: task.seed,
        maxTurns: task.maxTurns,
        invariants: task.invariants,
        onDecision: (seat, t) => ms[seat].push(t),
      },
      task.game,
    )
    const answer: GameAnswer = {
      id: task.id,
      winner: r.winner,
      turns: r.turns,
      stalled: r.stalled,
      seconds: (performance.now() - t0) / 1000,
      ms,
    }
    parentPort!.postMessage(answer)
  } catch (error) {
    const answer: GameAnswer = {
      id: task.id,
      winner: null,
      turns: 0,
      stalled: true,
      seconds: (performance.now() - t0) / 1000,
      ms,
      error: String((error as Error).message ?? error).slice(0, 300),
    }
    parentPort!.postMessage(answer)
  }
})
