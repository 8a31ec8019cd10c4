import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCardFile, CardImportError, type ImportProgress } from '../../../src-main/cards/importer'
import {
  DATABASE_FILE,
  defaultDatabaseDir,
  importCards,
  loadCardPool,
  openDatabase,
  readDatabase,
} from '../../../src-main/cards/database'
import { sharedDataPath } from '../../support/sharedData'

const ATOMIC = sharedDataPath('mtgjson/AtomicCards.json')
const SCRYFALL_DIR = sharedDataPath('scryfall/cards/')

let tmp: string
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'hearth-cards-'))
})
afterAll(async () => {
  // Retried: on a loaded machine a file of the last import may still be closing as the folder is removed.
  await rm(tmp, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
})

const scryfallObjects = () =>
  readdirSync(SCRYFALL_DIR)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(SCRYFALL_DIR, f), 'utf8')))

describe('importing MTGJSON AtomicCards', () => {
  it('imports the real file with counts that add up: 23,711 names = 23,496 cards + 210 non-cards + 5 duplicates', async () => {
    const dir = join(tmp, 'atomic')
    const progress: ImportProgress[] = []
    const result = await importCards(ATOMIC, dir, { onProgress: (p) => progress.push(p) })
    expect(result).toMatchObject({ imported: 23496, skipped: 215, kind: 'mtgjson-atomic', warnings: [] })
    // Schemes, planes and phenomena, Vanguard avatars, Theros hero cards; reversible cards repeating a normal card.
    expect(result.skippedBy).toEqual({ scheme: 70, plane: 86, vanguard: 33, hero_card: 21, duplicate: 5 })
    const size = (await stat(ATOMIC)).size
    expect(progress.length).toBeGreaterThan(5)
    expect(
      progress.every((p, i) => p.totalBytes === size && (i === 0 || p.bytesRead >= progress[i - 1].bytesRead)),
    ).toBe(true)
    expect(progress[progress.length - 1]).toMatchObject({ bytesRead: size, cards: 23496 })

    const pool = (await openDatabase(dir))!
    expect(pool.size).toBe(23496)
    expect(pool.byName('Chandra, Torch of Defiance')?.faces[0].loyaltyAbilities).toHaveLength(4)
    expect(pool.byName('Delver of Secrets')?.faces[1].name).toBe('Insectile Aberration') // found by its front name
    expect(pool.byCost('{1}{W}{U}').length).toBeGreaterThan(50)
    expect(pool.byName("Krark's Thumb")?.layout).toBe('normal') // the normal printing beat the reversible one
  }, 90_000) // the import compiles every face's text too (in worker threads)
})

describe('importing Scryfall files', () => {
  it('imports a bulk array, skipping tokens, emblems, planes, schemes, art series, vanguards and dungeons', async () => {
    const file = join(tmp, 'bulk.json')
    await writeFile(file, JSON.stringify(scryfallObjects(), null, 1))
    const read = await readCardFile(file)
    expect(read.kind).toBe('scryfall-array')
    expect(read.skippedBy).toEqual({ token: 7, emblem: 3, plane: 5, scheme: 4, art_series: 3, vanguard: 2, dungeon: 1 })
    expect(read.cards).toHaveLength(72 - 25)
    expect(read.cards.map((c) => c.name)).toContain('Fire // Ice')
  })

  it('reads a gzip-compressed file and a Scryfall list object', async () => {
    const gz = join(tmp, 'bulk.json.gz')
    await writeFile(gz, gzipSync(JSON.stringify(scryfallObjects())))
    expect((await readCardFile(gz)).cards).toHaveLength(47)
    const list = join(tmp, 'list.json')
    await writeFile(list, JSON.stringify({ object: 'list', has_more: false, data: scryfallObjects().slice(0, 10) }))
    expect((await readCardFile(list)).kind).toBe('scryfall-list')
  })

  it('merges one Scryfall card into the database, or into the starter pool when none was imported', async () => {
    const dir = join(tmp, 'single')
    const file = join(SCRYFALL_DIR, 'Normal-Planeswalker-Ashiok.json')
    const first = await importCards(file, dir)
    expect(first).toMatchObject({ imported: 1, skipped: 0, kind: 'scryfall-card' })
    const pool = (await openDatabase(dir))!
    expect(pool.byName('Ashiok, Nightmare Weaver')).toBeDefined()
    expect(pool.size).toBeGreaterThan(250) // the starter pool plus Ashiok
    const again = await importCards(join(SCRYFALL_DIR, 'Normal-Spell-LightningBolt.json'), dir)
    expect(again.total).toBe(pool.size + (pool.byName('Lightning Bolt') ? 0 : 1))
    expect((await openDatabase(dir))!.byName('Ashiok, Nightmare Weaver')).toBeDefined()
  })
})

describe('merges at once', () => {
  it('two single-card merges started together keep both cards (each reads the database in its turn)', async () => {
    const dir = join(tmp, 'together')
    await importCards(join(SCRYFALL_DIR, 'Normal-Planeswalker-Ashiok.json'), dir)
    const files = [
      'Normal-Artifact-Bonehoard.json',
      'Normal-Artifact-Godsend.json',
      'Normal-Creature-ChandrasEmbercat.json',
      'Normal-Creature-GarruksGreathorn.json',
    ]
    const results = await Promise.all(files.map((f) => importCards(join(SCRYFALL_DIR, f), dir)))
    const pool = (await openDatabase(dir))!
    for (const r of results) expect(r.imported).toBe(1)
    for (const f of files) {
      const name = (JSON.parse(readFileSync(join(SCRYFALL_DIR, f), 'utf8')) as { name: string }).name
      expect(pool.byName(name), `${f} kept`).toBeDefined()
    }
    expect(pool.byName('Ashiok, Nightmare Weaver')).toBeDefined()
  })
})

