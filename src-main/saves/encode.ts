// Document → JSON text, in a fixed layout (src-shared/saves/FORMAT.md): the header fields and `meta` first, so the
// save list reads only the start of each file; one card and one action per line; the snapshot last.
import type { SaveDocument } from '../../src-shared/saves/format'
import { checksumOf } from './checksum'

const HEAD = ['format', 'formatVersion', 'appVersion', 'meta'] as const
const BODY = ['variant', 'options', 'players', 'seed', 'cards', 'pool', 'log', 'checksum'] as const
const LINE_ARRAYS = new Set<string>(['cards', 'log'])

function field(key: string, value: unknown): string {
  const k = JSON.stringify(key)
  if (LINE_ARRAYS.has(key) && Array.isArray(value)) {
    return value.length ? `${k}:[\n${value.map((v) => JSON.stringify(v)).join(',\n')}\n]` : `${k}:[]`
  }
  return `${k}:${JSON.stringify(value)}`
}

/** The text in pieces, for streaming writes. Keys whose value is undefined are left out, as JSON.stringify does. */
export function* saveChunks(doc: SaveDocument): Generator<string> {
  const known = new Set<string>([...HEAD, ...BODY, 'snapshot'])
  const keys = [
    ...HEAD,
    ...BODY,
    ...Object.keys(doc).filter((k) => !known.has(k)), // unknown extra fields are kept
    'snapshot',
  ]
  let first = true
  for (const key of keys) {
    // The checksum is always the one of what is written (a document read from a file may carry its old one).
    const value = key === 'snapshot' ? (doc.snapshot ?? null) : key === 'checksum' ? checksumOf(doc) : doc[key]
    if (value === undefined) continue
    // The head goes on the first line, meta on the second; every other field starts a line.
    yield (first ? '{' : key === 'formatVersion' || key === 'appVersion' ? ',' : ',\n') + field(key, value)
    first = false
  }
  yield '}\n'
}

export function encodeSave(doc: SaveDocument): string {
  let text = ''
  for (const chunk of saveChunks(doc)) text += chunk
  return text
}
