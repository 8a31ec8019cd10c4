import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SAVE_FORMAT_VERSION, type SaveInput } from '@shared/saves/format'
import { SaveError } from '../../../src-main/saves/errors'
import { createSaveService, type SaveService, type SaveServiceOptions } from '../../../src-main/saves/service'
import { fakeCodec, fakeReplay, FIXTURES, folderBytes, gameInput, removeDir, smallLog, tempDir } from './helpers'

let dir: string
let clock: number
const now = () => new Date(Date.UTC(2026, 0, 1) + clock++ * 1000)
function service(options: Partial<SaveServiceOptions> = {}): SaveService {
  return createSaveService({ dir, appVersion: '0.1.0', codec: fakeCodec(), now, ...options })
}

async function refused(promise: Promise<unknown>): Promise<SaveError> {
  const error = await promise.then(
    () => null,
    (e) => e,
  )
  expect(error).toBeInstanceOf(SaveError)
  return error as SaveError
}

/** A game after `turns` turns (so saves of it differ in turn). */
function game(gameId: string, turns: number, extra: Partial<SaveInput> = {}): SaveInput {
  return gameInput({ gameId, log: smallLog(turns), ...extra })
}

beforeEach(async () => {
  dir = join(await tempDir(), 'saves') // the folder is created by the first save
  clock = 0
})
afterEach(async () => {
  await removeDir(join(dir, '..'))
})

describe('saving', () => {
  it('saves into <gameId>.json with metadata from the engine codec', async () => {
    const saves = service()
    const entry = await saves.save(game('g1', 6))
    expect(entry).toMatchObject({
      id: 'g1.json',
      path: join(dir, 'g1.json'),
      kind: 'manual',
      formatVersion: SAVE_FORMAT_VERSION,
    })
    expect(entry.meta).toEqual({
      gameId: 'g1',
      name: 'Ann vs Bob · Normal Magic',
      variant: 'normal',
      players: ['Ann', 'Bob'],
      turn: 7,
      round: 4,
      activePlayer: 0,
      summary: 'Turn 7 · P1 17, P2 17',
      winner: null,
      savedAt: '2026-01-01T00:00:00.000Z',
      actionCount: smallLog(6).length,
    })
    expect(JSON.parse(JSON.stringify(entry))).toEqual(entry) // plain JSON for the bridge
  })

  it("keeps a renamed save's name when the game is saved again; an explicit name wins", async () => {
    const saves = service()
    await saves.save(game('g1', 2))
    await saves.rename('g1.json', 'Friday night')
    expect((await saves.save(game('g1', 4))).meta!.name).toBe('Friday night')
    expect((await saves.save(game('g1', 5, { name: '  Saturday  ' }))).meta!.name).toBe('Saturday')
    await expect(saves.save(game('g1', 5, { name: ' ' }))).rejects.toMatchObject({ code: 'bad-name' })
  })

  it('without an engine codec the caller gives the status; with neither it refuses', async () => {
    const saves = service({ codec: undefined })
    const status = { turn: 3, round: 2, activePlayer: 1, summary: 'Turn 3 · Bob to play' }
    expect((await saves.save(game('g1', 2, { status }))).meta).toMatchObject({ ...status, winner: null })
    const error = await refused(saves.save(game('g2', 2)))
    expect(error.code).toBe('invalid')
    expect(error.message).toMatch(/no rules engine/)
    expect(existsSync(join(dir, 'g2.json'))).toBe(false)
  })

  it('never writes a save that would not load', async () => {
    const saves = service()
    const bad = game('g1', 2)
    bad.log = [...bad.log, { player: 0 } as never]
    const error = await refused(saves.save(bad))
    expect(error.code).toBe('invalid')
    expect(error.message).toMatch(/log\.\d+\.type/)
    await expect(saves.save({ ...game('g1', 2), gameId: '../evil' })).rejects.toMatchObject({ code: 'bad-name' })
    await expect(saves.save({ ...game('g1', 2), players: 'Ann' as never })).rejects.toMatchObject({ code: 'invalid' })
    expect(await saves.list()).toEqual([])
  })

  it('refuses to overwrite a file that does not load, and leaves it untouched', async () => {
    const saves = service()
    mkdirSync(dir, { recursive: true })
    const cases: Record<string, string> = {
      'corrupt.json': '{"format":"hearthside-save","formatVersion":2,"meta":{',
      'future.json': JSON.stringify({
        ...JSON.parse(readFileSync(join(FIXTURES, 'v2.json'), 'utf8')),
        formatVersion: 9,
      }),
    }
    for (const [id, text] of Object.entries(cases)) {
      writeFileSync(join(dir, id), text)
      const before = await folderBytes(dir)
      const error = await refused(saves.save(game('g1', 2), { id }))
      expect(error.code).toBe('unsafe-overwrite')
      expect(error.message).toContain(join(dir, id))
      expect(error.message).toMatch(/left untouched/)
      await expect(saves.saveAs(game('g1', 2), join(dir, id))).rejects.toMatchObject({ code: 'unsafe-overwrite' })
      expect(await folderBytes(dir)).toEqual(before)
    }
  })

  it('Save As… writes to a chosen file, anywhere', async () => {
    const saves = service()
    const elsewhere = join(dir, '..', 'elsewhere', 'my game.json')
    const result = await saves.saveAs(game('g1', 3, { name: 'Kept for later' }), elsewhere)
    expect(result.meta.name).toBe('Kept for later')
    const loaded = await saves.loadFile(result.path)
    expect(loaded).toMatchObject({ id: null, path: result.path, source: 'verified' })
    await expect(saves.saveAs(game('g1', 3), 'relative.json')).rejects.toMatchObject({ code: 'bad-name' })
    expect(await saves.list()).toEqual([]) // not in the saves folder
  })

  it('autosaves may not be overwritten by a manual save', async () => {
    await expect(service().save(game('g1', 2), { id: 'g1.auto-1.json' })).rejects.toMatchObject({ code: 'bad-name' })
  })
})