describe('malformed files', () => {
  it('a truncated file fails naming the place and the last card, and leaves the database untouched', async () => {
    const dir = join(tmp, 'untouched')
    await importCards(join(SCRYFALL_DIR, 'Normal-Spell-LightningBolt.json'), dir)
    const before = await readFile(join(dir, DATABASE_FILE))
    const cut = join(tmp, 'cut.json')
    await writeFile(cut, readFileSync(ATOMIC).subarray(0, 300_000))
    const error = await importCards(cut, dir).catch((e) => e)
    expect(error).toBeInstanceOf(CardImportError)
    expect(error.message).toMatch(
      /cut\.json: malformed JSON: unexpected end of file inside the element starting at byte \d+ \(line 1\) "[^"]+" \(at byte 300000, line 1\) \(after the card "[^"]+"\)/,
    )
    expect((await readFile(join(dir, DATABASE_FILE))).equals(before)).toBe(true)
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('a malformed card names the card, its byte offset and line', async () => {
    const file = join(tmp, 'bad-card.json')
    await writeFile(
      file,
      '[\n{"object": "card", "name": "Good", "type_line": "Instant"},\n{"object": "card", "name": "Bad Card", "cmc": 1.2.3}\n]',
    )
    await expect(readCardFile(file)).rejects.toThrow(
      /bad-card\.json: card "Bad Card" at byte 62 \(line 3\): malformed JSON/,
    )
  })

  it('rejects what is not a card file, and an object in place of a card', async () => {
    const other = join(tmp, 'other.json')
    await writeFile(other, '{"hello": "world"}')
    await expect(readCardFile(other)).rejects.toThrow(/not a card file/)
    const numbers = join(tmp, 'numbers.json')
    await writeFile(numbers, '[1, 2]')
    await expect(readCardFile(numbers)).rejects.toThrow(
      /numbers\.json: at byte 1 \(line 1\): expected a Scryfall card object/,
    )
    await expect(readCardFile(join(tmp, 'missing.json'))).rejects.toThrow(/no such file/)
  })

  it('a card with an unreadable cost is skipped with a warning naming it', async () => {
    const file = join(tmp, 'odd-cost.json')
    await writeFile(
      file,
      JSON.stringify([
        { object: 'card', name: 'Odd', mana_cost: '{W', type_line: 'Instant' },
        { object: 'card', name: 'Fine', type_line: 'Instant' },
      ]),
    )
    const read = await readCardFile(file)
    expect(read.cards.map((c) => c.name)).toEqual(['Fine'])
    expect(read.skippedBy).toEqual({ unreadable: 1 })
    expect(read.warnings[0]).toMatch(/card "Odd" at byte 1 \(line 1\): "Odd": mana cost "\{W"/)
  })
})

describe('cancelling and empty files', () => {
  it('an aborted import rejects and leaves the database untouched', async () => {
    const dir = join(tmp, 'aborted')
    await importCards(join(SCRYFALL_DIR, 'Normal-Spell-LightningBolt.json'), dir)
    const before = await readFile(join(dir, DATABASE_FILE))
    const controller = new AbortController()
    const running = importCards(ATOMIC, dir, { signal: controller.signal, onProgress: () => controller.abort() })
    await expect(running).rejects.toThrow(/abort/i)
    expect((await readFile(join(dir, DATABASE_FILE))).equals(before)).toBe(true)
  })

  it('a file of tokens only imports nothing and says why', async () => {
    await expect(importCards(join(SCRYFALL_DIR, 'Token-Angel.json'), join(tmp, 'tokens'))).rejects.toThrow(
      /no cards to import \(skipped: 1 token\)/,
    )
    expect(await readDatabase(join(tmp, 'tokens'))).toBeNull()
  })
})

describe('the database directory', () => {
  it('defaults to the per-user data folder, overridable', () => {
    expect(defaultDatabaseDir({ HEARTHSIDE_DB: '/x/db' }, 'linux')).toBe('/x/db')
    expect(defaultDatabaseDir({ XDG_DATA_HOME: '/data' }, 'linux')).toBe('/data/Hearthside')
    expect(defaultDatabaseDir({ HOME: '/home/ann' }, 'linux')).toBe('/home/ann/.config/Hearthside')
    expect(defaultDatabaseDir({ APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' }, 'win32')).toMatch(/Hearthside$/)
  })

  it('without an imported database the starter pool is used', async () => {
    const { pool, source } = await loadCardPool(join(tmp, 'empty'))
    expect(source).toBe('starter')
    expect(pool.size).toBeGreaterThanOrEqual(250)
    expect(await readDatabase(join(tmp, 'empty'))).toBeNull()
  })

  it('a damaged database file is reported, not silently replaced', async () => {
    const dir = join(tmp, 'damaged')
    await importCards(join(SCRYFALL_DIR, 'Normal-Spell-LightningBolt.json'), dir)
    await writeFile(join(dir, DATABASE_FILE), '{"format": "hearthside-cards", "cards": [')
    await expect(loadCardPool(dir)).rejects.toThrow(/damaged/)
  })
})
