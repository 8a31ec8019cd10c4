import { execFileSync, spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { memoryIo } from '../../../src-main/cli/io'
import { run } from '../../../src-main/cli/commands/mana'

async function mana(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = memoryIo()
  const code = await run(args, io)
  return { code, stdout: io.stdout, stderr: io.stderr }
}

describe('hearth mana COST (SCENARIOS.md)', () => {
  it("prints the contract's JSON for {1}{W/U}{W/U}: mana value 3, colours W and U, canonical symbols", async () => {
    const r = await mana('{1}{W/U}{W/U}')
    expect(r.code).toBe(0)
    expect(r.stdout).toBe('{"manaValue":3,"colors":["W","U"],"symbols":["{1}","{W/U}","{W/U}"]}\n')
    expect(Object.keys(JSON.parse(r.stdout))).toEqual(['manaValue', 'colors', 'symbols'])
  })
  it('CR 202.3: two-brid, Phyrexian and X symbols; --x gives X on the stack (CR 202.3b)', async () => {
    expect(JSON.parse((await mana('{2/B}{2/B}{2/B}')).stdout)).toEqual({
      manaValue: 6,
      colors: ['B'],
      symbols: ['{2/B}', '{2/B}', '{2/B}'],
    })
    expect(JSON.parse((await mana('{1}{W/P}{W/P}')).stdout).manaValue).toBe(3)
    expect(JSON.parse((await mana('{X}{R}')).stdout).manaValue).toBe(1)
    expect(JSON.parse((await mana('{X}{R}', '--x', '3')).stdout).manaValue).toBe(4)
  })
  it('MA-6: prints the normalised cost in printed order', async () => {
    expect(JSON.parse((await mana('{U}{1}{W}{1}')).stdout).symbols).toEqual(['{2}', '{W}', '{U}'])
  })
  it('CR 202.1b: an empty cost is "no cost": mana value 0, no symbols', async () => {
    expect((await mana('')).stdout).toBe('{"manaValue":0,"colors":[],"symbols":[]}\n')
  })
  it('exits 1 with a message quoting the bad symbol on a malformed cost', async () => {
    const r = await mana('{1}{W/Q}')
    expect(r.code).toBe(1)
    expect(r.stdout).toBe('')
    expect(r.stderr).toContain('"{W/Q}"')
    const unclosed = await mana('{1}{W')
    expect(unclosed.code).toBe(1)
    expect(unclosed.stderr).toContain('"{W"')
  })
  it('exits 1 on missing or extra arguments and a bad --x', async () => {
    expect((await mana()).code).toBe(1)
    expect((await mana('{1}', '{2}')).code).toBe(1)
    const r = await mana('{X}', '--x', 'lots')
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('--x')
  })
  it('works through npm run -s hearth (the real process, exit codes included)', () => {
    const out = execFileSync('npm', ['run', '-s', 'hearth', '--', 'mana', '{1}{W/U}{W/U}'], { encoding: 'utf8' })
    expect(out).toBe('{"manaValue":3,"colors":["W","U"],"symbols":["{1}","{W/U}","{W/U}"]}\n')
    const bad = spawnSync('npm', ['run', '-s', 'hearth', '--', 'mana', '{Q}'], { encoding: 'utf8' })
    expect(bad.status).toBe(1)
    expect(bad.stderr).toContain('"{Q}"')
  }, 30000)
})
