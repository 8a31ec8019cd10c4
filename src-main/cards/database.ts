// The card database on disk: one JSON file (`cards.json`) in a directory (the app's user-data folder, or --db DIR),
// replaced atomically: the new file is written aside, flushed to disk, then renamed over the old one. The faces'
// compiled ability trees follow in `abilities.json`, compiled in the background after an import (the database is
// usable at once: faces compile on first use until then), naming the database they belong to by its id.
import { open, rename, unlink } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { randomBytes } from 'node:crypto'
import type { CardDefinition } from '../../src-shared/cards/model'
import { CardPool } from '../../src-shared/cards/pool'
import { compactCards, hydrateCards, poolFromCompact, type CompactCards } from '../../src-shared/cards/compact'
import { starterPool } from '../../src-shared/cards/starter'
import { FileReadError, makeFolder, readBoundedFile } from '../fs/bounded'
import { readCardFile, type CardFileKind, type ReadOptions, type SkipCount } from './importer'
import { compileAbilities, type CompileOptions, type CompiledCards } from './compileAbilities'

export const DATABASE_FILE = 'cards.json'
/** The ability trees of the database's faces, written after an import (compiled in worker threads). */
export const ABILITIES_FILE = 'abilities.json'
const ABILITIES_FORMAT = 'hearthside-abilities'
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
  /** The card-text compiler's version (text/version.ts) when the faces hold their ability trees. */
  compiler?: string
  /** Names this write of the database (ABILITIES_FILE says which database its trees are for). */
  id?: string
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

