// The deck library against hostile or unlucky use: concurrent creates, files copied or renamed in the file manager,
// decks too large to export and import again, names that read as another or name a Windows device, what killed
// writers left, special files in the folder, and exports that can't be written.
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MAX_DECK_CARDS } from '../../../src-shared/cards/decklist'
import { createDeckLibrary, type LibraryDeckInput } from '../../../src-main/decks/library'

function library() {
  const dir = mkdtempSync(join(tmpdir(), 'hearthside-decks-'))
  let t = Date.parse('2026-01-01T00:00:00Z')
  return { dir, lib: createDeckLibrary({ dir, now: () => new Date((t += 1000)) }) }
}

const deck = (name: string, main = [{ count: 20, name: 'Forest' }]): LibraryDeckInput => ({
  name,
  variant: null,
  main,
  sideboard: [],
  maybe: [],
  hero: null,
  type: null,
})

describe('one identity per file', () => {
  it('10 concurrent creates with one name make 10 files with 10 ids', async () => {
    const { dir, lib } = library()
    const made = await Promise.all(Array.from({ length: 10 }, () => lib.save(deck('Elves'))))
    expect(new Set(made.map((d) => d.id)).size).toBe(10)
    expect(readdirSync(dir).filter((n) => n.endsWith('.deck.json'))).toHaveLength(10)
    for (const d of made) expect((await lib.get(d.id)).id).toBe(d.id)
  })

  it('a file copied in the file manager becomes its own deck: listed once each, opened, edited and deleted alone', async () => {
    const { dir, lib } = library()
    const original = await lib.save(deck('Elves'))
    copyFileSync(join(dir, 'elves.deck.json'), join(dir, 'elves (copy).deck.json'))
    copyFileSync(join(dir, 'elves.deck.json'), join(dir, 'other-name.deck.json')) // inner id "elves"
    const listed = await lib.list()
    expect(listed).toHaveLength(3)
    const ids = listed.map((d) => d.id)
    expect(new Set(ids).size).toBe(3)
    expect(ids).toContain('other-name')
    for (const id of ids) expect((await lib.get(id)).id).toBe(id)
    const copy = ids.find((id) => id !== original.id && id !== 'other-name')!
    await lib.rename(copy, 'Copied elves')
    expect((await lib.get(original.id)).name).toBe('Elves')
    await lib.delete('other-name')
    expect((await lib.get(original.id)).name).toBe('Elves')
    expect((await lib.list()).map((d) => d.id).sort()).toEqual([copy, original.id].sort())
  })
})

describe('one cap on a deck size everywhere', () => {
  it('a deck over the cap is refused from the editor (the bridge) and from a file', async () => {
    const { dir, lib } = library()
    await expect(
      lib.save(
        deck(
          'Huge',
          Array.from({ length: 1000 }, (_, i) => ({ count: 1000, name: `C${i}` })),
        ),
      ),
    ).rejects.toThrow(new RegExp(`at most ${MAX_DECK_CARDS}`))
    const ok = await lib.save(deck('Fine'))
    const file = join(dir, `${ok.id}.deck.json`)
    const raw = JSON.parse(readFileSync(file, 'utf8'))
    raw.main = Array.from({ length: 2000 }, (_, i) => ({ count: 4000, name: `C${i}` }))
    writeFileSync(file, JSON.stringify(raw))
    await expect(lib.get(ok.id)).rejects.toThrow(/at most/)
    expect(await lib.list()).toEqual([])
  })

  it('a deck at the cap exports and imports again', async () => {
    const { lib } = library()
    const big = await lib.save(deck('Big', [{ count: MAX_DECK_CARDS, name: 'Forest' }]))
    for (const format of ['text', 'mtgo', 'arena', 'cockatrice', 'forge'] as const) {
      const text = await lib.exportText(big.id, format)
      const again = await lib.importBytes(new TextEncoder().encode(text), `big.${format === 'text' ? 'txt' : format}`)
      expect(again.main.reduce((n, e) => n + e.count, 0)).toBe(MAX_DECK_CARDS)
    }
  })
})

describe('one name policy', () => {
  for (const [what, name] of [
    ['a bidi override', 'Elves\u202Egnp.exe'],
    ['a control character', 'Elves\u0007'],
    ['a zero-width space', 'El\u200Bves'],
    ['a right-to-left mark', 'Elves\u200F'],
    ['an Arabic letter mark', '\u061CElves'],
    ['a line separator', 'Elves\u2028two'],
    ['a byte-order mark', '\uFEFFElves'],
    ['10,000 characters', 'x'.repeat(10_000)],
  ]) {
    it(`a deck name with ${what} is refused, on create and on rename`, async () => {
      const { lib } = library()
      await expect(lib.save(deck(name))).rejects.toThrow(/deck name can't be used/)
      const ok = await lib.save(deck('Elves'))
      await expect(lib.rename(ok.id, name)).rejects.toThrow(/deck name can't be used/)
    })
  }

  it('Windows device names never become file names', async () => {
    const { dir, lib } = library()
    for (const name of ['CON', 'nul', 'COM1', 'LPT9']) await lib.save(deck(`${name}!`))
    const files = readdirSync(dir)
    expect(files.some((f) => /^(con|nul|com1|lpt9)\./i.test(f))).toBe(false)
    expect(files).toContain('con-deck.deck.json')
  })
})

describe('litter, special files and failed exports', () => {
  it('temporary files of killed deck writes are removed when the library is first listed', async () => {
    const { dir, lib } = library()
    await lib.save(deck('Elves'))
    const stale = '.elves.deck.json.999999.0badc0de.tmp'
    writeFileSync(join(dir, stale), 'half')
    await lib.list()
    expect(existsSync(join(dir, stale))).toBe(false)
  })

  it.skipIf(process.platform === 'win32')(
    'a FIFO or a link to /dev/zero named like a deck does not stall the listing',
    async () => {
      const { dir, lib } = library()
      await lib.save(deck('Elves'))
      execFileSync('mkfifo', [join(dir, 'pipe.deck.json')])
      execFileSync('ln', ['-s', '/dev/zero', join(dir, 'zero.deck.json')])
      const started = Date.now()
      expect((await lib.list()).map((d) => d.id)).toEqual(['elves'])
      await expect(lib.get('pipe')).rejects.toThrow(/not a regular file/)
      expect(Date.now() - started).toBeLessThan(5000)
    },
  )

  it('an export to a folder that is a file, or to a folder, fails in words, never a raw EEXIST or EISDIR', async () => {
    const { dir, lib } = library()
    const d = await lib.save(deck('Elves'))
    writeFileSync(join(dir, 'afile'), 'x')
    for (const target of [join(dir, 'afile', 'sub', 'elves.txt'), dir]) {
      const error = await lib.exportFile(d.id, 'text', target).then(
        () => null,
        (e: Error) => e,
      )
      expect(error?.message).toMatch(/can't be exported to/)
      expect(error?.message).not.toMatch(/E[A-Z]{4,}/)
    }
  })
})
