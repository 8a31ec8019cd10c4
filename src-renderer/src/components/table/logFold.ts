// The log reads as what happened, not as who passed: a run of two or more passes in a row folds into one line,
// "Everyone passes" (or "Ann and Ben pass" when not everyone at the table did), which opens to show each pass. The
// one person of a practice mode is "You", whose passes read "You pass" ("You pass 3 times" folded).

export interface LogEntry {
  /** The index of the entry's first line in the lines given. */
  at: number
  /** The line, or the folded run's summary. */
  text: string
  /** The passes folded into it (fewer than two: none folded). */
  passes: string[]
}

const PASS = /^(?:(.+?) passes|(You) pass)( \(auto\))?$/

/** Who passed on a pass line. */
const passer = (line: string): string => {
  const m = PASS.exec(line)!
  return m[1] ?? m[2]
}

export function foldPasses(lines: readonly string[], players?: readonly string[]): LogEntry[] {
  const out: LogEntry[] = []
  for (let i = 0; i < lines.length; i++) {
    if (!PASS.test(lines[i])) {
      out.push({ at: i, text: lines[i], passes: [] })
      continue
    }
    let j = i
    while (j < lines.length && PASS.test(lines[j])) j++
    const run = lines.slice(i, j)
    if (run.length < 2) out.push({ at: i, text: lines[i], passes: [] })
    else {
      const who = [...new Set(run.map(passer))]
      const everyone = who.length > 1 && (!players || players.every((p) => who.includes(p)))
      const text = everyone
        ? 'Everyone passes'
        : who.length === 1
          ? `${who[0]} ${who[0] === 'You' ? 'pass' : 'passes'} ${run.length} times`
          : `${who.slice(0, -1).join(', ')} and ${who[who.length - 1]} pass`
      out.push({ at: i, text, passes: run })
    }
    i = j - 1
  }
  return out
}
