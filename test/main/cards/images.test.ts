// Card pictures (Settings.cardImages): fetched from a stand-in for Scryfall on 127.0.0.1, cached on disk, with a
// timeout, a size cap, a type check, one request per name at a time and a memory of failures. Never online.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  CardImageNameError,
  createCardImageCache,
  DEFAULT_RETRY_AFTER_MS,
  sniffImageType,
  whenCardImagesEnabled,
  type CardImageCacheOptions,
} from '../../../src-main/cards/images'
import { toBridgeError } from '../../../src-main/ipc/errors'

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('bolt picture'),
  Buffer.from([0xff, 0xd9]),
])
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('shock picture')])
const MAX = 1024

interface Hit {
  path: string
  exact: string | null
  userAgent?: string
  accept?: string
}
let server: Server
let base: string
let hits: Hit[]
const held: ServerResponse[] = []

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const exact = url.searchParams.get('exact')
  hits.push({ path: url.pathname, exact, userAgent: req.headers['user-agent'], accept: req.headers.accept })
  if (url.pathname === '/img/bolt.jpg')
    return void res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': JPEG.length }).end(JPEG)
  if (
    url.pathname !== '/cards/named' ||
    url.searchParams.get('format') !== 'image' ||
    url.searchParams.get('version') !== 'normal'
  ) {
    return void res.writeHead(400).end()
  }
  switch (exact) {
    case 'Lightning Bolt': // as Scryfall does: a redirect to the picture on its CDN
      return void res.writeHead(302, { location: '/img/bolt.jpg' }).end()
    case 'Shock':
      return void res.writeHead(200, { 'content-type': 'image/png; charset=binary' }).end(PNG)
    case 'Json Card':
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"object":"card"}')
    case 'Huge Declared':
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': MAX * 10 })
      return void res.end(Buffer.concat([JPEG, Buffer.alloc(MAX * 10 - JPEG.length)]))
    case 'Huge Streamed': {
      res.writeHead(200, { 'content-type': 'image/jpeg' }) // chunked: no length announced
      res.write(JPEG)
      let sent = 0
      const more = () => {
        if (res.destroyed || sent > MAX * 20) return void res.end()
        res.write(Buffer.alloc(256))
        sent += 256
        setImmediate(more)
      }
      return more()
    }
    case 'Cut Card':
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 800 })
      res.write(JPEG)
      return void setTimeout(() => res.socket?.destroy(), 20)
    case 'Liar':
      return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from('<html>not a picture</html>'))
    case 'Slow Card':
      held.push(res) // never answers
      return
    case 'Flaky Card':
      return void res.writeHead(503).end()
    default:
      return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"object":"error","status":404}')
  }
}

