// The scenario action passUntil (docs/scenarios.md "passUntil"): every player passes priority until a step begins,
// someone must decide something else, or the game ends; the passes go into the action log.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { runScenario, ScenarioError } from '@shared/scenario'
import { starterPool } from '@shared/cards/starter'

const library = Array<string>(10).fill('Mountain')

function scenario(state: Record<string, unknown>, actions: unknown[], extra: Record<string, unknown> = {}) {
  return {
    variant: 'normal',
    seed: 7,
    players: [{ name: 'Ann' }, { name: 'Ben' }],
    state: { turn: 1, active: 0, step: 'precombatMain', ...state },
    actions,
    ...extra,
  }
}

const run = (raw: unknown) => runScenario(raw, starterPool())

describe('passUntil (CR 117.3d, 117.4: players pass in turn order until the step begins)', () => {
  it('passes to the beginning of a later step of this turn (CR 117.4: each step ends when all pass)', () => {
    const r = run(scenario({ players: [{ library }, { library }] }, [{ type: 'passUntil', step: 'end' }]))
    expect(r.output).toMatchObject({ turn: 1, step: 'end', active: 0, priority: 0, rejected: [] })
    // Main, beginning of combat, declare attackers (no creature: CR 508.8 skips the rest), end of combat, second
    // main: both players pass in each.
    expect(r.log.every((a) => a.type === 'pass')).toBe(true)
    expect(r.log.map((a) => a.player)).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1])
  })

  it('without a turn, a step already begun this turn means the next time it comes', () => {
    const r = run(scenario({ players: [{ library }, { library }] }, [{ type: 'passUntil', step: 'precombatMain' }]))
    expect(r.output).toMatchObject({ turn: 2, active: 1, step: 'precombatMain', priority: 1 })
    expect((r.output.players as { hand: string[] }[])[1].hand).toEqual(['Mountain']) // Ben drew (CR 504.1)
  })

  it("with a turn, passes through whole turns (CR 500.1) and stops at the beginning of that turn's step", () => {
    const r = run(scenario({ players: [{ library }, { library }] }, [{ type: 'passUntil', step: 'upkeep', turn: 5 }]))
    expect(r.output).toMatchObject({ turn: 5, active: 0, step: 'upkeep', priority: 0, rejected: [] })
    const hands = (r.output.players as { hand: string[] }[]).map((p) => p.hand.length)
    expect(hands).toEqual([1, 2]) // Ann drew on turn 3, Ben on turns 2 and 4: turn 5's draw is still ahead
  })

  it('stops when a player must decide something other than passing (CR 508.1: declare attackers)', () => {
    const r = run(
      scenario({ players: [{ library, battlefield: ['Grizzly Bears'] }, { library }] }, [
        { type: 'passUntil', step: 'end' },
      ]),
    )
    expect(r.output).toMatchObject({
      step: 'declareAttackers',
      waitingFor: { player: 0, decision: 'declareAttackers' },
    })
  })

  it('a later action carries on from where the passes stopped (CR 509.1: the defender declares blockers)', () => {
    const r = run(
      scenario(
        {
          players: [
            { library, battlefield: ['Grizzly Bears'] },
            { library, battlefield: ['Hill Giant'] },
          ],
        },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          { type: 'declareAttackers', player: 0, attackers: [{ card: 'Grizzly Bears' }] },
          { type: 'passUntil', step: 'combatDamage' },
        ],
      ),
    )
    expect(r.output).toMatchObject({ step: 'declareBlockers', waitingFor: { player: 1, decision: 'declareBlockers' } })
  })

  it('a step skipped this turn (CR 508.8) counts as reached at the next step that begins', () => {
    const r = run(scenario({ players: [{ library }, { library }] }, [{ type: 'passUntil', step: 'combatDamage' }]))
    expect(r.output).toMatchObject({ turn: 1, step: 'endCombat' })
  })

  it('stops when the game ends (CR 704.5b: drawing from an empty library)', () => {
    const r = run(
      scenario({ players: [{ library: [] }, { library: [] }] }, [{ type: 'passUntil', step: 'end', turn: 9 }]),
    )
    expect(r.output).toMatchObject({ winner: 0, turn: 2, step: 'draw', rejected: [] })
  })

  it('at the beginning of that very step, does nothing', () => {
    const r = run(
      scenario({ players: [{ library }, { library }] }, [{ type: 'passUntil', step: 'precombatMain', turn: 1 }]),
    )
    expect(r.log).toEqual([])
    expect(r.output).toMatchObject({ turn: 1, step: 'precombatMain', rejected: [] })
  })

  it('a step that already went by is rejected, and nothing changes', () => {
    const r = run(scenario({ turn: 3 }, [{ type: 'passUntil', step: 'upkeep', turn: 2 }]))
    expect(r.log).toEqual([])
    expect(r.output.rejected).toEqual([
      { index: 0, reason: expect.stringContaining("Turn 2's upkeep step has already begun or gone by") },
    ])
  })

  it('rejected action indices count the passUntil as one action', () => {
    const r = run(
      scenario({ players: [{ library, hand: ['Lightning Bolt'] }, { library }] }, [
        { type: 'passUntil', step: 'end' },
        { type: 'playLand', player: 0, card: 'Lightning Bolt' },
      ]),
    )
    expect(r.output.rejected).toMatchObject([{ index: 1 }])
  })

  it('takes no player, and refuses unknown fields and steps (exit 1)', () => {
    expect(() => run(scenario({}, [{ type: 'passUntil', player: 0, step: 'end' }]))).toThrow(ScenarioError)
    expect(() => run(scenario({}, [{ type: 'passUntil' }]))).toThrow(/actions\[0\]\.step/)
    expect(() => run(scenario({}, [{ type: 'passUntil', step: 'end', turn: 0 }]))).toThrow(/actions\[0\]\.turn/)
    expect(() => run(scenario({}, [{ type: 'passUntil', step: 'lunch' }]))).toThrow(/unknown step "lunch"/)
  })

  it('the action log holds the passes, so a replay of the log reaches the same state', async () => {
    const { applyAction } = await import('@shared/engine')
    const r = run(scenario({ players: [{ library }, { library }] }, [{ type: 'passUntil', step: 'draw', turn: 4 }]))
    let state = r.initial
    for (const a of r.log) {
      const next = applyAction(state, a)
      if (!next.ok) throw new Error(next.reason)
      state = next.state
    }
    expect(state).toEqual(r.state)
  })
})