describe('loading', () => {
  it('loads a save by id, checking the snapshot against the log', async () => {
    const saves = service()
    await saves.save(game('g1', 6))
    const loaded = await saves.load('g1.json')
    expect(loaded).toMatchObject({ id: 'g1.json', source: 'verified', warnings: [], migratedFrom: null })
    expect(loaded.state).toEqual(fakeReplay(game('g1', 6)).state)
    expect(structuredClone(loaded)).toEqual(loaded)
  })

  it('a saved snapshot that disagrees with the log: loads from the log and warns', async () => {
    const saves = service()
    const g = game('g1', 6)
    await saves.save({ ...g, snapshot: { ...(g.snapshot as object), life: [1, 1] } })
    const loaded = await saves.load('g1.json')
    expect(loaded.source).toBe('log')
    expect((loaded.state as { life: number[] }).life).toEqual([17, 17])
    expect(loaded.warnings.map((w) => w.code)).toEqual(['snapshot-mismatch'])
  })

  it('an old format version loads with a note, and is not rewritten', async () => {
    const saves = service()
    mkdirSync(dir, { recursive: true })
    copyFileSync(join(FIXTURES, 'v1.json'), join(dir, 'old.json'))
    const before = await folderBytes(dir)
    const loaded = await saves.load('old.json')
    expect(loaded.migratedFrom).toBe(1)
    expect(loaded.source).toBe('verified')
    expect(loaded.warnings[0]).toMatchObject({ code: 'migrated' })
    expect(await folderBytes(dir)).toEqual(before)
  })

  it('ids that are not a save file name in the folder are refused', async () => {
    const saves = service()
    for (const id of ['../g1.json', 'sub/g1.json', 'g1.txt', '.hidden.json', 'C:g1.json', '', 'g1.json.bak']) {
      await expect(saves.load(id), id).rejects.toMatchObject({ code: 'bad-name' })
    }
    await expect(saves.load('nothing.json')).rejects.toMatchObject({ code: 'not-found' })
  })

  it('a file far larger than any save is refused without reading it (too-large)', async () => {
    mkdirSync(dir, { recursive: true })
    const path = join(dir, 'huge.json')
    writeFileSync(path, '')
    truncateSync(path, 300 * 1024 * 1024) // sparse: no disk used
    await expect(service().load('huge.json')).rejects.toMatchObject({ code: 'too-large', file: path })
    expect((await service().list())[0].problem?.code).toBe('too-large')
  })

  it('a damaged save names its backup when one exists', async () => {
    const saves = service()
    await saves.save(game('g1', 2))
    const path = join(dir, 'g1.json')
    copyFileSync(path, `${path}.bak`)
    writeFileSync(path, readFileSync(path).subarray(0, 100))
    const error = await refused(saves.load('g1.json'))
    expect(error.code).toBe('truncated')
    expect(error.message).toContain(`"${path}.bak"`)
  })
})

