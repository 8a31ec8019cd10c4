// The card database on disk: one JSON file (`cards.json`) in a directory (the app's user-data folder, or --db DIR),
// replaced atomically: the new file is written aside, flushed to disk, then renamed over the old one.
import { open, rename, unlink } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import type { CardDefinition } from '../../src-shared/cards/model'
import { CardPool } from '../../src-shared/cards/pool'
import { compactCards, hydrateCards, poolFromCompact, type CompactCards } from '../../src-shared/cards/compact'
import { starterPool } from '../../src-shared/cards/starter'
import { FileReadError, makeFolder, readBoundedFile } from '../fs/bounded'
import { readCardFile, type CardFileKind, type ReadOptions, type SkipCount } from './importer'
import { compileAbilities, type CompileOptions, type CompiledCards } from './compileAbilities'

export const DATABASE_FILE = 'cards.json'
/** Every card ever printed takes about 60 MB in the compact form; a file past this is not a card database. */
export const MAX_DATABASE_BYTES = 512 * 1024 * 1024
const FORMAT = 'hearthside-cards'
/**
 * Version 1: full definitions in "cards"; version 2: the compact form (compact.ts) in "legalities" + "cards", each
 * face with its compiled ability tree ("a") when the header names the compiler that wrote them ("compiler").
 */
const VERSION = 2

export interface DatabaseInfo {
  format: typeof FORMAT
  version: number
  /** Where the cards came from. */
  source: { file: string; kind: CardFileKind | 'mixed' }
  importedAt: string
  cardCount: number
  /** The card-text compiler's version (cards/text/version.ts) when the faces hold their ability trees. */
  compiler?: string
}

export interface ImportResult {
  imported: number
  skipped: number
  skippedBy: SkipCount
  warnings: string[]
  kind: CardFileKind
  /** Cards in the database afterwards. */
  total: number
}

/**
 * The CLI's default database directory: $HEARTHSIDE_DB, else $XDG_DATA_HOME/Hearthside, else ~/.config/Hearthside
 * (Electron's userData on Linux), %APPDATA%\Hearthside on Windows, ~/Library/Application Support/Hearthside on macOS.
 * The app passes app.getPath('userData') instead.
 */
export function defaultDatabaseDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  if (env.HEARTHSIDE_DB) return env.HEARTHSIDE_DB
  if (platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'Hearthside')
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Hearthside')
  if (env.XDG_DATA_HOME) return join(env.XDG_DATA_HOME, 'Hearthside')
  return join(env.HOME || homedir(), '.config', 'Hearthside')
}

