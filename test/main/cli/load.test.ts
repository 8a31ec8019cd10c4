// `hearth scenario FILE --save OUT` and `hearth load SAVE` (the scenario contract): the save is a
// real save in the app's format (src-main/saves), and loading it prints byte for byte what the scenario printed, for
// EVERY scenario file of every variant directory. Broken saves: a message on stderr naming the problem, exit 1, the
// file untouched.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { spawnSync } from 'node:child_process'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../../../src-main/cli/hearth'
import { memoryIo } from '../../../src-main/cli/io'
import { decodeSaveText } from '../../../src-main/saves/decode'
import { findVariant } from '../../../src-shared/engine/registry'
import '../../../src-shared/variants'
import { removeDir, tempDir } from '../saves/helpers'

const REPO_ROOT = join(__dirname, '../../..')
const SCENARIOS = join(REPO_ROOT, 'test/scenarios')

function scenarioFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return scenarioFiles(path)
      return name.endsWith('.json') ? [path] : []
    })
}

async function hearth(args: string[], cwd: string) {
  const io = memoryIo(cwd)
  const code = await main(args, io)
  return { code, stdout: io.stdout, stderr: io.stderr }
}

let dir: string
beforeAll(async () => {
  dir = await tempDir('hearth-cli-load-')
})
afterAll(async () => {
  await removeDir(dir)
})

describe('hearth scenario --save, then hearth load: the same result JSON', () => {
  const files = scenarioFiles(SCENARIOS)
  it('finds scenario files in test/scenarios/normal and every other variant directory', () => {
    expect(files.filter((f) => relative(SCENARIOS, f).startsWith('normal/')).length).toBeGreaterThan(10)
  })
  for (const file of files) {
    const name = relative(SCENARIOS, file)
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { variant?: string }
    it.skipIf(!findVariant(String(raw.variant)))(name, async () => {
      const out = join(dir, name.replace(/[\\/]/g, '__'))
      const played = await hearth(['scenario', file, '--save', out], dir)
      expect(played.stderr).toBe('')
      const loaded = await hearth(['load', out], dir)
      expect(loaded.stderr).toBe('')
      expect(loaded.code).toBe(played.code)
      expect(loaded.stdout).toBe(played.stdout)
      // Stable: loading again prints the same bytes.
      expect((await hearth(['load', out], dir)).stdout).toBe(played.stdout)
      // A real save of the app's format: it decodes, with metadata from the engine and a compact snapshot.
      const { save } = decodeSaveText(await readFile(out, 'utf8'), out)
      expect(save.meta.actionCount).toBe(save.log.length)
      expect(save.meta.turn).toBe(JSON.parse(played.stdout).turn)
      expect(save.snapshot).not.toHaveProperty('cards')
      expect(save.initial).toBeDefined()
    })
  }
})

describe('hearth load: problems', () => {
  const scenario = join(SCENARIOS, 'normal', 'cr-117-4-all-pass-resolves-both.json')
  let good: string
  beforeAll(async () => {
    good = join(dir, 'good.json')
    expect((await hearth(['scenario', scenario, '--save', good], dir)).code).toBe(0)
  })

  async function refused(content: string | Buffer, pattern: RegExp) {
    const path = join(dir, `broken-${Math.random().toString(36).slice(2)}.json`)
    await writeFile(path, content)
    const before = await readFile(path)
    const r = await hearth(['load', path], dir)
    expect(r.code).toBe(1)
    expect(r.stdout).toBe('')
    expect(r.stderr).toMatch(/^hearth load: /)
    expect(r.stderr).toMatch(pattern)
    expect(r.stderr).toContain(path)
    expect(Buffer.compare(await readFile(path), before)).toBe(0) // the file is untouched
  }

  it('a truncated save is named as incomplete', async () => {
    const text = await readFile(good, 'utf8')
    await refused(text.slice(0, Math.floor(text.length / 2)), /incomplete/)
  })
  it('a file that is not JSON is named as damaged', async () => {
    await refused('this is not a save', /damaged.*not valid JSON/)
  })
  it('JSON that is not a save is named as foreign', async () => {
    await refused('{"hello": "world"}', /not a Hearthside save/)
  })
  it('a save from a newer version asks to update', async () => {
    const doc = JSON.parse(await readFile(good, 'utf8'))
    await refused(JSON.stringify({ ...doc, formatVersion: 99 }), /newer version of Hearthside/)
  })
  it('a save whose contents fail the schema names the field', async () => {
    const doc = JSON.parse(await readFile(good, 'utf8'))
    doc.log[0].player = 'Ann'
    await refused(JSON.stringify(doc), /log\.0\.player/)
  })
  it('a save with no snapshot whose log does not replay is unplayable', async () => {
    const doc = JSON.parse(await readFile(good, 'utf8'))
    doc.snapshot = null
    doc.log.unshift({ type: 'declareBlockers', player: 1, blockers: [] })
    await refused(JSON.stringify(doc), /cannot be loaded.*not legal/)
  })
  it('a missing file, a missing argument and an unknown option', async () => {
    const missing = await hearth(['load', join(dir, 'nope.json')], dir)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/nope\.json/)
    const none = await hearth(['load'], dir)
    expect(none.code).toBe(1)
    expect(none.stderr).toContain('missing SAVE')
    const bad = await hearth(['load', good, '--bogus', 'x'], dir)
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('unknown option "--bogus"')
  })

  it('an edited snapshot: loads from the log with a warning, and still prints the scenario result', async () => {
    const played = await hearth(['scenario', scenario], dir)
    const doc = JSON.parse(await readFile(good, 'utf8'))
    doc.snapshot.players[0].life = 1
    const path = join(dir, 'edited.json')
    await writeFile(path, JSON.stringify(doc))
    const r = await hearth(['load', path], dir)
    expect(r.code).toBe(0)
    expect(r.stderr).toMatch(/warning: The saved position does not match the game log/)
    expect(r.stdout).toBe(played.stdout)
  })

  it('scenario --save never writes over a file that is not a save', async () => {
    const path = join(dir, 'notes.json')
    await writeFile(path, '{"my": "notes"}')
    const r = await hearth(['scenario', scenario, '--save', path], dir)
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/Not saving over/)
    expect(r.stdout).toBe('')
    expect(await readFile(path, 'utf8')).toBe('{"my": "notes"}')
  })

  it('through npm run -s hearth (a real process): load prints the scenario output', () => {
    const run = (args: string[]) =>
      spawnSync('npx', ['tsx', 'src-main/cli/hearth.ts', ...args], { cwd: REPO_ROOT, encoding: 'utf8' })
    const a = run(['scenario', scenario])
    const b = run(['load', good])
    expect(b.status).toBe(0)
    expect(b.stdout).toBe(a.stdout)
  }, 120_000) // a real process: 35 s on a 2-core machine at load 27
})
