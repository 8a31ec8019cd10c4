// The compiler's version, for ability trees stored at import (the card database): a tree compiled by another
// version is compiled again. It changes by itself whenever the grammar's recorded rules change (any rule, word or
// alternative added or edited) or what the starter pool's faces compile to changes (the lines' judgement, the
// effects' actions); COMPILER_REVISION is bumped by hand for a change that moves neither.
import { starterCardDefinitions } from '../cards/starter'
import { compileFace } from './compile'
import { oracleParser } from './grammar'

/** Bump when what some line compiles to changes and neither the recorded grammar nor a starter card shows it. */
export const COMPILER_REVISION = 28

/** cyrb53: a 53-bit hash of text, as 11 base-36 digits. */
function hash53(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0')
}

let version: string | null = null

/** The recorded grammar (chevrotain's serialised productions): rule names, words and alternatives, in order. */
export function grammarFingerprint(): string {
  const parser = oracleParser() as unknown as { getSerializedGastProductions(): unknown }
  return hash53(JSON.stringify(parser.getSerializedGastProductions()))
}

/** What the starter pool's faces compile to. */
export function outputFingerprint(): string {
  const parts: string[] = []
  for (const def of starterCardDefinitions())
    for (const face of def.faces) parts.push(JSON.stringify(compileFace(face)))
  return hash53(parts.join('\n'))
}

/** "<revision>.<grammar>.<output>", computed once per run (building the parser records the grammar). */
export function compilerVersion(): string {
  version ??= `${COMPILER_REVISION}.${grammarFingerprint()}.${outputFingerprint()}`
  return version
}
