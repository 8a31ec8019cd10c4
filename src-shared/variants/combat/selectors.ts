// What the table may read about a Magic Combat Rules game: the public surface for the renderer, so components never
// reach into the variant's modules or its state's extra fields.
export {
  CREATURE_SLOTS,
  ROUNDS,
  SET_PER_COMBAT,
  SPELL_SLOTS,
  SPELL_ZONE,
  combatData,
  combatState,
  manaValueOf,
  opponentOf,
  sacrificesNeeded,
  scoreOf,
  slotsOf,
} from './rules'
export type { CombatData, CombatGameExtra, CombatPlayerExtra, Slots } from './rules'
export { whyCantPlace } from './setup'
export { freeSpellSlots } from './spells'
