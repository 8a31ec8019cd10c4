// AtomicCards a card at a time: where each card's entry lies in the shared AtomicCards.json (its byte offset and
// length), found once by one pass over the file and kept in the system's temporary folder, keyed by the file's path,
// size and modification time. A test file that needs a few real cards then reads those few entries instead of parsing
// all 17 MB (about half a second of CPU each time, in each of some 170 test files). The entries read are the file's
// own bytes, so the cache can't hold stale card data; a cache that doesn't match the file is rebuilt.
import { closeSync, mkdirSync, openSync, readFileSync, readSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sharedDataPath } from './sharedData'

/** name -> [byte offset, byte length] of its faces array in the file. */
export type AtomicIndex = Record<string, [number, number]>

const FORMAT = 1
const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_OBJECT = 0x7b
const OPEN_ARRAY = 0x5b
const CLOSE_OBJECT = 0x7d
const CLOSE_ARRAY = 0x5d

/** One pass over AtomicCards' bytes: every key of its top-level "data" object and where its value lies. */
export function indexAtomicBytes(bytes: Uint8Array): AtomicIndex {
  const index: AtomicIndex = {}
  let depth = 0
  let dataDepth = -1 // the depth inside "data" once it is open
  let lastKey = ''
  let keyStart = -1
  let valueStart = -1
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]
    if (b === QUOTE) {
      const start = i
      for (i++; bytes[i] !== QUOTE; i++) if (bytes[i] === BACKSLASH) i++
      if (depth === 1 || depth === dataDepth) {
        keyStart = start
        lastKey = JSON.parse(Buffer.from(bytes.subarray(start, i + 1)).toString('utf8')) as string
      }
    } else if (b === OPEN_OBJECT || b === OPEN_ARRAY) {
      depth++
      if (depth === 2 && lastKey === 'data' && keyStart >= 0 && dataDepth < 0) dataDepth = 2
      else if (dataDepth > 0 && depth === dataDepth + 1) valueStart = i
    } else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
      if (dataDepth > 0 && depth === dataDepth + 1) index[lastKey] = [valueStart, i + 1 - valueStart]
      if (depth === dataDepth) dataDepth = -Infinity // "data" is closed: nothing more to index
      depth--
    }
  }
  return index
}

let cached: { path: string; index: AtomicIndex } | null = null

/** The index of the shared AtomicCards.json, from the temporary folder or built (and stored) now. */
export function atomicIndex(): { path: string; index: AtomicIndex } {
  if (cached) return cached
  const path = sharedDataPath('mtgjson/AtomicCards.json')
  const { size, mtimeMs } = statSync(path)
  const key = createHash('sha256')
    .update(JSON.stringify([FORMAT, path, size, mtimeMs]))
    .digest('hex')
    .slice(0, 16)
  const dir = join(tmpdir(), 'hearthside-test-cache')
  const file = join(dir, `atomic-index-${key}.json`)
  let index: AtomicIndex | null = null
  try {
    index = JSON.parse(readFileSync(file, 'utf8')) as AtomicIndex
  } catch {
    index = indexAtomicBytes(readFileSync(path))
    mkdirSync(dir, { recursive: true })
    const part = `${file}.${process.pid}.part` // written whole, then renamed: parallel workers never read half a file
    writeFileSync(part, JSON.stringify(index))
    renameSync(part, file)
  }
  cached = { path, index }
  return cached
}

/** The raw faces of the AtomicCards entry named `name`, or undefined when the file has no such entry. */
export function atomicEntry(name: string): unknown {
  const { path, index } = atomicIndex()
  const at = Object.hasOwn(index, name) ? index[name] : undefined
  if (!at) return undefined
  const buffer = Buffer.alloc(at[1])
  const fd = openSync(path, 'r')
  try {
    readSync(fd, buffer, 0, at[1], at[0])
  } finally {
    closeSync(fd)
  }
  return JSON.parse(buffer.toString('utf8'))
}
