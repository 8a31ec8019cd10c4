// Deck list figures: deck.parse, reading a 1 MB deck list of distinct lines ("1 Card Number N", the shape that took
// minutes while duplicates were merged by a search per line; target 200 ms), with the 250 KB and 500 KB figures
// beside it so linear growth shows (about 4× from 250 KB to 1 MB). Decoding the bytes is included, as the app's
// deck import does it (src-main/decks/parse.ts), and the Cockatrice reader has its own 1 MB figure.
import type { Figure } from './run'
import { percentile, round, timeEach } from './stats'
import { parseDeckFile } from '../../src-main/decks/parse'

const RUNS = 15

/** Distinct "1 Card Number N" lines up to `bytes` bytes. */
function distinctLines(bytes: number): Uint8Array {
  const lines: string[] = []
  let size = 0
  for (let i = 0; size < bytes; i++) {
    const line = `1 Card Number ${i}`
    lines.push(line)
    size += line.length + 1
  }
  return new TextEncoder().encode(lines.join('\n').slice(0, bytes))
}

function cockatrice(bytes: number): Uint8Array {
  const cards: string[] = []
  let size = 0
  for (let i = 0; size < bytes - 200; i++) {
    const card = `    <card number="1" name="Card Number ${i}"/>`
    cards.push(card)
    size += card.length + 1
  }
  const text = `<?xml version="1.0"?>\n<cockatrice_deck version="1">\n  <zone name="main">\n${cards.join('\n')}\n  </zone>\n</cockatrice_deck>\n`
  return new TextEncoder().encode(text)
}

function measure(name: string, bytes: Uint8Array, extension: string, extra: Record<string, unknown> = {}): Figure {
  parseDeckFile(bytes, 'bench', extension) // warm up
  const samples = timeEach(RUNS, () => parseDeckFile(bytes, 'bench', extension))
  return {
    name,
    value: round(percentile(samples, 50), 2),
    unit: 'ms',
    p90: round(percentile(samples, 90), 2),
    bytes: bytes.length,
    ...extra,
  }
}

export default async function run(): Promise<Figure[]> {
  const MB = 1024 * 1024
  return [
    measure('deck.parse.250KB', distinctLines(MB / 4), 'txt'),
    measure('deck.parse.500KB', distinctLines(MB / 2), 'txt'),
    measure('deck.parse', distinctLines(MB), 'txt', { target: 200 }),
    measure('deck.parse.cockatrice', cockatrice(MB), 'cod', { target: 200 }),
  ]
}
