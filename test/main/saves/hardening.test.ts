// Saves under damage and odd names: the card table's checksum (snapshots leave the cards out, so a changed card used
// to replay and compare equal: "verified"), a game without its cards, byte flips and truncations (property), Windows
// device names and text-direction characters, special files (/dev/zero, pipes, /proc), Continue falling back to the
// newest save that loads, restoring a damaged save's previous version, and stale NAME.bak files.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '@shared/variants'
import { starterPool } from '@shared/cards/starter'
import { applyAction, createGame, engineCodec, Random, randomAction, type Action, type GameState } from '@shared/engine'
import { saveInputFromGame } from '@shared/engine/saveFromGame'
import type { SaveDocument } from '@shared/saves/format'
import { checkSaveName } from '@shared/variants/saveList'
import { decodeSave } from '../../../src-main/saves/decode'
import { encodeSave } from '../../../src-main/saves/encode'
import { SaveError } from '../../../src-main/saves/errors'
import { restoreGame } from '../../../src-main/saves/restore'
import { metaSchema } from '../../../src-main/saves/schema'
import { createSaveService, type SaveService } from '../../../src-main/saves/service'
import { cpuMsSince } from '../../support/work'
import { folderBytes, gameInput, removeDir, tempDir } from './helpers'

// A real engine game: 120 random legal actions with Grizzly Bears and Mountains in the decks.
const pool = starterPool()
const defs = ['Mountain', 'Forest', 'Lightning Bolt', 'Grizzly Bears', 'Giant Growth'].map((n) => pool.byName(n)!)
const deck = Array.from({ length: 30 }, (_, i) => defs[i % defs.length].id)
const setup = {
  variant: 'normal',
  seed: 4,
  start: 1,
  cards: defs,
  players: [
    { name: 'Ann', deck },
    { name: 'Ben', deck },
  ],
}
function play(): { state: GameState; log: Action[] } {
  const rng = Random.fromSeed(2)
  let state = createGame(setup)
  const log: Action[] = []
  while (state.phase !== 'ended' && log.length < 120) {
    const a = randomAction(state, rng)
    if (!a) break
    const r = applyAction(state, a)
    if (!r.ok) throw new Error(r.reason)
    state = r.state
    log.push(a)
  }
  return { state, log }
}
const played = play()
const input = saveInputFromGame({ gameId: 'hardening', setup, ...played })

function document(): SaveDocument {
  const { status, ...rest } = input
  return {
    format: 'hearthside-save',
    formatVersion: 3,
    appVersion: 'test',
    meta: {
      gameId: input.gameId,
      name: 'Hardening',
      variant: input.variant,
      players: input.players.map((p) => p.name),
      savedAt: '2026-11-23T10:00:00.000Z',
      actionCount: input.log.length,
      ...status!,
      winner: status!.winner ?? null,
    },
    ...rest,
    options: rest.options ?? {},
  }
}
const TEXT = encodeSave(document())
const BYTES = Buffer.from(TEXT)
const FILE = '/saves/hardening.json'
/** JSON with sorted keys: the same game whatever order its objects' keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )
}
const ORIGINAL = canonical(played.state)

/** Loads bytes as the service does (decode, then restore with the engine): the state and how it was checked. */
function load(bytes: Uint8Array): { source: string; state: string } {
  const { save } = decodeSave(bytes, FILE)
  const restored = restoreGame(save, FILE, engineCodec)
  return { source: restored.source, state: canonical(restored.state) }
}

function expectSaveError(fn: () => unknown, code?: string, message?: RegExp): void {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(SaveError)
    if (code) expect((error as SaveError).code).toBe(code)
    if (message) expect((error as SaveError).message).toMatch(message)
    return
  }
  throw new Error('expected a SaveError')
}

