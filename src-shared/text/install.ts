// Installs the rules-text layer into the engine core (engine/rulesText.ts): the compiler, the effect kinds, the
// counted amounts and the conditions the core calls. The entries are function declarations (initialised before any
// module of the layer runs) or read their module when called, so the order in which the layer loads doesn't matter.
import { installRulesText } from '../engine/rulesText'
import { compileFace } from './compile'
import { compilerVersion } from './version'
import { normalize } from './normalize'
import { tokenize } from './lexer'
import { oracleParser } from './grammar'
import { overloadText } from './castingKeywords'
import { conditionNow, conditionReadable, describeCondition, gameCondition, isGameCondition } from './conditions'
import { effectKind } from './effects/registry'
import { amountValue, countNow, manaTimes } from './effects/amounts'
import { withKicked } from './effects/kicked'
import { controllerOfTarget } from './effects/thatTarget'
import { preventedThisTurn } from './effects/preventAll'
import { useNextShield } from './effects/preventNextFromSource'
import { delayedTriggers } from './effects/delayed'
import { monarchTriggers } from './effects/monarch'
import { worksFromGraveyard } from './effects/selfCard'
import { entersTappedUnless } from './effects/entersUntapped'
import { enterChoices } from './effects/enterChoice'
import { returnUntilLeaves } from './effects/exileLinked'

installRulesText({
  compileFace,
  compilerVersion,
  normalize,
  tokenize,
  parseLine: (tokens, rule) => oracleParser().parseLine(tokens, rule as never),
  effectKind,
  countNow,
  amountValue,
  manaTimes,
  conditionNow,
  conditionReadable,
  describeCondition,
  gameConditionHolds: (s, c, controller, source, x) => gameCondition.holds(s, c, controller, source, x),
  isGameCondition,
  withKicked,
  overloadText,
  controllerOfTarget,
  preventedThisTurn,
  useNextShield,
  delayedTriggers,
  monarchTriggers,
  worksFromGraveyard,
  entersTappedUnless,
  enterChoices,
  returnUntilLeaves,
})
