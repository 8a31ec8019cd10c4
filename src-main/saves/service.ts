// The save service: saves, autosaves, the save list and its management, over one folder. The app creates
// it with `app.getPath('userData')/saves`, Electron's shell.trashItem and the engine's codec, and exposes it over the
// bridge; the CLI creates it over defaultSavesDir(). Arguments and results are plain JSON; failures are SaveErrors
// (toSaveProblem() turns one into JSON for the bridge).
import { randomUUID } from 'node:crypto'
import { readdir, unlink } from 'node:fs/promises'
import { FileReadError, makeFolder, readBoundedFile } from '../fs/bounded'
import { basename, dirname, isAbsolute, join, resolve } from 'node:path'
import type { GameCodec } from '../../src-shared/saves/codec'
import {
  SAVE_FORMAT,
  SAVE_FORMAT_VERSION,
  type GameStatus,
  type SaveDocument,
  type SaveEntry,
  type SaveInput,
  type SaveListQuery,
  type SaveMeta,
  type SaveWarning,
} from '../../src-shared/saves/format'
import { checkSaveName, defaultSaveName, querySaves } from '../../src-shared/variants/saveList'
import { checkFileStem, isWindowsDeviceName } from '../../src-shared/saves/names'
import { backupPath, removeStaleTemps, writeFileAtomic } from './atomic'
import { decodeSave, MAX_SAVE_BYTES, tooLarge, type DecodedSave } from './decode'
import { encodeSave } from './encode'
import { fsError, SaveError } from './errors'
import { AUTOSAVE_NAME, autosaveName, isSaveFileName, listingCache, readEntries, readEntry } from './listing'
import { restoreGame, type RestoredGame, type RestoreOptions } from './restore'
import { checkOf, uncheckedBecause, type CheckProgress, type SaveCheck, type SaveChecker } from './check'
import { describeIssues, GAME_ID, saveV3Schema } from './schema'
import { exists, folderTrash, type TrashFn } from './trash'

export const DEFAULT_AUTOSAVE_KEEP = 5

export interface SaveServiceOptions {
  /** The saves folder (created when first written to). */
  dir: string
  /** Written into every save. */
  appVersion: string
  /** The rules engine's codec: replays logs, checks snapshots, summarises positions for the list. */
  codec?: GameCodec<any> // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Moves a file to the system trash. Default: a `.trash` folder inside `dir`. */
  trash?: TrashFn
  /** Autosaves kept per game. Default 5. */
  autosaveKeep?: number
  now?: () => Date
  newGameId?: () => string
  /** Checks an opened save's log (the app: in a worker thread with a deadline, ./check.ts). Default: in process. */
  checker?: SaveChecker
}

export interface LoadedGame<State = unknown> extends RestoredGame<State> {
  /** The file name in the saves folder; null for a file elsewhere. */
  id: string | null
  path: string
  /** The document, migrated to the current format version. */
  save: SaveDocument
  migratedFrom: number | null
  /** Opened from its snapshot, its log not yet checked: the ticket `verify` takes. */
  checking?: string
}

export interface SaveService {
  readonly dir: string
  list(query?: SaveListQuery): Promise<SaveEntry[]>
  /** The most recently saved game that loads (saves and autosaves), for Continue. */
  latest(): Promise<SaveEntry | null>
  /** A damaged save whose previous version (`NAME.bak`) loads: the damaged file goes to the trash, the previous
   *  version takes its place. Refused when the save loads as it is. */
  restoreBackup(id: string): Promise<SaveEntry>
  load(id: string, options?: RestoreOptions): Promise<LoadedGame>
  loadFile(path: string, options?: RestoreOptions): Promise<LoadedGame>
  /** Opens a save at once from its saved position, its log left to `verify` (`checking`); a save without a saved
   *  position is checked first (it has nothing else to show). */
  open(id: string): Promise<LoadedGame>
  openFile(path: string): Promise<LoadedGame>
  /** Checks the log of a save `open` opened (by its ticket), with the checker: its outcome, never an error. */
  verify(checking: string, onProgress?: CheckProgress): Promise<SaveCheck>
  /** Saves into the folder as `id` (default `<gameId>.json`), keeping the existing save's name unless one is given. */
  save(game: SaveInput, options?: { id?: string }): Promise<SaveEntry>
  /** Save As…: to a file of the player's choosing (absolute path). */
  saveAs(game: SaveInput, path: string): Promise<{ path: string; meta: SaveMeta }>
  /** At a turn change: `<gameId>.auto-N.json`, keeping the last `keep`. */
  autosave(game: SaveInput, options?: { keep?: number }): Promise<SaveEntry>
  rename(id: string, name: string): Promise<SaveEntry>
  /** A copy as a new game (new game id), named "NAME (copy)" unless a name is given. */
  duplicate(id: string, name?: string): Promise<SaveEntry>
  delete(id: string): Promise<void>
  export(id: string, path: string): Promise<{ path: string }>
  import(path: string): Promise<SaveEntry>
}

