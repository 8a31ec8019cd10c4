// Card text figures: how much of the real AtomicCards the engine runs itself (tournament-legal cards: fully,
// partly, by hand), the starter decks and pool, and the time to compile the text of every face.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Figure } from './run'
import { round } from './stats'
import { atomicSkipReason, cardFromAtomic } from '../../src-shared/cards/mtgjson'
import type { CardDefinition } from '../../src-shared/cards/model'
import { compileFace } from '../../src-shared/text/compile'
import { automationLevel, explainCard, explainVerified } from '../../src-shared/engine/automation'
import { starterCardDefinitions, starterDecks } from '../../src-shared/cards/starter'
import { bundledCompile } from './compileBundled'

const ATOMIC = join(__dirname, '../../../shared/data/mtgjson/AtomicCards.json')

/** How many printings each card has (its first face's `printings` in AtomicCards): how often it was reprinted. */
const printings = new Map<string, number>()

function loadAtomic(): CardDefinition[] {
  if (!existsSync(ATOMIC)) throw new Error(`cards text bench: the shared AtomicCards file is missing at ${ATOMIC}`)
  const data = (JSON.parse(readFileSync(ATOMIC, 'utf8')) as { data: Record<string, unknown> }).data
  const out: CardDefinition[] = []
  for (const [name, faces] of Object.entries(data)) {
    if (atomicSkipReason(name, faces)) continue
    try {
      out.push(cardFromAtomic(name, faces))
      printings.set(name, ((faces as { printings?: string[] }[])[0]?.printings ?? []).length)
    } catch {
      // unreadable entries are the importer's concern
    }
  }
  return out
}

/** The `n` legal cards with the most printings, basic lands left out (ties by name, so the list is stable). */
function mostReprinted(defs: CardDefinition[], n: number): CardDefinition[] {
  return defs
    .filter((d) => !d.faces[0].supertypes.includes('Basic'))
    .sort((a, b) => (printings.get(b.name) ?? 0) - (printings.get(a.name) ?? 0) || a.name.localeCompare(b.name))
    .slice(0, n)
}

const legal = (d: CardDefinition) =>
  !d.isFunny && Object.values(d.legalities).some((l) => l === 'legal' || l === 'restricted')

const pct = (n: number, of: number) => round((100 * n) / Math.max(1, of), 1)

export default async function bench(): Promise<Figure[]> {
  const all = loadAtomic()
  const faces = all.flatMap((d) => d.faces)
  compileFace(faces[0]) // builds the parser (recorded once per process)
  const start = performance.now()
  const cpuStart = process.cpuUsage()
  for (const f of faces) compileFace(f)
  const compileMs = performance.now() - start
  const cpu = process.cpuUsage(cpuStart) // the process's CPU time: steadier than wall time on a loaded machine
  const compileCpuMs = (cpu.user + cpu.system) / 1000

  const defs = all.filter(legal)
  // Fully: every line run and every template it uses verified (engine/lineTemplates.ts); `runsFully`: every line run.
  const levels = new Map(defs.map((d) => [d.name, automationLevel(explainVerified(d))]))
  const runs = new Set(defs.filter((d) => explainCard(d).automated).map((d) => d.name))
  const share = (name: string, group: CardDefinition[], goal: string): Figure => {
    const count = (level: string) => group.filter((d) => levels.get(d.name) === level).length
    return {
      name,
      value: pct(count('fully'), group.length),
      unit: '% fully',
      partly: pct(count('partly'), group.length),
      byHand: pct(count('byHand'), group.length),
      runsFully: pct(group.filter((d) => runs.has(d.name)).length, group.length),
      cards: group.length,
      goal,
    }
  }
  let fully = 0
  let partly = 0
  let partlyOnly = 0 // partly only through partly lines: no line automated (a trigger on the stack, a cost paid)
  for (const d of defs) {
    const e = explainVerified(d)
    const level = automationLevel(e)
    if (level === 'fully') fully++
    else if (level === 'partly') {
      partly++
      if (!e.lines.some((l) => l.automated)) partlyOnly++
    }
  }
  const pool = starterCardDefinitions()
  const poolFully = pool.filter((d) => explainVerified(d).automated).length
  const byName = new Map(pool.map((d) => [d.name, d]))
  let copies = 0
  let copiesFully = 0
  for (const deck of starterDecks())
    for (const line of deck.text.split('\n')) {
      const m = /^(\d+)\s+(.+?)\s*$/.exec(line.trim())
      if (!m) continue
      const def = byName.get(m[2])
      copies += Number(m[1])
      if (def && explainVerified(def).automated) copiesFully += Number(m[1])
    }
  return [
    {
      name: 'cards.automation.atomic',
      value: pct(fully, defs.length),
      unit: '% fully',
      partly: pct(partly, defs.length),
      partlyOnlyByPartlyLines: pct(partlyOnly, defs.length),
      byHand: pct(defs.length - fully - partly, defs.length),
      fullyOrPartly: pct(fully + partly, defs.length),
      runsFully: pct(runs.size, defs.length),
      cards: defs.length,
      goal: '≥ 65% fully, ≥ 95% fully or partly',
    },
    share('cards.automation.top1000', mostReprinted(defs, 1000), '≥ 95% fully (most-reprinted, basics excluded)'),
    share('cards.automation.top300', mostReprinted(defs, 300), '≥ 99% fully (most-reprinted, basics excluded)'),
    share(
      'cards.automation.pauper',
      defs.filter((d) => d.legalities.pauper === 'legal'),
      '≥ 85% fully (Pauper-legal cards)',
    ),
    {
      name: 'cards.automation.starters',
      value: pct(poolFully, pool.length),
      unit: '% of the pool fully',
      copies: pct(copiesFully, copies),
      goal: '100% of deck copies, ≥ 95% of the pool',
    },
    compileFigure(faces.length, compileMs, compileCpuMs),
  ]
}

/** `cards.compile`: CPU time to compile every face with the compiler bundled as the app bundles it (a fresh process);
 *  the same pass under tsx, in this process, as `tsxCpuMs` (tsx keeps function names, which costs CPU). */
function compileFigure(faces: number, tsxWallMs: number, tsxCpuMs: number): Figure {
  const bundled = bundledCompile(ATOMIC)
  return {
    name: 'cards.compile',
    value: round(bundled.cpuMs, 0),
    unit: 'ms CPU',
    wallMs: round(bundled.wallMs, 0),
    tsxCpuMs: round(tsxCpuMs, 0),
    tsxWallMs: round(tsxWallMs, 0),
    faces,
    target: 3000,
    how: 'every face compiled once, the compiler bundled by esbuild as the app is (no keep-names), in a fresh process',
  }
}
