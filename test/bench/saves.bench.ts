// Saved-game figures: saves.write and saves.load for a real 2,000-action engine game (random
// legal play, as test/bench/engine.bench.ts makes one; targets 50 ms and 100 ms), saves.size in bytes (target 300 KB),
// with its gzip size. Loading includes the replay check: the whole log replayed through the engine and compared with
// the snapshot. The snapshot is written compactly (the engine state without its card table, which is `cards`).
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Figure } from './run'
import { longRandomGame } from './longGame'
import { percentile, round } from './stats'
import '../../src-shared/variants'
import { engineCodec } from '../../src-shared/engine/codec'
import { saveInputFromGame } from '../../src-shared/engine/saveFromGame'
import { createSaveService } from '../../src-main/saves/service'

const RUNS = 30
const ACTIONS = 2000

export default async function (): Promise<Figure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'hearth-bench-saves-'))
  try {
    const played = longRandomGame(ACTIONS, 120, 0.85)
    const game = saveInputFromGame({ gameId: 'bench', setup: played.setup, log: played.log, state: played.state })
    const saves = createSaveService({ dir, appVersion: 'bench', codec: engineCodec })
    const real = {
      game: 'real engine game, random legal play',
      actions: game.log.length,
      cards: game.cards.length,
      turn: played.state.turn,
      objects: Object.keys(played.state.objects).length,
    }

    const writes: number[] = []
    const loads: number[] = []
    const unchecked: number[] = []
    let id = ''
    // CPU time too: the machine may be shared, and wall time then counts other processes' turns.
    const cpu = (): number => {
      const u = process.cpuUsage()
      return (u.user + u.system) / 1000
    }
    const writeCpu: number[] = []
    const loadCpu: number[] = []
    for (let i = 0; i < RUNS + 3; i++) {
      let start = performance.now()
      let c = cpu()
      id = (await saves.save(game)).id
      const w = performance.now() - start
      const wc = cpu() - c
      start = performance.now()
      c = cpu()
      const loaded = await saves.load(id)
      const l = performance.now() - start
      const lc = cpu() - c
      if (loaded.source !== 'verified') throw new Error(`the save did not verify: ${loaded.source}`)
      // The share of the replay check: the same load without it (decode, validate, snapshot expanded).
      start = performance.now()
      await saves.load(id, { check: false })
      const u = performance.now() - start
      if (i >= 3) {
        writes.push(w)
        loads.push(l)
        unchecked.push(u)
        writeCpu.push(wc)
        loadCpu.push(lc)
      } // the first runs warm up
    }
    const bytes = await readFile(join(dir, id))

    // The save list over 200 such saves, from a cold start (no cache): it reads the start and end of each file.
    for (let i = 0; i < 200; i++) await copyFile(join(dir, id), join(dir, `copy-${i}.json`))
    const listTimes: number[] = []
    for (let i = 0; i < 5; i++) {
      const cold = createSaveService({ dir, appVersion: 'bench', codec: engineCodec })
      const start = performance.now()
      const entries = await cold.list({ sort: 'name' })
      listTimes.push(performance.now() - start)
      if (entries.length !== 201) throw new Error(`listed ${entries.length} saves, expected 201`)
    }
    const gzip = gzipSync(bytes).length
    return [
      {
        name: 'saves.write',
        value: round(percentile(writes, 50), 2),
        unit: 'ms',
        p95: round(percentile(writes, 95), 2),
        cpu: round(percentile(writeCpu, 50), 2),
        target: 50,
        runs: RUNS,
        includes: 'overwrite check of the previous save, validation, fsync, rename, folder fsync',
        ...real,
      },
      {
        name: 'saves.load',
        value: round(percentile(loads, 50), 2),
        unit: 'ms',
        p95: round(percentile(loads, 95), 2),
        cpu: round(percentile(loadCpu, 50), 2),
        target: 100,
        runs: RUNS,
        includes: 'read, decode, validate, replay of the whole log through the engine, snapshot comparison',
        ...real,
      },
      {
        name: 'saves.loadUnchecked',
        value: round(percentile(unchecked, 50), 2),
        unit: 'ms',
        p95: round(percentile(unchecked, 95), 2),
        runs: RUNS,
        includes: 'read, decode, validate; no replay check',
        ...real,
      },
      {
        name: 'saves.list',
        value: round(percentile(listTimes, 50), 2),
        unit: 'ms',
        saves: 201,
        cache: 'cold',
        ...real,
      },
      { name: 'saves.size', value: bytes.length, unit: 'bytes', gzip, target: 300 * 1024, ...real },
    ]
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
