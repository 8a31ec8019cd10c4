// The `hearth` tool against inputs that used to crash it, hang it or print raw errors: huge deck counts, special
// files (/dev/zero, pipes, folders), folders that can't be made (/proc), action types that are Object.prototype's
// names, unknown house-rule options, --db that is a file or missing, binary and UTF-16 deck files; and generated
// scenario files (property): exit 0, 1 or 3 with a message naming the problem, in bounded time, nothing written.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../../../src-main/cli/hearth'
import { memoryIo } from '../../../src-main/cli/io'
import { cpuMsAsync } from '../../support/work'
import { folderBytes, removeDir, tempDir } from '../saves/helpers'

async function hearth(args: string[]) {
  const io = memoryIo(dir)
  // The work it does (CPU ms, which the machine's load doesn't stretch); a command that hangs fails on the test's limit.
  const { value: code, ms } = await cpuMsAsync(() => main(args, io))
  return { code, stdout: io.stdout, stderr: io.stderr, ms }
}

const scenario = (players: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ variant: 'normal', seed: 1, players, actions: [], ...extra })
const twenty = { name: 'B', deck: '20 Mountain' }

let dir: string
beforeAll(async () => {
  dir = await tempDir('hearth-cli-hardening-')
})
afterAll(() => removeDir(dir))

/** Writes a file in the test folder; returns its name. */
async function file(name: string, content: string | Uint8Array): Promise<string> {
  await writeFile(join(dir, name), content)
  return name
}

// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/

describe('deck counts in scenarios', () => {
  it('a count of a billion is refused at once, naming the field, the line and the count', async () => {
    const name = await file('billion.json', scenario([{ name: 'A', deck: '1000000000 Mountain' }, twenty]))
    const r = await hearth(['scenario', name])
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('players[0].deck: line 1: count 1000000000 is too large')
    expect(r.stderr).not.toMatch(/line 1: line 1:/)
    expect(r.ms).toBeLessThan(5000)
  }, 60_000) // the first command loads the engine: 19 s on a 2-core machine at load 27

  it('a 20-digit count says it is too large (not "must be at least 1")', async () => {
    const name = await file(
      'digits.json',
      scenario([{ name: 'A', deck: '4 Shock\n12345678901234567890 Mountain' }, twenty]),
    )
    const r = await hearth(['scenario', name])
    expect(r.stderr).toContain('players[0].deck: line 2: count 12345678901234567890 is too large')
  })
})

describe('deck and zone sizes given as arrays of names', () => {
  it('a deck array or a prepared zone of more than 4,000 cards is refused, naming the field', async () => {
    const many = Array<string>(5000).fill('Mountain')
    const deck = await file('array.json', scenario([{ name: 'A', deck: many }, twenty]))
    expect((await hearth(['scenario', deck])).stderr).toContain('players[0].deck: has 5000 cards: at most 4000')
    const zone = await file(
      'zone.json',
      scenario([{ name: 'A' }, { name: 'B' }], { state: { players: [{ library: many }, {}] } }),
    )
    expect((await hearth(['scenario', zone])).stderr).toContain(
      'state.players[0].library: must be an array of at most 4000 card names',
    )
  })
})

