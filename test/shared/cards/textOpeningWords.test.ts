// The parser asks the test of an alternative's opening word (`tokWhere`: "multicolored", "nonlegendary", "non-Human",
// a subtype, …) before trying it (grammar/openings.ts). Every real face with such a word compiles to the same
// abilities with that check as with plain backtracking (CR 113: the check changes no result, only the work).
import { afterAll, describe, expect, it } from 'vitest'
import type { CardFace } from '@shared/cards/model'
import { clearCompileCache, compileFace } from '@shared/text/compile'
import { parserFastPaths } from '@shared/text/grammar'
import { readableCards } from '../../support/compiledFaces'

/** Words a noun's prefix reads with `tokWhere` at the opening of its alternatives ("target multicolored
 *  permanent", "nonlegendary creature", "non-Human creatures"). */
const OPENING_WORDS =
  /\b(multicolored|monocolored|nonlegendary|nonsnow|face-down|modified|historic|nonattacking|nonenchantment|non-[a-z]+)\b/i

function facesWithOpeningWords(): CardFace[] {
  return [...readableCards()].flatMap((def) => def.faces.filter((f) => OPENING_WORDS.test(f.oracleText ?? '')))
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
