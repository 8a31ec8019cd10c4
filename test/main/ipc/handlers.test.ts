// Every bridge message is validated in main before a service sees it; bad input, missing services and failing
// services all come back as {ok:false, error}, never as an exception.
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { ALL_BRIDGE_CHANNELS, isBridgeResult } from '@shared/bridge'
import type { BridgeChannel, SaveInput } from '@shared/bridge'
import { BridgeFailure } from '../../../src-main/ipc/errors'
import { createBridgeHandlers } from '../../../src-main/ipc/handlers'
import { MAX_GAME_BYTES, REQUEST_SCHEMAS } from '../../../src-main/ipc/schemas'
import type { BridgeServices, DesktopService } from '../../../src-main/ipc/services'
import { createSaveService } from '../../../src-main/saves'

const INFO = {
  name: 'Hearthside',
  version: '0.1.0',
  platform: 'linux' as const,
  electron: null,
  packaged: false,
  paths: { userData: '/u', saves: '/u/saves', cards: '/u/cards' },
}
const GAME: SaveInput = {
  gameId: 'g-1',
  name: 'Ann vs Ben',
  variant: 'manahearth',
  players: [{ name: 'Ann' }, { name: 'Ben' }],
  seed: 42,
  cards: [],
  log: [{ player: 0, type: 'keep' }],
  snapshot: { turn: 7 },
  status: { turn: 7, round: null, activePlayer: 0, summary: 'Turn 7 · Ann 14 life, Ben 9 life' },
}

/** The real save layer over a fresh folder. */
function realSaves() {
  const dir = mkdtempSync(join(tmpdir(), 'hearthside-bridge-saves-'))
  return { dir, saves: createSaveService({ dir, appVersion: '0.1.0' }) }
}

function fakeDesktop(file: string | null = '/home/ann/game.json'): DesktopService {
  return {
    chooseSaveFile: vi.fn(async () => file),
    chooseOpenFile: vi.fn(async () => file),
    showInFolder: vi.fn(async () => undefined),
  }
}

const base: BridgeServices = { app: { info: async () => INFO } }

/** One well-formed request per channel. */
const VALID: Record<BridgeChannel, unknown> = {
  'app:info': undefined,
  'saves:list': undefined,
  'saves:save': { game: GAME },
  'saves:saveAs': { game: GAME },
  'saves:load': { id: 'ann-vs-ben.json' },
  'saves:open': undefined,
  'saves:verify': { checking: '0f8fad5b-d9cb-469f-a165-70867728950e' },
  'saves:delete': { id: 'ann-vs-ben.json' },
  'saves:rename': { id: 'ann-vs-ben.json', name: 'Rematch' },
  'saves:duplicate': { id: 'ann-vs-ben.json' },
  'saves:export': { id: 'ann-vs-ben.json' },
  'saves:import': undefined,
  'saves:showInFolder': { id: 'ann-vs-ben.json' },
  'saves:autosave': { game: GAME },
  'saves:latest': undefined,
  'saves:restoreBackup': { id: 'ann-vs-ben.json' },
  'cards:status': undefined,
  'cards:import': undefined,
  'cards:find': { name: 'Bolt', cost: '{R}', colors: ['R'], limit: 10 },
  'cards:download': { source: 'mtgjson-atomic' },
  'cards:cancelDownload': undefined,
  'cards:image': { name: 'Lightning Bolt' },
  'decks:starters': { variant: 'heroic' },
  'decks:starter': { id: 'heroic-elves' },
  'decks:importFile': undefined,
  'decks:check': {
    variant: 'normal',
    deck: { main: [{ count: 4, name: 'Shock' }], sideboard: [], hero: null, type: null },
  },
  'library:list': undefined,
  'library:search': { query: 'elf' },
  'library:get': { id: 'elf-ball' },
  'library:save': {
    name: 'Elf ball',
    variant: 'heroic',
    main: [{ count: 4, name: 'Llanowar Elves' }],
    sideboard: [],
    maybe: [],
    hero: null,
    type: null,
  },
  'library:rename': { id: 'elf-ball', name: 'Elves' },
  'library:duplicate': { id: 'elf-ball' },
  'library:delete': { id: 'elf-ball' },
  'library:import': undefined,
  'library:export': { id: 'elf-ball', format: 'cockatrice' },
  'library:copyStarter': { starter: 'heroic-elves' },
  'library:searchCards': { query: 't:elf c:g', limit: 100 },
  'puzzles:list': undefined,
  'puzzles:import': { name: 'mine.json', text: '{}' },
  'puzzles:delete': { id: 'my-puzzle' },
  'drafts:load': undefined,
  'drafts:save': { text: '{}' },
  'drafts:clear': undefined,
  'drafts:keepSet': { code: 'NEO', name: 'Kamigawa: Neon Dynasty', cards: [{ name: 'Forest', faces: [{}] }] },
  'rules:list': undefined,
  'rules:get': { id: 'manahearth' },
  'settings:get': undefined,
  'settings:set': { autoTap: false },
}

