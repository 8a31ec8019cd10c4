// `hearth deck check --automation`: the copies the engine runs entirely, and those it runs part of (`partly`: a line
// automated, or a trigger it puts on the stack, a cost it pays, CR 603.3, 606.4) — the same judgement as `cards explain`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { run } from '../../../src-main/cli/commands/deck'
import { memoryIo } from '../../../src-main/cli/io'

let dir: string | null = null
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = null
})

describe('deck check --automation', () => {
  it('CR 606.4: Sorin Markov counts as partly (its −7 is activated, its cost paid, then resolved by hand)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hearth-deck-'))
    const file = join(dir, 'deck.txt')
    writeFileSync(file, '2 Sorin Markov\n20 Swamp\n')
    const io = memoryIo(dir)
    const code = await run(['check', '--variant', 'normal', file, '--automation', '--db', dir], io)
    expect(io.stderr).toBe('')
    expect(code).toBe(0)
    const out = JSON.parse(io.stdout) as { automation: Record<string, unknown> }
    expect(out.automation).toEqual({
      share: 0.909,
      automated: 20,
      copies: 22,
      byHand: ['Sorin Markov'],
      partly: 2,
      partlyShare: 0.091,
    })
  })
})
