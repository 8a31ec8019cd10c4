import { describe, expect, it } from 'vitest'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import '../../../src-shared/variants'
import { variantIds } from '../../../src-shared/variants'
import { starterPool } from '../../../src-shared/cards/starter'
import { checkPuzzle, parsePuzzle, playPuzzle, PuzzleError } from '../../../src-shared/practice/puzzles'

const dir = join(__dirname, '../../../resources/puzzles')
const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
const read = (f: string) => parsePuzzle(readFileSync(join(dir, f), 'utf8'))

describe('bundled puzzles', () => {
  it('at least 12, covering every variant', () => {
    expect(files.length).toBeGreaterThanOrEqual(12)
    const variants = new Set(files.map((f) => read(f).scenario.variant))
    for (const v of variantIds()) expect(variants, v).toContain(v)
  })

  for (const f of files) {
    it(`${f}: the known solution meets the goal and the start alone doesn't`, () => {
      const p = read(f)
      expect(p.id).toBe(f.replace(/\.json$/, ''))
      const c = checkPuzzle(p, starterPool)
      expect(c.start.met, c.start.why).toBe(false)
      expect(c.solved.met, c.solved.why).toBe(true)
    })
  }

  it('a wrong line fails: the goal is checked, not assumed (Burn out without the Shock)', () => {
    const p = read('normal-burn-out.json')
    const r = playPuzzle(p, starterPool(), p.solution.slice(0, 3))
    expect(r.output.winner).toBe(null)
  })
})

describe('importing a puzzle file: a bad file gets a message naming its problem', () => {
  const good = () => JSON.parse(readFileSync(join(dir, 'normal-burn-out.json'), 'utf8'))
  const problem = (raw: unknown) => {
    try {
      parsePuzzle(raw)
      return null
    } catch (error) {
      expect(error).toBeInstanceOf(PuzzleError)
      return (error as Error).message
    }
  }
  it('names the problem', () => {
    expect(problem('{not json')).toMatch(/^file: not JSON/)
    expect(problem({ ...good(), format: 'x' })).toMatch(/^format:/)
    expect(problem({ ...good(), title: '' })).toMatch(/^title:/)
    expect(problem({ ...good(), difficulty: 'insane' })).toMatch(/^difficulty:/)
    expect(problem({ ...good(), goal: { kind: 'score' } })).toMatch(/^goal.points:/)
    expect(problem({ ...good(), goal: { kind: 'flip' } })).toMatch(/^goal.kind: unknown goal "flip"/)
    expect(problem({ ...good(), scenario: { ...good().scenario, variant: 'chess' } })).toMatch(/^scenario.variant:/)
    expect(problem({ ...good(), solution: 'win' })).toMatch(/^solution:/)
    expect(problem(good())).toBe(null)
  })
  it('an unknown card in the scenario names the field and the card', () => {
    const raw = good()
    raw.scenario.state.players[0].hand = ['Lightning Blot']
    const p = parsePuzzle(raw)
    expect(() => playPuzzle(p, starterPool())).toThrow(/scenario\.state.*unknown card "Lightning Blot"/)
  })
})