describe('the save list', () => {
  async function threeGames(saves: SaveService): Promise<void> {
    await saves.save(game('alpha', 9, { name: 'Zebra game', players: [{ name: 'Ann' }, { name: 'Bob' }] }))
    await saves.save(
      game('beta', 2, { name: 'apple game', variant: 'heroic', players: [{ name: 'Cleo' }, { name: 'Dev' }] }),
    )
    await saves.save(
      game('gamma', 5, { name: 'Mango game', variant: 'combat', players: [{ name: 'Ann' }, { name: 'Eve' }] }),
    )
  }

  it('sorts by saved time (newest first), name, variant and turn', async () => {
    const saves = service()
    await threeGames(saves)
    const ids = async (q: Parameters<SaveService['list']>[0]) => (await saves.list(q)).map((e) => e.meta!.gameId)
    expect(await ids({})).toEqual(['gamma', 'beta', 'alpha'])
    expect(await ids({ sort: 'savedAt', order: 'asc' })).toEqual(['alpha', 'beta', 'gamma'])
    expect(await ids({ sort: 'name' })).toEqual(['beta', 'gamma', 'alpha'])
    expect(await ids({ sort: 'name', order: 'desc' })).toEqual(['alpha', 'gamma', 'beta'])
    expect(await ids({ sort: 'variant' })).toEqual(['gamma', 'beta', 'alpha'])
    expect(await ids({ sort: 'turn' })).toEqual(['alpha', 'gamma', 'beta'])
  })

  it('searches names, players, variants (by id or label) and summaries; all words must match', async () => {
    const saves = service()
    await threeGames(saves)
    const ids = async (search: string) => (await saves.list({ search, sort: 'name' })).map((e) => e.meta!.gameId)
    expect(await ids('ann')).toEqual(['gamma', 'alpha'])
    expect(await ids('ANN eve')).toEqual(['gamma'])
    expect(await ids('combat rules')).toEqual(['gamma'])
    expect(await ids('heroic')).toEqual(['beta'])
    expect(await ids('turn 10')).toEqual(['alpha'])
    expect(await ids('nobody')).toEqual([])
  })

  it('lists damaged, foreign and future files with their problem, last, untouched; ignores backups, temporary files and the trash', async () => {
    const saves = service()
    await saves.save(game('good', 2))
    writeFileSync(join(dir, 'half.json'), readFileSync(join(dir, 'good.json')).subarray(0, 300))
    writeFileSync(join(dir, 'package.json'), '{"name":"x"}')
    writeFileSync(
      join(dir, 'future.json'),
      JSON.stringify({ format: 'hearthside-save', formatVersion: SAVE_FORMAT_VERSION + 1, appVersion: '9.0.0' }),
    )
    writeFileSync(join(dir, 'good.json.bak'), 'x')
    writeFileSync(join(dir, `.good.json.${process.pid}.0badc0de.tmp`), 'x')
    writeFileSync(join(dir, 'notes.txt'), 'x')
    mkdirSync(join(dir, '.trash'))
    writeFileSync(join(dir, '.trash', 'old.json'), readFileSync(join(dir, 'good.json')))
    const before = await folderBytes(dir)
    const list = await saves.list()
    expect(list.map((e) => [e.id, e.problem?.code])).toEqual([
      ['good.json', undefined],
      ['future.json', 'future-version'],
      ['half.json', 'truncated'],
      ['package.json', 'foreign'],
    ])
    expect(list[2]).toMatchObject({ meta: null, formatVersion: null, problem: { file: join(dir, 'half.json') } })
    expect(await folderBytes(dir)).toEqual(before)
  })

  it('lists an old-format save with its migrated metadata', async () => {
    mkdirSync(dir, { recursive: true })
    copyFileSync(join(FIXTURES, 'v1.json'), join(dir, 'old.json'))
    const [entry] = await service().list()
    expect(entry).toMatchObject({ formatVersion: 1, meta: { name: 'Cleo vs Dev · Mental Magic', variant: 'mental' } })
  })

  it('reads only the start and the end of a large save (a damaged middle shows on load, not in the list)', async () => {
    const saves = service()
    await saves.save(game('big', 400))
    const path = join(dir, 'big.json')
    const text = readFileSync(path, 'utf8')
    expect(text.length).toBeGreaterThan(40_000)
    const middle = text.indexOf('"type":"pass"', 20_000)
    writeFileSync(path, text.slice(0, middle) + '"type":"pass"}}}' + text.slice(middle + 16)) // same length, broken JSON
    const [entry] = await saves.list()
    expect(entry.problem).toBeUndefined()
    expect(entry.meta!.gameId).toBe('big')
    await expect(saves.load('big.json')).rejects.toMatchObject({ code: 'corrupt' })
    writeFileSync(path, text.slice(0, -10)) // cut short: the end no longer closes, so the list checks it all
    expect((await saves.list())[0].problem?.code).toBe('truncated')
  })

  it('sees a file change (the cache follows size and modification time)', async () => {
    const saves = service()
    await saves.save(game('g1', 2))
    expect((await saves.list())[0].meta!.turn).toBe(3)
    await saves.save(game('g1', 4))
    expect((await saves.list())[0].meta!.turn).toBe(5)
  })

  it('a missing folder lists as empty; Continue has nothing', async () => {
    expect(await service().list()).toEqual([])
    expect(await service().latest()).toBeNull()
  })

  it('Continue picks the most recently saved readable game, autosaves included', async () => {
    const saves = service()
    await saves.save(game('a', 2))
    await saves.autosave(game('b', 3))
    expect((await saves.latest())!.id).toBe('b.auto-1.json')
    await saves.save(game('a', 4))
    expect((await saves.latest())!.id).toBe('a.json')
    writeFileSync(join(dir, 'zzz.json'), '{"broken"') // newer, but not a save
    expect((await saves.latest())!.id).toBe('a.json')
  })
})

