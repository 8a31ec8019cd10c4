// Opening a save shows its saved position at once; its log is checked off the main thread (a worker with a
// deadline), telling its progress, and the outcome (verified, from the log, the saved position standing, unchecked)
// arrives later. A damaged save is never written over.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '@shared/variants'
import { engineCodec, type GameState } from '@shared/engine'
import { saveInputFromGame } from '@shared/engine/saveFromGame'
import type { SaveDocument } from '@shared/saves/format'
import { createBridgeHandlers } from '../../../src-main/ipc/handlers'
import { checkOf, createSaveChecker } from '../../../src-main/saves/check'
import { createSaveService, type SaveService } from '../../../src-main/saves/service'
import { longRandomGame } from '../../bench/longGame'
import { removeDir, tempDir } from './helpers'

const WORKER = join(__dirname, '../../../src-main/work/engineWorker.ts')
const TSX = { execArgv: ['--require', 'tsx/cjs'] }
// 600 actions: long enough for the replay to tell its progress (every 250 actions).
const played = longRandomGame(600, 120, 0.85)
const input = saveInputFromGame({ gameId: 'opened', setup: played.setup, log: played.log, state: played.state })

let dir: string
beforeEach(async () => {
  dir = await tempDir('hearth-open-check-')
})
afterEach(async () => {
  await removeDir(dir)
})

function countingCodec() {
  return { ...engineCodec, replay: vi.fn(engineCodec.replay) }
}

async function damagedSave(saves: SaveService): Promise<{ id: string; life: number }> {
  const snapshot = structuredClone(input.snapshot) as { players: { life: number }[] }
  snapshot.players[0].life += 3
  const entry = await saves.save({ ...input, gameId: 'damaged', snapshot })
  return { id: entry.id, life: snapshot.players[0].life }
}

describe('opening a save (the saved position at once, its log checked later)', () => {
  it('shows the saved position without replaying the log, and verify checks it, telling its progress', async () => {
    const codec = countingCodec()
    const saves = createSaveService({ dir, appVersion: 'test', codec })
    const { id } = await saves.save(input)
    const opened = await saves.open(id)
    expect(codec.replay).not.toHaveBeenCalled()
    expect(opened.source).toBe('snapshot')
    expect(opened.checking).toMatch(/^[0-9a-f-]{36}$/)
    expect((opened.state as GameState).actionCount).toBe(600)
    const progress: number[] = []
    const check = await saves.verify(opened.checking!, (done) => progress.push(done))
    expect(codec.replay).toHaveBeenCalledTimes(1)
    expect(check).toEqual({ source: 'verified', warnings: [] })
    expect(progress).toEqual([250, 500])
    // A ticket answers once; an unknown one is a plain "unchecked", never an error.
    expect(await saves.verify(opened.checking!)).toMatchObject({
      source: 'unchecked',
      warnings: [{ message: expect.stringMatching(/no longer open/) }],
    })
  })

  it('a snapshot one digit off: opens as saved, then the check gives the position its log reaches; the file is never written', async () => {
    const saves = createSaveService({ dir, appVersion: 'test', codec: engineCodec })
    const { id, life } = await damagedSave(saves)
    const bytes = await readFile(join(dir, id))
    const opened = await saves.open(id)
    expect((opened.state as GameState).players[0].life).toBe(life)
    const check = await saves.verify(opened.checking!)
    expect(check.source).toBe('log')
    expect(check.warnings.map((w) => w.code)).toContain('snapshot-mismatch')
    const reached = check.state as Omit<GameState, 'cards'>
    expect(reached.players[0].life).toBe(played.state.players[0].life)
    expect('cards' in reached).toBe(false) // the page adds the save's own card table
    expect(await readFile(join(dir, id))).toEqual(bytes)
  })

  it('a log with an illegal action (a pass by the other seat): the saved position stands, and the check says why (CR 117.3)', async () => {
    const saves = createSaveService({ dir, appVersion: 'test', codec: engineCodec })
    const { id } = await saves.save(input)
    const path = join(dir, id)
    const doc = JSON.parse(await readFile(path, 'utf8')) as SaveDocument
    const k = doc.log.findIndex((a, i) => i > 100 && a.type === 'pass')
    doc.log[k] = { ...doc.log[k], player: 1 - doc.log[k].player }
    await writeFile(path, JSON.stringify(doc)) // the checksum covers the cards, seats and meta, not the log
    const opened = await saves.open(id)
    const check = await saves.verify(opened.checking!)
    expect(check.source).toBe('snapshot')
    expect(check.warnings[0]).toMatchObject({ code: 'replay-failed', message: expect.stringMatching(/not legal/) })
  })

  it('a save without a saved position is checked before it opens (there is nothing else to show)', async () => {
    const saves = createSaveService({ dir, appVersion: 'test', codec: engineCodec })
    const { id } = await saves.save({ ...input, gameId: 'bare', snapshot: null, status: input.status })
    const opened = await saves.open(id)
    expect(opened.checking).toBeUndefined()
    expect(opened.source).toBe('log')
    expect((opened.state as GameState).actionCount).toBe(600)
  })
})

