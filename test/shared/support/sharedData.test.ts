// Tests that need the shared card data fail with a message saying what is missing and where it was looked for.
import { describe, expect, it } from 'vitest'
import { MissingSharedData, SHARED_DIR, sharedDataPath, sharedPath } from '../../support/sharedData'

describe('the shared data helper', () => {
  it('names the missing file, the folder it looked in and how to give another', () => {
    expect(() => sharedDataPath('mtgjson/NoSuchFile.json')).toThrow(MissingSharedData)
    expect(() => sharedDataPath('mtgjson/NoSuchFile.json')).toThrow(
      `missing shared data: ${SHARED_DIR}/data/mtgjson/NoSuchFile.json does not exist`,
    )
    expect(() => sharedPath('nope')).toThrow(/HEARTH_SHARED_DIR/)
  })

  it('gives the path of what is there (a folder keeps its final slash)', () => {
    expect(sharedDataPath('mtgjson/AtomicCards.json')).toBe(`${SHARED_DIR}/data/mtgjson/AtomicCards.json`)
    expect(sharedDataPath('scryfall/cards/')).toBe(`${SHARED_DIR}/data/scryfall/cards/`)
  })
})
