// Importing a card file: MTGJSON AtomicCards, a Scryfall bulk array (oracle-cards, ~140 MB), a Scryfall list, or
// one Scryfall card. Streams the file (never one string), counts what it skips, and names the place of any error.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { describeFsError } from '../fs/bounded'
import { createGunzip } from 'node:zlib'
import type { Readable } from 'node:stream'
import type { CardDefinition } from '../../src-shared/cards/model'
import { cardFromAtomic, atomicSkipReason } from '../../src-shared/cards/mtgjson'
import { cardFromScryfall, scryfallSkipReason } from '../../src-shared/cards/scryfall'
import { CardDataError } from '../../src-shared/cards/build'
import { foldName } from '../../src-shared/cards/names'
import type { SkipReason } from '../../src-shared/cards/skip'
import { JsonSyntaxError, splitJsonStream, type JsonElement } from './jsonStream'

export type CardFileKind = 'mtgjson-atomic' | 'scryfall-array' | 'scryfall-list' | 'scryfall-card'

export interface ImportProgress {
  bytesRead: number
  /** The file's size (compressed size for .gz files, as bytesRead counts). */
  totalBytes: number
  cards: number
}

export interface ReadOptions {
  onProgress?: (progress: ImportProgress) => void
  signal?: AbortSignal
}

export type SkipCount = Partial<Record<SkipReason | 'duplicate' | 'unreadable', number>>

export interface ReadResult {
  kind: CardFileKind
  cards: CardDefinition[]
  /** Objects read that are not cards, by reason; duplicates of a name already read; cards whose data is unusable. */
  skippedBy: SkipCount
  skipped: number
  warnings: string[]
}

/** The file is not a card file, or is malformed: the message names the file, the byte offset, line and card. */
export class CardImportError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CardImportError'
  }
}

const MAX_WARNINGS = 50

