// The `hearth` command-line tool (../shared/contract/SCENARIOS.md). Each command lives in ./commands/<name>.ts
// and exports `run(args, io)`, returning the exit code: 0 ok, 1 invalid input, 3 a scenario's expectations failed.
import type { CliIo } from './io'
import { processIo } from './io'

const COMMANDS: Record<string, { summary: string; load: () => Promise<{ run: (args: string[], io: CliIo) => Promise<number> }> }> = {
  scenario: { summary: 'scenario FILE [--save OUT] [--db DIR]   play a scenario file, print the result as JSON', load: () => import('./commands/scenario') },
  load: { summary: 'load SAVE [--db DIR]                     load a saved game, print the scenario result JSON', load: () => import('./commands/load') },
  mana: { summary: 'mana COST                                print the mana value, colours and symbols of a cost', load: () => import('./commands/mana') },
  cards: { summary: 'cards import FILE | cards find [...]     import a card database, search it', load: () => import('./commands/cards') },
  deck: { summary: 'deck check --variant V FILE             check a deck list against a variant\'s deck rules', load: () => import('./commands/deck') },
}

export function usage(): string {
  return [
    'Usage: hearth <command> [options]',
    '',
    'Commands:',
    ...Object.values(COMMANDS).map((c) => `  ${c.summary}`),
    '',
    'Every command accepts --db DIR (a card database directory). See ../shared/contract/SCENARIOS.md.',
  ].join('\n')
}

export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(usage() + '\n')
    return name ? 0 : 1
  }
  const command = COMMANDS[name]
  if (!command) {
    io.err(`hearth: unknown command "${name}". Run "hearth --help" for the list of commands.\n`)
    return 1
  }
  let mod
  try {
    mod = await command.load()
  } catch {
    io.err(`hearth: the "${name}" command is not available in this build.\n`)
    return 1
  }
  try {
    return await mod.run(rest, io)
  } catch (error) {
    io.err(`hearth ${name}: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
}

const invokedDirectly = process.argv[1] && /hearth\.(ts|js|cjs|mjs)$/.test(process.argv[1])
if (invokedDirectly) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code
  })
}
