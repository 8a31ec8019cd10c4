// Downloads of card data never hang and never go anywhere but Scryfall and MTGJSON over https: connect and idle
// timeouts, size caps on the bytes as they arrive (compressed answers refused), and every redirect hop checked.
// Every server here is on 127.0.0.1; addresses elsewhere are refused before any connection is made.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloadDatabase, resolveScryfallBulkUrl } from '../../../src-main/cards/download'
import { createCardImageCache } from '../../../src-main/cards/images'
import { checkCardUrl } from '../../../src-main/cards/net'

let server: Server
let base: string
let tmp: string
const held: ServerResponse[] = []
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])

function handle(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', base).pathname
  switch (path) {
    case '/silent':
      held.push(res) // never answers
      return
    case '/stall':
      res.writeHead(200, { 'content-length': 1_000_000 })
      res.write(Buffer.alloc(1000))
      held.push(res) // then nothing more
      return
    case '/trickle': {
      // One byte every 0.4 s: never idle long enough for the idle timeout, never done.
      res.writeHead(200, { 'content-length': 1_000_000 })
      const drip = setInterval(() => (res.destroyed ? clearInterval(drip) : res.write('x')), 400)
      held.push(res)
      res.once('close', () => clearInterval(drip))
      return
    }
    case '/bulk-trickle': {
      res.writeHead(200, { 'content-type': 'application/json' })
      const drip = setInterval(() => (res.destroyed ? clearInterval(drip) : res.write(' ')), 400)
      held.push(res)
      res.once('close', () => clearInterval(drip))
      return
    }
    case '/big':
      res.writeHead(200) // no length announced
      for (let i = 0; i < 64; i++) res.write(Buffer.alloc(64 * 1024))
      return void res.end()
    case '/gzip':
      res.writeHead(200, { 'content-encoding': 'gzip' })
      return void res.end(gzipSync(Buffer.alloc(1_000_000)))
    case '/to-http-elsewhere':
      return void res.writeHead(302, { location: `http://localhost:${new URL(base).port}/file` }).end()
    case '/to-internal':
      return void res.writeHead(301, { location: 'https://169.254.169.254/latest/meta-data' }).end()
    case '/to-lookalike':
      return void res.writeHead(302, { location: 'https://api.scryfall.com.example.net/file' }).end()
    case '/bulk-internal':
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ download_uri: 'http://10.0.0.1/oracle-cards.json' }))
    case '/bulk-huge': {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"download_uri":"')
      let sent = 0
      const more = () => {
        if (res.destroyed || sent > 300 * 1024 * 1024) return void res.end()
        sent += 64 * 1024
        if (res.write('x'.repeat(64 * 1024))) setImmediate(more)
        else res.once('drain', more)
      }
      return more()
    }
    case '/cards/named': {
      const name = new URL(req.url ?? '/', base).searchParams.get('exact')
      if (name === 'Elsewhere') return void res.writeHead(302, { location: 'https://evil.example/card.jpg' }).end()
      if (name === 'Zipped')
        return void res
          .writeHead(200, { 'content-type': 'image/jpeg', 'content-encoding': 'gzip' })
          .end(gzipSync(Buffer.concat([JPEG, Buffer.alloc(5_000_000)])))
      return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG)
    }
    default:
      return void res.writeHead(404).end()
  }
}

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'hearth-net-'))
  server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const res of held) res.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await rm(tmp, { recursive: true, force: true })
})

const local = () => ({ allowedOrigins: [base], import: false as const })

describe('where card data may come from', () => {
  it('https on Scryfall and MTGJSON hosts only (subdomains too); no http, no look-alikes, ports or credentials', () => {
    for (const ok of [
      'https://api.scryfall.com/bulk-data/oracle-cards',
      'https://data.scryfall.io/oracle-cards/x.json',
      'https://cards.scryfall.io/normal/front/a.jpg',
      'https://mtgjson.com/api/v5/AtomicCards.json.gz',
    ])
      expect(checkCardUrl(ok).href).toBe(ok)
    for (const [bad, why] of [
      ['http://api.scryfall.com/x', /https only/],
      ['https://api.scryfall.com.example.net/x', /only from Scryfall and MTGJSON/],
      ['https://evilscryfall.com/x', /only from Scryfall and MTGJSON/],
      ['https://api.scryfall.com:8443/x', /only from Scryfall and MTGJSON/],
      ['https://user:pw@api.scryfall.com/x', /only from Scryfall and MTGJSON/],
      ['https://169.254.169.254/latest', /only from Scryfall and MTGJSON/],
      ['file:///etc/passwd', /https only/],
      ['not a url', /not a web address/],
    ] as const)
      expect(() => checkCardUrl(bad), bad).toThrow(why)
    // A configured origin (the tests' local server) is allowed as it is, and only that origin.
    expect(() => checkCardUrl(`${base}/x`, { allowedOrigins: [base] })).not.toThrow()
    expect(() => checkCardUrl(`http://localhost:1/x`, { allowedOrigins: [base] })).toThrow(/https only/)
  })
})

