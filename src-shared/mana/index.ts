// The mana system (CR 106, 107.4, 202, 605; rulings MA-1 … MA-6). Pure functions over plain data.
export * from './types'
export {
  ManaCostError,
  parseManaCost,
  parseSymbol,
  formatManaCost,
  symbolText,
  normalizeCost,
  costsEqual,
  costKey,
  colorOrder,
  symbolColors,
} from './cost'
export { manaValue, symbolManaValue, costColors, textColors, colorIdentity, layoutManaValue } from './value'
export type { ManaValueOptions } from './value'
export {
  readManaAbilities,
  readAddClause,
  intrinsicManaAbility,
  stripReminderText,
  BASIC_LAND_MANA,
  couldProduceSpec,
  couldProduce,
  resolveCouldProduce,
  manaRider,
  abilityRider,
} from './abilities'
export type { CouldProduceSpec, ManaPermanent, ManaRider } from './abilities'
export { readSpendRestriction, restrictionAllows } from './spendRestriction'
export type { SpendKind, SpendRule, SpendObject } from './spendRestriction'
export { manaUnits, addMana, spendMana, emptyPool, survivesEmptying, poolCounts, poolText } from './pool'
export type { ManaPool, PoolBoundary, PersistDuration, UnitOptions } from './pool'
export { findPayment, canPay, checkPayment } from './payment'
export type { PayOptions, Payment, PaymentPart } from './payment'
export { autoTap } from './autotap'
export type { ManaSource, ManaActivation, ActivationChoice, AutoTapOptions, AutoTapResult } from './autotap'
export { activateManaAbility, manaForSymbol } from './activation'
export { readTriggeredManaAbilities, fireManaTriggers, manaTriggerBonus, matchesFilter } from './triggers'
export type {
  TriggeredManaAbilityDef,
  TriggeredManaAdd,
  TappedPermanent,
  ManaTriggerHost,
  ManaTriggerFire,
} from './triggers'
