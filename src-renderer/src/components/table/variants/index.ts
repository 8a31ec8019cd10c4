// The variants' tables, mounted generically by variant id: each variant's folder exports its entry (./<id>/index.ts)
// and registers it here with one line. The table (GameScreen, PlayerArea, PromptPanel, PhaseBar) asks
// `variantTable(state.variant)` and mounts what it finds. The components never decide rules: they ask the engine
// (legalActions / checkAction through the game store) and show the engine's reasons.
import { registerVariantTable } from './registry'
import { manahearthTable } from './manahearth'
import { combatTable } from './combat'
import { heroicTable } from './heroic'
import { mentalTable } from './mental'

registerVariantTable('manahearth', manahearthTable)
registerVariantTable('combat', combatTable)
registerVariantTable('heroic', heroicTable)
registerVariantTable('mental', mentalTable)

export { registerVariantTable, variantTable } from './registry'
export type { VariantTable } from './registry'
