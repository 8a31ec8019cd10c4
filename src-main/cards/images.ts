// Card pictures from Scryfall (Settings.cardImages), cached on disk in `<userData>/card-images/`. One file per card
// name (sha256 of the normalised name, extension by image type), written atomically. A miss fetches the picture
// with a timeout, a size cap and a type check; a failure is remembered for a while so an offline table does not
// hammer the network. The page gets a `data:` URL (the CSP allows `img-src data:`), never a remote address.
import { checkCardUrl, originsOf } from './net'
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { CardImage } from '@shared/bridge'

/** Scryfall's "card by exact name" endpoint; with format=image it redirects to the picture on its CDN. */
export const SCRYFALL_NAMED_URL = 'https://api.scryfall.com/cards/named'
export const MAX_CARD_NAME_LENGTH = 200
export const DEFAULT_IMAGE_TIMEOUT_MS = 10_000
export const DEFAULT_IMAGE_MAX_BYTES = 4 * 1024 * 1024
const MAX_REDIRECTS = 5
/** How long a failed name is not asked for again. */
export const DEFAULT_RETRY_AFTER_MS = 10 * 60 * 1000
/** Scryfall asks for 50-100 ms between requests. */
export const DEFAULT_MIN_INTERVAL_MS = 100
const USER_AGENT = 'Hearthside/0.1 (card images)'

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const
type ImageType = keyof typeof EXTENSIONS
const IMAGE_TYPES = Object.keys(EXTENSIONS) as ImageType[]

export interface CardImageCacheOptions {
  /** The cache folder, `<userData>/card-images/`; made on the first write. */
  dir: string
  /** The named-card endpoint (tests pass a local server's); `?exact=…&format=image&version=normal` is added. */
  baseUrl?: string
  fetch?: typeof fetch
  timeoutMs?: number
  maxBytes?: number
  retryAfterMs?: number
  minIntervalMs?: number
  /** The clock of the failure memory. */
  now?: () => number
}

export interface CardImageCache {
  image(name: string): Promise<CardImage>
  /** The cache file for a name and picture type (the file may not exist). */
  fileFor(name: string, type: ImageType): string
}

/** A card name the cache refuses; its code makes the bridge answer `invalid-input`. */
export class CardImageNameError extends Error {
  readonly code = 'invalid-input'
  constructor(message: string) {
    super(message)
    this.name = 'CardImageNameError'
  }
}

/** What is wrong with a card name, or null: non-empty, at most 200 characters, no control characters. */
export function cardImageNameProblem(name: unknown): string | null {
  if (typeof name !== 'string') return 'must be a string'
  if (!name.trim()) return 'must not be empty'
  if (name.length > MAX_CARD_NAME_LENGTH) return `must be at most ${MAX_CARD_NAME_LENGTH} characters`
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return 'must not contain control characters'
  return null
}

/** "  Lightning   BOLT " and "lightning bolt" share a cache file. */
export function normaliseCardName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
}

/** The picture type its first bytes show, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value)
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp'
  return null
}

function dataUrl(type: ImageType, bytes: Uint8Array): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
}

/** A fetch that failed, with the sentence the player sees. */
class ImageFetchError extends Error {}

