// Bounded on any board: with 400 identical tokens a side every level decides with work set by its plan, not by the
// battlefield's size. Counted, not timed (the time is the bench's figure computer.decision.crowded): actions played
// forward on copies, pairs of creatures asked whether one can block the other (identical creatures are asked once),
// and the engine's samples of a declaration (never asked for: the computer builds its own declarations, CR 508.1,
// 509.1).
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { computerAction, runComputer } from '@shared/computer'
import { resetWork, work } from '@shared/computer/work'
import { HARD } from '@shared/computer/search'
import { actingPlayers, type GameState } from '@shared/engine'
import { starterPool } from '@shared/cards/starter'
import { play } from '../../support/realCards'

const SIZE = 400
const LEVELS = ['easy', 'normal', 'hard'] as const
const crowd = (name: string, n: number) => Array.from({ length: n }, () => ({ name, sick: false }))
const pool = starterPool()
/** At most this many actions played forward per decision: Easy and Normal look one play ahead (and through the
 *  combat it leads to); Hard's rollouts stop at its budget of simulated decisions. */
const MOST_SIMULATED = { easy: 80, normal: 80, hard: HARD.budget }
/** Pairs of kinds of creature asked about (Hard asks again on each position its rollouts reach), not 400 x 400. */
const MOST_PAIRS = 40

function bears(size: number, step?: 'attack' | 'block'): { state: GameState; seat: 0 | 1 } {
  const ann = { battlefield: [...crowd('Grizzly Bears', size), 'Forest'], hand: ['Giant Growth'] }
  const ben = { battlefield: crowd('Grizzly Bears', size) }
  const actions: unknown[] = step ? [{ type: 'passUntil', step: 'declareAttackers' }] : []
  if (step === 'block')
    actions.push(
      {
        player: 0,
        type: 'declareAttackers',
        attackers: Array.from({ length: size }, (_, i) => ({ card: `Grizzly Bears#${i + 1}`, target: 'player:1' })),
      },
      { type: 'passUntil', step: 'declareBlockers' },
    )
  return { state: play(pool, ann, ben, actions).state, seat: step === 'block' ? 1 : 0 }
}

function counted(state: GameState, seat: 0 | 1, level: (typeof LEVELS)[number]) {
  resetWork()
  const d = computerAction(state, seat, { level, seed: 1, timeCapMs: 600_000 })
  return { action: d.action, ...work }
}

describe('a crowded battlefield: 400 identical tokens a side', () => {
  const positions = { main: bears(SIZE), attack: bears(SIZE, 'attack'), block: bears(SIZE, 'block') }

  for (const level of LEVELS)
    it(`${level}: the main phase, the attack and the blocks each take work bounded by the plan`, () => {
      for (const [kind, p] of Object.entries(positions)) {
        const w = counted(p.state, p.seat, level)
        expect(w.simulated, `${kind}: actions played forward`).toBeLessThanOrEqual(MOST_SIMULATED[level])
        expect(w.blockPairs, `${kind}: pairs asked about`).toBeLessThanOrEqual(MOST_PAIRS)
        expect(w.declarationListings, `${kind}: the engine's samples of a declaration`).toBe(0)
      }
    }, 300_000)

  it('CR 509.1, CR 704.5a: facing 400 attacking 2/2s at 20 life, every level blocks enough to survive', () => {
    for (const level of LEVELS) {
      const { action } = counted(positions.block.state, 1, level)
      const blockers = (action as { blockers: unknown[] }).blockers
      // 800 damage against 20 life: at least 391 attackers must be stopped (a chump is a 2/2 for a 2/2, no loss).
      expect(blockers.length, level).toBeGreaterThanOrEqual(391)
    }
  }, 120_000)

  it("Normal's work in the main phase is the same on 40 tokens a side as on 400 (the plan's, not the board's)", () => {
    const small = bears(40)
    const few = counted(small.state, 0, 'normal').simulated
    const many = counted(positions.main.state, 0, 'normal').simulated
    expect(many).toBeLessThanOrEqual(few)
  }, 60_000)
})

describe('an attack-and-block exchange with 400 a side', () => {
  it('400 Hill Giants attack 400 Grizzly Bears: each decision of both players is bounded, and the defender lives', () => {
    const start = play(
      pool,
      { battlefield: [...crowd('Hill Giant', SIZE), 'Forest'], hand: ['Giant Growth'] },
      { battlefield: crowd('Grizzly Bears', SIZE) },
      [{ type: 'passUntil', step: 'declareAttackers' }],
    ).state
    // Hard, whose rollouts play the exchange on (Normal's decisions are among them).
    for (const level of ['hard'] as const) {
      let s = start
      let decisions = 0
      while (s.phase !== 'ended' && s.step !== 'postcombatMain' && s.turn === start.turn && decisions < 40) {
        const p = actingPlayers(s)[0]
        resetWork()
        const r = runComputer(s, p, { level, seed: 1, timeCapMs: 600_000 }, 1)
        expect(work.simulated, `${level} decision ${decisions}`).toBeLessThanOrEqual(MOST_SIMULATED[level])
        expect(work.blockPairs).toBeLessThanOrEqual(MOST_PAIRS)
        expect(work.declarationListings).toBe(0)
        if (!r.actions.length) break
        s = r.state
        decisions++
      }
      expect(decisions, level).toBeLessThan(40)
      expect(s.players[1].lost, level).toBe(false)
      expect(s.players[1].life, level).toBeGreaterThan(0)
    }
  }, 900_000)
})