/** Malformed requests per channel, each with the text the error message must contain. */
const INVALID: [BridgeChannel, unknown, string][] = [
  ['app:info', { sneaky: true }, 'takes no request'],
  ['saves:list', 'all', 'Invalid request'],
  ['saves:list', { sort: 'size' }, 'sort'],
  ['saves:save', {}, 'game'],
  ['saves:save', { game: GAME, path: '/etc/passwd' }, 'path'],
  ['saves:save', { game: [1, 2] }, 'game'],
  ['saves:save', { game: { ...GAME, seed: Number.NaN } }, 'game'],
  ['saves:save', { game: GAME, id: '../../.bashrc' }, 'not a path'],
  ['saves:load', { id: '../../.ssh/id_rsa' }, 'not a path'],
  ['saves:load', { id: 'C:\\Windows\\win.ini' }, 'not a path'],
  ['saves:load', { id: '..' }, 'not a path'],
  ['library:get', { id: '../../.ssh/id_rsa' }, 'deck id'],
  ['library:export', { id: 'a', format: 'pdf' }, 'format'],
  ['puzzles:import', { name: 'mine.json' }, 'text'],
  ['saves:load', { id: 7 }, 'id'],
  ['saves:load', null, 'Invalid request'],
  ['saves:open', { file: '/etc/passwd' }, 'takes no request'],
  ['saves:rename', { id: 'a.json' }, 'name'],
  ['saves:rename', { id: 'a.json', name: '' }, 'name'],
  ['saves:rename', { id: 'a.json', name: 'x'.repeat(121) }, 'name'],
  ['saves:rename', { id: 'a.json', name: 'bell\u0007' }, 'control'],
  ['saves:rename', { id: 'a.json', name: 'evil\u202egnp.json' }, 'text-direction'],
  ['saves:rename', { id: 'a.json', name: 'c1\u0085' }, 'control'],
  ['saves:rename', { id: 'a.json', name: 'aux' }, 'device name'],
  ['saves:load', { id: 'CON.json' }, 'reserved device name'],
  ['saves:load', { id: 'nul' }, 'reserved device name'],
  ['saves:load', { id: 'Com1.auto-2.json' }, 'reserved device name'],
  ['saves:restoreBackup', { id: '../x.json' }, 'not a path'],
  ['saves:restoreBackup', { id: 'bidi\u202e.json' }, 'text-direction'],
  ['saves:autosave', { gameId: 'g', game: GAME }, 'gameId'],
  ['cards:find', { cost: 'one red' }, 'mana cost'],
  ['cards:find', { colors: ['P'] }, 'colors'],
  ['cards:find', { limit: 0 }, 'limit'],
  ['cards:find', { manaValue: 1.5 }, 'manaValue'],
  ['cards:download', { source: 'https://evil.example/cards.json' }, 'source'],
  ['cards:image', {}, 'name'],
  ['cards:image', { name: 42 }, 'name: must be a string'],
  ['cards:image', { name: '   ' }, 'name: must not be empty'],
  ['cards:image', { name: 'x'.repeat(201) }, 'name: must be at most 200 characters'],
  ['cards:image', { name: 'Bolt\nDROP' }, 'name: must not contain control characters'],
  ['cards:image', { name: 'Shock', url: 'https://evil.example/' }, 'url'],
  ['decks:starters', { variant: 'commander' }, 'variant'],
  ['decks:starter', {}, 'id'],
  ['rules:get', { id: 'secrets' }, 'id'],
  ['rules:get', { id: 'manahearth', extra: 1 }, 'extra'],
  ['settings:set', { theme: 'pink' }, 'theme'],
  ['settings:set', { stops: ['../../etc'] }, 'step names'],
  [
    'decks:check',
    { variant: 'normal', deck: { main: [{ count: 0, name: 'Shock' }], sideboard: [], hero: null, type: null } },
    'count',
  ],
  ['settings:set', { autoTap: 'yes' }, 'autoTap'],
]

