// One save list entry per file, reading as little as it can: the first 16 KB (header and `meta`, written first by
// encode.ts) and the last bytes (a save ends with "}"). Anything unusual falls back to a full decode, which also
// gives the exact problem for a damaged file. Entries are cached by size and modification time.
import { constants } from 'node:fs'
import { open, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveEntry, type SaveMeta } from '../../src-shared/saves/format'
import { backupPath, isTempFile } from './atomic'
import { decodeSave, MAX_SAVE_BYTES, tooLarge } from './decode'
import { fsError, SaveError, toSaveProblem } from './errors'
import { scanTopLevel } from './header'
import { metaSchema } from './schema'

const HEAD_BYTES = 16 * 1024
const TAIL_BYTES = 64
export const AUTOSAVE_NAME = /^([A-Za-z0-9_-]{1,64})\.auto-(\d{1,9})\.json$/

/** Save files are the folder's `*.json` files; dot-files (temporary files, `.trash`) and `*.bak` are not. */
export function isSaveFileName(name: string): boolean {
  return name.endsWith('.json') && !name.startsWith('.') && !isTempFile(name)
}

export function autosaveName(gameId: string, sequence: number): string {
  return `${gameId}.auto-${sequence}.json`
}

const loose = new TextDecoder('utf-8')

function parseJson(raw: string | undefined): unknown {
  if (raw === undefined) return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** The metadata from the start of the file, or null when the quick path does not apply. */
function quickMeta(head: Uint8Array, tail: Uint8Array): SaveMeta | null {
  if (!loose.decode(tail).trimEnd().endsWith('}')) return null
  const scan = scanTopLevel(loose.decode(head), ['format', 'formatVersion', 'meta'])
  if (parseJson(scan.fields.format) !== SAVE_FORMAT || parseJson(scan.fields.formatVersion) !== SAVE_FORMAT_VERSION)
    return null
  const meta = metaSchema.safeParse(parseJson(scan.fields.meta))
  return meta.success ? (meta.data as SaveMeta) : null
}

export async function readEntry(dir: string, id: string): Promise<SaveEntry> {
  const path = join(dir, id)
  const auto = AUTOSAVE_NAME.exec(id)
  let handle
  try {
    handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)) // a pipe must not block the list
  } catch (error) {
    throw fsError(error, path, 'open')
  }
  try {
    const info = await handle.stat()
    if (!info.isFile()) throw new SaveError('unreadable', path, `Cannot read "${path}": it is not a regular file.`)
    const entry: SaveEntry = {
      id,
      path,
      kind: auto ? 'auto' : 'manual',
      ...(auto && { autosave: Number(auto[2]) }),
      size: info.size,
      modifiedAt: info.mtime.toISOString(),
      formatVersion: null,
      meta: null,
    }
    if (info.size > HEAD_BYTES) {
      const head = Buffer.alloc(HEAD_BYTES)
      const tail = Buffer.alloc(TAIL_BYTES)
      await handle.read(head, 0, HEAD_BYTES, 0)
      await handle.read(tail, 0, TAIL_BYTES, info.size - TAIL_BYTES)
      const meta = quickMeta(head, tail)
      if (meta) return { ...entry, formatVersion: SAVE_FORMAT_VERSION, meta }
    }
    try {
      if (info.size > MAX_SAVE_BYTES) throw tooLarge(path, info.size)
      const bytes = await handle.readFile()
      const { save, migratedFrom } = decodeSave(bytes, path)
      return { ...entry, formatVersion: migratedFrom ?? SAVE_FORMAT_VERSION, meta: save.meta }
    } catch (error) {
      const backup = await stat(backupPath(path)).then(
        (b) => b.isFile(),
        () => false,
      )
      return { ...entry, problem: toSaveProblem(error, path), ...(backup && { backup }) }
    }
  } catch (error) {
    throw error instanceof SaveError ? error : fsError(error, path, 'read')
  } finally {
    await handle.close()
  }
}

export interface ListingCache {
  get(id: string, size: number, mtimeMs: number): SaveEntry | undefined
  set(id: string, size: number, mtimeMs: number, entry: SaveEntry): void
  delete(id: string): void
}

export function listingCache(): ListingCache {
  const map = new Map<string, { size: number; mtimeMs: number; entry: SaveEntry }>()
  return {
    get: (id, size, mtimeMs) => {
      const hit = map.get(id)
      return hit && hit.size === size && hit.mtimeMs === mtimeMs ? hit.entry : undefined
    },
    set: (id, size, mtimeMs, entry) => void map.set(id, { size, mtimeMs, entry }),
    delete: (id) => void map.delete(id),
  }
}

/** Every save file of the folder (unsorted). A missing folder lists as empty. */
export async function readEntries(dir: string, cache: ListingCache = listingCache()): Promise<SaveEntry[]> {
  let names: string[]
  try {
    names = (await readdir(dir, { withFileTypes: true }))
      .filter((d) => d.isFile() && isSaveFileName(d.name))
      .map((d) => d.name)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw fsError(error, dir, 'list the saves in')
  }
  const entries = await mapLimit(names, 32, async (id) => {
    try {
      const info = await stat(join(dir, id))
      const hit = cache.get(id, info.size, info.mtimeMs)
      if (hit) return hit
      const entry = await readEntry(dir, id)
      cache.set(id, info.size, info.mtimeMs, entry)
      return entry
    } catch (error) {
      const gone =
        error instanceof SaveError ? error.code === 'not-found' : (error as NodeJS.ErrnoException).code === 'ENOENT'
      if (gone) return null // removed while listing
      return {
        id,
        path: join(dir, id),
        kind: 'manual',
        size: 0,
        modifiedAt: new Date(0).toISOString(),
        formatVersion: null,
        meta: null,
        problem: toSaveProblem(error, join(dir, id)),
      } satisfies SaveEntry
    }
  })
  return entries.filter((e): e is SaveEntry => e !== null)
}

/** Maps with at most `limit` calls in flight (a folder of a thousand saves must not open a thousand files at once). */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
