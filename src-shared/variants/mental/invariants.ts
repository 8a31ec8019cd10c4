// Mental Magic invariants (checked after every action in random games): marks are unique names (ruling MM-2); a
// Utopia is a land in a public zone with a real card under it (MM-4); a card in a hidden zone is its physical card
// (rules 904.6, 904.8); every physical card is a known definition.
import type { GameState } from '../../engine/types'
import { UTOPIA_DEF, markedNames } from './identity'
import { HIDDEN_ZONES } from './moves'

export function mentalInvariants(state: GameState): string[] {
  const problems: string[] = []
  const marked = markedNames(state).map((n) => n.toLowerCase())
  if (new Set(marked).size !== marked.length) problems.push(`a name is marked twice: ${markedNames(state).join(', ')}`)
  for (const obj of Object.values(state.objects)) {
    const physical = obj.extra?.physical
    if (physical !== undefined && (typeof physical !== 'string' || !state.cards[physical]))
      problems.push(`${obj.id} has an unknown physical card ${String(physical)}`)
    if (physical === obj.def) problems.push(`${obj.id} records its own definition as its physical card`)
    if (obj.def === UTOPIA_DEF) {
      if (physical === undefined && !obj.token) problems.push(`${obj.id} is a Utopia with no card under it`)
      if (obj.zone === 'stack' || HIDDEN_ZONES.includes(obj.zone))
        problems.push(`${obj.id} is a Utopia in the ${obj.zone}`)
    }
    if (HIDDEN_ZONES.includes(obj.zone) && physical !== undefined)
      problems.push(`${obj.id} in a ${obj.zone} is not its physical card`)
  }
  return problems
}
