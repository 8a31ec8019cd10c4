// Downloading a full card database (MTGJSON AtomicCards or Scryfall oracle-cards) with progress, cancel and resume
// (HTTP Range on a kept ".part" file), then importing it. One click in the app; tested against a local server.
import { createWriteStream } from 'node:fs'
import { readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { makeFolder } from '../fs/bounded'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { basename, join } from 'node:path'
import { importCards, type ImportResult } from './database'
import type { ImportProgress } from './importer'
import { checkCardUrl, type NetPolicy } from './net'

export const MTGJSON_ATOMIC_URL = 'https://mtgjson.com/api/v5/AtomicCards.json.gz'
/** Scryfall's bulk-data description; its download_uri changes daily (resolveScryfallBulkUrl). */
export const SCRYFALL_ORACLE_BULK = 'https://api.scryfall.com/bulk-data/oracle-cards'

export type DownloadProgress =
  | { phase: 'download'; received: number; total: number | null; resumedFrom: number }
  | ({ phase: 'import' } & ImportProgress)

export interface DownloadOptions extends NetOptions {
  /** Refused past this many bytes. Default MAX_DOWNLOAD_BYTES. */
  maxBytes?: number
  onProgress?: (progress: DownloadProgress) => void
  signal?: AbortSignal
  /** Import the file once downloaded (default true). */
  import?: boolean
  /** File name in `dir/downloads/` (default: from the URL). */
  fileName?: string
}

export interface DownloadResult {
  file: string
  bytes: number
  /** Where the download resumed from (0: from the start). */
  resumedFrom: number
  imported?: ImportResult
}

interface PartInfo {
  url: string
  etag?: string
  lastModified?: string
  total?: number
}

const USER_AGENT = 'Hearthside/0.1 (card database download)'

/** No answer (connecting, or headers) by then: the server is not answering. */
export const CONNECT_TIMEOUT_MS = 30_000
/** No bytes for this long in the middle of an answer: the download has stalled. */
export const IDLE_TIMEOUT_MS = 60_000
/** Larger than any card database file (Scryfall's oracle cards: ~160 MB; MTGJSON AtomicCards.json.gz: ~30 MB). */
export const MAX_DOWNLOAD_BYTES = 1024 * 1024 * 1024
/** A whole answer by then, or it is cut off (a server trickling a byte at a time never ends otherwise). Downloads
 *  keep their part file, so the next try resumes. */
export const DOWNLOAD_DEADLINE_MS = 60 * 60_000
/** Scryfall's bulk-data description, read whole within this time. */
export const BULK_DEADLINE_MS = 60_000
/** Less than this in a whole window of IDLE_TIMEOUT_MS is a trickle, not a download: ~1 KB/s. */
export const MIN_BYTES_PER_WINDOW = 64 * 1024
/** Scryfall's bulk-data description is a few hundred bytes. */
export const MAX_BULK_ANSWER_BYTES = 1024 * 1024

export interface NetOptions extends NetPolicy {
  connectTimeoutMs?: number
  idleTimeoutMs?: number
  /** The whole answer by then, from the request on (default: DOWNLOAD_DEADLINE_MS; the bulk lookup BULK_DEADLINE_MS). */
  deadlineMs?: number
  /** Cut off when less than this arrives in a window of `slowWindowMs` (downloads; default MIN_BYTES_PER_WINDOW). */
  minBytesPerWindow?: number
  /** Default IDLE_TIMEOUT_MS. */
  slowWindowMs?: number
}

/** A time in words: "2 s", "60 min". */
const inWords = (ms: number) => (ms >= 120_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`)

/** GET with redirects (each hop checked by the policy), a connect timeout, an idle timeout and an overall deadline
 *  (from the first request to the answer's last byte). */
function get(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
  net: NetOptions,
  redirects = 5,
  endBy = Date.now() + (net.deadlineMs ?? DOWNLOAD_DEADLINE_MS),
): Promise<IncomingMessage> {
  return new Promise((resolvePromise, reject) => {
    let u: URL
    try {
      u = checkCardUrl(url, net)
    } catch (error) {
      return reject(error)
    }
    const request = u.protocol === 'https:' ? httpsRequest : httpRequest
    const connectMs = net.connectTimeoutMs ?? CONNECT_TIMEOUT_MS
    const idleMs = net.idleTimeoutMs ?? IDLE_TIMEOUT_MS
    const req = request(
      u,
      { headers: { 'user-agent': USER_AGENT, 'accept-encoding': 'identity', ...headers }, signal },
      (res) => {
        clearTimeout(connectTimer)
        const status = res.statusCode ?? 0
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume()
          if (redirects <= 0) return reject(new Error(`too many redirects downloading ${url}`))
          let next: string
          try {
            next = new URL(res.headers.location, u).href
          } catch {
            return reject(new Error(`${u.host} redirected to an address that is not one`))
          }
          return get(next, headers, signal, net, redirects - 1, endBy).then(resolvePromise, reject)
        }
        const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase()
        if (encoding !== 'identity') {
          res.destroy()
          return reject(new Error(`${u.host} sent a ${encoding}-encoded answer; only plain files are accepted`))
        }
        // Idle: no bytes for idleMs in the middle of the answer.
        res.socket.setTimeout(idleMs, () =>
          res.destroy(new Error(`the download from ${u.host} stalled (nothing for ${idleMs / 1000} s)`)),
        )
        // Overall: however the bytes come (a trickle resets the idle timer forever), the answer ends by the deadline.
        const allowed = net.deadlineMs ?? DOWNLOAD_DEADLINE_MS
        const deadline = setTimeout(
          () =>
            res.destroy(
              new Error(
                `the download from ${u.host} did not finish within ${inWords(allowed)}; it was cut off (try again to resume)`,
              ),
            ),
          Math.max(0, endBy - Date.now()),
        )
        res.once('close', () => clearTimeout(deadline))
        resolvePromise(res)
      },
    )
    const connectTimer = setTimeout(
      () => req.destroy(new Error(`${u.host} did not answer within ${connectMs / 1000} s`)),
      connectMs,
    )
    req.on('error', (error) => {
      clearTimeout(connectTimer)
      reject(error)
    })
    req.end()
  })
}

async function readPartInfo(file: string): Promise<PartInfo | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as PartInfo
  } catch {
    return undefined
  }
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size
  } catch {
    return 0
  }
}

/**
 * Downloads `url` into `dir/downloads/`, resuming a previous partial download of the same URL, then (by default)
 * imports it into the card database in `dir`. Aborting via `signal` keeps the partial file for a later resume.
 */
export async function downloadDatabase(
  url: string,
  dir: string,
  options: DownloadOptions = {},
): Promise<DownloadResult> {
  const folder = join(dir, 'downloads')
  await makeFolder(folder)
  const name = options.fileName ?? (basename(new URL(url).pathname) || 'cards.json')
  const dest = join(folder, name)
  const part = `${dest}.part`
  const infoFile = `${part}.json`
  let info = await readPartInfo(infoFile)
  let have = info?.url === url ? await sizeOf(part) : 0
  if (info?.url !== url) info = undefined

  const headers: Record<string, string> = {}
  if (have > 0 && info) {
    headers.range = `bytes=${have}-`
    const validator = info.etag ?? info.lastModified
    if (validator) headers['if-range'] = validator
  }
  const res = await get(url, headers, options.signal, options)
  const maxBytes = options.maxBytes ?? MAX_DOWNLOAD_BYTES
  const status = res.statusCode ?? 0
  let resumedFrom = 0
  let total: number | null = null
  if (status === 416 && info?.total !== undefined && have === info.total) {
    res.resume() // the part file is already complete
    total = have
    resumedFrom = have
  } else if (status === 206) {
    const range = /bytes (\d+)-(\d+)\/(\d+|\*)/.exec(String(res.headers['content-range'] ?? ''))
    if (!range || Number(range[1]) !== have) {
      res.resume()
      throw new Error(
        `the server resumed ${url} at the wrong place (${res.headers['content-range'] ?? 'no Content-Range'}); try again`,
      )
    }
    resumedFrom = have
    total = range[3] === '*' ? null : Number(range[3])
  } else if (status === 200) {
    have = 0
    const length = Number(res.headers['content-length'])
    total = Number.isFinite(length) && length > 0 ? length : null
  } else {
    res.resume()
    throw new Error(`download failed: HTTP ${status} from ${url}`)
  }

  if (total !== null && total > maxBytes) {
    res.destroy()
    throw new Error(`${url} is ${Math.round(total / 1048576)} MB: larger than any card database`)
  }
  if (status !== 416) {
    const etag = res.headers.etag
    const lastModified = res.headers['last-modified']
    info = {
      url,
      ...(etag ? { etag } : {}),
      ...(lastModified ? { lastModified } : {}),
      ...(total !== null ? { total } : {}),
    }
    await writeFile(infoFile, JSON.stringify(info))
    let received = have
    options.onProgress?.({ phase: 'download', received, total, resumedFrom })
    const out = createWriteStream(part, { flags: status === 206 ? 'a' : 'w' })
    // A trickle: less than the floor in a whole idle window.
    const windowMs = options.slowWindowMs ?? IDLE_TIMEOUT_MS
    const floor = options.minBytesPerWindow ?? MIN_BYTES_PER_WINDOW
    let lastWindow = received
    const slow = setInterval(() => {
      if (received - lastWindow < floor)
        res.destroy(
          new Error(
            `the download of ${url} is too slow (${received - lastWindow} bytes in ${inWords(windowMs)}); it was cut off (try again to resume)`,
          ),
        )
      lastWindow = received
    }, windowMs)
    try {
      await new Promise<void>((resolvePromise, reject) => {
        res.on('data', (chunk: Buffer) => {
          received += chunk.length
          if (received > maxBytes) {
            res.destroy(new Error(`${url} is larger than any card database (more than ${maxBytes} bytes)`))
            return
          }
          options.onProgress?.({ phase: 'download', received, total, resumedFrom })
        })
        res.on('error', reject)
        res.on('aborted', () =>
          // A stall or the size cap destroyed the answer with its own reason.
          reject(res.errored ?? new Error(`the download of ${url} was cut off; it will resume from byte ${received}`)),
        )
        out.on('error', reject)
        out.on('finish', () => resolvePromise())
        res.pipe(out)
      })
    } catch (error) {
      // The kept part must have its final size before anyone resumes from it: a write already under way lands first.
      res.unpipe(out)
      await new Promise<void>((closed) => {
        if (out.closed) return closed()
        out.once('close', () => closed())
        out.destroy()
      })
      if (options.signal?.aborted) throw options.signal.reason ?? error
      throw error
    } finally {
      clearInterval(slow)
    }
    if (total !== null && received !== total)
      throw new Error(`the download of ${url} stopped at ${received} of ${total} bytes; try again to resume`)
  }
  await rename(part, dest)
  await unlink(infoFile).catch(() => undefined)
  const bytes = await sizeOf(dest)
  const result: DownloadResult = { file: dest, bytes, resumedFrom }
  if (options.import !== false) {
    result.imported = await importCards(dest, dir, {
      signal: options.signal,
      onProgress: (p) => options.onProgress?.({ phase: 'import', ...p }),
    })
  }
  return result
}

/** Scryfall's current oracle-cards file address (the bulk-data API names a new file every day). The answer is
 *  read as it streams in, up to MAX_BULK_ANSWER_BYTES; the address it gives is checked by `get` when fetched. */
export async function resolveScryfallBulkUrl(
  api = SCRYFALL_ORACLE_BULK,
  signal?: AbortSignal,
  net: NetOptions = {},
): Promise<string> {
  const res = await get(api, { accept: 'application/json' }, signal, {
    ...net,
    deadlineMs: net.deadlineMs ?? BULK_DEADLINE_MS,
  })
  if (res.statusCode !== 200) {
    res.resume()
    throw new Error(`Scryfall bulk-data lookup failed: HTTP ${res.statusCode} from ${api}`)
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of res) {
    size += (chunk as Buffer).length
    if (size > MAX_BULK_ANSWER_BYTES) {
      res.destroy()
      throw new Error(`Scryfall's bulk-data answer from ${api} is too large (more than ${MAX_BULK_ANSWER_BYTES} bytes)`)
    }
    chunks.push(chunk as Buffer)
  }
  let body: { download_uri?: unknown }
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { download_uri?: unknown }
  } catch {
    throw new Error(`Scryfall's bulk-data answer from ${api} is not JSON`)
  }
  if (typeof body?.download_uri !== 'string' || !body.download_uri)
    throw new Error(`Scryfall bulk-data answer from ${api} has no download_uri`)
  checkCardUrl(body.download_uri, net) // fail here, naming the address, rather than at the download
  return body.download_uri
}
