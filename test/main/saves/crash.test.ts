// Crash safety: a writer killed mid-write in a child process must leave the old save intact and loadable.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSaveService, type SaveService } from '../../../src-main/saves/service'
import { fakeCodec, gameInput, removeDir, tempDir } from './helpers'

const ROOT = resolve(__dirname, '../../..')
const WRITER = join(__dirname, 'child', 'slow-writer.ts')

/** Starts the slow writer; resolves once it has written `chunks` pieces (and flushed some into its temporary file). */
function startWriter(target: string): {
  child: ChildProcess
  total: Promise<number>
  progress: (chunks: number) => Promise<void>
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
} {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, target], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.node.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let written = -1
  let stderr = ''
  const waiters: Array<{ n: number; resolve: () => void }> = []
  let setTotal: (n: number) => void = () => {}
  const total = new Promise<number>((resolve) => (setTotal = resolve))
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    const t = /total (\d+)/.exec(text)
    if (t) setTotal(Number(t[1]))
    for (const m of text.matchAll(/chunk (\d+)/g)) written = Number(m[1])
    for (const w of waiters.filter((w) => written >= w.n)) w.resolve()
  })
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text))
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  const progress = (n: number) =>
    new Promise<void>((resolve, reject) => {
      if (written >= n) return resolve()
      waiters.push({ n, resolve })
      exit.then(({ code }) => reject(new Error(`the writer exited (${code}) before chunk ${n}: ${stderr}`)))
    })
  return { child, total, progress, exit }
}

function tempFiles(dir: string): string[] {
  return readdirSync(dir).filter((n) => n.endsWith('.tmp'))
}

describe('a writer killed mid-write never corrupts a save', () => {
  let dir: string
  let service: SaveService
  let children: ChildProcess[] = []

  beforeEach(async () => {
    dir = await tempDir()
    service = createSaveService({ dir, appVersion: 'test', codec: fakeCodec() })
  })
  afterEach(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
    children = []
    await removeDir(dir)
  })

  it('SIGKILL while the new version is half written: the old save survives byte for byte and loads', async () => {
    const old = await service.save(gameInput({ gameId: 'crash', name: 'The old version' }))
    const before = readFileSync(old.path)

    const writer = startWriter(old.path)
    children.push(writer.child)
    await writer.progress(12) // ~780 KB produced, at least one 256 KB flush into the temporary file
    const [temp] = tempFiles(dir)
    expect(temp).toBeDefined()
    expect(statSync(join(dir, temp)).size).toBeGreaterThan(0)
    expect(existsSync(`${old.path}.bak`)).toBe(true) // the previous version is kept while writing
    writer.child.kill('SIGKILL')
    expect(await writer.exit).toEqual({ code: null, signal: 'SIGKILL' })

    expect(readFileSync(old.path).equals(before)).toBe(true)
    const loaded = await service.load(old.id)
    expect(loaded.save.meta.name).toBe('The old version')
    expect(loaded.source).toBe('verified')
    expect(readFileSync(`${old.path}.bak`).equals(before)).toBe(true)

    // The list shows the one save; the dead writer's temporary file is cleaned up.
    const list = await service.list()
    expect(list.map((e) => e.id)).toEqual(['crash.json'])
    expect(list[0].problem).toBeUndefined()
    expect(tempFiles(dir)).toEqual([])

    // Saving again works, and then no backup is left behind.
    await service.save(gameInput({ gameId: 'crash' }))
    expect((await service.load('crash.json')).save.meta.name).toBe('The old version')
    expect(existsSync(`${old.path}.bak`)).toBe(false)
  }, 30_000)

  it('killed early, half-way and at the last chunk, the save is always the old one or the whole new one', async () => {
    await service.save(gameInput({ gameId: 'crash', name: 'The old version' }))
    const path = join(dir, 'crash.json')
    for (const at of ['start', 'middle', 'end'] as const) {
      const before = readFileSync(path)
      const writer = startWriter(path)
      children.push(writer.child)
      const total = await writer.total
      await writer.progress(at === 'start' ? 0 : at === 'middle' ? Math.floor(total / 2) : total - 1)
      writer.child.kill('SIGKILL')
      await writer.exit
      const loaded = await service.load('crash.json')
      if (readFileSync(path).equals(before)) {
        expect(loaded.save.meta.name).toBe('The old version') // only the last kill can come after the rename
      } else {
        // The writer got as far as the rename: the file is the complete new version.
        expect(loaded.save.meta.name).toBe('The new version')
        expect(loaded.save.log.length).toBe(loaded.save.meta.actionCount)
        expect(loaded.source).toBe('verified')
      }
      expect(at === 'end' || readFileSync(path).equals(before)).toBe(true) // before the last chunk, never replaced
    }
    // A killed writer leaves the previous version as crash.json.bak; the next save that succeeds removes it.
    // (The list removes the dead writers' temporary files, their staged backups included.)
    await service.save(gameInput({ gameId: 'crash' }))
    await service.list()
    expect(readdirSync(dir).filter((n) => n.endsWith('.bak') || n.endsWith('.tmp'))).toEqual([])
  }, 60_000)

  it('a first save killed mid-write leaves no save at all, not a broken one', async () => {
    const target = join(dir, 'first.json')
    const writer = startWriter(target)
    children.push(writer.child)
    await writer.progress(8)
    writer.child.kill('SIGKILL')
    await writer.exit
    expect(existsSync(target)).toBe(false)
    expect(await service.list()).toEqual([])
  }, 30_000)
})
