// Generated inputs for the main process's readers of outside data: deck files imported by the app (in a worker
// thread, or in process), bridge requests on every channel, the settings file and card files. Each gives a valid
// result or a clear error naming the problem, never an exception, in bounded time, and writes nothing it shouldn't.
import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_BRIDGE_CHANNELS, BRIDGE_ERROR_CODES, DEFAULT_SETTINGS } from '@shared/bridge'
import { starterPool } from '@shared/cards/starter'
import { createSettingsStore, parseSettings } from '../../src-main/app/settings'
import { CardImportError, readCardFile } from '../../src-main/cards/importer'
import { createDeckParser } from '../../src-main/decks/offThread'
import { createDecksService } from '../../src-main/decks/service'
import { createBridgeHandlers } from '../../src-main/ipc/handlers'
import { createSaveService } from '../../src-main/saves'

let tmp: string
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'hearth-readers-'))
})
afterAll(() => rm(tmp, { recursive: true, force: true }))

const pool = starterPool()
const WORKER = join(__dirname, '../../src-main/decks/worker.ts')

describe('deck files imported by the app', () => {
  it('are parsed in a worker thread: a 1 MB list of distinct lines comes back while the event loop keeps ticking', async () => {
    const parse = createDeckParser({ workerFile: WORKER, workerOptions: { execArgv: ['--require', 'tsx/cjs'] } })
    const text = Array.from({ length: 70_000 }, (_, i) => `1 Card Number ${i}`)
      .join('\n')
      .slice(0, 1024 * 1024 - 100)
    let ticks = 0
    const ticker = setInterval(() => ticks++, 5)
    const result = await parse(Buffer.from(text), 'big.txt', 'txt')
    clearInterval(ticker)
    expect(result.ok ? result.list.format : result.message).toBe('text')
    if (result.ok) expect(result.list.errors.at(-1)?.message).toMatch(/more than 4000 cards/)
    expect(ticks).toBeGreaterThan(0) // the work is bounded by the 4,000-card cap; a worker that hangs fails on the limit
  }, 30_000)

  it('a worker that does not answer in time is ended, with a message', async () => {
    const script = join(tmp, 'silent-worker.mjs')
    await writeFile(script, 'setInterval(() => {}, 1000)\n')
    const parse = createDeckParser({ workerFile: script, timeoutMs: 300 })
    expect(await parse(Buffer.from('4 Shock'), 'slow.txt', 'txt')).toEqual({
      ok: false,
      message: 'slow.txt took too long to read: it is not a deck list.',
    })
  })

  it('a worker that cannot run falls back to reading in process', async () => {
    const script = join(tmp, 'broken-worker.mjs')
    await writeFile(script, 'throw new Error("cannot load")\n')
    const parse = createDeckParser({ workerFile: script })
    expect(await parse(Buffer.from('4 Shock'), 'a.txt', 'txt')).toMatchObject({
      ok: true,
      list: { main: [{ name: 'Shock', count: 4, line: 1 }] },
    })
  })

  it('without a worker file, in process: counts capped, UTF-16, binary refused, special files refused', async () => {
    const decks = createDecksService({ pool: async () => pool })
    const write = async (name: string, content: string | Uint8Array) => {
      await writeFile(join(tmp, name), content)
      return join(tmp, name)
    }
    const billion = await decks.importFile(await write('billion.txt', '4 Shock\n1000000000 Mountain\n'))
    expect(billion.main).toEqual([{ count: 4, name: 'Shock' }])
    expect(billion.problems[0]).toMatchObject({
      line: 2,
      message: expect.stringMatching(/^line 2: count 1000000000 is too large/),
    })
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('4 Shock\r2 Mountain\r', 'utf16le')])
    expect((await decks.importFile(await write('notepad.txt', utf16))).main).toEqual([
      { count: 4, name: 'Shock' },
      { count: 2, name: 'Mountain' },
    ])
    await expect(
      decks.importFile(await write('elf.dck', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 1, 2, 3]))),
    ).rejects.toMatchObject({
      code: 'corrupt',
      message: expect.stringMatching(/not a deck list \(it is a binary file\)/),
    })
    await expect(decks.importFile('/dev/zero')).rejects.toMatchObject({
      message: expect.stringMatching(/not a regular file/),
    })
    await expect(decks.importFile(tmp)).rejects.toMatchObject({ message: expect.stringMatching(/is a folder/) })
  })

  it('any bytes: a deck list or a refusal naming the file (property)', async () => {
    const decks = createDecksService({ pool: async () => pool })
    const file = join(tmp, 'generated.cod')
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 600 }),
      fc
        .array(
          fc.constantFrom(
            '<cockatrice_deck>',
            '<zone name="main">',
            '<card number="4" name="Shock"/>',
            '</zone>',
            '&#x0;',
            '\r',
            '\n',
            '1e9 X',
            '99999 Mountain',
          ),
        )
        .map((parts) => Buffer.from(parts.join(''))),
    )
    await fc.assert(
      fc.asyncProperty(bytes, async (content) => {
        await writeFile(file, content)
        try {
          const list = await decks.importFile(file)
          for (const p of list.problems) expect(p.message).not.toMatch(/line \d+: line \d+:/)
          for (const e of [...list.main, ...list.sideboard]) expect(e.count).toBeLessThanOrEqual(4000)
        } catch (error) {
          expect((error as { code?: string }).code).toBe('corrupt')
          expect((error as Error).message).toMatch(/generated\.cod/)
        }
      }),
      { numRuns: 400 },
    )
  }, 90_000) // 18 s on a 2-core machine at load 27
})

