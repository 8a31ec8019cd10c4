// The variant registry: every variant the app plays, registered with the engine on import.
// Colleagues add one import + register line per variant here (manahearth, heroic, combat, mental).
import { registerVariant, registeredVariants, findVariant, variantById } from '../engine/registry'
import type { Variant } from '../engine/variant'
import { normalVariant } from './normal'
import { manahearthVariant } from './manahearth'
import { combatVariant } from './combat'
import { heroicVariant } from './heroic'
import { mentalVariant } from './mental'

registerVariant(normalVariant)
registerVariant(manahearthVariant)
registerVariant(combatVariant)
registerVariant(heroicVariant)
registerVariant(mentalVariant)

/** The variants the app offers, in menu order. */
export function listVariants(): Variant[] {
  return registeredVariants()
}

export { normalVariant, registerVariant, findVariant, variantById }
export type { Variant }
