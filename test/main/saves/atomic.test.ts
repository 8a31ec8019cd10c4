import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { backupPath, isTempFile, removeStaleTemps, writeFileAtomic } from '../../../src-main/saves/atomic'
import { SaveError } from '../../../src-main/saves/errors'
import { removeDir, tempDir } from './helpers'

describe('atomic writing (a crash mid-write never loses the old save)', () => {
  let dir: string
  beforeEach(async () => {
    dir = await tempDir()
  })
  afterEach(async () => {
    await removeDir(dir)
  })

  it('writes a new file, leaving no temporary file or backup', async () => {
    const target = join(dir, 'a.json')
    await writeFileAtomic(target, '{"x":1}')
    expect(readFileSync(target, 'utf8')).toBe('{"x":1}')
    expect(readdirSync(dir)).toEqual(['a.json'])
  })

  it('replaces a file, keeping the previous version as NAME.bak only until the new one is in place', async () => {
    const target = join(dir, 'a.json')
    writeFileSync(target, 'old')
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    let sawDuringWrite: { bak: string; target: string } | null = null
    async function* data() {
      yield 'new '
      sawDuringWrite = { bak: readFileSync(backupPath(target), 'utf8'), target: readFileSync(target, 'utf8') }
      await gate
      yield 'version'
    }
    const writing = writeFileAtomic(target, data())
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    await writing
    expect(sawDuringWrite).toEqual({ bak: 'old', target: 'old' })
    expect(readFileSync(target, 'utf8')).toBe('new version')
    expect(readdirSync(dir)).toEqual(['a.json'])
  })

  it('a failure mid-write leaves the target as it was and cleans up (write-failed)', async () => {
    const target = join(dir, 'a.json')
    writeFileSync(target, 'old')
    async function* data() {
      yield 'partial'
      throw new Error('the game crashed while serialising')
    }
    const error = await writeFileAtomic(target, data()).catch((e) => e)
    expect(error).toBeInstanceOf(SaveError)
    expect(error.code).toBe('write-failed')
    expect(error.message).toMatch(/the game crashed while serialising/)
    expect(error.message).toContain(target)
    expect(readFileSync(target, 'utf8')).toBe('old')
    expect(readdirSync(dir)).toEqual(['a.json'])
  })

  it('a folder that does not exist: write-failed naming the file', async () => {
    const target = join(dir, 'missing', 'a.json')
    const error = await writeFileAtomic(target, 'x').catch((e) => e)
    expect(error).toMatchObject({ code: 'write-failed', file: target })
  })

  it('writes bytes and chunked strings the same', async () => {
    await writeFileAtomic(join(dir, 'a'), Buffer.from('héllo'))
    await writeFileAtomic(join(dir, 'b'), ['hé', 'llo'])
    expect(readFileSync(join(dir, 'a'))).toEqual(readFileSync(join(dir, 'b')))
  })

  it('removes temporary files of writers that are gone, and only those', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString()
    const stale = `.a.json.${dead}.0123abcd.tmp`
    const staleBak = `.a.json.${dead}.89abcdef.bak`
    const mine = `.a.json.${process.pid}.0123abcd.tmp`
    for (const name of [stale, staleBak, mine, 'a.json', 'a.json.bak']) writeFileSync(join(dir, name), 'x')
    expect(isTempFile(stale)).toBe(true)
    expect(await removeStaleTemps(dir)).toEqual(expect.arrayContaining([stale, staleBak]))
    expect(readdirSync(dir).sort()).toEqual([mine, 'a.json', 'a.json.bak'].sort())
    expect(existsSync(join(dir, 'a.json'))).toBe(true)
  })
})