/** Writes `name` in the folder `dir` atomically: aside, fsync, rename (the old file stays whole if anything fails). */
async function writeAtomically(
  dir: string,
  name: string,
  head: string,
  items: unknown[],
  tail: string,
  signal?: AbortSignal,
): Promise<void> {
  const target = join(dir, name)
  const temp = join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
  const handle = await open(temp, 'w')
  try {
    await handle.write(head)
    const BATCH = 500
    for (let i = 0; i < items.length; i += BATCH) {
      signal?.throwIfAborted()
      const part = items
        .slice(i, i + BATCH)
        .map((c) => JSON.stringify(c))
        .join(',\n')
      await handle.write(i + BATCH < items.length ? `${part},\n` : part)
    }
    await handle.write(tail)
    await handle.sync()
    await handle.close()
    signal?.throwIfAborted()
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

/** Writes the database atomically; returns its id. With `compiled`, the faces hold their ability trees. */
export async function writeDatabase(
  dir: string,
  cards: CardDefinition[],
  source: DatabaseInfo['source'],
  compiled?: CompiledCards,
): Promise<string> {
  const id = randomBytes(8).toString('hex')
  const info: DatabaseInfo = {
    format: FORMAT,
    version: VERSION,
    source,
    importedAt: new Date().toISOString(),
    cardCount: cards.length,
    ...(compiled ? { compiler: compiled.version } : {}),
    id,
  }
  const compact = compactCards(cards, compiled?.abilities)
  await makeFolder(dir) // one level at a time, time-boxed
  const head = `${JSON.stringify(info).slice(0, -1)},"legalities":${JSON.stringify(compact.legalities)},"cards":[\n`
  await writeAtomically(dir, DATABASE_FILE, head, compact.cards, '\n]}\n')
  return id
}

interface AbilitiesHeader {
  format: typeof ABILITIES_FORMAT
  /** The id of the database the trees belong to. */
  database: string
  compiler: string
}

/** Writes the ability trees of database `id` (abilities[i][j]: card i's face j) beside it, atomically. */
async function writeAbilities(dir: string, id: string, compiled: CompiledCards, signal?: AbortSignal): Promise<void> {
  const header: AbilitiesHeader = { format: ABILITIES_FORMAT, database: id, compiler: compiled.version }
  const head = `${JSON.stringify(header).slice(0, -1)},"faces":[\n`
  await writeAtomically(dir, ABILITIES_FILE, head, compiled.abilities, '\n]}\n', signal)
}

/** Puts the trees of ABILITIES_FILE on the faces when they were compiled for this database; else leaves them. */
async function withStoredAbilities(dir: string, info: DatabaseInfo, compact: CompactCards): Promise<void> {
  if (!info.id) return
  let parsed: AbilitiesHeader & { faces?: unknown }
  try {
    const text = await readBoundedFile(join(dir, ABILITIES_FILE), {
      maxBytes: MAX_DATABASE_BYTES,
      what: 'the ability trees of a card database',
    })
    parsed = JSON.parse(text.toString('utf8'))
  } catch {
    return // none yet, or unreadable: the faces compile on first use
  }
  const faces = parsed.faces
  if (parsed.format !== ABILITIES_FORMAT || parsed.database !== info.id || typeof parsed.compiler !== 'string') return
  if (!Array.isArray(faces) || faces.length !== compact.cards.length) return
  compact.cards.forEach((card, i) => {
    const trees = faces[i] as unknown
    if (!Array.isArray(trees) || trees.length !== card.faces.length) return
    card.faces.forEach((face, j) => {
      if (typeof trees[j] === 'string') face.a = trees[j] as string
    })
  })
  info.compiler = parsed.compiler
}

/** The background compiles of ability trees, by database folder. */
const compiling = new Map<string, { controller: AbortController; done: Promise<boolean> }>()

/**
 * Settles when the ability trees of the last import into `dir` (in this process) are written, or that failed or
 * was superseded: true when they were written. Resolves false when no import ran here.
 */
export function whenCompiled(dir: string): Promise<boolean> {
  return compiling.get(resolve(dir))?.done ?? Promise.resolve(false)
}

/** The writes into each database folder, one after another. */
const writing = new Map<string, Promise<void>>()

function inTurn(dir: string, step: () => Promise<void>): Promise<void> {
  const key = resolve(dir)
  const run = (writing.get(key) ?? Promise.resolve()).catch(() => undefined).then(step)
  writing.set(key, run)
  return run
}

/** Compiles every face of database `id` in worker threads and writes the trees beside it (CR 113). */
function compileInBackground(
  dir: string,
  id: string,
  cards: CardDefinition[],
  options: { compile?: CompileOptions; signal?: AbortSignal },
): void {
  const key = resolve(dir)
  compiling.get(key)?.controller.abort() // its trees would name an older database
  const controller = new AbortController()
  const signal = options.signal ? AbortSignal.any([controller.signal, options.signal]) : controller.signal
  const done = (async () => {
    try {
      const compiled = await compileAbilities(cards, { ...options.compile, signal })
      signal.throwIfAborted()
      await writeAbilities(dir, id, compiled, signal)
      return true
    } catch {
      return false // the faces compile on first use, as before
    }
  })()
  compiling.set(key, { controller, done })
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
  const compact = { legalities, cards: cards as CompactCards['cards'] }
  await withStoredAbilities(dir, info, compact)
  return { info, compact }
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
  options.signal?.throwIfAborted()
  // The cards first (usable at once, faces compiling on first use); every face's ability tree follows in the
  // background (worker threads), so a later opening compiles nothing (whenCompiled).
  // Writing and starting the compile are one step per folder, so the last import's trees name the last cards written;
  // a merge reads the database in the same step, so two merges at once each keep the other's cards.
  await inTurn(dir, async () => {
    if (mode === 'merge') {
      const existing = (await readDatabase(dir))?.cards ?? starterPool().all()
      const pool = new CardPool(existing)
      for (const card of read.cards) pool.add(card)
      cards = pool.all()
      kind = 'mixed'
    }
    const id = await writeDatabase(dir, cards, { file, kind })
    compileInBackground(dir, id, cards, options)
  })
  return {
    imported: read.cards.length,
    skipped: read.skipped,
    skippedBy: read.skippedBy,
    warnings: read.warnings,
    kind: read.kind,
    total: cards.length,
  }
}
