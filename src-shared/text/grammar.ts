/* eslint-disable @typescript-eslint/no-this-alias -- the grammar is written in chevrotain's `$.RULE(...)` style */
// The grammar of Oracle text (CR 113, 601–603, 608): a chevrotain parser, alternatives gated by backtracking.
// Its rules come from a chain of classes, one per topic (grammar/: the machinery, nouns, costs, trigger events,
// combat statics, statics, lines); this module finishes the parser with the shared phrases (amounts, keywords,
// colours) and the effect rules, and keeps its one instance. Each effect kind adds its own rule from its home
// module (text/effects/<kind>.ts), so what an effect reads, how it reads back and what it does sit together.
import {
  Alternation,
  Alternative,
  EOF,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Rule,
  Terminal,
  type IProduction,
  type IOrAlt,
  type IToken,
  type TokenType,
} from 'chevrotain'
import type { ActivatedAbility, Amount, Effect } from '../engine/ast'
import { allTokens, Comma, Num, PT, word } from './lexer'
import { counted } from './effects/amounts'
import { gameCondition } from './conditions'
import { targetCondition } from './conditionsTarget'
import { cardsCondition } from './conditionsCards'
import { unlessSentence, unlessTail } from './effects/unlessPays'
import { CHOSEN_PROTECTION, COLOR_WORDS, KEYWORD_PHRASES } from '../cards/words'
import { COUNT_WORDS } from '../mana/numberWords'
import type { Grammar, Must } from './grammar/types'
import { openingTestsOf } from './grammar/openings'
import { droppedErrors, fastPaths } from './grammar/base'
import { LineRules } from './grammar/lines'
export type { KeywordItem, ParsedEffects, ParsedLine, Grammar } from './grammar/types'
export { DIVIDED_MOST, parserFastPaths } from './grammar/base'

export { COLOR_WORDS, KEYWORD_PHRASES }

