// `hearth mana COST`: prints {"manaValue","colors","symbols"} for a cost (the scenario contract).
// Symbols are the canonical symbol strings of the normalised cost (ruling MA-6): "{1}{1}{W}" → ["{2}","{W}"].
import type { CliIo } from '../io'
import { parseArgs } from '../io'
import { costColors, manaValue, parseManaCost, symbolText } from '../../../src-shared/mana' // relative: tsx reads tsconfig.json, which has no @shared path

export async function run(args: string[], io: CliIo): Promise<number> {
  const { positional, options } = parseArgs(args, ['db', 'x'])
  if (positional.length !== 1) {
    io.err('hearth mana: give exactly one mana cost, e.g. hearth mana "{1}{W/U}{W/U}"\n')
    return 1
  }
  let x: number | undefined
  if (options.x !== undefined) {
    x = Number(options.x)
    if (!Number.isInteger(x) || x < 0) {
      io.err(`hearth mana: --x must be a whole number ≥ 0, got "${String(options.x)}"\n`)
      return 1
    }
  }
  let cost
  try {
    cost = parseManaCost(positional[0])
  } catch (error) {
    io.err(`hearth mana: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
  // CR 202.3a: no mana cost has mana value 0 and no symbols.
  const result = {
    manaValue: manaValue(cost, { x }),
    colors: costColors(cost),
    symbols: cost ? cost.symbols.map(symbolText) : [],
  }
  io.out(JSON.stringify(result) + '\n')
  return 0
}