describe('over the bridge', () => {
  it('saves:load answers with the saved position and a ticket; saves:verify answers the outcome, progress as events', async () => {
    const saves = createSaveService({ dir, appVersion: 'test', codec: engineCodec })
    const { id } = await saves.save(input)
    const emit = vi.fn()
    const handlers = createBridgeHandlers({
      app: { info: async () => ({}) as never },
      saves,
      events: { emit },
    })
    const loaded = await handlers['saves:load']({ id })
    if (!loaded.ok) throw new Error(loaded.error.message)
    expect(loaded.value).toMatchObject({ source: 'snapshot', checking: expect.any(String) })
    const checked = await handlers['saves:verify']({ checking: loaded.value.checking })
    expect(checked).toEqual({ ok: true, value: { source: 'verified', warnings: [] } })
    expect(emit.mock.calls).toEqual([
      ['saves:verify-progress', { checking: loaded.value.checking, done: 250, total: 600 }],
      ['saves:verify-progress', { checking: loaded.value.checking, done: 500, total: 600 }],
    ])
    expect(await handlers['saves:verify']({ checking: '../../etc/passwd' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    })
  })
})

describe('the check in the engine worker', () => {
  it('runs in a worker thread (the event loop keeps ticking) and tells its progress', async () => {
    const saves = createSaveService({
      dir,
      appVersion: 'test',
      codec: engineCodec,
      checker: createSaveChecker({
        workerFile: WORKER,
        workerOptions: TSX,
        inProcess: () => Promise.reject(new Error('not in process')),
      }),
    })
    const { id, life } = await damagedSave(saves)
    const opened = await saves.open(id)
    let ticks = 0
    const ticker = setInterval(() => ticks++, 5)
    const progress: number[] = []
    const check = await saves.verify(opened.checking!, (done) => progress.push(done))
    clearInterval(ticker)
    expect(check.source).toBe('log')
    expect((check.state as GameState).players[0].life).not.toBe(life)
    expect(progress).toEqual([250, 500])
    expect(ticks).toBeGreaterThan(0)
  }, 60_000)

  it('past its deadline the worker is ended: the saved position stands, unchecked, and the message says so', async () => {
    const saves = createSaveService({
      dir,
      appVersion: 'test',
      codec: engineCodec,
      checker: createSaveChecker({
        workerFile: WORKER,
        workerOptions: TSX,
        timeoutMs: 1,
        inProcess: async (path) => checkOf(await saves.loadFile(path)),
      }),
    })
    const { id } = await saves.save(input)
    const opened = await saves.open(id)
    expect(await saves.verify(opened.checking!)).toEqual({
      source: 'unchecked',
      warnings: [{ code: 'unchecked', message: expect.stringMatching(/could not be checked within 1 ms/) }],
    })
  })
})
