// The card database stores each face's compiled ability tree at import (CR 113: a card's abilities, read from its
// text), so opening it compiles nothing; a tree from another compiler version is compiled again.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_FILE, importCards, openDatabase, readDatabase } from '../../../src-main/cards/database'
import { compileAbilities } from '../../../src-main/cards/compileAbilities'
import { main } from '../../../src-main/cli/hearth'
import { memoryIo } from '../../../src-main/cli/io'
import { cardFromAtomic } from '../../../src-shared/cards/mtgjson'
import { compileFace } from '../../../src-shared/cards/text/compile'
import { decodeAbilities } from '../../../src-shared/cards/text/stored'
import { compilerVersion, COMPILER_REVISION } from '../../../src-shared/cards/text/version'
import { explainCard } from '../../../src-shared/engine/automation'
import { sharedDataPath } from '../../support/sharedData'

const NAMES = [
  'Lightning Bolt',
  'Llanowar Elves',
  'Mogg Fanatic',
  'Delver of Secrets // Insectile Aberration',
  'Pacifism',
]

let tmp: string
let file: string
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'hearth-ability-cache-'))
  const atomic = JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')) as {
    data: Record<string, unknown[]>
  }
  file = join(tmp, 'some-cards.json')
  await writeFile(file, JSON.stringify({ meta: {}, data: Object.fromEntries(NAMES.map((n) => [n, atomic.data[n]])) }))
})
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true })
})

interface StoredFile {
  compiler?: string
  cards: { name: string; faces: { name: string; a?: string }[] }[]
}

const readStored = async (dir: string) =>
  JSON.parse(await readFile(join(dir, DATABASE_FILE), 'utf8')) as StoredFile & Record<string, unknown>

/** Rewrites the stored tree of Lightning Bolt's face to one that says its line is resolved by hand. */
async function tamper(dir: string, compiler: string | undefined): Promise<void> {
  const db = await readStored(dir)
  const bolt = db.cards.find((c) => c.name === 'Lightning Bolt')!
  const face = (await readDatabase(dir))!.cards.find((c) => c.name === 'Lightning Bolt')!.faces[0]
  const tree = decodeAbilities<{ lines: { text: string; automated: boolean }[]; unknown: string[] }>(
    face,
    bolt.faces[0].a!,
  )
  tree.lines = tree.lines.map((l) => ({ text: `${l.text} (stored)`, automated: false }))
  tree.unknown = tree.lines.map((l) => l.text)
  bolt.faces[0].a = JSON.stringify(tree)
  db.compiler = compiler
  await writeFile(join(dir, DATABASE_FILE), JSON.stringify(db))
}

describe('compiled abilities in the card database', () => {
  it('CR 113: an import stores every face compiled, with the compiler version in the header', async () => {
    const dir = join(tmp, 'fresh')
    await importCards(file, dir)
    const db = await readStored(dir)
    expect(db.compiler).toBe(compilerVersion())
    expect(db.compiler!.startsWith(`${COMPILER_REVISION}.`)).toBe(true)
    const definitions = (await readDatabase(dir))!.cards
    expect(db.cards.map((c) => c.name).sort()).toEqual([...NAMES].sort())
    for (const card of db.cards) {
      const def = definitions.find((d) => d.name === card.name)!
      card.faces.forEach((face, j) => {
        expect(face.a, `${card.name} face ${j}`).toBeDefined()
        expect(decodeAbilities(def.faces[j], face.a!)).toEqual(JSON.parse(JSON.stringify(compileFace(def.faces[j]))))
        expect(face.a!.length).toBeLessThanOrEqual(JSON.stringify(compileFace(def.faces[j])).length) // lines by index
      })
    }
    const bolt = db.cards.find((c) => c.name === 'Lightning Bolt')!.faces[0].a!
    expect(bolt).toContain('{"$l":0}') // its one line, stored once, in the card's text
    // The stored tree is what the engine reads: Llanowar Elves' mana ability, Delver's back face, and no more.
    const pool = (await openDatabase(dir))!
    expect(explainCard(pool.byName('Lightning Bolt')!)).toEqual({
      name: 'Lightning Bolt',
      automated: true,
      lines: [{ text: 'Lightning Bolt deals 3 damage to any target.', automated: true }],
    })
  })

  it('CR 113: opening the database uses the stored trees when the same compiler wrote them', async () => {
    const dir = join(tmp, 'same')
    await importCards(file, dir)
    await tamper(dir, compilerVersion())
    const bolt = (await openDatabase(dir))!.byName('Lightning Bolt')!
    expect(explainCard(bolt).lines).toEqual([
      { text: 'Lightning Bolt deals 3 damage to any target. (stored)', automated: false },
    ])
  })

  it('CR 113: a tree stored by another compiler version is compiled again', async () => {
    for (const [label, compiler] of [
      ['stale', `${COMPILER_REVISION - 1}.00000000000.00000000000`],
      ['none', undefined],
    ] as const) {
      const dir = join(tmp, label)
      await importCards(file, dir)
      await tamper(dir, compiler)
      for (const read of [
        async () => (await openDatabase(dir))!.byName('Lightning Bolt')!,
        async () => (await readDatabase(dir))!.cards.find((c) => c.name === 'Lightning Bolt')!,
      ]) {
        expect(explainCard(await read()).lines, label).toEqual([
          { text: 'Lightning Bolt deals 3 damage to any target.', automated: true },
        ])
      }
    }
  })

  it('`hearth cards explain --db` reads the stored trees', async () => {
    const dir = join(tmp, 'cli')
    await importCards(file, dir)
    await tamper(dir, compilerVersion())
    const io = memoryIo()
    expect(await main(['cards', 'explain', '--name', 'Lightning Bolt', '--db', dir], io)).toBe(0)
    expect(JSON.parse(io.stdout)).toEqual({
      name: 'Lightning Bolt',
      automated: false,
      lines: [{ text: 'Lightning Bolt deals 3 damage to any target. (stored)', automated: false }],
    })
  })

  it('compiles in worker threads exactly as in this thread', async () => {
    const cards = (await readDatabase(join(tmp, 'fresh')))!.cards
    const here = await compileAbilities(cards, { workers: 0 })
    const workers = await compileAbilities(cards, { workers: 2 })
    expect(workers).toEqual(here)
    expect(here.version).toBe(compilerVersion())
    expect(here.abilities.map((faces) => faces.length)).toEqual(cards.map((c) => c.faces.length))
  }, 60_000)

  it('the compiler version follows the recorded grammar and what the starter faces compile to', () => {
    expect(compilerVersion()).toMatch(/^\d+\.[0-9a-z]{11}\.[0-9a-z]{11}$/)
    expect(compilerVersion()).toBe(compilerVersion())
    void cardFromAtomic
  })
})
