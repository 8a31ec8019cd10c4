// The card database stores each face's compiled ability tree after an import (CR 113: a card's abilities, read from
// its text), compiled in the background, so a later opening compiles nothing; a tree from another compiler version,
// or written for another database, is compiled again.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ABILITIES_FILE,
  DATABASE_FILE,
  importCards,
  openDatabase,
  readDatabase,
  whenCompiled,
} from '../../../src-main/cards/database'
import { compileAbilities } from '../../../src-main/cards/compileAbilities'
import { main } from '../../../src-main/cli/hearth'
import { memoryIo } from '../../../src-main/cli/io'
import { cardFromAtomic } from '../../../src-shared/cards/mtgjson'
import { compileFace } from '../../../src-shared/text/compile'
import { decodeAbilities } from '../../../src-shared/cards/storedAbilities'
import { compilerVersion, COMPILER_REVISION } from '../../../src-shared/text/version'
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
  id?: string
  compiler?: string
  cards: { name: string; faces: { name: string; a?: string }[] }[]
}

interface TreesFile {
  format: string
  database: string
  compiler?: string
  faces: string[][]
}

const readStored = async (dir: string) =>
  JSON.parse(await readFile(join(dir, DATABASE_FILE), 'utf8')) as StoredFile & Record<string, unknown>
const readTrees = async (dir: string) => JSON.parse(await readFile(join(dir, ABILITIES_FILE), 'utf8')) as TreesFile

/** Imports `file` into `dir` and waits for the ability trees compiled in the background. */
async function importAndCompile(dir: string): Promise<void> {
  await importCards(file, dir)
  expect(await whenCompiled(dir)).toBe(true)
}

/** Rewrites the stored tree of Lightning Bolt's face to one that says its line is resolved by hand. */
async function tamper(dir: string, compiler: string | undefined, database?: string): Promise<void> {
  const db = await readStored(dir)
  const trees = await readTrees(dir)
  const at = db.cards.findIndex((c) => c.name === 'Lightning Bolt')
  const face = (await readDatabase(dir))!.cards.find((c) => c.name === 'Lightning Bolt')!.faces[0]
  const tree = decodeAbilities<{ lines: { text: string; automated: boolean }[]; unknown: string[] }>(
    face,
    trees.faces[at][0],
  )
  tree.lines = tree.lines.map((l) => ({ text: `${l.text} (stored)`, automated: false }))
  tree.unknown = tree.lines.map((l) => l.text)
  trees.faces[at][0] = JSON.stringify(tree)
  trees.compiler = compiler
  if (database !== undefined) trees.database = database
  await writeFile(join(dir, ABILITIES_FILE), JSON.stringify(trees))
}

describe('compiled abilities in the card database', () => {
  it('CR 113: an import stores every face compiled after the cards, for that database, with the compiler version', async () => {
    const dir = join(tmp, 'fresh')
    await importCards(file, dir)
    // The cards are written first and usable at once: their faces compile on first use.
    const early = (await openDatabase(dir))!
    expect(explainCard(early.byName('Lightning Bolt')!).automated).toBe(true)
    expect(await whenCompiled(dir)).toBe(true)
    const db = await readStored(dir)
    const trees = await readTrees(dir)
    expect(trees.database).toBe(db.id)
    expect(trees.compiler).toBe(compilerVersion())
    expect(trees.compiler!.startsWith(`${COMPILER_REVISION}.`)).toBe(true)
    const definitions = (await readDatabase(dir))!.cards
    expect(db.cards.map((c) => c.name).sort()).toEqual([...NAMES].sort())
    db.cards.forEach((card, i) => {
      const def = definitions.find((d) => d.name === card.name)!
      expect(trees.faces[i].length).toBe(card.faces.length)
      card.faces.forEach((_face, j) => {
        const a = trees.faces[i][j]
        expect(a, `${card.name} face ${j}`).toBeDefined()
        expect(decodeAbilities(def.faces[j], a)).toEqual(JSON.parse(JSON.stringify(compileFace(def.faces[j]))))
        expect(a.length).toBeLessThanOrEqual(JSON.stringify(compileFace(def.faces[j])).length) // lines by index
      })
    })
    const bolt = trees.faces[db.cards.findIndex((c) => c.name === 'Lightning Bolt')][0]
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
    await importAndCompile(dir)
    await tamper(dir, compilerVersion())
    const bolt = (await openDatabase(dir))!.byName('Lightning Bolt')!
    expect(explainCard(bolt).lines).toEqual([
      { text: 'Lightning Bolt deals 3 damage to any target. (stored)', automated: false },
    ])
  })

  it('CR 113: a tree stored by another compiler version, or for another database, is compiled again', async () => {
    for (const [label, compiler, database] of [
      ['stale', `${COMPILER_REVISION - 1}.00000000000.00000000000`, undefined],
      ['none', undefined, undefined],
      ['other database', compilerVersion(), '0123456789abcdef'],
    ] as const) {
      const dir = join(tmp, label)
      await importAndCompile(dir)
      await tamper(dir, compiler, database)
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
    await importAndCompile(dir)
    await tamper(dir, compilerVersion())
    const io = memoryIo()
    expect(await main(['cards', 'explain', '--name', 'Lightning Bolt', '--db', dir], io)).toBe(0)
    expect(JSON.parse(io.stdout)).toEqual({
      name: 'Lightning Bolt',
      automated: false,
      lines: [
        {
          text: 'Lightning Bolt deals 3 damage to any target. (stored)',
          automated: false,
          reason: expect.objectContaining({ code: expect.any(String) }),
        },
      ],
    })
  })

  it('CR 113: a second import supersedes the trees of the first; only the last database’s trees are used', async () => {
    const dir = join(tmp, 'twice')
    const first = importCards(file, dir).then(() => whenCompiled(dir))
    await importCards(file, dir)
    await first
    expect(await whenCompiled(dir)).toBe(true)
    expect((await readTrees(dir)).database).toBe((await readStored(dir)).id)
  })

  it('`hearth cards import --db` writes the ability trees before it exits', async () => {
    const dir = join(tmp, 'cli-import')
    const io = memoryIo()
    expect(await main(['cards', 'import', file, '--db', dir], io)).toBe(0)
    const trees = await readTrees(dir)
    expect(trees.database).toBe((await readStored(dir)).id)
    expect(trees.faces.flat().length).toBe(NAMES.length + 1) // Delver has two faces
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
