// `hearth cards import FILE [--db DIR]` and `hearth cards find [--db DIR] [--name TEXT] [--cost COST] [--type TEXT]`
// (the scenario contract). Without an imported database, `find` searches the bundled starter pool.
// Imports are relative: tsx reads tsconfig.json, which has no @shared path.
import { resolve } from 'node:path'
import { stat } from 'node:fs/promises'
import type { CliIo } from '../io'
import { databaseFolder, describeError, parseArgs } from '../io'
import { defaultDatabaseDir, importCards, loadCardPool, whenCompiled } from '../../cards/database'
import type { CardDefinition } from '../../../src-shared/cards/model'
import type { CardQuery } from '../../../src-shared/cards/pool'
import type { Color } from '../../../src-shared/mana/types'
import { parseManaCost } from '../../../src-shared/mana'
import { explainVerified } from '../../../src-shared/engine/automation'
import { runExplain } from './cardsExplain'
import { runCoverage } from './cardsCoverage'

const USAGE = [
  'Usage:',
  '  hearth cards import FILE [--db DIR] [--merge | --replace]',
  '      MTGJSON AtomicCards.json, a Scryfall bulk array (oracle-cards) or one Scryfall card (.json or .json.gz)',
  '  hearth cards find [--db DIR] [--name TEXT] [--prefix TEXT] [--cost "{1}{W}{U}"] [--type TEXT]',
  '                    [--color WUBRG] [--mv N] [--limit N] [--abilities]',
  '  hearth cards explain --name NAME [--db DIR]   (each rules line and whether the engine runs it)',
  '  hearth cards coverage [--db DIR] [--legal FORMAT]   (fully, partly, by hand, and why, by reason)',
].join('\n')

export async function run(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args
  if (sub === 'import') return runImport(rest, io)
  if (sub === 'find') return runFind(rest, io)
  if (sub === 'explain') return runExplain(rest, io)
  if (sub === 'coverage') return runCoverage(rest, io)
  io.err(`hearth cards: ${sub ? `unknown subcommand "${sub}"` : 'give a subcommand'}\n${USAGE}\n`)
  return 1
}

const dbDir = (options: Record<string, string | true>, io: CliIo) =>
  typeof options.db === 'string' ? resolve(io.cwd, options.db) : defaultDatabaseDir()

/** `--db` for reading: a file is an error, a missing folder a warning (the starter pool is used). */
const readDbDir = async (options: Record<string, string | true>, io: CliIo) =>
  (await databaseFolder(typeof options.db === 'string' ? options.db : undefined, io, 'cards find')) ??
  defaultDatabaseDir()

async function runImport(args: string[], io: CliIo): Promise<number> {
  const { positional, options } = parseArgs(args, ['db'], ['merge', 'replace'])
  if (positional.length !== 1) {
    io.err(`hearth cards import: give exactly one FILE\n${USAGE}\n`)
    return 1
  }
  if (options.merge && options.replace) {
    io.err('hearth cards import: --merge and --replace exclude each other\n')
    return 1
  }
  const file = resolve(io.cwd, positional[0])
  const mode = options.merge ? 'merge' : options.replace ? 'replace' : undefined
  let result
  try {
    const dir = dbDir(options, io)
    const info = await stat(dir).catch(() => null)
    if (info && !info.isDirectory()) throw new Error(`--db must be a folder, and ${dir} is a file`)
    result = await importCards(file, dir, { mode })
    await whenCompiled(dir) // the ability trees, compiled in the background, are written before the CLI exits
  } catch (error) {
    io.err(`hearth cards import: ${describeError(error)}\n`)
    return 1
  }
  io.out(
    JSON.stringify({
      imported: result.imported,
      skipped: result.skipped,
      warnings: result.warnings,
      skippedBy: result.skippedBy,
    }) + '\n',
  )
  return 0
}

/** The cost as printed: faces that can each be cast show theirs ("{1}{R} // {1}{U}"), else the front's. */
export function cardCostText(card: CardDefinition): string {
  const castable = ['split', 'aftermath', 'adventure', 'modal_dfc'].includes(card.layout)
  return castable ? card.faces.map((f) => f.manaCostText).join(' // ') : (card.faces[0]?.manaCostText ?? '')
}

async function runFind(args: string[], io: CliIo): Promise<number> {
  const { positional, options } = parseArgs(
    args,
    ['db', 'name', 'prefix', 'cost', 'type', 'color', 'mv', 'limit'],
    ['abilities'],
  )
  if (positional.length) {
    io.err(`hearth cards find: unexpected argument "${positional[0]}" (use --name TEXT)\n`)
    return 1
  }
  const query: CardQuery = {}
  if (typeof options.name === 'string') query.name = options.name
  if (typeof options.prefix === 'string') query.prefix = options.prefix
  if (typeof options.type === 'string') query.type = options.type
  if (typeof options.cost === 'string') {
    try {
      parseManaCost(options.cost)
    } catch (error) {
      io.err(`hearth cards find: --cost: ${error instanceof Error ? error.message : String(error)}\n`)
      return 1
    }
    query.cost = options.cost
  }
  if (typeof options.color === 'string') {
    const letters = options.color.toUpperCase().split('')
    if (!letters.every((c) => 'WUBRGC'.includes(c))) {
      io.err(`hearth cards find: --color takes letters of WUBRG (C for colourless), got "${options.color}"\n`)
      return 1
    }
    query.colors = letters.filter((c) => c !== 'C') as Color[]
    if (letters.includes('C')) query.exactColors = true
  }
  for (const [flag, key] of [
    ['mv', 'manaValue'],
    ['limit', 'limit'],
  ] as const) {
    const value = options[flag]
    if (typeof value !== 'string') continue
    const n = Number(value)
    if (value.trim() === '' || !Number.isFinite(n) || n < 0) {
      io.err(`hearth cards find: --${flag} must be a number ≥ 0, got "${value}"\n`)
      return 1
    }
    query[key] = n
  }
  let pool
  try {
    pool = (await loadCardPool(await readDbDir(options, io))).pool
  } catch (error) {
    io.err(`hearth cards find: ${describeError(error)}\n`)
    return 1
  }
  const found = pool.search(query).map((c) => ({
    name: c.name,
    manaCost: cardCostText(c),
    manaValue: c.manaValue,
    typeLine: c.faces.map((f) => f.typeLine).join(' // '),
    // With --abilities: the compiled text, each line and whether the engine runs it (as `cards explain`).
    ...(options.abilities ? { automated: explainVerified(c).automated, abilities: explainVerified(c).lines } : {}),
  }))
  io.out(JSON.stringify(found) + '\n')
  return 0
}
