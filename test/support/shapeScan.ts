// Every line of the shared AtomicCards that has a shape of text, with what the engine makes of it now: the scan a
// new shape of the grammar gets, so the whole class is covered, not the example (each line run with the shape's
// template, or left by hand with a reason code).
import { readFileSync } from 'node:fs'
import { atomicSkipReason, cardFromAtomic } from '../../src-shared/cards/mtgjson'
import type { CardDefinition } from '../../src-shared/cards/model'
import { explainWithReasons } from '../../src-shared/engine/automation'
import { cardTemplates } from './verify/harness'
import { sharedDataPath } from './sharedData'
import { realCard } from './realCards'

export interface ScannedLine {
  name: string
  text: string
  automated: boolean
  /** The reason code of a line left by hand. */
  reason?: string
  templates: Set<string>
}

let data: Record<string, { text?: string }[]> | null = null

/** Reads the card data (once per test file): call it in `beforeAll`, so the scans' own time is what they take. */
export function loadScanData(): void {
  data ??= (
    JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')) as {
      data: Record<string, { text?: string }[]>
    }
  ).data
  explainWithReasons(realCard('Grizzly Bears')) // builds the parser
}

/** Every line of every readable card whose text matches `re` (tested line by line, case-insensitive). */
export function scanLines(re: RegExp): ScannedLine[] {
  loadScanData()
  if (!data) throw new Error('no card data')
  const out: ScannedLine[] = []
  for (const [name, faces] of Object.entries(data)) {
    if (!faces.some((f) => (f.text ?? '').split('\n').some((l) => re.test(l)))) continue
    if (atomicSkipReason(name, faces)) continue
    let def: CardDefinition
    try {
      def = cardFromAtomic(name, faces)
    } catch {
      continue
    }
    const templates = cardTemplates(def)
    for (const l of explainWithReasons(def).lines)
      if (re.test(l.text))
        out.push({
          name,
          text: l.text,
          automated: l.automated,
          reason: (l as { reason?: { code: string } }).reason?.code,
          templates,
        })
  }
  return out
}

/** The lines left by hand, by card, with their reason codes; the cards run without the template; the cards run. */
export function classOf(lines: ScannedLine[], template: string) {
  const byHand = Object.fromEntries(lines.filter((l) => !l.automated).map((l) => [l.name, l.reason]))
  const missing = lines.filter((l) => l.automated && !l.templates.has(template)).map((l) => l.name)
  const run = lines.filter((l) => l.automated).map((l) => l.name)
  return { run, byHand, missing }
}

/** The run lines with no condition among their templates (a conditional shape must carry its condition). */
export function runWithoutCondition(lines: ScannedLine[]): string[] {
  return lines
    .filter((l) => l.automated && ![...l.templates].some((t) => t.startsWith('condition:')))
    .map((l) => l.name)
}

/** The by-hand lines that give no reason (every line not run must say why). */
export function byHandWithoutReason(lines: ScannedLine[]): string[] {
  return lines.filter((l) => !l.automated && !l.reason).map((l) => l.name)
}
