// `hearth cards coverage [--db DIR] [--legal FORMAT]`: how many cards the engine runs fully, partly or only by hand,
// and why the rest isn't run, by reason (engine/lineReasons.ts), sorted by how many cards each would unblock alone.
import type { CliIo } from '../io'
import { databaseFolder, describeError, parseArgs } from '../io'
import { defaultDatabaseDir, loadCardPool } from '../../cards/database'
import type { CardDefinition } from '../../../src-shared/cards/model'
import { automationLevel, explainWithReasons } from '../../../src-shared/engine/automation'

/** Names shown for each reason. */
const EXAMPLES = 5

export interface Coverage {
  cards: number
  fully: number
  partly: number
  byHand: number
  reasons: { code: string; text: string; lines: number; cards: number; examples: string[] }[]
}

/** The coverage of these cards: a reason's `cards` counts the cards it is the only reason left for, `lines` every line
 *  it holds back; examples are cards it alone holds back first. */
export function coverageOf(defs: CardDefinition[]): Coverage {
  const out: Coverage = { cards: defs.length, fully: 0, partly: 0, byHand: 0, reasons: [] }
  const byCode = new Map<string, Coverage['reasons'][number] & { others: string[] }>()
  for (const def of defs) {
    const explained = explainWithReasons(def)
    out[automationLevel(explained)]++
    const codes = new Set<string>()
    for (const line of explained.lines) {
      if (line.automated || !line.reason) continue
      codes.add(line.reason.code)
      let r = byCode.get(line.reason.code)
      if (!r) {
        const text = line.reason.text.replace(/: .*$/, '')
        byCode.set(
          line.reason.code,
          (r = { code: line.reason.code, text, lines: 0, cards: 0, examples: [], others: [] }),
        )
      }
      r.lines++
    }
    for (const code of codes) {
      const r = byCode.get(code)!
      if (codes.size === 1) {
        r.cards++
        if (r.examples.length < EXAMPLES) r.examples.push(def.name)
      } else if (r.others.length < EXAMPLES) r.others.push(def.name)
    }
  }
  out.reasons = [...byCode.values()]
    .map(({ others, ...r }) => ({ ...r, examples: [...r.examples, ...others].slice(0, EXAMPLES) }))
    .sort((a, b) => b.cards - a.cards || b.lines - a.lines || a.code.localeCompare(b.code))
  return out
}

export async function runCoverage(args: string[], io: CliIo): Promise<number> {
  const { positional, options } = parseArgs(args, ['db', 'legal'])
  if (positional.length || options.legal === true) {
    io.err('hearth cards coverage: usage: cards coverage [--db DIR] [--legal FORMAT]\n')
    return 1
  }
  let defs: CardDefinition[]
  try {
    const dir =
      (await databaseFolder(typeof options.db === 'string' ? options.db : undefined, io, 'cards coverage')) ??
      defaultDatabaseDir()
    defs = (await loadCardPool(dir)).pool.all()
  } catch (error) {
    io.err(`hearth cards coverage: ${describeError(error)}\n`)
    return 1
  }
  const format = typeof options.legal === 'string' ? options.legal.toLowerCase() : null
  if (format) {
    const known = new Set(defs.flatMap((d) => Object.keys(d.legalities ?? {})))
    if (known.size && !known.has(format)) {
      io.err(
        `hearth cards coverage: --legal: unknown format "${options.legal}" (known: ${[...known].sort().join(', ')})\n`,
      )
      return 1
    }
    defs = defs.filter((d) => d.legalities?.[format] === 'legal' || d.legalities?.[format] === 'restricted')
  }
  io.out(JSON.stringify(coverageOf(defs)) + '\n')
  return 0
}
