// `hearth cards explain --name NAME [--db DIR]` (the scenario contract): each line of a card's rules text and
// whether the engine runs it, the same judgement as the app's marks and the deck check.
import type { CliIo } from '../io'
import { databaseFolder, describeError, parseArgs } from '../io'
import { defaultDatabaseDir, loadCardPool } from '../../cards/database'
import { explainWithReasons } from '../../../src-shared/engine/automation'

export async function runExplain(args: string[], io: CliIo): Promise<number> {
  const { positional, options } = parseArgs(args, ['db', 'name'])
  if (positional.length || typeof options.name !== 'string' || !options.name) {
    io.err('hearth cards explain: give --name NAME\n')
    return 1
  }
  let pool
  try {
    const dir =
      (await databaseFolder(typeof options.db === 'string' ? options.db : undefined, io, 'cards explain')) ??
      defaultDatabaseDir()
    pool = (await loadCardPool(dir)).pool
  } catch (error) {
    io.err(`hearth cards explain: ${describeError(error)}\n`)
    return 1
  }
  const name = options.name
  const def =
    pool.byName(name) ??
    pool.all().find((c) => c.name.toLowerCase() === name.toLowerCase() || c.faces.some((f) => f.name === name))
  if (!def) {
    io.err(`hearth cards explain: no card named "${name}"\n`)
    return 1
  }
  io.out(JSON.stringify(explainWithReasons(def)) + '\n')
  return 0
}
