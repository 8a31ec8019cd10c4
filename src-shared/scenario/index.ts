// The scenario runner (the scenario contract), pure: validation, card references, running, output, expect.
export { runScenario, scenarioOutput, findCard } from './run'
export type { ScenarioResult } from './run'
export { validateScenario, ACTION_FIELDS } from './input'
export { ScenarioError } from '../engine/scenarioError'
export type { ScenarioInput } from './input'
export { compareExpect } from './expect'
export { passUntil, PASS_UNTIL_LIMIT } from './passUntil'
export type { PassUntil, PassUntilResult } from './passUntil'
