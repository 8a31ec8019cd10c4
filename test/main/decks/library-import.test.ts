// Importing a deck file into the library: each unknown name is flagged with "did you mean" (resolved in the card pool
// in use, as a deck file for a new game is), a line that is not a card line is flagged too, the deck keeps the
// variant it was imported for, and a file imported again gets a name of its own.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { starterPool } from '../../../src-shared/cards/starter'
import { distinctName } from '../../../src-shared/cards/decklist'
import { createDeckLibrary } from '../../../src-main/decks/library'
import { createDecksService } from '../../../src-main/decks/service'
import { createBridgeHandlers } from '../../../src-main/ipc/handlers'
import type { DesktopService } from '../../../src-main/ipc/services'

function setup(text: string) {
  const dir = mkdtempSync(join(tmpdir(), 'hearthside-import-'))
  const file = join(dir, 'burn.txt')
  writeFileSync(file, text)
  const desktop: DesktopService = {
    chooseSaveFile: async () => null,
    chooseOpenFile: async () => file,
    showInFolder: async () => undefined,
  }
  const pool = starterPool()
  return createBridgeHandlers({
    app: { info: async () => ({}) as never },
    desktop,
    library: createDeckLibrary({ dir: join(dir, 'decks') }),
    decks: createDecksService({ pool: async () => pool }),
  })
}

describe('deck import into the library', () => {
  it('flags "4 Lightning Blot / 20 Mountian / hello world" line by line, with "did you mean"', async () => {
    const handlers = setup('4 Lightning Blot\n20 Mountian\nhello world\n')
    const result = await handlers['library:import']({ variant: 'manahearth' })
    expect(result.ok).toBe(true)
    if (!result.ok || !result.value) return
    const problems = result.value.problems
    expect(problems.map((p) => p.line)).toEqual([1, 2, 3])
    expect(problems[0].suggestions).toContain('Lightning Bolt')
    expect(problems[0].message).toMatch(/did you mean "Lightning Bolt"/)
    expect(problems[1].suggestions).toContain('Mountain')
    expect(problems[2].message).toContain('hello world')
    // The deck keeps the variant it was imported for.
    expect(result.value.variant).toBe('manahearth')
  })

  it('a clean file has no problems; a re-import gets a distinct name', async () => {
    const handlers = setup('Name: Burn\n4 Lightning Bolt\n20 Mountain\n')
    const first = await handlers['library:import'](undefined)
    const second = await handlers['library:import'](undefined)
    expect(first.ok && second.ok).toBe(true)
    if (!first.ok || !second.ok) return
    expect(first.value?.problems).toEqual([])
    expect(first.value?.variant).toBeNull()
    expect(first.value?.name).toBe('Burn')
    expect(second.value?.name).toBe('Burn (2)')
    expect(second.value?.id).not.toBe(first.value?.id)
  })

  it('distinct names skip every name taken, letter case aside', () => {
    const decks = [{ name: 'Burn' }, { name: 'burn (2)' }]
    expect(distinctName('Burn', decks)).toBe('Burn (3)')
    expect(distinctName('Elves', decks)).toBe('Elves')
  })
})