describe('validation of every bridge message', () => {
  it('has a schema and a handler for every channel, and a well-formed example passes each schema', () => {
    const handlers = createBridgeHandlers(base)
    for (const channel of ALL_BRIDGE_CHANNELS) {
      expect(REQUEST_SCHEMAS[channel], channel).toBeDefined()
      expect(handlers[channel], channel).toBeTypeOf('function')
      expect(REQUEST_SCHEMAS[channel].safeParse(VALID[channel]).success, channel).toBe(true)
    }
  })

  it.each(INVALID)('%s refuses %j with a message naming the problem', async (channel, request, mentions) => {
    const desktop = fakeDesktop()
    const { dir, saves } = realSaves()
    const handlers = createBridgeHandlers({ ...base, saves, desktop })
    const result = await handlers[channel](request)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.code).toBe('invalid-input')
    expect(result.error.message).toContain(channel)
    expect(result.error.message).toContain(mentions)
    for (const method of Object.values(desktop)) expect(method).not.toHaveBeenCalled()
    expect(existsSync(join(dir, 'g-1.json'))).toBe(false)
  })

  it('refuses a game record over the size limit', async () => {
    const handlers = createBridgeHandlers({ ...base, saves: realSaves().saves })
    const huge = { ...GAME, log: 'x'.repeat(MAX_GAME_BYTES + 1) }
    expect(await handlers['saves:save']({ game: huge })).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
  })

  it('refuses values that are not plain data (a function, a date, a cycle)', async () => {
    const handlers = createBridgeHandlers({ ...base, saves: realSaves().saves })
    const cycle: Record<string, unknown> = { ...GAME }
    cycle.self = cycle
    for (const game of [{ ...GAME, f: () => 1 }, { ...GAME, when: new Date() }, cycle]) {
      expect(await handlers['saves:save']({ game })).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    }
  })
})

describe('features not built yet', () => {
  it.each(ALL_BRIDGE_CHANNELS.filter((c) => c !== 'app:info'))('%s says it is not available yet', async (channel) => {
    const result = await createBridgeHandlers(base)[channel](VALID[channel])
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'not-available', message: expect.stringMatching(/not available yet/) },
    })
  })
})

