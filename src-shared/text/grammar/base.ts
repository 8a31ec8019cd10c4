// The grammar's machinery (chevrotain's EmbeddedActionsParser): the Grammar API effect kinds read with, gated
// choices tried by backtracking with first-token checks, and the targets a line has named.
import { EmbeddedActionsParser, isRecognitionException, type IOrAlt, type IToken, type TokenType } from 'chevrotain'
import type { Color } from '../../mana/types'
import type { Amount, SelfCondition, Count, Effect, Subject, TargetSpec, Who } from '../../engine/ast'
import { allTokens, Mana, Plain, word } from '../lexer'
import { effectKinds } from '../effects/registry'
import { staticCondition } from '../conditions'
import type { Must } from './types'
import { FAILED, LineMemo, NOT_KNOWN, PARSED } from './lineMemo'
import { lazyLookahead } from './lazyLookahead'
import { wordTestKey, type WordTest } from './openings'

/** "that creature", "that permanent", …: a target permanent named before (CR 608.2c). */
export const THAT_NOUNS = ['creature', 'permanent', 'artifact', 'land', 'enchantment', 'planeswalker']

/** Permanent card types a noun lists ("artifact, enchantment, or land"). */
export const PERMANENT_TYPE_WORDS = ['artifact', 'creature', 'enchantment', 'land', 'planeswalker']

/** Card types a spell target names before "spell" (CR 205.2). */
export const SPELL_TYPES = ['instant', 'sorcery', 'artifact', 'enchantment', 'planeswalker']

/** Targets that are permanents, which a following "it" may name (CR 608.2c). */
export const PERMANENT_TARGETS = new Set<TargetSpec['what']>([
  'creature',
  'planeswalker',
  'creatureOrPlaneswalker',
  'artifact',
  'enchantment',
  'artifactOrEnchantment',
  'artifactOrCreature',
  'land',
  'permanent',
  'nonlandPermanent',
])

/** The most targets "divided as you choose among any number of targets" offers when its amount is X or larger. */
export const DIVIDED_MOST = 12

/** Does a static's condition read powers or keywords (which read the statics again, CR 613)? */
export function readsCharacteristics(c: SelfCondition): boolean {
  const spec =
    'spec' in c
      ? c.spec
      : 'opponentControls' in c
        ? c.opponentControls
        : 'defenderControls' in c
          ? c.defenderControls
          : null
  if ('game' in c) return !staticCondition(c.game)
  return (
    !!spec &&
    (spec.minPower !== undefined ||
      spec.maxPower !== undefined ||
      !!spec.withKeyword ||
      !!spec.withoutKeyword ||
      !!spec.lesserPowerThanSource ||
      !!spec.belowSource)
  )
}

/** A basic land type on its own ("a Swamp", "each Forest") names lands, not creatures (CR 205.3i). */
export function landType(spec: TargetSpec): TargetSpec {
  if (
    spec &&
    spec.what === 'creature' &&
    spec.subtype &&
    /^(plains|islands?|swamps?|mountains?|forests?)$/.test(spec.subtype)
  )
    return { ...spec, what: 'land' }
  return spec
}
/** An alternative that didn't parse (tryKeep). */
const NOT_READ = Symbol('not read')
/** Words that name an object other than the source before an "it" (`anotherNamed`). */
const OTHER_OBJECT_WORDS = new Set(['token', 'tokens', 'equipped', 'enchanted'].map(word))
/** The errors thrown while backtracking (one per kind, never saved). */
export const droppedErrors = new Set<object>()
/** The word token types of each phrase `ph` reads. */
export const phraseTypes = new Map<string, TokenType[]>()
export let fastPaths = true
/** Tests only: off, every gated choice backtracks as written (the LL(1) checks must not change any result). */
export function parserFastPaths(on: boolean): void {
  fastPaths = on
}

/** The generic amount of a cost text such as "{2}" (0 when it holds anything else). */
/** How much a cost change adds or takes off ("{2}", "{G}"), signed by `sign`; null for another run ("{1}{G}",
 *  "{W}{U}{B}{R}{G}"), which the engine doesn't apply. */
export function costDelta(text: string, sign: number): { amount: number; mana?: Color } | null {
  const generic = /^\{(\d+)\}$/.exec(text)
  if (generic) return { amount: sign * Number(generic[1]) }
  const colored = /^\{([wubrg])\}$/i.exec(text)
  return colored ? { amount: sign, mana: colored[1].toUpperCase() as Color } : null
}