describe('scenario input: own properties only, unknown options refused', () => {
  for (const type of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
    it(`action type "${type}" is an unknown action type`, async () => {
      const name = await file(
        `type-${type}.json`,
        scenario([{ name: 'A', deck: '20 Mountain' }, twenty], { actions: [{ type, player: 0 }] }),
      )
      const r = await hearth(['scenario', name])
      expect(r.code).toBe(1)
      expect(r.stderr).toContain(`actions[0].type: unknown action type "${type}"`)
      expect(r.stderr).not.toMatch(/not iterable/)
    })

  it('an unknown house-rule option is refused, naming it (ruling MA-5: manaBurn is known)', async () => {
    const bad = await file(
      'option.json',
      scenario([{ name: 'A', deck: '20 Mountain' }, twenty], { options: { manaBrun: true } }),
    )
    const r = await hearth(['scenario', bad])
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/options\.manaBrun: unknown house-rule option \(normal has .*manaBurn/)
    const good = await file(
      'option-ok.json',
      scenario([{ name: 'A', deck: '20 Mountain' }, twenty], { options: { manaBurn: true } }),
    )
    expect((await hearth(['scenario', good])).code).toBe(0)
  })
})

describe('special files and folders fail fast with a clear message', () => {
  it('hearth scenario /dev/zero and hearth load /dev/zero', async () => {
    for (const command of ['scenario', 'load']) {
      const r = await hearth([command, '/dev/zero'])
      expect(r.code).toBe(1)
      expect(r.stderr).toMatch(/\/dev\/zero is not a regular file/)
      expect(r.ms).toBeLessThan(3000)
    }
  })

  it('a named pipe is refused without waiting for a writer', async () => {
    execFileSync('mkfifo', [join(dir, 'pipe.json')])
    for (const command of ['scenario', 'load']) {
      const r = await hearth([command, 'pipe.json'])
      expect(r.code).toBe(1)
      expect(r.stderr).toMatch(/not a regular file/)
    }
    const deck = await hearth(['deck', 'check', '--variant', 'normal', 'pipe.json'])
    expect(deck.stderr).toMatch(/not a regular file/)
  })

  it('--save under /proc (where a recursive mkdir never settles) fails at once', async () => {
    const name = await file('ok.json', scenario([{ name: 'A', deck: '20 Mountain' }, twenty]))
    const r = await hearth(['scenario', name, '--save', '/proc/nope/x.json'])
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/could not create the folder/)
    expect(r.ms).toBeLessThan(5000)
  })

  it('folders and files in the wrong place are named, never a bare EISDIR or ENOTDIR', async () => {
    mkdirSync(join(dir, 'a-folder.json'), { recursive: true })
    const name = await file('plain.txt', '4 Mountain\n')
    const outputs = [
      await hearth(['scenario', 'a-folder.json']),
      await hearth(['load', 'a-folder.json']),
      await hearth(['deck', 'check', '--variant', 'normal', 'a-folder.json']),
      await hearth(['deck', 'check', '--variant', 'normal', `${name}/deck.txt`]),
      await hearth(['deck', 'check', '--variant', 'normal', name, '--db', name]),
      await hearth(['cards', 'find', '--name', 'Shock', '--db', name]),
      await hearth(['cards', 'import', name, '--db', name]),
    ]
    for (const r of outputs) {
      expect(r.code).toBe(1)
      expect(r.stderr).not.toMatch(/\bE(ISDIR|NOTDIR|EXIST|NOENT)\b/)
    }
    expect(outputs[0].stderr).toMatch(/a-folder\.json is a folder/)
    expect(outputs[1].stderr).toMatch(/is a folder/)
    expect(outputs[2].stderr).toMatch(/a-folder\.json is a folder/)
    expect(outputs[3].stderr).toMatch(/a part of the path is a file/)
    for (const r of outputs.slice(4)) expect(r.stderr).toMatch(/--db must be a folder/)
  })

  it('a --db folder that does not exist is a warning (the starter pool is used), not silence', async () => {
    const deck = await file('mountains.txt', '20 Mountain\n')
    const r = await hearth(['deck', 'check', '--variant', 'normal', deck, '--db', 'no-such-folder'])
    expect(r.code).toBe(0)
    expect(r.stderr).toMatch(/warning: the --db folder .*no-such-folder does not exist; using the bundled starter pool/)
    const s = await hearth([
      'scenario',
      await file('db.json', scenario([{ name: 'A', deck: '20 Mountain' }, twenty])),
      '--db',
      'nope',
    ])
    expect(s.code).toBe(0)
    expect(s.stderr).toMatch(/warning: the --db folder/)
  })
})

