// The rules engine's public API. See README.md in this folder.
export * from './types'
export type { Variant, ActionHandler, VariantHooks, ScenarioHooks, OptionDef, ZoneMove } from './variant'
export { Tx } from './tx'
export { Random, seedRng, nextRandom } from './rng'
export { registerVariant, findVariant, variantById, registeredVariants } from './registry'
export {
  createGame,
  applyAction,
  checkAction,
  reduce,
  legalActions,
  waitingFor,
  actingPlayers,
  handlerFor,
  resolveOptions,
  startAtStep,
} from './game'
export type { NewGame, PlayerSetup } from './game'
export { NORMAL_OPTIONS, CHOOSE_COPY_TARGETS, advance, endStep, pushPending, sorceryTiming, givePriority } from './flow'
export {
  buildGameChart,
  normalTurn,
  londonMulliganSetup,
  step,
  setupStep,
  phase,
  turnState,
  TO_FIRST_TURN,
  TO_NEXT_TURN,
  NORMAL_ACTIONS,
  NORMAL_GUARDS,
  chartPathFor,
  chartMove,
  valueToPath,
  pathToValue,
} from './turnChart'
export type { GameChart, ChartDefinition, ChartAction, ChartGuard, ChartEvent, StepInfo, StepMeta } from './turnChart'
export { chartMermaid, chartJson } from './chartExport'
export { londonMulligan, decideStartingPlayer, startingPlayerDecided } from './setup'
export { CORE_ACTIONS, whyNoPriority, pendingFor, describePending } from './actions'
export * from './query'
export * from './legalTargets'
export { faceAbilities, readEffectText, AUTOMATED_KEYWORDS } from './abilities'
export type { FaceAbilities, Effect, EffectText, TargetSpec, StaticAbility, ActivatedAbility } from './abilities'
export { moveObject, drawCard, drawCards, shuffleLibrary, createObject, ensureCard, destroy, leaveGame } from './zones'
export type { MoveOptions } from './zones'
export { dealDamage, gainLife, loseLife, addCounters, pump } from './effects'
export { stateBasedActions, playerLoses, endGame, checkGameOver } from './sba'
export { manaSources, canAfford, payCost, emptyManaPools } from './mana'
export { possibleAttackers, attackTargets, ASSIGN_COMBAT_DAMAGE } from './combat'
export { possibleBlocks } from './blocking'
export { suggestedDivision, whyNotDivision } from './combatDamage'
export type { DamageAssignmentPending } from './combatDamage'
export {
  startHistory,
  record,
  undo,
  redo,
  canUndo,
  canRedo,
  stateAt,
  replay,
  replayChecked,
  undoTarget,
} from './history'
export type { History } from './history'
export { viewFor, HIDDEN_CARD } from './view'
export { morphOf } from './morph'
export { linesFor, hiddenNamesOf } from './logView'
export { checkInvariants } from './invariants'
export {
  classifyCard,
  classifyVerified,
  automationShare,
  explainCard,
  explainVerified,
  automationLevel,
} from './automation'
export type { Automation, AutomationLevel } from './automation'
export { randomAction } from './random'
export type { RandomPlayerOptions } from './random'
export * from './codec' // saved games: GameCodec, ReplayStepper, compact snapshots
