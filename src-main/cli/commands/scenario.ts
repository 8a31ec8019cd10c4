// `hearth scenario FILE [--save OUT] [--db DIR]` (the scenario contract): reads the file, plays it with
// the pure scenario runner (src-shared/scenario), prints the result JSON. Exit codes: 0 played, 1 invalid
// file or arguments (message on stderr naming the field), 3 the `expect` block did not hold.
import { basename, dirname, resolve } from 'node:path'
import type { CliIo } from '../io'
import { databaseFolder, FileReadError, makeFolder, parseArgs, readBoundedFile } from '../io'
import '../../../src-shared/variants'
import { runScenario, ScenarioError, type ScenarioResult } from '../../../src-shared/scenario'
import { engineCodec } from '../../../src-shared/engine/codec'
import { saveInputFromGame } from '../../../src-shared/engine/saveFromGame'
import { createSaveService, isSaveError, newGameId } from '../../saves'
import { appVersion } from '../../saves/version'
import { starterPool } from '../../../src-shared/cards/starter'
import type { CardPool } from '../../../src-shared/cards/pool'

const USAGE = 'usage: hearth scenario FILE [--save OUT] [--db DIR]'

/** Scenario files are small JSON documents; the largest carry a few hundred Scryfall card objects. */
export const MAX_SCENARIO_BYTES = 32 * 1024 * 1024

async function cardPool(db: string | undefined, io: CliIo): Promise<CardPool> {
  const dir = await databaseFolder(db, io, 'scenario')
  if (!dir) return starterPool()
  const { loadCardPool } = await import('../../cards/database')
  return (await loadCardPool(dir)).pool
}

export async function run(args: string[], io: CliIo): Promise<number> {
  let parsed
  try {
    parsed = parseArgs(args, ['save', 'db'])
  } catch (error) {
    io.err(`hearth scenario: ${(error as Error).message}\n${USAGE}\n`)
    return 1
  }
  const [file, ...extra] = parsed.positional
  if (!file || extra.length) {
    io.err(`hearth scenario: ${file ? `unexpected argument "${extra[0]}"` : 'missing FILE'}\n${USAGE}\n`)
    return 1
  }
  let text: string
  try {
    const bytes = await readBoundedFile(resolve(io.cwd, file), {
      maxBytes: MAX_SCENARIO_BYTES,
      what: 'a scenario file',
    })
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch (error) {
    const why = error instanceof FileReadError ? error.message : `${file} is not UTF-8 text`
    io.err(`hearth scenario: cannot read "${file}": ${why}\n`)
    return 1
  }
  let raw: unknown
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    io.err(`hearth scenario: ${file} is not valid JSON: ${(error as Error).message}\n`)
    return 1
  }
  const db = typeof parsed.options.db === 'string' ? parsed.options.db : undefined
  let result
  try {
    result = runScenario(raw, await cardPool(db, io))
  } catch (error) {
    if (error instanceof ScenarioError) {
      io.err(`hearth scenario: ${file}: ${error.message}\n`)
      return 1
    }
    throw error
  }
  if (typeof parsed.options.save === 'string') {
    const failure = await writeSave(result, resolve(io.cwd, parsed.options.save))
    if (failure) {
      io.err(`hearth scenario: ${failure}\n`)
      return 1
    }
  }
  io.out(JSON.stringify(result.output, null, 2) + '\n')
  return result.exitCode
}

/** Writes the played scenario as a save in the app's format (src-main/saves: validated, encoded, written atomically,
 *  never over a file that is not a save). Returns the problem in words, or null. */
async function writeSave(result: ScenarioResult, path: string): Promise<string | null> {
  const stem = basename(path)
    .replace(/\.json$/i, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
  const game = saveInputFromGame({
    gameId: stem || newGameId(),
    initialState: result.initial,
    log: result.log,
    state: result.state,
    scenario: {
      rejected: result.output.rejected as { index: number; reason: string }[],
      ...(result.input.expect && { expect: result.input.expect as Record<string, unknown> }),
    },
  })
  try {
    await makeFolder(dirname(path)) // one level at a time, time-boxed (a recursive mkdir can hang, e.g. under /proc)
  } catch (error) {
    return `cannot save to "${path}": ${(error as Error).message}`
  }
  const saves = createSaveService({ dir: dirname(path), appVersion: appVersion(), codec: engineCodec })
  try {
    await saves.saveAs(game, path)
    return null
  } catch (error) {
    if (isSaveError(error)) return error.message
    throw error
  }
}
