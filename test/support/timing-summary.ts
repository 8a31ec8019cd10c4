// Reads the timing lines test/under-load.sh collected (test/support/timing-reporter*.ts) and prints, as JSON lines
// like `npm run bench`: the unit tests' summed import time per run, and the slowest ten tests by their share of their
// limit (each at its worst run). Usage: tsx test/support/timing-summary.ts FILE.jsonl...
import { readFileSync } from 'node:fs'

interface Line {
  kind: 'test' | 'file'
  file: string
  name?: string
  ms?: number
  limitMs?: number
  share?: number | null
  importMs?: number
}

const worst = new Map<string, Line & { run: string }>()
for (const path of process.argv.slice(2)) {
  const run = /run-(\d+)/.exec(path)?.[1] ?? path
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line)
  const imports = lines.filter((l) => l.kind === 'file').reduce((n, l) => n + (l.importMs ?? 0), 0)
  if (imports)
    console.log(JSON.stringify({ name: 'ci.unitImportSeconds', value: Math.round(imports / 1000), unit: 's', run }))
  for (const l of lines) {
    if (l.kind !== 'test' || !l.share) continue
    const key = `${l.file} > ${l.name}`
    if ((worst.get(key)?.share ?? -1) < l.share) worst.set(key, { ...l, run })
  }
}
const slowest = [...worst.entries()].sort((a, b) => (b[1].share ?? 0) - (a[1].share ?? 0)).slice(0, 10)
slowest.forEach(([test, l], i) =>
  console.log(
    JSON.stringify({
      name: 'ci.slowTest',
      value: l.share,
      unit: 'share of limit',
      rank: i + 1,
      test,
      ms: l.ms,
      limitMs: l.limitMs,
      run: l.run,
    }),
  ),
)
