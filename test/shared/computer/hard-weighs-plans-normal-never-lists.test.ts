// Hard weighs complete attack and block plans that Normal's pipeline never lists (CR 508.1, 509.1): with four to six
// attackers, the subsets of two or three; with few blockers, more of the complete block assignments.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import '@shared/engine'
import '@shared/variants'
import { viewFor, type Action, type GameState } from '@shared/engine'
import { runScenario } from '@shared/scenario'
import { starterPool } from '@shared/cards/starter'
import { attackCandidates, blockCandidates } from '@shared/computer/combat'
import { playable } from '@shared/computer/sim'
import { attackPlans, blockPlans } from '@shared/computer/search/plans'

const dir = join(__dirname, '../../scenarios/computer')
const scenario = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>
const withLevel = (raw: Record<string, unknown>, level: string) =>
  JSON.parse(JSON.stringify(raw).replace(/"level":"(easy|normal|hard)"/g, `"level":"${level}"`)) as unknown
/** The scenario's position as the computer is first asked to decide. */
function position(file: string): GameState {
  const raw = scenario(file)
  const actions = raw.actions as { type: string }[]
  const upTo = actions.findIndex((a) => a.type === 'computer')
  return runScenario({ ...raw, actions: actions.slice(0, upTo), expect: undefined }, starterPool()).state
}
const names = (s: GameState, a: Action) =>
  ((a as { attackers?: { card: string }[] }).attackers ?? []).map((x) => s.cards[s.objects[x.card].def].name).sort()

describe('Hard attacks with the two fliers of four creatures; Normal never lists that attack', () => {
  for (const variant of ['normal', 'heroic', 'manahearth', 'mental'])
    it(`CR 508.1, 702.9b: ${variant}: Ann sends only her two Wind Drakes over Ben's Hexplate Golem; Normal sends another number`, () => {
      const raw = scenario(`hard-${variant}-attacks-with-the-two-fliers-of-four-creatures.json`)
      expect(runScenario(raw, starterPool()).output.failed).toEqual([])
      const normal = runScenario(withLevel(raw, 'normal'), starterPool()).output.failed
      expect((normal as string[]).some((f) => f.includes('.tapped: expected'))).toBe(true)
    }, 120_000) // about 2 s on a 2-core machine at load 13
})

describe('the plans', () => {
  it('with four attackers, the attack of exactly the two fliers is among the plans, and not among Normal’s', () => {
    const g = position('hard-normal-attacks-with-the-two-fliers-of-four-creatures.json')
    const s = playable(viewFor(g, 0), 1)
    const drakes = JSON.stringify(['Wind Drake', 'Wind Drake'])
    expect(attackCandidates(s, 0).some((a) => JSON.stringify(names(s, a)) === drakes)).toBe(false)
    const plans = attackPlans(s, 0)
    expect(plans.some((a) => JSON.stringify(names(s, a)) === drakes)).toBe(true)
    // Normal's own candidates come first, unchanged; each plan once.
    expect(plans.slice(0, attackCandidates(s, 0).length)).toEqual(attackCandidates(s, 0))
    expect(new Set(plans.map((a) => JSON.stringify(a))).size).toBe(plans.length)
  }, 60_000)

  it('block plans start with Normal’s and add only legal, distinct assignments', () => {
    const g = position('blocks-normal-reinforces-against-the-trampler-and-chumps-the-other.json')
    expect(g.pending[0]?.kind).toBe('declareBlockers')
    const me = g.pending[0].player
    const s = playable(viewFor(g, me), 1)
    const plans = blockPlans(s, me)
    const normal = blockCandidates(s, me)
    expect(plans.slice(0, normal.length)).toEqual(normal)
    expect(plans.length).toBeGreaterThanOrEqual(normal.length)
    expect(new Set(plans.map((a) => JSON.stringify(a))).size).toBe(plans.length)
  }, 60_000)
})
