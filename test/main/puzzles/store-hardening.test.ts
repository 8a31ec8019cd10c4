// Imported puzzles against hostile or unlucky files: ids that map to one file name, a start that already meets its
// goal (docs/puzzles.md: it must not), crowded positions, names that read as another or name a Windows device, and
// special files named like a puzzle in the folder.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createPuzzleStore, MAX_PUZZLE_ZONE } from '../../../src-main/puzzles/store'

const BURN = readFileSync(join(__dirname, '../../../resources/puzzles/normal-burn-out.json'), 'utf8')
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = Record<string, any>
const mine = (id: string, title: string, change: (raw: Raw) => void = () => {}) => {
  const raw = { ...JSON.parse(BURN), id, title }
  change(raw)
  return JSON.stringify(raw)
}

function store() {
  const dir = mkdtempSync(join(tmpdir(), 'hearthside-puzzles-'))
  return { dir, puzzles: createPuzzleStore({ dir }) }
}

describe('imported puzzles: hardening', () => {
  it('"A b" and "a-b" map to one file name: the second is refused, the first kept', async () => {
    const { puzzles } = store()
    await puzzles.import('one.json', mine('A b', 'First'))
    await expect(puzzles.import('two.json', mine('a-b', 'Second'))).rejects.toThrow(/two\.json: its id "a-b".*"A b"/)
    expect((await puzzles.list()).puzzles.map((p) => p.title)).toEqual(['First'])
    // The same id still replaces its puzzle.
    await puzzles.import('one.json', mine('A b', 'First, again'))
    expect((await puzzles.list()).puzzles.map((p) => p.title)).toEqual(['First, again'])
  })

  it('a puzzle whose start already meets its goal is refused', async () => {
    const { puzzles } = store()
    const won = mine('won', 'Won', (raw) => {
      raw.goal = { kind: 'surviveUntilNextTurn' }
      raw.scenario.state.players[1].life = 0
    })
    await expect(puzzles.import('won.json', won)).rejects.toThrow(/goal: its start already meets the goal/)
  })

  it('a crowded position is refused, naming the zone, before the engine builds it', async () => {
    const { puzzles } = store()
    const crowded = mine('crowd', 'Crowd', (raw) => {
      raw.scenario.state.players[1].battlefield = Array.from({ length: 8000 }, () => 'Grizzly Bears')
    })
    const started = Date.now()
    await expect(puzzles.import('crowd.json', crowded)).rejects.toThrow(
      new RegExp(`scenario\\.state\\.players\\.1\\.battlefield: holds more than ${MAX_PUZZLE_ZONE} cards`),
    )
    expect(Date.now() - started).toBeLessThan(2000)
  })

  for (const [what, title] of [
    ['a bidi override', 'Burn\u202Eout'],
    ['a zero-width space', 'Bu\u200Brn'],
    ['a right-to-left mark', 'Burn\u200F'],
    ['10,000 characters', 'b'.repeat(10_000)],
  ]) {
    it(`a title with ${what} is refused`, async () => {
      const { puzzles } = store()
      await expect(puzzles.import('t.json', mine('t', title))).rejects.toThrow(/title: can't be used/)
    })
  }

  it('an id that is a Windows device name never becomes a file name', async () => {
    const { dir, puzzles } = store()
    await puzzles.import('nul.json', mine('x', 'Fine')) // a fine one first
    await expect(puzzles.import('nul.json', mine('NUL', 'Device'))).rejects.toThrow(/id: can't be used/)
    expect(readdirSync(dir).some((f) => /^nul\./i.test(f))).toBe(false)
  })

  it.skipIf(process.platform === 'win32')(
    'a FIFO or /dev/zero named like a puzzle is listed as a problem, at once',
    async () => {
      const { dir, puzzles } = store()
      await puzzles.import('a.json', mine('a', 'A'))
      execFileSync('mkfifo', [join(dir, 'pipe.puzzle.json')])
      execFileSync('ln', ['-s', '/dev/zero', join(dir, 'zero.puzzle.json')])
      const started = Date.now()
      const listing = await puzzles.list()
      expect(listing.puzzles.map((p) => p.id)).toEqual(['a'])
      expect(listing.problems.map((p) => p.file).sort()).toEqual(['pipe.puzzle.json', 'zero.puzzle.json'])
      expect(Date.now() - started).toBeLessThan(5000)
    },
  )
})