describe('deck files: encodings, binary files', () => {
  it('UTF-16 with a byte-order mark and CR-only line endings read as a deck list', async () => {
    const text = '20 Mountain\r4 Shock\r'
    const name = await file('notepad.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))
    const r = await hearth(['deck', 'check', '--variant', 'normal', name])
    expect(r.stderr).toBe('')
    expect(JSON.parse(r.stdout)).toMatchObject({ legal: expect.any(Boolean) })
  })

  it('a binary file is refused, and nothing raw reaches the terminal', async () => {
    const name = await file(
      'a.out',
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0x1b, 0x5b, 0x32, 0x4a, 0, 0, 0, 0, 0]),
    )
    const r = await hearth(['deck', 'check', '--variant', 'normal', name])
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/a\.out is not a deck list \(it is a binary file\)/)
    expect(r.stderr).not.toMatch(RAW_CONTROL)
    const escapes = await file('escape.txt', '4 Mountain\n\u001b[2J\u001b]0;owned\u0007\n')
    const e = await hearth(['deck', 'check', '--variant', 'normal', escapes])
    expect(e.code).toBe(1)
    expect(e.stderr).toContain('\\u001b[2J')
    expect(e.stderr).not.toMatch(RAW_CONTROL)
  })
})

describe('hearth load --backup', () => {
  it("loads SAVE.bak, the previous version a damaged save's message points to", async () => {
    const name = await file('game.json', scenario([{ name: 'A', deck: '20 Mountain' }, twenty]))
    expect((await hearth(['scenario', name, '--save', 'saved.json'])).code).toBe(0)
    const good = await hearth(['load', 'saved.json'])
    execFileSync('cp', [join(dir, 'saved.json'), join(dir, 'saved.json.bak')])
    await writeFile(join(dir, 'saved.json'), '{"format":"hearthside-save","formatVersion":2')
    const damaged = await hearth(['load', 'saved.json'])
    expect(damaged.code).toBe(1)
    expect(damaged.stderr).toMatch(/previous version is in ".*saved\.json\.bak".*hearth load --backup/)
    const restored = await hearth(['load', '--backup', 'saved.json'])
    expect(restored.code).toBe(0)
    expect(restored.stdout).toBe(good.stdout)
  })
})

describe('generated scenario files (property)', () => {
  const base = {
    variant: 'normal',
    seed: 1,
    players: [
      { name: 'A', deck: '20 Mountain' },
      { name: 'B', deck: '20 Mountain' },
    ],
    actions: [{ type: 'keep', player: 0 }],
  }
  const field = fc.constantFrom(
    'variant',
    'seed',
    'players',
    'actions',
    'options',
    'state',
    'start',
    'cards',
    'expect',
    '__proto__',
    'constructor',
    'x',
  )
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(
      '__proto__',
      'constructor',
      'toString',
      1e21,
      -1,
      '1000000000 Mountain',
      '12345678901234567890 Island',
    ),
    fc.array(
      fc.record({
        type: fc.constantFrom('keep', 'pass', '__proto__', 'toString', 'cast'),
        player: fc.integer({ min: -1, max: 3 }),
      }),
    ),
    fc.array(
      fc.record({
        name: fc.string({ maxLength: 5 }),
        deck: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('4000 Mountain\n4000 Island')),
      }),
    ),
  )
  const variant = fc.tuple(fc.array(fc.tuple(field, value), { maxLength: 3 }), fc.boolean())

  it('exit 0, 1 or 3, a message naming the problem on 1, within a second, nothing written', async () => {
    const before = await folderBytes(dir)
    const names = readdirSync(dir).sort()
    await fc.assert(
      fc.asyncProperty(variant, async ([changes, raw]) => {
        const doc: Record<string, unknown> = JSON.parse(JSON.stringify(base))
        for (const [k, v] of changes)
          Object.defineProperty(doc, k, { value: v, enumerable: true, writable: true, configurable: true })
        const text = raw ? JSON.stringify(doc).slice(0, 1 + ((changes.length * 37) % 200)) : JSON.stringify(doc)
        await writeFile(join(dir, 'generated.json'), text)
        const r = await hearth(['scenario', 'generated.json'])
        expect([0, 1, 3]).toContain(r.code)
        if (r.code === 1) expect(r.stderr).toMatch(/^hearth scenario: .+\n$/s)
        expect(r.ms).toBeLessThan(2000)
      }),
      { numRuns: 250 },
    )
    // Nothing but the generated input was written.
    const after = await folderBytes(dir)
    after.delete('generated.json')
    expect(
      readdirSync(dir)
        .filter((n) => n !== 'generated.json')
        .sort(),
    ).toEqual(names)
    expect(after).toEqual(before)
  }, 60_000)
})
