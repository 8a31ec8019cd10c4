// Deck lists from outside: every reader is linear in its input (1 MB of any shape in well under a second), counts
// are capped, messages name the line once and escape what they quote, files are decoded by byte-order mark, then
// UTF-8, then Windows-1252, with any line ending; and thousands of generated lists give a list or named problems,
// never an exception.
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import {
  DECK_FORMATS,
  decodeDeckBytes,
  detectDeckFormat,
  MAX_COPIES_PER_LINE,
  MAX_DECK_CARDS,
  MAX_DECK_FILE_BYTES,
  normaliseFormat,
  parseDeckList,
  resolveDeck,
  type DeckFormat,
  type DeckList,
} from '@shared/cards/decklist'
import { cpuMs } from '../../support/work'
import { testPool } from './fixtures'

const MB = 1024 * 1024
const cards = (list: DeckList) =>
  [...list.main, ...list.sideboard, ...(list.commander ?? [])].reduce((n, e) => n + e.count, 0)

/** Parses it and measures the work (CPU ms); every error names its line once, as "line N: …", with N a line of the
 *  text. */
function timed(text: string, format?: DeckFormat): { list: DeckList; ms: number } {
  let list: DeckList | undefined
  const ms = cpuMs(() => (list = parseDeckList(text, format)))
  checkList(list!, text)
  return { list: list!, ms }
}

function checkList(list: DeckList, text: string): void {
  const lines = text.split(/\r\n|\r|\n/).length
  for (const e of list.errors) {
    expect(e.line).toBeGreaterThanOrEqual(1)
    expect(e.line).toBeLessThanOrEqual(lines)
    expect(e.message.startsWith(`line ${e.line}: `)).toBe(true)
    expect(e.message).not.toMatch(/line \d+: line \d+:/)
    // eslint-disable-next-line no-control-regex
    expect(e.message).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/)
    expect(e.message.length).toBeLessThan(400)
  }
  expect(cards(list)).toBeLessThanOrEqual(MAX_DECK_CARDS)
  for (const e of [...list.main, ...list.sideboard]) {
    expect(Number.isSafeInteger(e.count)).toBe(true)
    expect(e.count).toBeGreaterThanOrEqual(1)
    expect(e.count).toBeLessThanOrEqual(MAX_DECK_CARDS)
  }
}

describe('counts (a count of a billion made a game of a billion objects)', () => {
  it('caps a line at MAX_COPIES_PER_LINE copies, naming the count; a 20-digit count is "too large"', () => {
    expect(parseDeckList('1000000000 Mountain').errors).toEqual([
      { line: 1, message: `line 1: count 1000000000 is too large (at most ${MAX_COPIES_PER_LINE} copies)` },
    ])
    expect(parseDeckList('4 Shock\n12345678901234567890 Mountain').errors[0].message).toBe(
      `line 2: count 12345678901234567890 is too large (at most ${MAX_COPIES_PER_LINE} copies)`,
    )
    expect(parseDeckList(`${MAX_COPIES_PER_LINE} Mountain`).main).toEqual([
      { name: 'Mountain', count: MAX_COPIES_PER_LINE, line: 1 },
    ])
    expect(parseDeckList('[Main]\n99999 Mountain|M10', 'forge').errors[0].message).toMatch(
      /^line 2: count 99999 is too large/,
    )
    const cod =
      '<cockatrice_deck><zone name="main"><card number="1000000000" name="Mountain"/></zone></cockatrice_deck>'
    expect(parseDeckList(cod).errors[0].message).toMatch(/^line 1: count 1000000000 is too large/)
  })

  it('caps the whole list at MAX_DECK_CARDS cards, naming the line that went over', () => {
    const text = Array.from({ length: 3 }, (_, i) => `2000 Card ${i}`).join('\n')
    const list = parseDeckList(text)
    expect(cards(list)).toBe(2000 * 2)
    expect(list.errors).toEqual([{ line: 3, message: `line 3: the list has more than ${MAX_DECK_CARDS} cards` }])
  })

  it('a count of 0 says "at least 1", with the line named once', () => {
    expect(parseDeckList('0 Shock').errors).toEqual([
      { line: 1, message: 'line 1: the count of "Shock" must be at least 1' },
    ])
  })
})

describe('names that look like object properties', () => {
  it('"constructor", "__proto__" and "toString" are card names, not section headers or formats', () => {
    const list = parseDeckList('4 Shock\nconstructor\n__proto__\ntoString\n\n2 Duress\n')
    expect(list.errors).toEqual([])
    expect(list.main.map((e) => e.name)).toEqual(['Shock', 'constructor', '__proto__', 'toString'])
    expect(list.sideboard.map((e) => e.name)).toEqual(['Duress'])
    for (const hint of ['constructor', '__proto__', 'toString', 'x.hasOwnProperty'])
      expect(normaliseFormat(hint)).toBe(undefined)
  })

  it('Cockatrice entities: unknown, inherited or out-of-range ones are kept as written, never a crash', () => {
    const text =
      '<cockatrice_deck><zone name="main"><card number="1" name="A&#99999999;&constructor;&#x41;&amp;"/></zone></cockatrice_deck>'
    expect(parseDeckList(text).main[0].name).toBe('A&#99999999;&constructor;A&')
  })
})

