// A worker thread of the draft bench: plays the bot-deck games it is sent (a bot deck against a deck of random
// picks, Normal against Normal), one at a time, and answers each winner. Each set's cards are read once per worker.
import { readFileSync } from 'node:fs'
import { parentPort } from 'node:worker_threads'
import '../../src-shared/variants'
import { CardPool } from '../../src-shared/cards/pool'
import { starterPool } from '../../src-shared/cards/starter'
import { matchDeck } from '../../src-shared/computer/decks'
import { playGame } from '../../src-shared/computer/match'
import { readSetFile } from '../../src-shared/draft'

export interface DraftGameTask {
  id: number
  /** The set file the decks were drafted from. */
  file: string
  bot: string
  random: string
  seed: number
  game: number
}

export interface DraftGameAnswer {
  id: number
  winner: number | 'draw' | null
}

const pools = new Map<string, CardPool>()

function poolOf(file: string): CardPool {
  let pool = pools.get(file)
  if (!pool) {
    pool = new CardPool(readSetFile(JSON.parse(readFileSync(file, 'utf8')), file).cards)
    for (const c of starterPool().all()) if (!pool.has(c.name)) pool.add(c)
    pools.set(file, pool)
  }
  return pool
}

/** Plays one game (the same one for the same task, in any thread). */
export function playDraftGame(t: DraftGameTask): DraftGameAnswer {
  const pool = poolOf(t.file)
  const bot = matchDeck(t.bot, pool, 'bot')
  const random = matchDeck(t.random, pool, 'random picks')
  const r = playGame({ variant: 'normal', seats: ['normal', 'normal'], decks: [[bot], [random]], seed: t.seed }, t.game)
  return { id: t.id, winner: r.winner }
}

parentPort?.on('message', (task: DraftGameTask) => parentPort!.postMessage(playDraftGame(task)))