/** Reads every card of a card file, streaming. Does not touch any database. */
export async function readCardFile(file: string, options: ReadOptions = {}): Promise<ReadResult> {
  let size: number
  try {
    const info = await stat(file)
    // Only regular files: a device (/dev/zero) or a pipe never ends.
    if (info.isDirectory()) throw new CardImportError(`${file} is a folder, not a card file`)
    if (!info.isFile()) throw new CardImportError(`${file} is not a regular file (a device, a pipe or a socket)`)
    size = info.size
  } catch (error) {
    if (error instanceof CardImportError) throw error
    throw new CardImportError(describeFsError(error, file).message)
  }
  const gz = await isGzip(file)
  let bytesRead = 0
  const raw = createReadStream(file, { highWaterMark: 1 << 20, signal: options.signal })
  raw.on('data', (chunk) => {
    bytesRead += chunk.length
  })
  const source: Readable = gz ? raw.pipe(createGunzip()) : raw
  if (gz) raw.on('error', (e) => source.destroy(e))

  const byName = new Map<string, CardDefinition>()
  const order: string[] = []
  const skippedBy: SkipCount = {}
  const warnings: string[] = []
  const warn = (text: string) => {
    if (warnings.length < MAX_WARNINGS) warnings.push(text)
    else if (warnings.length === MAX_WARNINGS) warnings.push('… more warnings left out')
  }
  const skip = (reason: keyof SkipCount) => {
    skippedBy[reason] = (skippedBy[reason] ?? 0) + 1
  }
  const top: Record<string, string> = {}
  let kind: CardFileKind | undefined
  let lastReport = 0
  const report = () => options.onProgress?.({ bytesRead, totalBytes: size, cards: byName.size })

  const accept = (card: CardDefinition) => {
    const key = foldName(card.name)
    const existing = byName.get(key)
    if (!existing) {
      byName.set(key, card)
      order.push(key)
      return
    }
    skip('duplicate')
    // A reversible card repeats a card printed normally elsewhere: keep the normal one.
    if (existing.layout === 'reversible_card' && card.layout !== 'reversible_card') byName.set(key, card)
  }

  const place = (el: JsonElement, name?: string) =>
    `${file}: ${name ? `card "${name}" ` : ''}at byte ${el.offset} (line ${el.line})`

  const parse = (el: JsonElement): unknown => {
    try {
      return JSON.parse(el.text)
    } catch (error) {
      const name = el.key ?? /"name"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(el.text)?.[1]
      throw new CardImportError(`${place(el, name)}: malformed JSON: ${(error as Error).message}`)
    }
  }

  try {
    for await (const el of splitJsonStream(source, ['data'], { keepTopLevel: true, topArray: true })) {
      if (el.topLevel) {
        if (el.key !== undefined) top[el.key] = el.text
        continue
      }
      if (el.key !== undefined) {
        // MTGJSON: data maps each card name to its faces.
        kind ??= 'mtgjson-atomic'
        const faces = parse(el)
        if (!Array.isArray(faces))
          throw new CardImportError(`${place(el, el.key)}: expected a list of card faces (is this AtomicCards.json?)`)
        const reason = atomicSkipReason(el.key, faces)
        if (reason) skip(reason)
        else {
          try {
            accept(cardFromAtomic(el.key, faces))
          } catch (error) {
            if (!(error instanceof CardDataError)) throw error
            skip('unreadable')
            warn(`${place(el, el.key)}: ${error.message}`)
          }
        }
      } else {
        kind ??= 'object' in top ? 'scryfall-list' : 'scryfall-array'
        readScryfall(parse(el), el)
      }
      if (bytesRead - lastReport >= 1 << 20) {
        lastReport = bytesRead
        report()
      }
    }
  } catch (error) {
    if (error instanceof JsonSyntaxError)
      throw new CardImportError(`${file}: malformed JSON: ${error.message}${lastCard(byName, order)}`)
    if (error instanceof Error && error.name === 'AbortError') throw error
    if (error instanceof Error && /incorrect header check|unexpected end of file/i.test(error.message) && gz) {
      throw new CardImportError(`${file}: the gzip data is damaged (${error.message})`)
    }
    // One element too large for a string (a file made to be one huge value): not a card file.
    if ((error as NodeJS.ErrnoException)?.code === 'ERR_STRING_TOO_LONG' || error instanceof RangeError)
      throw new CardImportError(
        `${file}: one value in the file is too large to read (hundreds of megabytes in one element): it is not a card file`,
      )
    throw error
  }

  /** A member of a single Scryfall card, as JSON; a malformed one names the file. */
  const member = (key: string, text: string): unknown => {
    try {
      return JSON.parse(text)
    } catch (error) {
      throw new CardImportError(`${file}: malformed JSON in "${key.slice(0, 40)}": ${(error as Error).message}`)
    }
  }

  function readScryfall(obj: unknown, el: JsonElement) {
    const name = obj && typeof obj === 'object' ? String((obj as Record<string, unknown>).name ?? '') : ''
    const reason = scryfallSkipReason(obj)
    if (reason === 'not_a_card' && !(obj && typeof obj === 'object')) {
      throw new CardImportError(
        `${place(el)}: expected a Scryfall card object, found ${JSON.stringify(obj).slice(0, 40)}`,
      )
    }
    if (reason) {
      skip(reason)
      return
    }
    try {
      accept(cardFromScryfall(obj))
    } catch (error) {
      if (!(error instanceof CardDataError)) throw error
      skip('unreadable')
      warn(`${place(el, name)}: ${error.message}`)
    }
  }

  if (!kind) {
    // One Scryfall card: its members came as top-level elements.
    if ('object' in top || ('name' in top && 'type_line' in top)) {
      const object = 'object' in top ? member('object', top.object) : 'card'
      if (object === 'card') {
        kind = 'scryfall-card'
        const card = Object.fromEntries(Object.entries(top).map(([k, v]) => [k, member(k, v)]))
        const reason = scryfallSkipReason(card)
        if (reason) skip(reason)
        else {
          try {
            accept(cardFromScryfall(card))
          } catch (error) {
            if (!(error instanceof CardDataError)) throw error
            throw new CardImportError(`${file}: ${error.message}`)
          }
        }
      } else if (object === 'list') kind = 'scryfall-list'
      else throw new CardImportError(`${file}: a Scryfall "${object}" object is not a card or a list of cards`)
    } else if ('data' in top || 'meta' in top) kind = 'mtgjson-atomic'
    else
      throw new CardImportError(
        `${file}: not a card file (expected MTGJSON AtomicCards, a Scryfall bulk array or a Scryfall card)`,
      )
  }
  report()
  const cards = order.map((k) => byName.get(k)!)
  const skipped = Object.values(skippedBy).reduce((a, b) => a + (b ?? 0), 0)
  return { kind, cards, skippedBy, skipped, warnings }
}

function lastCard(byName: Map<string, CardDefinition>, order: string[]): string {
  const last = order.length ? byName.get(order[order.length - 1]) : undefined
  return last ? ` (after the card "${last.name}")` : ''
}

async function isGzip(file: string): Promise<boolean> {
  const { open } = await import('node:fs/promises')
  const handle = await open(file, 'r')
  try {
    const head = Buffer.alloc(2)
    const { bytesRead } = await handle.read(head, 0, 2, 0)
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b
  } finally {
    await handle.close()
  }
}
