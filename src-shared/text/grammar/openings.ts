// The test the opening word of an alternative must pass, from the recorded grammar: an alternative that opens with
// `tokWhere` (a word the grammar doesn't name, such as "multicolored", or a subtype) can only parse when the next
// token passes that test, so the choice asks the test before trying it (grammar/base.ts `choose`): a tried
// alternative that fails throws, and asking the test is far cheaper. A `tokWhere` test reads the word alone.
import { Alternation, Alternative, NonTerminal, Terminal, type IProduction, type Rule } from 'chevrotain'

/** A test a word must pass (what `tokWhere` checks once it has read it). */
export type WordTest = (image: string) => boolean

/** The key of a `tokWhere` call site: its rule's name, token type and occurrence index. */
export function wordTestKey(rule: string, tokenTypeIdx: number, i: number): string {
  return `${rule}:${tokenTypeIdx}:${i}`
}

/** By choice key (`<rule short name>:o<idx>`), per alternative of each OR: the test its opening word must pass, or
 *  null. `tests`: the `tokWhere` tests by call site (null where two call sites share a key). An alternative opens
 *  with a `tokWhere` when its first part is that terminal, or a rule whose first part is. */
export function openingTestsOf(
  rules: Record<string, Rule>,
  shortName: Record<string, number>,
  tests: Map<string, WordTest | null>,
): Map<string, (WordTest | null)[]> {
  // Terminals by call-site key: a test is used only where one terminal of the grammar has its key (a plain consume
  // of the same type and index elsewhere in the rule would read any word).
  const terminals = new Map<string, number>()
  const count = (rule: string, prods: IProduction[]) => {
    for (const p of prods) {
      if (p instanceof Terminal) {
        const key = wordTestKey(rule, p.terminalType.tokenTypeIdx!, p.idx)
        terminals.set(key, (terminals.get(key) ?? 0) + 1)
      } else if (!(p instanceof NonTerminal)) count(rule, (p as unknown as { definition: IProduction[] }).definition)
    }
  }
  for (const [name, r] of Object.entries(rules)) count(name, r.definition)
  const testOf = (rule: string, head: IProduction | undefined): WordTest | null => {
    if (!(head instanceof Terminal)) return null
    const key = wordTestKey(rule, head.terminalType.tokenTypeIdx!, head.idx)
    return terminals.get(key) === 1 ? (tests.get(key) ?? null) : null
  }
  const out = new Map<string, (WordTest | null)[]>()
  const visit = (rule: string, p: Alternation) => {
    const key = `${shortName[rule]}:o${p.idx}`
    const alternatives = p.definition.map((a) => (a as Alternative).definition)
    // An index used twice in a rule: its alternatives are two choices', so none is tested.
    if (out.has(key))
      out.set(
        key,
        alternatives.map(() => null),
      )
    else
      out.set(
        key,
        alternatives.map(([head]) =>
          head instanceof NonTerminal
            ? testOf(head.referencedRule.name, head.referencedRule.definition[0])
            : testOf(rule, head),
        ),
      )
  }
  const walk = (rule: string, prods: IProduction[]) => {
    for (const p of prods) {
      if (p instanceof Alternation) visit(rule, p)
      if (!(p instanceof Terminal) && !(p instanceof NonTerminal))
        walk(rule, (p as unknown as { definition: IProduction[] }).definition)
    }
  }
  for (const [name, r] of Object.entries(rules)) walk(name, r.definition)
  return out
}
