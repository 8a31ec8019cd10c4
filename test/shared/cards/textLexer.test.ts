// The Oracle-text lexer reads in one pass the tokens chevrotain's lexer makes from the same token types (the first
// pattern that matches where a token starts): the same images, offsets and types on real lines and on random text.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { tokenize, tokenizeReference } from '@shared/text/lexer'
import { normalize } from '@shared/text/normalize'
import { sharedDataPath } from '../../support/sharedData'

const shape = (text: string) =>
  tokenize(text)?.map((t) => [t.image, t.startOffset, t.tokenTypeIdx, t.tokenType.name, Object.keys(t).join()])
const reference = (text: string) =>
  tokenizeReference(text)?.map((t) => [t.image, t.startOffset, t.tokenTypeIdx, t.tokenType.name, Object.keys(t).join()])

describe('card text lexer (CR 113: the text read as chevrotain reads it)', () => {
  it('gives the reference tokens for every line of a sample of real cards, raw and normalised', () => {
    const data = JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')).data as Record<
      string,
      { text?: string; faceName?: string }[]
    >
    const lines: string[] = []
    Object.entries(data).forEach(([name, faces], i) => {
      if (i % 20) return
      for (const f of faces)
        for (const line of (f.text ?? '').split('\n')) lines.push(line, normalize(line, f.faceName ?? name))
    })
    expect(lines.length).toBeGreaterThan(3000)
    for (const line of lines) expect(shape(line), line).toEqual(reference(line))
  }, 60_000)

  it('gives the reference tokens for seeded random text of the characters each pattern starts with', () => {
    const chars = 'ab sx{}{1}0123456789+-*/~\',.:;—-•"é\u00a0\u2003\t\n😀?!()[]XYZ\u2028'
    let seed = 27
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    for (let k = 0; k < 5000; k++) {
      let text = ''
      for (let n = Math.floor(next() * 16); n > 0; n--) text += chars[Math.floor(next() * chars.length)]
      expect(shape(text), JSON.stringify(text)).toEqual(reference(text))
    }
    // Patterns tried in order: a P/T change before a number or a word, a mana symbol before any other character.
    expect(shape('+1/+1 x/x {2}{g} x 10 {} --')?.map((t) => t[3])).toEqual([
      'PT',
      'PT',
      'Mana',
      'Mana',
      'w_x',
      'Num',
      'Other',
      'Other',
      'Dash',
    ])
  }, 60_000)
})