describe('autosave at turn change (a rotating set per game)', () => {
  it('writes <gameId>.auto-N.json and keeps the last 5 by default', async () => {
    const saves = service()
    for (let t = 1; t <= 7; t++) await saves.autosave(game('g1', t))
    const autos = await saves.list({ kind: 'auto', sort: 'turn' })
    expect(autos.map((e) => e.id)).toEqual([7, 6, 5, 4, 3].map((n) => `g1.auto-${n}.json`))
    expect(autos.map((e) => e.meta!.turn)).toEqual([8, 7, 6, 5, 4])
    expect(autos.every((e) => e.kind === 'auto')).toBe(true)
    expect(autos[0].autosave).toBe(7)
  })

  it("keeps a chosen number per game, and other games' autosaves alone", async () => {
    const saves = service({ autosaveKeep: 2 })
    await saves.autosave(game('other', 1))
    for (let t = 1; t <= 4; t++) await saves.autosave(game('g1', t))
    await saves.autosave(game('g1', 5), { keep: 3 })
    expect(readdirSync(dir).sort()).toEqual(['g1.auto-3.json', 'g1.auto-4.json', 'g1.auto-5.json', 'other.auto-1.json'])
    await expect(saves.autosave(game('g1', 6), { keep: 0 })).rejects.toMatchObject({ code: 'bad-name' })
  })

  it('never deletes an autosave that does not load, nor counts it', async () => {
    const saves = service({ autosaveKeep: 2 })
    await saves.autosave(game('g1', 1))
    writeFileSync(join(dir, 'g1.auto-1.json'), 'damaged')
    for (let t = 2; t <= 5; t++) await saves.autosave(game('g1', t))
    expect(readdirSync(dir).sort()).toEqual(['g1.auto-1.json', 'g1.auto-4.json', 'g1.auto-5.json'])
    expect(readFileSync(join(dir, 'g1.auto-1.json'), 'utf8')).toBe('damaged')
  })

  it("names autosaves after the game's save", async () => {
    const saves = service()
    await saves.save(game('g1', 1, { name: 'Grudge match' }))
    expect((await saves.autosave(game('g1', 2))).meta!.name).toBe('Grudge match')
  })

  it('parallel autosaves get distinct numbers', async () => {
    const saves = service()
    await Promise.all([1, 2, 3].map((t) => saves.autosave(game('g1', t))))
    expect(readdirSync(dir).sort()).toEqual(['g1.auto-1.json', 'g1.auto-2.json', 'g1.auto-3.json'])
  })
})

