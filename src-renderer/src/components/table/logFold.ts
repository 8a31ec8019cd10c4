// The log reads as what happened, not as who passed: a run of two or more passes in a row folds into one line,
// "Everyone passes" (or "Ann and Ben pass" when not everyone at the table did), which opens to show each pass.

export interface LogEntry {
  /** The index of the entry's first line in the lines given. */
  at: number
  /** The line, or the folded run's summary. */
  text: string
  /** The passes folded into it (fewer than two: none folded). */
  passes: string[]
}

const PASS = /^(.+?) passes( \(auto\))?$/

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
      const who = [...new Set(run.map((l) => PASS.exec(l)![1]))]
      const everyone = who.length > 1 && (!players || players.every((p) => who.includes(p)))
      const text = everyone
        ? 'Everyone passes'
        : who.length === 1
          ? `${who[0]} passes ${run.length} times`
          : `${who.slice(0, -1).join(', ')} and ${who[who.length - 1]} pass`
      out.push({ at: i, text, passes: run })
    }
    i = j - 1
  }
  return out
}