/** Writes the database atomically: aside, fsync, rename (the old database stays whole if anything fails). */
export async function writeDatabase(
  dir: string,
  cards: CardDefinition[],
  source: DatabaseInfo['source'],
  compiled?: CompiledCards,
): Promise<void> {
  await makeFolder(dir) // one level at a time, time-boxed
  const target = join(dir, DATABASE_FILE)
  const temp = join(dir, `.${DATABASE_FILE}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
  const info: DatabaseInfo = {
    format: FORMAT,
    version: VERSION,
    source,
    importedAt: new Date().toISOString(),
    cardCount: cards.length,
    ...(compiled ? { compiler: compiled.version } : {}),
  }
  const compact = compactCards(cards, compiled?.abilities)
  const handle = await open(temp, 'w')
  try {
    await handle.write(
      `${JSON.stringify(info).slice(0, -1)},"legalities":${JSON.stringify(compact.legalities)},"cards":[\n`,
    )
    const BATCH = 500
    for (let i = 0; i < compact.cards.length; i += BATCH) {
      const part = compact.cards
        .slice(i, i + BATCH)
        .map((c) => JSON.stringify(c))
        .join(',\n')
      await handle.write(i + BATCH < compact.cards.length ? `${part},\n` : part)
    }
    await handle.write('\n]}\n')
    await handle.sync()
    await handle.close()
    await rename(temp, target)
  } catch (error) {
    await handle.close().catch(() => undefined)
    await unlink(temp).catch(() => undefined)
    throw error
  }
  // Make the rename itself durable (POSIX); not possible on every platform.
  try {
    const d = await open(dir, 'r')
    await d.sync().finally(() => d.close())
  } catch {
    // ignore
  }
}

/** Reads and checks the database file in `dir`; null when there is none. Throws when the file is damaged. */
async function readDatabaseFile(
  dir: string,
): Promise<{ info: DatabaseInfo; compact?: CompactCards; cards?: CardDefinition[] } | null> {
  const file = join(dir, DATABASE_FILE)
  let text: string
  try {
    text = (await readBoundedFile(file, { maxBytes: MAX_DATABASE_BYTES, what: 'a card database' })).toString('utf8')
  } catch (error) {
    if ((error as FileReadError).problem === 'not-found' && (error as FileReadError).cause) {
      const code = ((error as FileReadError).cause as NodeJS.ErrnoException).code
      if (code === 'ENOENT') return null
    }
    throw error
  }
  let parsed: DatabaseInfo & { cards: unknown[]; legalities?: CompactCards['legalities'] }
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new Error(`the card database ${file} is damaged (${(error as Error).message}); import a card file again`)
  }
  if (parsed.format !== FORMAT || !Array.isArray(parsed.cards))
    throw new Error(`${file} is not a Hearthside card database`)
  if (parsed.version > VERSION) throw new Error(`${file} was written by a newer Hearthside (version ${parsed.version})`)
  const { cards, legalities, ...info } = parsed
  if (parsed.version === 1) return { info, cards: cards as CardDefinition[] }
  if (!Array.isArray(legalities))
    throw new Error(`the card database ${file} is damaged (no legalities table); import a card file again`)
  return { info, compact: { legalities, cards: cards as CompactCards['cards'] } }
}

const damaged = (dir: string, error: unknown) =>
  new Error(
    `the card database ${join(dir, DATABASE_FILE)} is damaged (${(error as Error).message}); import a card file again`,
  )

/** Reads every card of the database in `dir`; null when there is none. Throws when the file is damaged. */
export async function readDatabase(dir: string): Promise<{ info: DatabaseInfo; cards: CardDefinition[] } | null> {
  const db = await readDatabaseFile(dir)
  if (!db) return null
  try {
    return { info: db.info, cards: db.cards ?? hydrateCards(db.compact!, { compiler: db.info.compiler }) }
  } catch (error) {
    throw damaged(dir, error)
  }
}

/** Opens the database in `dir` as a card pool (cards built on first use); null when none has been imported. */
export async function openDatabase(dir: string): Promise<CardPool | null> {
  const db = await readDatabaseFile(dir)
  if (!db) return null
  try {
    return db.cards ? new CardPool(db.cards) : poolFromCompact(db.compact!, { compiler: db.info.compiler })
  } catch (error) {
    throw damaged(dir, error)
  }
}

/** The pool in use: the imported database in `dir`, else the bundled starter pool (SCENARIOS.md). */
export async function loadCardPool(
  dir: string = defaultDatabaseDir(),
): Promise<{ pool: CardPool; source: 'database' | 'starter' }> {
  const pool = await openDatabase(dir)
  return pool ? { pool, source: 'database' } : { pool: starterPool(), source: 'starter' }
}

export interface ImportOptions extends ReadOptions {
  /**
   * replace: the file becomes the database; merge: its cards are added to the database (or to the starter pool when
   * none was imported). Default: merge for one Scryfall card, replace for whole files.
   */
  mode?: 'replace' | 'merge'
  /** Where the cards' text is compiled (worker threads by default). */
  compile?: CompileOptions
}

/** Imports a card file into the database in `dir`. On any error the existing database is left untouched. */
export async function importCards(file: string, dir: string, options: ImportOptions = {}): Promise<ImportResult> {
  const read = await readCardFile(file, options)
  if (read.cards.length === 0) {
    const why = Object.entries(read.skippedBy)
      .map(([reason, n]) => `${n} ${reason}`)
      .join(', ')
    throw new Error(`${file}: no cards to import${why ? ` (skipped: ${why})` : ''}`)
  }
  const mode = options.mode ?? (read.kind === 'scryfall-card' ? 'merge' : 'replace')
  let cards = read.cards
  let kind: DatabaseInfo['source']['kind'] = read.kind
  if (mode === 'merge') {
    const existing = (await readDatabase(dir))?.cards ?? starterPool().all()
    const pool = new CardPool(existing)
    for (const card of read.cards) pool.add(card)
    cards = pool.all()
    kind = 'mixed'
  }
  options.signal?.throwIfAborted()
  // Every face's ability tree is stored with it, so opening the database compiles nothing.
  const compiled = await compileAbilities(cards, { signal: options.signal, ...options.compile })
  options.signal?.throwIfAborted()
  await writeDatabase(dir, cards, { file, kind }, compiled)
  return {
    imported: read.cards.length,
    skipped: read.skipped,
    skippedBy: read.skippedBy,
    warnings: read.warnings,
    kind: read.kind,
    total: cards.length,
  }
}
