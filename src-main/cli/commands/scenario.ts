// `hearth scenario FILE [--save OUT] [--db DIR]` (../shared/contract/SCENARIOS.md): reads the file, plays it with
// the pure scenario runner (src-shared/engine/scenario), prints the result JSON. Exit codes: 0 played, 1 invalid
// file or arguments (message on stderr naming the field), 3 the `expect` block did not hold.
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { CliIo } from '../io'
import { parseArgs } from '../io'
import '../../../src-shared/variants'
import { runScenario, ScenarioError, scenarioSaveDocument } from '../../../src-shared/engine/scenario'
import { starterPool } from '../../../src-shared/cards/starter'
import type { CardPool } from '../../../src-shared/cards/pool'

const USAGE = 'usage: hearth scenario FILE [--save OUT] [--db DIR]'

async function cardPool(db: string | undefined, io: CliIo): Promise<CardPool> {
  if (!db) return starterPool()
  const { loadCardPool } = await import('../../cards/database')
  return (await loadCardPool(resolve(io.cwd, db))).pool
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
    text = await readFile(resolve(io.cwd, file), 'utf8')
  } catch (error) {
    io.err(`hearth scenario: cannot read "${file}": ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`)
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
  io.out(JSON.stringify(result.output, null, 2) + '\n')
  if (typeof parsed.options.save === 'string') {
    // Until src-main/saves offers a "save from engine state" function, write the engine's save document.
    const doc = scenarioSaveDocument(result.initial, result.log, result.state)
    await writeFile(resolve(io.cwd, parsed.options.save), JSON.stringify(doc) + '\n', 'utf8')
  }
  return result.exitCode
}
