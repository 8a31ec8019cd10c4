// `hearth load SAVE [--db DIR]` (the scenario contract): loads a saved game through the save layer
// (src-main/saves: decode, migrate, validate, replay check with the engine's codec) and prints the same result JSON
// that `hearth scenario` prints for that game. A save made by `hearth scenario FILE --save OUT` prints exactly what
// the scenario printed (its rejected actions and `expect` block are kept in the save). Exit codes: 0 loaded, 1 the
// file is not a save that loads (message on stderr naming the problem; the file is never modified), 3 the saved
// scenario's `expect` block does not hold. The card definitions are in the save: --db is accepted and not needed.
// `--backup` loads SAVE.bak, the previous version kept while a save was written (a damaged save's message names it).
import { dirname, resolve } from 'node:path'
import type { CliIo } from '../io'
import { parseArgs } from '../io'
import '../../../src-shared/variants'
import { engineCodec, replaySave } from '../../../src-shared/engine/codec'
import { findVariant } from '../../../src-shared/engine/registry'
import { compareExpect, scenarioOutput } from '../../../src-shared/scenario'
import type { GameState } from '../../../src-shared/engine/types'
import { createSaveService, isSaveError, type LoadedGame } from '../../saves'
import { appVersion } from '../../saves/version'

const USAGE = 'usage: hearth load SAVE [--backup] [--db DIR]'

export async function run(args: string[], io: CliIo): Promise<number> {
  let parsed
  try {
    parsed = parseArgs(args, ['db'], ['backup'])
  } catch (error) {
    io.err(`hearth load: ${(error as Error).message}\n${USAGE}\n`)
    return 1
  }
  const [file, ...extra] = parsed.positional
  if (!file || extra.length) {
    io.err(`hearth load: ${file ? `unexpected argument "${extra[0]}"` : 'missing SAVE'}\n${USAGE}\n`)
    return 1
  }
  // --backup: the previous version the save layer kept as SAVE.bak (a damaged save names it); read, never changed.
  const path = resolve(io.cwd, file) + (parsed.options.backup === true ? '.bak' : '')
  const saves = createSaveService({ dir: dirname(path), appVersion: appVersion(), codec: engineCodec })
  let loaded: LoadedGame
  try {
    loaded = await saves.loadFile(path)
  } catch (error) {
    if (isSaveError(error)) {
      io.err(`hearth load: ${error.message}\n`)
      return 1
    }
    throw error
  }
  const { save } = loaded
  const variant = findVariant(save.variant)
  if (!variant) {
    io.err(`hearth load: "${path}" is a ${save.variant} game, and this build does not play that variant yet.\n`)
    return 1
  }
  for (const warning of loaded.warnings) io.err(`hearth load: warning: ${warning.message}\n`)
  const state = loaded.state as GameState
  // The log lines come from replaying the log; a save whose log does not replay loaded from its snapshot alone.
  const lines = loaded.source === 'snapshot' ? [] : replaySave(save).lines.flat()
  const output = scenarioOutput(state, variant)
  output.rejected = save.scenario?.rejected ?? []
  output.log = lines
  let exitCode = 0
  if (save.scenario?.expect) {
    const failed = compareExpect(save.scenario.expect, output)
    output.failed = failed
    if (failed.length) exitCode = 3
  }
  io.out(JSON.stringify(output, null, 2) + '\n')
  return exitCode
}
