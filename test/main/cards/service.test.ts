// The bridge's `cards` namespace in main (src-main/cards/service.ts): the starter pool until a file is imported,
// importing through the desktop dialog, search by name/cost/type/colour/mana value, and the download with progress
// events and cancel, against a local server. Only real files and a real HTTP server: nothing here is faked but the dialog.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CardDownloadProgress } from '@shared/bridge'
import { starterPool } from '@shared/cards/starter'
import { createCardsService } from '../../../src-main/cards/service'
import { BridgeFailure } from '../../../src-main/ipc/errors'
import { createBridgeHandlers } from '../../../src-main/ipc/handlers'
import type { DesktopService } from '../../../src-main/ipc/services'
import { sharedDataPath } from '../../support/sharedData'

const ATOMIC = sharedDataPath('mtgjson/AtomicCards.json')
/** Names in the small file: a few starter cards and some the starter pool lacks. */
const PICK = [
  'Lightning Bolt',
  'Counterspell',
  'Fire // Ice',
  'Ornithopter',
  'Mox Pearl',
  'Shivan Dragon',
  'Serra Angel',
  'Wrath of God',
  'Sol Ring',
]

let tmp: string
let small: Buffer
let server: Server
let base: string
let slow = false

function serve(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/bulk-data') {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ object: 'bulk_data', download_uri: `${base}/atomic.json` }))
    return
  }
  if (req.url !== '/atomic.json') return void res.writeHead(404).end()
  res.writeHead(200, { 'content-length': small.length })
  if (!slow) return void res.end(small)
  // 1 KB every 20 ms, so a test can cancel part-way.
  let at = 0
  const step = () => {
    if (res.destroyed) return
    res.write(small.subarray(at, at + 1024))
    at += 1024
    if (at >= small.length) res.end()
    else setTimeout(step, 20)
  }
  step()
}

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'hearth-cards-service-'))
  const atomic = JSON.parse(readFileSync(ATOMIC, 'utf8')) as { meta: unknown; data: Record<string, unknown> }
  const data = Object.fromEntries(PICK.map((name) => [name, atomic.data[name]]))
  small = Buffer.from(JSON.stringify({ meta: atomic.meta, data }, null, 1))
  server = createServer(serve)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await rm(tmp, { recursive: true, force: true })
})

const fresh = async (name: string) => {
  const dir = join(tmp, name)
  return {
    dir,
    cards: createCardsService({
      dir,
      sources: { mtgjsonAtomic: `${base}/atomic.json`, scryfallBulkApi: `${base}/bulk-data` },
      progressInterval: 0,
    }),
  }
}

const desktop = (file: string | null): DesktopService => ({
  chooseSaveFile: vi.fn(async () => file),
  chooseOpenFile: vi.fn(async () => file),
  showInFolder: vi.fn(async () => undefined),
})

describe('the card database status', () => {
  it('is the bundled starter pool until a file is imported', async () => {
    const { cards } = await fresh('status')
    expect(await cards.status()).toEqual({
      source: 'starter',
      cards: starterPool().size,
      origin: null,
      importedAt: null,
    })
  })
})

describe('finding cards', () => {
  it('by name: names starting with the text first, then names containing it', async () => {
    const { cards } = await fresh('find-name')
    const found = await cards.find({ name: 'bolt' })
    expect(found.map((c) => c.name)).toContain('Lightning Bolt')
    expect(found.every((c) => c.name.toLowerCase().includes('bolt'))).toBe(true)
    const bolt = found.find((c) => c.name === 'Lightning Bolt')
    expect(bolt).toEqual({ name: 'Lightning Bolt', manaCost: '{R}', manaValue: 1, typeLine: 'Instant' })
    const light = await cards.find({ name: 'Light' })
    expect(light[0].name.startsWith('Light')).toBe(true)
  })

  it('by a misspelt name: the nearest names ("did you mean")', async () => {
    const { cards } = await fresh('find-fuzzy')
    expect((await cards.find({ name: 'Lightnig Bolt' })).map((c) => c.name)).toContain('Lightning Bolt')
  })

  it('by exact mana cost, symbols in any order (ruling MA-6)', async () => {
    const { cards } = await fresh('find-cost')
    const red = await cards.find({ cost: '{R}' })
    expect(red.length).toBeGreaterThan(0)
    // A modal double-faced card shows both faces' costs: "{R} // " for Spikefield Hazard.
    expect(red.every((c) => c.manaCost.split(' // ')[0] === '{R}')).toBe(true)
    const counter = await cards.find({ cost: '{U}{U}' })
    expect(counter.map((c) => c.name)).toContain('Counterspell')
  })

  it('by type, colour and mana value together, with a limit', async () => {
    const { cards } = await fresh('find-type')
    const found = await cards.find({ type: 'creature', colors: ['G'], manaValue: 1 })
    expect(found.map((c) => c.name)).toContain('Llanowar Elves')
    expect(found.every((c) => c.manaValue === 1 && /Creature/.test(c.typeLine))).toBe(true)
    expect(await cards.find({ type: 'creature', limit: 3 })).toHaveLength(3)
  })

  it('refuses a cost it cannot read, naming it', async () => {
    const { cards } = await fresh('find-bad')
    await expect(cards.find({ cost: '{Q}' })).rejects.toMatchObject({
      code: 'invalid-input',
      message: expect.stringContaining('{Q}'),
    })
  })
})

