// Seeded computer games played on a pool of worker threads (in process when there is one worker): the answers are
// the same whatever the number of workers, since each game is fixed by its seed and index.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import '../../src-shared/engine'
import '../../src-shared/variants'
import { starterMatchDecks } from '../../src-shared/computer/decks'
import { playGame, type MatchDeck, type Seat } from '../../src-shared/computer/match'

export interface GameTask {
  id: number
  variant: string
  seats: Seat[]
  seed: number
  game: number
  maxTurns?: number
  /** Check the engine's invariants after every action (the bench does). */
  invariants?: boolean
  /** Hard's wall-clock safety net in ms (default the table's). */
  timeCapMs?: number
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

/** Plays one game; an error is answered, not thrown. */
export function playOne(task: GameTask): GameAnswer {
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
        timeCapMs: task.timeCapMs,
        onDecision: (seat, t) => ms[seat].push(t),
      },
      task.game,
    )
    return { id: task.id, winner: r.winner, turns: r.turns, stalled: r.stalled, seconds: secs(t0), ms }
  } catch (error) {
    const message = String((error as Error).message ?? error).slice(0, 300)
    return { id: task.id, winner: null, turns: 0, stalled: true, seconds: secs(t0), ms, error: message }
  }
}

const secs = (t0: number) => (performance.now() - t0) / 1000

const WORKER_FILE = join(__dirname, 'gameWorker.ts')

/** Plays every task on `workers` threads; the answers in task order. */
export async function playGames(
  tasks: GameTask[],
  workers: number,
  onAnswer?: (a: GameAnswer, done: number) => void,
): Promise<GameAnswer[]> {
  const answers: GameAnswer[] = new Array(tasks.length)
  let next = 0
  let done = 0
  const record = (a: GameAnswer) => {
    answers[a.id] = a
    onAnswer?.(a, ++done)
  }
  const inProcess = async () => {
    while (next < tasks.length) {
      record(playOne(tasks[next++]))
      // Lets timers and output run between games.
      await new Promise((r) => setImmediate(r))
    }
  }
  if (workers <= 1 || tasks.length <= 1 || !existsSync(WORKER_FILE)) {
    await inProcess()
    return answers
  }
  const thread = () =>
    new Promise<void>((resolve) => {
      const w = new Worker(WORKER_FILE, { execArgv: ['--require', 'tsx/cjs'] })
      let current: GameTask | null = null
      const feed = () => {
        if (next >= tasks.length) {
          current = null
          void w.terminate().then(() => resolve())
          return
        }
        current = tasks[next++]
        w.postMessage(current)
      }
      w.on('message', (a: GameAnswer) => {
        record(a)
        feed()
      })
      // A thread that can't run: its game and the rest are played in process.
      w.once('error', () => {
        if (current) {
          const t = current
          current = null
          record(playOne(t))
        }
        void inProcess().then(resolve)
      })
      feed()
    })
  await Promise.all(Array.from({ length: Math.min(workers, tasks.length) }, thread))
  return answers
}
