// The `hearth` command-line tool's dispatcher (the scenario contract): --help, unknown commands,
// commands not built yet, and failures inside a command, each with its exit code and a clear message.
import { execFileSync, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMMANDS, main, usage } from '../../../src-main/cli/hearth'
import type { CommandEntry } from '../../../src-main/cli/hearth'
import { memoryIo } from '../../../src-main/cli/io'

const REPO_ROOT = join(__dirname, '../../..')

function fake(run: CommandEntry['load']): Record<string, CommandEntry> {
  return { echo: { summary: 'echo ARGS                                print the arguments', load: run } }
}

describe('hearth', () => {
  it('prints the usage with every contract command for --help, -h and help, exiting 0', async () => {
    for (const flag of ['--help', '-h', 'help']) {
      const io = memoryIo()
      expect(await main([flag], io)).toBe(0)
      expect(io.stdout).toBe(usage() + '\n')
      expect(io.stderr).toBe('')
    }
    for (const command of ['scenario', 'load', 'mana', 'cards', 'deck']) expect(usage()).toContain(`  ${command} `)
    expect(Object.keys(COMMANDS).sort()).toEqual([
      'cards',
      'chart',
      'deck',
      'draft',
      'ladder',
      'load',
      'mana',
      'match',
      'scenario',
    ])
  })

  it('prints the usage on stderr and exits 1 without a command (a usage error, stdout stays empty)', async () => {
    const io = memoryIo()
    expect(await main([], io)).toBe(1)
    expect(io.stderr).toContain('Usage: hearth <command>')
    expect(io.stdout).toBe('')
  })

  it('names an unknown command and points to --help, exiting 1', async () => {
    for (const name of ['bogus', 'toString', '__proto__', 'constructor']) {
      const io = memoryIo()
      expect(await main([name], io)).toBe(1)
      expect(io.stderr).toBe(`hearth: unknown command "${name}". Run "hearth --help" for the list of commands.\n`)
    }
  })

  it('runs a command with the remaining arguments and returns its exit code', async () => {
    const io = memoryIo()
    const commands = fake(async () => ({ run: async (args, out) => (out.out(args.join(',')), 3) }))
    expect(await main(['echo', 'a', '--b', 'c'], io, commands)).toBe(3)
    expect(io.stdout).toBe('a,--b,c')
  })

  it('reports an error thrown by a command, naming the command, exiting 1', async () => {
    const io = memoryIo()
    const commands = fake(async () => ({ run: async () => Promise.reject(new Error('option "--db" needs a value')) }))
    expect(await main(['echo'], io, commands)).toBe(1)
    expect(io.stderr).toBe('hearth echo: option "--db" needs a value\n')
  })

  it('says a command is not available when its module does not exist, and shows other load failures', async () => {
    const missing = memoryIo()
    const notFound = Object.assign(new Error("Cannot find module '/x/src-main/cli/commands/echo'"), {
      code: 'ERR_MODULE_NOT_FOUND',
    })
    expect(
      await main(
        ['echo'],
        missing,
        fake(async () => Promise.reject(notFound)),
      ),
    ).toBe(1)
    expect(missing.stderr).toBe('hearth: the "echo" command is not available in this build yet.\n')
    const broken = memoryIo()
    expect(
      await main(
        ['echo'],
        broken,
        fake(async () => Promise.reject(new SyntaxError('Unexpected token'))),
      ),
    ).toBe(1)
    expect(broken.stderr).toBe('hearth: the "echo" command failed to load: Unexpected token\n')
  })

  it('runs as a program: `hearth --help` exits 0, an unknown command exits 1 with the message on stderr', () => {
    const tsx = join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
    const help = execFileSync(process.execPath, [tsx, 'src-main/cli/hearth.ts', '--help'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
    expect(help).toContain('Usage: hearth <command> [options]')
    const unknown = spawnSync(process.execPath, [tsx, 'src-main/cli/hearth.ts', 'frobnicate'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toContain('hearth: unknown command "frobnicate"')
    expect(unknown.stdout).toBe('')
  }, 20_000)
})