/** One choice of a rule (OR, OPTION or MANY) as the fast paths read it. */
interface Site {
  /** Each alternative's FIRST set (null: any token), from `firstSets`. */
  sets: (Set<number> | null)[] | undefined
  /** What each alternative must read, from `mustSets`: each requirement by its id (`requirement`). */
  must: (Int32Array | null)[] | undefined
  /** The alternatives each next token type can start (`startable`), by token type index. */
  byNext: (number[] | undefined)[]
  /** For each alternative that opens with `tokWhere`, the test the next token's text must pass (`openingTestsOf`). */
  tests: (WordTest | null)[] | undefined
}

/** The parser's machinery: the Grammar API, backtracking with first-token checks, the targets read so far. */
/** The parts of Chevrotain's recognizer state the choices save, restore and read. */
/** The parts of Chevrotain's parser state a choice saves and restores. */
interface State {
  _errors: unknown[]
  RULE_STACK: number[]
  RULE_OCCURRENCE_STACK: number[]
  currIdx: number
}

interface Recognizer {
  saveRecogState(): unknown
  reloadRecogState(s: unknown): void
  isBackTrackingStack: number[]
  RULE_STACK: number[]
  exportLexerState(): number
}

export class GrammarBase extends EmbeddedActionsParser {
  constructor() {
    super(allTokens, {
      maxLookahead: 1,
      recoveryEnabled: false,
      skipValidations: true,
      lookaheadStrategy: lazyLookahead(),
    })
  }

  protected collected: TargetSpec[] = []
  /** The last "each …" subject read in this text ("those creatures"). */
  protected lastAll: TargetSpec | null = null
  /** A noun "… target player controls" was read in this line (`effects` checks where). */
  protected targetControls = false
  protected divided = false
  /** "up to N target …" (CR 601.2c: any number from none to N): the first of those targets and N. */
  protected upTo: { first: number; count: number } | null = null
  protected kinds = effectKinds()

  get recording(): boolean {
    return this.RECORDING_PHASE
  }

  protected rule(name: string): (idx?: number) => unknown {
    const r = (this as unknown as Record<string, (idx?: number) => unknown>)[name]
    if (!r) throw new Error(`internal: no rule ${name}`)
    return r
  }

