// The AtomicCards index the real-card tests read single cards through: each entry it points at is exactly the entry a
// full parse of the file gives, strings holding quotes, backslashes, brackets and non-ASCII letters included.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { atomicEntry, atomicIndex, indexAtomicBytes } from '../../support/atomicIndex'
import { sharedDataPath } from '../../support/sharedData'

const slice = (bytes: Buffer, [at, length]: [number, number]) =>
  JSON.parse(bytes.subarray(at, at + length).toString('utf8')) as unknown

describe('the AtomicCards index', () => {
  it('finds every key of "data" and its value, past strings that hold quotes, brackets and other scripts', () => {
    const doc = {
      meta: { data: { 'Not a card': [] }, note: 'a "data" in the meta is not the data' },
      data: {
        '"Ach! Hans, Run!"': [{ text: 'Say "[Ach]" {1}\\ ' }],
        'Jötun Grunt': [{ text: 'é ü } ] {' }, { side: 'b' }],
        'Plain Card': [{ nested: { deeper: [[1], { x: '}' }] } }],
      },
      after: { 'Not a card either': [1] },
    }
    const bytes = Buffer.from(JSON.stringify(doc, null, 1))
    const index = indexAtomicBytes(bytes)
    expect(Object.keys(index)).toEqual(Object.keys(doc.data))
    for (const [name, faces] of Object.entries(doc.data)) expect(slice(bytes, index[name])).toEqual(faces)
  })

  it('points at the same entries as a full parse of the shared AtomicCards (every 97th card, and by name)', () => {
    const bytes = readFileSync(sharedDataPath('mtgjson/AtomicCards.json'))
    const data = (JSON.parse(bytes.toString('utf8')) as { data: Record<string, unknown> }).data
    const { index } = atomicIndex()
    expect(Object.keys(index).length).toBe(Object.keys(data).length)
    const names = Object.keys(data).filter((_, i) => i % 97 === 0)
    for (const name of names) expect(slice(bytes, index[name]), name).toEqual(data[name])
    expect(atomicEntry('Lightning Bolt')).toEqual(data['Lightning Bolt'])
    expect(atomicEntry('No Such Card')).toBeUndefined()
    expect(atomicEntry('__proto__')).toBeUndefined()
  })
})