describe('the card table is checked (it is not in the snapshot)', () => {
  it('the saved game loads verified, equal to the game played', () => {
    expect(load(BYTES)).toEqual({ source: 'verified', state: ORIGINAL })
    expect(JSON.parse(TEXT).checksum.cards).toMatch(/^sha256:[0-9a-f]{64}$/)
  })

  it('a changed power, name or oracle text is refused as damaged, naming the card table', () => {
    const bears = TEXT.split('\n').find((l) => l.includes('"name":"Grizzly Bears"'))!
    for (const [from, to] of [
      ['"power":"2"', '"power":"9"'],
      ['"name":"Grizzly Bears"', '"name":"Grizzly Beers"'],
    ]) {
      expect(bears).toContain(from)
      const damaged = Buffer.from(TEXT.replace(bears, bears.replace(from, to)))
      expectSaveError(() => load(damaged), 'corrupt', /card table \("cards"[^)]*\) is not what was saved/)
    }
    const mountain = TEXT.split('\n').find((l) => l.includes('"name":"Mountain"'))!
    expectSaveError(
      () => load(Buffer.from(TEXT.replace(mountain, mountain.replace(/Mountain/g, 'Mouytain')))),
      'corrupt',
    )
  })

  it('the checksum ignores key order and layout, so a reformatted save still loads verified', () => {
    const reformatted = JSON.stringify(JSON.parse(TEXT), null, 2)
    expect(load(Buffer.from(reformatted)).source).toBe('verified')
  })

  it('a save whose cards are empty, or miss a card the game uses, is unplayable (not "loaded from snapshot")', () => {
    const doc = document()
    expectSaveError(() => load(Buffer.from(encodeSave({ ...doc, cards: [] }))), 'unplayable', /card table .* is empty/)
    const withoutBears = doc.cards.filter((c) => c.name !== 'Grizzly Bears')
    expectSaveError(
      () => load(Buffer.from(encodeSave({ ...doc, cards: withoutBears }))),
      'unplayable',
      /misses the card ".+" that the game uses/,
    )
  })

  it('random byte flips and truncations never load "verified" as a different game (property)', () => {
    const cardsStart = TEXT.indexOf('"cards":[')
    const cardsEnd = TEXT.indexOf('\n]', cardsStart)
    const anywhere = fc.integer({ min: 0, max: BYTES.length - 1 })
    const inCards = fc.integer({ min: cardsStart, max: cardsEnd })
    const flip = (positions: fc.Arbitrary<number>) =>
      fc.array(fc.tuple(positions, fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 3 })
    const damage = fc.oneof(
      flip(anywhere).map((flips) => ({ flips, cut: BYTES.length })),
      flip(inCards).map((flips) => ({ flips, cut: BYTES.length })),
      fc.integer({ min: 0, max: BYTES.length - 1 }).map((cut) => ({ flips: [] as [number, number][], cut })),
      fc.constant({ flips: [] as [number, number][], cut: BYTES.length }), // undamaged: must load verified
    )
    const outcomes = new Map<string, number>()
    fc.assert(
      fc.property(damage, ({ flips, cut }) => {
        const bytes = Buffer.from(BYTES.subarray(0, cut))
        for (const [at, value] of flips) if (at < bytes.length) bytes[at] = value
        let outcome: { source: string; state: string }
        try {
          outcome = load(bytes)
        } catch (error) {
          expect(error).toBeInstanceOf(SaveError)
          const code = (error as SaveError).code
          outcomes.set(code, (outcomes.get(code) ?? 0) + 1)
          return
        }
        outcomes.set(outcome.source, (outcomes.get(outcome.source) ?? 0) + 1)
        if (outcome.source === 'verified') expect(outcome.state).toBe(ORIGINAL)
      }),
      { numRuns: 600, seed: 20261124 },
    )
    // The property saw damage of every kind: refused, loaded from the log with a warning, and harmless flips.
    expect(outcomes.get('corrupt')).toBeGreaterThan(0)
    expect(outcomes.get('verified')).toBeGreaterThan(0)
  }, 120_000) // 28 s on a 2-core machine at load 27
})

