// The Oracle-text compiler's speed-ups change no result: a deterministic sample of the real AtomicCards faces compiles
// to the same abilities with the LL(1) first-token checks and the line cache as with plain backtracking (CR 113).
import { afterAll, describe, expect, it } from 'vitest'
import type { CardFace } from '@shared/cards/model'
import { clearCompileCache, compileFace } from '@shared/text/compile'
import { parserFastPaths } from '@shared/text/grammar'
import { readableCards } from '../../support/compiledFaces'

function sampleFaces(every: number): CardFace[] {
  return [...readableCards()].flatMap((def) => def.faces).filter((_, i) => i % every === 0)
}

describe('card text compiler fast paths (CR 113: the same abilities either way)', () => {
  afterAll(() => {
    parserFastPaths(true)
    clearCompileCache()
  })

  it('compiles a sample of real faces identically with and without the LL(1) checks and the line cache', () => {
    const faces = sampleFaces(60)
    expect(faces.length).toBeGreaterThan(300)
    parserFastPaths(true)
    clearCompileCache()
    const fast = faces.map((f) => JSON.stringify(compileFace(f)))
    const cachedAgain = faces.map((f) => JSON.stringify(compileFace(f)))
    parserFastPaths(false)
    clearCompileCache()
    const plain = faces.map((f) => JSON.stringify(compileFace(f)))
    expect(cachedAgain).toEqual(fast)
    expect(fast).toEqual(plain)
    expect(fast.filter((j) => j.includes('"automated":true')).length).toBeGreaterThan(100)
  }, 120_000)

  it('compiles each face alike whether other lines (a shared trigger head or cost) were read before or not', () => {
    const faces = sampleFaces(97)
    parserFastPaths(true)
    clearCompileCache()
    const shared = faces.map((f) => JSON.stringify(compileFace(f)))
    const alone = faces.map((f) => {
      clearCompileCache()
      return JSON.stringify(compileFace(f))
    })
    expect(alone).toEqual(shared)
    // The sample has lines by hand whose trigger head or cost is read on its own, and heads shared by faces.
    expect(shared.filter((j) => j.includes('"automated":false') && j.includes('"event"')).length).toBeGreaterThan(20)
  }, 120_000)
})
