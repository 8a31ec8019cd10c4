// The `hearth` command-line tool (the scenario contract). Each command lives in ./commands/<name>.ts
// and exports `run(args, io)`, returning the exit code: 0 ok, 1 invalid input, 3 a scenario's expectations failed.
import type { CliIo } from './io'
import { describeError, processIo } from './io'

export interface CommandModule {
  run: (args: string[], io: CliIo) => Promise<number>
}

export interface CommandEntry {
  summary: string
  load: () => Promise<CommandModule>
}

// The specifier is computed so that a command not written yet is a clear runtime message, not a type error.
const commandModule = (name: string) => (): Promise<CommandModule> =>
  import(/* @vite-ignore */ `./commands/${name}`) as Promise<CommandModule>

export const COMMANDS: Record<string, CommandEntry> = {
  scenario: {
    summary: 'scenario FILE [--save OUT] [--db DIR]   play a scenario file, print the result as JSON',
    load: commandModule('scenario'),
  },
  load: {
    summary: 'load SAVE [--backup] [--db DIR]          load a saved game (or its previous version), print the result',
    load: commandModule('load'),
  },
  mana: {
    summary: 'mana COST                                print the mana value, colours and symbols of a cost',
    load: commandModule('mana'),
  },
  cards: {
    summary: 'cards import FILE | cards find [...]     import a card database, search it',
    load: commandModule('cards'),
  },
  deck: {
    summary: "deck check --variant V FILE             check a deck list against a variant's deck rules",
    load: commandModule('deck'),
  },
  chart: {
    summary: "chart --variant V [--format mermaid|json]   print a variant's statechart (its turn structure)",
    load: commandModule('chart'),
  },
  match: {
    summary: 'match --variant V [--games N] [--players "normal,random"]   play games between computer players',
    load: commandModule('match'),
  },
  draft: {
    summary:
      'draft --set SET.json | --cube LIST [--format draft|sealed] [--seats 8]   a pod of bots drafts, builds decks',
    load: commandModule('draft'),
  },
  ladder: {
    summary:
      'ladder --variant V [--games N] [--seed S] [--levels "random,easy,normal,hard"]   rate the computer\'s levels',
    load: commandModule('ladder'),
  },
}

export function usage(commands: Record<string, CommandEntry> = COMMANDS): string {
  return [
    'Usage: hearth <command> [options]',
    '',
    'Commands:',
    ...Object.values(commands).map((c) => `  ${c.summary}`),
    '',
    'Every command accepts --db DIR (a card database directory). See the scenario contract (README.md).',
  ].join('\n')
}

function isMissingModule(error: unknown, name: string): boolean {
  const e = error as { code?: unknown; message?: unknown } | null
  const code = e?.code
  const message = typeof e?.message === 'string' ? e.message : ''
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && message.includes(`commands/${name}`)
}

export async function main(
  argv: string[],
  io: CliIo = processIo,
  commands: Record<string, CommandEntry> = COMMANDS,
): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    // Asked for: stdout, exit 0. No command at all is a usage error: stderr, exit 1.
    if (name) io.out(usage(commands) + '\n')
    else io.err(usage(commands) + '\n')
    return name ? 0 : 1
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined
  if (!command) {
    io.err(`hearth: unknown command "${name}". Run "hearth --help" for the list of commands.\n`)
    return 1
  }
  let mod: CommandModule
  try {
    mod = await command.load()
  } catch (error) {
    if (isMissingModule(error, name)) {
      io.err(`hearth: the "${name}" command is not available in this build yet.\n`)
    } else {
      io.err(
        `hearth: the "${name}" command failed to load: ${error instanceof Error ? error.message : String(error)}\n`,
      )
    }
    return 1
  }
  try {
    return await mod.run(rest, io)
  } catch (error) {
    io.err(`hearth ${name}: ${describeError(error)}\n`)
    return 1
  }
}

const invokedDirectly = process.argv[1] && /hearth\.(ts|js|cjs|mjs)$/.test(process.argv[1])
if (invokedDirectly) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code
  })
}
