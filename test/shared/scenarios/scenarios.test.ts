// Runs EVERY test/scenarios/**/*.json through the scenario runner (the scenario contract) and fails when
// its `expect` block does not hold. Colleagues add JSON files for their variants; nothing to change here.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { runScenario } from '@shared/scenario'
import { findVariant } from '@shared/engine'
import { starterPool } from '@shared/cards/starter'

const root = join(__dirname, '../../scenarios')

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return files(path)
      return name.endsWith('.json') ? [path] : []
    })
}

describe('scenarios (test/scenarios/**/*.json)', () => {
  const all = files(root)
  it('finds scenario files', () => {
    expect(all.length).toBeGreaterThan(0)
  })
  for (const file of all) {
    const name = relative(root, file)
    const raw = JSON.parse(readFileSync(file, 'utf8'))
    const available = findVariant(raw.variant)
    it.skipIf(!available)(name, () => {
      const result = runScenario(raw, starterPool())
      expect(raw.expect, `${name} has no "expect" block`).toBeDefined()
      expect(result.output.failed).toEqual([])
      expect(result.exitCode).toBe(0)
    })
  }
})