describe('saved games through the bridge (the real save layer)', () => {
  it('saves, lists, continues, loads, renames, duplicates and deletes', async () => {
    const { dir, saves } = realSaves()
    const handlers = createBridgeHandlers({ ...base, saves })
    const saved = await handlers['saves:save']({ game: GAME })
    expect(saved).toMatchObject({
      ok: true,
      value: { id: 'g-1.json', kind: 'manual', meta: { name: 'Ann vs Ben', players: ['Ann', 'Ben'], turn: 7 } },
    })
    expect(JSON.parse(readFileSync(join(dir, 'g-1.json'), 'utf8'))).toMatchObject({
      format: 'hearthside-save',
      seed: 42,
    })
    expect(await handlers['saves:list'](undefined)).toMatchObject({ ok: true, value: [{ id: 'g-1.json' }] })
    expect(await handlers['saves:list']({ search: 'nobody' })).toEqual({ ok: true, value: [] })
    expect(await handlers['saves:latest'](undefined)).toMatchObject({ ok: true, value: { id: 'g-1.json' } })
    const loaded = await handlers['saves:load']({ id: 'g-1.json' })
    expect(loaded).toMatchObject({
      ok: true,
      value: { id: 'g-1.json', state: { turn: 7 }, save: { log: GAME.log }, migratedFrom: null },
    })
    expect(await handlers['saves:rename']({ id: 'g-1.json', name: '  Rematch  ' })).toMatchObject({
      ok: true,
      value: { meta: { name: 'Rematch' } },
    })
    const copy = await handlers['saves:duplicate']({ id: 'g-1.json' })
    expect(copy.ok && copy.value.meta?.name).toBe('Rematch (copy)')
    expect(await handlers['saves:delete']({ id: 'g-1.json' })).toEqual({ ok: true, value: null })
    expect(existsSync(join(dir, 'g-1.json'))).toBe(false)
  })

  it("autosaves into the game's rotation", async () => {
    const { saves } = realSaves()
    const result = await createBridgeHandlers({ ...base, saves })['saves:autosave']({ game: GAME })
    expect(result).toMatchObject({ ok: true, value: { kind: 'auto' } })
  })

  it('asks for files in main for Save As…, Export, Import and Open, and answers "cancelled" plainly', async () => {
    const { saves } = realSaves()
    const elsewhere = mkdtempSync(join(tmpdir(), 'hearthside-elsewhere-'))
    const chosen = join(elsewhere, 'friday.json')
    const desktop = fakeDesktop(chosen)
    const handlers = createBridgeHandlers({ ...base, saves, desktop })
    expect(await handlers['saves:saveAs']({ game: GAME })).toMatchObject({
      ok: true,
      value: { path: chosen, meta: { gameId: 'g-1' } },
    })
    expect(desktop.chooseSaveFile).toHaveBeenCalledWith(expect.objectContaining({ defaultName: 'Ann vs Ben.json' }))
    expect(await handlers['saves:open'](undefined)).toMatchObject({
      ok: true,
      value: { id: null, path: chosen, state: { turn: 7 } },
    })
    expect(await handlers['saves:import'](undefined)).toMatchObject({ ok: true, value: { kind: 'manual' } })
    const cancelled = createBridgeHandlers({ ...base, saves, desktop: fakeDesktop(null) })
    expect(await cancelled['saves:saveAs']({ game: GAME })).toEqual({ ok: true, value: null })
    expect(await cancelled['saves:export']({ id: 'g-1.json' })).toEqual({ ok: true, value: false })
    expect(await cancelled['saves:import'](undefined)).toEqual({ ok: true, value: null })
    expect(await cancelled['saves:open'](undefined)).toEqual({ ok: true, value: null })
  })

  it('shows a save in its folder', async () => {
    const { dir, saves } = realSaves()
    const desktop = fakeDesktop()
    await createBridgeHandlers({ ...base, saves, desktop })['saves:showInFolder']({ id: 'g-1.json' })
    expect(desktop.showInFolder).toHaveBeenCalledWith(join(dir, 'g-1.json'))
  })

  it('answers a damaged save with "corrupt", its own code and its file, and leaves the file alone', async () => {
    const { dir, saves } = realSaves()
    const file = join(dir, 'broken.json')
    writeFileSync(file, '{"format": "hearthside-save", "formatVer')
    const result = await createBridgeHandlers({ ...base, saves })['saves:load']({ id: 'broken.json' })
    expect(result).toMatchObject({ ok: false, error: { code: 'corrupt', detail: 'truncated', file } })
    expect(readFileSync(file, 'utf8')).toBe('{"format": "hearthside-save", "formatVer')
  })

  it('answers a missing save with not-found, and a game the save layer refuses with invalid-input', async () => {
    const { saves } = realSaves()
    const handlers = createBridgeHandlers({ ...base, saves })
    expect(await handlers['saves:load']({ id: 'nothing.json' })).toMatchObject({
      ok: false,
      error: { code: 'not-found', detail: 'not-found' },
    })
    const noPlayers = await handlers['saves:save']({ game: { ...GAME, players: [] } })
    expect(noPlayers).toMatchObject({ ok: false, error: { code: 'invalid-input', detail: 'invalid' } })
  })
})

describe('other services', () => {
  it('forwards download progress as events', async () => {
    const emit = vi.fn()
    const cards = {
      status: vi.fn(),
      importFile: vi.fn(),
      find: vi.fn(),
      cancelDownload: vi.fn(),
      download: vi.fn(async (source: 'mtgjson-atomic', onProgress: (p: unknown) => void) => {
        onProgress({ source, phase: 'downloading', receivedBytes: 10, totalBytes: 100 })
        return { imported: 5, skipped: 0, warnings: [] }
      }),
    }
    const result = await createBridgeHandlers({ ...base, cards, events: { emit } })['cards:download']({
      source: 'mtgjson-atomic',
    })
    expect(result).toEqual({ ok: true, value: { imported: 5, skipped: 0, warnings: [] } })
    expect(emit).toHaveBeenCalledWith('cards:download-progress', {
      source: 'mtgjson-atomic',
      phase: 'downloading',
      receivedBytes: 10,
      totalBytes: 100,
    })
  })

  it('passes the validated query to the card database', async () => {
    const find = vi.fn(async () => [{ name: 'Lightning Bolt', manaCost: '{R}', manaValue: 1, typeLine: 'Instant' }])
    const cards = { status: vi.fn(), importFile: vi.fn(), download: vi.fn(), cancelDownload: vi.fn(), find }
    expect(await createBridgeHandlers({ ...base, cards })['cards:find']({ name: 'bolt', cost: '{R}' })).toMatchObject({
      ok: true,
      value: [{ name: 'Lightning Bolt' }],
    })
    expect(find).toHaveBeenCalledWith({ name: 'bolt', cost: '{R}' })
  })
})