const errno = (error: unknown): string | undefined => (error as NodeJS.ErrnoException)?.code

/** Ids come from the renderer: a plain `*.json` file name in the saves folder, nothing that climbs out of it. */
function checkId(dir: string, id: unknown): string {
  if (
    typeof id !== 'string' ||
    id !== basename(id) ||
    /[\\/:]/.test(id) ||
    id.length > 200 ||
    !isSaveFileName(id) ||
    checkFileStem(id) !== null
  ) {
    throw new SaveError(
      'bad-name',
      join(dir, String(id)),
      `"${String(id)}" is not the name of a save in the saves folder.`,
    )
  }
  return id
}

function checkPath(path: unknown): string {
  if (typeof path !== 'string' || !isAbsolute(path)) {
    throw new SaveError('bad-name', String(path), `"${String(path)}" is not a full path to a file.`)
  }
  return resolve(path)
}

/** A save file's bytes: a regular file only (never a device or a pipe), refused past MAX_SAVE_BYTES. */
async function readBytes(path: string): Promise<Uint8Array> {
  try {
    return await readBoundedFile(path, { maxBytes: MAX_SAVE_BYTES, what: 'a save file' })
  } catch (error) {
    throw saveErrorOf(error, path)
  }
}

function saveErrorOf(error: unknown, path: string): SaveError {
  if (error instanceof SaveError) return error
  if (error instanceof FileReadError) {
    if (error.problem === 'too-large') return tooLarge(path, MAX_SAVE_BYTES + 1)
    return new SaveError(
      error.problem === 'not-found' ? 'not-found' : 'unreadable',
      path,
      `Cannot open ${error.message}.`,
      {
        cause: error,
      },
    )
  }
  return fsError(error, path, 'open')
}

/** Decodes a file, naming its backup in the message when the file is damaged and a backup exists. */
async function decodeFile(path: string): Promise<DecodedSave> {
  const bytes = await readBytes(path)
  try {
    return decodeSave(bytes, path)
  } catch (error) {
    const e = error as SaveError
    if (['empty', 'truncated', 'corrupt', 'invalid'].includes(e.code) && (await exists(backupPath(path)))) {
      throw new SaveError(
        e.code,
        e.file,
        `${e.message} A copy of its previous version is in "${backupPath(path)}": "Restore the previous version" in the app, or \`hearth load --backup\`, opens it.`,
        {
          cause: e,
        },
      )
    }
    throw e
  }
}

/** Never overwrite a file that does not load: returns the existing save's document, or null if none. */
async function checkOverwrite(path: string): Promise<SaveDocument | null> {
  let bytes: Uint8Array
  try {
    bytes = await readBoundedFile(path, { maxBytes: MAX_SAVE_BYTES, what: 'a save file' })
  } catch (error) {
    if (error instanceof FileReadError && error.problem === 'not-found' && errno(error.cause) === 'ENOENT') return null
    if (error instanceof FileReadError && error.problem !== 'too-large')
      throw new SaveError('write-failed', path, `Not saving over "${path}": ${error.message}.`, { cause: error })
    throw new SaveError(
      'unsafe-overwrite',
      path,
      `Not saving over "${path}": it is not a save this version of Hearthside can read (${(error as Error).message}). It was left untouched; choose another name.`,
      { cause: error },
    )
  }
  try {
    return decodeSave(bytes, path).save
  } catch (error) {
    throw new SaveError(
      'unsafe-overwrite',
      path,
      `Not saving over "${path}": it is not a save this version of Hearthside can read (${(error as SaveError).message}) It was left untouched; choose another name.`,
      { cause: error },
    )
  }
}

