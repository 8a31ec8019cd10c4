// Imported puzzles are checked in the engine's worker thread with a deadline (as deck files are): a crowded or slow
// position answers in bounded time with a clear message, and the main process's event loop keeps ticking.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createPuzzleChecker, createPuzzleStore, MAX_PUZZLE_ZONE } from '../../../src-main/puzzles/store'

const WORKER = join(__dirname, '../../../src-main/work/engineWorker.ts')
const TSX = { execArgv: ['--require', 'tsx/cjs'] }
const BURN = readFileSync(join(__dirname, '../../../resources/puzzles/normal-burn-out.json'), 'utf8')
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const puzzle = (change: (raw: Record<string, any>) => void) => {
  const raw = JSON.parse(BURN)
  change(raw)
  return JSON.stringify(raw)
}
const store = (timeoutMs?: number) =>
  createPuzzleStore({
    dir: mkdtempSync(join(tmpdir(), 'hearthside-puzzle-worker-')),
    check: createPuzzleChecker({ workerFile: WORKER, workerOptions: TSX, ...(timeoutMs && { timeoutMs }) }),
  })

describe('puzzle files checked in a worker thread', () => {
  it('a good puzzle is checked there and kept', async () => {
    const puzzles = store()
    let ticks = 0
    const ticker = setInterval(() => ticks++, 5)
    const kept = await puzzles.import('burn.json', BURN)
    clearInterval(ticker)
    expect(kept.id).toBe(JSON.parse(BURN).id)
    expect((await puzzles.list()).puzzles).toHaveLength(1)
    expect(ticks).toBeGreaterThan(0)
  }, 60_000)

  it('8,000 creatures in play: refused at once, naming the zone', async () => {
    const crowded = puzzle((raw) => {
      raw.scenario.state.players[1].battlefield = Array.from({ length: 8000 }, () => 'Grizzly Bears')
    })
    await expect(store().import('crowd.json', crowded)).rejects.toThrow(
      new RegExp(
        `crowd\\.json: scenario\\.state\\.players\\.1\\.battlefield: holds more than ${MAX_PUZZLE_ZONE} cards`,
      ),
    )
  }, 60_000)

  it('a check past its deadline is ended, and the file refused with a message saying so; nothing is kept', async () => {
    const puzzles = store(1)
    const full = puzzle((raw) => {
      raw.scenario.state.players[1].battlefield = Array.from({ length: MAX_PUZZLE_ZONE }, () => 'Grizzly Bears')
    })
    await expect(puzzles.import('full.json', full)).rejects.toThrow(
      /full\.json: it took more than 1 ms to check: a puzzle is a small position/,
    )
    expect((await puzzles.list()).puzzles).toEqual([])
  })
})
