// `hearth draft --set SET.json [--format draft|sealed] [--seats 8] [--seed S] [--db DIR]` and
// `hearth draft --cube LIST.txt [--format draft|sealed] [--seats 8] [--seed S] [--db DIR]` (the scenario contract): a pod
// of bots drafts (or opens sealed pools) and builds decks; prints
// {"format","set","seats","seed","packs","picks","pools","decks"}. A set's cards are stored beside the card database
// (draft-sets/), so `match --deckK` resolves the decks whatever pool is in use.
import { basename, extname, resolve } from 'node:path'
import type { CliIo } from '../io'
import { databaseFolder, describeError, parseArgs, readBoundedFile } from '../io'
import { defaultDatabaseDir, loadCardPool } from '../../cards/database'
import { saveDraftSet } from '../../cards/draftSets'
import { decodeDeckBytes, MAX_DECK_FILE_BYTES } from '../../../src-shared/cards/decklist'
import {
  CubeError,
  DraftSetError,
  MAX_SEATS,
  MIN_SEATS,
  readCube,
  readSetFile,
  runBotPod,
  type DraftSource,
} from '../../../src-shared/draft'

/** MTGJSON's largest set files are some tens of megabytes. */
const MAX_SET_FILE_BYTES = 256 * 1024 * 1024

const usage = (): string =>
  'Usage: hearth draft --set SET.json [--format draft|sealed] [--seats 8] [--seed S] [--db DIR]\n' +
  '       hearth draft --cube LIST.txt [--format draft|sealed] [--seats 8] [--seed S] [--db DIR]'

export async function run(args: string[], io: CliIo): Promise<number> {
  const fail = (message: string): number => {
    io.err(`hearth draft: ${message}\n${usage()}\n`)
    return 1
  }
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs(args, ['set', 'cube', 'format', 'seats', 'seed', 'db'])
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
  const { positional, options } = parsed
  if (positional.length) return fail(`unexpected argument "${positional[0]}"`)
  const setFile = typeof options.set === 'string' ? options.set : undefined
  const cubeFile = typeof options.cube === 'string' ? options.cube : undefined
  if (!setFile === !cubeFile) return fail('give either --set SET.json or --cube LIST.txt')
  const format = options.format ?? 'draft'
  if (format !== 'draft' && format !== 'sealed')
    return fail(`--format must be draft or sealed, got "${String(format)}"`)
  const whole = (name: string, fallback: number, min: number, max: number): number | null => {
    const raw = options[name]
    if (raw === undefined) return fallback
    const n = Number(raw)
    return typeof raw === 'string' && /^-?\d+$/.test(raw) && n >= min && n <= max ? n : null
  }
  const seats = whole('seats', 8, MIN_SEATS, MAX_SEATS)
  if (seats === null) return fail(`--seats must be a whole number from ${MIN_SEATS} to ${MAX_SEATS}`)
  const seed = whole('seed', 1, -2147483648, 2147483647)
  if (seed === null) return fail('--seed must be a whole number')
  let dbDir: string
  try {
    dbDir =
      (await databaseFolder(typeof options.db === 'string' ? options.db : undefined, io, 'draft')) ??
      defaultDatabaseDir()
  } catch (error) {
    return fail(describeError(error))
  }

  let source: DraftSource
  if (setFile) {
    const file = resolve(io.cwd, setFile)
    let json: unknown
    try {
      const bytes = await readBoundedFile(file, { maxBytes: MAX_SET_FILE_BYTES, what: 'an MTGJSON set file' })
      json = JSON.parse(bytes.toString('utf8'))
    } catch (error) {
      return fail(
        error instanceof SyntaxError
          ? `${file} is not valid JSON (${error.message})`
          : `cannot read the set file: ${describeError(error)}`,
      )
    }
    try {
      source = { set: readSetFile(json, basename(file)) }
    } catch (error) {
      if (error instanceof DraftSetError) return fail(error.message)
      throw error
    }
    try {
      await saveDraftSet(dbDir, source.set.code, source.set.name, source.set.cards)
    } catch (error) {
      io.err(
        `hearth draft: warning: the set's cards could not be stored in ${dbDir} (${describeError(error)}); ` +
          'match --deckK will not find them\n',
      )
    }
  } else {
    const file = resolve(io.cwd, cubeFile!)
    let text: string
    try {
      const bytes = await readBoundedFile(file, { maxBytes: MAX_DECK_FILE_BYTES, what: 'a cube list' })
      const decoded = decodeDeckBytes(bytes, file)
      if (!decoded.ok) return fail(decoded.message)
      text = decoded.text
    } catch (error) {
      return fail(`cannot read the cube list: ${describeError(error)}`)
    }
    let pool
    try {
      pool = (await loadCardPool(dbDir)).pool
    } catch (error) {
      return fail(`cannot load the card database: ${describeError(error)}`)
    }
    try {
      source = { cube: readCube(text, pool, basename(file)), name: basename(file, extname(file)) }
    } catch (error) {
      if (error instanceof CubeError) return fail(error.message)
      throw error
    }
  }

  let run
  try {
    run = runBotPod(source, format, seats, seed)
  } catch (error) {
    if (error instanceof CubeError || error instanceof DraftSetError) return fail(error.message)
    throw error
  }
  for (const w of run.warnings) io.err(`hearth draft: warning: ${w}\n`)
  const { state } = run
  const out = {
    format, // the contract's draft or sealed, for a cube as for a set (its `set` is the cube's name)
    set: state.set,
    seats,
    seed,
    packs: state.opened.map((seat) =>
      seat.map((pack) => pack.map((c) => ({ name: c.name, rarity: c.rarity, sheet: c.sheet }))),
    ),
    picks: state.picks.map((seat) => seat.map((p) => ({ pack: p.pack, pick: p.pick, card: p.card }))),
    pools: state.pools.map((pool) => pool.map((c) => c.name)),
    decks: run.decks.map((d) => d.text),
  }
  io.out(JSON.stringify(out) + '\n')
  return 0
}
