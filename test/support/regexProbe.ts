// The regular expressions the card-text compiler and the readers (card importers, deck lists, puzzles, saves, the
// mana system) apply to text from outside, found in the source's syntax trees, and adversarial inputs for them: runs
// of whitespace, parentheses, braces, letters, with and without an ending that makes a match fail.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const ROOT = join(__dirname, '../..')
export const REGEX_SOURCES = [
  'src-shared/cards',
  'src-shared/mana',
  'src-shared/practice',
  'src-shared/engine/abilities.ts',
  'src-shared/saves',
  'src-main/decks',
  'src-main/cards',
  'src-main/puzzles',
  'src-main/saves',
]

export function tsFiles(path: string): string[] {
  const full = join(ROOT, path)
  if (!statSync(full).isDirectory()) return [full]
  return readdirSync(full).flatMap((name) => {
    const p = join(full, name)
    if (statSync(p).isDirectory()) return tsFiles(relative(ROOT, p))
    return name.endsWith('.ts') ? [p] : []
  })
}

/** Every regex literal of a file, as [where, RegExp] (found in the syntax tree). */
export function regexLiterals(file: string): [string, RegExp][] {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: [string, RegExp][] = []
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source)
      const end = literal.lastIndexOf('/')
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
      found.push([
        `${relative(ROOT, file)}:${line + 1} ${literal}`,
        new RegExp(literal.slice(1, end), literal.slice(end + 1)),
      ])
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

export const SIZE = 100_000
export const fill = (unit: string, tail = '', size = SIZE) =>
  unit.repeat(Math.ceil((size - tail.length) / unit.length)).slice(0, size - tail.length) + tail

/** Inputs that make backtracking patterns quadratic or worse: long runs of one thing, then an ending that fails. */
export const ADVERSARIAL: [string, string, string][] = [
  ['spaces', ' ', ''],
  ['spaces then a letter', ' ', 'x'],
  ['spaces then "("', ' ', '('],
  ['tabs and newlines', ' \t\n', ''],
  ['"("', '(', ''],
  ['"( "', '( ', ''],
  ['")"', ')', ''],
  ['"{"', '{', ''],
  ['"{1}"', '{1}', ''],
  ['"{T}, "', '{T}, ', ''],
  ['letters', 'a', ''],
  ['letters then "!"', 'a', '!'],
  ['words', 'a ', ''],
  ['words then "!"', 'ab ', '!'],
  ['digits', '1', ''],
  ['digits and x', '1x', ''],
  ['", "', ', ', ''],
  ['"."', '.', ''],
  ['"-"', '-', ''],
  ['"—"', '— ', ''],
  ['"+1/+1 "', '+1/+1 ', ''],
  ['quotes', '"', ''],
  ['" and "', ' and ', ''],
  ['" or "', 'or ', ''],
  ['"//"', '// ', ''],
  ['"//" then "x"', '/', 'x'],
  ['"[["', '[', ''],
  ['"a, "', 'a, ', ''],
  ['"a of "', 'a of ', ''],
]

/** The time of one full use: every match of a global pattern, the first of another. */
export function timeOf(regex: RegExp, input: string): number {
  regex.lastIndex = 0
  return cpuMs(() => (regex.global || regex.sticky ? input.replace(regex, '') : regex.exec(input)))
}

/** The CPU time `run` takes in this process, in ms: the work done, not the machine's load (other processes'
 *  time is not counted). */
export function cpuMs(run: () => unknown): number {
  const start = process.cpuUsage()
  run()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

/** 100 KB in well under a second on a busy machine; a quadratic pattern takes seconds to hours. A pattern is first
 *  tried on 10 KB, where a quadratic one already shows (and the test doesn't wait hours for it). */
export const LIMIT_MS = 400

/** A note of the first input on which a pattern is slow, or null. Sizes grow tenfold from 100 characters, so a
 *  quadratic pattern is caught on a small input before the 100 KB one would take minutes. */
export function slowUses(regex: RegExp): string | null {
  for (const [name, unit, tail] of ADVERSARIAL) {
    for (let size = 100; size <= SIZE; size *= 10) {
      const input = fill(unit, tail, size)
      const bound = Math.max(20, (LIMIT_MS * size) / SIZE)
      // The best of three, so a pause of the machine (a busy CI box) is not taken for the pattern's time.
      const ms = Math.min(...[0, 1, 2].map(() => timeOf(regex, input)))
      if (ms > bound) return `${name}: ${Math.round(ms)} ms on ${size} characters`
    }
  }
  return null
}

/** The lexer's token patterns are matched where the lexer stands (sticky), never searched for. */
const STICKY = ['src-shared/text/lexer.ts']

/** Every pattern of the compiler and the readers. */
export function allPatterns(): [string, RegExp][] {
  return REGEX_SOURCES.flatMap(tsFiles)
    .flatMap(regexLiterals)
    .map(([where, r]) => [where, STICKY.some((f) => where.startsWith(f)) ? new RegExp(r.source, r.flags + 'y') : r])
}
