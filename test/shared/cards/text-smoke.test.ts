// Smoke test of fully automated real cards: for a deterministic sample of the tournament-legal cards in the shared
// AtomicCards that the engine runs entirely, build a board where the card can be cast (lands of every colour, a
// creature on each side), cast it with the first legal choices, and let every decision be answered by the first
// legal action until the stack is empty: no exception, the invariants hold after every action, nothing left pending.
// A sample (every 12th nonland single-faced card, then the automated ones) keeps it within CI's time on 2 cores.
import { describe, expect, it } from 'vitest'
import { CardPool } from '../../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../../src-shared/cards/starter'
import { applyAction, explainCard, legalActions } from '../../../src-shared/engine'
import { runScenario } from '../../../src-shared/engine/scenario'
import { legalSample, settle, smokeBoard } from '../../support/smokePlay'

const EVERY = 12

/** Every 12th nonland single-faced card, then the automated ones (compiling every card takes too long for CI). */
function sample() {
  return legalSample(
    EVERY,
    (def) => def.faces.length === 1 && !def.faces[0].types.includes('Land') && !!def.faces[0].manaCost,
    (def) => explainCard(def).automated,
  )
}

describe('smoke test: fully automated real cards cast and resolve (sampled)', () => {
  it('casts and resolves every sampled card without exceptions, broken invariants or leftover decisions', () => {
    const cards = sample()
    const pool = new CardPool([...starterCardDefinitions(), ...cards])
    const failures: string[] = []
    let exercised = 0
    for (const def of cards) {
      try {
        const start = runScenario(smokeBoard(def.name), pool).state
        const cardId = start.players[0].zones.hand[0]
        const cast = legalActions(start, 0).find((a) => a.type === 'cast' && (a as { card: string }).card === cardId)
        if (!cast) continue // not castable on this board (costs or targets it can't meet)
        const r = applyAction(start, cast)
        if (!r.ok) {
          failures.push(`${def.name}: ${r.reason}`)
          continue
        }
        exercised++
        const { state, problems } = settle(r.state)
        if (problems.length) failures.push(`${def.name}: ${problems.join('; ')}`)
        else if (state.pending.some((d) => d.kind !== 'manual'))
          failures.push(`${def.name}: left ${state.pending[0].kind}`)
      } catch (error) {
        failures.push(`${def.name}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    console.log(`card text smoke test: ${exercised} of ${cards.length} sampled cards cast and resolved`)
    expect(failures).toEqual([])
    expect(exercised).toBeGreaterThan(40)
  }, 120_000)
})
