import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decodeSaveText } from '../../../src-main/saves/decode'
import { encodeSave, saveChunks } from '../../../src-main/saves/encode'
import { scanTopLevel } from '../../../src-main/saves/header'
import { FIXTURES } from './helpers'

const save = decodeSaveText(readFileSync(join(FIXTURES, 'v3.json'), 'utf8'), 'v3.json').save

describe('encoding (FORMAT.md "Layout")', () => {
  it('writes valid JSON that reads back equal', () => {
    const text = encodeSave(save)
    // Plus the card table's checksum, which the reader checks and leaves out of the document.
    expect(JSON.parse(text)).toEqual({
      ...JSON.parse(JSON.stringify(save)),
      checksum: {
        cards: expect.any(String),
        players: expect.any(String),
        meta: expect.any(String),
        game: expect.any(String),
      },
    })
    expect(decodeSaveText(text, 'x').save).toEqual(save)
  })

  it('puts the header on line 1, meta on line 2, one card and one action per line, the snapshot last', () => {
    const lines = encodeSave(save).split('\n')
    expect(lines[0]).toBe('{"format":"hearthside-save","formatVersion":3,"appVersion":"0.2.0",')
    expect(lines[1]).toMatch(/^"meta":\{"gameId":"fixture-v3-game",.*\},$/)
    const logStart = lines.indexOf('"log":[')
    expect(logStart).toBeGreaterThan(1)
    for (let i = 0; i < save.log.length; i++)
      expect(JSON.parse(lines[logStart + 1 + i].replace(/,$/, ''))).toEqual(save.log[i])
    expect(lines.at(-2)).toMatch(/^"snapshot":\{.*\}\}$/)
    expect(lines.at(-1)).toBe('')
  })

  it('is the same text whether written whole or in chunks', () => {
    expect([...saveChunks(save)].join('')).toBe(encodeSave(save))
  })

  it('leaves out undefined fields and writes an empty log compactly', () => {
    const text = encodeSave({ ...save, pool: undefined, log: [] })
    expect(text).not.toContain('"pool"')
    expect(text).toContain('"log":[]')
    expect(JSON.parse(text).log).toEqual([])
  })
})

describe('reading the top-level fields from the start of a file', () => {
  it('finds format, version and meta within the first bytes of an encoded save', () => {
    const text = encodeSave(save)
    const scan = scanTopLevel(text.slice(0, 700), ['format', 'formatVersion', 'meta'])
    expect(scan.wellFormed).toBe(true)
    expect(JSON.parse(scan.fields.format)).toBe('hearthside-save')
    expect(JSON.parse(scan.fields.formatVersion)).toBe(3)
    expect(JSON.parse(scan.fields.meta)).toEqual(save.meta)
  })

  it('handles pretty-printed JSON, escapes and braces inside strings', () => {
    const text = JSON.stringify({ a: 'x"}{\\', b: { c: ['}', 1] }, d: 3.5, meta: { n: 'q' } }, null, 2)
    const scan = scanTopLevel(text, ['b', 'd', 'meta', 'missing'])
    expect(scan.complete).toBe(true)
    expect(JSON.parse(scan.fields.b)).toEqual({ c: ['}', 1] })
    expect(scan.fields.d).toBe('3.5')
    expect(JSON.parse(scan.fields.meta)).toEqual({ n: 'q' })
  })

  it('reports a prefix that ends mid-value, and text that is not an object', () => {
    expect(scanTopLevel('{"format":"hearthside-save","meta":{"gam', ['meta'])).toEqual({
      fields: {},
      complete: false,
      wellFormed: true,
    })
    expect(scanTopLevel('[1,2]', ['meta']).wellFormed).toBe(false)
    expect(scanTopLevel('{"a" 1}', ['a']).wellFormed).toBe(false)
  })
})