describe('card database downloads', () => {
  it('a server that never answers fails after the connect timeout', async () => {
    // The message is the connect timer's own; a download that waits on forever fails on the test's limit (no
    // wall-clock bound here: the machine's load stretches it).
    await expect(
      downloadDatabase(`${base}/silent`, join(tmp, 'a'), { ...local(), connectTimeoutMs: 300 }),
    ).rejects.toThrow(/did not answer within 0.3 s/)
  })

  it('an answer that stalls part-way fails after the idle timeout', async () => {
    await expect(downloadDatabase(`${base}/stall`, join(tmp, 'b'), { ...local(), idleTimeoutMs: 300 })).rejects.toThrow(
      /stalled/,
    )
  })

  it('a server trickling 1 byte every 0.4 s is cut off at the overall deadline, with a clear message; the part is kept', async () => {
    const dir = join(tmp, 'trickle')
    await expect(
      downloadDatabase(`${base}/trickle`, dir, { ...local(), idleTimeoutMs: 2000, deadlineMs: 1500 }),
    ).rejects.toThrow(/did not finish within 2 s; it was cut off \(try again to resume\)/)
    expect((await stat(join(dir, 'downloads', 'trickle.part'))).size).toBeGreaterThan(0)
  })

  it('a trickle is also cut off when a whole window brings less than the floor', async () => {
    await expect(
      downloadDatabase(`${base}/trickle`, join(tmp, 'trickle-floor'), {
        ...local(),
        slowWindowMs: 1200,
        minBytesPerWindow: 1024,
      }),
    ).rejects.toThrow(/is too slow \(\d bytes in 1 s\); it was cut off/)
  })

  it("Scryfall's bulk-data lookup trickling is cut off at its deadline", async () => {
    await expect(
      resolveScryfallBulkUrl(`${base}/bulk-trickle`, undefined, { ...local(), deadlineMs: 1000 }),
    ).rejects.toThrow(/did not finish within 1 s/)
  })

  it('stops at the size cap as the bytes arrive, and refuses compressed answers', async () => {
    await expect(downloadDatabase(`${base}/big`, join(tmp, 'c'), { ...local(), maxBytes: 100_000 })).rejects.toThrow(
      /larger than any card database/,
    )
    await expect(downloadDatabase(`${base}/gzip`, join(tmp, 'd'), local())).rejects.toThrow(/gzip-encoded/)
  })

  it('checks every redirect hop: another origin, plain http, internal addresses and look-alikes are refused', async () => {
    await expect(downloadDatabase(`${base}/to-http-elsewhere`, join(tmp, 'e'), local())).rejects.toThrow(/https only/)
    await expect(downloadDatabase(`${base}/to-internal`, join(tmp, 'e'), local())).rejects.toThrow(
      /refusing to fetch from 169\.254\.169\.254/,
    )
    await expect(downloadDatabase(`${base}/to-lookalike`, join(tmp, 'e'), local())).rejects.toThrow(
      /api\.scryfall\.com\.example\.net/,
    )
    // Nothing was downloaded.
    expect(await readdir(join(tmp, 'e', 'downloads'))).toEqual([])
  })

  it("Scryfall's bulk lookup: the download_uri is checked, and a huge answer is cut off, not buffered", async () => {
    await expect(resolveScryfallBulkUrl(`${base}/bulk-internal`, undefined, local())).rejects.toThrow(/https only/)
    const before = process.memoryUsage().rss
    await expect(resolveScryfallBulkUrl(`${base}/bulk-huge`, undefined, local())).rejects.toThrow(/too large/)
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024)
  })

  it('the default policy refuses a plain-http database address without connecting', async () => {
    await expect(downloadDatabase(`${base}/big`, join(tmp, 'f'), { import: false })).rejects.toThrow(/https only/)
  })
})

describe('card pictures', () => {
  it('a redirect away from Scryfall is refused, and a compressed picture is never inflated', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hearth-net-images-'))
    const cache = createCardImageCache({ dir, baseUrl: `${base}/cards/named`, minIntervalMs: 0, retryAfterMs: 0 })
    expect((await cache.image('Shock')).dataUrl).toMatch(/^data:image\/jpeg;base64,/)
    expect(await cache.image('Elsewhere')).toMatchObject({
      dataUrl: null,
      reason: expect.stringMatching(/evil\.example/),
    })
    expect(await cache.image('Zipped')).toMatchObject({ dataUrl: null, reason: expect.stringMatching(/gzip-encoded/) })
    await rm(dir, { recursive: true, force: true })
  })
})