class OracleParser extends LineRules implements Grammar {
  constructor() {
    super()
    const $ = this
    for (const k of this.kinds) $.RULE(k.kind, () => k.parse($))
    // Alternatives built once, not on every invocation of their rule.
    const effectAlts = this.kinds.map((k) => ({ ALT: () => $.SUBRULE($.rule(k.kind)) }) as IOrAlt<Effect>)
    $.RULE('effect', () => $.orx(0, effectAlts))
    $.RULE('unlessSentence', () => unlessSentence($)) // CR 118.12 (text/effects/unlessPays.ts)
    $.RULE('unlessTail', () => unlessTail($, 0)) // "you may draw a card unless that player pays {1}"
    const amountAlts: IOrAlt<Amount>[] = [
      {
        ALT: () => {
          const n = $.CONSUME(Num).image
          return $.act(() => Number(n)) as Amount
        },
      },
      { ALT: () => ($.CONSUME(word('x')), 'X' as Amount) },
      // "it deals that much damage to you" (Jackal Pup): the triggering event's damage (CR 603.2).
      { ALT: () => ($.ph(0, 'that much'), { count: { of: 'thatMuch' } }) as Amount },
      ...Object.keys(COUNT_WORDS).map((n) => ({ ALT: () => ($.CONSUME(word(n)), COUNT_WORDS[n]) }) as IOrAlt<Amount>),
    ]
    $.RULE('amountRule', () => $.orx(0, amountAlts))
    $.RULE('countRule', () => counted.parse($))
    $.RULE('eachRule', () => counted.parseEach($))
    $.RULE('gameCondition', () => gameCondition.parse($))
    $.RULE('targetCondition', () => targetCondition.parse($))
    $.RULE('controlOrGraveyard', () => cardsCondition.parseControlOr($))
    const keywordAlts = KEYWORD_PHRASES.map((k) => ({
      ALT: () => {
        $.ph(0, k)
        return k as string
      },
    }))
    // CR 702.16: "protection from red" as one keyword, so it can be granted ("has protection from black").
    keywordAlts.push(
      ...Object.keys(COLOR_WORDS).map((c) => ({
        ALT: () => {
          $.ph(1, `protection from ${c}`)
          return `protection from ${c}`
        },
      })),
    )
    // CR 702.16a, 614.12: "has protection from the chosen color" (read as the source's choice, engine/query.ts).
    keywordAlts.push({
      ALT: () => {
        $.ph(3, 'protection from the chosen color')
        return CHOSEN_PROTECTION
      },
    })
    // CR 702.16a: a card type or everything as the quality ("has protection from creatures").
    keywordAlts.push(
      ...['artifacts', 'creatures', 'enchantments', 'everything'].map((q) => ({
        ALT: () => {
          $.ph(2, `protection from ${q}`)
          return `protection from ${q}`
        },
      })),
    )
    $.RULE('keywordRule', () => $.orx(0, keywordAlts))
    $.RULE('keywordList', () => {
      const first = $.SUBRULE($.rule('keywordListItem')) as string[]
      const out: string[] = $.act(() => [...first])
      $.manyx(0, () => {
        $.optx(0, () => $.CONSUME(Comma))
        $.optx(1, () => $.CONSUME(word('and')))
        const more = $.SUBRULE1($.rule('keywordListItem')) as string[]
        $.act(() => more.forEach((k) => $.add(out, k)))
      })
      return out
    })
    // A keyword, or protection from qualities the keyword alone doesn't name ("protection from multicolored", "from
    // Goblins"), or a quality more after "protection from red": "and from blue" (CR 702.16a).
    const COLOR_NAME_OF = Object.fromEntries(Object.entries(COLOR_WORDS).map(([w, c]) => [c, w])) as Record<
      string,
      string
    >
    const qualityWords = (from: string[]) => from.map((q) => `protection from ${COLOR_NAME_OF[q] ?? q}`)
    $.RULE('keywordListItem', () =>
      $.orx<string[]>(1, [
        { ALT: () => [$.SUBRULE($.rule('keywordRule')) as string] },
        {
          ALT: () => {
            $.ph(4, 'protection from')
            const from = $.SUBRULE1($.rule('protectionQuality')) as string[]
            return $.act(() => qualityWords(from))
          },
        },
        {
          ALT: () => {
            $.CONSUME(word('from'))
            const from = $.SUBRULE2($.rule('protectionQuality')) as string[]
            return $.act(() => qualityWords(from))
          },
        },
      ]),
    )
    const colorAlts = Object.keys(COLOR_WORDS).map((c) => ({ ALT: () => ($.CONSUME(word(c)), COLOR_WORDS[c]) }))
    $.RULE('colorRule', () => $.orx(0, colorAlts))
    $.RULE('ptRule', () => {
      const image = $.CONSUME(PT).image
      // "+X/+Y" has its own Y: only the attached pump of X and Y reads it (grammar/combatStatics.ts).
      if (!this.RECORDING_PHASE && /y/.test(image))
        (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      return $.act(() => {
        const [p, t] = image.split('/')
        // "-X/-X" is minus X (CR 107.3): its sign kept, not read as +X.
        const num = (v: string): Amount => (/^-x$/.test(v) ? '-X' : /^[+]?x$/.test(v) ? 'X' : Number(v))
        return { power: num(p), toughness: num(t) }
      })
    })
    this.nounRules()
    this.lineRules()
    this.performSelfAnalysis()
    this.firstSets = firstSetsOf(
      this.getGAstProductions(),
      (this as unknown as { fullRuleNameToShort: Record<string, number> }).fullRuleNameToShort,
    )
    this.mustSets = mustSetsOf(
      this.getGAstProductions(),
      (this as unknown as { fullRuleNameToShort: Record<string, number> }).fullRuleNameToShort,
    )
    this.openingTests = openingTestsOf(
      this.getGAstProductions(),
      (this as unknown as { fullRuleNameToShort: Record<string, number> }).fullRuleNameToShort,
      this.wordTests,
    )
    // Failed alternatives are the normal case while backtracking: raise plain recognition errors without the
    // descriptive messages (which enumerate lookahead paths) or stack traces.
    // While trying an alternative the error is dropped anyway (the state is reloaded): it isn't saved.
    const self = this as unknown as { SAVE_ERROR(e: object): object; isBackTrackingStack: number[] }
    const fail = (name: string) => {
      // While backtracking one preallocated error per kind is thrown (its contents are never read).
      const dropped = { name, message: name, token: null as unknown, previousToken: null as unknown }
      droppedErrors.add(dropped)
      return () => {
        if (fastPaths && (self.isBackTrackingStack.length || this.optimistic)) throw dropped
        const error = {
          name,
          message: name,
          token: this.LA(1),
          previousToken: this.LA(0),
          resyncedTokens: [],
          context: { ruleStack: [], ruleOccurrenceStack: [] },
        }
        throw self.SAVE_ERROR(error)
      }
    }
    // Input left after the entry rule (a line only partly read): a plain error as well, not an Error subclass with
    // a message built from the grammar (as chevrotain's own ruleFinallyStateUpdate does).
    const engine = this as unknown as {
      RULE_STACK: number[]
      RULE_OCCURRENCE_STACK: number[]
      cstFinallyStateUpdate(): void
      isAtEndOfInput(): boolean
    }
    const ruleFinallyStateUpdate = Object.getPrototypeOf(this).ruleFinallyStateUpdate as () => void
    // A dropped error passes every rule and sub-rule on its way out as it is (no recovery while backtracking).
    const proto = Object.getPrototypeOf(this) as Record<string, (...args: unknown[]) => unknown>
    // Fixed arity (no rest array per call: a failed alternative passes here once per rule on its way out).
    const passing = (name: string, at: number) => {
      const own = proto[name]
      return (a: unknown, b: unknown, c: unknown) => {
        const e = at === 0 ? a : c
        if (droppedErrors.has(e as object)) throw e
        return own.call(this, a, b, c)
      }
    }
    Object.assign(this, {
      invokeRuleCatch: passing('invokeRuleCatch', 0),
      subruleInternalError: passing('subruleInternalError', 0),
      consumeInternalRecovery: passing('consumeInternalRecovery', 2),
      consumeInternalError: fail('MismatchedTokenException'),
      raiseNoAltException: fail('NoViableAltException'),
      raiseEarlyExitException: fail('EarlyExitException'),
      ruleFinallyStateUpdate: () => {
        if (!fastPaths) return ruleFinallyStateUpdate.call(this)
        engine.RULE_STACK.pop()
        engine.RULE_OCCURRENCE_STACK.pop()
        engine.cstFinallyStateUpdate()
        if (engine.RULE_STACK.length === 0 && !engine.isAtEndOfInput()) {
          const name = 'NotAllInputParsedException'
          self.SAVE_ERROR({ name, message: name, token: this.LA(1), resyncedTokens: [] })
        }
      },
    })
    this.passFailuresThrough()
  }

  parseLine(
    tokens: IToken[],
    entry: 'permanentLine' | 'spellLine' | 'effects' | 'triggerHead' | 'costPrefix' | 'targetPhrase',
    /** Read only the start of the tokens (text/spellTargets.ts): `end` becomes how many the entry read. */
    prefix?: { end: number },
  ): unknown {
    this.input = tokens
    this.beginLine(tokens, tokenTypeCount)
    // Failed alternatives throw; without stack traces that is cheap.
    const V8 = Error as unknown as { stackTraceLimit?: number } // V8 only; elsewhere a no-op
    const limit = V8.stackTraceLimit
    V8.stackTraceLimit = 0
    let out: unknown
    // The whole line is read as an alternative is tried: a failure anywhere is a dropped error, thrown once and passed
    // on by every rule without catching it, and the line isn't read (as a failure saved as an error would make it).
    const dropping = fastPaths
    if (dropping) this.optimistic++
    try {
      out = this.rule(entry).call(this)
    } catch (e) {
      if (!dropping || !droppedErrors.has(e as object)) throw e
      return null
    } finally {
      if (dropping) this.optimistic--
      V8.stackTraceLimit = limit
    }
    if (prefix) {
      // Chevrotain reports the tokens left after a top rule: here they are meant to be left.
      if (this.errors.some((e) => e.name !== 'NotAllInputParsedException')) return null
      prefix.end = (this as unknown as { currIdx: number }).currIdx + 1
      return out
    }
    if (this.errors.length || this.LA(1).tokenType !== EOF) {
      if (debug)
        console.log(
          this.errors.map((e) => e.message),
          this.LA(1).image,
        )
      return null
    }
    return out
  }
}

/** FIRST sets (token type indices, categories expanded) of every OR/OPTION/MANY of the recorded grammar, keyed
 * `ruleShortName:o<idx>` / `p<idx>` / `m<idx>`; null for a nullable alternative or a repeated occurrence index. */
function firstSetsOf(
  rules: Record<string, Rule>,
  shortName: Record<string, number>,
): Map<string, (Set<number> | null)[]> {
  const ruleFirst = new Map<Rule, { set: Set<number>; nullable: boolean }>()
  const addType = (set: Set<number>, t: TokenType) => {
    set.add(t.tokenTypeIdx!)
    const cat = (t as unknown as { categoryMatchesMap?: Record<number, boolean> }).categoryMatchesMap
    if (cat) for (const k of Object.keys(cat)) set.add(Number(k))
  }
  const seq = (prods: IProduction[]): { set: Set<number>; nullable: boolean } => {
    const set = new Set<number>()
    for (const p of prods) {
      const f = first(p)
      for (const t of f.set) set.add(t)
      if (!f.nullable) return { set, nullable: false }
    }
    return { set, nullable: true }
  }
  const first = (p: IProduction): { set: Set<number>; nullable: boolean } => {
    if (p instanceof Terminal) {
      const set = new Set<number>()
      addType(set, p.terminalType)
      return { set, nullable: false }
    }
    if (p instanceof NonTerminal) return ofRule(p.referencedRule)
    if (p instanceof Alternation) {
      const set = new Set<number>()
      let nullable = false
      for (const a of p.definition) {
        const f = first(a)
        for (const t of f.set) set.add(t)
        nullable ||= f.nullable
      }
      return { set, nullable }
    }
    const body = seq((p as unknown as { definition: IProduction[] }).definition)
    if (p instanceof Option || p instanceof Repetition || p instanceof RepetitionWithSeparator)
      return { set: body.set, nullable: true }
    return body // Alternative, RepetitionMandatory(WithSeparator), Rule
  }
  const ofRule = (r: Rule) => {
    let f = ruleFirst.get(r)
    if (!f) {
      ruleFirst.set(r, { set: new Set(), nullable: true }) // guards recursion (LL grammars have none on the left)
      f = seq(r.definition)
      ruleFirst.set(r, f)
    }
    return f
  }
  const out = new Map<string, (Set<number> | null)[]>()
  const put = (key: string, sets: (Set<number> | null)[]) => {
    if (out.has(key))
      out.set(
        key,
        sets.map(() => null),
      ) // an index used twice in a rule: no filter
    else out.set(key, sets)
  }
  const only = (f: { set: Set<number>; nullable: boolean }) => (f.nullable ? null : f.set)
  eachChoice(rules, shortName, (key, alternatives) =>
    put(
      key,
      alternatives.map((a) => only(seq(a))),
    ),
  )
  void Alternative
  void RepetitionMandatory
  void RepetitionMandatoryWithSeparator
  return out
}
const tokenTypeCount = Math.max(EOF.tokenTypeIdx!, ...allTokens.map((t) => t.tokenTypeIdx!)) + 1

/** For every gated choice, per alternative, the tokens any successful parse of it reads (a necessary condition, from
 *  the recorded grammar): when one of them isn't ahead in the line the alternative can't parse and isn't tried. Only
 *  tokens matched by few types (a named word, `:`) are kept; a category such as any word says nothing. */
function mustSetsOf(rules: Record<string, Rule>, shortName: Record<string, number>): Map<string, Must[]> {
  // A requirement: the token types one of which the input must hold (a named word and the types it matches); kept
  // by key. An alternation requires what all its alternatives require, and one of each alternative's smallest.
  type Reqs = Map<string, number[]>
  const LIMIT = 16
  const req = (types: number[]): [string, number[]] => {
    const sorted = [...new Set(types)].sort((a, b) => a - b)
    return [sorted.join(','), sorted]
  }
  const ofTerminal = (t: TokenType): Reqs => {
    const types = [t.tokenTypeIdx!]
    const cat = (t as unknown as { categoryMatchesMap?: Record<number, boolean> }).categoryMatchesMap
    if (cat) for (const k of Object.keys(cat)) types.push(Number(k))
    return types.length <= LIMIT ? new Map([req(types)]) : new Map()
  }
  const ruleMust = new Map<Rule, Reqs>()
  const seq = (prods: IProduction[]): Reqs => {
    const out: Reqs = new Map()
    for (const p of prods) for (const [k, v] of must(p)) out.set(k, v)
    return out
  }
  const smallest = (r: Reqs): number[] | null => {
    let best: number[] | null = null
    for (const v of r.values()) if (!best || v.length < best.length) best = v
    return best
  }
  const must = (p: IProduction): Reqs => {
    if (p instanceof Terminal) return ofTerminal(p.terminalType)
    if (p instanceof NonTerminal) return ofRule(p.referencedRule)
    if (p instanceof Alternation) {
      const alts = p.definition.map(must)
      const out: Reqs = new Map()
      for (const [k, v] of alts[0] ?? []) if (alts.every((a) => a.has(k))) out.set(k, v)
      const picks = alts.map(smallest)
      if (alts.length && picks.every((v) => v)) {
        const [k, v] = req(picks.flatMap((v) => v!))
        if (v.length <= LIMIT) out.set(k, v)
      }
      return out
    }
    if (p instanceof Option || p instanceof Repetition || p instanceof RepetitionWithSeparator) return new Map()
    return seq((p as unknown as { definition: IProduction[] }).definition) // Alternative, mandatory repetitions, Rule
  }
  const ofRule = (r: Rule): Reqs => {
    let m = ruleMust.get(r)
    if (!m) {
      ruleMust.set(r, new Map()) // guards recursion: nothing assumed
      m = seq(r.definition)
      ruleMust.set(r, m)
    }
    return m
  }
  const useful = (r: Reqs): Must => (r.size ? [...r.values()] : null)
  const out = new Map<string, Must[]>()
  const put = (key: string, sets: Must[]) => out.set(key, out.has(key) ? sets.map(() => null) : sets)
  eachChoice(rules, shortName, (key, alternatives) =>
    put(
      key,
      alternatives.map((a) => useful(seq(a))),
    ),
  )
  return out
}

/** Every choice point of the recorded grammar, by its key (`rule:o1`, `rule:p2`, `rule:m3`), with what each of its
 *  alternatives reads (an option or repetition: its one body). */
function eachChoice(
  rules: Record<string, Rule>,
  shortName: Record<string, number>,
  visit: (key: string, alternatives: IProduction[][]) => void,
): void {
  const walk = (short: number, prods: IProduction[]) => {
    for (const p of prods) {
      if (p instanceof Alternation)
        visit(
          `${short}:o${p.idx}`,
          p.definition.map((a) => (a as unknown as { definition: IProduction[] }).definition),
        )
      else if (p instanceof Option) visit(`${short}:p${p.idx}`, [p.definition])
      else if (p instanceof Repetition) visit(`${short}:m${p.idx}`, [p.definition])
      if (!(p instanceof Terminal) && !(p instanceof NonTerminal))
        walk(short, (p as unknown as { definition: IProduction[] }).definition)
    }
  }
  for (const [name, r] of Object.entries(rules)) walk(shortName[name], r.definition)
}

let parser: OracleParser | null = null
let debug = false
export function debugParser(on: boolean): void {
  debug = on
}

/** The parser (built once, on first use: building it records the grammar). */
export function oracleParser(): { parseLine: OracleParser['parseLine'] } {
  parser ??= new OracleParser()
  return parser
}

export type { ActivatedAbility }