describe('card pictures', () => {
  it('passes the validated name to the picture cache and answers its result, a missing picture included', async () => {
    const image = vi.fn(async (name: string) =>
      name === 'Shock'
        ? { name, dataUrl: 'data:image/jpeg;base64,/9j/' }
        : { name, dataUrl: null, reason: 'Scryfall has no card named "Nope".' },
    )
    const handlers = createBridgeHandlers({ ...base, cardImages: { image } })
    expect(await handlers['cards:image']({ name: 'Shock' })).toEqual({
      ok: true,
      value: { name: 'Shock', dataUrl: 'data:image/jpeg;base64,/9j/' },
    })
    expect(await handlers['cards:image']({ name: 'Nope' })).toEqual({
      ok: true,
      value: { name: 'Nope', dataUrl: null, reason: 'Scryfall has no card named "Nope".' },
    })
    expect(image.mock.calls).toEqual([['Shock'], ['Nope']])
  })

  it('never reaches the cache with a bad name', async () => {
    const image = vi.fn()
    const result = await createBridgeHandlers({ ...base, cardImages: { image } })['cards:image']({ name: 'a\u0000b' })
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', message: expect.stringContaining('control characters') },
    })
    expect(image).not.toHaveBeenCalled()
  })

  it('says plainly when pictures are not wired', async () => {
    expect(await createBridgeHandlers(base)['cards:image']({ name: 'Shock' })).toMatchObject({
      ok: false,
      error: { code: 'not-available', message: expect.stringContaining('Card pictures') },
    })
  })
})

describe('failing services', () => {
  const rules = (get: () => Promise<never>) => ({ list: vi.fn(), get })

  it('keeps the code a service gives', async () => {
    const result = await createBridgeHandlers({
      ...base,
      rules: rules(async () => Promise.reject(new BridgeFailure('not-found', 'There is no rules document "x".'))),
    })['rules:get']({ id: 'mana' })
    expect(result).toEqual({ ok: false, error: { code: 'not-found', message: 'There is no rules document "x".' } })
  })

  it('maps file-system errors and anything else, and reports bugs to the hook', async () => {
    const onInternalError = vi.fn()
    const enoent = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' })
    expect(
      await createBridgeHandlers({ ...base, rules: rules(async () => Promise.reject(enoent)) }, { onInternalError })[
        'rules:get'
      ]({ id: 'mana' }),
    ).toMatchObject({ ok: false, error: { code: 'not-found' } })
    const eacces = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' })
    expect(
      await createBridgeHandlers({ ...base, rules: rules(async () => Promise.reject(eacces)) }, { onInternalError })[
        'rules:get'
      ]({ id: 'mana' }),
    ).toMatchObject({ ok: false, error: { code: 'io' } })
    const result = await createBridgeHandlers(
      { ...base, rules: rules(async () => Promise.reject(new TypeError('x is undefined'))) },
      { onInternalError },
    )['rules:get']({ id: 'mana' })
    expect(result).toEqual({ ok: false, error: { code: 'internal', message: 'Something went wrong: x is undefined' } })
    expect(onInternalError).toHaveBeenCalledTimes(1)
    expect(onInternalError).toHaveBeenCalledWith('rules:get', expect.any(TypeError))
  })

  it('always answers a well-formed result, whatever it is sent', async () => {
    const handlers = createBridgeHandlers({ ...base, saves: realSaves().saves, desktop: fakeDesktop(null) })
    const junk = [undefined, null, 0, '', 'x', [], {}, { id: {} }, { __proto__: { id: 'a' } }, Symbol.for('x'), () => 1]
    for (const channel of ALL_BRIDGE_CHANNELS) {
      for (const request of junk) {
        const result = await handlers[channel](request)
        expect(isBridgeResult(result), `${channel} ${String(request)}`).toBe(true)
      }
    }
  })
})