describe('names (the same rules on every platform)', () => {
  it('Windows device names, bidi overrides and C0/C1 control characters are refused in names', () => {
    for (const name of ['CON', 'nul', 'Aux', 'com1', 'LPT9', 'con.json', 'PRN.txt'])
      expect(checkSaveName(name), name).toMatch(/reserved device name/)
    for (const name of ['evil\u202egnp.exe', 'a\u2066b', 'bell\u0007', 'c1\u0085', 'del\u007f'])
      expect(checkSaveName(name), JSON.stringify(name)).toMatch(/control or text-direction character U\+/)
    for (const name of ['Console', 'Null and void', 'Ann vs Ben · Heroic', 'COM10'])
      expect(checkSaveName(name)).toBe(null)
    const meta = JSON.parse(TEXT).meta
    expect(metaSchema.safeParse({ ...meta, gameId: 'CON' }).success).toBe(false)
    expect(metaSchema.safeParse({ ...meta, gameId: 'com3' }).success).toBe(false)
    expect(metaSchema.safeParse({ ...meta, name: 'x\u202ey' }).success).toBe(false)
    expect(metaSchema.safeParse({ ...meta, name: 'x\u0085y' }).success).toBe(false)
    expect(metaSchema.safeParse(meta).success).toBe(true)
  })
})

