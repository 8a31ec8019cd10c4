// Smoke test of every fully automated real card: for each tournament-legal card in the shared AtomicCards that the
// engine runs entirely, find a board where Ann can cast or play it (her main phase, a fuller table, in response to
// Ben's spells, during Ben's attack), do so with the first legal choices, and answer every decision with the first
// legal action until the stack is empty: no exception, the invariants hold after every action, nothing left pending.
// Then each activated ability of the permanent it became (made ready: no summoning sickness) is activated and
// resolved the same way.
// The unit suite plays every other card; `npm run test:long` plays them all.
import { describe, expect, it } from 'vitest'
import { CardPool } from '../../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../../src-shared/cards/starter'
import { applyAction, explainCard, legalActions } from '../../../src-shared/engine'
import type { ActivateAction, GameState } from '../../../src-shared/engine/types'
import { firstPlay, legalSample, settle, SMOKE_TABLE_CARDS } from '../../support/smokePlay'
import { unitOrLong } from '../../support/long'

/** What was left that shouldn't be: a problem found while settling, or a decision still pending. */
function leftover(state: GameState, problems: string[]): string | null {
  if (problems.length) return problems.join('; ')
  const pending = state.pending.find((d) => d.kind !== 'manual')
  return pending ? `left ${pending.kind}` : null
}

/** Activates each legal activated or mana ability of the permanents named `name`, each from the same position. */
function activateEach(state: GameState, name: string, failures: string[]): number {
  const ready = structuredClone(state)
  const mine = new Set<string>()
  for (const o of Object.values(ready.objects))
    if (o.zone === 'battlefield' && o.controller === 0 && ready.cards[o.def]?.name === name) {
      o.sick = false
      mine.add(o.id)
    }
  let activated = 0
  for (const a of legalActions(ready, 0)) {
    if ((a.type !== 'activate' && a.type !== 'activateMana') || !mine.has((a as ActivateAction).card)) continue
    const r = applyAction(ready, a)
    if (!r.ok) {
      failures.push(`${name}: ${a.type} #${(a as ActivateAction).ability ?? 0} was refused: ${r.reason}`)
      continue
    }
    activated++
    const after = settle(r.state)
    const problem = leftover(after.state, after.problems)
    if (problem) failures.push(`${name}: ${a.type} #${(a as ActivateAction).ability ?? 0}: ${problem}`)
  }
  return activated
}

describe('smoke test: every fully automated real card casts and resolves', () => {
  it('casts or plays each card, resolves it and activates its abilities without exceptions, broken invariants or leftover decisions', () => {
    const legal = legalSample(1, () => true)
    // SMOKE_ONLY="Path to Exile|Fireball": only these cards (a slice while working on their text).
    const only = process.env.SMOKE_ONLY?.split('|')
    // Every other card in the unit suite (a fixed half, by the card pool's order), every card in `npm run test:long`.
    const stride = only ? 1 : unitOrLong(2, 1)
    const cards = legal
      .filter((def) => (!only || only.includes(def.name)) && explainCard(def).automated)
      .filter((_, i) => i % stride === 0)
    const table = legal.filter((def) => SMOKE_TABLE_CARDS.includes(def.name))
    const pool = new CardPool([...starterCardDefinitions(), ...table, ...cards])
    const failures: string[] = []
    let exercised = 0
    let activations = 0
    const unplayed: string[] = []
    for (const def of cards) {
      try {
        const play = firstPlay(def.name, pool)
        if (!play) {
          unplayed.push(def.name) // no board meets its costs or targets
          continue
        }
        const r = applyAction(play.start, play.action)
        if (!r.ok) {
          failures.push(`${def.name}: ${r.reason}`)
          continue
        }
        exercised++
        const { state, problems } = settle(r.state)
        const problem = leftover(state, problems)
        if (problem) failures.push(`${def.name}: ${problem}`)
        else activations += activateEach(state, def.name, failures)
      } catch (error) {
        failures.push(`${def.name}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    console.log(
      `card text smoke test: ${exercised} of ${cards.length} fully automated cards cast or played and resolved, ` +
        `${activations} abilities activated; not played: ${unplayed.join(', ')}`,
    )
    expect(failures).toEqual([])
    // Every card finds a board but those that can't be cast from the hand at all: no mana cost (Evermind, CR 202.1b),
    // or the melded back face (CR 712.4). A card added here means boards or casting broke.
    const castable = (name: string) => pool.byName(name)?.faces[0].manaCost !== null
    expect(unplayed.filter(castable)).toEqual([])
    if (!only) expect(activations).toBeGreaterThan(3000 / stride)
  }, 1_000_000) // every card: 320 s on a 2-core machine at load 20
})
