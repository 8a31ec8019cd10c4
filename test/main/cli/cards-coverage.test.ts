// `cards explain` gives each line the engine doesn't run a reason {code, text}; `cards coverage` counts the cards it
// runs fully, partly and by hand, and the reasons, sorted by the cards each alone holds back (the scenario contract,
// additions of 2026-12-06).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { run } from '../../../src-main/cli/commands/cards'
import { memoryIo } from '../../../src-main/cli/io'
import { sharedDataPath } from '../../support/sharedData'

const NAMES = [
  'Mana Leak',
  'Opalescence',
  'Humility',
  'Strionic Resonator',
  'Platinum Angel',
  'Leyline of the Void',
  'Grizzly Bears',
]
let dir = ''

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-coverage-'))
  const atomic = JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')) as {
    data: Record<string, unknown>
  }
  const file = join(dir, 'cards.json')
  writeFileSync(file, JSON.stringify({ meta: {}, data: Object.fromEntries(NAMES.map((n) => [n, atomic.data[n]])) }))
  const io = memoryIo(dir)
  expect(await run(['import', file, '--db', dir], io)).toBe(0)
}, 60_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const cli = async (args: string[]) => {
  const io = memoryIo(dir)
  const code = await run([...args, '--db', dir], io)
  return { code, out: io.stdout ? JSON.parse(io.stdout) : null, err: io.stderr }
}
const CODE = /^[a-z]+(?:-[a-z]+)*$/

describe('cards explain: the reason of each line not run', () => {
  it('CR 707: Strionic Resonator is held back by "copy"; CR 613: Humility by "layer"', async () => {
    for (const [name, code] of [
      ['Strionic Resonator', 'copy'],
      ['Humility', 'layer'],
      ['Opalescence', 'layer'],
    ]) {
      const { out } = await cli(['explain', '--name', name])
      const line = out.lines.find((l: { automated: boolean }) => !l.automated)
      expect(line.reason.code, name).toBe(code)
      expect(line.reason.text.length).toBeGreaterThan(10)
    }
  })

  it('automated lines carry no reason; every other line carries a short lower-case code', async () => {
    for (const name of NAMES) {
      const { out } = await cli(['explain', '--name', name])
      for (const l of out.lines as { automated: boolean; reason?: { code: string } }[]) {
        if (l.automated) expect(l.reason).toBeUndefined()
        else expect(l.reason!.code).toMatch(CODE)
      }
    }
  })
})

describe('cards coverage', () => {
  it('counts fully, partly and by hand, and sorts the reasons by the cards each alone holds back', async () => {
    const { code, out } = await cli(['coverage'])
    expect(code).toBe(0)
    expect(Object.keys(out)).toEqual(['cards', 'fully', 'partly', 'byHand', 'reasons'])
    expect(out.cards).toBe(NAMES.length)
    expect(out.fully + out.partly + out.byHand).toBe(out.cards)
    expect(out.fully).toBe(2) // Mana Leak, Grizzly Bears
    const layer = out.reasons.find((r: { code: string }) => r.code === 'layer')
    expect(layer).toMatchObject({ lines: 2, cards: 2 })
    expect(layer.examples.sort()).toEqual(['Humility', 'Opalescence'])
    // Leyline of the Void has two reasons, so neither counts it among the cards it alone holds back.
    const replacement = out.reasons.find((r: { code: string }) => r.code === 'replacement')
    expect(replacement).toMatchObject({ lines: 1, cards: 0, examples: ['Leyline of the Void'] })
    const order = out.reasons.map((r: { cards: number; lines: number }) => [r.cards, r.lines])
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]))
    for (const r of out.reasons) expect(Object.keys(r)).toEqual(['code', 'text', 'lines', 'cards', 'examples'])
  })

  it('--legal keeps the cards legal in a format; an unknown format exits 1', async () => {
    const vintage = await cli(['coverage', '--legal', 'vintage'])
    expect(vintage.code).toBe(0)
    expect(vintage.out.cards).toBe(NAMES.length)
    const bad = await cli(['coverage', '--legal', 'nosuchformat'])
    expect(bad.code).toBe(1)
    expect(bad.err).toMatch(/--legal: unknown format "nosuchformat"/)
  })
})
