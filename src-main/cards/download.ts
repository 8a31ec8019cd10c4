// Downloading a full card database (MTGJSON AtomicCards or Scryfall oracle-cards) with progress, cancel and resume
// (HTTP Range on a kept ".part" file), then importing it. One click in the app; tested against a local server.
import { createWriteStream } from 'node:fs'
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { basename, join } from 'node:path'
import { importCards, type ImportResult } from './database'
import type { ImportProgress } from './importer'

export const MTGJSON_ATOMIC_URL = 'https://mtgjson.com/api/v5/AtomicCards.json.gz'
/** Scryfall's bulk-data description; its download_uri changes daily (resolveScryfallBulkUrl). */
export const SCRYFALL_ORACLE_BULK = 'https://api.scryfall.com/bulk-data/oracle-cards'

export type DownloadProgress =
  | { phase: 'download'; received: number; total: number | null; resumedFrom: number }
  | ({ phase: 'import' } & ImportProgress)

export interface DownloadOptions {
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

function get(
  url: string,
  headers: Record<string, string>,
  signal?: AbortSignal,
  redirects = 5,
): Promise<IncomingMessage> {
  return new Promise((resolvePromise, reject) => {
    const u = new URL(url)
    const request = u.protocol === 'https:' ? httpsRequest : u.protocol === 'http:' ? httpRequest : undefined
    if (!request) return reject(new Error(`cannot download from "${url}": only http and https are supported`))
    const req = request(
      u,
      { headers: { 'user-agent': USER_AGENT, 'accept-encoding': 'identity', ...headers }, signal },
      (res) => {
        const status = res.statusCode ?? 0
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume()
          if (redirects <= 0) return reject(new Error(`too many redirects downloading ${url}`))
          return resolvePromise(get(new URL(res.headers.location, u).href, headers, signal, redirects - 1))
        }
        resolvePromise(res)
      },
    )
    req.on('error', reject)
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
  await mkdir(folder, { recursive: true })
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
  const res = await get(url, headers, options.signal)
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
    try {
      await new Promise<void>((resolvePromise, reject) => {
        res.on('data', (chunk: Buffer) => {
          received += chunk.length
          options.onProgress?.({ phase: 'download', received, total, resumedFrom })
        })
        res.on('error', reject)
        res.on('aborted', () =>
          reject(new Error(`the download of ${url} was cut off; it will resume from byte ${received}`)),
        )
        out.on('error', reject)
        out.on('finish', () => resolvePromise())
        res.pipe(out)
      })
    } catch (error) {
      out.destroy()
      if (options.signal?.aborted) throw options.signal.reason ?? error
      throw error
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

/** Scryfall's current oracle-cards file address (the bulk-data API names a new file every day). */
export async function resolveScryfallBulkUrl(api = SCRYFALL_ORACLE_BULK, signal?: AbortSignal): Promise<string> {
  const res = await get(api, { accept: 'application/json' }, signal)
  const chunks: Buffer[] = []
  for await (const chunk of res) chunks.push(chunk as Buffer)
  if (res.statusCode !== 200) throw new Error(`Scryfall bulk-data lookup failed: HTTP ${res.statusCode} from ${api}`)
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { download_uri?: string }
  if (!body.download_uri) throw new Error(`Scryfall bulk-data answer from ${api} has no download_uri`)
  return body.download_uri
}
