// The grammar's types: what its rules return (parsed lines, costs, keyword items) and the Grammar API that effect
// kinds write their rules with.
import { type IToken, type TokenType } from 'chevrotain'
import type {
  AdditionalCost,
  Amount,
  CastWindow,
  Condition,
  CostChange,
  Count,
  Effect,
  StaticAbility,
  Subject,
  TargetSpec,
  TriggerEvent,
  Who,
  ParsedCost,
  ProtectionFrom,
} from '../../engine/ast'
import { NUMBERED_KEYWORDS } from '../../cards/words'

/** A keyword line's items. */
export type KeywordItem =
  | { kind: 'keyword'; name: string }
  | { kind: 'enchant'; spec: TargetSpec }
  | { kind: 'equip'; cost: string }
  | { kind: 'cost'; keyword: 'cycling' | 'kicker' | 'flashback' | 'ward' | 'buyback'; cost: string }
  /** Typecycling (CR 702.29e): search for a card of that land type (basic landcycling: a basic land). */
  | { kind: 'typecycling'; landType: string; cost: string }
  | { kind: 'protection'; from: ProtectionFrom }
  | { kind: 'numbered'; name: (typeof NUMBERED_KEYWORDS)[number]; amount: Amount }
  | { kind: 'cumulativeUpkeep'; cost: string }

/** The effect sentences of a text: effects in order, and its targets (collected as read). */
/** How many modes "Choose …" asks for (CR 700.2): `count`, or 1 to `count` with `upTo` (0 to `count` with `none`,
 *  CR 603.3c); `repeat`: a mode may be chosen more than once (CR 700.2d). */
export interface ModeCount {
  count: number
  upTo: boolean
  none?: true
  repeat?: true
}

/** "Choose any number —": every mode, at most (the compiler caps it at the number of modes). */
export const MODES_ANY = 99

export interface ParsedEffects {
  effects: Effect[]
  targets: TargetSpec[]
  divide?: boolean
  /** "up to N target …": those targets may be left out (CR 601.2c). */
  upTo?: { first: number; count: number }
}

export interface ActivationLimit {
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
      /** "Cost: Choose one —": a modal activated ability (CR 700.2, 602.2b). */
      modes?: ModeCount
    }
  | { kind: 'triggered'; event: TriggerEvent; condition?: Condition; body: ParsedEffects }
  | { kind: 'effects'; body: ParsedEffects }
  | ({ kind: 'modal'; trigger?: TriggerEvent } & ModeCount)
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
  /** A token of type `t` whose text passes `test` ('{e}' among mana symbols); otherwise the rule fails here. The test
   *  reads the text alone (no parser state): a choice may ask it before trying an alternative that opens with it. */
  tokWhere(i: number, t: TokenType, test: (image: string) => boolean): IToken
  opt<T>(i: number, fn: () => T): T | undefined
  alt<T>(i: number, alts: (() => T)[]): T
  rep(i: number, fn: () => void): void
  act<T>(fn: () => T): T
  /** Fails the alternative being read when `no` holds (a phrase read whose meaning the engine doesn't know). */
  refuse(no: () => boolean): void
  /** A target was named earlier in the line (read from the tokens, so the same while backtracking). */
  targetRead(): boolean
  /** A target, a token created, the equipped or enchanted creature or a copy was named earlier in the line. */
  anotherNamed(): boolean
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
  /** A card in a graveyard: "creature card from your graveyard" (`yours`), "card from a graveyard". */
  cardNoun(i: number): TargetSpec
  /** A permanent: "~", "it", a target ("target creature"), or "each/all …". */
  subject(i: number): Subject
  /** Players: "you", "each opponent", "each player", "target player", "target opponent". */
  who(i: number): Who
  /** Who does a verb read without a subject: the imperative ("draw") is you; the third person ("and draws") is the
   *  players of the clause before it, or the text isn't read. */
  subjectFor(third: boolean): Who
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

/** One token an alternative must read: the token types that match it. */
export type Must = number[][] | null

export type SelfRestriction = {
  cantBeBlocked?: true
  cantBlock?: true
  attacksEachCombat?: true
  attacksDespiteDefender?: true
}
