// A streaming JSON element splitter: reads a JSON document chunk by chunk and hands out the raw text of each element
// of one array or object (a 140 MB Scryfall bulk array, MTGJSON's `data` object) without holding the whole file.
// Structure outside the elements is validated; each element's text is handed to JSON.parse by the caller.

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    /** Byte offset in the file (0-based). */
    readonly offset: number,
    /** Line (1-based). */
    readonly line: number,
  ) {
    super(`${message} (at byte ${offset}, line ${line})`)
    this.name = 'JsonSyntaxError'
  }
}

export interface JsonElement {
  /** The member name, for elements of an object. */
  key?: string
  /** Position among the container's elements (0-based). */
  index: number
  /** A member of the top-level object that is not on the path (with `keepTopLevel`). */
  topLevel?: boolean
  /** The element's JSON text. */
  text: string
  /** Byte offset and line where the element starts. */
  offset: number
  line: number
}

/**
 * Which elements to hand out: `[]` the elements of the top-level array (or members of the top-level object);
 * `['data']` the elements of the value of the top-level member "data" (MTGJSON).
 */
export type JsonPath = string[]

export interface SplitOptions {
  keepTopLevel?: boolean
  topArray?: boolean
}

type Expect = 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'commaOrEnd' | 'done'

interface Frame {
  type: 0x7b | 0x5b // '{' | '['
  expect: Expect
  key?: string
  /** This frame's elements are handed out. */
  target: boolean
  /** Depth in the path this frame stands at (its members may lead further down the path). */
  pathDepth: number
  count: number
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_OBJ = 0x7b
const CLOSE_OBJ = 0x7d
const OPEN_ARR = 0x5b
const CLOSE_ARR = 0x5d
const COMMA = 0x2c
const COLON = 0x3a
const NEWLINE = 0x0a

const BOM = [0xef, 0xbb, 0xbf]

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09

export class JsonSplitter {
  private readonly path: JsonPath
  private readonly keepTopLevel: boolean
  private readonly topArray: boolean
  private scanTop = false
  private stack: Frame[] = []
  private topDone = false
  private started = false
  private offset = 0 // absolute offset of the current chunk's first byte
  private line = 1
  // A value being scanned at the element level (captured when it is a target, else skipped).
  private scanning = false
  private store = false
  private depth = 0
  private inString = false
  private escape = false
  private primitive = false
  private pieces: Uint8Array[] = []
  private startOffset = 0
  private startLine = 1
  private scanKey?: string
  private scanIndex = 0
  // A member name being read.
  private readingKey = false
  private keyPieces: Uint8Array[] = []
  private bomSeen = false
  private chunkNo = 0

  /**
   * keepTopLevel: also hand out the top-level object's other members (a Scryfall card's fields, MTGJSON's meta).
   * topArray: when the document is an array, hand out its elements whatever the path (a Scryfall bulk file).
   */
  constructor(path: JsonPath = [], options: SplitOptions = {}) {
    this.path = path
    this.keepTopLevel = options.keepTopLevel ?? false
    this.topArray = options.topArray ?? false
  }

  /** The byte offset and line reached so far. */
  position(): { offset: number; line: number } {
    return { offset: this.offset, line: this.line }
  }

  /** Feeds the next chunk; returns the elements completed in it. */
  push(chunk: Uint8Array): JsonElement[] {
    const out: JsonElement[] = []
    const buf = chunk
    this.chunkNo++
    let i = 0
    // A UTF-8 byte-order mark (EF BB BF) at the start is skipped, even split across chunks.
    while (
      this.offset + i < 3 &&
      i < buf.length &&
      buf[i] === BOM[this.offset + i] &&
      (this.offset + i === 0 || this.bomSeen)
    ) {
      this.bomSeen = true
      i++
    }
    const n = buf.length
    while (i < n) {
      if (this.scanning) {
        i = this.scan(buf, i, out)
        continue
      }
      if (this.readingKey) {
        i = this.readKey(buf, i)
        continue
      }
      const b = buf[i]
      if (isSpace(b)) {
        if (b === NEWLINE) this.line++
        i++
        continue
      }
      this.structural(b, buf, i)
      i++ // a value's scan continues from the byte after its first
      if (this.scanning && i >= n && this.store) this.pieces.push(buf.subarray(i - 1)) // it began on the chunk's last byte
    }
    this.offset += n
    return out
  }