export function createCardImageCache(options: CardImageCacheOptions): CardImageCache {
  const dir = options.dir
  const baseUrl = options.baseUrl ?? SCRYFALL_NAMED_URL
  const fetchImpl = options.fetch ?? globalThis.fetch
  // The configured endpoint's origin (a local stand-in in tests) is trusted; any other hop must be Scryfall's.
  const net = { allowedOrigins: originsOf(options.baseUrl) }
  const timeoutMs = options.timeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? DEFAULT_IMAGE_MAX_BYTES
  const retryAfterMs = options.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS
  const minIntervalMs = options.minIntervalMs ?? DEFAULT_MIN_INTERVAL_MS
  const now = options.now ?? Date.now

  const inFlight = new Map<string, Promise<CardImage>>()
  const failures = new Map<string, { until: number; reason: string }>()
  let nextStart = 0

  const keyOf = (name: string) => createHash('sha256').update(normaliseCardName(name)).digest('hex')
  const fileFor = (name: string, type: ImageType) => join(dir, `${keyOf(name)}.${EXTENSIONS[type]}`)

  /** The cached picture; a damaged or empty file is removed so the picture is fetched again. */
  async function readCached(name: string): Promise<string | null> {
    for (const type of IMAGE_TYPES) {
      const file = fileFor(name, type)
      let bytes: Buffer
      try {
        bytes = await readFile(file)
      } catch {
        continue
      }
      if (sniffImageType(bytes) === type) return dataUrl(type, bytes)
      await unlink(file).catch(() => undefined)
    }
    return null
  }

  /** Spaces requests to Scryfall out by minIntervalMs. */
  async function waitForTurn(): Promise<void> {
    const start = Math.max(Date.now(), nextStart)
    nextStart = start + minIntervalMs
    const wait = start - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }

  async function download(name: string): Promise<{ type: ImageType; bytes: Uint8Array }> {
    const url = `${baseUrl}?exact=${encodeURIComponent(name.trim())}&format=image&version=normal`
    await waitForTurn()
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    try {
      let response: Response
      let at = url
      // Redirects by hand: every hop must be Scryfall over https (or the configured origin), net.ts.
      for (let hop = 0; ; hop++) {
        try {
          checkCardUrl(at, net)
        } catch (error) {
          throw new ImageFetchError(`Not fetching the picture: ${(error as Error).message}.`)
        }
        try {
          response = await fetchImpl(at, {
            headers: {
              'user-agent': USER_AGENT,
              accept: 'image/jpeg, image/png, image/webp',
              'accept-encoding': 'identity',
            },
            redirect: 'manual',
            signal: controller.signal,
          })
        } catch (error) {
          if (timedOut) throw new ImageFetchError(`Scryfall did not answer within ${timeoutMs / 1000} s.`)
          const cause =
            error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
          throw new ImageFetchError(`Could not reach Scryfall (${cause}).`)
        }
        const location = response.headers.get('location')
        if (response.status < 300 || response.status >= 400 || !location) break
        await response.body?.cancel().catch(() => undefined)
        if (hop >= MAX_REDIRECTS) throw new ImageFetchError('Scryfall redirected the picture too many times.')
        try {
          at = new URL(location, at).href
        } catch {
          throw new ImageFetchError('Scryfall redirected the picture to an address that is not one.')
        }
      }
      // A compressed answer is refused: the size cap counts the bytes as they arrive, and pictures are compressed.
      const encoding = (response.headers.get('content-encoding') ?? 'identity').trim().toLowerCase()
      if (encoding !== 'identity') {
        await response.body?.cancel().catch(() => undefined)
        throw new ImageFetchError(`Scryfall sent the picture ${encoding}-encoded; only plain pictures are accepted.`)
      }
      if (response.status === 404) {
        await response.body?.cancel().catch(() => undefined)
        throw new ImageFetchError(`Scryfall has no card named "${name.trim()}".`)
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined)
        throw new ImageFetchError(`Scryfall answered HTTP ${response.status}.`)
      }
      const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
      if (!(IMAGE_TYPES as string[]).includes(type)) {
        await response.body?.cancel().catch(() => undefined)
        throw new ImageFetchError(`Scryfall sent "${type || 'no content type'}", not a JPEG, PNG or WebP picture.`)
      }
      const tooLarge = `The picture is larger than ${Math.round(maxBytes / 1024)} KB.`
      const declared = Number(response.headers.get('content-length'))
      if (Number.isFinite(declared) && declared > maxBytes) {
        await response.body?.cancel().catch(() => undefined)
        throw new ImageFetchError(tooLarge)
      }
      const chunks: Uint8Array[] = []
      let received = 0
      const reader = response.body?.getReader()
      try {
        while (reader) {
          const { done, value } = await reader.read()
          if (done) break
          received += value.byteLength
          if (received > maxBytes) {
            await reader.cancel().catch(() => undefined)
            throw new ImageFetchError(tooLarge)
          }
          chunks.push(value)
        }
      } catch (error) {
        if (error instanceof ImageFetchError) throw error
        if (timedOut) throw new ImageFetchError(`Scryfall did not send the picture within ${timeoutMs / 1000} s.`)
        throw new ImageFetchError(
          `The picture's download was cut off (${error instanceof Error ? error.message : String(error)}).`,
        )
      }
      const bytes = Buffer.concat(chunks)
      if (sniffImageType(bytes) !== type)
        throw new ImageFetchError(`Scryfall's picture is damaged: it is not the ${type} it claims to be.`)
      return { type: type as ImageType, bytes }
    } finally {
      clearTimeout(timer)
    }
  }

  /** Writes the picture through a temporary file, so a reader never sees half a picture. */
  async function store(name: string, type: ImageType, bytes: Uint8Array): Promise<void> {
    const file = fileFor(name, type)
    const tmp = join(dir, `.${keyOf(name)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
    try {
      await mkdir(dir, { recursive: true })
      await writeFile(tmp, bytes)
      await rename(tmp, file)
    } catch {
      // The picture is still shown; it is fetched again next time.
      await unlink(tmp).catch(() => undefined)
    }
  }

  async function lookUp(name: string, key: string): Promise<CardImage> {
    const cached = await readCached(name)
    if (cached) return { name, dataUrl: cached }
    const failed = failures.get(key)
    if (failed && now() < failed.until) return { name, dataUrl: null, reason: failed.reason }
    try {
      const { type, bytes } = await download(name)
      failures.delete(key)
      await store(name, type, bytes)
      return { name, dataUrl: dataUrl(type, bytes) }
    } catch (error) {
      const reason =
        error instanceof ImageFetchError ? error.message : `The picture could not be fetched (${String(error)}).`
      failures.set(key, { until: now() + retryAfterMs, reason })
      return { name, dataUrl: null, reason }
    }
  }

  return {
    fileFor,
    image(name: string): Promise<CardImage> {
      const problem = cardImageNameProblem(name)
      if (problem) return Promise.reject(new CardImageNameError(`The card name ${problem}.`))
      const key = keyOf(name)
      const pending = inFlight.get(key)
      if (pending) return pending.then((image) => ({ ...image, name }))
      const lookup = lookUp(name, key).finally(() => inFlight.delete(key))
      inFlight.set(key, lookup)
      return lookup
    },
  }
}

/** Main's own check of Settings.cardImages: with pictures off, nothing is read or fetched whatever the page asks. */
export function whenCardImagesEnabled(
  cache: Pick<CardImageCache, 'image'>,
  enabled: () => Promise<boolean>,
): Pick<CardImageCache, 'image'> {
  return {
    async image(name: string): Promise<CardImage> {
      if (!(await enabled())) return { name, dataUrl: null, reason: 'Card pictures are turned off in Settings.' }
      return cache.image(name)
    },
  }
}