/** Creates the folder a file goes in (one level at a time, time-boxed: see makeFolder). */
async function folderFor(path: string): Promise<void> {
  try {
    await makeFolder(dirname(path))
  } catch (error) {
    throw new SaveError('write-failed', path, `Could not save "${path}": ${(error as Error).message}.`, {
      cause: error,
    })
  }
}

/** Tickets of opened saves kept for their check (the page checks the one it opened last). */
const MAX_OPENED = 16

function migratedWarning(from: number): SaveWarning {
  return {
    code: 'migrated',
    message: `This save was made in save format ${from}; it will be saved in format ${SAVE_FORMAT_VERSION} next time.`,
  }
}

export function newGameId(): string {
  return randomUUID()
}

export function createSaveService(options: SaveServiceOptions): SaveService {
  const dir = resolve(options.dir)
  const codec = options.codec
  const now = options.now ?? (() => new Date())
  const makeGameId = options.newGameId ?? newGameId
  const trash = options.trash ?? folderTrash(dir, now)
  const defaultKeep = options.autosaveKeep ?? DEFAULT_AUTOSAVE_KEEP
  const cache = listingCache()
  let cleaned = false
  const checker: SaveChecker =
    options.checker ?? (async (path, onProgress) => checkOf(await loadFile(path, { onProgress })))
  /** Opened saves whose check is still to come: ticket → the file and the warnings opening already gave. */
  const opened = new Map<string, { path: string; said: Set<string> }>()

  // One write at a time: autosave numbering and unique names are read then written.
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => {})
    return run
  }

  function status(game: SaveInput, target: string): GameStatus {
    if (codec && game.snapshot !== null && game.snapshot !== undefined) {
      try {
        return codec.summarize(game.snapshot)
      } catch (error) {
        if (!game.status)
          throw new SaveError(
            'invalid',
            target,
            `Cannot save "${target}": the rules engine could not read the game position (${(error as Error).message}).`,
            { cause: error },
          )
      }
    }
    if (game.status) return game.status
    throw new SaveError(
      'invalid',
      target,
      `Cannot save "${target}": no rules engine to describe the game, and no status was given.`,
    )
  }

  /** Builds and validates the document: a save that would not load is never written. */
  function buildDocument(game: SaveInput, name: string, target: string): SaveDocument {
    assertGame(game, target)
    const s = status(game, target)
    const players = game.players
    const log = Array.isArray(game.log) ? game.log : []
    const meta: SaveMeta = {
      gameId: game.gameId,
      name,
      variant: game.variant,
      players: players.map((p) => p.name),
      turn: s.turn,
      round: s.round,
      activePlayer: s.activePlayer,
      summary: String(s.summary ?? '').slice(0, 200),
      winner: s.winner ?? null,
      savedAt: now().toISOString(),
      actionCount: log.length,
    }
    const doc: SaveDocument = {
      format: SAVE_FORMAT,
      formatVersion: SAVE_FORMAT_VERSION,
      appVersion: options.appVersion,
      meta,
      variant: game.variant,
      options: game.options ?? {},
      players,
      seed: game.seed,
      cards: game.cards,
      ...(game.pool !== undefined && { pool: game.pool }),
      log,
      ...(game.start !== undefined && { start: game.start }),
      ...(game.initial !== undefined && game.initial !== null && { initial: game.initial }),
      ...(game.scenario !== undefined && { scenario: game.scenario }),
      ...(game.textPins === true && { textPins: true as const }),
      snapshot: game.snapshot ?? null,
    }
    const checked = saveV3Schema.safeParse(doc)
    if (!checked.success)
      throw new SaveError(
        'invalid',
        target,
        `Cannot save "${target}": the game data is invalid: ${describeIssues(checked.error)}.`,
      )
    return doc
  }

  async function write(path: string, doc: SaveDocument, backup: boolean): Promise<void> {
    await folderFor(path)
    await writeFileAtomic(path, encodeSave(doc), { backup })
  }

  async function entry(id: string): Promise<SaveEntry> {
    cache.delete(id)
    return readEntry(dir, id)
  }

  async function uniqueId(stem: string): Promise<string> {
    for (let n = 1; ; n++) {
      const id = n === 1 ? `${stem}.json` : `${stem}-${n}.json`
      if (!(await exists(join(dir, id)))) return id
    }
  }

  async function nameFromFile(path: string): Promise<string | undefined> {
    try {
      const e = await readEntry(dirname(path), basename(path))
      return e.meta?.name
    } catch {
      return undefined
    }
  }

  async function loadFile(
    path: string,
    restoreOptions?: RestoreOptions,
    id: string | null = null,
  ): Promise<LoadedGame> {
    const { save, migratedFrom, warnings: read } = await decodeFile(path)
    const restored = restoreGame(save, path, codec, restoreOptions)
    const warnings: SaveWarning[] = [...read, ...restored.warnings]
    if (migratedFrom !== null) warnings.unshift(migratedWarning(migratedFrom))
    // A save without a checksum may have been changed outside the app: its log replays, but it is not verified.
    const source = restored.source === 'verified' && read.length ? 'log' : restored.source
    return { ...restored, source, warnings, id, path, save, migratedFrom }
  }

  /** Opening: decode and the saved position only; the log's check waits for `verify`. */
  async function openQuick(path: string, id: string | null): Promise<LoadedGame> {
    if (!codec) return loadFile(path, undefined, id) // no engine to check the log with: the snapshot, unchecked
    const { save, migratedFrom, warnings: read } = await decodeFile(path)
    if (save.snapshot === null) {
      // Nothing to show before the log is replayed: the check is the load.
      const check = await checker(path)
      if (check.source === 'unchecked' || check.state === undefined)
        throw new SaveError(
          'unplayable',
          path,
          `"${path}" cannot be loaded: it has no saved position, and its log ${check.source === 'unchecked' ? 'could not be checked' : 'does not replay'} (${check.warnings.map((w) => w.message).join(' ')}).`,
        )
      const state = codec.fromSnapshot
        ? codec.fromSnapshot(check.state, { ...save, ...(check.cards && { cards: check.cards }) })
        : check.state
      return { state, source: 'log', warnings: [...read, ...check.warnings], id, path, save, migratedFrom }
    }
    const restored = restoreGame(save, path, codec, { check: false })
    const warnings: SaveWarning[] = [...read, ...restored.warnings]
    if (migratedFrom !== null) warnings.unshift(migratedWarning(migratedFrom))
    const checking = randomUUID()
    opened.set(checking, { path, said: new Set(warnings.map((w) => w.message)) })
    while (opened.size > MAX_OPENED) opened.delete(opened.keys().next().value!)
    return { ...restored, warnings, id, path, save, migratedFrom, checking }
  }

  const service: SaveService = {
    dir,

    open(id) {
      const checked = checkId(dir, id)
      return openQuick(join(dir, checked), checked)
    },

    openFile(path) {
      const full = checkPath(path)
      return openQuick(full, dirname(full) === dir && isSaveFileName(basename(full)) ? basename(full) : null)
    },

    async verify(checking, onProgress) {
      const ticket = opened.get(checking)
      if (!ticket) return uncheckedBecause('This save is no longer open to be checked; open it again.')
      opened.delete(checking)
      let check: SaveCheck
      try {
        check = await checker(ticket.path, onProgress)
      } catch (error) {
        check = uncheckedBecause(`The game log could not be checked: ${(error as Error).message}`)
      }
      return { ...check, warnings: check.warnings.filter((w) => !ticket.said.has(w.message)) }
    },

    async list(query) {
      if (!cleaned) {
        cleaned = true
        await removeStaleTemps(dir)
      }
      return querySaves(await readEntries(dir, cache), query)
    },

    async latest() {
      // The list's quick path reads only the start of each file: the newest save that really loads is the one.
      const entries = await service.list({ sort: 'savedAt', order: 'desc' })
      for (const e of entries) {
        if (!e.meta || e.problem) continue
        try {
          await loadFile(join(dir, e.id), { check: false }, e.id) // decode and the saved position: no replay here
          return e
        } catch {
          cache.delete(e.id)
        }
      }
      return null
    },

    restoreBackup(id) {
      return serial(async () => {
        const path = join(dir, checkId(dir, id))
        const bak = backupPath(path)
        if (!(await exists(bak)))
          throw new SaveError('not-found', bak, `"${id}" has no previous version to restore (no "${basename(bak)}").`)
        const bytes = await readBytes(bak)
        const { save } = decodeSave(bytes, bak) // only a backup that loads is restored (its log is checked on opening)
        restoreGame(save, bak, codec, { check: false })
        let current: DecodedSave | null = null
        try {
          current = decodeSave(await readBytes(path), path)
        } catch (error) {
          if ((error as SaveError).code === 'not-found') current = null
        }
        if (current)
          throw new SaveError(
            'unsafe-overwrite',
            path,
            `"${id}" loads as it is: its previous version was left in "${basename(bak)}", and nothing was changed.`,
          )
        if (await exists(path)) {
          try {
            await trash(path) // the damaged file stays recoverable
          } catch (error) {
            throw new SaveError(
              'write-failed',
              path,
              `Could not move the damaged "${path}" to the trash: ${(error as Error).message}.`,
              { cause: error },
            )
          }
        }
        await writeFileAtomic(path, bytes, { backup: false }) // the .bak is removed once this is in place
        return entry(id)
      })
    },

    async load(id, restoreOptions) {
      const checked = checkId(dir, id)
      return loadFile(join(dir, checked), restoreOptions, checked)
    },

    async loadFile(path, restoreOptions) {
      const full = checkPath(path)
      return loadFile(
        full,
        restoreOptions,
        dirname(full) === dir && isSaveFileName(basename(full)) ? basename(full) : null,
      )
    },

    save(game, saveOptions = {}) {
      return serial(async () => {
        const id = checkId(dir, saveOptions.id ?? `${game?.gameId}.json`)
        const path = join(dir, id)
        assertGame(game, path)
        if (AUTOSAVE_NAME.test(id))
          throw new SaveError('bad-name', path, `"${id}" is an autosave name; saves go to "${game.gameId}.json".`)
        const existing = await checkOverwrite(path)
        const doc = buildDocument(game, checkedName(game.name, path) ?? existing?.meta.name ?? defaultName(game), path)
        await write(path, doc, true)
        return entry(id)
      })
    },

    saveAs(game, target) {
      return serial(async () => {
        const path = checkPath(target)
        assertGame(game, path)
        const existing = await checkOverwrite(path)
        const doc = buildDocument(game, checkedName(game.name, path) ?? existing?.meta.name ?? defaultName(game), path)
        await write(path, doc, true)
        if (dirname(path) === dir) cache.delete(basename(path))
        return { path, meta: doc.meta }
      })
    },

    autosave(game, autosaveOptions = {}) {
      return serial(async () => {
        const keep = autosaveOptions.keep ?? defaultKeep
        assertGame(game, dir)
        const gameId = game.gameId
        if (!Number.isInteger(keep) || keep < 1)
          throw new SaveError(
            'bad-name',
            dir,
            `Cannot autosave: keep must be a whole number of at least 1 (got ${keep}).`,
          )
        let names: string[] = []
        try {
          names = await readdir(dir)
        } catch (error) {
          if (errno(error) !== 'ENOENT') throw fsError(error, dir, 'list the saves in')
        }
        const sequences = names
          .map((n) => AUTOSAVE_NAME.exec(n))
          .filter((m): m is RegExpExecArray => m !== null && m[1] === gameId)
          .map((m) => Number(m[2]))
        const sequence = Math.max(0, ...sequences) + 1
        const id = autosaveName(gameId, sequence)
        const path = join(dir, id)
        const name =
          checkedName(game.name, path) ?? (await nameFromFile(join(dir, `${gameId}.json`))) ?? defaultName(game)
        await write(path, buildDocument(game, name, path), false)
        // Rotation: keep the newest `keep` readable autosaves; one that does not load is never deleted.
        let kept = 1
        for (const old of sequences.sort((a, b) => b - a)) {
          const oldId = autosaveName(gameId, old)
          let readable = false
          try {
            readable = !(await readEntry(dir, oldId)).problem
          } catch {
            readable = false
          }
          if (!readable) continue
          if (kept < keep) {
            kept++
            continue
          }
          try {
            await unlink(join(dir, oldId))
          } catch (error) {
            if (errno(error) !== 'ENOENT') throw fsError(error, join(dir, oldId), 'remove the old autosave')
          }
          cache.delete(oldId)
        }
        return entry(id)
      })
    },

    rename(id, name) {
      return serial(async () => {
        const path = join(dir, checkId(dir, id))
        const problem = checkSaveName(name)
        if (problem) throw new SaveError('bad-name', path, `Cannot rename "${id}": ${problem}.`)
        const { save } = await decodeFile(path)
        await write(path, { ...save, meta: { ...save.meta, name: name.trim() } }, true)
        return entry(id)
      })
    },

    duplicate(id, name) {
      return serial(async () => {
        const path = join(dir, checkId(dir, id))
        const { save } = await decodeFile(path)
        const newName = name === undefined ? `${save.meta.name} (copy)`.slice(0, 100) : name
        const problem = checkSaveName(newName)
        if (problem) throw new SaveError('bad-name', path, `Cannot duplicate "${id}": ${problem}.`)
        const gameId = makeGameId()
        const newId = await uniqueId(gameId)
        await write(
          join(dir, newId),
          { ...save, meta: { ...save.meta, gameId, name: newName.trim(), savedAt: now().toISOString() } },
          false,
        )
        return entry(newId)
      })
    },

    delete(id) {
      return serial(async () => {
        const path = join(dir, checkId(dir, id))
        if (!(await exists(path)))
          throw new SaveError('not-found', path, `Cannot delete "${path}": there is no such file.`)
        try {
          await trash(path)
        } catch (error) {
          throw new SaveError(
            'write-failed',
            path,
            `Could not move "${path}" to the trash: ${(error as Error).message}.`,
            { cause: error },
          )
        }
        cache.delete(id)
      })
    },

    export(id, target) {
      return serial(async () => {
        const path = join(dir, checkId(dir, id))
        const destination = checkPath(target)
        const bytes = await readBytes(path)
        decodeSave(bytes, path) // only a save that loads is exported
        if (destination === path) return { path }
        await checkOverwrite(destination)
        await folderFor(destination)
        await writeFileAtomic(destination, bytes) // the bytes as they are
        return { path: destination }
      })
    },

    import(source) {
      return serial(async () => {
        const path = checkPath(source)
        const { save } = await decodeFile(path) // validated (and migrated) before anything is written
        const id = await uniqueId(save.meta.gameId)
        await write(join(dir, id), save, false)
        return entry(id)
      })
    },
  }
  return service
}

function assertGame(game: unknown, path: string): asserts game is SaveInput {
  const g = game as SaveInput | null
  if (
    typeof g !== 'object' ||
    g === null ||
    typeof g.gameId !== 'string' ||
    !GAME_ID.test(g.gameId) ||
    isWindowsDeviceName(g.gameId)
  ) {
    throw new SaveError(
      'invalid',
      path,
      `Cannot save "${path}": the game has no valid id (1–64 letters, digits, "-" or "_", not a Windows device name such as CON or NUL).`,
    )
  }
  if (!Array.isArray(g.players) || !g.players.every((p) => typeof p?.name === 'string')) {
    throw new SaveError('invalid', path, `Cannot save "${path}": the game's players are missing or have no names.`)
  }
}

function defaultName(game: SaveInput): string {
  return defaultSaveName(
    game.players.map((p) => p.name),
    game.variant,
  )
}

function checkedName(name: string | undefined, path: string): string | undefined {
  if (name === undefined) return undefined
  const problem = checkSaveName(name)
  if (problem) throw new SaveError('bad-name', path, `Cannot save "${path}": ${problem}.`)
  return name.trim()
}
