// Snapshot checks: a save replayed from its log must equal its snapshot; if it doesn't, load from the log and warn.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { GameCodec } from '@shared/saves/codec'
import type { SaveDocument } from '@shared/saves/format'
import { decodeSaveText } from '../../../src-main/saves/decode'
import { SaveError } from '../../../src-main/saves/errors'
import { restoreGame } from '../../../src-main/saves/restore'
import { fakeCodec, fakeReplay, FIXTURES, type FakeState } from './helpers'

const fixture = (): SaveDocument => decodeSaveText(readFileSync(join(FIXTURES, 'v2.json'), 'utf8'), 'v2.json').save

describe('restoring a game through the engine codec', () => {
  it('a snapshot that equals the replayed log loads as verified, without warnings', () => {
    const codec = fakeCodec()
    const restored = restoreGame(fixture(), 'g.json', codec)
    expect(restored.source).toBe('verified')
    expect(restored.warnings).toEqual([])
    expect(restored.state).toEqual(fakeReplay(fixture()).state)
    expect(codec.calls).toMatchObject({ replay: 1, equals: 1 })
  })

  it('a snapshot that differs from the log: the game loads from the log, with a warning', () => {
    const save = fixture()
    const tampered = { ...(save.snapshot as FakeState), life: [99, 99] }
    const restored = restoreGame({ ...save, snapshot: tampered }, 'g.json', fakeCodec())
    expect(restored.source).toBe('log')
    expect(restored.state.life).toEqual(fakeReplay(save).state.life)
    expect(restored.state.life).not.toEqual([99, 99])
    expect(restored.warnings.map((w) => w.code)).toEqual(['snapshot-mismatch'])
    expect(restored.warnings[0].message).toMatch(/loaded from its log/)
  })

  it('no snapshot: rebuilt from the log, with a warning', () => {
    const restored = restoreGame({ ...fixture(), snapshot: null }, 'g.json', fakeCodec())
    expect(restored.source).toBe('log')
    expect(restored.state).toEqual(fakeReplay(fixture()).state)
    expect(restored.warnings.map((w) => w.code)).toEqual(['no-snapshot'])
  })

  it('a log that does not replay: the snapshot loads, with a warning', () => {
    const save = fixture()
    const broken = { ...save, log: [...save.log, { type: 'pass', player: 5 }] }
    const restored = restoreGame(broken, 'g.json', fakeCodec())
    expect(restored.source).toBe('snapshot')
    expect(restored.state).toEqual(save.snapshot)
    expect(restored.warnings[0]).toMatchObject({ code: 'replay-failed' })
    expect(restored.warnings[0].message).toMatch(/player 5/)
  })

  it('neither a snapshot nor a log that replays: SaveError unplayable naming the file', () => {
    const save = fixture()
    const broken = { ...save, snapshot: null, log: [{ type: 'pass', player: 5 }] }
    expect(() => restoreGame(broken, '/s/g.json', fakeCodec())).toThrow(SaveError)
    try {
      restoreGame(broken, '/s/g.json', fakeCodec())
    } catch (error) {
      expect((error as SaveError).code).toBe('unplayable')
      expect((error as SaveError).message).toContain('"/s/g.json"')
    }
  })

  it("passes on the engine's remarks (rejected actions), capped", () => {
    const save = fixture()
    const log = [...save.log, ...Array.from({ length: 30 }, () => ({ type: 'dance', player: 0 }))]
    const snapshot = fakeReplay({ ...save, log }).state
    const restored = restoreGame({ ...save, log, snapshot }, 'g.json', fakeCodec())
    expect(restored.source).toBe('verified')
    expect(restored.warnings).toHaveLength(21)
    expect(restored.warnings[0]).toEqual({
      code: 'replay-warning',
      message: `action ${save.log.length} (dance) was rejected`,
    })
    expect(restored.warnings[20].message).toMatch(/10 more/)
  })

  it('a codec whose comparison throws counts as a mismatch', () => {
    const codec: GameCodec<FakeState> = {
      ...fakeCodec(),
      equalsSnapshot: () => {
        throw new Error('boom')
      },
    }
    expect(restoreGame(fixture(), 'g.json', codec).source).toBe('log')
  })

  it('without a codec, or with checking off, the snapshot loads unchecked', () => {
    const noCodec = restoreGame(fixture(), 'g.json', undefined)
    expect(noCodec).toMatchObject({ source: 'snapshot', warnings: [{ code: 'unchecked' }] })
    const codec = fakeCodec()
    const off = restoreGame(fixture(), 'g.json', codec, { check: false })
    expect(off).toMatchObject({ source: 'snapshot', warnings: [] })
    expect(codec.calls.replay).toBe(0)
    expect(() => restoreGame({ ...fixture(), snapshot: null }, 'g.json', undefined)).toThrow(/no snapshot/)
  })
})
