import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { JsonSplitter, JsonSyntaxError, splitJsonStream, type JsonElement } from '../../../src-main/cards/jsonStream'

const enc = new TextEncoder()

/** Splits `bytes` at the given cut points and feeds the pieces through a splitter. */
function run(bytes: Uint8Array, cuts: number[], path: string[] = [], keepTopLevel = false): JsonElement[] {
  const splitter = new JsonSplitter(path, { keepTopLevel })
  const out: JsonElement[] = []
  let last = 0
  for (const cut of [...cuts, bytes.length]) {
    out.push(...splitter.push(bytes.slice(last, cut)))
    last = cut
  }
  splitter.end()
  return out
}

const ARRAY_DOC = `\uFEFF[
  {"name": "Æther \\"Vial\\"", "text": "−X: back\\\\slash\\\\", "n": [1, {"deep": [[]]}], "u": "\\u2212"},
  "a string with ] and } and \\\\",
  42, -1.5e3, true, null,
  {"name": "Fire // Ice", "faces": [{"name": "Fire"}, {"name": "Ice"}]},
  [], {}
]`
const ARRAY_BYTES = enc.encode(ARRAY_DOC)
const ARRAY_VALUES = JSON.parse(ARRAY_DOC.slice(1)) as unknown[]

const MTGJSON_DOC = `{"meta": {"date": "2022-04-25", "nested": {"data": [1]}},
 "data": {
  "\\"Ach! Hans, Run!\\"": [{"name": "\\"Ach! Hans, Run!\\"", "text": "say \\"Ach!\\""}],
  "Lim-Dûl's Vault": [{"name": "Lim-Dûl's Vault"}],
  "Fire // Ice": [{"faceName": "Fire"}, {"faceName": "Ice"}]
 },
 "after": [1, 2, {"x": "}"}]
}`
const MTGJSON_BYTES = enc.encode(MTGJSON_DOC)

describe('the streaming JSON splitter', () => {
  it('hands out each element of a top-level array with its byte offset and line', () => {
    const els = run(ARRAY_BYTES, [])
    expect(els.map((e) => JSON.parse(e.text))).toEqual(ARRAY_VALUES)
    expect(els.map((e) => e.index)).toEqual(ARRAY_VALUES.map((_, i) => i))
    expect(els[0].line).toBe(2)
    expect(els[0].offset).toBe(ARRAY_BYTES.indexOf(0x7b)) // the first "{"
    expect(els[2].line).toBe(4)
  })

  it('gives the same elements whatever the chunk boundaries: every single cut point', () => {
    const whole = run(ARRAY_BYTES, [])
    for (let cut = 0; cut <= ARRAY_BYTES.length; cut++) expect(run(ARRAY_BYTES, [cut])).toEqual(whole)
  })

  it('gives the same elements with one-byte chunks and with random chunkings (property)', () => {
    const whole = run(ARRAY_BYTES, [])
    expect(
      run(
        ARRAY_BYTES,
        Array.from({ length: ARRAY_BYTES.length }, (_, i) => i),
      ),
    ).toEqual(whole)
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: ARRAY_BYTES.length }), { maxLength: 12 }), (cuts) => {
        expect(
          run(
            ARRAY_BYTES,
            [...cuts].sort((a, b) => a - b),
          ),
        ).toEqual(whole)
      }),
    )
  })

  it('hands out the members of MTGJSON\'s "data" object with their names, at any chunk boundary', () => {
    const whole = run(MTGJSON_BYTES, [], ['data'])
    expect(whole.map((e) => e.key)).toEqual(['"Ach! Hans, Run!"', "Lim-Dûl's Vault", 'Fire // Ice'])
    expect(whole.map((e) => JSON.parse(e.text))).toEqual(Object.values(JSON.parse(MTGJSON_DOC).data))
    expect(whole[1].line).toBe(4)
    for (let cut = 0; cut <= MTGJSON_BYTES.length; cut++) expect(run(MTGJSON_BYTES, [cut], ['data'])).toEqual(whole)
  })

  it("keepTopLevel: also hands out the other top-level members (a Scryfall card's fields, MTGJSON's meta)", () => {
    const els = run(MTGJSON_BYTES, [7, 100], ['data'], true)
    expect(els.filter((e) => e.topLevel).map((e) => [e.key, JSON.parse(e.text)])).toEqual([
      ['meta', { date: '2022-04-25', nested: { data: [1] } }],
      ['after', [1, 2, { x: '}' }]],
    ])
  })

  const failure = (doc: string, path: string[] = []) => {
    try {
      run(enc.encode(doc), [], path)
    } catch (error) {
      expect(error).toBeInstanceOf(JsonSyntaxError)
      const e = error as JsonSyntaxError
      return { message: e.message, offset: e.offset, line: e.line }
    }
    throw new Error('no error')
  }

  it('names the place of a structural error: byte offset and line', () => {
    expect(failure('[{"a":1},\n {"b":2},\n]')).toEqual({
      message: 'expected a value, found "]" (at byte 20, line 3)',
      offset: 20,
      line: 3,
    })
    expect(failure('{"data" {}}', ['data'])).toMatchObject({
      offset: 8,
      message: expect.stringContaining('expected ":" after the member name "data"'),
    })
    expect(failure('[1] [2]')).toMatchObject({
      offset: 4,
      message: expect.stringContaining('after the end of the document'),
    })
    expect(failure('"just a string"')).toMatchObject({ offset: 0, message: expect.stringContaining('array or object') })
    expect(failure('{"data": {"A": [1], 5: []}}', ['data'])).toMatchObject({
      offset: 20,
      message: expect.stringContaining('member name in quotes'),
    })
    expect(failure('')).toMatchObject({ message: expect.stringContaining('the document is empty') })
  })

  it('a truncated file fails at the end, naming the element it stopped in', () => {
    const doc = MTGJSON_DOC.slice(0, MTGJSON_DOC.indexOf('Fire // Ice"') + 30)
    const f = failure(doc, ['data'])
    expect(f.message).toMatch(
      /^unexpected end of file inside the element starting at byte \d+ \(line 5\) "Fire \/\/ Ice"/,
    )
    // Every strict prefix of a document is incomplete.
    for (let n = 0; n < ARRAY_BYTES.length - 1; n++)
      expect(() => run(ARRAY_BYTES.slice(0, n), [])).toThrow(JsonSyntaxError)
  })

  it('reads from an async stream of chunks', async () => {
    async function* chunks() {
      for (let i = 0; i < MTGJSON_BYTES.length; i += 5) yield MTGJSON_BYTES.slice(i, i + 5)
    }
    const keys: string[] = []
    for await (const el of splitJsonStream(chunks(), ['data'])) keys.push(el.key!)
    expect(keys).toHaveLength(3)
  })
})
