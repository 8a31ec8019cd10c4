/* eslint-disable @typescript-eslint/no-this-alias -- the grammar is written in chevrotain's `$.RULE(...)` style */
// The grammar of Oracle text (CR 113, 601–603, 608): a chevrotain parser, alternatives gated by backtracking. Shared phrases
// (amounts, targets, keyword lists, costs, trigger events) live here; each effect kind adds its own rule from its
// home module (text/effects/<kind>.ts), so what an effect reads, how it reads back and what it does sit together.
import {
  Alternation,
  Alternative,
  EOF,
  EmbeddedActionsParser,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Rule,
  Terminal,
  type IProduction,
  isRecognitionException,
  type IOrAlt,
  type IToken,
  type TokenType,
} from 'chevrotain'
import type { Color } from '../mana/types'
import type {
  ActivatedAbility,
  AdditionalCost,
  Amount,
  CastWindow,
  Condition,
  EnterChoiceKind,
  SelfCondition,
  GameCondition,
  CostChange,
  Count,
  Effect,
  OtherCosts,
  StaticAbility,
  Subject,
  TargetSpec,
  TriggerEvent,
  Who,
  ParsedCost,
} from '../engine/ast'
import { allTokens, Comma, Dash, Mana, Num, Other, Period, Plain, Poss, PT, Tilde, word, Colon, Semi } from './lexer'
import { effectKinds } from './effects/registry'
import { counted, perEach, withCount } from './effects/amounts'
import { conditionReadable, gameCondition, judgedOnResolution, lands, staticCondition } from './conditions'
import { CHOSEN_PROTECTION, COLOR_WORDS, KEYWORD_PHRASES, NUMBERED_KEYWORDS } from '../cards/words'
import { parseMoreEvents, parseSpellFilter } from './triggerHeads'
import { COUNT_WORDS } from '../mana/numberWords'
import { isSubtypeWord, subtypeNounKind, subtypeNounWhat } from './subtypeNouns'

export { COLOR_WORDS, KEYWORD_PHRASES }

/** A keyword line's items. */
export type KeywordItem =
  | { kind: 'keyword'; name: string }
  | { kind: 'enchant'; spec: TargetSpec }
  | { kind: 'equip'; cost: string }
  | { kind: 'cost'; keyword: 'cycling' | 'kicker' | 'flashback' | 'ward' | 'buyback'; cost: string }
  /** Typecycling (CR 702.29e): search for a card of that land type (basic landcycling: a basic land). */
  | { kind: 'typecycling'; landType: string; cost: string }
  | { kind: 'protection'; from: Color[] | 'everything' | ('artifacts' | 'creatures' | 'enchantments')[] }
  | { kind: 'numbered'; name: (typeof NUMBERED_KEYWORDS)[number]; amount: Amount }
  | { kind: 'cumulativeUpkeep'; cost: string }

/** The effect sentences of a text: effects in order, and its targets (collected as read). */
export interface ParsedEffects {
  effects: Effect[]
  targets: TargetSpec[]
  divide?: boolean
  /** "up to N target …": those targets may be left out (CR 601.2c). */
  upTo?: { first: number; count: number }
}

interface ActivationLimit {
  sorcery?: boolean
  perTurn?: number
  during?: 'yourUpkeep' | 'yourTurn'
  window?: CastWindow
  activateIf?: Condition
}

export type ParsedLine =
  | { kind: 'keywords'; items: KeywordItem[] }
  | { kind: 'static'; statics: StaticAbility[] }
  | {
      kind: 'activated'
      cost: ParsedCost
      body: ParsedEffects
      sorcery: boolean
      perTurn?: number
      during?: 'yourUpkeep' | 'yourTurn'
      window?: CastWindow
      activateIf?: Condition
    }
  | { kind: 'triggered'; event: TriggerEvent; condition?: Condition; body: ParsedEffects }
  | { kind: 'effects'; body: ParsedEffects }
  | { kind: 'modal'; count: number; upTo: boolean; trigger?: TriggerEvent; repeat?: true }
  /** "As an additional cost to cast this spell, …" (CR 601.2b) */
  | { kind: 'additionalCost'; cost: AdditionalCost }
  /** Cost increases and reductions (CR 601.2f), affinity (CR 702.41a). */
  | { kind: 'costChange'; change: CostChange }
  /** "You may cast ~ as though it had flash if you pay {2} more to cast it." (CR 601.3) */
  | { kind: 'flashFor'; cost: string; sacrifice?: boolean }
  /** "Flashback—{1}{B}, Pay 3 life." (CR 702.34a) */
  | { kind: 'flashbackCost'; cost: ParsedCost }

/** The public face of the parser that effect modules write their rules with. */
export interface Grammar {
  /** Consume a word (occurrence index `i` unique within the rule). */
  w(i: number, w: string): IToken
  /** Consume a run of words as one sub-rule ("until end of turn"). */
  ph(i: number, phrase: string): void
  tok(i: number, t: TokenType): IToken
  /** A word the grammar doesn't name that passes `test` (a subtype); otherwise the rule fails here. */
  plainWhere(i: number, test: (w: string) => boolean): IToken
  /** A token of type `t` whose text passes `test` ('{e}' among mana symbols); otherwise the rule fails here. */
  tokWhere(i: number, t: TokenType, test: (image: string) => boolean): IToken
  opt<T>(i: number, fn: () => T): T | undefined
  alt<T>(i: number, alts: (() => T)[]): T
  rep(i: number, fn: () => void): void
  act<T>(fn: () => T): T
  /** Fails the alternative being read when `no` holds (a phrase read whose meaning the engine doesn't know). */
  refuse(no: () => boolean): void
  /** A target was named earlier in the line (read from the tokens, so the same while backtracking). */
  targetRead(): boolean
  add<T>(list: T[] | undefined, value: T): void
  amount(i: number): Amount
  /** A counted amount: "the number of Elves on the battlefield", "~'s power", "your life total" (effects/amounts.ts). */
  count(i: number): Count
  /** What follows "for each": "Elf you control", "Bird on the battlefield" (effects/amounts.ts). */
  forEach(i: number): Count
  /** Records a target named in another form ("target player's life total"); returns its index. */
  recordTarget(spec: TargetSpec): number
  /** "target creature you control", "any target", …: records the target, returns its index. */
  target(i: number): number
  /** Records a target an effect reads with its own words ("target player's graveyard"), inside `act`; its index. */
  addTarget(spec: TargetSpec): number
  /** A noun phrase naming permanents, players or cards ("creatures you control", "nonblack creature"). */
  noun(i: number): TargetSpec
  /** A permanent: "~", "it", a target ("target creature"), or "each/all …". */
  subject(i: number): Subject
  /** Players: "you", "each opponent", "each player", "target player", "target opponent". */
  who(i: number): Who
  keywords(i: number): string[]
  pt(i: number): { power: Amount; toughness: Amount }
  /** The effect sentences of a nested "you may …" / "if you do, …". */
  clauses(i: number): Effect[]
  /** The index of the last target read so far ("that artifact", "that player"); -1 when none. */
  lastTarget(): number
  /** "one or two targets", "one, two, or three target creatures" (divided, CR 601.2d): records them, returns the
   *  first target's index and how many there may be. */
  dividedTargets(i: number, most?: number): { first: number; count: number; anyNumber?: true }
  readonly recording: boolean
}

/** "that creature", "that permanent", …: a target permanent named before (CR 608.2c). */
const THAT_NOUNS = ['creature', 'permanent', 'artifact', 'land', 'enchantment', 'planeswalker']

/** Permanent card types a noun lists ("artifact, enchantment, or land"). */
const PERMANENT_TYPE_WORDS = ['artifact', 'creature', 'enchantment', 'land', 'planeswalker']

/** Card types a spell target names before "spell" (CR 205.2). */
const SPELL_TYPES = ['instant', 'sorcery', 'artifact', 'enchantment', 'planeswalker']

