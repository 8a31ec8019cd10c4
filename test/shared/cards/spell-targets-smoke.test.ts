// Smoke test of partly run spells (cards/text/spellTargets.ts): for a deterministic sample of the tournament-legal
// instants and sorceries in the shared AtomicCards whose effect is by hand but whose targets are read, build a board
// where the card can be cast, cast it with the engine's first legal choice (CR 601.2c: legal targets, as many as it
// names), and answer every decision with the first legal action ("done" for the by-hand prompt) until the stack is
// empty: no exception, the invariants hold after every action, and its targets were checked as it resolved (CR
// 608.2b): it was countered on resolution or resolved by hand naming them.
import { describe, expect, it } from 'vitest'
import { CardPool } from '../../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../../src-shared/cards/starter'
import { applyAction, legalActions } from '../../../src-shared/engine'
import { faceAbilities } from '../../../src-shared/engine/abilities'
import { runScenario } from '../../../src-shared/engine/scenario'
import type { CastAction } from '../../../src-shared/engine/types'
import { legalSample, settle, smokeBoard } from '../../support/smokePlay'

const EVERY = 4

/** Every 4th single-faced instant or sorcery whose targets are read but whose effect is by hand. */
function sample() {
  return legalSample(
    EVERY,
    (def) => def.faces.length === 1 && !!def.faces[0].manaCost && !!faceAbilities(def.faces[0]).spell?.targetsRead,
    undefined,
    (raw) => {
      const types = (raw as { types?: string[] }[])[0]?.types ?? []
      return types.includes('Instant') || types.includes('Sorcery')
    },
  )
}

describe('smoke test: partly run spells choose and check their targets (sampled)', () => {
  it('CR 601.2c / 608.2b: casts every sampled spell at legal targets and resolves it by hand or counters it', () => {
    const cards = sample()
    const pool = new CardPool([...starterCardDefinitions(), ...cards])
    const failures: string[] = []
    let exercised = 0
    for (const def of cards) {
      try {
        const start = runScenario(smokeBoard(def.name), pool).state
        const cardId = start.players[0].zones.hand[0]
        const cast = legalActions(start, 0).find(
          (a): a is CastAction => a.type === 'cast' && (a as { card: string }).card === cardId,
        )
        if (!cast) continue // not castable on this board (costs or targets it can't meet)
        const spell = faceAbilities(def.faces[0]).spell!
        const named = (cast.targets ?? []).length
        if (named < spell.targets.length - (spell.optionalTargets ?? 0) || named > spell.targets.length)
          failures.push(`${def.name}: cast with ${named} of ${spell.targets.length} targets`)
        const r = applyAction(start, cast)
        if (!r.ok) {
          failures.push(`${def.name}: ${r.reason}`)
          continue
        }
        exercised++
        const { state, problems, lines } = settle(r.state)
        if (problems.length) failures.push(`${def.name}: ${problems.join('; ')}`)
        else if (state.pending.length) failures.push(`${def.name}: left ${state.pending[0].kind}`)
        const log = lines.join('\n')
        const checked =
          log.includes(`${def.name} doesn't resolve: its targets are illegal`) ||
          (named === 0 ? log.includes('resolve it by hand') : log.includes('resolve it by hand (targeting '))
        if (!checked) failures.push(`${def.name}: neither countered on resolution nor resolved by hand`)
      } catch (error) {
        failures.push(`${def.name}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    console.log(`partly run spells smoke test: ${exercised} of ${cards.length} sampled spells cast and resolved`)
    expect(failures).toEqual([])
    expect(exercised).toBeGreaterThan(100)
  }, 120_000)
})
