// Draft figures (`npm run -s bench -- draft`), on every MTGJSON set file of the shared data:
// - draft.pod: an 8-bot booster draft (3 packs, every pick) and the 8 bots' deck building, ms (median over seeds;
//   `cold` is the first pod of the process, when each card's worth is computed and its text compiled).
// - draft.boosters: packs opened per second over 10,000 packs, and the largest deviation of a sheet's share from
//   its configured weight (percentage points).
// - draft.botDecks: bot-drafted, bot-built decks against decks built by the same builder from random picks of the
//   same pods (odd seats pick uniformly at random), Normal against Normal; the bot decks' win rate.
//   DRAFT_BENCH_GAMES sets the game count (default 200); the games run on worker threads, one per core
//   (DRAFT_BENCH_WORKERS), each game fixed by its seed and index, so the figure is the same with any number.
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import '../../src-shared/variants'
import { Random } from '../../src-shared/engine/rng'
import {
  boosterOf,
  buildDeck,
  createPod,
  currentPack,
  expectedSheetShares,
  lookupOf,
  openPack,
  openPodPacks,
  pick,
  readSetFile,
  runBotPod,
  suggestPick,
  type DraftSet,
} from '../../src-shared/draft'
import { sharedDataPath } from '../support/sharedData'
import { playDraftGame, type DraftGameAnswer, type DraftGameTask } from './draftGames.worker'
import type { Figure } from './run'
import { round } from './stats'

const GAMES = Number(process.env.DRAFT_BENCH_GAMES ?? 200)
const WORKERS = Number(process.env.DRAFT_BENCH_WORKERS ?? availableParallelism())
const PACKS = 10_000

function sets(): Array<DraftSet & { file: string }> {
  const dir = sharedDataPath('mtgjson/sets/')
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ ...readSetFile(JSON.parse(readFileSync(join(dir, f), 'utf8')), f), file: join(dir, f) }))
}

/** Plays the games on `WORKERS` threads (in process with one); the answers in task order. */
async function playAll(tasks: DraftGameTask[]): Promise<DraftGameAnswer[]> {
  if (WORKERS <= 1) return tasks.map(playDraftGame)
  const answers: DraftGameAnswer[] = new Array(tasks.length)
  let next = 0
  const thread = () =>
    new Promise<void>((resolve, reject) => {
      const w = new Worker(join(__dirname, 'draftGames.worker.ts'), { execArgv: ['--require', 'tsx/cjs'] })
      const feed = () => {
        if (next >= tasks.length) return void w.terminate().then(() => resolve())
        w.postMessage(tasks[next++])
      }
      w.on('message', (a: DraftGameAnswer) => {
        answers[a.id] = a
        feed()
      })
      w.on('error', reject)
      feed()
    })
  await Promise.all(Array.from({ length: Math.min(WORKERS, tasks.length) }, thread))
  return answers
}

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** A pod whose even seats draft as bots and odd seats pick at random; every seat's deck by the same builder. */
function mixedPod(set: DraftSet, seed: number) {
  const lookup = lookupOf(set.cards)
  let s = createPod({
    format: 'draft',
    set: set.code,
    seed,
    seats: Array.from({ length: 8 }, () => ({ kind: 'bot' as const })),
    packs: openPodPacks({ set }, 'draft', 8, seed),
  })
  const rng = Random.fromSeed(seed + 1)
  while (!s.done)
    for (let seat = 0; seat < 8; seat++) {
      const pack = currentPack(s, seat)
      if (!pack) continue
      s = pick(s, seat, seat % 2 === 0 ? suggestPick(s, seat, lookup)!.index : rng.int(pack.length), lookup)
    }
  return s.pools.map((pool) => buildDeck(pool.map((c) => lookup(c.name)!).filter(Boolean)))
}

export default async function (): Promise<Figure[]> {
  const all = sets()
  const figures: Figure[] = []

  // draft.pod
  const cold: number[] = []
  const warm: number[] = []
  for (const set of all) {
    let t = performance.now()
    runBotPod({ set }, 'draft', 8, 1)
    cold.push(performance.now() - t)
    for (let seed = 2; seed < 7; seed++) {
      t = performance.now()
      runBotPod({ set }, 'draft', 8, seed)
      warm.push(performance.now() - t)
    }
  }
  figures.push({
    name: 'draft.pod',
    value: round(median(warm), 1),
    unit: 'ms',
    goal: 2000,
    max: round(Math.max(...warm), 1),
    cold: round(Math.max(...cold), 1),
    pods: warm.length,
    sets: all.map((s) => s.code),
  })

  // draft.boosters
  let packs = 0
  let ms = 0
  let worst = 0
  let worstAt = ''
  for (const set of all) {
    const config = boosterOf(set)
    const rng = Random.fromSeed(5)
    const bySheet: Record<string, number> = {}
    let cards = 0
    const t = performance.now()
    for (let i = 0; i < PACKS; i++)
      for (const c of openPack(set, rng, config)) {
        bySheet[c.sheet] = (bySheet[c.sheet] ?? 0) + 1
        cards++
      }
    ms += performance.now() - t
    packs += PACKS
    for (const [sheet, share] of Object.entries(expectedSheetShares(config))) {
      const dev = Math.abs((bySheet[sheet] ?? 0) / cards - share) * 100
      if (dev > worst) {
        worst = dev
        worstAt = `${set.code}/${sheet}`
      }
    }
  }
  figures.push({
    name: 'draft.boosters',
    value: round(packs / (ms / 1000), 0),
    unit: 'packs/s',
    packsPerSet: PACKS,
    maxSheetShareDeviationPp: round(worst, 3),
    deviationGoalPp: 1,
    worstSheet: worstAt,
  })

  // draft.botDecks
  let wins = 0
  let losses = 0
  let draws = 0
  let unfinished = 0
  const tasks: DraftGameTask[] = []
  for (let pod = 0; tasks.length < GAMES; pod++) {
    const set = all[pod % all.length]
    const decks = mixedPod(set, 100 + pod)
    for (let pair = 0; pair < 4 && tasks.length < GAMES; pair++)
      tasks.push({
        id: tasks.length,
        file: set.file,
        bot: decks[pair * 2].text,
        random: decks[pair * 2 + 1].text,
        seed: pod,
        game: tasks.length,
      })
  }
  const t0 = performance.now()
  for (const r of await playAll(tasks)) {
    if (r.winner === 0) wins++
    else if (r.winner === 1) losses++
    else if (r.winner === 'draw') draws++
    else unfinished++
  }
  const gamesSeconds = (performance.now() - t0) / 1000
  const games = tasks.length
  const decided = wins + losses
  const p = decided ? wins / decided : 0
  figures.push({
    name: 'draft.botDecks',
    value: round(p, 3),
    unit: 'win rate',
    goal: 0.75,
    games,
    wins,
    losses,
    draws,
    unfinished,
    interval95: round(decided ? 1.96 * Math.sqrt((p * (1 - p)) / decided) : 0, 3),
    workers: Math.max(1, Math.min(WORKERS, games)),
    seconds: round(gamesSeconds, 1),
  })
  return figures
}
