// Saved-game figures (issue 8 "Measure"): saves.write and saves.load for a 2,000-action game (targets 50 ms and
// 100 ms), saves.size in bytes (target 300 KB), with its gzip size. The game is synthetic until the engine can play
// one: 2,000 actions of the contract's types, 60 real card definitions from MTGJSON, an engine-like snapshot of 120
// card objects. Loading is timed without the replay check (no engine yet): decode, migrate, validate.
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Figure } from './run'
import { percentile, round } from './stats'
import { createSaveService } from '../../src-main/saves/service'
import { realCards, syntheticGame } from '../main/saves/synthetic'

const ATOMIC_CARDS = resolve(__dirname, '../../../shared/data/mtgjson/AtomicCards.json')
const RUNS = 30

export default async function (): Promise<Figure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'hearth-bench-saves-'))
  try {
    const game = syntheticGame(realCards(ATOMIC_CARDS, 60))
    const saves = createSaveService({ dir, appVersion: 'bench' })
    const synthetic = { game: 'synthetic (no engine yet)', actions: game.log.length, cards: game.cards.length, snapshotObjects: 120 }

    const writes: number[] = []
    const loads: number[] = []
    let id = ''
    for (let i = 0; i < RUNS + 3; i++) {
      let start = performance.now()
      id = (await saves.save(game)).id
      const w = performance.now() - start
      start = performance.now()
      await saves.load(id, { check: false })
      const l = performance.now() - start
      if (i >= 3) { writes.push(w); loads.push(l) } // the first runs warm up
    }
    const bytes = await readFile(join(dir, id))

    // The save list over 200 such saves, from a cold start (no cache): it reads the start and end of each file.
    for (let i = 0; i < 200; i++) await copyFile(join(dir, id), join(dir, `copy-${i}.json`))
    const listTimes: number[] = []
    for (let i = 0; i < 5; i++) {
      const cold = createSaveService({ dir, appVersion: 'bench' })
      const start = performance.now()
      const entries = await cold.list({ sort: 'name' })
      listTimes.push(performance.now() - start)
      if (entries.length !== 201) throw new Error(`listed ${entries.length} saves, expected 201`)
    }
    const gzip = gzipSync(bytes).length
    return [
      { name: 'saves.write', value: round(percentile(writes, 50), 2), unit: 'ms', p95: round(percentile(writes, 95), 2), target: 50, runs: RUNS, includes: 'overwrite check of the previous save, validation, fsync, rename, folder fsync', ...synthetic },
      { name: 'saves.load', value: round(percentile(loads, 50), 2), unit: 'ms', p95: round(percentile(loads, 95), 2), target: 100, runs: RUNS, includes: 'read, decode, validate; no replay check (no engine yet)', ...synthetic },
      { name: 'saves.list', value: round(percentile(listTimes, 50), 2), unit: 'ms', saves: 201, cache: 'cold', ...synthetic },
      { name: 'saves.size', value: bytes.length, unit: 'bytes', gzip, target: 300 * 1024, ...synthetic },
    ]
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
