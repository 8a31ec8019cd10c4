// `hearth match` and `hearth deck check` against unbounded counts, special files and unknown names: a --games
// beyond the cap is refused at once, a FIFO or /dev/zero given as a deck is refused without waiting, --db that
// doesn't exist warns as in the other commands, and an unknown --format is refused naming the known ones.
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../../../src-main/cli/hearth'
import { memoryIo } from '../../../src-main/cli/io'
import { MAX_GAMES } from '../../../src-main/cli/commands/match'
import { removeDir, tempDir } from '../saves/helpers'

let dir: string
beforeAll(async () => {
  dir = await tempDir('hearth-cli-round2-')
})
afterAll(() => removeDir(dir))

async function hearth(args: string[]) {
  const io = memoryIo(dir)
  const started = Date.now()
  const code = await main(args, io)
  return { code, stdout: io.stdout, stderr: io.stderr, ms: Date.now() - started }
}

describe('hearth match: bounded counts and inputs', () => {
  for (const games of ['99999999999999999999', String(MAX_GAMES + 1), '1e6']) {
    it(`--games ${games} is refused at once, naming the cap`, async () => {
      const r = await hearth(['match', '--variant', 'normal', '--games', games])
      expect(r.code).toBe(1)
      expect(r.stderr).toMatch(/--games must be a whole number from 1 to 10,000/)
      expect(r.stdout).toBe('')
      expect(r.ms).toBeLessThan(5000)
    })
  }

  it.skipIf(process.platform === 'win32')('--deck0 naming a FIFO or /dev/zero is refused without waiting', async () => {
    const fifo = join(dir, 'fifo-deck.txt')
    execFileSync('mkfifo', [fifo])
    for (const deck of [fifo, '/dev/zero']) {
      const r = await hearth(['match', '--variant', 'normal', '--games', '1', '--deck0', deck])
      expect(r.code).toBe(1)
      expect(r.stderr).toMatch(/not a regular file/)
      expect(r.ms).toBeLessThan(5000)
    }
  })

  it('--db naming a folder that does not exist warns, like the other commands', async () => {
    const r = await hearth(['match', '--variant', 'normal', '--games', '1', '--db', '/nonexistent/db'])
    expect(r.stderr).toMatch(/hearth match: warning: the --db folder \/nonexistent\/db does not exist/)
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout).games).toBe(1)
  }, 60_000)
})

describe('hearth deck check --format', () => {
  it('an unknown format is refused, naming the known ones; a known one is accepted', async () => {
    await writeFile(join(dir, 'deck.txt'), '20 Mountain\n20 Forest\n20 Grizzly Bears\n')
    await mkdir(join(dir, 'db'), { recursive: true })
    const check = (format: string) =>
      hearth(['deck', 'check', '--variant', 'normal', 'deck.txt', '--db', 'db', '--format', format])
    const bad = await check('nonesuch')
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(/--format "nonesuch" is not a format the card data knows \(.*modern/)
    expect(bad.stdout).toBe('')
    const good = await check('Modern')
    expect(good.stderr).toBe('')
    expect(JSON.parse(good.stdout)).toHaveProperty('legal')
  }, 60_000)
})