describe('the save service', () => {
  let dir: string
  let saves: SaveService
  beforeEach(async () => {
    dir = await tempDir()
    saves = createSaveService({ dir, appVersion: 'test', codec: engineCodec })
  })
  afterEach(() => removeDir(dir))

  it('refuses device names as game ids and file ids, and bidi or control characters in names', async () => {
    await expect(saves.save({ ...input, gameId: 'CON' })).rejects.toMatchObject({ code: 'bad-name' })
    await expect(saves.autosave({ ...input, gameId: 'con' })).rejects.toMatchObject({ code: 'invalid' })
    await expect(saves.save(input, { id: 'nul.json' })).rejects.toMatchObject({ code: 'bad-name' })
    await expect(saves.load('Aux.auto-1.json')).rejects.toMatchObject({ code: 'bad-name' })
    await expect(saves.save({ ...input, name: 'x\u202ey' })).rejects.toMatchObject({ code: 'bad-name' })
    expect(readdirSync(dir)).toEqual([])
  })

  it('special files fail fast with a clear message: /dev/zero, a pipe, a folder', async () => {
    // Refused before any read (reading /dev/zero never ends, opening a pipe waits for a writer): the CPU time
    // bounds the work, which the machine's load doesn't stretch; a wait that never ends fails on the test's limit.
    const started = process.cpuUsage()
    await expect(saves.loadFile('/dev/zero')).rejects.toMatchObject({
      code: 'unreadable',
      message: expect.stringMatching(/not a regular file/),
    })
    const fifo = join(dir, 'pipe.json')
    execFileSync('mkfifo', [fifo])
    await expect(saves.loadFile(fifo)).rejects.toMatchObject({ message: expect.stringMatching(/not a regular file/) })
    // The list doesn't open a pipe either (it would wait for a writer).
    expect(await saves.list()).toEqual([])
    await expect(saves.loadFile(dir)).rejects.toMatchObject({ message: expect.stringMatching(/is a folder/) })
    await expect(saves.saveAs(input, '/dev/zero')).rejects.toMatchObject({
      message: expect.stringMatching(/not a regular file/),
    })
    expect(cpuMsSince(started)).toBeLessThan(5000)
  })

  it('a folder that cannot be made fails fast instead of hanging (/proc/nope/x.json)', async () => {
    const started = process.cpuUsage()
    await expect(saves.saveAs(input, '/proc/nope/x.json')).rejects.toMatchObject({
      code: 'write-failed',
      message: expect.stringMatching(/could not create the folder/),
    })
    expect(cpuMsSince(started)).toBeLessThan(5000)
  })

  it('Continue picks the newest save that loads, past one whose quick header looks fine', async () => {
    await saves.save({ ...input, gameId: 'older', name: 'Older' })
    await new Promise((r) => setTimeout(r, 5))
    const newer = await saves.save({ ...input, gameId: 'newer', name: 'Newer' })
    expect((await saves.latest())?.id).toBe('newer.json')
    // Damage the newer save's card table: its first 16 KB (header and meta) still read fine.
    const text = await readFile(newer.path, 'utf8')
    expect(text.length).toBeGreaterThan(16 * 1024)
    const bears = text.split('\n').find((l) => l.includes('"name":"Grizzly Bears"'))!
    await writeFile(newer.path, text.replace(bears, bears.replace('"power":"2"', '"power":"9"')))
    expect((await saves.list()).find((e) => e.id === 'newer.json')?.problem).toBeUndefined() // the quick path
    expect((await saves.latest())?.id).toBe('older.json')
  })

  it('restores a damaged save from its previous version; the damaged file goes to the trash', async () => {
    const first = await saves.save({ ...input, name: 'Before' })
    const good = await readFile(first.path)
    // A writer killed after the backup was made: NAME.bak is the previous version; then the save gets damaged.
    await writeFile(`${first.path}.bak`, good)
    await writeFile(first.path, good.subarray(0, 500))
    const entry = (await saves.list()).find((e) => e.id === first.id)!
    expect(entry.problem?.code).toBe('truncated')
    expect(entry.backup).toBe(true)
    await expect(saves.load(first.id)).rejects.toThrow(/previous version is in ".*hardening\.json\.bak"/)
    const restored = await saves.restoreBackup(first.id)
    expect(restored.problem).toBeUndefined()
    expect(restored.meta?.name).toBe('Before')
    expect((await saves.load(first.id)).source).toBe('verified')
    expect(existsSync(`${first.path}.bak`)).toBe(false)
    expect(readdirSync(join(dir, '.trash')).length).toBe(1)
    // Nothing to restore now: the save loads, and there is no previous version.
    await expect(saves.restoreBackup(first.id)).rejects.toMatchObject({ code: 'not-found' })
    await writeFile(`${first.path}.bak`, good)
    const before = await folderBytes(dir)
    await expect(saves.restoreBackup(first.id)).rejects.toMatchObject({ code: 'unsafe-overwrite' })
    expect(await folderBytes(dir)).toEqual(before)
  })

  it('a damaged previous version is never restored', async () => {
    const first = await saves.save(input)
    await writeFile(`${first.path}.bak`, '{"format":"hearthside-save"')
    await writeFile(first.path, 'garbage')
    const before = await folderBytes(dir)
    await expect(saves.restoreBackup(first.id)).rejects.toBeInstanceOf(SaveError)
    expect(await folderBytes(dir)).toEqual(before)
  })

  it('a stale NAME.bak is removed once a later save of that file succeeds (saves and autosaves)', async () => {
    const first = await saves.save(input)
    await writeFile(`${first.path}.bak`, await readFile(first.path))
    await saves.save(input)
    expect(existsSync(`${first.path}.bak`)).toBe(false)
    const auto = await saves.autosave(input)
    const next = join(dir, auto.id.replace('auto-1', 'auto-2'))
    await writeFile(`${next}.bak`, 'stale')
    await saves.autosave(input)
    expect(readdirSync(dir).filter((n) => n.endsWith('.bak'))).toEqual([])
  })
})

describe('older saves without a checksum still load, marked as such', () => {
  it('a format 2 save without "checksum" is read, with a warning', async () => {
    const dir = await tempDir()
    try {
      const doc = JSON.parse(TEXT)
      delete doc.checksum
      doc.formatVersion = 2
      const { save, warnings } = decodeSave(Buffer.from(JSON.stringify(doc)), FILE)
      expect(warnings.map((w) => w.code)).toEqual(['no-checksum'])
      expect(restoreGame(save, FILE, engineCodec).source).toBe('verified')
      expect(gameInput().cards.length).toBeGreaterThan(0)
    } finally {
      await removeDir(dir)
    }
  })
})