describe('bridge requests on every channel (property)', () => {
  it('anything the page sends is validated: {ok:false} with a known error code, or a result; never an exception', async () => {
    const dir = join(tmp, 'bridge-saves')
    const services = {
      app: { info: async () => ({}) as never },
      saves: createSaveService({ dir, appVersion: 'test' }),
      decks: createDecksService({ pool: async () => pool }),
    }
    const handlers = createBridgeHandlers(services)
    const payload = fc.oneof(
      fc.anything({ maxDepth: 3 }),
      fc.record({ id: fc.oneof(fc.string(), fc.constantFrom('CON.json', 'nul', '..', '__proto__', 'a\u202e.json')) }),
      fc.record({ name: fc.string({ unit: 'binary', maxLength: 20 }), id: fc.constant('x.json') }),
      fc.constantFrom(undefined, null, { __proto__: { id: 'x.json' } }, JSON.parse('{"__proto__":{"id":"x.json"}}')),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ALL_BRIDGE_CHANNELS), payload, async (channel, request) => {
        const result = await handlers[channel](request)
        expect(typeof result.ok).toBe('boolean')
        if (!result.ok) {
          expect(BRIDGE_ERROR_CODES).toContain(result.error.code)
          expect(result.error.code).not.toBe('internal')
          expect(result.error.message.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 1000 },
    )
    // Writing channels given nonsense wrote nothing: the saves folder was never even made.
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([])
  }, 60_000)
})

describe('the settings file', () => {
  it('any content falls back field by field to the defaults: always a valid Settings (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.dictionary(fc.constantFrom(...Object.keys(DEFAULT_SETTINGS), '__proto__'), fc.anything()),
        ),
        (raw) => {
          const settings = parseSettings(raw)
          expect(Object.keys(settings).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort())
          expect(Object.getPrototypeOf(settings)).toBe(Object.prototype)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('a damaged or special settings file reads as the defaults', async () => {
    const file = join(tmp, 'settings.json')
    await writeFile(file, Buffer.from([0xff, 0xfe, 0, 0, 0x7b]))
    expect(await createSettingsStore(file).get()).toEqual(DEFAULT_SETTINGS)
    await writeFile(file, '{"cardImages": "yes", "__proto__": {"cardImages": true}, "autoTap": false}')
    expect(await createSettingsStore(file).get()).toEqual({ ...DEFAULT_SETTINGS, autoTap: false })
  })
})

describe('card files', () => {
  it('generated JSON: imported cards or a CardImportError naming the file, never another exception (property)', async () => {
    const file = join(tmp, 'cards.json')
    const card = fc.record(
      {
        object: fc.constantFrom('card', 'token', 'list', '__proto__'),
        name: fc.oneof(fc.string({ maxLength: 12 }), fc.constant('Shock')),
        layout: fc.constantFrom('normal', 'split', 'token', 'constructor'),
        mana_cost: fc.oneof(fc.constantFrom('{R}', '{1}{G}', '{∞}', '{X/Y}', ''), fc.string({ maxLength: 8 })),
        type_line: fc.oneof(
          fc.constantFrom('Instant', 'Creature — Bear', 'Basic Land — Mountain'),
          fc.string({ maxLength: 10 }),
        ),
        oracle_text: fc.string({ maxLength: 20 }),
        power: fc.oneof(fc.constant('2'), fc.anything({ maxDepth: 1 })),
      },
      { requiredKeys: [] },
    )
    const content = fc.oneof(
      fc.array(card, { maxLength: 5 }).map((cards) => JSON.stringify(cards)),
      fc.array(card, { maxLength: 5 }).map((cards) => JSON.stringify({ object: 'list', data: cards })),
      fc
        .array(card, { maxLength: 3 })
        .map((cards) => JSON.stringify({ data: Object.fromEntries(cards.map((c, i) => [`N${i}`, [c]])) })),
      fc.string({ maxLength: 100 }),
    )
    await fc.assert(
      fc.asyncProperty(content, async (text) => {
        await writeFile(file, text)
        try {
          const read = await readCardFile(file)
          expect(Array.isArray(read.cards)).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(CardImportError)
          expect((error as Error).message).toContain(file)
        }
      }),
      { numRuns: 250 },
    )
    await expect(readCardFile('/dev/zero')).rejects.toThrow(/not a regular file/)
    await expect(readCardFile(tmp)).rejects.toThrow(/is a folder/)
  })
})