describe('importing a card file', () => {
  it('imports a chosen MTGJSON file through the dialog; status and search then use it', async () => {
    const { dir, cards } = await fresh('import')
    const file = join(tmp, 'AtomicSmall.json')
    await writeFile(file, small)
    expect((await cards.find({ name: 'Mox Pearl' })).map((c) => c.name)).not.toContain('Mox Pearl')
    const dialog = desktop(file)
    const handlers = createBridgeHandlers({ app: { info: vi.fn() }, cards, desktop: dialog })
    const before = Date.now()
    const result = await handlers['cards:import'](undefined)
    expect(result).toEqual({ ok: true, value: { imported: PICK.length, skipped: 0, warnings: [] } })
    expect(dialog.chooseOpenFile).toHaveBeenCalledWith(expect.objectContaining({ title: 'Import card database' }))
    const status = await cards.status()
    expect(status).toMatchObject({
      source: 'imported',
      cards: PICK.length,
      origin: 'MTGJSON AtomicCards (AtomicSmall.json)',
    })
    expect(new Date(status.importedAt!).getTime()).toBeGreaterThanOrEqual(before) // stamped by this import
    expect(new Date(status.importedAt!).getTime()).toBeLessThanOrEqual(Date.now())
    expect((await cards.find({ name: 'Mox Pearl' })).map((c) => c.name)).toEqual(['Mox Pearl'])
    // Only the imported cards now: the starter pool's Llanowar Elves is not among them.
    expect(await cards.find({ name: 'Llanowar' })).toEqual([])
    // A fresh service (the app restarted) reads the same database.
    const again = createCardsService({ dir })
    expect((await again.status()).cards).toBe(PICK.length)
  })

  it('answers null when the player cancels the dialog', async () => {
    const { cards } = await fresh('import-cancel')
    const handlers = createBridgeHandlers({ app: { info: vi.fn() }, cards, desktop: desktop(null) })
    expect(await handlers['cards:import'](undefined)).toEqual({ ok: true, value: null })
  })

  it('refuses a file that is not card data, and keeps the database as it was', async () => {
    const { cards } = await fresh('import-bad')
    const file = join(tmp, 'notes.json')
    await writeFile(file, JSON.stringify({ shopping: ['milk'] }))
    const handlers = createBridgeHandlers({ app: { info: vi.fn() }, cards, desktop: desktop(file) })
    const result = await handlers['cards:import'](undefined)
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'corrupt', message: expect.stringContaining('notes.json') },
    })
    expect((await cards.status()).source).toBe('starter')
  })
})

describe('downloading the card database', () => {
  it('downloads and imports with progress events, ending "done"', async () => {
    const { cards } = await fresh('download')
    const events: CardDownloadProgress[] = []
    const handlers = createBridgeHandlers({
      app: { info: vi.fn() },
      cards,
      events: {
        emit: (event, payload) => event === 'cards:download-progress' && events.push(payload as CardDownloadProgress),
      },
    })
    const result = await handlers['cards:download']({ source: 'mtgjson-atomic' })
    expect(result).toEqual({ ok: true, value: { imported: PICK.length, skipped: 0, warnings: [] } })
    expect(events[0]).toMatchObject({ source: 'mtgjson-atomic', phase: 'downloading', receivedBytes: 0 })
    expect(
      events.some(
        (e) => e.phase === 'downloading' && e.receivedBytes === small.length && e.totalBytes === small.length,
      ),
    ).toBe(true)
    expect(events.at(-1)).toMatchObject({
      phase: 'done',
      receivedBytes: small.length,
      message: `${PICK.length} cards imported`,
    })
    expect(await cards.status()).toMatchObject({ source: 'imported', cards: PICK.length })
  })

  it('finds Scryfall’s current oracle-cards file through the bulk-data address', async () => {
    const { cards } = await fresh('download-scryfall')
    const events: CardDownloadProgress[] = []
    // The local "bulk-data" answer points at the small MTGJSON file: the importer reads either format.
    expect(await cards.download('scryfall-oracle', (p) => events.push(p))).toMatchObject({ imported: PICK.length })
    expect(events.every((e) => e.source === 'scryfall-oracle')).toBe(true)
  })

  it('cancels part-way: answers null, reports "cancelled", and leaves the database alone', async () => {
    slow = true
    try {
      const { cards } = await fresh('download-cancel')
      const events: CardDownloadProgress[] = []
      const running = cards.download('mtgjson-atomic', (p) => {
        events.push(p)
        if (p.phase === 'downloading' && p.receivedBytes > 2048) void cards.cancelDownload()
      })
      expect(await running).toBeNull()
      expect(events.at(-1)).toMatchObject({ phase: 'cancelled' })
      expect(events.at(-1)!.receivedBytes).toBeLessThan(small.length)
      expect((await cards.status()).source).toBe('starter')
    } finally {
      slow = false
    }
  })

  it('runs one download at a time', async () => {
    slow = true
    try {
      const { cards } = await fresh('download-twice')
      const first = cards.download('mtgjson-atomic', () => undefined)
      await expect(cards.download('mtgjson-atomic', () => undefined)).rejects.toBeInstanceOf(BridgeFailure)
      await cards.cancelDownload()
      expect(await first).toBeNull()
    } finally {
      slow = false
    }
  })

  it('reports a failed download as an io error and a "failed" event', async () => {
    const dir = join(tmp, 'download-404')
    const cards = createCardsService({ dir, sources: { mtgjsonAtomic: `${base}/missing.json` } })
    const events: CardDownloadProgress[] = []
    await expect(cards.download('mtgjson-atomic', (p) => events.push(p))).rejects.toMatchObject({
      code: 'io',
      message: expect.stringContaining('HTTP 404'),
    })
    expect(events.at(-1)).toMatchObject({ phase: 'failed', message: expect.stringContaining('404') })
  })
})