  // ---- the Grammar API ----
  w(i: number, w: string): IToken {
    return this.consume(i, word(w))
  }
  tok(i: number, t: TokenType): IToken {
    return this.consume(i, t)
  }
  plainWhere(i: number, test: (w: string) => boolean): IToken {
    return this.tokWhere(i, Plain, test)
  }
  tokWhere(i: number, type: TokenType, test: (image: string) => boolean): IToken {
    if (this.RECORDING_PHASE) {
      const rule = (this as unknown as { recordingProdStack: { name?: string }[] }).recordingProdStack[0]?.name ?? ''
      const key = wordTestKey(rule, type.tokenTypeIdx!, i)
      this.wordTests.set(key, this.wordTests.has(key) ? null : test)
    }
    const t = this.consume(i, type)
    if (!this.RECORDING_PHASE && !test(t.image))
      (this as unknown as { consumeInternalError(): never }).consumeInternalError()
    return t
  }
  ph(i: number, phrase: string): void {
    let types = phraseTypes.get(phrase)
    if (!types) {
      types = phrase.split(' ').map(word)
      phraseTypes.set(phrase, types)
    }
    for (let k = 0; k < types.length; k++) this.consume(i, types[k])
  }
  opt<T>(i: number, fn: () => T): T | undefined {
    return this.optx(i, fn)
  }
  /** A rule that is one gated choice, its alternatives built once (not on every invocation of the rule). */
  orRule<T>(i: number, alts: IOrAlt<T>[]): () => T {
    return () => this.orx(i, alts)
  }
  alt<T>(i: number, alts: (() => T)[]): T {
    return this.choose(i, alts.length, null, alts)
  }
  rep(i: number, fn: () => void): void {
    this.manyx(i, fn)
  }
  /** Tries a piece of grammar without consuming (CR-free backtracking): the gate of an ambiguous choice. */
  protected memo = new LineMemo()
  /** The tokens each gated choice can start with (null: any), by rule, choice and alternative. */
  protected firstSets = new Map<string, (Set<number> | null)[]>()
  /** The tokens each alternative of a gated choice must read somewhere (mustSetsOf), by rule, choice, alternative. */
  protected mustSets = new Map<string, Must[]>()
  /** The test each alternative's opening word must pass, if any (openingTestsOf), by rule, choice, alternative. */
  protected openingTests = new Map<string, (WordTest | null)[]>()
  /** Each `tokWhere` test by call site, recorded as the grammar is built (null: two call sites share a key). A test
   *  reads the word alone, so it can be asked before the alternative is tried. */
  protected wordTests = new Map<string, WordTest | null>()
  /** The last position of each token type in the line being parsed (-1: not in it). */
  protected lastOfType: Int32Array = new Int32Array(0)
  /** The token types of the line being parsed (`typesSet` of them): the only entries of `lastOfType` set, reset
   *  as the next line begins instead of filling the whole array. */
  private typesIn = new Int32Array(64)
  private typesSet = 0
  /** Each choice's FIRST and must sets, found once per choice (not per invocation): by rule index, then by kind and
   *  occurrence index. */
  private sites: (Site | undefined)[][] = []
  /** The running rule's choice of kind `kind` (0 OR, 1 OPTION, 2 MANY) and occurrence `i`; undefined when fast paths
   *  are off, and while the grammar is recorded (nothing is known yet). */
  protected siteAt(kind: 0 | 1 | 2, i: number): Site | undefined {
    if (!fastPaths || this.RECORDING_PHASE) return undefined
    const stack = (this as unknown as { RULE_STACK: number[] }).RULE_STACK
    const rule = stack[stack.length - 1]
    // A rule's short name is its index shifted by 12 bits (chevrotain), an occurrence index below 256.
    const byRule = (this.sites[rule >>> 12] ??= [])
    const at = kind * 256 + i
    let site = byRule[at]
    if (!site) {
      const code = 'opm'[kind]
      site = {
        sets: this.firstSets.get(`${rule}:${code}${i}`),
        must: this.mustSets.get(`${rule}:${code}${i}`)?.map((m) => (m ? Int32Array.from(m, this.requirement) : null)),
        byNext: [],
        tests: this.openingTests.get(`${rule}:${code}${i}`),
      }
      byRule[at] = site
    }
    return site
  }
  /** Each requirement of the must sets (the token types one of which must be ahead in the line) of two types or
   *  more, by id: one id per set of types. */
  private requirements: number[][] = []
  private requirementIds = new Map<string, number>()
  /** The id of a requirement; one of a single type is that type, as `~type` (below 0), read without a look-up. */
  private requirement = (types: number[]): number => {
    if (types.length === 1) return ~types[0]
    const key = types.join(',')
    let id = this.requirementIds.get(key)
    if (id === undefined) {
      id = this.requirements.push(types) - 1
      this.requirementIds.set(key, id)
    }
    return id
  }
  /** The line being parsed: its number, and each requirement's last position in it (found when first needed). */
  private line = 0
  private lastOfReq = new Int32Array(0)
  private lineOfReq = new Int32Array(0)
  /** Starts a line: the packrat memo emptied, each token type's last position in it. */
  protected beginLine(tokens: IToken[], tokenTypes: number): void {
    this.memo.begin()
    let types = tokenTypes
    for (let k = 0; k < tokens.length; k++) if (tokens[k].tokenTypeIdx >= types) types = tokens[k].tokenTypeIdx + 1
    if (this.lastOfType.length < types) this.lastOfType = new Int32Array(types).fill(-1)
    else for (let k = 0; k < this.typesSet; k++) this.lastOfType[this.typesIn[k]] = -1
    if (this.typesIn.length < tokens.length) this.typesIn = new Int32Array(tokens.length * 2)
    for (let k = 0; k < tokens.length; k++) {
      this.lastOfType[tokens[k].tokenTypeIdx] = k
      this.typesIn[k] = tokens[k].tokenTypeIdx
    }
    this.typesSet = tokens.length
    this.line++
  }
  /** Whether every token an alternative must read is still ahead in the line (if not, it can't parse: CR-free). */
  protected reachable(must: Int32Array | null | undefined): boolean {
    if (!must) return true
    const pos = (this as unknown as { exportLexerState(): number }).exportLexerState()
    if (this.lineOfReq.length < this.requirements.length) {
      const n = this.requirements.length * 2
      const lines = new Int32Array(n)
      lines.set(this.lineOfReq)
      const lasts = new Int32Array(n)
      lasts.set(this.lastOfReq)
      this.lineOfReq = lines
      this.lastOfReq = lasts
    }
    for (let r = 0; r < must.length; r++) {
      const id = must[r]
      let at: number
      if (id < 0) at = this.lastOfType[~id]
      else if (this.lineOfReq[id] === this.line) at = this.lastOfReq[id]
      else {
        // The last position of any of its types in this line.
        const types = this.requirements[id]
        at = -1
        for (let t = 0; t < types.length; t++) if (this.lastOfType[types[t]] > at) at = this.lastOfType[types[t]]
        this.lineOfReq[id] = this.line
        this.lastOfReq[id] = at
      }
      if (at <= pos) return false
    }
    return true
  }
  /** The FIRST sets of the choice `site` in the running rule (undefined while recording or when unknown). */
  protected setsAt(kind: 0 | 1 | 2, i: number): (Set<number> | null)[] | undefined {
    return this.siteAt(kind, i)?.sets
  }
  /** The alternatives of a choice the next token can start (its FIRST set holds it, or is unknown), in order: found
   *  once per choice and token type, not by testing every alternative's set on every invocation. */
  private startable(site: Site, sets: (Set<number> | null)[], next: number): number[] {
    let out = site.byNext[next]
    if (!out) {
      out = []
      for (let k = 0; k < sets.length; k++) {
        const set = sets[k]
        if (!set || set.has(next)) out.push(k)
      }
      site.byNext[next] = out
    }
    return out
  }
  /** Whether the next token can start alternative `k` of a choice (LL(1) before any backtracking). */
  protected canStart(kind: 0 | 1 | 2, i: number, k: number): boolean {
    const set = this.setsAt(kind, i)?.[k]
    return !set || set.has(this.LA(1).tokenTypeIdx)
  }
  private recognizer(): Recognizer {
    return this as unknown as Recognizer
  }
  /** What chevrotain's `saveRecogState` saves (the token position, the errors, the rule stack), as three lengths: a
   *  choice saves it before every alternative it tries, and a failed alternative only appends errors and pushes
   *  the rules it failed in (a dropped failure pops none), so going back is cutting them to length. */
  private savePos = 0
  private saveErrors = 0
  private saveDepth = 0
  private saveState(): void {
    const self = this as unknown as State
    this.savePos = self.currIdx
    this.saveErrors = self._errors.length
    this.saveDepth = self.RULE_STACK.length
  }
  /** Back to the state saved as `pos`, `errors` and `depth` (`saveState`), as `reloadRecogState` would. */
  private reload(pos: number, errors: number, depth: number): void {
    const self = this as unknown as State
    self.currIdx = pos
    if (self._errors.length !== errors) self._errors.length = errors
    if (self.RULE_STACK.length !== depth) {
      if (self.RULE_STACK.length < depth) throw new Error('internal: a rule left the rule stack unbalanced')
      self.RULE_STACK.length = depth
      self.RULE_OCCURRENCE_STACK.length = depth // pushed and popped with it (chevrotain)
    }
  }
  /** Packrat memo: the same choice at the same place in the same rule parses the same way. Its key is two numbers:
   *  the choice (rule index < 2^12, kind, occurrence < 2^8), kept in `memoSite`, and the alternative (< 2^12) and
   *  token position (< 2^16), returned; -1 when out of range. */
  private memoKey(self: Recognizer, kind: 0 | 1 | 2, i: number, k: number): number {
    const pos = self.exportLexerState()
    if (k >= 4096 || pos >= 65536) return -1
    const rule = self.RULE_STACK[self.RULE_STACK.length - 1] >>> 12
    this.memoSite = (rule * 4 + kind) * 256 + i
    return k * 65536 + pos
  }
  private memoSite = 0
  /** `site`: the kind of choice (0 OR, 1 OPTION, 2 MANY), its occurrence index and the alternative, as one number. */
  protected attempt(fn: () => unknown, kind: 0 | 1 | 2, i: number, k: number): boolean {
    const self = this.recognizer()
    const key = this.memoKey(self, kind, i, k)
    if (key < 0) return this.attemptNow(fn, self)
    const site = this.memoSite
    const known = this.memo.get(site, key)
    if (known !== NOT_KNOWN) return known === PARSED
    const ok = this.attemptNow(fn, self)
    this.memo.set(site, key, ok)
    return ok
  }
  /** While already trying an alternative (backtracking: the actions' effects are dropped anyway), an alternative is
   *  run once and kept if it parses, instead of tried and then run again (same result, memoised the same way). */
  protected tryKeep(fn: () => unknown, kind: 0 | 1 | 2, i: number, k: number): typeof NOT_READ | unknown {
    const self = this.recognizer()
    const key = this.memoKey(self, kind, i, k)
    const site = this.memoSite
    if (key >= 0 && this.memo.get(site, key) === FAILED) return NOT_READ
    this.saveState()
    const { savePos, saveErrors, saveDepth } = this
    try {
      const out = fn.call(this)
      if (key >= 0) this.memo.set(site, key, true)
      return out
    } catch (e) {
      if (droppedErrors.has(e as object) || isRecognitionException(e as Error)) {
        this.reload(savePos, saveErrors, saveDepth)
        if (key >= 0) this.memo.set(site, key, false)
        return NOT_READ
      }
      throw e
    }
  }
  /** Alternatives run for real while one is tried (`runOrUndo`): a failure throws the plain dropped error. */
  optimistic = 0
  /** Outside backtracking, an alternative is run for real and undone if it doesn't parse (the parser's state, the
   *  targets and subjects read so far), instead of tried first and then run again (same result). */
  protected runOrUndo(fn: () => unknown, kind: 0 | 1 | 2, i: number, k: number): typeof NOT_READ | unknown {
    const self = this.recognizer()
    const key = this.memoKey(self, kind, i, k)
    const site = this.memoSite
    if (key >= 0 && this.memo.get(site, key) === FAILED) return NOT_READ
    this.saveState()
    const { savePos, saveErrors, saveDepth } = this
    const collected = this.collected
    const count = collected.length
    const { lastAll, divided, upTo } = this
    this.optimistic++
    try {
      const out = fn.call(this)
      if (key >= 0) this.memo.set(site, key, true)
      return out
    } catch (e) {
      if (droppedErrors.has(e as object) || isRecognitionException(e as Error)) {
        this.reload(savePos, saveErrors, saveDepth)
        collected.length = count
        this.collected = collected
        this.lastAll = lastAll
        this.divided = divided
        this.upTo = upTo
        if (key >= 0) this.memo.set(site, key, false)
        return NOT_READ
      }
      throw e
    } finally {
      this.optimistic--
    }
  }
  protected attemptNow(
    fn: () => unknown,
    self: { saveRecogState(): unknown; reloadRecogState(s: unknown): void; isBackTrackingStack: number[] },
  ): boolean {
    this.saveState()
    const { savePos, saveErrors, saveDepth } = this
    self.isBackTrackingStack.push(1)
    try {
      fn.call(this)
      return true
    } catch (e) {
      if (droppedErrors.has(e as object) || isRecognitionException(e as Error)) return false
      throw e
    } finally {
      this.reload(savePos, saveErrors, saveDepth)
      self.isBackTrackingStack.pop()
    }
  }
  /** Whether a failure now is a dropped error (an alternative being tried, CR-free): `fail` in grammar.ts. */
  protected failureDropped(): boolean {
    return fastPaths && ((this as unknown as Recognizer).isBackTrackingStack.length > 0 || this.optimistic > 0)
  }
  /** Called once the grammar is recorded. While an alternative is tried every failure is a dropped error, which each
   *  rule and sub-rule it leaves only passes on: there they run without catching it (one throw per failure, not two
   *  per rule on its way out; chevrotain's own recovery is off). Outside, chevrotain's own paths run unchanged. */
  protected passFailuresThrough(): void {
    type Fn = (...args: unknown[]) => unknown
    const engine = this as unknown as Record<string, unknown> & {
      definedRulesNames: string[]
      fullRuleNameToShort: Record<string, number>
      subruleIdx: number
      ruleInvocationStateUpdate(short: number, name: string, idx: number): void
      ruleFinallyStateUpdate(): void
      tokenMatcher(token: IToken, type: TokenType): boolean
      consumeToken(): void
      consumeInternalError(type: TokenType, token: IToken, options: unknown): never
    }
    const proto = Object.getPrototypeOf(this) as Record<string, Fn>
    for (const name of engine.definedRulesNames) {
      const wrapped = engine[name] as Fn & { ruleName: string; originalGrammarAction: Fn }
      const impl = wrapped.originalGrammarAction
      const short = engine.fullRuleNameToShort[name]
      const passing = function (this: typeof engine) {
        // eslint-disable-next-line prefer-rest-params -- the rule's ARGS, passed as chevrotain's wrapper does
        const args = arguments as unknown as unknown[]
        if (!(this as unknown as GrammarBase).failureDropped()) return wrapped.apply(this, args)
        this.ruleInvocationStateUpdate(short, name, this.subruleIdx)
        // A failure passes on without popping the rule: whoever catches it cuts the rule stacks back (`reload`), so
        // it is thrown once, not caught and thrown again by every rule on its way out.
        const out = impl.apply(this, args)
        this.ruleFinallyStateUpdate()
        return out
      }
      engine[name] = Object.assign(passing, { ruleName: wrapped.ruleName, originalGrammarAction: impl })
    }
    const subrule = proto.subruleInternal
    const consume = proto.consumeInternal
    Object.assign(this, {
      // Without a CST (outputCst off) chevrotain's catch here only throws the error on.
      subruleInternal(this: typeof engine, rule: Fn, idx: number, options?: { ARGS?: unknown[] }) {
        if (!(this as unknown as GrammarBase).failureDropped()) return subrule.call(this, rule, idx, options)
        this.subruleIdx = idx
        return rule.apply(this, options !== undefined ? options.ARGS! : (undefined as never))
      },
      consumeInternal(this: typeof engine, type: TokenType, idx: number, options: unknown) {
        if (!(this as unknown as GrammarBase).failureDropped()) return consume.call(this, type, idx, options)
        const next = (this as unknown as GrammarBase).LA(1)
        if (this.tokenMatcher(next, type)) {
          this.consumeToken()
          return next
        }
        return this.consumeInternalError(type, next, options)
      },
    })
  }
  /** OR where each alternative but the last is taken only if it parses (alternatives share long prefixes). */
  orx<T>(i: number, alts: IOrAlt<T>[]): T {
    return this.choose(i, alts.length, alts, null)
  }
  /** One gated choice among `alts` (or the plain functions `fns`, which `alt` passes without wrapping each). */
  /** While the grammar is recorded: a choice's occurrence index used twice in one rule would share its look-ahead and
   *  memo with the other, so one of them would parse wrongly. It is a grammar error, caught as the grammar is built. */
  private recordOccurrence(kind: 0 | 1 | 2, i: number): void {
    const rule = (this as unknown as { recordingProdStack?: { name?: string }[] }).recordingProdStack?.[0]?.name
    if (!rule) return
    const key = `${rule}:${'OR OPTION MANY'.split(' ')[kind]}${i}`
    if (this.occurrences.has(key)) throw new Error(`grammar: ${key} is used twice in one rule; give it its own index`)
    this.occurrences.add(key)
  }
  private occurrences = new Set<string>()
  private choose<T>(i: number, n: number, alts: IOrAlt<T>[] | null, fns: (() => T)[] | null): T {
    if (this.RECORDING_PHASE) this.recordOccurrence(0, i)
    const site = this.siteAt(0, i)
    const sets = site?.sets
    if (sets && sets.length === n) {
      // LL(1) first: only the alternatives the next token can start are tried, in order; one left is taken without
      // trying it (were it to fail, so would every other, so the choice fails either way).
      const next = this.LA(1)
      const cands = this.startable(site, sets, next.tokenTypeIdx)
      // Those tried: the candidates whose must-read tokens are still ahead (the position doesn't move while
      // alternatives are tried, so `reachable` answers the same each time it is asked here).
      const must = site.must
      let only = -1
      let from = 0 // the first candidate that can parse (those before it can't)
      const tests = site.tests
      for (let c = 0; c < cands.length; c++) {
        const k = cands[c]
        if (must && !this.reachable(must[k])) continue
        if (tests && tests[k] && !tests[k](next.image)) continue
        if (only === -1) from = c
        if (!sets[k] || only !== -1) {
          only = -2
          break
        }
        only = k
      }
      if (only >= 0) return (alts ? alts[only].ALT : fns![only]).call(this)
      if (only === -1) return (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      const last = n - 1
      const trying = (this as unknown as { isBackTrackingStack: number[] }).isBackTrackingStack.length > 0
      for (let c = from; c < cands.length; c++) {
        const k = cands[c]
        if (must && !this.reachable(must[k])) continue
        if (tests && tests[k] && !tests[k](next.image)) continue
        if (k === last) return (alts ? alts[last].ALT : fns![last]).call(this)
        const fn = alts ? alts[k].ALT : fns![k]
        const out = trying ? this.tryKeep(fn, 0, i, k) : this.runOrUndo(fn, 0, i, k)
        if (out !== NOT_READ) return out as T
      }
      return (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
    }
    const list = alts ?? fns!.map((a) => ({ ALT: a }))
    return this.or(
      i,
      list.map((a, k) => (k === n - 1 ? a : { ALT: a.ALT, GATE: () => this.attempt(a.ALT, 0, i, k) })),
    ) as T
  }
  optx<T>(i: number, fn: () => T): T | undefined {
    if (this.RECORDING_PHASE) this.recordOccurrence(1, i)
    const site = this.siteAt(1, i)
    const set = site?.sets?.[0]
    if (set) {
      // Known FIRST set: chevrotain's own LL(1) check of OPTION is that set, so the choice is made here directly.
      if (!set.has(this.LA(1).tokenTypeIdx)) return undefined
      if (!this.reachable(site.must?.[0])) return undefined
      const out = (this as unknown as { isBackTrackingStack: number[] }).isBackTrackingStack.length
        ? this.tryKeep(fn, 1, i, 0)
        : this.runOrUndo(fn, 1, i, 0)
      return out === NOT_READ ? undefined : (out as T)
    }
    if (!this.canStart(1, i, 0)) return undefined
    return this.option(i, { GATE: () => this.attempt(fn, 1, i, 0), DEF: fn })
  }
  manyx(i: number, fn: () => void): void {
    if (this.RECORDING_PHASE) this.recordOccurrence(2, i)
    const site = this.siteAt(2, i)
    const set = site?.sets?.[0]
    if (set) {
      // As MANY does: repeat while the next token can start it and it parses, and stop when stuck.
      const self = this as unknown as { exportLexerState(): number }
      const must = site.must?.[0]
      if ((this as unknown as { isBackTrackingStack: number[] }).isBackTrackingStack.length) {
        while (set.has(this.LA(1).tokenTypeIdx) && this.reachable(must)) {
          const before = self.exportLexerState()
          if (this.tryKeep(fn, 2, i, 0) === NOT_READ || self.exportLexerState() <= before) break
        }
        return
      }
      while (set.has(this.LA(1).tokenTypeIdx) && this.reachable(must) && this.attempt(fn, 2, i, 0)) {
        const before = self.exportLexerState()
        fn.call(this)
        if (self.exportLexerState() <= before) break
      }
      return
    }
    if (!this.canStart(2, i, 0)) return
    this.many(i, { GATE: () => this.canStart(2, i, 0) && this.attempt(fn, 2, i, 0), DEF: fn })
  }
  // `many` is inherited with the same signature.
  targetRead(): boolean {
    return this.targetChosenBefore()
  }
  /** An object other than the source was named earlier in the line: a target, a token created, the equipped or
   *  enchanted creature, a copy (read from the tokens). "It" after one of them isn't the source (CR 608.2c). */
  anotherNamed(): boolean {
    return this.targetChosenBefore() || this.otherSinceTarget()
  }
  /** A token created, the equipped or enchanted creature or a copy was named after the line's last "target" (or in
   *  the whole line before, without one): "Exile target creature. Create a token that's a copy of that creature.
   *  Exile it …" names the token. */
  otherSinceTarget(): boolean {
    const self = this as unknown as { input: IToken[]; currIdx: number }
    const target = word('target')
    let seen = false
    for (let k = 0; k <= self.currIdx && k < self.input.length; k++) {
      const t = self.input[k]
      if (t.tokenType === target) seen = false
      else if (OTHER_OBJECT_WORDS.has(t.tokenType) || t.image === 'copy') seen = true
    }
    return seen
  }
  refuse(no: () => boolean): void {
    if (!this.RECORDING_PHASE && no()) (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
  }
  act<T>(fn: () => T): T {
    return this.ACTION(fn)
  }
  /** Adds to a list built across a repetition; not while trying an alternative (backtracking). */
  add<T>(list: T[] | undefined, value: T): void {
    if (list && !this.RECORDING_PHASE && !(this as unknown as { isBackTracking(): boolean }).isBackTracking())
      list.push(value)
  }
  amount(i: number): Amount {
    return this.subrule(i, this.rule('amountRule') as never) as Amount
  }
  count(i: number): Count {
    return this.subrule(i, this.rule('countRule') as never) as Count
  }
  forEach(i: number): Count {
    return this.subrule(i, this.rule('eachRule') as never) as Count
  }
  recordTarget(spec: TargetSpec): number {
    return this.ACTION(() => {
      if ((this as unknown as { isBackTracking(): boolean }).isBackTracking()) return 0
      this.collected.push(spec)
      return this.collected.length - 1
    })
  }
  keywords(i: number): string[] {
    return (this.subrule(i, this.rule('keywordList') as never) as string[]) ?? []
  }
  pt(i: number): { power: Amount; toughness: Amount } {
    return this.subrule(i, this.rule('ptRule') as never) as { power: Amount; toughness: Amount }
  }
  target(i: number): number {
    const spec = this.subrule(i, this.rule('targetRule') as never) as TargetSpec
    return this.ACTION(() => {
      if ((this as unknown as { isBackTracking(): boolean }).isBackTracking()) return 0
      this.collected.push(spec)
      return this.collected.length - 1
    })
  }
  noun(i: number): TargetSpec {
    return this.subrule(i, this.rule('nounRule') as never) as TargetSpec
  }
  cardNoun(i: number): TargetSpec {
    return this.subrule(i, this.rule('cardNoun') as never) as TargetSpec
  }
  subject(i: number): Subject {
    return this.subrule(i, this.rule('subjectRule') as never) as Subject
  }
  who(i: number): Who {
    return this.subrule(i, this.rule('whoRule') as never) as Who
  }
  /** Whether the next words are a modal head: "choose one —", "choose two", "choose up to one", "choose any number". */
  protected modesAhead(): boolean {
    if (this.LA(1).image !== 'choose') return false
    const n = this.LA(2).image
    if (n === 'one') return ['—', 'or', '.'].includes(this.LA(3).image)
    return n === 'two' || n === 'three' || n === 'four' || n === 'up' || n === 'any'
  }
  /** The players of the clause before in this clause list ("Target player gains 7 life and draws two cards"). */
  protected clauseWho: Who | null = null
  /** Who does a verb read without a subject: "draw" (the imperative) is you; "draws" (third person, after "and") is
   *  the previous clause's players (CR 608.2c), and without one the sentence isn't read. */
  subjectFor(third: boolean): Who {
    if (!third || this.RECORDING_PHASE) return 'you'
    if (this.clauseWho === null) (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
    return this.clauseWho!
  }
  /** Notes the players of a clause just read (for `subjectFor`). */
  noteClause(e: unknown, reset = false): void {
    if (this.RECORDING_PHASE) return
    const c = (e && typeof e === 'object' ? e : {}) as { who?: Who; kind?: string; target?: number }
    // "Target opponent reveals their hand. You choose a card from it. That player discards that card, then …".
    const who = c.who ?? (c.kind === 'duress' && typeof c.target === 'number' ? { target: c.target } : null)
    this.clauseWho = reset ? null : who
  }
  clauses(i: number): Effect[] {
    return this.subrule(i, this.rule('clauseList') as never) as Effect[]
  }
  dividedTargets(i: number, most = DIVIDED_MOST): { first: number; count: number; anyNumber?: true } {
    const read = this.subrule(i, this.rule('dividedTargetsRule') as never) as { count: number; spec: TargetSpec }
    return (
      this.ACTION(() => {
        if ((this as unknown as { isBackTracking(): boolean }).isBackTracking()) return { first: 0, count: 0 }
        const first = this.collected.length
        // "any number of targets" (count 0): as many as the amount allows, each getting at least 1 (CR 601.2d).
        const count = read.count || Math.max(1, Math.min(most, DIVIDED_MOST))
        for (let k = 0; k < count; k++) this.collected.push({ ...read.spec })
        this.divided = true
        return { first, count, ...(read.count ? {} : { anyNumber: true as const }) }
      }) ?? { first: 0, count: 0 }
    ) // recording phase: no actions run
  }
  markDivided(): void {
    this.ACTION(() => (this.divided = true))
  }

  lastTarget(): number {
    return this.collected.length - 1
  }

  /** "It": the last target read in this line when that is a permanent (CR 608.2c), else the source. */
  protected itSubject(): Subject {
    const last = this.collected.length - 1
    const spec = this.collected[last]
    if (last < 0 || !spec || !this.targetReadBefore() || !PERMANENT_TARGETS.has(spec.what) || spec.zone) return 'self'
    return { target: last }
  }

  /** Records `count` targets of one kind; returns the first one's index. */
  protected pushTargets(spec: TargetSpec, count: number): number {
    if ((this as unknown as { isBackTracking(): boolean }).isBackTracking()) return 0
    const first = this.collected.length
    for (let k = 0; k < count; k++) this.collected.push(k ? { ...spec, sameWord: true } : { ...spec })
    return first
  }

  /** The last target named before is a card ("target creature card …"), read from the tokens. */
  protected cardTargetBefore(): boolean {
    const self = this as unknown as { input: IToken[]; currIdx: number }
    const target = word('target')
    const cards = [word('card'), word('cards')]
    let seen = false
    for (let k = 0; k <= self.currIdx && k < self.input.length; k++) {
      const t = self.input[k].tokenType
      if (t === target) seen = false
      else if (cards.includes(t) && k > 0 && this.targetChosenBefore()) seen = true
    }
    return seen
  }

  /** A target was chosen earlier in the line: "target …" not in "becomes the target of" (read from the tokens). */
  protected targetChosenBefore(): boolean {
    const self = this as unknown as { input: IToken[]; currIdx: number }
    const target = word('target')
    const the = word('the')
    for (let k = 0; k <= self.currIdx && k < self.input.length; k++)
      if (self.input[k].tokenType === target && (k === 0 || self.input[k - 1].tokenType !== the)) return true
    return false
  }

  /** A target was named earlier in the line (read from the tokens: backtracking doesn't record targets). */
  protected targetReadBefore(): boolean {
    const self = this as unknown as { input: IToken[]; currIdx: number }
    const target = word('target')
    for (let k = 0; k <= self.currIdx && k < self.input.length; k++) if (self.input[k].tokenType === target) return true
    return false
  }

  protected pushTarget(spec: TargetSpec): Who {
    if ((this as unknown as { isBackTracking(): boolean }).isBackTracking()) return { target: 0 }
    this.collected.push(spec)
    return { target: this.collected.length - 1 }
  }
  addTarget(spec: TargetSpec): number {
    return (this.pushTarget(spec) as { target: number }).target
  }

  /** A run of mana symbols as cost text ("{2}{R}"). */
  manaRun(i: number): string {
    let text = ''
    this.atLeastOne(i, () => {
      const m = this.consume(i, Mana).image
      text += m
    })
    return text
  }
}