/** Targets that are permanents, which a following "it" may name (CR 608.2c). */
const PERMANENT_TARGETS = new Set<TargetSpec['what']>([
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

class OracleParser extends EmbeddedActionsParser implements Grammar {
  private collected: TargetSpec[] = []
  /** The last "each …" subject read in this text ("those creatures"). */
  private lastAll: TargetSpec | null = null
  private divided = false
  /** "up to N target …" (CR 601.2c: any number from none to N): the first of those targets and N. */
  private upTo: { first: number; count: number } | null = null
  private kinds = effectKinds()

  constructor() {
    super(allTokens, { maxLookahead: 1, recoveryEnabled: false, skipValidations: true })
    const $ = this
    for (const k of this.kinds) $.RULE(k.kind, () => k.parse($))
    // Alternatives built once, not on every invocation of their rule.
    const effectAlts = this.kinds.map((k) => ({ ALT: () => $.SUBRULE($.rule(k.kind)) }) as IOrAlt<Effect>)
    $.RULE('effect', () => $.orx(0, effectAlts))
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
      const out: string[] = [$.SUBRULE($.rule('keywordRule')) as string]
      $.manyx(0, () => {
        $.optx(0, () => $.CONSUME(Comma))
        $.optx(1, () => $.CONSUME(word('and')))
        $.add(out, $.SUBRULE1($.rule('keywordRule')) as string)
      })
      return out
    })
    const colorAlts = Object.keys(COLOR_WORDS).map((c) => ({ ALT: () => ($.CONSUME(word(c)), COLOR_WORDS[c]) }))
    $.RULE('colorRule', () => $.orx(0, colorAlts))
    $.RULE('ptRule', () => {
      const image = $.CONSUME(PT).image
      return $.act(() => {
        const [p, t] = image.split('/')
        const num = (v: string): Amount => (v.replace(/^[+]/, '').replace(/^-?x$/, 'X') === 'X' ? 'X' : Number(v))
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
    // Failed alternatives are the normal case while backtracking: raise plain recognition errors without the
    // descriptive messages (which enumerate lookahead paths) or stack traces.
    // While trying an alternative the error is dropped anyway (the state is reloaded): it isn't saved.
    const self = this as unknown as { SAVE_ERROR(e: object): object; isBackTrackingStack: number[] }
    const fail = (name: string) => {
      // While backtracking one preallocated error per kind is thrown (its contents are never read).
      const dropped = { name, message: name, token: null as unknown, previousToken: null as unknown }
      droppedErrors.add(dropped)
      return () => {
        if (fastPaths && self.isBackTrackingStack.length) throw dropped
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
    const passing =
      (name: string, at: number) =>
      (...args: unknown[]) => {
        if (droppedErrors.has(args[at] as object)) throw args[at]
        return proto[name].apply(this, args)
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
  }

  get recording(): boolean {
    return this.RECORDING_PHASE
  }

  private rule(name: string): (idx?: number) => unknown {
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
    return this.orx(
      i,
      alts.map((a) => ({ ALT: a })),
    )
  }
  rep(i: number, fn: () => void): void {
    this.manyx(i, fn)
  }
  /** Tries a piece of grammar without consuming (CR-free backtracking): the gate of an ambiguous choice. */
  private memo = new Map<number, boolean>()
  /** The tokens each gated choice can start with (null: any), by rule, choice and alternative. */
  private firstSets = new Map<string, (Set<number> | null)[]>()
  /** The same, by running rule, then kind of choice (0 OR, 1 OPTION, 2 MANY) and occurrence index. */
  private firstByRule = new Map<number, Map<number, (Set<number> | null)[]>>()
  /** The tokens each alternative of a gated choice must read somewhere (mustSetsOf), by rule, choice, alternative. */
  private mustSets = new Map<string, Must[]>()
  private mustByRule = new Map<number, Map<number, Must[]>>()
  /** The last position of each token type in the line being parsed (-1: not in it). */
  private lastOfType: Int32Array = new Int32Array(0)
  /** What alternative `k` of the running rule's choice must read (undefined: nothing checked). */
  private mustAt(kind: 0 | 1 | 2, i: number): Must[] | undefined {
    const self = this as unknown as { RULE_STACK: number[] }
    const rule = self.RULE_STACK[self.RULE_STACK.length - 1]
    let byRule = this.mustByRule.get(rule)
    if (!byRule) {
      byRule = new Map()
      for (const [key, sets] of this.mustSets) {
        const m = /^(\d+):([opm])(\d+)$/.exec(key)
        if (m && Number(m[1]) === rule) byRule.set('opm'.indexOf(m[2]) * 65536 + Number(m[3]), sets)
      }
      this.mustByRule.set(rule, byRule)
    }
    return byRule.get(kind * 65536 + i)
  }
  /** Whether every token an alternative must read is still ahead in the line (if not, it can't parse: CR-free). */
  private reachable(must: Must | undefined): boolean {
    if (!must) return true
    const pos = (this as unknown as { exportLexerState(): number }).exportLexerState()
    const last = this.lastOfType
    for (let r = 0; r < must.length; r++) {
      const types = must[r]
      let found = false
      for (let t = 0; t < types.length; t++)
        if (last[types[t]] > pos) {
          found = true
          break
        }
      if (!found) return false
    }
    return true
  }
  /** The FIRST sets of the choice `site` in the running rule (undefined while recording or when unknown). */
  private setsAt(kind: 0 | 1 | 2, i: number): (Set<number> | null)[] | undefined {
    if (!fastPaths) return undefined
    const self = this as unknown as { RULE_STACK: number[] }
    const rule = self.RULE_STACK[self.RULE_STACK.length - 1]
    let byRule = this.firstByRule.get(rule)
    if (!byRule) {
      byRule = new Map()
      for (const [key, sets] of this.firstSets) {
        const m = /^(\d+):([opm])(\d+)$/.exec(key)
        if (m && Number(m[1]) === rule) byRule.set('opm'.indexOf(m[2]) * 65536 + Number(m[3]), sets)
      }
      this.firstByRule.set(rule, byRule)
    }
    return byRule.get(kind * 65536 + i)
  }
  /** Whether the next token can start alternative `k` of a choice (LL(1) before any backtracking). */
  private canStart(kind: 0 | 1 | 2, i: number, k: number): boolean {
    const set = this.setsAt(kind, i)?.[k]
    return !set || set.has(this.LA(1).tokenTypeIdx)
  }
  /** `site`: the kind of choice (0 OR, 1 OPTION, 2 MANY), its occurrence index and the alternative, as one number. */
  private attempt(fn: () => unknown, kind: 0 | 1 | 2, i: number, k: number): boolean {
    const self = this as unknown as {
      saveRecogState(): unknown
      reloadRecogState(s: unknown): void
      isBackTrackingStack: number[]
      RULE_STACK: number[]
      exportLexerState(): number
    }
    // Packrat memo (CR-free): the same choice at the same place in the same rule parses the same way. The key is a
    // number (rule index < 2^12, kind, occurrence < 2^8, alternative < 2^12, token position < 2^16: below 2^53).
    const pos = self.exportLexerState()
    if (k >= 4096 || pos >= 65536) return this.attemptNow(fn, self)
    const rule = self.RULE_STACK[self.RULE_STACK.length - 1] >>> 12
    const key = (((rule * 4 + kind) * 256 + i) * 4096 + k) * 65536 + pos
    const known = this.memo.get(key)
    if (known !== undefined) return known
    const ok = this.attemptNow(fn, self)
    this.memo.set(key, ok)
    return ok
  }
  private attemptNow(
    fn: () => unknown,
    self: { saveRecogState(): unknown; reloadRecogState(s: unknown): void; isBackTrackingStack: number[] },
  ): boolean {
    const state = self.saveRecogState()
    self.isBackTrackingStack.push(1)
    try {
      fn.call(this)
      return true
    } catch (e) {
      if (droppedErrors.has(e as object) || isRecognitionException(e as Error)) return false
      throw e
    } finally {
      self.reloadRecogState(state)
      self.isBackTrackingStack.pop()
    }
  }
  /** OR where each alternative but the last is taken only if it parses (alternatives share long prefixes). */
  orx<T>(i: number, alts: IOrAlt<T>[]): T {
    const sets = this.setsAt(0, i)
    if (sets && sets.length === alts.length) {
      // LL(1) first: only the alternatives the next token can start are tried, in order; one left is taken without
      // trying it (were it to fail, so would every other, so the choice fails either way).
      const next = this.LA(1).tokenTypeIdx
      const must = this.mustAt(0, i)
      let only = -1
      for (let k = 0; k < sets.length; k++) {
        const set = sets[k]
        if (set && !set.has(next)) continue
        if (must && !this.reachable(must[k])) continue
        if (!set || only !== -1) {
          only = -2
          break
        }
        only = k
      }
      if (only >= 0) return alts[only].ALT.call(this)
      if (only === -1) return (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      const last = alts.length - 1
      for (let k = 0; k < last; k++) {
        const set = sets[k]
        if (set && !set.has(next)) continue
        if (must && !this.reachable(must[k])) continue
        if (this.attempt(alts[k].ALT, 0, i, k)) return alts[k].ALT.call(this)
      }
      const set = sets[last]
      if ((!set || set.has(next)) && (!must || this.reachable(must[last]))) return alts[last].ALT.call(this)
      return (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
    }
    return this.or(
      i,
      alts.map((a, k) => (k === alts.length - 1 ? a : { ALT: a.ALT, GATE: () => this.attempt(a.ALT, 0, i, k) })),
    ) as T
  }
  optx<T>(i: number, fn: () => T): T | undefined {
    const set = this.setsAt(1, i)?.[0]
    if (set && !this.RECORDING_PHASE) {
      // Known FIRST set: chevrotain's own LL(1) check of OPTION is that set, so the choice is made here directly.
      if (!set.has(this.LA(1).tokenTypeIdx)) return undefined
      if (!this.reachable(this.mustAt(1, i)?.[0])) return undefined
      return this.attempt(fn, 1, i, 0) ? fn.call(this) : undefined
    }
    if (!this.canStart(1, i, 0)) return undefined
    return this.option(i, { GATE: () => this.attempt(fn, 1, i, 0), DEF: fn })
  }
  manyx(i: number, fn: () => void): void {
    const set = this.setsAt(2, i)?.[0]
    if (set && !this.RECORDING_PHASE) {
      // As MANY does: repeat while the next token can start it and it parses, and stop when stuck.
      const self = this as unknown as { exportLexerState(): number }
      const must = this.mustAt(2, i)?.[0]
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
  subject(i: number): Subject {
    return this.subrule(i, this.rule('subjectRule') as never) as Subject
  }
  who(i: number): Who {
    return this.subrule(i, this.rule('whoRule') as never) as Who
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

  // ---- nouns ----
  private nounRules(): void {
    const $ = this
    // Prefixes of a permanent noun: tapped, nonblack, other, nontoken, attacking, colour.
    // Built once: the noun being read is `prefixSpec`, set as the rule starts (no alternative reads another noun).
    let prefixSpec = {} as TargetSpec
    const prefixes = $.orRule(0, [
      { ALT: () => ($.CONSUME(word('tapped')), $.act(() => (prefixSpec.tapped = true))) },
      { ALT: () => ($.CONSUME(word('untapped')), $.act(() => (prefixSpec.untapped = true))) },
      { ALT: () => ($.ph(20, 'attacking or blocking'), $.act(() => (prefixSpec.inCombat = true))) },
      { ALT: () => ($.CONSUME(word('attacking')), $.act(() => (prefixSpec.attacking = true))) },
      { ALT: () => ($.CONSUME(word('blocking')), $.act(() => (prefixSpec.blocking = true))) },
      { ALT: () => ($.CONSUME(word('other')), $.act(() => (prefixSpec.other = true))) },
      { ALT: () => ($.CONSUME(word('another')), $.act(() => (prefixSpec.other = true))) },
      { ALT: () => ($.CONSUME(word('nontoken')), $.act(() => (prefixSpec.nontoken = true))) },
      { ALT: () => ($.CONSUME(word('nonbasic')), $.act(() => (prefixSpec.nonbasic = true))) },
      {
        // "another multicolored permanent" (CR 105.4).
        ALT: () => ($.plainWhere(40, (w) => w === 'multicolored'), $.act(() => (prefixSpec.multicolored = true))),
      },
      { ALT: () => ($.plainWhere(42, (w) => w === 'monocolored'), $.act(() => (prefixSpec.monocolored = true))) },
      // CR 205.4: "legendary", "snow", and without them "nonlegendary", "nonsnow".
      ...(['Legendary', 'Snow'] as const).flatMap((supertype, k) => [
        {
          ALT: () => (
            $.plainWhere(43 + k, (w) => w === supertype.toLowerCase()),
            $.act(() => (prefixSpec.supertype = supertype))
          ),
        },
        {
          ALT: () => (
            $.plainWhere(45 + k, (w) => w === `non${supertype.toLowerCase()}`),
            $.act(() => (prefixSpec.notSupertype = supertype))
          ),
        },
      ]),
      {
        // "non-Human", "non-Angel, non-Demon creature": without those subtypes (read once however often
        // backtracking runs it).
        ALT: () => {
          const w = $.plainWhere(47, (t) => t.startsWith('non-') && isSubtypeWord(t.slice(4))).image
          $.act(() => {
            const not = prefixSpec.notSubtype?.split('|') ?? []
            const sub = w.slice(4).toLowerCase()
            if (!not.includes(sub)) prefixSpec.notSubtype = [...not, sub].join('|')
          })
        },
      },
      { ALT: () => ($.plainWhere(50, (w) => w === 'face-down'), $.act(() => (prefixSpec.faceDown = true))) },
      { ALT: () => ($.plainWhere(51, (w) => w === 'modified'), $.act(() => (prefixSpec.modified = true))) },
      { ALT: () => ($.plainWhere(52, (w) => w === 'historic'), $.act(() => (prefixSpec.historic = true))) },
      { ALT: () => ($.plainWhere(48, (w) => w === 'nonattacking'), $.act(() => (prefixSpec.notAttacking = true))) },
      { ALT: () => ($.CONSUME(word('noncreature')), $.act(() => (prefixSpec.notType = 'Creature'))) },
      { ALT: () => ($.CONSUME(word('nonartifact')), $.act(() => (prefixSpec.notType = 'Artifact'))) },
      {
        ALT: () => ($.plainWhere(49, (w) => w === 'nonenchantment'), $.act(() => (prefixSpec.notType = 'Enchantment'))),
      },
      ...(['white', 'blue', 'black', 'red', 'green'] as const).map((c) => ({
        ALT: () => {
          $.CONSUME(word(`non${c}`))
          // Read once however often backtracking runs it: a second colour only when it is another one.
          $.act(() =>
            prefixSpec.notColor && prefixSpec.notColor !== COLOR_WORDS[c]
              ? (prefixSpec.alsoNotColor = COLOR_WORDS[c])
              : (prefixSpec.notColor = COLOR_WORDS[c]),
          )
        },
      })),
      {
        ALT: () => {
          const c = $.SUBRULE($.rule('colorRule')) as Color
          $.act(() => (prefixSpec.color = c))
          // "a red or white permanent" (CR 105.2): either colour.
          $.optx(41, () => {
            $.consume(41, word('or'))
            const d = $.subrule(41, $.rule('colorRule') as never) as Color
            $.act(() => (prefixSpec.orColor = d))
          })
        },
      },
    ])
    $.RULE('nounPrefix', (spec: TargetSpec) => {
      prefixSpec = spec
      return prefixes()
    })
    const head = (plural: boolean): IOrAlt<TargetSpec['what']>[] => {
      const n = (w: string) => (plural ? (w.endsWith('y') ? w.slice(0, -1) + 'ies' : w + 's') : w)
      const typeWord = (k: number) =>
        $.orx(
          100 + k,
          PERMANENT_TYPE_WORDS.map((t) => ({ ALT: () => ($.consume(100 + k, word(n(t))), t) })),
        )
      return [
        ...(plural
          ? []
          : [
              {
                // "artifact, enchantment, or land" (CR 115.1: a permanent of any of these types); not before "with",
                // which would name the last type only ("… or creature with flying").
                ALT: () => {
                  const a = typeWord(0)
                  $.consume(100, Comma)
                  const b = typeWord(1)
                  $.optx(100, () => $.consume(101, Comma))
                  $.consume(102, word('or'))
                  const c = typeWord(2)
                  if (!this.RECORDING_PHASE && this.LA(1).tokenType === word('with'))
                    (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
                  const cap = (w: string) => (typeof w === 'string' && w ? w[0].toUpperCase() + w.slice(1) : w)
                  return `${a}|${cap(b)}|${cap(c)}` as TargetSpec['what']
                },
              },
            ]),
        { ALT: () => ($.ph(0, `${n('artifact')} or ${n('enchantment')}`), 'artifactOrEnchantment') },
        { ALT: () => ($.ph(1, `${n('creature')} or ${n('planeswalker')}`), 'creatureOrPlaneswalker') },
        { ALT: () => ($.ph(5, `${n('artifact')} or ${n('creature')}`), 'artifactOrCreature') },
        { ALT: () => ($.ph(2, `nonland ${n('permanent')}`), 'nonlandPermanent') },
        // "artifact creatures" (CR 509.1b: "can't be blocked by artifact creatures"): creatures that are artifacts.
        // Both forms in each list: the singular nouns are tried first, and "artifact" alone would take the plural's.
        // "creature or enchantment", "artifact or land": a permanent of either type (CR 115.1).
        {
          ALT: () => (
            $.ph(92, `${n('creature')} or ${n('enchantment')}`),
            'creature|Enchantment' as TargetSpec['what']
          ),
        },
        { ALT: () => ($.ph(93, `${n('artifact')} or ${n('land')}`), 'artifact|Land' as TargetSpec['what']) },
        { ALT: () => ($.ph(94, `${n('enchantment')} or ${n('land')}`), 'enchantment|Land' as TargetSpec['what']) },
        // "destroy all artifacts and enchantments", "all artifacts, creatures, and enchantments" (CR 115.1: either)
        ...(plural
          ? [
              { ALT: () => ($.ph(95, 'artifacts and enchantments'), 'artifact|Enchantment' as TargetSpec['what']) },
              { ALT: () => ($.ph(96, 'creatures and planeswalkers'), 'creature|Planeswalker' as TargetSpec['what']) },
              {
                ALT: () => (
                  $.ph(97, 'artifacts'),
                  $.consume(97, Comma),
                  $.ph(98, 'creatures'),
                  $.optx(97, () => $.consume(98, Comma)),
                  $.ph(99, 'and enchantments'),
                  'artifact|Creature|Enchantment' as TargetSpec['what']
                ),
              },
            ]
          : []),
        { ALT: () => ($.ph(90, 'artifact creatures'), 'artifactCreature' as TargetSpec['what']) },
        { ALT: () => ($.ph(91, 'artifact creature'), 'artifactCreature' as TargetSpec['what']) },
        { ALT: () => ($.CONSUME(word(n('creature'))), 'creature') },
        { ALT: () => ($.CONSUME(word(n('artifact'))), 'artifact') },
        { ALT: () => ($.CONSUME(word(n('enchantment'))), 'enchantment') },
        { ALT: () => ($.CONSUME(word(n('land'))), 'land') },
        { ALT: () => ($.CONSUME(word(n('permanent'))), 'permanent') },
        { ALT: () => ($.CONSUME(word(n('planeswalker'))), 'planeswalker') },
      ]
    }
    const heads = head(false)
    const headsPlural = head(true)
    // Built once, as the prefixes: the noun is `suffixSpec` (a suffix reads no other noun).
    let suffixSpec = {} as TargetSpec
    const suffixes = $.orRule(1, [
      { ALT: () => ($.ph(3, 'you control'), $.act(() => (suffixSpec.youControl = true))) },
      {
        // "with a +1/+1 counter on it" (CR 122.1).
        ALT: () => {
          $.ph(120, 'with a')
          const counter = $.consume(120, PT).image
          $.ph(121, 'counter on it')
          $.act(() => (suffixSpec.withCounter = counter))
        },
      },
      { ALT: () => ($.ph(4, 'an opponent controls'), $.act(() => (suffixSpec.opponentControls = true))) },
      {
        // "creatures of the chosen type / color" (CR 614.12): what the source's controller chose as it entered.
        ALT: () => {
          $.ph(122, 'of the chosen')
          $.orx(122, [
            { ALT: () => ($.plainWhere(122, (w) => w === 'type'), $.act(() => (suffixSpec.chosenType = true))) },
            { ALT: () => ($.consume(122, word('color')), $.act(() => (suffixSpec.chosenColor = true))) },
          ])
        },
      },
      { ALT: () => ($.ph(5, "you don't control"), $.act(() => (suffixSpec.opponentControls = true))) },
      { ALT: () => ($.ph(6, 'your opponents control'), $.act(() => (suffixSpec.opponentControls = true))) },
      // CR 506.2: "target creature defending player controls" (the player the source attacks).
      { ALT: () => ($.ph(80, 'defending player controls'), $.act(() => (suffixSpec.defendingControls = true))) },
      // "target creature blocking it / blocking ~" (CR 509.1g): a creature blocking the source.
      {
        ALT: () => (
          $.consume(81, word('blocking')),
          $.orx(81, [{ ALT: () => $.consume(82, word('it')) }, { ALT: () => $.consume(83, Tilde) }]),
          $.act(() => (suffixSpec.blockingSource = true))
        ),
      },
      {
        ALT: () => {
          $.CONSUME(word('with'))
          const k = $.SUBRULE($.rule('keywordRule')) as string
          $.act(() => (suffixSpec.withKeyword = k))
        },
      },
      {
        ALT: () => {
          $.CONSUME(word('without'))
          const k = $.SUBRULE1($.rule('keywordRule')) as string
          $.act(() => (suffixSpec.withoutKeyword = k))
        },
      },
      {
        // "with toughness 4 or greater / 2 or less" (CR 208.1).
        ALT: () => {
          $.ph(50, 'with toughness')
          const n = $.CONSUME3(Num).image
          const greater = $.orx(50, [
            { ALT: () => ($.ph(51, 'or less'), false) },
            { ALT: () => ($.ph(52, 'or greater'), true) },
          ])
          $.act(() => (greater ? (suffixSpec.minToughness = Number(n)) : (suffixSpec.maxToughness = Number(n))))
        },
      },
      {
        ALT: () => {
          $.ph(7, 'with power')
          const n = $.amount(1)
          const greater = $.orx(7, [
            { ALT: () => ($.ph(8, 'or less'), false) },
            { ALT: () => ($.ph(11, 'or greater'), true) },
          ])
          $.act(() =>
            greater ? (suffixSpec.minPower = Number(n) || 0) : (suffixSpec.maxPower = typeof n === 'number' ? n : 0),
          )
        },
      },
      {
        ALT: () => {
          $.ph(9, 'with mana value')
          const n = $.amount(2)
          $.ph(10, 'or less')
          $.act(() => (suffixSpec.maxManaValue = typeof n === 'number' ? n : 0))
        },
      },
    ])
    const suffix = (spec: TargetSpec) => {
      suffixSpec = spec
      return suffixes()
    }
    const permNoun = (plural: boolean) => () => {
      const spec = $.act(() => ({ what: 'permanent' }) as TargetSpec)
      $.manyx(0, () => {
        $.SUBRULE($.rule('nounPrefix') as never, { ARGS: [spec] } as never)
        $.optx(5, () => $.CONSUME(Comma)) // "target nonartifact, nonblack creature"
      })
      // A subtype before the noun ("Goblin creature"); a word that is none fails the noun (CR 205.3).
      const sub = $.optx(0, () => $.plainWhere(0, isSubtypeWord).image)
      const what = $.orx(2, plural ? headsPlural : heads) as TargetSpec['what']
      $.act(() => {
        spec.what = what
        if ((what as string) === 'artifactCreature') Object.assign(spec, { what: 'creature', alsoType: 'Artifact' })
        if (what.includes('|')) {
          const [first, ...rest] = what.split('|')
          Object.assign(spec, { what: 'permanent', anyType: [first[0].toUpperCase() + first.slice(1), ...rest] })
        }
        if (sub) spec.subtype = sub
      })
      $.manyx(1, () => suffix(spec))
      return spec
    }
    $.RULE('permNoun', permNoun(false))
    $.RULE('permNouns', permNoun(true))
    // A subtype on its own: "goblins you control", "elves".
    $.RULE('typeNouns', () => {
      const spec = $.act(() => ({ what: 'creature' }) as TargetSpec)
      // "other Elves", "another Giant" (not the source).
      $.optx(
        0,
        () => (
          $.orx(20, [{ ALT: () => $.CONSUME(word('other')) }, { ALT: () => $.consume(20, word('another')) }]),
          $.act(() => (spec.other = true))
        ),
      )
      const sub = $.plainWhere(0, isSubtypeWord).image
      // CR 205.3: the subtype's card type is the noun's ("Plains" are lands, "Equipment" artifacts); a spell's or
      // battle's subtype names no permanent.
      const what = this.RECORDING_PHASE ? null : subtypeNounWhat(sub)
      if (!this.RECORDING_PHASE && !what) (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      $.act(() => {
        spec.what = what!
        spec.subtype = sub
      })
      $.manyx(0, () => suffix(spec))
      return spec
    })
    $.RULE('cardNoun', () => {
      const spec = $.act(() => ({ what: 'card', zone: 'graveyard' }) as TargetSpec)
      // "target multicolored card from your graveyard" (CR 105.4), "target historic card" (CR 700.6).
      $.optx(3, () =>
        $.orx(3, [
          { ALT: () => ($.plainWhere(2, (w) => w === 'multicolored'), $.act(() => (spec.multicolored = true))) },
          { ALT: () => ($.plainWhere(3, (w) => w === 'historic'), $.act(() => (spec.historic = true))) },
        ]),
      )
      const type = $.optx(0, () =>
        $.orx(0, [
          { ALT: () => ($.ph(0, 'instant or sorcery'), 'Instant|Sorcery') },
          { ALT: () => ($.ph(1, 'artifact or creature'), 'Artifact|Creature') },
          { ALT: () => ($.CONSUME(word('creature')), 'Creature') },
          { ALT: () => ($.CONSUME(word('artifact')), 'Artifact') },
          { ALT: () => ($.CONSUME(word('enchantment')), 'Enchantment') },
          { ALT: () => ($.CONSUME(word('land')), 'Land') },
          { ALT: () => ($.CONSUME(word('instant')), 'Instant') },
          { ALT: () => ($.CONSUME(word('sorcery')), 'Sorcery') },
          { ALT: () => ($.CONSUME(word('permanent')), 'Permanent') },
          { ALT: () => ($.CONSUME(word('nonland')), 'Nonland') },
        ]),
      )
      // "target Spirit card with mana value 3 or less from your graveyard" (soulshift, CR 702.46a).
      const sub = $.optx(1, () => $.plainWhere(0, isSubtypeWord).image)
      // "two target creature cards from your graveyard" (the plural after a count).
      $.orx(2, [{ ALT: () => $.CONSUME(word('card')) }, { ALT: () => $.CONSUME(word('cards')) }])
      const mv = $.optx(2, () => {
        $.ph(4, 'with mana value')
        const n = $.amount(0)
        $.ph(5, 'or less')
        return n
      })
      $.CONSUME(word('from'))
      $.orx(1, [
        { ALT: () => ($.ph(2, 'your graveyard'), $.act(() => (spec.yours = true))) },
        { ALT: () => $.ph(3, 'a graveyard') },
        // "target creature card from an opponent's graveyard" (CR 115.1): one an opponent owns.
        { ALT: () => ($.ph(6, "an opponent's graveyard"), $.act(() => (spec.opponents = true))) },
      ])
      $.act(() => {
        if (type) spec.cardType = type
        if (sub) spec.subtype = sub
        if (mv !== undefined) spec.maxManaValue = typeof mv === 'number' ? mv : 0
      })
      return spec
    })
    // CR 601.2d: "divided as you choose among one or two targets / one, two, or three target creatures".
    const dividedCount = $.orRule(0, [
      { ALT: () => ($.ph(0, 'one or two'), 2) },
      {
        ALT: () => {
          $.CONSUME1(word('one'))
          $.CONSUME(Comma)
          $.CONSUME1(word('two'))
          $.optx(0, () => $.CONSUME1(Comma))
          $.CONSUME1(word('or'))
          $.CONSUME(word('three'))
          return 3
        },
      },
      { ALT: () => ($.CONSUME2(word('two')), 2) },
      { ALT: () => ($.ph(9, 'any number of'), 0) },
    ])
    const dividedSpec = $.orRule(1, [
      { ALT: () => ($.CONSUME(word('targets')), { what: 'any' }) as TargetSpec },
      { ALT: () => ($.CONSUME(word('target')), $.noun(0)) },
    ])
    $.RULE('dividedTargetsRule', () => {
      const count = dividedCount()
      const spec = dividedSpec()
      return { count, spec }
    })
    // The three helpers below are each called at two places in targetRule: the second passes o = 100, so that each
    // place has its own choice points (a shared occurrence index would share one lookahead).
    // "instant", "artifact or enchantment" before "spell" (CR 205.2).
    const spellType = (spec: TargetSpec, o: number) => {
      const first = $.orx(
        35 + o,
        SPELL_TYPES.map((w) => ({ ALT: () => ($.consume(36 + o, word(w)), w) })),
      )
      const second = $.optx(36 + o, () => {
        $.CONSUME7(word('or'))
        return $.orx(
          37 + o,
          SPELL_TYPES.map((w) => ({ ALT: () => ($.consume(38 + o, word(w)), w) })),
        )
      })
      $.act(() => {
        const cap = (w: string) => w[0].toUpperCase() + w.slice(1)
        spec.cardType = second ? `${cap(first)}|${cap(second)}` : cap(first)
      })
    }
    // "… spell with mana value 2 or less / 4 or greater" (CR 202.3).
    const spellManaValue = (spec: TargetSpec, o: number) =>
      $.optx(38 + o, () => {
        $.ph(42 + o, 'with mana value')
        const n = $.CONSUME2(Num).image
        const greater = $.orx(39 + o, [
          { ALT: () => ($.ph(43 + o, 'or less'), false) },
          { ALT: () => ($.ph(44 + o, 'or greater'), true) },
        ])
        $.act(() => (greater ? (spec.minManaValue = Number(n)) : (spec.maxManaValue = Number(n))))
      })
    // "… spell that targets you / a creature / a permanent you control / you or a permanent you control" (CR 115.7).
    const spellThatTargets = (spec: TargetSpec, o: number) =>
      $.optx(45 + o, () => {
        $.consume(45 + o, word('that'))
        $.consume(46 + o, word('targets'))
        const aNoun = (i: number) => {
          $.orx(i, [{ ALT: () => $.consume(49 + o, word('a')) }, { ALT: () => $.consume(50 + o, word('an')) }])
          return $.subrule(60, $.rule('nounRule') as never) as TargetSpec
        }
        const t = $.orx<NonNullable<TargetSpec['thatTargets']>>(46 + o, [
          {
            ALT: () => {
              $.consume(47 + o, word('you'))
              const also = $.optx(47 + o, () => ($.consume(48 + o, word('or')), aNoun(49 + o)))
              return $.act(() => ({ you: true as const, ...(also ? { spec: also } : {}) }))
            },
          },
          { ALT: () => ({ spec: aNoun(48 + o) }) },
        ])
        $.act(() => (spec.thatTargets = t))
      })
    // What follows "target" (built once, as each rule below that is one choice).
    const targetKinds = $.orRule(1, [
      { ALT: () => ($.ph(1, 'creature or player'), { what: 'any' }) as TargetSpec },
      { ALT: () => ($.ph(2, 'player or planeswalker'), { what: 'playerOrPlaneswalker' }) as TargetSpec },
      { ALT: () => ($.CONSUME(word('player')), { what: 'player' }) as TargetSpec },
      { ALT: () => ($.ph(6, 'opponent or planeswalker'), { what: 'opponentOrPlaneswalker' }) as TargetSpec },
      { ALT: () => ($.CONSUME(word('opponent')), { what: 'opponent' }) as TargetSpec },
      {
        // "target spell [with mana value 2 or less / 4 or greater]" (CR 202.3).
        ALT: () => {
          $.CONSUME(word('spell'))
          const spec = $.act(() => ({ what: 'spell' }) as TargetSpec)
          spellManaValue(spec, 0)
          spellThatTargets(spec, 0)
          return spec
        },
      },
      {
        // "target red spell", "target instant spell", "target nonblue spell" (CR 115.1, 105.2, 205.2), "target red or
        // green spell", "target blue instant spell", "target artifact or enchantment spell", "target multicolored
        // spell" (CR 105.4), "target colorless spell".
        ALT: () => {
          const spec = $.act(() => ({ what: 'spell' }) as TargetSpec)
          $.orx(9, [
            {
              ALT: () => {
                const c = $.SUBRULE1($.rule('colorRule')) as Color
                $.act(() => (spec.color = c))
                $.optx(31, () => {
                  $.CONSUME5(word('or'))
                  const d = $.SUBRULE2($.rule('colorRule')) as Color
                  $.act(() => (spec.orColor = d))
                })
                $.optx(32, () => spellType(spec, 0))
              },
            },
            { ALT: () => ($.plainWhere(41, (w) => w === 'multicolored'), $.act(() => (spec.multicolored = true))) },
            { ALT: () => ($.CONSUME(word('colorless')), $.act(() => (spec.colorless = true))) },
            {
              // "target artifact or enchantment spell", "target creature or sorcery spell".
              ALT: () => {
                $.CONSUME(word('creature'))
                $.CONSUME6(word('or'))
                const t = $.orx(
                  33,
                  SPELL_TYPES.map((w) => ({ ALT: () => ($.consume(34, word(w)), w) })),
                )
                $.act(() => (spec.cardType = `Creature|${t[0].toUpperCase()}${t.slice(1)}`))
              },
            },
            ...(['white', 'blue', 'black', 'red', 'green'] as const).map((c) => ({
              ALT: () => ($.CONSUME1(word(`non${c}`)), $.act(() => (spec.notColor = COLOR_WORDS[c]))),
            })),
            {
              ALT: () => ($.ph(8, 'creature or planeswalker'), $.act(() => (spec.cardType = 'Creature|Planeswalker'))),
            },
            { ALT: () => spellType(spec, 100) },
          ])
          $.CONSUME1(word('spell'))
          spellManaValue(spec, 100)
          spellThatTargets(spec, 100)
          return spec
        },
      },
      { ALT: () => ($.ph(3, 'creature spell'), { what: 'creatureSpell' }) as TargetSpec },
      { ALT: () => ($.ph(4, 'noncreature spell'), { what: 'noncreatureSpell' }) as TargetSpec },
      { ALT: () => ($.ph(5, 'instant or sorcery spell'), { what: 'instantOrSorcerySpell' }) as TargetSpec },
      { ALT: () => $.SUBRULE($.rule('cardNoun')) as TargetSpec },
      { ALT: () => $.SUBRULE($.rule('permNoun')) as TargetSpec },
      {
        // A subtype on its own (CR 205.3): "target Forest", "another target Elf".
        ALT: () => {
          const sub = $.CONSUME(Plain).image
          const what = this.RECORDING_PHASE ? null : subtypeNounKind(sub)
          if (!this.RECORDING_PHASE && !what)
            (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
          return $.act(() => ({ what: what!, subtype: sub })) as TargetSpec
        },
      },
    ])
    $.RULE(
      'targetRule',
      $.orRule(0, [
        { ALT: () => ($.ph(0, 'any target'), { what: 'any' }) as TargetSpec },
        {
          ALT: () => {
            const another = $.optx(0, () => $.CONSUME(word('another')))
            $.CONSUME(word('target'))
            const spec = targetKinds()
            $.act(() => another && (spec.other = true))
            return spec
          },
        },
        // "… and 1 damage to another target" (Arc Trail): any target but one chosen before (CR 601.2c).
        { ALT: () => ($.ph(7, 'another target'), { what: 'any', other: true }) as TargetSpec },
        // "… deals 2 damage to any other target" (Bond of Passion): not one chosen before (CR 601.2c).
        { ALT: () => ($.ph(8, 'any other target'), { what: 'any', other: true }) as TargetSpec },
      ]),
    )
    // A target phrase read on its own (a spell line whose effect isn't read, compile.ts spellTargets): its targets,
    // and how many of them "up to N" lets the player leave out (CR 601.2c).
    const phraseCount = $.orRule(2, [
      { ALT: () => ($.CONSUME2(word('two')), 2) },
      { ALT: () => ($.CONSUME2(word('three')), 3) },
      { ALT: () => ($.CONSUME2(word('four')), 4) },
    ])
    $.RULE(
      'targetPhrase',
      $.orRule(3, [
        { ALT: () => ({ specs: [$.SUBRULE($.rule('targetRule')) as TargetSpec], upTo: 0 }) },
        {
          // "target player's graveyard", "target creature's controller": the target is the player or creature.
          ALT: () => {
            $.CONSUME3(word('target'))
            const what = $.orx(10, [
              { ALT: () => ($.CONSUME(word("player's")), 'player') },
              { ALT: () => ($.CONSUME(word("opponent's")), 'opponent') },
              { ALT: () => ($.CONSUME(word("creature's")), 'creature') },
            ]) as TargetSpec['what']
            return $.act(() => ({ specs: [{ what }], upTo: 0 }))
          },
        },
        {
          // "two target creatures" (CR 115.1), "up to two target creatures" (CR 601.2c).
          ALT: () => {
            const upTo = $.optx(11, () => ($.ph(41, 'up to'), true))
            const count = $.orx(11, [{ ALT: () => phraseCount() }, { ALT: () => ($.CONSUME3(word('one')), 1) }])
            $.CONSUME4(word('target'))
            const spec = $.orx(12, [
              { ALT: () => $.SUBRULE6($.rule('cardNoun')) as TargetSpec },
              { ALT: () => $.SUBRULE4($.rule('permNouns')) as TargetSpec },
              { ALT: () => $.SUBRULE5($.rule('permNoun')) as TargetSpec },
            ])
            return $.act(() => {
              // "one target" only after "up to"; the plural only after a count above one.
              if (!this.RECORDING_PHASE && count === 1 && upTo === undefined) return null
              return { specs: Array.from({ length: count }, () => ({ ...spec })), upTo: upTo === undefined ? 0 : count }
            })
          },
        },
      ]),
    )
    $.RULE(
      'nounRule',
      $.orRule(0, [
        { ALT: () => $.SUBRULE($.rule('permNoun')) as TargetSpec },
        { ALT: () => $.SUBRULE($.rule('permNouns')) as TargetSpec },
        { ALT: () => $.SUBRULE($.rule('typeNouns')) as TargetSpec },
      ]),
    )
    $.RULE(
      'subjectRule',
      $.orRule(0, [
        { ALT: () => ($.CONSUME(Tilde), 'self' as Subject) },
        {
          // "It" after a target permanent names that target ("Target creature gets +2/+2 until end of turn. It gains
          // flying until end of turn.", CR 608.2c); otherwise the source.
          ALT: () => {
            $.CONSUME(word('it'))
            // After a target card ("target creature card from your graveyard"), "it" is the new object that card
            // became (CR 400.7), which no subject names yet: not read.
            if (!this.RECORDING_PHASE && this.cardTargetBefore())
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(() => this.itSubject()) as Subject
          },
        },
        {
          // "that creature" in a combat trigger (CR 509.3): the other creature of its event; not after a target.
          ALT: () => {
            $.ph(40, 'that creature')
            if (!this.RECORDING_PHASE && this.targetReadBefore())
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return 'that' as Subject
          },
        },
        {
          // "Untap that creature", "that permanent": the target permanent named before (CR 608.2c).
          ALT: () => {
            $.CONSUME3(word('that'))
            $.orx(
              43,
              THAT_NOUNS.map((w) => ({ ALT: () => $.consume(44, word(w)) })),
            )
            if (!this.RECORDING_PHASE && !this.targetChosenBefore())
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(() => ({ target: this.collected.length - 1 }) as Subject)
          },
        },
        {
          // The permanent the source is attached to (CR 303.4e, 301.5): "tap enchanted creature".
          ALT: () => {
            const via = $.orx(5, [
              { ALT: () => ($.CONSUME(word('enchanted')), 'enchanted' as const) },
              { ALT: () => ($.CONSUME(word('equipped')), 'equipped' as const) },
            ])
            $.CONSUME5(word('creature'))
            return { all: { what: 'creature', host: via } } as Subject
          },
        },
        { ALT: () => ({ target: $.target(0) }) as Subject },
        {
          // "two target lands" (CR 115.1): that many targets of one kind.
          ALT: () => {
            const count = $.orx(6, [
              { ALT: () => ($.CONSUME(word('two')), 2) },
              { ALT: () => ($.CONSUME(word('three')), 3) },
            ])
            $.CONSUME(word('target'))
            const spec = $.orx(9, [
              { ALT: () => $.SUBRULE1($.rule('permNouns')) as TargetSpec },
              { ALT: () => $.SUBRULE5($.rule('cardNoun')) as TargetSpec },
            ])
            return $.act(() => ({ target: this.pushTargets(spec, count), count })) as Subject
          },
        },
        {
          // "up to two target creatures", "up to one target creature" (CR 601.2c: from none to that many).
          ALT: () => {
            $.ph(31, 'up to')
            const count = $.orx(7, [
              { ALT: () => ($.CONSUME1(word('one')), 1) },
              { ALT: () => ($.CONSUME1(word('two')), 2) },
              { ALT: () => ($.CONSUME1(word('three')), 3) },
              { ALT: () => ($.CONSUME(word('four')), 4) },
            ])
            $.CONSUME1(word('target'))
            const spec = $.orx(8, [
              { ALT: () => $.SUBRULE4($.rule('cardNoun')) as TargetSpec },
              { ALT: () => $.SUBRULE2($.rule('permNouns')) as TargetSpec },
              { ALT: () => $.SUBRULE3($.rule('permNoun')) as TargetSpec },
            ])
            return $.act(() => {
              const first = this.pushTargets(spec, count)
              if (!(this as unknown as { isBackTracking(): boolean }).isBackTracking()) this.upTo = { first, count }
              return { target: first, count, upTo: true }
            }) as Subject
          },
        },
        {
          ALT: () => {
            $.orx(1, [{ ALT: () => $.CONSUME(word('each')) }, { ALT: () => $.CONSUME(word('all')) }])
            const all = $.noun(1)
            $.act(() => (this.lastAll = all))
            return { all } as Subject
          },
        },
        {
          // "Those creatures": the ones an earlier "each …" named (CR 608.2c; read again as it applies).
          ALT: () => {
            $.ph(30, 'those creatures')
            if (!this.RECORDING_PHASE && !this.lastAll)
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(() => ({ all: { ...this.lastAll! } })) as Subject
          },
        },
        { ALT: () => ({ all: $.SUBRULE($.rule('permNouns')) as TargetSpec }) as Subject },
        { ALT: () => ({ all: $.SUBRULE($.rule('typeNouns')) as TargetSpec }) as Subject },
      ]),
    )
    $.RULE(
      'whoRule',
      $.orRule(0, [
        { ALT: () => ($.CONSUME(word('you')), 'you' as Who) },
        { ALT: () => ($.ph(0, 'each opponent'), 'opponents' as Who) },
        { ALT: () => ($.ph(1, 'each player'), 'players' as Who) },
        { ALT: () => ($.ph(2, 'target player'), $.act(() => this.pushTarget({ what: 'player' })) as Who) },
        { ALT: () => ($.ph(3, 'target opponent'), $.act(() => this.pushTarget({ what: 'opponent' })) as Who) },
        { ALT: () => ($.ph(8, 'defending player'), 'defending' as Who) }, // CR 506.2
        {
          // "That player (or that planeswalker's controller)": the last target read (CR 608.2c).
          ALT: () => {
            $.ph(4, 'that player')
            $.optx(0, () => $.ph(5, "or that planeswalker's controller"))
            if (!this.RECORDING_PHASE && !this.targetReadBefore())
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(() => ({ target: this.collected.length - 1, that: true })) as Who
          },
        },
        {
          // "Its controller" after a target (Swords to Plowshares): that target's controller (CR 608.2c).
          ALT: () => {
            $.ph(7, 'its controller')
            if (!this.RECORDING_PHASE && !this.targetReadBefore())
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(() => ({ controllerOf: this.collected.length - 1 })) as Who
          },
        },
        // "That player" with no target before: the player of the trigger's event ("deals combat damage to a player").
        { ALT: () => ($.ph(6, 'that player'), { target: -1, that: true }) as Who },
      ]),
    )
  }

  lastTarget(): number {
    return this.collected.length - 1
  }

  /** "It": the last target read in this line when that is a permanent (CR 608.2c), else the source. */
  private itSubject(): Subject {
    const last = this.collected.length - 1
    const spec = this.collected[last]
    if (last < 0 || !spec || !this.targetReadBefore() || !PERMANENT_TARGETS.has(spec.what) || spec.zone) return 'self'
    return { target: last }
  }

  /** Records `count` targets of one kind; returns the first one's index. */
  private pushTargets(spec: TargetSpec, count: number): number {
    if ((this as unknown as { isBackTracking(): boolean }).isBackTracking()) return 0
    const first = this.collected.length
    for (let k = 0; k < count; k++) this.collected.push(k ? { ...spec, sameWord: true } : { ...spec })
    return first
  }

  /** The last target named before is a card ("target creature card …"), read from the tokens. */
  private cardTargetBefore(): boolean {
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
  private targetChosenBefore(): boolean {
    const self = this as unknown as { input: IToken[]; currIdx: number }
    const target = word('target')
    const the = word('the')
    for (let k = 0; k <= self.currIdx && k < self.input.length; k++)
      if (self.input[k].tokenType === target && (k === 0 || self.input[k - 1].tokenType !== the)) return true
    return false
  }

  /** A target was named earlier in the line (read from the tokens: backtracking doesn't record targets). */
  private targetReadBefore(): boolean {
    const self = this as unknown as { input: IToken[]; currIdx: number }
    const target = word('target')
    for (let k = 0; k <= self.currIdx && k < self.input.length; k++) if (self.input[k].tokenType === target) return true
    return false
  }

  private pushTarget(spec: TargetSpec): Who {
    if ((this as unknown as { isBackTracking(): boolean }).isBackTracking()) return { target: 0 }
    this.collected.push(spec)
    return { target: this.collected.length - 1 }
  }
  addTarget(spec: TargetSpec): number {
    return (this.pushTarget(spec) as { target: number }).target
  }

  // ---- lines ----
  private lineRules(): void {
    const $ = this
    $.RULE('clauseList', () => {
      const out: Effect[] = [$.SUBRULE($.rule('effect')) as Effect]
      $.manyx(0, () => {
        $.orx(0, [
          {
            ALT: () => (
              $.CONSUME(Comma),
              $.optx(0, () => $.orx(1, [{ ALT: () => $.CONSUME(word('then')) }, { ALT: () => $.CONSUME(word('and')) }]))
            ),
          },
          { ALT: () => $.CONSUME1(word('and')) },
          { ALT: () => $.CONSUME1(word('then')) },
        ])
        $.add(out, $.SUBRULE1($.rule('effect')) as Effect)
      })
      // "destroy that creature at end of combat" (CR 603.7): a delayed ability for this combat's end.
      const later = $.optx(7, () => ($.ph(70, 'at end of combat'), true))
      return later ? $.act(() => [{ kind: 'delayed', step: 'endCombat', effects: out }] as Effect[]) : out
    })
    // "You may X. If you do, Y." and plain sentences.
    $.RULE(
      'sentence',
      $.orRule(0, [
        {
          ALT: () => {
            // CR 702.33d: "If this spell was kicked, …" (with "… instead": replaces the sentence before).
            $.CONSUME(word('if'))
            $.CONSUME(Tilde)
            $.ph(3, 'was kicked')
            $.CONSUME4(Comma)
            const pair = $.orx(3, [
              {
                // "it deals 4 damage instead": the damage sentence before, with a new amount (target -1: the same).
                ALT: () => {
                  $.orx(4, [{ ALT: () => $.CONSUME1(Tilde) }, { ALT: () => $.CONSUME(word('it')) }])
                  $.CONSUME(word('deals'))
                  const amount = $.amount(5)
                  $.ph(5, 'damage instead')
                  return [[{ kind: 'damage', amount, target: -1 }], true] as [Effect[], boolean]
                },
              },
              {
                ALT: () => {
                  const effects = $.SUBRULE3($.rule('clauseList')) as Effect[]
                  const instead = $.optx(3, () => ($.CONSUME(word('instead')), true))
                  return [effects, !!instead] as [Effect[], boolean]
                },
              },
            ])
            const [effects, instead] = Array.isArray(pair) ? pair : [[], false] // not an array while recording
            $.optx(4, () => $.CONSUME3(Period))
            return [{ kind: 'ifKicked', effects, ...(instead ? { instead: true } : {}) }] as Effect[]
          },
        },
        {
          // CR 608.2c: "If you control two or more Gates, …", "If a creature died this turn, …" (text/conditions.ts).
          ALT: () => {
            $.CONSUME1(word('if'))
            const condition = $.SUBRULE1($.rule('condition')) as Condition
            if (!this.RECORDING_PHASE && !judgedOnResolution(condition))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            $.CONSUME6(Comma)
            // "If …, instead search …" (Traverse the Ulvenwald): replaces the sentence before.
            const instead = $.optx(10, () => ($.CONSUME4(word('instead')), true))
            // A whole sentence: "…, you may draw a card. If you do, discard a card." (Force Away).
            const effects = $.SUBRULE4($.rule('sentence')) as Effect[]
            return [{ kind: 'ifCondition', condition, effects, ...(instead ? { instead: true } : {}) }] as Effect[]
          },
        },
        {
          ALT: () => {
            $.ph(0, 'you may')
            const effects = $.SUBRULE($.rule('clauseList')) as Effect[]
            $.CONSUME(Period)
            const ifYouDo = $.optx(0, () => {
              $.ph(1, 'if you do')
              $.CONSUME(Comma)
              const then = $.SUBRULE1($.rule('clauseList')) as Effect[]
              $.optx(1, () => $.CONSUME1(Period))
              return then
            })
            return [{ kind: 'may', effects, ...(ifYouDo ? { ifYouDo } : {}) }] as Effect[]
          },
        },
        {
          ALT: () => {
            const effects = $.SUBRULE2($.rule('clauseList')) as Effect[]
            // CR 107.3: "…, where X is the number of Elves on the battlefield": X is that count as it resolves.
            const x = $.optx(5, () => ($.CONSUME5(Comma), $.ph(6, 'where x is'), $.count(0)))
            // "you gain 1 life for each creature you control" (CR 107.3): the sentence's numbers, that many times.
            const per = $.optx(12, () => ($.ph(12, 'for each'), $.forEach(0)))
            // CR 608.2c: "Draw a card if …"; "You gain 10 life instead if …" (replaces the sentence before).
            const cond = $.optx(7, () => {
              const instead = $.optx(8, () => ($.CONSUME1(word('instead')), true))
              $.CONSUME2(word('if'))
              const c = $.SUBRULE2($.rule('condition')) as Condition
              if (!this.RECORDING_PHASE && !judgedOnResolution(c))
                (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
              return { c, instead: !!instead }
            })
            $.optx(2, () => $.CONSUME2(Period))
            const read = x ? $.act(() => withCount(effects, x)) : effects
            const out = per
              ? $.act(
                  () =>
                    perEach(read, per) ?? (this as unknown as { raiseNoAltException(): never }).raiseNoAltException(),
                )
              : read
            if (!cond) return out
            return [
              { kind: 'ifCondition', condition: cond.c, effects: out, ...(cond.instead ? { instead: true } : {}) },
            ] as Effect[]
          },
        },
        {
          // "Morbid — ~ deals 5 damage instead if a creature died this turn." (the damage sentence before's target).
          ALT: () => {
            $.orx(7, [{ ALT: () => $.CONSUME2(Tilde) }, { ALT: () => $.CONSUME1(word('it')) }])
            $.CONSUME1(word('deals'))
            const amount = $.amount(7)
            $.ph(8, 'damage instead')
            $.CONSUME3(word('if'))
            const c = $.SUBRULE3($.rule('condition')) as Condition
            if (!this.RECORDING_PHASE && !judgedOnResolution(c))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            $.optx(9, () => $.CONSUME7(Period))
            const effects = [{ kind: 'damage', amount, target: -1 }] as Effect[]
            return [{ kind: 'ifCondition', condition: c, effects, instead: true }] as Effect[]
          },
        },
      ]),
    )
    $.RULE('effects', () => {
      $.act(() => {
        if ((this as unknown as { isBackTracking(): boolean }).isBackTracking()) return
        this.collected = []
        this.divided = false
        this.upTo = null
        this.lastAll = null
      })
      const effects: Effect[] = []
      $.AT_LEAST_ONE(() => {
        const e = $.SUBRULE($.rule('sentence')) as Effect[]
        $.act(() => effects.push(...e))
      })
      return $.act(() => ({
        effects,
        targets: this.collected,
        ...(this.divided ? { divide: true } : {}),
        ...(this.upTo ? { upTo: this.upTo } : {}),
      }))
    })
    // CR 602.2b, 118.3: costs that tap other permanents, remove counters, discard typed cards, exile cards from the
    // graveyard or return the source to the hand (engine/actions/costs.ts pays them).
    const other = (cost: ParsedCost, more: OtherCosts) => $.act(() => (cost.other = { ...cost.other, ...more }))
    const count = (n: Amount) => (typeof n === 'number' ? n : 0)
    const subtypeKindOf = (w: string) =>
      [w, w.replace(/s$/, ''), w.replace(/es$/, ''), w.replace(/ves$/, 'f')].map(subtypeNounKind).find((k) => k) ?? null
    $.RULE('otherCostPart', (cost: ParsedCost) =>
      $.orx(0, [
        {
          // "Tap an untapped creature you control", "Tap two untapped Wizards you control".
          ALT: () => {
            $.consume(0, word('tap'))
            const n = $.amount(0)
            const spec = $.orx(4, [
              { ALT: () => $.noun(1) },
              {
                // "Tap two untapped Wizards you control": a subtype on its own (CR 205.3).
                ALT: () => {
                  $.consume(16, word('untapped'))
                  const sub = $.tokWhere(17, Plain, (w) => this.RECORDING_PHASE || subtypeKindOf(w) !== null).image
                  $.ph(1, 'you control')
                  return $.act(
                    () =>
                      ({
                        what: subtypeKindOf(sub) ?? 'creature',
                        subtype: sub,
                        untapped: true,
                        youControl: true,
                      }) as TargetSpec,
                  )
                },
              },
            ])
            $.act(() => {
              // "snow" is a supertype, not a subtype the noun can match.
              const ok = spec.untapped && spec.youControl && spec.what !== 'player' && spec.subtype !== 'snow'
              other(cost, { tapUntapped: { spec, count: ok ? count(n) : 0 } })
            })
          },
        },
        {
          // "Remove a +1/+1 counter from ~", "Remove three quest counters from ~".
          ALT: () => {
            $.plainWhere(1, (w) => w === 'remove')
            const n = $.amount(2)
            const counter = $.orx(5, [
              { ALT: () => $.subrule(3, $.rule('counterKind') as never) as string },
              { ALT: () => ($.consume(18, word('indestructible')), 'indestructible') },
            ])
            $.orx(1, [{ ALT: () => $.consume(2, word('counter')) }, { ALT: () => $.consume(3, word('counters')) }])
            $.consume(4, word('from'))
            $.consume(5, Tilde)
            // "Remove three quest counters from ~ and sacrifice it" (the Expeditions and Quests).
            const sacrifice = $.optx(1, () => ($.ph(2, 'and sacrifice it'), true))
            other(cost, { removeCounters: { counter, count: count(n) } })
            if (sacrifice) $.act(() => (cost.sacrificeSelf = true))
          },
        },
        {
          // "Discard two cards", "Discard a creature card".
          ALT: () => {
            $.consume(6, word('discard'))
            const n = $.amount(4)
            const type = $.optx(0, () =>
              $.orx(2, [
                { ALT: () => ($.consume(7, word('creature')), 'Creature') },
                { ALT: () => ($.consume(8, word('land')), 'Land') },
                { ALT: () => ($.consume(9, word('artifact')), 'Artifact') },
                { ALT: () => ($.consume(10, word('enchantment')), 'Enchantment') },
              ]),
            )
            $.orx(3, [{ ALT: () => $.consume(11, word('card')) }, { ALT: () => $.consume(12, word('cards')) }])
            other(cost, { discard: { count: count(n), ...(type ? { cardType: type } : {}) } })
          },
        },
        {
          // "Exile a creature card from your graveyard", "Exile two cards from your graveyard".
          ALT: () => {
            $.consume(13, word('exile'))
            const n = $.amount(5)
            const spec = $.subrule(6, $.rule('cardNoun') as never) as TargetSpec
            $.act(() => other(cost, { exileFromGraveyard: { spec, count: spec.yours ? count(n) : 0 } }))
          },
        },
        {
          // "Return ~ to its owner's hand".
          ALT: () => {
            $.consume(14, word('return'))
            $.consume(15, Tilde)
            $.ph(0, "to its owner's hand")
            other(cost, { returnSelf: true })
          },
        },
        // "Discard your hand" (CR 701.8).
        { ALT: () => ($.ph(3, 'discard your hand'), other(cost, { discardHand: true })) },
        {
          // "Exile the top card of your library", "Exile the top ten cards of your library".
          ALT: () => {
            $.ph(4, 'exile the top')
            const n = $.optx(2, () => $.amount(7))
            $.orx(6, [{ ALT: () => $.consume(19, word('card')) }, { ALT: () => $.consume(20, word('cards')) }])
            $.ph(5, 'of your library')
            other(cost, { exileTop: n === undefined ? 1 : count(n) })
          },
        },
      ]),
    )
    $.RULE('costPart', (cost: ParsedCost) =>
      $.orx(0, [
        {
          ALT: () => {
            $.AT_LEAST_ONE(() => {
              const m = $.CONSUME(Mana).image
              $.act(() => {
                if (m === '{t}') cost.tap = true
                else if (m === '{q}') cost.untap = true
              })
              if (m !== '{t}' && m !== '{q}') $.add(cost?.parts, m)
            })
          },
        },
        { ALT: () => ($.CONSUME(word('sacrifice')), $.CONSUME(Tilde), $.act(() => (cost.sacrificeSelf = true))) },
        {
          ALT: () => {
            $.CONSUME1(word('sacrifice'))
            const other = $.orx<boolean | Amount>(1, [
              { ALT: () => ($.CONSUME(word('a')), false) },
              { ALT: () => ($.CONSUME(word('an')), false) },
              { ALT: () => ($.CONSUME(word('another')), true) },
              { ALT: () => $.amount(3) }, // "sacrifice two creatures"
            ])
            const spec = $.noun(0)
            $.act(() => {
              cost.sacrifice = other === true ? { ...spec, other: true } : spec
              if (typeof other === 'number' && other > 1) cost.sacrificeCount = other
              if (other === 'X') cost.sacrificeCount = 0 // "sacrifice X creatures": by hand
            })
          },
        },
        { ALT: () => ($.CONSUME(word('discard')), $.CONSUME1(Tilde), $.act(() => (cost.discardSelf = true))) },
        {
          ALT: () => {
            $.ph(0, 'discard a card')
            const random = $.optx(1, () => ($.ph(5, 'at random'), true))
            $.act(() => {
              cost.discardCost = 1
              if (random) cost.discardRandom = true // CR 701.8a
            })
          },
        },
        {
          ALT: () => {
            $.CONSUME(word('pay'))
            const n = $.amount(1)
            $.CONSUME(word('life'))
            $.act(() => (cost.lifeCost = typeof n === 'number' ? n : 0))
          },
        },
        {
          // CR 107.14: "Pay {E}{E}" pays energy counters.
          ALT: () => {
            $.CONSUME2(word('pay'))
            const symbols: string[] = []
            $.AT_LEAST_ONE1(() => $.add(symbols, $.tokWhere(7, Mana, (m) => m === '{e}').image))
            $.act(() => (cost.energyCost = symbols.length))
          },
        },
        {
          ALT: () => {
            $.CONSUME(word('exile'))
            $.CONSUME2(Tilde)
            $.ph(1, 'from your graveyard')
            $.act(() => (cost.exileSelfFromGraveyard = true))
          },
        },
        { ALT: () => $.subrule(30, $.rule('otherCostPart') as never, { ARGS: [cost] } as never) },
      ]),
    )
    // The cost part alone, for an activated ability whose effect isn't read (it is activated, then resolved by hand).
    $.RULE('costPrefix', () => {
      const cost = $.act(() => ({ mana: '', parts: [], tap: false, untap: false, sacrificeSelf: false }) as ParsedCost)
      $.SUBRULE($.rule('costPart') as never, { ARGS: [cost] } as never)
      $.manyx(0, () => {
        $.CONSUME(Comma)
        $.SUBRULE1($.rule('costPart') as never, { ARGS: [cost] } as never)
      })
      return cost
    })
    $.RULE('activatedLine', () => {
      const cost = $.act(() => ({ mana: '', parts: [], tap: false, untap: false, sacrificeSelf: false }) as ParsedCost)
      $.SUBRULE($.rule('costPart') as never, { ARGS: [cost] } as never)
      $.manyx(0, () => {
        $.CONSUME(Comma)
        $.SUBRULE1($.rule('costPart') as never, { ARGS: [cost] } as never)
      })
      $.CONSUME(Colon)
      const body = $.SUBRULE($.rule('effects')) as ParsedEffects
      const limit = $.optx(0, () => {
        const l = $.SUBRULE($.rule('activationLimit')) as ActivationLimit
        $.optx(1, () => $.CONSUME(Period))
        return l
      })
      return {
        kind: 'activated',
        cost,
        body,
        sorcery: !!limit?.sorcery,
        ...(limit?.perTurn ? { perTurn: limit.perTurn } : {}),
        ...(limit?.during ? { during: limit.during } : {}),
        ...(limit?.window ? { window: limit.window } : {}),
        ...(limit?.activateIf ? { activateIf: limit.activateIf } : {}),
      } as ParsedLine
    })
    // CR 602.5b, 602.5d: restrictions on when an activated ability may be activated.
    // Built twice: the first limit and each one after ", and" need their own choice points (o = 0 and 100).
    const limitsAt = (o: number) =>
      $.orRule(o, [
        { ALT: () => ($.ph(0 + o, 'only as a sorcery'), { sorcery: true }) as ActivationLimit },
        { ALT: () => ($.ph(1 + o, 'only once each turn'), { perTurn: 1 }) as ActivationLimit },
        {
          ALT: () => {
            $.ph(2 + o, 'no more than')
            const n = $.orx(1 + o, [
              { ALT: () => ($.CONSUME(word('twice')), 2) },
              {
                ALT: () => {
                  const a = $.amount(0)
                  $.CONSUME(word('times'))
                  return typeof a === 'number' ? a : 1
                },
              },
            ])
            $.ph(3 + o, 'each turn')
            return { perTurn: n } as ActivationLimit
          },
        },
        { ALT: () => ($.ph(4 + o, 'only during your upkeep'), { during: 'yourUpkeep' }) as ActivationLimit },
        {
          ALT: () => {
            $.ph(5 + o, 'only during your turn')
            // "…, before attackers are declared" (CR 602.5b, 508.1).
            const before = $.optx(
              40 + o,
              () => ($.consume(40 + o, Comma), $.ph(40 + o, 'before attackers are declared'), true),
            )
            return (
              before ? { during: 'yourTurn', window: 'beforeAttackers' } : { during: 'yourTurn' }
            ) as ActivationLimit
          },
        },
        {
          // CR 602.5b: "Activate only during combat", "… during the declare blockers step".
          ALT: () => {
            $.ph(41 + o, 'only during')
            const window = $.orx(41 + o, [
              { ALT: () => ($.consume(41 + o, word('combat')), 'combat') },
              { ALT: () => ($.ph(42 + o, 'the declare attackers step'), 'declareAttackers') },
              { ALT: () => ($.ph(43 + o, 'the declare blockers step'), 'declareBlockers') },
            ]) as CastWindow
            return { window } as ActivationLimit
          },
        },
        {
          // CR 602.5b: "only if you control three or more artifacts", "only if a creature died this turn".
          ALT: () => {
            $.ph(6 + o, 'only if')
            const c = $.SUBRULE($.rule('condition')) as Condition
            if (!this.RECORDING_PHASE && !judgedOnResolution(c))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return { activateIf: c } as ActivationLimit
          },
        },
      ])
    const limits = limitsAt(0)
    const moreLimits = limitsAt(100)
    $.RULE('activationLimit', () => {
      $.CONSUME(word('activate'))
      const first = limits()
      // "Activate only if you control no creatures and only once each turn" (CR 602.5b): every part holds.
      const more: ActivationLimit[] = []
      $.manyx(60, () => {
        $.optx(60, () => $.consume(60, Comma))
        $.consume(61, word('and'))
        $.add(more, moreLimits())
      })
      return $.act(() => (more.length ? Object.assign({}, first, ...more) : first))
    })
    this.triggerRules()
    this.staticRules()
    $.RULE(
      'keywordItem',
      $.orRule(0, [
        {
          // CR 702.24a: "Cumulative upkeep {cost}" (mana costs only).
          ALT: () => {
            $.ph(3, 'cumulative upkeep')
            return { kind: 'cumulativeUpkeep', cost: $.manaRun(3) } as KeywordItem
          },
        },
        ...NUMBERED_KEYWORDS.map((k) => ({
          ALT: () => {
            $.CONSUME1(word(k))
            const n = $.amount(9)
            return { kind: 'numbered', name: k, amount: n } as KeywordItem
          },
        })),
        {
          ALT: () => {
            $.ph(0, 'protection from')
            return $.orx(1, [
              { ALT: () => ($.CONSUME(word('everything')), { kind: 'protection', from: 'everything' }) as KeywordItem },
              ...(['artifacts', 'creatures', 'enchantments'] as const).map((t) => ({
                // CR 702.16a: a card type as the quality.
                ALT: () => ($.CONSUME(word(t)), { kind: 'protection', from: [t] }) as KeywordItem,
              })),
              {
                ALT: () => {
                  const colors = [$.SUBRULE($.rule('colorRule')) as Color]
                  $.manyx(0, () => {
                    $.optx(0, () => $.CONSUME(Comma))
                    $.optx(1, () => $.CONSUME(word('and')))
                    $.CONSUME(word('from'))
                    $.add(colors, $.SUBRULE1($.rule('colorRule')) as Color)
                  })
                  return { kind: 'protection', from: colors } as KeywordItem
                },
              },
            ])
          },
        },
        { ALT: () => ({ kind: 'keyword', name: $.SUBRULE($.rule('keywordRule')) as string }) as KeywordItem },
        {
          ALT: () => {
            $.CONSUME(word('enchant'))
            // "Enchant player" / "Enchant opponent": an Aura attached to a player (CR 303.4, 702.5d).
            const spec = $.orx(130, [
              { ALT: () => ($.consume(130, word('player')), { what: 'player' }) as TargetSpec },
              { ALT: () => ($.consume(131, word('opponent')), { what: 'opponent' }) as TargetSpec },
              { ALT: () => $.SUBRULE($.rule('permNoun')) as TargetSpec },
            ])
            return { kind: 'enchant', spec } as KeywordItem
          },
        },
        {
          ALT: () => {
            $.CONSUME(word('equip'))
            const cost = $.manaRun(0)
            return { kind: 'equip', cost } as KeywordItem
          },
        },
        // One occurrence index per alternative (10 + n, 20 + n below): each repetition is its own choice point.
        ...(['cycling', 'kicker', 'flashback', 'ward', 'buyback'] as const).map((k, n) => ({
          ALT: () => {
            $.CONSUME(word(k))
            const cost = $.manaRun(10 + n)
            return { kind: 'cost', keyword: k, cost } as KeywordItem
          },
        })),
        ...(['plains', 'island', 'swamp', 'mountain', 'forest', 'land'] as const).map((t, n) => ({
          ALT: () => {
            if (t === 'land') $.CONSUME(word('basic'))
            $.CONSUME(word(`${t}cycling`))
            const cost = $.manaRun(20 + n)
            return { kind: 'typecycling', landType: t, cost } as KeywordItem
          },
        })),
      ]),
    )
    $.RULE('keywordLine', () => {
      const items = [$.SUBRULE($.rule('keywordItem')) as KeywordItem]
      $.manyx(0, () => {
        $.orx(0, [{ ALT: () => $.CONSUME(Comma) }, { ALT: () => $.CONSUME(Semi) }])
        $.add(items, $.SUBRULE1($.rule('keywordItem')) as KeywordItem)
      })
      return { kind: 'keywords', items } as ParsedLine
    })
    // "Choose one —" (CR 700.2), on its own or after a trigger.
    $.RULE('modalHead', () => {
      const trigger = $.optx(0, () => {
        const e = $.SUBRULE($.rule('triggerHead')) as TriggerEvent
        $.CONSUME(Comma)
        return e
      })
      $.CONSUME(word('choose'))
      const cu = $.orx<[number, boolean]>(0, [
        { ALT: () => ($.ph(0, 'one or both'), [2, true]) },
        { ALT: () => ($.ph(1, 'one or more'), [3, true]) },
        { ALT: () => ($.CONSUME(word('one')), [1, false]) },
        { ALT: () => ($.CONSUME(word('two')), [2, false]) },
        { ALT: () => ($.CONSUME(word('three')), [3, false]) },
      ]) as [number, boolean]
      const count = cu?.[0]
      const upTo = cu?.[1]
      // "Choose three. You may choose the same mode more than once." (CR 700.2d)
      const repeat = $.orx(1, [
        { ALT: () => ($.CONSUME(Dash), false) },
        {
          ALT: () => {
            $.CONSUME(Period)
            $.ph(2, 'you may choose the same mode more than once')
            $.CONSUME1(Period)
            return true
          },
        },
      ])
      return {
        kind: 'modal',
        count,
        upTo,
        ...(trigger ? { trigger } : {}),
        ...(repeat ? { repeat } : {}),
      } as ParsedLine
    })
    this.costLineRules()
    $.RULE(
      'permanentLine',
      $.orRule(0, [
        { ALT: () => $.SUBRULE($.rule('costLine')) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('modalHead')) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('keywordLine')) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('triggeredLine')) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('activatedLine')) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('staticLine')) as ParsedLine },
      ]),
    )
    $.RULE(
      'spellLine',
      $.orRule(0, [
        {
          // CR 101.2: "This spell can't be countered."
          ALT: () =>
            ($.CONSUME(Tilde),
            $.ph(0, "can't be countered"),
            $.optx(0, () => $.CONSUME(Period)),
            { kind: 'static', statics: [{ kind: 'cantBeCountered' }] }) as ParsedLine,
        },
        {
          // CR 601.3e: "Cast this spell only during combat", "… the declare attackers step", ….
          ALT: () => {
            $.CONSUME(word('cast'))
            $.CONSUME1(Tilde)
            $.ph(1, 'only during')
            const when = $.orx(1, [
              {
                ALT: () => {
                  $.CONSUME(word('combat'))
                  return (
                    $.optx(1, () =>
                      $.orx(2, [
                        { ALT: () => ($.ph(2, 'before blockers are declared'), 'beforeBlockers') },
                        { ALT: () => ($.ph(3, 'after blockers are declared'), 'afterBlockers') },
                      ]),
                    ) ?? 'combat'
                  )
                },
              },
              {
                ALT: () => {
                  $.ph(4, 'the declare attackers step')
                  const attacked = $.optx(2, () => ($.ph(5, "and only if you've been attacked this step"), true))
                  return attacked ? 'attackedThisStep' : 'declareAttackers'
                },
              },
              { ALT: () => ($.ph(6, 'the declare blockers step'), 'declareBlockers') },
            ]) as CastWindow
            $.optx(3, () => $.CONSUME1(Period))
            return { kind: 'static', statics: [{ kind: 'castOnly', when }] } as ParsedLine
          },
        },
        { ALT: () => $.SUBRULE($.rule('costLine')) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('modalHead')) as ParsedLine },
        { ALT: () => ({ kind: 'effects', body: $.SUBRULE($.rule('effects')) }) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('keywordLine')) as ParsedLine },
      ]),
    )
  }

  /** Additional costs (CR 601.2b) and cost changes (CR 601.2f). */
  private costLineRules(): void {
    const $ = this
    $.RULE('additionalCostItem', () =>
      $.orx<AdditionalCost>(0, [
        {
          ALT: () => {
            $.CONSUME(word('sacrifice'))
            const n = $.orx(1, [
              { ALT: () => ($.CONSUME(word('a')), 1) },
              { ALT: () => ($.CONSUME(word('an')), 1) },
              { ALT: () => $.amount(0) },
            ])
            const spec = $.noun(0)
            return $.act((): AdditionalCost => ({
              sacrifice: spec,
              ...(n !== 1 ? { sacrificeCount: typeof n === 'number' ? n : 0 } : {}),
            }))
          },
        },
        {
          ALT: () => {
            $.ph(0, 'discard a card')
            const random = $.optx(0, () => ($.ph(1, 'at random'), true))
            return { discard: 1, ...(random ? { discardRandom: true } : {}) } as AdditionalCost
          },
        },
        {
          ALT: () => {
            $.CONSUME1(word('discard'))
            const n = $.amount(1)
            $.CONSUME(word('cards'))
            return $.act((): AdditionalCost => ({ discard: typeof n === 'number' ? n : 0 }))
          },
        },
        {
          ALT: () => {
            $.CONSUME(word('pay'))
            const n = $.amount(2)
            $.CONSUME(word('life'))
            return $.act((): AdditionalCost => ({ life: typeof n === 'number' ? n : 0 }))
          },
        },
      ]),
    )
    // Which spells a cost change names: "noncreature spells", "creature spells you cast", "instant and sorcery
    // spells you cast", "black spells your opponents cast", "spells".
    $.RULE('costSpells', () => {
      const spells: CostChange['spells'] = { whose: 'all' }
      $.optx(0, () =>
        $.orx(0, [
          { ALT: () => ($.CONSUME(word('noncreature')), $.act(() => (spells.notType = 'Creature'))) },
          { ALT: () => ($.CONSUME(word('nonartifact')), $.act(() => (spells.notType = 'Artifact'))) },
          { ALT: () => ($.ph(0, 'instant and sorcery'), $.act(() => (spells.cardType = 'Instant|Sorcery'))) },
          { ALT: () => ($.CONSUME(word('creature')), $.act(() => (spells.cardType = 'Creature'))) },
          { ALT: () => ($.CONSUME(word('artifact')), $.act(() => (spells.cardType = 'Artifact'))) },
          { ALT: () => ($.CONSUME(word('enchantment')), $.act(() => (spells.cardType = 'Enchantment'))) },
          { ALT: () => ($.CONSUME(word('instant')), $.act(() => (spells.cardType = 'Instant'))) },
          { ALT: () => ($.CONSUME(word('sorcery')), $.act(() => (spells.cardType = 'Sorcery'))) },
          {
            ALT: () => {
              const c = $.SUBRULE($.rule('colorRule')) as Color
              $.act(() => (spells.color = c))
            },
          },
          // "Legendary spells you cast" (CR 205.4), "Historic spells you cast" (CR 700.6).
          { ALT: () => ($.plainWhere(1, (w) => w === 'legendary'), $.act(() => (spells.supertype = 'Legendary'))) },
          { ALT: () => ($.plainWhere(2, (w) => w === 'historic'), $.act(() => (spells.historic = true))) },
          // "Dinosaur spells you cast cost {1} less to cast."
          { ALT: () => ((spells.subtype = $.plainWhere(0, isSubtypeWord).image), undefined) },
        ]),
      )
      $.CONSUME(word('spells'))
      $.optx(1, () =>
        $.orx(1, [
          { ALT: () => ($.ph(1, 'you cast'), $.act(() => (spells.whose = 'you'))) },
          { ALT: () => ($.ph(2, 'your opponents cast'), $.act(() => (spells.whose = 'opponents'))) },
        ]),
      )
      return spells
    })
    $.RULE(
      'costLine',
      $.orRule(0, [
        {
          // CR 614.12: "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (shock lands)
          ALT: () => {
            $.CONSUME1(word('as'))
            $.CONSUME2(Tilde)
            $.CONSUME(word('enters'))
            $.CONSUME1(Comma)
            $.ph(5, 'you may pay')
            const n = $.amount(3)
            $.CONSUME(word('life'))
            $.CONSUME3(Period)
            $.ph(6, "if you don't")
            $.CONSUME2(Comma)
            $.ph(7, 'it enters tapped')
            $.optx(4, () => $.CONSUME4(Period))
            return $.act(
              () =>
                ({
                  kind: 'static',
                  statics: [{ kind: 'entersTappedUnless', payLife: typeof n === 'number' ? n : 0 }],
                }) as ParsedLine,
            )
          },
        },
        {
          ALT: () => {
            $.ph(0, 'as an additional cost to cast')
            $.CONSUME(Tilde)
            $.CONSUME(Comma)
            const cost = $.SUBRULE($.rule('additionalCostItem')) as AdditionalCost
            $.optx(0, () => $.CONSUME(Period))
            return { kind: 'additionalCost', cost } as ParsedLine
          },
        },
        {
          // "~ enters tapped unless you control a Swamp or a Mountain / two or fewer other lands" (CR 614.1c);
          // "~ costs {1} less to cast for each artifact you control" (CR 601.2f). One alternative after "~".
          ALT: () => {
            $.CONSUME3(Tilde)
            return $.orx(7, [
              {
                ALT: () => {
                  $.ph(8, 'enters tapped unless you')
                  const st = $.orx(3, [
                    {
                      // "unless you have two or more opponents" (CR 614.1c)
                      ALT: () => {
                        $.CONSUME(word('have'))
                        const n = $.amount(6)
                        $.ph(18, 'or more opponents')
                        return $.act(
                          () =>
                            ({
                              kind: 'entersTappedUnless',
                              minOpponents: typeof n === 'number' ? n : 0,
                            }) as StaticAbility,
                        )
                      },
                    },
                    {
                      ALT: () => {
                        $.CONSUME(word('control'))
                        const types: string[] = []
                        $.orx(4, [{ ALT: () => $.CONSUME2(word('a')) }, { ALT: () => $.CONSUME2(word('an')) }])
                        $.add(types, $.CONSUME(Plain).image)
                        $.manyx(0, () => {
                          $.optx(5, () => $.CONSUME3(Comma))
                          $.CONSUME2(word('or'))
                          $.orx(5, [{ ALT: () => $.CONSUME3(word('a')) }, { ALT: () => $.CONSUME3(word('an')) }])
                          $.add(types, $.CONSUME1(Plain).image)
                        })
                        return { kind: 'entersTappedUnless', controlsSubtypes: types } as StaticAbility
                      },
                    },
                    {
                      ALT: () => {
                        $.CONSUME1(word('control'))
                        const n = $.amount(4)
                        const fewer = $.orx(6, [
                          { ALT: () => ($.ph(9, 'or fewer'), true) },
                          { ALT: () => ($.ph(10, 'or more'), false) },
                        ])
                        const basic = $.orx(9, [
                          { ALT: () => ($.ph(11, 'other lands'), false) },
                          { ALT: () => ($.ph(19, 'basic lands'), true) },
                        ])
                        return $.act(() => {
                          const k = typeof n === 'number' ? n : 0
                          const st: StaticAbility = fewer
                            ? { kind: 'entersTappedUnless', maxOtherLands: k }
                            : { kind: 'entersTappedUnless', minOtherLands: k }
                          return basic ? { ...st, basicOnly: true } : st
                        })
                      },
                    },
                  ])
                  $.optx(6, () => $.CONSUME5(Period))
                  return $.act(() => ({ kind: 'static', statics: [st] }) as ParsedLine)
                },
              },
              {
                ALT: () => {
                  $.CONSUME(word('costs'))
                  const n = $.manaRun(0)
                  const sign = $.orx(1, [
                    { ALT: () => ($.CONSUME(word('more')), 1) },
                    { ALT: () => ($.CONSUME(word('less')), -1) },
                  ])
                  $.ph(2, 'to cast')
                  const delta = this.RECORDING_PHASE ? null : costDelta(n, sign)
                  $.refuse(() => !delta)
                  // "for each artifact you control" (permanents), or a count: "for each creature card in your
                  // graveyard", "for each opponent you have" (effects/amounts.ts).
                  const per = $.optx(1, () => {
                    $.ph(3, 'for each')
                    return $.orx<{ noun: TargetSpec } | { count: Count }>(150, [
                      { ALT: () => ({ noun: $.noun(1), end: $.CONSUME3(Period) }) },
                      { ALT: () => ({ count: $.forEach(150) }) },
                      { ALT: () => ({ noun: $.noun(2) }) },
                    ])
                  })
                  // "… if you control a Wizard", "… if a creature died this turn" (CR 601.2f: checked as it's cast).
                  const cond = $.optx(151, () => {
                    $.consume(151, word('if'))
                    const c = $.subrule(151, $.rule('condition') as never) as Condition
                    if (!this.RECORDING_PHASE && !(judgedOnResolution(c) && conditionReadable(c)))
                      (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
                    return c
                  })
                  $.optx(2, () => $.CONSUME1(Period))
                  return $.act(() => {
                    const change: CostChange = {
                      ...delta!,
                      self: true,
                      spells: { whose: 'you' },
                      ...(cond ? { ifCondition: cond } : {}),
                    }
                    // "for each attacking creature": every one, whoever controls it (CR 601.2f).
                    if (per && 'noun' in per) change.perEach = per.noun
                    if (per && 'count' in per) change.perCount = per.count
                    return { kind: 'costChange', change } as ParsedLine
                  })
                },
              },
            ])
          },
        },
        {
          // CR 702.33d: "If ~ was kicked, it enters with two +1/+1 counters on it."
          ALT: () => {
            $.CONSUME(word('if'))
            $.CONSUME4(Tilde)
            $.ph(12, 'was kicked')
            $.CONSUME4(Comma)
            $.ph(13, 'it enters with')
            const n = $.amount(5)
            const counter = $.SUBRULE1($.rule('counterKind')) as string
            $.orx(8, [{ ALT: () => $.CONSUME(word('counter')) }, { ALT: () => $.CONSUME(word('counters')) }])
            $.ph(14, 'on it')
            $.optx(7, () => $.CONSUME6(Period))
            return $.act(
              () =>
                ({
                  kind: 'static',
                  statics: [
                    { kind: 'entersWithCounters', counter, amount: typeof n === 'number' ? n : 0, ifKicked: true },
                  ],
                }) as ParsedLine,
            )
          },
        },
        {
          // CR 601.3: "You may cast ~ as though it had flash if you pay {2} more to cast it."
          ALT: () => {
            $.ph(15, 'you may cast')
            $.CONSUME5(Tilde)
            $.ph(16, 'as though it had flash')
            return $.orx(160, [
              {
                ALT: () => {
                  $.ph(161, 'if you pay')
                  const cost = $.manaRun(2)
                  $.ph(17, 'more to cast it')
                  $.optx(8, () => $.CONSUME7(Period))
                  return { kind: 'flashFor', cost } as ParsedLine
                },
              },
              {
                // "… If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it
                // becomes sacrifices it at the beginning of the next cleanup step." (Armor of Thorns)
                ALT: () => {
                  $.consume(160, Period)
                  $.ph(162, "if you cast it any time a sorcery couldn't have been cast")
                  $.consume(161, Comma)
                  $.ph(163, 'the controller of the permanent it becomes sacrifices it')
                  $.ph(164, 'at the beginning of the next cleanup step')
                  $.optx(160, () => $.consume(162, Period))
                  return { kind: 'flashFor', cost: '', sacrifice: true } as ParsedLine
                },
              },
            ])
          },
        },
        {
          // CR 702.34a: "Flashback—{1}{B}, Pay 3 life." / "Flashback—Sacrifice three creatures."
          ALT: () => {
            $.CONSUME(word('flashback'))
            $.CONSUME(Dash)
            const cost = $.act(
              () => ({ mana: '', parts: [], tap: false, untap: false, sacrificeSelf: false }) as ParsedCost,
            )
            $.SUBRULE($.rule('costPart') as never, { ARGS: [cost] } as never)
            $.manyx(1, () => {
              $.CONSUME5(Comma)
              $.SUBRULE1($.rule('costPart') as never, { ARGS: [cost] } as never)
            })
            $.optx(9, () => $.CONSUME8(Period))
            return { kind: 'flashbackCost', cost } as ParsedLine
          },
        },
        ...(['convoke', 'delve', 'improvise', 'jump-start', 'retrace'] as const).map((k) => ({
          // CR 702.51, 702.66, 702.126: creatures, graveyard cards or artifacts help pay (engine: casting.ts).
          ALT: () => ($.CONSUME(word(k)), { kind: 'keywords', items: [{ kind: 'keyword', name: k }] }) as ParsedLine,
        })),
        {
          // CR 702.41a: affinity for artifacts: {1} less for each artifact you control.
          ALT: () => {
            $.ph(1, 'affinity for artifacts')
            return {
              kind: 'costChange',
              change: {
                amount: -1,
                self: true,
                spells: { whose: 'you' },
                perEach: { what: 'artifact', youControl: true },
              },
            } as ParsedLine
          },
        },
        {
          // "Noncreature spells cost {1} more to cast." (Thalia), "Creature spells you cast cost {1} less to cast."
          ALT: () => {
            const spells = $.SUBRULE($.rule('costSpells')) as CostChange['spells']
            $.CONSUME1(word('cost'))
            const n = $.manaRun(1)
            const sign = $.orx(2, [
              { ALT: () => ($.CONSUME1(word('more')), 1) },
              { ALT: () => ($.CONSUME1(word('less')), -1) },
            ])
            $.ph(4, 'to cast')
            const delta = this.RECORDING_PHASE ? null : costDelta(n, sign)
            $.refuse(() => !delta)
            $.optx(3, () => $.CONSUME2(Period))
            return $.act(() => ({ kind: 'costChange', change: { ...delta!, spells } }) as ParsedLine)
          },
        },
      ]),
    )
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

  private triggerRules(): void {
    const castEvent = (who: 'you', f: ReturnType<typeof parseSpellFilter>) =>
      ({ on: 'cast', who, filter: f.what, ...(f.spell ? { spell: f.spell } : {}) }) as TriggerEvent
    const isPlainCreature = (spec: TargetSpec) => spec.what === 'creature' && Object.keys(spec).length === 1
    const $ = this
    const selfOrIt = $.orRule(9, [{ ALT: () => $.CONSUME9(Tilde) }, { ALT: () => $.CONSUME9(word('it')) }])
    $.RULE(
      'stepRule',
      $.orRule(0, [
        { ALT: () => ($.CONSUME(word('upkeep')), 'upkeep') },
        { ALT: () => ($.ph(0, 'draw step'), 'draw') },
        { ALT: () => ($.ph(1, 'end step'), 'end') },
        { ALT: () => ($.CONSUME(word('combat')), 'beginCombat') },
        { ALT: () => ($.ph(3, 'precombat main phase'), 'precombatMain') }, // CR 505.1
        {
          ALT: () => ($.plainWhere(0, (w) => w === 'postcombat'), $.ph(4, 'main phase'), 'postcombatMain'),
        },
      ]),
    )
    const whenWords = $.orRule(3, [{ ALT: () => $.CONSUME(word('when')) }, { ALT: () => $.CONSUME(word('whenever')) }])
    $.RULE(
      'triggerHead',
      $.orRule(0, [
        // CR 511.2: "at end of combat" (as the end of combat step begins).
        { ALT: () => ($.ph(3, 'at end of combat'), { on: 'step', step: 'endCombat', whose: 'each' }) as TriggerEvent },
        {
          ALT: () => {
            $.ph(0, 'at the beginning of')
            return $.orx(1, [
              {
                // "at the beginning of the chosen player's upkeep" (the player chosen as it entered, CR 614.12).
                ALT: () => {
                  $.ph(138, "the chosen player's")
                  const step = $.subrule(138, $.rule('stepRule') as never) as 'upkeep'
                  return { on: 'step', step, whose: 'chosenPlayer' } as TriggerEvent
                },
              },
              {
                // CR 303.4e: "at the beginning of the upkeep / end step of enchanted creature's controller".
                ALT: () => {
                  $.consume(131, word('the'))
                  const step = $.subrule(131, $.rule('stepRule') as never) as 'upkeep'
                  $.ph(131, 'of enchanted')
                  $.orx(131, [
                    ...["creature's", "enchantment's", "artifact's", "permanent's", "land's"].map((w, k) => ({
                      ALT: () => $.consume(132 + k, word(w)),
                    })),
                  ])
                  $.consume(137, word('controller'))
                  return { on: 'step', step, whose: 'enchantedController' } as TriggerEvent
                },
              },
              {
                ALT: () => {
                  $.CONSUME(word('your'))
                  const step = $.SUBRULE($.rule('stepRule')) as 'upkeep'
                  return { on: 'step', step, whose: 'you' } as TriggerEvent
                },
              },
              {
                ALT: () => {
                  $.orx(2, [{ ALT: () => $.CONSUME(word('each')) }, { ALT: () => $.CONSUME(word('the')) }])
                  $.optx(20, () => $.CONSUME(word("player's"))) // "at the beginning of each player's draw step"
                  const step = $.SUBRULE1($.rule('stepRule')) as 'upkeep'
                  return { on: 'step', step, whose: 'each' } as TriggerEvent
                },
              },
              {
                ALT: () => {
                  $.ph(1, "each opponent's")
                  const step = $.SUBRULE2($.rule('stepRule')) as 'upkeep'
                  return { on: 'step', step, whose: 'opponent' } as TriggerEvent
                },
              },
              {
                // CR 303.4: "at the beginning of enchanted player's upkeep" (an Aura with enchant player).
                ALT: () => {
                  $.ph(130, "enchanted player's")
                  const step = $.subrule(130, $.rule('stepRule') as never) as 'upkeep'
                  return { on: 'step', step, whose: 'enchanted' } as TriggerEvent
                },
              },
              {
                ALT: () => {
                  $.ph(2, 'combat on your turn')
                  return { on: 'step', step: 'beginCombat', whose: 'you' } as TriggerEvent
                },
              },
              {
                ALT: () => {
                  $.ph(4, "combat on each opponent's turn")
                  return { on: 'step', step: 'beginCombat', whose: 'opponent' } as TriggerEvent
                },
              },
            ])
          },
        },
        {
          ALT: () => {
            whenWords()
            return $.SUBRULE($.rule('eventRule')) as TriggerEvent
          },
        },
      ]),
    )
    const eventWho = $.orRule(3, [
      { ALT: () => ($.CONSUME(word('you')), 'you') },
      { ALT: () => ($.ph(7, 'an opponent'), 'opponent') },
      { ALT: () => ($.ph(8, 'a player'), 'any') },
    ])
    $.RULE(
      'eventRule',
      $.orRule(0, [
        {
          // triggerHeads.ts: more events, each longer than the heads below that share its start.
          ALT: () => {
            const e = $.SUBRULE($.rule('moreEvents')) as TriggerEvent | null
            if (!e && !$.recording) (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return e as TriggerEvent
          },
        },
        { ALT: () => (selfOrIt(), $.CONSUME(word('enters')), { on: 'enters', who: 'self' }) as TriggerEvent },
        { ALT: () => ($.CONSUME1(Tilde), $.CONSUME(word('dies')), { on: 'dies', who: 'self' }) as TriggerEvent },
        {
          ALT: () =>
            ($.CONSUME2(Tilde), $.ph(0, 'leaves the battlefield'), { on: 'leaves', who: 'self' }) as TriggerEvent,
        },
        {
          ALT: () =>
            ($.CONSUME3(Tilde), $.ph(1, 'attacks or blocks'), { on: 'attacksOrBlocks', who: 'self' }) as TriggerEvent,
        },
        {
          // CR 506.5: "whenever ~ attacks alone".
          ALT: () =>
            ($.consume(69, Tilde), $.ph(69, 'attacks alone'), { on: 'attacksAlone', self: true }) as TriggerEvent,
        },
        { ALT: () => ($.CONSUME4(Tilde), $.CONSUME(word('attacks')), { on: 'attacks', who: 'self' }) as TriggerEvent },
        {
          // CR 509.3a-d: "~ blocks or becomes blocked [by a creature]" (bushido's event), "~ blocks a creature [with
          // flying]", "~ becomes blocked by a creature" (once for each blocker, CR 509.3d).
          ALT: () => {
            $.consume(64, Tilde)
            $.ph(64, 'blocks or becomes blocked')
            // "by a creature", "by a nonblack creature", "by a creature with power 1 or less".
            const by = $.optx(64, () => {
              $.consume(100, word('by'))
              $.orx(100, [{ ALT: () => $.consume(100, word('a')) }, { ALT: () => $.consume(101, word('an')) }])
              return $.noun(100)
            })
            return $.act(
              () =>
                ({
                  on: 'blocksOrBecomesBlocked',
                  ...(by ? { byCreature: true, ...(isPlainCreature(by) ? {} : { by }) } : {}),
                }) as TriggerEvent,
            )
          },
        },
        {
          ALT: () => {
            $.consume(66, Tilde)
            $.ph(66, 'blocks a creature')
            const kw = $.optx(66, () => ($.consume(67, word('with')), $.SUBRULE($.rule('keywordRule')) as string))
            return $.act(
              () =>
                ({
                  on: 'blocks',
                  who: 'self',
                  blocked: { what: 'creature', ...(kw ? { withKeyword: kw } : {}) },
                }) as TriggerEvent,
            )
          },
        },
        {
          ALT: () => {
            $.consume(68, Tilde)
            $.ph(68, 'becomes blocked by')
            $.orx(101, [{ ALT: () => $.consume(102, word('a')) }, { ALT: () => $.consume(103, word('an')) }])
            const by = $.noun(101)
            return $.act(() => ({ on: 'blockedBy', ...(isPlainCreature(by) ? {} : { by }) }) as TriggerEvent)
          },
        },
        { ALT: () => ($.CONSUME5(Tilde), $.CONSUME(word('blocks')), { on: 'blocks', who: 'self' }) as TriggerEvent },
        {
          ALT: () =>
            ($.CONSUME6(Tilde), $.ph(2, 'becomes blocked'), { on: 'becomesBlocked', who: 'self' }) as TriggerEvent,
        },
        {
          // CR 603.2: "When ~ becomes the target of a spell or ability" (or "of a spell").
          ALT: () => {
            const enchanted = $.orx(61, [
              { ALT: () => ($.consume(61, Tilde), false) },
              { ALT: () => ($.ph(104, 'enchanted creature'), true) },
            ])
            $.ph(61, 'becomes the target of a spell')
            const orAbility = $.optx(61, () => ($.ph(62, 'or ability'), true))
            return $.act(
              () =>
                ({
                  on: 'becomesTarget',
                  ...(orAbility ? {} : { spellOnly: true }),
                  ...(enchanted ? { enchanted: true } : {}),
                }) as TriggerEvent,
            )
          },
        },
        {
          // CR 120.3: "Whenever ~ is dealt damage".
          ALT: () =>
            ($.consume(70, Tilde), $.ph(70, 'is dealt damage'), { on: 'dealtDamage', who: 'self' }) as TriggerEvent,
        },
        {
          // "Whenever a creature dealt damage by ~ this turn dies" (Sengir Vampire, CR 700.4).
          ALT: () => {
            $.ph(71, 'a creature dealt damage by')
            $.consume(71, Tilde)
            $.ph(72, 'this turn dies')
            return { on: 'dies', who: 'any', filter: { what: 'creature' }, damagedBySelf: true } as TriggerEvent
          },
        },
        {
          // CR 701.31c: "When ~ becomes monstrous".
          ALT: () => ($.consume(60, Tilde), $.ph(60, 'becomes monstrous'), { on: 'becomesMonstrous' }) as TriggerEvent,
        },
        {
          ALT: () => {
            const who = $.orx(10, [
              { ALT: () => ($.consume(30, Tilde), 'self' as const) },
              { ALT: () => ($.ph(30, 'enchanted creature'), 'enchanted' as const) },
            ])
            $.CONSUME(word('deals'))
            const combat = $.optx(30, () => ($.consume(31, word('combat')), true))
            $.consume(32, word('damage'))
            // "to an opponent" / "to a player" ("deals combat damage to a player" is read by its own alternative).
            const to = $.optx(31, () =>
              $.orx(11, [
                { ALT: () => ($.ph(33, 'to an opponent'), 'opponent' as const) },
                { ALT: () => ($.ph(34, 'to a player'), 'player' as const) },
              ]),
            )
            if (combat && to === 'player' && !$.recording)
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(
              () => ({ on: 'dealsDamage', who, ...(combat ? { combat } : {}), ...(to ? { to } : {}) }) as TriggerEvent,
            )
          },
        },
        {
          ALT: () =>
            ($.CONSUME7(Tilde),
            $.ph(3, 'deals combat damage to a player'),
            { on: 'combatDamageToPlayer', who: 'self' }) as TriggerEvent,
        },
        {
          ALT: () => ($.ph(4, 'a creature you control attacks'), { on: 'attacks', who: 'yours' }) as TriggerEvent,
        },
        {
          ALT: () => {
            // "~ or another Ally" (the source counts too: who 'any'); "another creature" (not the source).
            const orSelf = $.optx(4, () => ($.CONSUME8(Tilde), $.CONSUME(word('or')), true))
            const another = $.orx(1, [
              { ALT: () => ($.CONSUME(word('a')), false) },
              { ALT: () => ($.CONSUME(word('an')), false) },
              { ALT: () => ($.CONSUME(word('another')), true) },
            ])
            const spec = $.noun(0)
            const who = () => (spec.other || (another && !orSelf) ? 'other' : 'any')
            return $.orx(2, [
              {
                ALT: () => {
                  $.CONSUME1(word('enters'))
                  const yours = $.optx(0, () => ($.ph(5, 'under your control'), true))
                  return $.act(
                    () =>
                      ({
                        on: 'enters',
                        who: who(),
                        filter: { ...spec, other: false, ...(yours ? { youControl: true } : {}) },
                      }) as TriggerEvent,
                  )
                },
              },
              {
                ALT: () => {
                  $.CONSUME1(word('dies'))
                  return $.act(() => ({ on: 'dies', who: who(), filter: { ...spec, other: false } }) as TriggerEvent)
                },
              },
            ])
          },
        },
        {
          ALT: () => {
            $.ph(6, 'a land enters under your control')
            return { on: 'landfall' } as TriggerEvent
          },
        },
        {
          ALT: () => {
            const who = eventWho() as 'you'
            return $.orx(4, [
              {
                ALT: () => {
                  $.CONSUME(word('casts'))
                  const f = $.SUBRULE($.rule('spellFilter')) as ReturnType<typeof parseSpellFilter>
                  return $.act(() => castEvent(who, f))
                },
              },
              {
                ALT: () => {
                  $.CONSUME(word('cast'))
                  const f = $.SUBRULE1($.rule('spellFilter')) as ReturnType<typeof parseSpellFilter>
                  // Heroic (CR 207.2c): "whenever you cast a spell that targets ~" — it becomes its target as cast.
                  const targetsSelf = $.optx(63, () => ($.ph(63, 'that targets'), $.consume(63, Tilde), true))
                  if (targetsSelf)
                    return $.act(
                      () =>
                        ({
                          on: 'becomesTarget',
                          spellOnly: true,
                          ...(who === 'you' ? { byYou: true } : {}),
                        }) as TriggerEvent,
                    )
                  return $.act(() => castEvent(who, f))
                },
              },
              { ALT: () => ($.ph(9, 'gain life'), { on: 'gainLife', who: 'you' }) as TriggerEvent },
              { ALT: () => ($.ph(10, 'draw a card'), { on: 'draw', who }) as TriggerEvent },
              { ALT: () => ($.ph(11, 'draws a card'), { on: 'draw', who }) as TriggerEvent },
              { ALT: () => ($.ph(12, 'discards a card'), { on: 'discard', who }) as TriggerEvent },
              { ALT: () => ($.ph(13, 'discard a card'), { on: 'discard', who }) as TriggerEvent },
            ])
          },
        },
      ]),
    )
    // "a Spirit or Arcane spell", "your second spell each turn" (triggerHeads.ts).
    $.RULE('spellFilter', () => parseSpellFilter($))
    $.RULE('moreEvents', () => parseMoreEvents($))
    $.RULE(
      'condition',
      $.orRule(0, [
        {
          ALT: () => {
            $.orx(2, [{ ALT: () => $.CONSUME(Tilde) }, { ALT: () => $.CONSUME(word('it')) }])
            $.ph(3, 'was kicked')
            return { kind: 'kicked' } as Condition
          },
        },
        {
          ALT: () => {
            $.ph(0, 'you have')
            const n = $.amount(0)
            $.ph(1, 'or more life')
            return { kind: 'lifeAtLeast', amount: typeof n === 'number' ? n : 0 } as Condition
          },
        },
        {
          ALT: () => {
            $.ph(2, 'you control')
            const other = $.orx(1, [
              { ALT: () => ($.CONSUME(word('a')), false) },
              { ALT: () => ($.CONSUME(word('an')), false) },
              { ALT: () => ($.CONSUME(word('another')), true) },
            ])
            const spec = lands($.noun(1))
            // CR 603.4: yours, and "another" is not the source itself.
            return $.act(
              () =>
                ({
                  kind: 'controls',
                  spec: { ...spec, youControl: true, ...(other ? { other } : {}) },
                  atLeast: 1,
                }) as Condition,
            )
          },
        },
        // "you control two or more Gates", "a creature died this turn", … (text/conditions.ts).
        { ALT: () => $.SUBRULE($.rule('gameCondition')) as Condition },
      ]),
    )
    $.RULE('triggeredLine', () => {
      const event = $.SUBRULE($.rule('triggerHead')) as TriggerEvent
      $.CONSUME(Comma)
      const condition = $.optx(0, () => {
        $.CONSUME(word('if'))
        const c = $.SUBRULE($.rule('condition')) as Condition
        $.CONSUME1(Comma)
        return c
      })
      const body = $.SUBRULE($.rule('effects')) as ParsedEffects
      return { kind: 'triggered', event, ...(condition ? { condition } : {}), body } as ParsedLine
    })
  }

  private staticRules(): void {
    const $ = this
    // Called at two places of staticSentence, each with its own occurrence index (8 and 7).
    const via = (i: number) =>
      $.orx(i, [
        { ALT: () => ($.CONSUME8(word('enchanted')), 'enchanted' as const) },
        { ALT: () => ($.CONSUME8(word('equipped')), 'equipped' as const) },
      ])
    $.RULE(
      'staticSentence',
      $.orRule(0, [
        {
          // "~ enters tapped with two charge counters on it" (CR 614.1c).
          ALT: () => {
            $.consume(197, Tilde)
            $.ph(197, 'enters tapped with')
            const n = $.amount(197)
            const counter = $.subrule(198, $.rule('counterKind') as never) as string
            $.orx(197, [
              { ALT: () => $.consume(197, word('counter')) },
              { ALT: () => $.consume(198, word('counters')) },
            ])
            $.ph(198, 'on it')
            return $.act(() => [
              { kind: 'entersTapped' },
              { kind: 'entersWithCounters', counter, amount: typeof n === 'number' ? n : 0 },
            ]) as unknown as StaticAbility
          },
        },
        { ALT: () => ($.CONSUME(Tilde), $.ph(0, 'enters tapped'), { kind: 'entersTapped' }) as StaticAbility },
        {
          ALT: () => {
            $.CONSUME1(Tilde)
            $.ph(1, 'enters with')
            // "a number of +1/+1 counters on it equal to …" (CR 107.3, 614.1c).
            const numberOf = $.optx(203, () => ($.ph(203, 'a number of'), true))
            const n = numberOf ? 1 : $.amount(0)
            const counter = $.SUBRULE($.rule('counterKind')) as string
            $.orx(1, [{ ALT: () => $.CONSUME(word('counter')) }, { ALT: () => $.CONSUME(word('counters')) }])
            $.ph(2, 'on it')
            // "…, where X is the number of …", "… for each Elf you control", "… equal to …", "… for each color of
            // mana spent to cast it" (converge, CR 702.44a's count) (CR 107.3, 604.3).
            const per = $.optx(204, () =>
              $.orx<{ perCount?: Count; perColorSpent?: true; isX?: true }>(204, [
                {
                  ALT: () => {
                    $.consume(204, Comma)
                    $.ph(204, 'where x is')
                    return { perCount: $.count(204), isX: true }
                  },
                },
                { ALT: () => ($.ph(205, 'equal to'), { perCount: $.count(205), isX: true }) },
                { ALT: () => ($.ph(206, 'for each color of mana spent to cast it'), { perColorSpent: true as const }) },
                { ALT: () => ($.ph(207, 'for each'), { perCount: $.forEach(207) }) },
              ]),
            )
            if (!this.RECORDING_PHASE && (n === 'X' || !!numberOf) !== !!per?.isX && !(n === 'X' && !per))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            if (!this.RECORDING_PHASE && per?.perCount && ['thatMuch', 'power'].includes(per.perCount.of))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            // "… if a creature died this turn" (morbid, ferocious; text/conditions.ts).
            const cond = $.optx(200, () => {
              $.consume(200, word('if'))
              const c = $.SUBRULE9($.rule('condition')) as Condition
              if (!this.RECORDING_PHASE && !(judgedOnResolution(c) && conditionReadable(c)))
                (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
              return c
            })
            return {
              kind: 'entersWithCounters',
              counter,
              amount: typeof n === 'number' ? n : per?.perCount ? 1 : 0,
              ...(per?.perCount ? { perCount: per.perCount } : {}),
              ...(per?.perColorSpent ? { perColorSpent: true } : {}),
              ...(n === 'X' && !per ? { xFromSpell: true } : {}),
              ...(cond ? { ifCondition: cond } : {}),
            } as StaticAbility
          },
        },
        {
          // CR 509.1b: "~ can't block creatures with power 2 or greater".
          ALT: () => {
            $.consume(13, Tilde)
            $.ph(27, "can't block")
            return { kind: 'cantBlockThese', spec: $.noun(11) } as StaticAbility
          },
        },
        {
          // "~ can't block", "~ can't block unless you control a Vampire" (CR 509.1b).
          ALT: () => {
            $.CONSUME2(Tilde)
            $.ph(3, "can't block")
            const unless = $.optx(93, () => {
              $.consume(93, word('unless'))
              return $.subrule(93, $.rule('selfCondition') as never) as SelfCondition
            })
            return $.act(() => ({ kind: 'cantBlock', ...(unless ? { unless } : {}) }) as StaticAbility)
          },
        },
        {
          // CR 508.1c, 509.1b: "~ can't attack", "~ can't attack or block", "~ can't attack or block alone".
          ALT: () => {
            $.CONSUME3(Tilde)
            $.ph(4, "can't attack")
            const orBlock = $.optx(17, () => ($.ph(5, 'or block'), true))
            const alone = $.optx(18, () => ($.CONSUME(word('alone')), true))
            // CR 508.1c: "unless defending player controls an Island".
            const unless = $.optx(90, () => {
              $.ph(90, 'unless defending player controls')
              $.orx(90, [{ ALT: () => $.consume(90, word('a')) }, { ALT: () => $.consume(91, word('an')) }])
              return $.noun(90)
            })
            // "unless you control another Giant / it's equipped" (CR 508.1c, 509.1b).
            const unlessSelf = $.optx(91, () => {
              $.consume(92, word('unless'))
              return $.subrule(91, $.rule('selfCondition') as never) as SelfCondition
            })
            return $.act(
              () =>
                ({
                  kind: 'cantAttack',
                  ...(orBlock ? { orBlock: true } : {}),
                  ...(alone ? { alone: true } : {}),
                  ...(unless ? { unlessDefenderControls: unless } : {}),
                  ...(unlessSelf ? { unless: unlessSelf } : {}),
                }) as StaticAbility,
            )
          },
        },
        {
          // "Creatures with power less than ~'s power can't block it." (CR 509.1b)
          ALT: () =>
            ($.ph(31, 'creatures with power less than'),
            $.consume(16, Tilde),
            $.consume(15, Poss),
            $.ph(32, "power can't block it"),
            { kind: 'weakerCantBlock' }) as StaticAbility,
        },
        {
          ALT: () => {
            $.CONSUME5(Tilde)
            $.ph(6, "can't be blocked")
            // CR 509.1b-c: who may block it, and how many.
            return $.orx(9, [
              {
                ALT: () => {
                  $.ph(20, 'except by')
                  const n = $.amount(10)
                  $.ph(26, 'or more creatures')
                  return { kind: 'blockerCount', min: typeof n === 'number' ? n : 2 } as StaticAbility
                },
              },
              { ALT: () => ($.ph(21, 'by more than one creature'), { kind: 'blockerCount', max: 1 }) as StaticAbility },
              {
                ALT: () => {
                  $.CONSUME2(word('by'))
                  return { kind: 'cantBeBlockedBy', spec: $.noun(9) } as StaticAbility
                },
              },
              {
                ALT: () => {
                  $.ph(7, 'except by')
                  const exceptBy = $.noun(1)
                  // "… except by Walls and/or creatures with flying", "… by creatures with flying or reach".
                  const also = $.optx(209, () => {
                    $.optx(208, () => ($.consume(209, word('and')), $.tokWhere(209, Other, (t) => t === '/')))
                    $.consume(210, word('or'))
                    return $.orx<TargetSpec>(209, [
                      { ALT: () => $.noun(209) },
                      {
                        ALT: () => {
                          const k = $.subrule(210, $.rule('keywordRule') as never) as string
                          return $.act(() => ({ ...exceptBy, withKeyword: k }))
                        },
                      },
                    ])
                  })
                  return $.act(
                    () => ({ kind: 'cantBeBlocked', exceptBy, ...(also ? { orExceptBy: also } : {}) }) as StaticAbility,
                  )
                },
              },
              {
                // "~ can't be blocked as long as defending player controls an artifact" (CR 611.3a, 509.1b).
                ALT: () => {
                  const c = $.optx(
                    244,
                    () => ($.ph(244, 'as long as'), $.subrule(244, $.rule('selfCondition') as never) as SelfCondition),
                  )
                  return $.act(() =>
                    c
                      ? ({
                          kind: 'selfPump',
                          power: 0,
                          toughness: 0,
                          keywords: [],
                          cantBeBlocked: true,
                          asLongAs: c,
                        } as StaticAbility)
                      : ({ kind: 'cantBeBlocked' } as StaticAbility),
                  )
                },
              },
            ])
          },
        },
        {
          // CR 509.1a: "~ can block an additional creature each combat", "~ can block any number of creatures".
          ALT: () => {
            $.consume(14, Tilde)
            $.ph(28, 'can block')
            return $.orx(10, [
              {
                ALT: () =>
                  ($.ph(29, 'an additional creature each combat'), { kind: 'extraBlocks', count: 1 }) as StaticAbility,
              },
              {
                ALT: () =>
                  ($.ph(30, 'any number of creatures'), { kind: 'extraBlocks', count: 'any' }) as StaticAbility,
              },
            ])
          },
        },
        {
          ALT: () => {
            $.consume(10, Tilde)
            $.ph(22, 'can block only')
            return { kind: 'canBlockOnly', spec: $.noun(10) } as StaticAbility
          },
        },
        {
          ALT: () =>
            ($.ph(23, 'you may choose not to untap'),
            $.consume(11, Tilde),
            $.ph(24, 'during your untap step'),
            { kind: 'mayNotUntap' }) as StaticAbility,
        },
        {
          ALT: () =>
            ($.consume(12, Tilde), $.ph(25, "can't be countered"), { kind: 'cantBeCountered' }) as StaticAbility,
        },
        {
          ALT: () =>
            ($.CONSUME6(Tilde), $.ph(8, 'attacks each combat if able'), { kind: 'attacksEachCombat' }) as StaticAbility,
        },
        {
          // CR 510.1c: "You may have ~ assign its combat damage as though it weren't blocked."
          ALT: () =>
            ($.ph(96, 'you may have'),
            $.consume(96, Tilde),
            $.ph(97, "assign its combat damage as though it weren't blocked"),
            { kind: 'damageAsThoughUnblocked' }) as StaticAbility,
        },
        // Block requirements (CR 509.1c).
        {
          ALT: () =>
            ($.consume(99, Tilde),
            $.ph(99, 'attacks or blocks each combat if able'),
            { kind: 'attacksEachCombat', orBlocks: true }) as StaticAbility,
        },
        {
          ALT: () =>
            ($.consume(92, Tilde),
            $.ph(92, 'blocks each combat if able'),
            { kind: 'blocksEachCombat' }) as StaticAbility,
        },
        {
          ALT: () =>
            ($.consume(93, Tilde), $.ph(93, 'must be blocked if able'), { kind: 'mustBeBlocked' }) as StaticAbility,
        },
        {
          ALT: () =>
            ($.ph(94, 'all creatures able to block'),
            $.consume(94, Tilde),
            $.ph(95, 'do so'),
            { kind: 'lure' }) as StaticAbility,
        },
        {
          // An Aura's lure (Lure): "All creatures able to block enchanted creature do so." (CR 509.1c)
          ALT: () =>
            ($.ph(105, 'all creatures able to block enchanted creature do so'),
            {
              kind: 'attachedRestriction',
              via: 'enchanted',
              cantAttack: false,
              cantBlock: false,
              lure: true,
            }) as StaticAbility,
        },
        {
          ALT: () =>
            ($.CONSUME7(Tilde),
            $.ph(9, "doesn't untap during your untap step"),
            { kind: 'doesntUntap' }) as StaticAbility,
        },
        {
          ALT: () => {
            const v = via(8)
            // "enchanted creature", or an Aura on another kind of permanent ("enchanted permanent/land/artifact").
            $.orx(11, [
              { ALT: () => $.CONSUME(word('creature')) },
              { ALT: () => $.CONSUME(word('permanent')) },
              { ALT: () => $.CONSUME(word('land')) },
              { ALT: () => $.CONSUME(word('artifact')) },
            ])
            return $.orx(2, [
              {
                ALT: () => {
                  $.CONSUME(word('gets'))
                  const pt = $.pt(2)
                  // "for each card in your hand" (Empyrial Armor, CR 604.3); "it" is the permanent it's attached to.
                  const per = $.optx(210, () => ($.ph(210, 'for each'), $.forEach(210)))
                  const kws = $.optx(1, () => {
                    $.ph(10, 'and has')
                    return $.keywords(3)
                  })
                  // "… and can't block / can't be blocked / attacks each combat if able" (CR 509.1b, 508.1d).
                  const also = $.optx(211, () => {
                    $.consume(211, word('and'))
                    return $.orx<{ cantBeBlocked?: true; cantBlock?: true; attacksEachCombat?: true }>(211, [
                      { ALT: () => ($.ph(211, "can't be blocked"), { cantBeBlocked: true as const }) },
                      { ALT: () => ($.ph(212, "can't block"), { cantBlock: true as const }) },
                      { ALT: () => ($.ph(213, 'attacks each combat if able'), { attacksEachCombat: true as const }) },
                    ])
                  })
                  const pump = {
                    kind: 'attachedPump',
                    via: v,
                    power: Number(pt.power),
                    toughness: Number(pt.toughness),
                    keywords: kws ?? [],
                    ...(per ? { forEachCount: per } : {}),
                  } as StaticAbility
                  return also
                    ? [pump, { kind: 'attachedRestriction', via: v, cantAttack: false, cantBlock: false, ...also }]
                    : pump
                },
              },
              {
                // "Enchanted creature has base power and toughness 0/2 [and has defender]" (CR 613.4b, layer 7b).
                ALT: () => {
                  $.consume(215, word('has'))
                  $.plainWhere(214, (w) => w === 'base')
                  $.ph(215, 'power and toughness')
                  const pt = $.consume(215, PT).image
                  const kws = $.optx(216, () => ($.ph(216, 'and has'), $.keywords(215)))
                  const m = /^(\d+)\/(\d+)$/.exec(pt)
                  if (!this.RECORDING_PHASE && !m)
                    (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
                  return $.act(
                    () =>
                      ({
                        kind: 'attachedPump',
                        via: v,
                        power: 0,
                        toughness: 0,
                        keywords: kws ?? [],
                        basePT: { power: Number(m![1]), toughness: Number(m![2]) },
                      }) as StaticAbility,
                  )
                },
              },
              {
                ALT: () => {
                  $.CONSUME(word('has'))
                  const kws = $.keywords(4)
                  // CR 702.16d: "This effect doesn't remove ~." (Cho-Manno's Blessing): its own grant keeps it on.
                  const keeps = $.optx(212, () => {
                    $.consume(212, Period)
                    $.consume(213, word('this'))
                    $.plainWhere(212, (w) => w === 'effect')
                    $.consume(214, word("doesn't"))
                    $.plainWhere(213, (w) => w === 'remove')
                    $.consume(212, Tilde)
                    return true
                  })
                  return {
                    kind: 'attachedPump',
                    via: v,
                    power: 0,
                    toughness: 0,
                    keywords: kws,
                    ...(keeps ? { keepsSelf: true } : {}),
                  } as StaticAbility
                },
              },
              {
                ALT: () =>
                  ($.ph(11, "can't attack or block"),
                  {
                    kind: 'attachedRestriction',
                    via: v,
                    cantAttack: true,
                    cantBlock: true,
                    // CR 602.5: "…, and its activated abilities can't be activated" (Arrest).
                    ...($.optx(
                      43,
                      () => ($.CONSUME6(Comma), $.ph(71, "and its activated abilities can't be activated"), true),
                    )
                      ? { noActivate: true }
                      : {}),
                  }) as StaticAbility,
              },
              {
                ALT: () =>
                  ($.ph(12, "can't block"),
                  { kind: 'attachedRestriction', via: v, cantAttack: false, cantBlock: true }) as StaticAbility,
              },
              {
                ALT: () =>
                  ($.ph(13, "can't attack"),
                  { kind: 'attachedRestriction', via: v, cantAttack: true, cantBlock: false }) as StaticAbility,
              },
              {
                ALT: () =>
                  ($.ph(14, "doesn't untap during its controller's untap step"),
                  {
                    kind: 'attachedRestriction',
                    via: v,
                    cantAttack: false,
                    cantBlock: false,
                    noUntap: true,
                  }) as StaticAbility,
              },
            ])
          },
        },
        {
          // Anthems and lords (CR 613.4c): "creatures you control get +1/+1", "other elves you control get +1/+1 and have …".
          ALT: () => {
            // "As long as it's your turn, creatures you control get +1/+1" (CR 611.3a): the source's condition.
            const before = $.optx(3, () => {
              $.ph(43, 'as long as')
              const c = $.subrule(43, $.rule('selfCondition') as never) as SelfCondition
              $.consume(43, Comma)
              return c
            })
            $.optx(40, () => $.w(40, 'all')) // "All Sliver creatures get +1/+1."
            const filter = $.orx(3, [
              { ALT: () => $.SUBRULE($.rule('permNouns')) as TargetSpec },
              { ALT: () => $.SUBRULE($.rule('typeNouns')) as TargetSpec },
            ])
            // "Skeletons you control and other Zombies you control get +1/+1" (Death Baron): either kind.
            const orFilter = $.optx(142, () => {
              $.consume(142, word('and'))
              return $.orx(142, [
                { ALT: () => $.subrule(142, $.rule('permNouns') as never) as TargetSpec },
                { ALT: () => $.subrule(143, $.rule('typeNouns') as never) as TargetSpec },
              ])
            })
            $.CONSUME1(word('get'))
            const pt = $.pt(5)
            const kws = $.optx(2, () => {
              $.ph(15, 'and have')
              return $.keywords(6)
            })
            const after = $.optx(44, () => {
              $.ph(44, 'as long as')
              return $.subrule(44, $.rule('selfCondition') as never) as SelfCondition
            })
            const asLongAs = before ?? after
            if (!this.RECORDING_PHASE && asLongAs && readsCharacteristics(asLongAs))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(
              () =>
                ({
                  kind: 'anthem',
                  power: Number(pt.power),
                  toughness: Number(pt.toughness),
                  keywords: kws ?? [],
                  filter,
                  ...(orFilter ? { orFilter } : {}),
                  ...(asLongAs ? { asLongAs } : {}),
                }) as StaticAbility,
            )
          },
        },
        {
          ALT: () => {
            const before = $.optx(45, () => {
              $.ph(45, 'as long as')
              const c = $.subrule(45, $.rule('selfCondition') as never) as SelfCondition
              $.consume(45, Comma)
              return c
            })
            $.optx(41, () => $.w(41, 'all'))
            const filter = $.orx(4, [
              { ALT: () => $.SUBRULE1($.rule('permNouns')) as TargetSpec },
              { ALT: () => $.SUBRULE1($.rule('typeNouns')) as TargetSpec },
            ])
            $.CONSUME1(word('have'))
            const kws = $.keywords(7)
            const after = $.optx(46, () => {
              $.ph(46, 'as long as')
              return $.subrule(46, $.rule('selfCondition') as never) as SelfCondition
            })
            const asLongAs = before ?? after
            if (!this.RECORDING_PHASE && asLongAs && readsCharacteristics(asLongAs))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(
              () =>
                ({
                  kind: 'anthem',
                  power: 0,
                  toughness: 0,
                  keywords: kws,
                  filter,
                  ...(asLongAs ? { asLongAs } : {}),
                }) as StaticAbility,
            )
          },
        },
        {
          // "Each creature you control with a +1/+1 counter on it has trample." (CR 613.1f, 613.4c)
          ALT: () => {
            $.consume(170, word('each'))
            const filter = $.subrule(170, $.rule('permNoun') as never) as TargetSpec
            return $.orx(170, [
              {
                ALT: () => {
                  $.consume(171, word('has'))
                  const kws = $.keywords(170)
                  return $.act(
                    () => ({ kind: 'anthem', power: 0, toughness: 0, keywords: kws, filter }) as StaticAbility,
                  )
                },
              },
              {
                ALT: () => {
                  $.consume(172, word('gets'))
                  const pt = $.pt(170)
                  const kws = $.optx(170, () => ($.ph(170, 'and has'), $.keywords(171)))
                  return $.act(
                    () =>
                      ({
                        kind: 'anthem',
                        power: Number(pt.power),
                        toughness: Number(pt.toughness),
                        keywords: kws ?? [],
                        filter,
                      }) as StaticAbility,
                  )
                },
              },
            ])
          },
        },
        {
          // */* creatures (CR 604.3): "~'s power and toughness are each equal to the number of …".
          ALT: () => {
            $.CONSUME8(Tilde)
            $.CONSUME(Poss)
            const pt = $.orx<[boolean, boolean]>(5, [
              { ALT: () => ($.ph(16, 'power and toughness are each'), [true, true]) },
              { ALT: () => ($.ph(17, 'power is'), [true, false]) },
              { ALT: () => ($.ph(19, 'toughness is'), [false, true]) },
            ]) as [boolean, boolean]
            const power = pt?.[0]
            const toughness = pt?.[1]
            $.ph(18, 'equal to')
            // "2 plus the number of …", "twice the number of …" (CR 604.3).
            const plus = $.optx(47, () => {
              const n = $.amount(44)
              $.plainWhere(44, (w) => w === 'plus')
              return typeof n === 'number' ? n : 0
            })
            const twice = $.optx(48, () => ($.consume(45, word('twice')), true))
            const count = $.orx<TargetSpec | 'cardsInHand' | 'life' | Count>(6, [
              { ALT: () => ($.ph(62, 'your life total'), 'life' as const) },
              { ALT: () => ($.ph(63, 'the number of cards in your hand'), 'cardsInHand' as const) },
              {
                // "the number of creature cards in your graveyard" (CR 604.3): counts that read no power.
                ALT: () => {
                  const c = $.count(3)
                  if (!this.RECORDING_PHASE && (c?.of === 'power' || c?.of === 'greatestPower' || c?.of === 'thatMuch'))
                    (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
                  return c
                },
              },
              { ALT: () => ($.ph(64, 'the number of'), $.noun(8)) },
            ])
            return {
              kind: 'countPT',
              count,
              power,
              toughness,
              ...(plus ? { plus } : {}),
              ...(twice ? { times: 2 } : {}),
            } as StaticAbility
          },
        },
        { ALT: () => $.SUBRULE($.rule('selfPumpStatic')) as StaticAbility },
        { ALT: () => $.SUBRULE($.rule('playerRuleStatic')) as StaticAbility },
        {
          // CR 615.1: "Prevent all damage that would be dealt to ~ [by creatures]."
          ALT: () => {
            $.ph(70, 'prevent all damage that would be dealt to')
            $.CONSUME9(Tilde)
            const by = $.optx(42, () => ($.CONSUME5(word('by')), $.noun(12)))
            return { kind: 'preventDamageToSelf', ...(by ? { by } : {}) } as StaticAbility
          },
        },
        {
          // "As long as enchanted permanent is a creature / equipped creature is a Human, it gets +2/+2 and has reach"
          // (CR 611.3a): the bonus while its host is that.
          ALT: () => {
            $.ph(200, 'as long as')
            const v = via(7)
            $.orx(200, [
              { ALT: () => $.consume(200, word('creature')) },
              { ALT: () => $.consume(201, word('permanent')) },
            ])
            $.consume(200, word('is'))
            $.orx(201, [{ ALT: () => $.consume(202, word('a')) }, { ALT: () => $.consume(203, word('an')) }])
            const hostIs = $.orx<TargetSpec>(202, [
              { ALT: () => ($.consume(204, word('creature')), { what: 'creature' as const }) },
              {
                ALT: () => {
                  const subtype = $.consume(200, Plain).image
                  return { what: (this.RECORDING_PHASE ? null : subtypeNounWhat(subtype)) ?? 'creature', subtype }
                },
              },
            ])
            $.consume(200, Comma)
            $.consume(205, word('it'))
            const got = $.orx<[{ power: Amount; toughness: Amount }, string[]]>(203, [
              {
                ALT: () => {
                  $.consume(206, word('gets'))
                  $.optx(202, () => ($.consume(207, word('an')), $.consume(208, word('additional'))))
                  const pt = $.pt(200)
                  const kws = $.optx(201, () => ($.ph(201, 'and has'), $.keywords(200)))
                  return [pt, kws ?? []]
                },
              },
              { ALT: () => ($.consume(209, word('has')), [{ power: 0, toughness: 0 }, $.keywords(201)]) },
            ])
            if (!this.RECORDING_PHASE && hostIs?.subtype && subtypeNounKind(hostIs.subtype) === null)
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(
              () =>
                ({
                  kind: 'attachedPump',
                  via: v,
                  power: Number(got[0].power),
                  toughness: Number(got[0].toughness),
                  keywords: got[1],
                  ...(hostIs.subtype ? { hostIs } : {}),
                }) as StaticAbility,
            )
          },
        },
        {
          // CR 508.1d, 508.1g-h: "Creatures can't attack you [or planeswalkers you control] unless their controller
          // pays {2} for each creature they control that's attacking you / for each of those creatures" (Propaganda).
          ALT: () => {
            $.ph(215, "creatures can't attack you")
            const walkers = $.optx(215, () => ($.ph(216, 'or planeswalkers you control'), true))
            $.ph(217, 'unless their controller pays')
            const cost = $.consume(215, Mana).image
            $.ph(218, 'for each')
            $.orx(215, [
              {
                ALT: () => {
                  $.ph(219, 'creature they control')
                  $.plainWhere(215, (w) => w === "that's")
                  $.ph(220, 'attacking you')
                },
              },
              { ALT: () => $.ph(221, 'of those creatures') },
            ])
            const n = Number(/^\{(\d+)\}$/.exec(cost)?.[1] ?? NaN)
            if (!this.RECORDING_PHASE && !Number.isFinite(n))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(
              () => ({ kind: 'attackTax', amount: n, ...(walkers ? { planeswalkers: true } : {}) }) as StaticAbility,
            )
          },
        },
        {
          // CR 614.12: "As ~ enters, you may reveal a Swamp or Mountain card from your hand. If you don't, ~ enters
          // tapped."
          ALT: () => {
            $.consume(180, word('as'))
            $.consume(180, Tilde)
            $.consume(180, word('enters'))
            $.consume(180, Comma)
            $.ph(180, 'you may reveal')
            $.orx(180, [{ ALT: () => $.consume(181, word('a')) }, { ALT: () => $.consume(182, word('an')) }])
            const types = [$.consume(183, Plain).image]
            $.optx(180, () => {
              $.consume(184, word('or'))
              $.orx(181, [{ ALT: () => $.consume(185, word('a')) }, { ALT: () => $.consume(186, word('an')) }])
              $.add(types, $.consume(187, Plain).image)
            })
            $.ph(181, 'card from your hand')
            $.consume(188, Period)
            $.ph(182, "if you don't")
            $.consume(189, Comma)
            $.consume(181, Tilde)
            $.ph(183, 'enters tapped')
            return $.act(() => ({ kind: 'entersTappedUnless', revealTypes: types }) as StaticAbility)
          },
        },
        {
          // CR 707.9: "You may have ~ enter the battlefield as a copy of any creature on the battlefield" (Clone).
          ALT: () => {
            $.ph(190, 'you may have')
            $.consume(190, Tilde)
            $.plainWhere(190, (w) => w === 'enter')
            $.optx(190, () => $.ph(191, 'the battlefield'))
            $.ph(192, 'as a')
            $.plainWhere(191, (w) => w === 'copy')
            $.consume(190, word('of'))
            $.orx(190, [
              { ALT: () => $.consume(191, word('any')) },
              { ALT: () => $.consume(194, word('a')) },
              { ALT: () => $.consume(193, word('an')) },
            ])
            const spec = $.noun(190)
            $.optx(191, () => $.ph(193, 'on the battlefield'))
            return $.act(() => ({ kind: 'entersAsCopy', spec }) as StaticAbility)
          },
        },
        {
          // CR 702.95c: "As long as ~ is paired with another creature, each of those creatures gets +1/+1 / both
          // creatures have flying."
          ALT: () => {
            $.ph(250, 'as long as')
            $.consume(250, Tilde)
            $.consume(250, word('is'))
            $.plainWhere(250, (w) => w === 'paired')
            $.ph(251, 'with another creature')
            $.consume(250, Comma)
            const got = $.orx<[{ power: Amount; toughness: Amount }, string[]]>(250, [
              {
                ALT: () => {
                  $.ph(252, 'each of those creatures gets')
                  const pt = $.pt(250)
                  const kws = $.optx(250, () => ($.ph(253, 'and has'), $.keywords(250)))
                  return [pt, kws ?? []]
                },
              },
              { ALT: () => ($.ph(254, 'both creatures have'), [{ power: 0, toughness: 0 }, $.keywords(251)]) },
              { ALT: () => ($.ph(255, 'each of those creatures has'), [{ power: 0, toughness: 0 }, $.keywords(252)]) },
            ])
            return $.act(
              () =>
                ({
                  kind: 'pairBonus',
                  power: Number(got[0].power),
                  toughness: Number(got[0].toughness),
                  keywords: got[1],
                }) as StaticAbility,
            )
          },
        },
        {
          // CR 614.12: "As ~ enters, choose a color / a creature type / an opponent."
          ALT: () => {
            $.consume(230, word('as'))
            $.consume(230, Tilde)
            $.consume(230, word('enters'))
            $.consume(230, Comma)
            $.consume(230, word('choose'))
            const what = $.orx<EnterChoiceKind>(230, [
              { ALT: () => ($.ph(230, 'a color'), 'color' as const) },
              { ALT: () => ($.ph(231, 'a creature'), $.plainWhere(230, (w) => w === 'type'), 'creatureType' as const) },
              { ALT: () => ($.ph(232, 'an opponent'), 'opponent' as const) },
            ])
            return { kind: 'entersChoosing', what } as StaticAbility
          },
        },
        {
          // CR 615.1, 614.1a: damage to ~ prevented or replaced by counters (Phantom Centaur, Protean Hydra, Phytohydra).
          ALT: () => {
            $.ph(220, 'if damage would be dealt to')
            $.consume(220, Tilde)
            const whileCounter = $.optx(220, () => {
              $.plainWhere(220, (w) => w === 'while')
              $.ph(221, 'it has a')
              $.subrule(220, $.rule('counterKind') as never)
              $.ph(222, 'counter on it')
              return true
            })
            $.consume(221, Comma)
            const from = (i: number) =>
              $.orx(i, [{ ALT: () => $.consume(224, Tilde) }, { ALT: () => $.consume(225, word('it')) }])
            const got = $.orx<{ mode: 'removeOne' | 'removeMany' | 'put'; counter: string }>(220, [
              {
                ALT: () => {
                  $.ph(223, 'prevent that damage')
                  $.orx(221, [{ ALT: () => $.consume(222, Period) }, { ALT: () => $.consume(222, word('and')) }])
                  $.plainWhere(223, (w) => w === 'remove')
                  return $.orx<{ mode: 'removeOne' | 'removeMany'; counter: string }>(222, [
                    {
                      ALT: () => {
                        $.consume(226, word('a'))
                        const counter = $.subrule(221, $.rule('counterKind') as never) as string
                        $.ph(224, 'counter from')
                        from(224)
                        return { mode: 'removeOne' as const, counter }
                      },
                    },
                    {
                      ALT: () => {
                        $.consume(227, word('that'))
                        $.plainWhere(225, (w) => w === 'many')
                        const counter = $.subrule(222, $.rule('counterKind') as never) as string
                        $.ph(226, 'counters from')
                        from(223)
                        return { mode: 'removeMany' as const, counter }
                      },
                    },
                  ])
                },
              },
              {
                ALT: () => {
                  $.ph(229, 'put that')
                  $.plainWhere(227, (w) => w === 'many')
                  const counter = $.subrule(223, $.rule('counterKind') as never) as string
                  $.ph(228, 'counters on it instead')
                  return { mode: 'put' as const, counter }
                },
              },
            ])
            return $.act(
              () =>
                ({
                  kind: 'damageToCounters',
                  ...got,
                  ...(whileCounter ? { whileCounter } : {}),
                }) as StaticAbility,
            )
          },
        },
        {
          // CR 613.1b: "You control enchanted creature." (Control Magic, Confiscate)
          ALT: () => {
            $.ph(160, 'you control enchanted')
            $.orx(160, [
              { ALT: () => $.consume(160, word('creature')) },
              { ALT: () => $.consume(161, word('permanent')) },
              { ALT: () => $.consume(162, word('artifact')) },
              { ALT: () => $.consume(163, word('land')) },
            ])
            return { kind: 'controlEnchanted' } as StaticAbility
          },
        },
        {
          // CR 615.1: "Prevent all [combat] damage that would be dealt to [and dealt] by ~ / enchanted creature / you."
          ALT: () => {
            $.ph(150, 'prevent all')
            const combat = $.optx(150, () => ($.consume(150, word('combat')), true))
            $.ph(151, 'damage that would be dealt')
            const dir = $.orx(150, [
              { ALT: () => ($.ph(152, 'to and dealt by'), 'both' as const) },
              { ALT: () => ($.consume(151, word('to')), 'to' as const) },
              { ALT: () => ($.consume(152, word('by')), 'by' as const) },
            ])
            const who = $.orx(151, [
              { ALT: () => ($.consume(153, Tilde), 'self' as const) },
              { ALT: () => ($.ph(153, 'enchanted creature'), 'host' as const) },
              { ALT: () => ($.ph(154, 'equipped creature'), 'host' as const) },
              { ALT: () => ($.consume(154, word('you')), 'you' as const) },
            ])
            return $.act(() => ({
              kind: 'preventDamage',
              who,
              ...(combat ? { combat } : {}),
              ...(dir !== 'by' ? { to: true } : {}),
              ...(dir !== 'to' && who !== 'you' ? { by: true } : {}),
            })) as StaticAbility
          },
        },
      ]),
    )
    // Rules for players (CR 402.2, 614.10, 305.2, 119.7).
    $.RULE(
      'playerRuleStatic',
      $.orRule(0, [
        {
          ALT: () => (
            $.ph(0, 'you have no maximum hand size'),
            { kind: 'playerRule', rule: 'noMaxHandSize', who: 'you' }
          ),
        },
        {
          ALT: () => (
            $.ph(12, 'players have no maximum hand size'),
            { kind: 'playerRule', rule: 'noMaxHandSize', who: 'all' }
          ),
        },
        { ALT: () => ($.ph(1, 'skip your draw step'), { kind: 'playerRule', rule: 'skipDraw', who: 'you' }) },
        // CR 702.11c: "You have hexproof."
        { ALT: () => ($.ph(13, 'you have hexproof'), { kind: 'playerRule', rule: 'hexproof', who: 'you' }) },
        {
          // "You may play an additional land on each of your turns", "… two additional lands …", "Each player may …".
          ALT: () => {
            const who = $.orx(2, [
              { ALT: () => ($.CONSUME(word('you')), 'you') },
              { ALT: () => ($.ph(5, 'each player'), 'all') },
            ])
            $.ph(6, 'may play')
            const amount = $.orx(3, [
              { ALT: () => ($.ph(7, 'an additional land'), 1) },
              {
                ALT: () => {
                  const n = $.amount(0)
                  $.ph(8, 'additional lands')
                  return typeof n === 'number' ? n : 1
                },
              },
            ])
            $.ph(9, 'on each of')
            $.orx(4, [{ ALT: () => $.ph(10, 'your turns') }, { ALT: () => $.ph(11, 'their turns') }])
            return { kind: 'playerRule', rule: 'extraLand', who, amount }
          },
        },
        {
          ALT: () => {
            const who = $.orx(1, [
              { ALT: () => ($.CONSUME(word('players')), 'all') },
              { ALT: () => ($.ph(3, 'your opponents'), 'opponents') },
            ])
            $.ph(4, "can't gain life")
            return { kind: 'playerRule', rule: 'cantGainLife', who }
          },
        },
      ]),
    )
    // Conditional and counting P/T of the permanent itself (CR 611.3a, 604.3): "~ gets +1/+1 as long as you control
    // a Swamp", "~ gets +2/+2 as long as you control three or more artifacts", "~ gets +1/+0 for each artifact you control".
    $.RULE('controlCount', () => {
      $.ph(0, 'you control')
      const atLeast = $.orx(0, [
        { ALT: () => ($.CONSUME(word('a')), 1) },
        { ALT: () => ($.CONSUME(word('an')), 1) },
        // "you control another Merfolk": the noun's own prefix reads "another" (not the source).
        { ALT: () => 0 },
        {
          ALT: () => {
            const n = $.amount(0)
            $.ph(1, 'or more')
            return typeof n === 'number' ? n : 1
          },
        },
      ])
      const spec = landType($.noun(1))
      if (!this.RECORDING_PHASE && atLeast === 0 && !spec?.other)
        (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      return $.act(() => ({ spec: { ...spec, youControl: true }, atLeast: atLeast || 1 }))
    })
    // What a permanent's own bonus waits for (CR 611.3a): control of permanents, a graveyard size (threshold),
    // its controller's turn, being in the attack, a life total.
    $.RULE(
      'selfCondition',
      $.orRule(0, [
        { ALT: () => $.SUBRULE($.rule('controlCount')) as SelfCondition },
        {
          ALT: () => {
            const n = $.amount(0)
            $.ph(0, 'or more cards are in your graveyard')
            return { graveyard: typeof n === 'number' ? n : 0 } as SelfCondition
          },
        },
        { ALT: () => ($.ph(1, "it's your turn"), { yourTurn: true }) as SelfCondition },
        { ALT: () => ($.ph(2, "it's attacking"), { attacking: true }) as SelfCondition },
        { ALT: () => ($.CONSUME(Tilde), $.ph(3, 'is attacking'), { attacking: true }) as SelfCondition },
        {
          // "as long as it's untapped / enchanted" (after the bonus: "~ has hexproof as long as it's untapped").
          ALT: () => {
            $.consume(27, word("it's"))
            const st = $.orx(27, [
              { ALT: () => ($.consume(28, word('equipped')), 'equipped' as const) },
              { ALT: () => ($.consume(29, word('enchanted')), 'enchanted' as const) },
              { ALT: () => ($.consume(30, word('untapped')), 'untapped' as const) },
              { ALT: () => ($.consume(31, word('tapped')), 'tapped' as const) },
            ])
            return { self: st } as SelfCondition
          },
        },
        {
          // "as long as it has a +1/+1 counter on it", "as long as ~ has a … counter on it" (CR 122.1).
          ALT: () => {
            $.orx(32, [{ ALT: () => $.consume(32, Tilde) }, { ALT: () => $.consume(33, word('it')) }])
            $.ph(33, 'has a')
            const counter = $.subrule(32, $.rule('counterKind') as never) as string
            $.ph(34, 'counter on it')
            return { counter } as SelfCondition
          },
        },
        {
          // "as long as an opponent controls an Island" (CR 611.3a).
          ALT: () => {
            $.ph(35, 'an opponent controls')
            $.orx(35, [{ ALT: () => $.consume(35, word('a')) }, { ALT: () => $.consume(36, word('an')) }])
            const spec = landType($.noun(35))
            return $.act(() => ({ opponentControls: spec }) as SelfCondition)
          },
        },
        {
          // "as long as defending player controls an artifact" (CR 506.2: the player it attacks).
          ALT: () => {
            $.ph(36, 'defending player controls')
            $.orx(37, [{ ALT: () => $.consume(37, word('a')) }, { ALT: () => $.consume(38, word('an')) }])
            const spec = landType($.noun(36))
            return $.act(() => ({ defenderControls: spec }) as SelfCondition)
          },
        },
        {
          // "as long as ~ is equipped / enchanted / untapped / tapped / monstrous / renowned" (CR 611.3a).
          ALT: () => {
            $.consume(20, Tilde)
            $.consume(20, word('is'))
            const st = $.orx(20, [
              { ALT: () => ($.consume(21, word('equipped')), 'equipped' as const) },
              { ALT: () => ($.consume(22, word('enchanted')), 'enchanted' as const) },
              { ALT: () => ($.consume(23, word('untapped')), 'untapped' as const) },
              { ALT: () => ($.consume(24, word('tapped')), 'tapped' as const) },
              { ALT: () => ($.consume(25, word('monstrous')), 'monstrous' as const) },
              { ALT: () => ($.consume(26, word('renowned')), 'renowned' as const) },
            ])
            return { self: st } as SelfCondition
          },
        },
        {
          ALT: () => {
            $.ph(4, 'you have')
            const n = $.amount(1)
            $.ph(5, 'or more life')
            return { life: typeof n === 'number' ? n : 0 } as SelfCondition
          },
        },
        {
          // The conditions of text/conditions.ts: "as long as you have no cards in hand" (hellbent), ….
          ALT: () => {
            const c = $.SUBRULE($.rule('gameCondition')) as GameCondition
            if (!this.RECORDING_PHASE && !(conditionReadable(c) && staticCondition(c)))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return { game: c } as SelfCondition
          },
        },
      ]),
    )
    $.RULE('selfPumpStatic', () => {
      type Cond = SelfCondition
      const before = $.optx(1, () => {
        $.ph(4, 'as long as')
        const c = $.SUBRULE($.rule('selfCondition')) as Cond
        $.CONSUME(Comma)
        return c
      })
      // "As long as ~ is equipped, it gets +1/+1": "it" is ~ after a leading condition.
      $.orx(4, [
        { ALT: () => $.CONSUME(Tilde) },
        {
          ALT: () => {
            $.consume(4, word('it'))
            if (!this.RECORDING_PHASE && !before)
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
          },
        },
      ])
      // "… and can't block / can't be blocked / attacks each combat if able" while it holds (CR 509.1b, 508.1d).
      // Read at two places, each with its own occurrence index (6 and 8).
      const restriction = (i: number) =>
        $.orx<SelfRestriction>(i, [
          { ALT: () => ($.ph(240, "can't be blocked"), { cantBeBlocked: true as const }) },
          { ALT: () => ($.ph(241, "can't block"), { cantBlock: true as const }) },
          { ALT: () => ($.ph(242, 'attacks each combat if able'), { attacksEachCombat: true as const }) },
          {
            // "… can attack as though it didn't have defender" (CR 702.3b).
            ALT: () => {
              $.ph(243, 'can attack as though it')
              $.plainWhere(243, (w) => w === "didn't")
              $.ph(245, 'have defender')
              return { attacksDespiteDefender: true as const }
            },
          },
        ])
      const got = $.orx<[{ power: Amount; toughness: Amount }, string[], SelfRestriction?]>(0, [
        {
          ALT: () => {
            $.CONSUME(word('gets'))
            const pt = $.pt(0)
            const more = $.optx(0, () => {
              $.consume(240, word('and'))
              return $.orx<[string[], SelfRestriction?]>(7, [
                { ALT: () => ($.consume(241, word('has')), [$.keywords(0)]) },
                { ALT: () => [[], restriction(6)] },
              ])
            })
            return [pt, more?.[0] ?? [], more?.[1]]
          },
        },
        { ALT: () => ($.CONSUME(word('has')), [{ power: 0, toughness: 0 }, $.keywords(1)]) },
        {
          // "~ can't be blocked as long as defending player controls an artifact": only with a condition.
          ALT: () => [{ power: 0, toughness: 0 }, [], restriction(8)],
        },
      ])
      const [pt, keywords, restricts] = Array.isArray(got) ? got : [{ power: 0, toughness: 0 }, []] // not an array while recording
      const after = $.optx(2, () =>
        $.orx<{ asLongAs?: Cond; forEach?: TargetSpec; forEachCount?: Count }>(1, [
          {
            ALT: () => {
              $.ph(1, 'as long as')
              return { asLongAs: $.SUBRULE1($.rule('selfCondition')) as Cond }
            },
          },
          {
            // "for each Equipment attached to it" (Goblin Gaveleer, CR 301.5).
            ALT: () => {
              $.ph(70, 'for each')
              const kind = $.CONSUME8(Plain).image
              const attached = $.CONSUME9(Plain).image
              if (!this.RECORDING_PHASE && (kind !== 'equipment' || attached !== 'attached'))
                (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
              $.ph(71, 'to it')
              return { forEach: { what: 'artifact', subtype: 'equipment', attachedToSelf: true } as TargetSpec }
            },
          },
          {
            // "for each Forest you control", "for each card in your hand", "for each +1/+1 counter on ~" (CR 604.3).
            ALT: () => {
              $.ph(3, 'for each')
              const c = $.forEach(1)
              return $.act(() => (c.of === 'permanents' ? { forEach: landType(c.spec) } : { forEachCount: c }))
            },
          },
        ]),
      )
      $.optx(3, () => $.CONSUME(Period))
      if (!this.RECORDING_PHASE && restricts && !before && !after?.asLongAs)
        (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      // A bonus can't wait for a power or a keyword: reading them reads this bonus again (CR 613).
      const cond = before ?? after?.asLongAs
      if (!this.RECORDING_PHASE && cond && readsCharacteristics(cond) && (pt.power || pt.toughness || keywords.length))
        (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      return $.act(() => {
        return {
          kind: 'selfPump',
          power: Number(pt.power),
          toughness: Number(pt.toughness),
          keywords,
          ...(restricts ?? {}),
          ...(before ? { asLongAs: before } : after),
        } as StaticAbility
      })
    })
    $.RULE(
      'counterKind',
      $.orRule(0, [
        {
          ALT: () => {
            const pt = $.CONSUME(PT).image
            return pt
          },
        },
        { ALT: () => $.CONSUME(Plain).image },
      ]),
    )
    $.RULE('staticLine', () => {
      const first = $.SUBRULE($.rule('staticSentence')) as StaticAbility | StaticAbility[]
      const statics = Array.isArray(first) ? first : [first]
      // "~ can't block and can't be blocked." (CR 509.1b): both restrictions.
      const also = $.optx(1, () => ($.ph(0, "and can't be blocked"), { kind: 'cantBeBlocked' }) as StaticAbility)
      if (also) $.act(() => (statics[0].kind === 'cantBlock' ? statics.push(also) : undefined))
      if (also && !$.recording && statics.length < 2)
        (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      $.optx(0, () => $.CONSUME(Period))
      return { kind: 'static', statics } as ParsedLine
    })
  }

  parseLine(
    tokens: IToken[],
    entry: 'permanentLine' | 'spellLine' | 'effects' | 'triggerHead' | 'costPrefix' | 'targetPhrase',
    /** Read only the start of the tokens (text/spellTargets.ts): `end` becomes how many the entry read. */
    prefix?: { end: number },
  ): unknown {
    this.input = tokens
    this.memo.clear()
    let types = tokenTypeCount
    for (let k = 0; k < tokens.length; k++) if (tokens[k].tokenTypeIdx >= types) types = tokens[k].tokenTypeIdx + 1
    if (this.lastOfType.length < types) this.lastOfType = new Int32Array(types)
    this.lastOfType.fill(-1)
    for (let k = 0; k < tokens.length; k++) this.lastOfType[tokens[k].tokenTypeIdx] = k
    // Failed alternatives throw; without stack traces that is cheap.
    const V8 = Error as unknown as { stackTraceLimit?: number } // V8 only; elsewhere a no-op
    const limit = V8.stackTraceLimit
    V8.stackTraceLimit = 0
    let out: unknown
    try {
      out = this.rule(entry).call(this)
    } finally {
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

/** One token an alternative must read: the token types that match it. */
type Must = number[][] | null
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

/** Does a static's condition read powers or keywords (which read the statics again, CR 613)? */
function readsCharacteristics(c: SelfCondition): boolean {
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
      !!spec.lesserPowerThanSource)
  )
}

type SelfRestriction = {
  cantBeBlocked?: true
  cantBlock?: true
  attacksEachCombat?: true
  attacksDespiteDefender?: true
}

/** A basic land type on its own ("a Swamp", "each Forest") names lands, not creatures (CR 205.3i). */
function landType(spec: TargetSpec): TargetSpec {
  if (
    spec &&
    spec.what === 'creature' &&
    spec.subtype &&
    /^(plains|islands?|swamps?|mountains?|forests?)$/.test(spec.subtype)
  )
    return { ...spec, what: 'land' }
  return spec
}

let parser: OracleParser | null = null
/** The errors thrown while backtracking (one per kind, never saved). */
const droppedErrors = new Set<object>()
/** The word token types of each phrase `ph` reads. */
const phraseTypes = new Map<string, TokenType[]>()
let debug = false
let fastPaths = true
/** Tests only: off, every gated choice backtracks as written (the LL(1) checks must not change any result). */
export function parserFastPaths(on: boolean): void {
  fastPaths = on
}
export function debugParser(on: boolean): void {
  debug = on
}

/** The parser (built once, on first use: building it records the grammar). */
export function oracleParser(): { parseLine: OracleParser['parseLine'] } {
  parser ??= new OracleParser()
  return parser
}

export type { ActivatedAbility }

/** The generic amount of a cost text such as "{2}" (0 when it holds anything else). */
/** How much a cost change adds or takes off ("{2}", "{G}"), signed by `sign`; null for another run ("{1}{G}",
 *  "{W}{U}{B}{R}{G}"), which the engine doesn't apply. */
function costDelta(text: string, sign: number): { amount: number; mana?: Color } | null {
  const generic = /^\{(\d+)\}$/.exec(text)
  if (generic) return { amount: sign * Number(generic[1]) }
  const colored = /^\{([wubrg])\}$/i.exec(text)
  return colored ? { amount: sign, mana: colored[1].toUpperCase() as Color } : null
}