  /** Call at the end of input: throws when the document is incomplete. */
  end(): void {
    if (this.readingKey || this.scanning || this.stack.length || !this.topDone) {
      const what = this.scanning
        ? `inside the element starting at byte ${this.startOffset} (line ${this.startLine})${this.scanKey !== undefined ? ` "${this.scanKey}"` : ''}`
        : this.started
          ? 'before the document was closed'
          : 'the document is empty'
      throw new JsonSyntaxError(`unexpected end of file ${what}`, this.offset, this.line)
    }
  }

  private fail(message: string, at: number): never {
    throw new JsonSyntaxError(message, at, this.line)
  }

  private structural(b: number, buf: Uint8Array, i: number): void {
    const at = this.offset + i
    const frame = this.stack[this.stack.length - 1]
    if (!frame) {
      if (this.topDone) this.fail(`unexpected "${String.fromCharCode(b)}" after the end of the document`, at)
      this.started = true
      if (b !== OPEN_OBJ && b !== OPEN_ARR) this.fail('a JSON array or object was expected', at)
      const target = this.path.length === 0 || (b === OPEN_ARR && this.topArray)
      this.stack.push({ type: b, expect: b === OPEN_OBJ ? 'keyOrEnd' : 'valueOrEnd', target, pathDepth: 0, count: 0 })
      return
    }
    switch (frame.expect) {
      case 'keyOrEnd':
      case 'key':
        if (b === QUOTE) {
          this.readingKey = true
          this.keyPieces = []
          this.keyStart = i + 1
          this.keyStartChunk = this.chunkNo
          this.escape = false
          return
        }
        if (b === CLOSE_OBJ && frame.expect === 'keyOrEnd') return this.close()
        return this.fail(`expected a member name in quotes, found "${String.fromCharCode(b)}"`, at)
      case 'colon':
        if (b === COLON) {
          frame.expect = 'value'
          return
        }
        return this.fail(`expected ":" after the member name "${frame.key}"`, at)
      case 'commaOrEnd':
        if (b === COMMA) {
          frame.expect = frame.type === OPEN_OBJ ? 'key' : 'value'
          return
        }
        if ((b === CLOSE_OBJ && frame.type === OPEN_OBJ) || (b === CLOSE_ARR && frame.type === OPEN_ARR))
          return this.close()
        return this.fail(
          `expected "," or "${frame.type === OPEN_OBJ ? '}' : ']'}", found "${String.fromCharCode(b)}"`,
          at,
        )
      case 'valueOrEnd':
      case 'value': {
        if (b === CLOSE_ARR && frame.expect === 'valueOrEnd') return this.close()
        const key = frame.type === OPEN_OBJ ? frame.key : undefined
        const index = frame.count
        frame.count++
        frame.expect = 'commaOrEnd'
        // Descend when this member is the next step of the path.
        if (
          !frame.target &&
          frame.type === OPEN_OBJ &&
          key === this.path[frame.pathDepth] &&
          (b === OPEN_OBJ || b === OPEN_ARR)
        ) {
          const pathDepth = frame.pathDepth + 1
          this.stack.push({
            type: b,
            expect: b === OPEN_OBJ ? 'keyOrEnd' : 'valueOrEnd',
            target: pathDepth === this.path.length,
            pathDepth,
            count: 0,
          })
          return
        }
        if (b === CLOSE_OBJ || b === CLOSE_ARR || b === COMMA || b === COLON)
          this.fail(`expected a value, found "${String.fromCharCode(b)}"`, at)
        const top = !frame.target && this.keepTopLevel && this.stack.length === 1 && frame.type === OPEN_OBJ
        this.beginScan(buf, i, frame.target || top, key, index)
        this.scanTop = top
        return
      }
      default:
        this.fail(`unexpected "${String.fromCharCode(b)}"`, at)
    }
  }

  private keyStart = 0
  private keyStartChunk = -1

  private readKey(buf: Uint8Array, i: number): number {
    const start = this.chunkNo === this.keyStartChunk ? this.keyStart : i
    const end = this.findStringEnd(buf, i)
    if (end < 0) {
      this.keyPieces.push(buf.subarray(start))
      return buf.length
    }
    this.keyPieces.push(buf.subarray(start, end))
    const raw = Buffer.concat(this.keyPieces).toString('utf8')
    this.readingKey = false
    this.keyPieces = []
    const frame = this.stack[this.stack.length - 1]
    try {
      frame.key = JSON.parse(`"${raw}"`) as string
    } catch {
      this.fail(`malformed member name "${raw.slice(0, 60)}"`, this.offset + end)
    }
    frame.expect = 'colon'
    return end + 1
  }

