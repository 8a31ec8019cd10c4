import { createServer, type IncomingMessage, type Server } from 'node:http'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloadDatabase, resolveScryfallBulkUrl, type DownloadProgress } from '../../../src-main/cards/download'
import { openDatabase } from '../../../src-main/cards/database'
import { sharedDataPath } from '../../support/sharedData'

// A local server on 127.0.0.1 serving the shared AtomicCards.json, with Range requests (RFC 9110 §14).
const FILE = sharedDataPath('mtgjson/AtomicCards.json')
const body = readFileSync(FILE)
const ETAG = '"atomic-2022-04-25"'

interface Seen {
  range?: string
  ifRange?: string
}
let server: Server
let base: string
let tmp: string
const seen: Seen[] = []
let ignoreRanges = false
let slow = false

function handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
  seen.push({ range: req.headers.range, ifRange: req.headers['if-range'] as string | undefined })
  if (req.url === '/bulk-data') {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ object: 'bulk_data', download_uri: `${base}/AtomicCards.json` }))
    return
  }
  if (req.url === '/moved') {
    res.writeHead(302, { location: '/AtomicCards.json' })
    res.end()
    return
  }
  if (req.url !== '/AtomicCards.json') {
    res.writeHead(404)
    res.end()
    return
  }
  const range = /bytes=(\d+)-/.exec(req.headers.range ?? '')
  let start = 0
  if (range && !ignoreRanges && req.headers['if-range'] === ETAG) {
    start = Number(range[1])
    if (start >= body.length) {
      res.writeHead(416, { 'content-range': `bytes */${body.length}` })
      res.end()
      return
    }
    res.writeHead(206, {
      'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
      'content-length': body.length - start,
      etag: ETAG,
    })
  } else {
    res.writeHead(200, { 'content-length': body.length, etag: ETAG, 'accept-ranges': 'bytes' })
  }
  if (!slow) {
    res.end(body.subarray(start))
    return
  }
  // Slowly: 256 KB every 20 ms, so a test can cancel part-way.
  let at = start
  const step = () => {
    if (res.destroyed) return
    const next = Math.min(body.length, at + 256 * 1024)
    res.write(body.subarray(at, next))
    at = next
    if (at >= body.length) res.end()
    else setTimeout(step, 20)
  }
  step()
}

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'hearth-dl-'))
  server = createServer(handle)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  const address = server.address() as import('node:net').AddressInfo
  base = `http://127.0.0.1:${address.port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
  await rm(tmp, { recursive: true, force: true })
})

describe('downloading the card database', () => {
  it('downloads with progress, then imports (one click)', async () => {
    const dir = join(tmp, 'full')
    const progress: DownloadProgress[] = []
    const result = await downloadDatabase(`${base}/moved`, dir, {
      allowedOrigins: [base],
      onProgress: (p) => progress.push(p),
      fileName: 'AtomicCards.json',
    })
    expect(result.bytes).toBe(body.length)
    expect(result.resumedFrom).toBe(0)
    expect(result.imported).toMatchObject({ imported: 23496, skipped: 215 })
    const downloads = progress.filter((p) => p.phase === 'download')
    expect(downloads[downloads.length - 1]).toEqual({
      phase: 'download',
      received: body.length,
      total: body.length,
      resumedFrom: 0,
    })
    expect(progress.some((p) => p.phase === 'import')).toBe(true)
    expect((await openDatabase(dir))?.size).toBe(23496)
  }, 90_000) // the import compiles every face's text too (in worker threads)

  it('cancels part-way, keeping the partial file, and resumes from it with a Range request', async () => {
    const dir = join(tmp, 'resume')
    const url = `${base}/AtomicCards.json`
    slow = true
    const controller = new AbortController()
    const first = downloadDatabase(url, dir, {
      allowedOrigins: [base],
      signal: controller.signal,
      import: false,
      onProgress: (p) => {
        if (p.phase === 'download' && p.received > 1_000_000) controller.abort()
      },
    })
    await expect(first).rejects.toThrow(/abort/i)
    const part = join(dir, 'downloads', 'AtomicCards.json.part')
    const kept = (await stat(part)).size
    // Most of what arrived is kept (a chunk still being written at the abort may be dropped: the resume starts
    // from the file's real size, checked below).
    expect(kept).toBeGreaterThan(500_000)
    expect(kept).toBeLessThan(body.length)

    slow = false
    seen.length = 0
    const second = await downloadDatabase(url, dir, { import: false, allowedOrigins: [base] })
    expect(seen[0]).toEqual({ range: `bytes=${kept}-`, ifRange: ETAG })
    expect(second.resumedFrom).toBe(kept)
    expect((await readFile(second.file)).equals(body)).toBe(true)
  }, 30_000)

  it('starts over when the server ignores the Range request', async () => {
    const dir = join(tmp, 'restart')
    await downloadDatabase(`${base}/AtomicCards.json`, dir, { import: false, allowedOrigins: [base] }).then(
      () => undefined,
    )
    // A stale part file of the same URL: the server answers 200, the download starts from zero.
    const part = join(dir, 'downloads', 'AtomicCards.json.part')
    await writeFile(part, body.subarray(0, 5000))
    await writeFile(`${part}.json`, JSON.stringify({ url: `${base}/AtomicCards.json`, etag: ETAG, total: body.length }))
    ignoreRanges = true
    try {
      const result = await downloadDatabase(`${base}/AtomicCards.json`, dir, { import: false, allowedOrigins: [base] })
      expect(result.resumedFrom).toBe(0)
      expect((await readFile(result.file)).equals(body)).toBe(true)
    } finally {
      ignoreRanges = false
    }
  }, 30_000)

  it("reports HTTP errors and finds Scryfall's daily file from the bulk-data answer", async () => {
    await expect(
      downloadDatabase(`${base}/nothing.json`, join(tmp, 'err'), { import: false, allowedOrigins: [base] }),
    ).rejects.toThrow(/HTTP 404/)
    expect(await resolveScryfallBulkUrl(`${base}/bulk-data`, undefined, { allowedOrigins: [base] })).toBe(
      `${base}/AtomicCards.json`,
    )
  })
})
