// Output channels for the command-line tool, injectable so commands can be tested without a process.
export interface CliIo {
  out(text: string): void
  err(text: string): void
  /** Working directory for relative paths. */
  cwd: string
}

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  cwd: process.cwd(),
}

/** Collects output in memory (tests). */
export function memoryIo(cwd = process.cwd()): CliIo & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    cwd,
    out(text: string) {
      io.stdout += text
    },
    err(text: string) {
      io.stderr += text
    },
  }
  return io
}

/** Reads `--flag value` options; returns the positional arguments and the options. */
export function parseArgs(
  args: string[],
  flags: string[],
  booleans: string[] = [],
): { positional: string[]; options: Record<string, string | true> } {
  const positional: string[] = []
  const options: Record<string, string | true> = {}
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg.startsWith('--')) {
      const name = arg.slice(2)
      if (booleans.includes(name)) {
        options[name] = true
        continue
      }
      if (!flags.includes(name)) throw new Error(`unknown option "${arg}"`)
      const value = args[i + 1]
      if (value === undefined) throw new Error(`option "${arg}" needs a value`)
      options[name] = value
      i++
    } else positional.push(arg)
  }
  return { positional, options }
}
