// docs/turn-structure.md is generated from the variants' statecharts (`npm run docs:charts`): it must show the charts
// the code has, and `hearth chart` prints one variant's chart.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { run, turnStructureDoc } from '../../../src-main/cli/commands/chart'

function capture(): { out: string[]; err: string[]; io: { out(t: string): void; err(t: string): void; cwd: string } } {
  const out: string[] = []
  const err: string[] = []
  return { out, err, io: { out: (t) => out.push(t), err: (t) => err.push(t), cwd: process.cwd() } }
}

describe('the turn structure documentation', () => {
  it('docs/turn-structure.md is the charts as the code builds them (run `npm run docs:charts` when this fails)', () => {
    const doc = readFileSync(new URL('../../../docs/turn-structure.md', import.meta.url), 'utf8')
    expect(doc).toBe(turnStructureDoc())
    for (const id of ['normal', 'manahearth', 'combat', 'heroic', 'mental']) expect(doc).toContain(`(\`${id}\`)`)
  })

  it('hearth chart prints a variant as Mermaid or JSON, and refuses an unknown variant or format', async () => {
    const mermaid = capture()
    expect(await run(['--variant', 'combat'], mermaid.io)).toBe(0)
    expect(mermaid.out.join('')).toMatch(/^stateDiagram-v2\n/)
    expect(mermaid.out.join('')).toContain(
      'turn_ending_cleanup --> ended : NEXT [lastTurnOfLastRound] / scoreFinalRound',
    )
    const json = capture()
    expect(await run(['--variant', 'normal', '--format', 'json'], json.io)).toBe(0)
    const chart = JSON.parse(json.out.join(''))
    expect(chart.states.turn.states.combat.states.declareAttackers.on).toEqual([
      { event: 'NEXT', target: 'turn.combat.endCombat', guard: 'noAttackers' },
      { event: 'NEXT', target: 'turn.combat.declareBlockers' },
    ])
    const unknown = capture()
    expect(await run(['--variant', 'chess'], unknown.io)).toBe(1)
    expect(unknown.err.join('')).toMatch(/one of normal/)
    const format = capture()
    expect(await run(['--variant', 'normal', '--format', 'svg'], format.io)).toBe(1)
  })
})