describe('managing saves', () => {
  it('rename changes the name only', async () => {
    const saves = service()
    await saves.save(game('g1', 3))
    const before = (await saves.load('g1.json')).save
    const entry = await saves.rename('g1.json', '  Best game ever ')
    expect(entry).toMatchObject({ id: 'g1.json', meta: { name: 'Best game ever' } })
    const after = (await saves.load('g1.json')).save
    expect(after).toEqual({ ...before, meta: { ...before.meta, name: 'Best game ever' } })
    await expect(saves.rename('g1.json', '')).rejects.toMatchObject({ code: 'bad-name' })
    await expect(saves.rename('g1.json', 'x'.repeat(101))).rejects.toMatchObject({ code: 'bad-name' })
    await expect(saves.rename('g1.json', 'a\u0007b')).rejects.toMatchObject({ code: 'bad-name' })
  })

  it('rename and duplicate refuse a file that does not load, leaving it as it is', async () => {
    const saves = service()
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'bad.json'), '{"format":"hearthside-save"')
    const before = await folderBytes(dir)
    await expect(saves.rename('bad.json', 'New')).rejects.toMatchObject({ code: 'truncated' })
    await expect(saves.duplicate('bad.json')).rejects.toMatchObject({ code: 'truncated' })
    expect(await folderBytes(dir)).toEqual(before)
  })

  it('duplicate makes a new game with its own id', async () => {
    const ids = ['dup-1', 'dup-2']
    const saves = service({ newGameId: () => ids.shift()! })
    await saves.save(game('g1', 3, { name: 'Original' }))
    const copy = await saves.duplicate('g1.json')
    expect(copy).toMatchObject({ id: 'dup-1.json', meta: { gameId: 'dup-1', name: 'Original (copy)' } })
    expect((await saves.duplicate('g1.json', 'Branch B')).meta!.name).toBe('Branch B')
    const [a, b] = [await saves.load('g1.json'), await saves.load('dup-1.json')]
    expect(b.save.log).toEqual(a.save.log)
    expect(b.state).toEqual(a.state)
    expect(a.save.meta.name).toBe('Original')
  })

  it('delete hands the file to the injected trash', async () => {
    const trashed: string[] = []
    const saves = service({ trash: async (path) => void trashed.push(path) })
    await saves.save(game('g1', 3))
    await saves.delete('g1.json')
    expect(trashed).toEqual([join(dir, 'g1.json')])
    await expect(saves.delete('nothing.json')).rejects.toMatchObject({ code: 'not-found' })
    await expect(saves.delete('../g1.json')).rejects.toMatchObject({ code: 'bad-name' })
  })

  it('without a system trash, delete moves the file into .trash, bytes intact, even a damaged one', async () => {
    const saves = service()
    await saves.save(game('g1', 3))
    const bytes = readFileSync(join(dir, 'g1.json'))
    await saves.delete('g1.json')
    expect(readFileSync(join(dir, '.trash', 'g1.json')).equals(bytes)).toBe(true)
    await saves.save(game('g1', 4))
    writeFileSync(join(dir, 'g1.json'), 'damaged') // the player may throw away a file that does not load
    await saves.delete('g1.json')
    const [stamped, plain] = readdirSync(join(dir, '.trash')).sort()
    expect(plain).toBe('g1.json')
    expect(stamped).toMatch(/^2026-01-01T00-00-\d\d-000Z\.g1\.json$/)
    expect(readFileSync(join(dir, '.trash', stamped), 'utf8')).toBe('damaged')
    expect(await saves.list()).toEqual([])
  })

  it('export copies the bytes of a save that loads', async () => {
    const saves = service()
    await saves.save(game('g1', 3))
    const target = join(dir, '..', 'out', 'shared.json')
    expect(await saves.export('g1.json', target)).toEqual({ path: target })
    expect(readFileSync(target).equals(readFileSync(join(dir, 'g1.json')))).toBe(true)
    writeFileSync(join(dir, 'bad.json'), '{')
    await expect(saves.export('bad.json', join(dir, '..', 'out', 'bad.json'))).rejects.toMatchObject({
      code: 'truncated',
    })
    expect(existsSync(join(dir, '..', 'out', 'bad.json'))).toBe(false)
    writeFileSync(join(dir, '..', 'out', 'notes.json'), 'my notes')
    await expect(saves.export('g1.json', join(dir, '..', 'out', 'notes.json'))).rejects.toMatchObject({
      code: 'unsafe-overwrite',
    })
    expect(readFileSync(join(dir, '..', 'out', 'notes.json'), 'utf8')).toBe('my notes')
  })

  it('import validates first, migrates old formats, never replaces a save, and leaves the source alone', async () => {
    const saves = service()
    const source = join(FIXTURES, 'v1.json')
    const before = readFileSync(source)
    const first = await saves.import(source)
    expect(first.id).toMatch(/^v1-[0-9a-f]{16}\.json$/)
    expect(first.formatVersion).toBe(SAVE_FORMAT_VERSION)
    const second = await saves.import(source)
    expect(second.id).toBe(first.id.replace('.json', '-2.json'))
    expect(readFileSync(source).equals(before)).toBe(true)
    expect((await saves.load(first.id)).source).toBe('verified')

    const foreign = join(dir, '..', 'deck.json')
    writeFileSync(foreign, '{"deck":["Mountain"]}')
    const error = await refused(saves.import(foreign))
    expect(error).toMatchObject({ code: 'foreign', file: foreign })
    expect((await saves.list()).length).toBe(2)
  })
})
