// The parser asks the test of an alternative's opening word (`tokWhere`: "multicolored", "nonlegendary", "non-Human",
// a subtype, …) before trying it (grammar/openings.ts). Every real face with such a word compiles to the same
// abilities with that check as with plain backtracking (CR 113: the check changes no result, only the work).
import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { atomicSkipReason, cardFromAtomic } from '@shared/cards/mtgjson'
import type { CardFace } from '@shared/cards/model'
import { clearCompileCache, compileFace } from '@shared/text/compile'
import { parserFastPaths } from '@shared/text/grammar'
import { sharedDataPath } from '../../support/sharedData'

/** Words a noun's prefix reads with `tokWhere` at the opening of its alternatives ("target multicolored
 *  permanent", "nonlegendary creature", "non-Human creatures"). */
const OPENING_WORDS =
  /\b(multicolored|monocolored|nonlegendary|nonsnow|face-down|modified|historic|nonattacking|nonenchantment|non-[a-z]+)\b/i

function facesWithOpeningWords(): CardFace[] {
  const data = JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')).data as Record<
    string,
    unknown
  >
  const faces: CardFace[] = []
  for (const [name, entry] of Object.entries(data)) {
    if (atomicSkipReason(name, entry as never)) continue
    try {
      faces.push(...cardFromAtomic(name, entry as never).faces.filter((f) => OPENING_WORDS.test(f.oracleText ?? '')))
    } catch {
      // unreadable entries are the importer's concern
    }
  }
  return faces
}

describe('opening-word checks of the Oracle-text parser (CR 113: the same abilities either way)', () => {
  afterAll(() => {
    parserFastPaths(true)
    clearCompileCache()
  })

  it('compiles every face with a word an alternative opens with alike, checked first or tried', () => {
    const faces = facesWithOpeningWords()
    expect(faces.length).toBeGreaterThan(300)
    parserFastPaths(true)
    clearCompileCache()
    const checked = faces.map((f) => JSON.stringify(compileFace(f)))
    parserFastPaths(false)
    clearCompileCache()
    const tried = faces.map((f) => JSON.stringify(compileFace(f)))
    expect(checked).toEqual(tried)
    // The class is read, not only left by hand: "destroy target multicolored permanent", "non-Human creatures".
    const read = faces.filter(
      (f, k) => /multicolored|nonlegendary|non-/i.test(f.oracleText ?? '') && checked[k].includes('"automated":true'),
    )
    expect(read.length).toBeGreaterThan(20)
  }, 120_000)
})