describe('messages quote safely', () => {
  it('control and text-direction characters are escaped, long lines cut', () => {
    const list = parseDeckList(`4 Shock\n\u001b[2J\u202eevil\n${'7'.repeat(5000)}\n`)
    expect(list.errors[0].message).toBe('line 2: "\\u001b[2J\\u202eevil" is not a card name (control characters)')
    expect(list.main.map((e) => e.name)).toEqual(['Shock'])
    expect(list.errors[1].message.length).toBeLessThan(200)
  })
})

describe('encodings and line endings', () => {
  const deck = "4 Lim-Dûl's Vault\n2 Æther Vial\n"
  const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
  const utf16be = (text: string) => {
    const le = Buffer.from(text, 'utf16le')
    for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1], le[i]]
    return Buffer.concat([Buffer.from([0xfe, 0xff]), le])
  }
  const names = (bytes: Uint8Array) => {
    const decoded = decodeDeckBytes(bytes)
    if (!decoded.ok) throw new Error(decoded.message)
    return { encoding: decoded.encoding, names: parseDeckList(decoded.text).main.map((e) => e.name) }
  }

  it('UTF-8 (with or without a byte-order mark), UTF-16 LE and BE by their mark, Windows-1252 otherwise', () => {
    const expected = ["Lim-Dûl's Vault", 'Æther Vial']
    expect(names(Buffer.from(deck))).toEqual({ encoding: 'utf-8', names: expected })
    expect(names(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(deck)]))).toEqual({
      encoding: 'utf-8',
      names: expected,
    })
    expect(names(utf16le(deck))).toEqual({ encoding: 'utf-16le', names: expected })
    expect(names(utf16be(deck))).toEqual({ encoding: 'utf-16be', names: expected })
    expect(names(Buffer.from(deck, 'latin1'))).toEqual({ encoding: 'windows-1252', names: expected })
    // Windows-1252's own letters in 0x80–0x9F (‘ ’ “ ” – …).
    expect(names(Buffer.from([0x31, 0x20, 0x93, 0x41, 0x94, 0x96, 0x85]))).toEqual({
      encoding: 'windows-1252',
      names: ['“A”–…'],
    })
  })

  it('CRLF, LF and CR-only line endings (old Mac files) are all lines', () => {
    for (const eol of ['\r\n', '\n', '\r']) {
      const text = ['4 Shock', '2 Duress', '', '1 Negate'].join(eol)
      for (const format of ['text', 'mtgo', 'arena'] as const) {
        const list = parseDeckList(text, format)
        expect(list.main.map((e) => [e.count, e.name, e.line])).toEqual([
          [4, 'Shock', 1],
          [2, 'Duress', 2],
        ])
      }
      expect(parseDeckList(['[Main]', '4 Shock', '[Sideboard]', '1 Negate'].join(eol), 'forge').sideboard).toEqual([
        { name: 'Negate', count: 1, line: 4 },
      ])
      const cod = ['<cockatrice_deck>', '<zone name="main">', '<card number="4" name="Shock"/>', '</zone>'].join(eol)
      expect(parseDeckList(cod + eol + '</cockatrice_deck>').main).toEqual([{ name: 'Shock', count: 4, line: 3 }])
    }
  })

  it('binary files are refused, never decoded into a list', () => {
    const binary = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0x3e, 0])
    expect(decodeDeckBytes(binary, 'a.out')).toEqual({
      ok: false,
      message: 'a.out is not a deck list (it is a binary file)',
    })
    expect(decodeDeckBytes(Buffer.alloc(MAX_DECK_FILE_BYTES + 1, 0x41), 'big.txt')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/too big to be a deck list/),
    })
  })

  it('any bytes: a text or a refusal naming the file, never an exception (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        const decoded = decodeDeckBytes(bytes, 'x.txt')
        if (decoded.ok) checkList(parseDeckList(decoded.text), decoded.text)
        else expect(decoded.message).toMatch(/^x\.txt /)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('every reader is linear: 1 MB of any shape in under a second', () => {
  const distinct = (n: number) => Array.from({ length: n }, (_, i) => `1 Card Number ${i}`).join('\n')
  const shapes: [string, string, DeckFormat | undefined][] = [
    ['80,000 distinct lines', distinct(80_000), undefined],
    [
      '80,000 distinct Arena lines',
      Array.from({ length: 60_000 }, (_, i) => `1 Card ${i} (M10) ${i}`).join('\n'),
      'arena',
    ],
    ['a line of spaces between two words', `1 a${' '.repeat(MB)}b`, 'text'],
    ['an Arena line of spaces and parentheses', `1 a${' ('.repeat(MB / 2)}M10)`, 'arena'],
    ['a Forge line of spaces', `[Main]\n1 a${' '.repeat(MB)}b|M10`, 'forge'],
    ['Forge: 60,000 distinct lines', `[Main]\n${distinct(60_000).replace(/\n/g, '|M10\n')}`, 'forge'],
    ['a comment of spaces', `// hero:${' '.repeat(MB)}`, 'text'],
    ['MTGO: 60,000 distinct SB: lines', distinct(60_000).replace(/^/gm, 'SB: '), 'mtgo'],
    [
      'Cockatrice: 20,000 cards',
      `<cockatrice_deck><zone name="main">${Array.from({ length: 20_000 }, (_, i) => `<card number="1" name="Card ${i}"/>`).join('\n')}</zone></cockatrice_deck>`,
      'cockatrice',
    ],
    ['Cockatrice: nested unclosed <zone>', `<cockatrice_deck>${'<zone name="main">\n'.repeat(55_000)}`, 'cockatrice'],
    [
      'Cockatrice: unclosed <deckname> and <comments>',
      `<cockatrice_deck>${'<deckname><comments>\n'.repeat(50_000)}`,
      'cockatrice',
    ],
    ['Cockatrice: an attribute-less tag', `<cockatrice_deck><zone name="main"><card ${'a'.repeat(MB)}/>`, 'cockatrice'],
    [
      'Cockatrice: unclosed quotes',
      `<cockatrice_deck><zone name="main">${'<card name="x number=\'1\n'.repeat(40_000)}`,
      'cockatrice',
    ],
    [
      'Cockatrice: entities',
      `<cockatrice_deck><zone name="main"><card number="1" name="${'&amp;'.repeat(200_000)}"/>`,
      'cockatrice',
    ],
  ]
  for (const [what, text, format] of shapes) {
    it(`${what} (${Math.round(text.length / 1024)} KB)`, () => {
      detectDeckFormat(text) // detection is linear too
      const { ms } = timed(text, format)
      expect(ms).toBeLessThan(1000)
    })
  }

  it('grows linearly: 8× the lines take about 8× the time (a quadratic reader would take 64×)', () => {
    const small = distinct(5_000)
    const large = distinct(40_000)
    const ms = (text: string) => cpuMs(() => parseDeckList(text))
    ms(large) // warm up
    const median = (text: string) => [0, 1, 2].map(() => ms(text)).sort((a, b) => a - b)[1]
    expect(median(large) / median(small)).toBeLessThan(24)
  })

  it('resolving 4,000 unknown names against the pool stays quick ("did you mean" only for the first ones)', () => {
    const list = parseDeckList(distinct(4000))
    const pool = testPool()
    const suggest = vi.spyOn(pool, 'suggest')
    const resolved = resolveDeck(list, pool)
    expect(resolved.unknown).toHaveLength(4000)
    expect(suggest.mock.calls.length).toBeLessThanOrEqual(20) // the costly look-up, not 4,000 times
  })
})

describe('generated deck lists (property)', () => {
  const name = fc.stringMatching(/^[A-Za-z][A-Za-z ',-]{0,20}$/)
  const line = fc.oneof(
    fc.tuple(fc.nat({ max: 99_999 }), name).map(([n, s]) => `${n} ${s}`),
    fc
      .tuple(fc.nat({ max: 50 }), name, fc.stringMatching(/^[A-Z0-9]{2,5}$/))
      .map(([n, s, set]) => `${n} ${s} (${set}) 12`),
    fc.constantFrom(
      '',
      'Sideboard',
      'Deck',
      'Commander',
      'SB: 2 Duress',
      '// Hero: Krenko',
      '[Main]',
      '[metadata]',
      'Name=x',
    ),
    fc.constantFrom(
      'constructor',
      '__proto__',
      'toString',
      '<zone name="main">',
      '<card number="3" name="Shock"/>',
      '</zone>',
    ),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.stringMatching(/^\d{15,25} [a-z]+$/),
  )
  const eol = fc.constantFrom('\n', '\r\n', '\r')
  const listText = fc
    .tuple(fc.array(line, { maxLength: 40 }), eol, fc.boolean())
    .map(([lines, e, cod]) => (cod ? `<cockatrice_deck>${e}${lines.join(e)}${e}</cockatrice_deck>` : lines.join(e)))

  it('every format gives a list whose problems name their lines, never an exception', () => {
    fc.assert(
      fc.property(listText, fc.constantFrom<DeckFormat | undefined>(undefined, ...DECK_FORMATS), (text, format) => {
        checkList(parseDeckList(text, format), text)
      }),
      { numRuns: 1500 },
    )
  })

  it('parsing is deterministic and does not depend on earlier parses', () => {
    fc.assert(
      fc.property(listText, (text) => {
        expect(parseDeckList(text)).toEqual(parseDeckList(text))
      }),
      { numRuns: 300 },
    )
  })
})
