// Card database figures: import of the real AtomicCards.json (time, peak RSS, ratio to plain JSON.parse),
// exact-cost lookup and name-prefix search over the full pool (p99), and opening the imported database.
// The import runs in a child process so its peak RSS is its own.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Figure } from './run'
import { percentile, round, timeEach } from './stats'
import { importCards, openDatabase, whenCompiled } from '../../src-main/cards/database'
import { sharedDataPath } from '../support/sharedData'

const ATOMIC = sharedDataPath('mtgjson/AtomicCards.json')

/** In the child: import into DIR, print {ms, maxRssMb}; then time JSON.parse of the same file. */
async function child(dir: string): Promise<void> {
  const start = performance.now()
  const result = await importCards(ATOMIC, dir)
  const ms = performance.now() - start
  // The ability trees compile in the background (worker threads) after the import: how long until they are stored.
  const compiledMs = (await whenCompiled(dir)) ? performance.now() - start : null
  const maxRssMb = process.resourceUsage().maxRSS / 1024
  const parses = [0, 1, 2].map(() => {
    const t = performance.now()
    JSON.parse(readFileSync(ATOMIC, 'utf8'))
    return performance.now() - t
  })
  process.stdout.write(
    JSON.stringify({
      ms,
      compiledMs,
      maxRssMb,
      parseMs: Math.min(...parses),
      imported: result.imported,
      skipped: result.skipped,
    }) + '\n',
  )
}

export default async function bench(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-bench-cards-'))
  try {
    const run = spawnSync(process.execPath, [...process.execArgv, __filename], {
      env: { ...process.env, HEARTH_CARDS_BENCH_CHILD: dir },
      encoding: 'utf8',
    })
    if (run.status !== 0) throw new Error(`import child failed: ${run.stderr}`)
    const imp = JSON.parse(run.stdout.trim().split('\n').pop()!) as {
      ms: number
      compiledMs: number | null
      maxRssMb: number
      parseMs: number
      imported: number
      skipped: number
    }

    const opened = []
    for (let i = 0; i < 3; i++) {
      const t = performance.now()
      const opening = (await openDatabase(dir))!
      opening.byName('Insectile Aberration') // the first lookup builds the indexes: part of opening
      opened.push({ ms: performance.now() - t, pool: opening })
    }
    const pool = opened[opened.length - 1].pool
    const cards = pool.all()

    // Exact-cost lookups (ruling MA-6) with the costs of real cards, written as a player types them.
    const costs = cards.map((c) => c.faces[0].manaCostText).filter(Boolean)
    const lookup = timeEach(20_000, (i) => pool.byCost(costs[(i * 7919) % costs.length]))
    // Name-prefix searches: 2 to 6 letters of real names.
    const names = cards.map((c) => c.name)
    const search = timeEach(5_000, (i) => {
      const name = names[(i * 104729) % names.length]
      pool.search({ prefix: name.slice(0, 2 + (i % 5)) })
    })

    return [
      {
        name: 'cards.import.atomic',
        value: round(imp.ms, 1),
        unit: 'ms',
        // Until every face's ability tree is stored (compiled in the background after the import returned).
        treesStoredMs: imp.compiledMs === null ? null : round(imp.compiledMs, 1),
        peakRssMb: round(imp.maxRssMb, 1),
        jsonParseMs: round(imp.parseMs, 1),
        ratioToJsonParse: round(imp.ms / imp.parseMs, 2),
        imported: imp.imported,
        skipped: imp.skipped,
        targetMs: 3000,
        targetRssMb: 400,
      },
      {
        name: 'cards.lookup.cost',
        value: round(percentile(lookup, 99), 4),
        unit: 'ms',
        stat: 'p99',
        p50: round(percentile(lookup, 50), 4),
        samples: lookup.length,
        target: 0.1,
      },
      {
        name: 'cards.search.name',
        value: round(percentile(search, 99), 4),
        unit: 'ms',
        stat: 'p99',
        p50: round(percentile(search, 50), 4),
        samples: search.length,
        target: 2,
      },
      // The first open is cold, as at app start; later ones show the warm figure.
      {
        name: 'cards.open',
        value: round(opened[0].ms, 1),
        unit: 'ms',
        cards: pool.size,
        warm: round(Math.min(...opened.slice(1).map((o) => o.ms)), 1),
        target: 500,
      },
    ]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.env.HEARTH_CARDS_BENCH_CHILD) {
  child(process.env.HEARTH_CARDS_BENCH_CHILD).catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
