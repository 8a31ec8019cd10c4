// What the engine core asks of the rules-text layer above it (src-shared/text: the Oracle-text compiler, the effect
// kinds, the counted amounts and the conditions). The core names each entry point here; the text layer installs them
// as it loads (`import '@shared/text'`, which '@shared/variants' does), so nothing in the core imports the layer.
import type { IToken } from 'chevrotain'
import type { CardFace } from '../cards/model'
import type { ManaAbilityDef } from '../mana/types'
import type { Amount, Condition, Count, Effect, EffectText, FaceAbilities, GameCondition, StaticAbility } from './ast'
import type { ChoiceAnswer, EffectContext, Pause } from './effectTypes'
import type { DamageSource } from './effects'
import type { Tx } from './tx'
import type { CardObject, GameEvent, GameState, ObjId, PlayerIndex, StackItem, Target } from './types'

/** What the core runs of an effect kind (its `apply` and the rest; the text layer adds `parse`, CR 608.2). */
export interface EffectRules {
  apply(ctx: EffectContext, e: Effect): void | Pause
  expand?(ctx: EffectContext, e: Effect): Effect[] | null
  resume?(ctx: EffectContext, e: Effect, pause: Pause, answer: ChoiceAnswer): Effect[] | void
  check?(ctx: { s: Tx['s'] }, pause: Pause, answer: ChoiceAnswer): string | null
  answers?(pause: Pause): ChoiceAnswer[]
}

export interface RulesText {
  /** A face's Oracle text as the ability tree (CR 113). */
  compileFace(face: CardFace): FaceAbilities
  /** The compiler's version: a stored tree is used only when it matches. */
  compilerVersion(): string
  normalize(line: string, cardName?: string): string
  tokenize(text: string): IToken[] | null
  /** One line read by one rule of the grammar ('effects', 'costPrefix', 'activationLimit'). */
  parseLine(tokens: IToken[], rule: string): unknown
  effectKind(kind: string): EffectRules
  /** A counted amount's value now (CR 107.3, 604.3). */
  countNow(
    s: GameState,
    events: readonly GameEvent[],
    c: Count,
    controller: PlayerIndex,
    source: ObjId,
    target: (i: number) => { card: ObjId } | { player: PlayerIndex } | undefined,
    thatMuch?: number,
    lastCounters?: Record<string, number>,
    inStatic?: boolean,
  ): number
  amountValue(ctx: EffectContext, a: Amount, x: number): number
  /** How many times a scaled mana ability adds its mana ("Add {G} for each Elf you control"). */
  manaTimes(s: GameState, obj: CardObject, def: ManaAbilityDef): number
  conditionNow(s: GameState, c: Condition, controller: PlayerIndex, source: ObjId, x?: number): boolean
  conditionReadable(c: Condition | undefined): boolean
  describeCondition(c: Condition): string
  gameConditionHolds(s: GameState, c: GameCondition, controller: PlayerIndex, source: ObjId, x?: number): boolean
  isGameCondition(c: Condition): c is GameCondition
  /** A kicked spell's text with "if this spell was kicked" settled (CR 702.33d). */
  withKicked(text: EffectText, kicked: boolean): EffectText
  /** An overloaded spell's text: "target" becomes "each" (CR 702.96a); null when it has none. */
  overloadText(text: EffectText): EffectText | null
  controllerOfTarget(ctx: EffectContext, i: number): PlayerIndex | null
  /** A shield of "prevent all … damage this turn" that stops this damage (CR 615), if any. */
  preventedThisTurn(s: GameState, source: DamageSource, target: Target, combat: boolean): unknown
  /** Uses up a "prevent the next damage from a source" shield for this damage (CR 615.7); whether one applied. */
  useNextShield(tx: Tx, source: DamageSource, target: Target, amount: number, combat: boolean): boolean
  /** Delayed abilities due at this event (CR 603.7). */
  delayedTriggers(tx: Tx, e: GameEvent): StackItem[]
  /** The monarch's draw and the monarchy changing hands (CR 724). */
  monarchTriggers(tx: Tx, e: GameEvent): StackItem[]
  worksFromGraveyard(effects: readonly Effect[]): boolean
  entersTappedUnless(
    tx: Tx,
    id: ObjId,
    st: Extract<StaticAbility, { kind: 'entersTappedUnless' }>,
    played: boolean,
  ): void
  /** The choices made as a permanent enters (CR 614.12). */
  enterChoices(tx: Tx, id: ObjId, cause: string): void
  /** Cards exiled "until ~ leaves the battlefield" come back (CR 610.3). */
  returnUntilLeaves(tx: Tx, left: ObjId): void
}

function missing(name: string): () => never {
  return () => {
    throw new Error(
      `the rules-text layer is not loaded (${name}): import '@shared/text' (or '@shared/variants', which does) first`,
    )
  }
}

/** The installed rules-text layer; each entry throws, naming what to import, until it is installed. */
export const rulesText: RulesText = {
  compileFace: missing('compileFace'),
  compilerVersion: missing('compilerVersion'),
  normalize: missing('normalize'),
  tokenize: missing('tokenize'),
  parseLine: missing('parseLine'),
  effectKind: missing('effectKind'),
  countNow: missing('countNow'),
  amountValue: missing('amountValue'),
  manaTimes: missing('manaTimes'),
  conditionNow: missing('conditionNow'),
  conditionReadable: missing('conditionReadable'),
  describeCondition: missing('describeCondition'),
  gameConditionHolds: missing('gameConditionHolds'),
  isGameCondition: missing('isGameCondition') as unknown as RulesText['isGameCondition'],
  withKicked: missing('withKicked'),
  overloadText: missing('overloadText'),
  controllerOfTarget: missing('controllerOfTarget'),
  preventedThisTurn: missing('preventedThisTurn'),
  useNextShield: missing('useNextShield'),
  delayedTriggers: missing('delayedTriggers'),
  monarchTriggers: missing('monarchTriggers'),
  worksFromGraveyard: missing('worksFromGraveyard'),
  entersTappedUnless: missing('entersTappedUnless'),
  enterChoices: missing('enterChoices'),
  returnUntilLeaves: missing('returnUntilLeaves'),
}

/** Called once by src-shared/text as it loads. */
export function installRulesText(impl: RulesText): void {
  Object.assign(rulesText, impl)
}