  /** In a string from i: the index of its closing quote in buf, or -1 (the escape state is carried over). */
  private findStringEnd(buf: Uint8Array, from: number): number {
    let i = from
    const n = buf.length
    for (;;) {
      if (this.escape) {
        this.escape = false
        i++
        if (i > n) return -1
      }
      if (i >= n) return -1
      const j = buf.indexOf(QUOTE, i)
      if (j < 0) {
        let k = n - 1
        let c = 0
        while (k >= i && buf[k] === BACKSLASH) {
          c++
          k--
        }
        this.escape = c % 2 === 1
        return -1
      }
      let k = j - 1
      let c = 0
      while (k >= i && buf[k] === BACKSLASH) {
        c++
        k--
      }
      if (c % 2 === 1) {
        i = j + 1
        continue
      }
      return j
    }
  }

  private beginScan(buf: Uint8Array, i: number, store: boolean, key: string | undefined, index: number): void {
    this.scanning = true
    this.store = store
    this.startOffset = this.offset + i
    this.startLine = this.line
    this.scanKey = key
    this.scanIndex = index
    this.pieces = []
    this.scanStart = i
    this.scanChunk = this.chunkNo
    const b = buf[i]
    this.primitive = b !== OPEN_OBJ && b !== OPEN_ARR && b !== QUOTE
    this.inString = b === QUOTE
    this.depth = b === OPEN_OBJ || b === OPEN_ARR ? 1 : 0
    this.escape = false
  }

  private scanStart = 0
  private scanChunk = -1

  /** Continues scanning the current value from buf[i] (the byte after its first one, on the first call). */
  private scan(buf: Uint8Array, i: number, out: JsonElement[]): number {
    const start = this.chunkNo === this.scanChunk ? this.scanStart : 0
    if (this.chunkNo === this.scanChunk && i === this.scanStart) i++ // the opening byte was seen by beginScan
    const n = buf.length
    let end = -1
    if (this.primitive) {
      while (i < n) {
        const b = buf[i]
        if (b === COMMA || b === CLOSE_ARR || b === CLOSE_OBJ || isSpace(b)) {
          end = i
          break
        }
        i++
      }
    } else {
      let depth = this.depth
      while (i < n) {
        if (this.inString) {
          const j = this.findStringEnd(buf, i)
          if (j < 0) {
            i = n
            break
          }
          this.inString = false
          i = j + 1
          if (depth === 0) {
            end = i
            break
          } // a string element
          continue
        }
        const b = buf[i]
        if (b === QUOTE) this.inString = true
        else if (b === OPEN_OBJ || b === OPEN_ARR) depth++
        else if (b === CLOSE_OBJ || b === CLOSE_ARR) {
          depth--
          if (depth === 0) {
            end = i + 1
            i++
            break
          }
        } else if (b === NEWLINE) this.line++
        i++
      }
      this.depth = depth
    }
    if (end < 0) {
      if (this.store) this.pieces.push(buf.subarray(start))
      return n
    }
    this.scanning = false
    if (this.store) {
      let text: string
      if (this.pieces.length === 0) text = Buffer.from(buf.buffer, buf.byteOffset + start, end - start).toString('utf8')
      else {
        this.pieces.push(buf.subarray(0, end))
        text = Buffer.concat(this.pieces).toString('utf8')
      }
      this.pieces = []
      const element: JsonElement = { index: this.scanIndex, text, offset: this.startOffset, line: this.startLine }
      if (this.scanKey !== undefined) element.key = this.scanKey
      if (this.scanTop) element.topLevel = true
      out.push(element)
    }
    // A primitive ends at its delimiter, which the structural reader must still see.
    return end
  }

  private close(): void {
    this.stack.pop()
    if (this.stack.length === 0) this.topDone = true
  }
}

/** Splits a stream of chunks into elements (see JsonSplitter). */
export async function* splitJsonStream(
  chunks: AsyncIterable<Uint8Array | string>,
  path: JsonPath = [],
  options: SplitOptions = {},
): AsyncGenerator<JsonElement> {
  const splitter = new JsonSplitter(path, options)
  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk
    for (const element of splitter.push(bytes)) yield element
  }
  splitter.end()
}
