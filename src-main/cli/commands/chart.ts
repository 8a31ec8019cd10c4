// `hearth chart --variant V [--format mermaid|json]`: prints a variant's statechart (the order of its setup steps,
// turn phases and steps, CR 500–514, with their skips). `hearth chart --doc [--write FILE]`: the Markdown of
// docs/turn-structure.md, every variant's chart as a Mermaid diagram.
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { CliIo } from '../io'
import { parseArgs } from '../io'
import '../../../src-shared/variants' // relative: tsx reads tsconfig.json, which has no @shared path
import { findVariant, registeredVariants } from '../../../src-shared/engine/registry'
import { chartJson, chartMermaid, turnStructureMarkdown } from '../../../src-shared/engine/chartExport'

/** The Markdown of docs/turn-structure.md for the app's variants. */
export function turnStructureDoc(): string {
  return turnStructureMarkdown(registeredVariants())
}

export async function run(args: string[], io: CliIo): Promise<number> {
  let options: Record<string, string | true>
  try {
    options = parseArgs(args, ['db', 'variant', 'format', 'write'], ['doc']).options
  } catch (error) {
    io.err(`hearth chart: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
  if (options.doc !== undefined) {
    const text = turnStructureDoc()
    if (typeof options.write === 'string') writeFileSync(resolve(io.cwd, options.write), text)
    else io.out(text)
    return 0
  }
  const ids = registeredVariants().map((v) => v.id)
  const id = options.variant
  const variant = typeof id === 'string' ? findVariant(id) : undefined
  if (!variant) {
    io.err(`hearth chart: give --variant, one of ${ids.join(', ')}${typeof id === 'string' ? ` (not "${id}")` : ''}\n`)
    return 1
  }
  const format = options.format ?? 'mermaid'
  if (format === 'json') io.out(JSON.stringify(chartJson(variant.chart), null, 2) + '\n')
  else if (format === 'mermaid') io.out(chartMermaid(variant.chart))
  else {
    io.err(`hearth chart: --format is mermaid or json, not "${String(format)}"\n`)
    return 1
  }
  return 0
}
