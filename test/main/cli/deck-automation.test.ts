// `hearth deck check --automation`: the copies the engine runs entirely, and those it runs part of (`partly`: a line
// automated, or a trigger it puts on the stack, CR 603.3) — the same judgement as `cards explain`.
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
  it('CR 603.3: Merfolk Trickster counts as partly (its trigger goes on the stack), Kopala as by hand', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hearth-deck-'))
    const file = join(dir, 'deck.txt')
    writeFileSync(file, '4 Merfolk Trickster\n2 Kopala, Warden of Waves\n20 Island\n')
    const io = memoryIo(dir)
    const code = await run(['check', '--variant', 'normal', file, '--automation', '--db', dir], io)
    expect(io.stderr).toBe('')
    expect(code).toBe(0)
    const out = JSON.parse(io.stdout) as { automation: Record<string, unknown> }
    expect(out.automation).toEqual({
      share: 0.769,
      automated: 20,
      copies: 26,
      byHand: ['Merfolk Trickster', 'Kopala, Warden of Waves'],
      partly: 4,
      partlyShare: 0.154,
    })
  })
})
