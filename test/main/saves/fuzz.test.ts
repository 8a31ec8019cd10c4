// Loader fuzzing (truncated and mutated saves: no crash, a clear error, and the
// file not modified").
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAVE_ERROR_CODES } from '@shared/saves/format'
import { decodeSave } from '../../../src-main/saves/decode'
import { SaveError } from '../../../src-main/saves/errors'
import { restoreGame } from '../../../src-main/saves/restore'
import { createSaveService, type SaveService } from '../../../src-main/saves/service'
import { fakeCodec, FIXTURES, folderBytes, removeDir, tempDir } from './helpers'

const fixtures = ['v1.json', 'v2.json'].map((name) => ({ name, bytes: readFileSync(join(FIXTURES, name)) }))
const LOAD_CODES = new Set(SAVE_ERROR_CODES)

/** Decodes and restores in memory: returns the error code, or 'ok'. Any other throw fails the test. */
function loadInMemory(bytes: Uint8Array): string {
  try {
    const { save } = decodeSave(bytes, '/saves/fuzz.json')
    restoreGame(save, '/saves/fuzz.json', fakeCodec())
    return 'ok'
  } catch (error) {
    if (!(error instanceof SaveError)) throw error
    expect(LOAD_CODES.has(error.code)).toBe(true)
    expect(error.file).toBe('/saves/fuzz.json')
    expect(error.message).toContain('"/saves/fuzz.json"')
    return error.code
  }
}

/** Structure-aware mutation: replace, delete or add a value somewhere in the document. */
type Mutation = { path: number[]; op: 'replace' | 'delete' | 'add'; value: unknown; key: string }
function mutate(doc: unknown, m: Mutation): unknown {
  const root = structuredClone(doc)
  let parent: unknown = null
  let key: string | number | null = null
  let node: unknown = root
  for (const step of m.path) {
    if (typeof node !== 'object' || node === null) break
    const keys = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node)
    if (!keys.length) break
    parent = node
    key = keys[step % keys.length]
    node = (node as Record<string | number, unknown>)[key]
  }
  if (parent === null || key === null) return m.value
  const p = parent as Record<string | number, unknown>
  if (m.op === 'delete') {
    if (Array.isArray(p)) p.splice(key as number, 1)
    else delete p[key]
  } else if (m.op === 'add' && typeof node === 'object' && node !== null && !Array.isArray(node)) {
    ;(node as Record<string, unknown>)[m.key] = m.value
  } else p[key] = m.value
  return root
}

const mutation = fc.record({
  path: fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
  op: fc.constantFrom('replace', 'delete', 'add') as fc.Arbitrary<Mutation['op']>,
  value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, 0, -1, 1.5, '', 'x', 3, 1e300, [], {})),
  key: fc.constantFrom(
    'format',
    'formatVersion',
    'version',
    'type',
    'player',
    'name',
    'extra',
    '__proto__',
    'constructor',
  ),
})

describe('truncated saves', () => {
  it('every truncation of every fixture is refused as truncated (or empty), in memory', () => {
    for (const { name, bytes } of fixtures) {
      let end = bytes.length
      while (end > 0 && [0x20, 0x0a, 0x0d, 0x09].includes(bytes[end - 1])) end--
      for (let cut = 0; cut < end; cut++) {
        const code = loadInMemory(bytes.subarray(0, cut))
        expect(code, `${name} cut at ${cut}`).toBe(cut === 0 ? 'empty' : 'truncated')
      }
      expect(loadInMemory(bytes.subarray(0, end))).toBe('ok')
    }
  })
})

describe('mutated saves', () => {
  it('random byte changes never throw anything but a SaveError', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtures),
        fc.array(
          fc.record({
            at: fc.nat(),
            byte: fc.integer({ min: 0, max: 255 }),
            op: fc.constantFrom('set', 'insert', 'delete'),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        ({ bytes }, edits) => {
          let b = Buffer.from(bytes)
          for (const e of edits) {
            const at = e.at % (b.length + 1)
            if (e.op === 'set' && at < b.length) b[at] = e.byte
            else if (e.op === 'insert') b = Buffer.concat([b.subarray(0, at), Buffer.from([e.byte]), b.subarray(at)])
            else b = Buffer.concat([b.subarray(0, at), b.subarray(at + 1)])
          }
          loadInMemory(b)
        },
      ),
      { numRuns: 400 },
    )
  })

  it('random structural changes (values replaced, removed, added anywhere) never throw anything but a SaveError', () => {
    const docs = fixtures.map(({ bytes }) => JSON.parse(bytes.toString('utf8')))
    const outcomes = new Set<string>()
    fc.assert(
      fc.property(fc.constantFrom(...docs), fc.array(mutation, { minLength: 1, maxLength: 3 }), (doc, mutations) => {
        const mutated = mutations.reduce((d, m) => mutate(d, m), doc as unknown)
        outcomes.add(loadInMemory(Buffer.from(JSON.stringify(mutated) ?? '')))
      }),
      { numRuns: 600 },
    )
    // The mutations reach past the JSON parser: into the schema, and to saves that still load.
    expect(outcomes.has('invalid')).toBe(true)
    expect(outcomes.has('ok')).toBe(true)
  })
})

describe('on disk: a bad file is never modified and nothing else is written', () => {
  let dir: string
  let service: SaveService
  beforeAll(async () => {
    dir = await tempDir()
    service = createSaveService({ dir, appVersion: 'test', codec: fakeCodec() })
  })
  afterAll(async () => removeDir(dir))

  it('truncated and mutated files: load fails with a SaveError or succeeds, the folder stays byte for byte the same', async () => {
    const docs = fixtures.map(({ bytes }) => JSON.parse(bytes.toString('utf8')))
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fixtures.keys()),
        fc.oneof(
          fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
          fc.record({ kind: fc.constant('mutate' as const), m: mutation }),
        ),
        async (which, change) => {
          const bytes =
            change.kind === 'cut'
              ? fixtures[which].bytes.subarray(0, change.at % fixtures[which].bytes.length)
              : Buffer.from(JSON.stringify(mutate(docs[which], change.m)) ?? '')
          writeFileSync(join(dir, 'fuzz.json'), bytes)
          const before = await folderBytes(dir)
          let error: unknown = null
          await service.load('fuzz.json').catch((e) => (error = e))
          if (error !== null) {
            expect(error).toBeInstanceOf(SaveError)
            expect((error as SaveError).file).toBe(join(dir, 'fuzz.json'))
          }
          await service.list()
          expect(await folderBytes(dir)).toEqual(before)
        },
      ),
      { numRuns: 80 },
    )
  })
})