beforeAll(async () => {
  server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cards/named`
})
afterAll(async () => {
  for (const res of held) res.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  hits = []
})

async function freshCache(options: Partial<CardImageCacheOptions> = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'hearth-images-'))
  return { dir, cache: createCardImageCache({ dir, baseUrl: base, minIntervalMs: 0, maxBytes: MAX, ...options }) }
}

const namedHits = () => hits.filter((hit) => hit.path === '/cards/named')

describe('fetching and caching a card picture', () => {
  it('follows the redirect, answers a data: URL, writes the cache file, and reads it back without the network', async () => {
    const { dir, cache } = await freshCache()
    const first = await cache.image('Lightning Bolt')
    expect(first).toEqual({ name: 'Lightning Bolt', dataUrl: `data:image/jpeg;base64,${JPEG.toString('base64')}` })
    expect(hits.map((hit) => hit.path)).toEqual(['/cards/named', '/img/bolt.jpg'])
    expect(hits[0].userAgent).toMatch(/^Hearthside\//)
    expect(hits[0].accept).toContain('image/jpeg')
    const file = cache.fileFor('Lightning Bolt', 'image/jpeg')
    expect(file).toMatch(/[/\\][0-9a-f]{64}\.jpg$/)
    expect(await readFile(file)).toEqual(JPEG)
    expect(await readdir(dir)).toEqual([file.slice(dir.length + 1)])

    // A new cache over the same folder (the app restarted), with the name spelt differently: a hit on disk.
    const again = await createCardImageCache({ dir, baseUrl: base, minIntervalMs: 0 }).image('  lightning   BOLT ')
    expect(again).toEqual({ name: '  lightning   BOLT ', dataUrl: first.dataUrl })
    expect(hits).toHaveLength(2)
  })

  it('keeps PNG pictures as .png and encodes the name in the query', async () => {
    const { cache } = await freshCache()
    expect(await cache.image('Shock')).toEqual({
      name: 'Shock',
      dataUrl: `data:image/png;base64,${PNG.toString('base64')}`,
    })
    expect(await readFile(cache.fileFor('Shock', 'image/png'))).toEqual(PNG)
    await cache.image('Fire // Ice')
    expect(namedHits().at(-1)?.exact).toBe('Fire // Ice')
  })

  it('asks once for concurrent requests of the same card', async () => {
    const { cache } = await freshCache()
    const results = await Promise.all([cache.image('Shock'), cache.image('Shock'), cache.image('shock')])
    expect(results.map((r) => r.dataUrl !== null)).toEqual([true, true, true])
    expect(results[2].name).toBe('shock')
    expect(namedHits()).toHaveLength(1)
  })

  it('fetches again over an empty or damaged cache file', async () => {
    const { cache } = await freshCache()
    const file = cache.fileFor('Shock', 'image/png')
    for (const junk of [Buffer.alloc(0), Buffer.from('half a pic')]) {
      hits = []
      await writeFile(file, junk)
      expect((await cache.image('Shock')).dataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`)
      expect(namedHits()).toHaveLength(1)
      expect(await readFile(file)).toEqual(PNG)
    }
  })

  it('still shows a picture it cannot keep, and leaves no temporary file', async () => {
    const { dir, cache } = await freshCache()
    const file = cache.fileFor('Shock', 'image/png')
    await mkdir(file) // the rename onto it fails
    expect((await cache.image('Shock')).dataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`)
    expect(await readdir(dir)).toEqual([file.slice(dir.length + 1)])
  })

  it('spaces requests to Scryfall out', async () => {
    const { cache } = await freshCache({ minIntervalMs: 150 })
    const started = Date.now()
    await Promise.all([cache.image('Shock'), cache.image('Lightning Bolt'), cache.image('Nope')])
    expect(namedHits()).toHaveLength(3)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })
})

describe('refusing what is not a picture', () => {
  it.each([
    ['Json Card', /"application\/json", not a JPEG, PNG or WebP picture/],
    ['Huge Declared', /larger than 1 KB/],
    ['Huge Streamed', /larger than 1 KB/],
    ['Liar', /damaged/],
    ['Cut Card', /cut off/],
    ['Nope', /Scryfall has no card named "Nope"/],
    ['Flaky Card', /HTTP 503/],
  ])('%s: no picture, a reason, and no file left behind', async (name, reason) => {
    const { dir, cache } = await freshCache()
    const result = await cache.image(name)
    expect(result).toEqual({ name, dataUrl: null, reason: expect.stringMatching(reason) })
    expect(await readdir(dir)).toEqual([])
  })

  it('gives up on a server that does not answer, within the timeout', async () => {
    const { dir, cache } = await freshCache({ timeoutMs: 150 })
    // The reason is the timer's own; a request that waits on forever fails on the test's limit (no wall-clock bound
    // here: the machine's load stretches it).
    expect(await cache.image('Slow Card')).toEqual({
      name: 'Slow Card',
      dataUrl: null,
      reason: 'Scryfall did not answer within 0.15 s.',
    })
    expect(await readdir(dir)).toEqual([])
  })

  it('says when Scryfall cannot be reached (offline)', async () => {
    const { cache } = await freshCache({ baseUrl: 'http://127.0.0.1:9/cards/named' })
    expect(await cache.image('Shock')).toMatchObject({
      dataUrl: null,
      reason: expect.stringMatching(/^Could not reach Scryfall/),
    })
  })
})

describe('remembering failures', () => {
  it('does not ask again for a failed card within the window, and asks once it has passed', async () => {
    let clock = 1_000_000
    const { cache } = await freshCache({ now: () => clock })
    const first = await cache.image('Nope')
    expect(namedHits()).toHaveLength(1)
    clock += DEFAULT_RETRY_AFTER_MS - 1
    expect(await cache.image('Nope')).toEqual(first)
    expect(await cache.image('  nope')).toMatchObject({ dataUrl: null })
    expect(namedHits()).toHaveLength(1)
    clock += 2
    await cache.image('Nope')
    expect(namedHits()).toHaveLength(2)
  })

  it('still reads a card already on disk while another one fails', async () => {
    let clock = 0
    const { cache } = await freshCache({ now: () => clock, timeoutMs: 100 })
    await cache.image('Shock')
    await cache.image('Slow Card')
    clock += 1
    expect((await cache.image('Shock')).dataUrl).not.toBeNull()
    expect(namedHits()).toHaveLength(2)
  })
})

describe('card names', () => {
  it.each([
    ['', 'The card name must not be empty.'],
    ['   ', 'The card name must not be empty.'],
    ['x'.repeat(201), 'The card name must be at most 200 characters.'],
    ['Bolt\u0007', 'The card name must not contain control characters.'],
    ['Bolt\nDrop', 'The card name must not contain control characters.'],
  ])('refuses %j with a clear message, as invalid input, without the network', async (name, message) => {
    const { cache } = await freshCache()
    const error = await cache.image(name).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CardImageNameError)
    expect((error as Error).message).toBe(message)
    expect(toBridgeError(error)).toEqual({ code: 'invalid-input', message })
    expect(hits).toEqual([])
  })

  it('accepts a 200-character name', async () => {
    const { cache } = await freshCache()
    expect(await cache.image('x'.repeat(200))).toMatchObject({
      dataUrl: null,
      reason: expect.stringContaining('no card named'),
    })
  })
})

describe('the setting', () => {
  it('with pictures off, neither the disk nor the network is used', async () => {
    const { cache } = await freshCache()
    let on = false
    const gated = whenCardImagesEnabled(cache, async () => on)
    expect(await gated.image('Shock')).toEqual({
      name: 'Shock',
      dataUrl: null,
      reason: 'Card pictures are turned off in Settings.',
    })
    expect(hits).toEqual([])
    on = true
    expect((await gated.image('Shock')).dataUrl).toMatch(/^data:image\/png;base64,/)
  })
})

describe('sniffing', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg')
    expect(sniffImageType(PNG)).toBe('image/png')
    expect(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe('image/webp')
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull()
    expect(sniffImageType(new Uint8Array())).toBeNull()
  })
})
