// Easy plays like a beginner, not a random clicker: Normal's choice, except at a deliberate, seeded rate
// (EASY_ERROR_RATE) one of Normal's next-best choices, never an illegal or hopeless one and not merely a pass.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { computerAction } from '@shared/computer'
import { EASY_ERROR_RATE, rankPriority } from '@shared/computer/policy'
import { computerListing } from '@shared/computer/listing'
import { playable } from '@shared/computer/sim'
import { viewFor, type GameState } from '@shared/engine'
import { Random } from '@shared/engine/rng'
import { play, type Board } from './siblings/board'

/** Seeds tried (deterministic: the same seeds give the same count on any machine). */
const SEEDS = 40

/** Ann's main phase with several sensible plays: a land, a creature, burn at the face or at the Giant. */
const board: Board = {
  sides: [
    { hand: ['Grizzly Bears', 'Lightning Strike', 'Mountain'], battlefield: ['Mountain', 'Forest', 'Mountain'] },
    { battlefield: ['Hill Giant'] },
  ],
}

function ranked(s: GameState): string[] {
  const view = playable(viewFor(s, 0), 1)
  const legal = computerListing(view, 0)
  return rankPriority(view, { me: 0, level: 'normal', rng: Random.fromSeed(1), legal }).map((x) =>
    JSON.stringify(x.action),
  )
}

describe("Easy: a beginner's deliberate, seeded mistakes over Normal's choices", () => {
  for (const variant of ['normal', 'heroic'] as const)
    it(`${variant}: differs from Normal at about EASY_ERROR_RATE, always with one of Normal's next-best plays`, () => {
      const s = play(variant, board, []).state
      const normal = JSON.stringify(computerAction(s, 0, { level: 'normal', seed: 1 }).action)
      const order = ranked(s)
      expect(order.length).toBeGreaterThan(3)
      expect(order[0]).toBe(normal)
      let mistakes = 0
      const kinds = new Set<string>()
      for (let seed = 1; seed <= SEEDS; seed++) {
        const easy = computerAction(s, 0, { level: 'easy', seed }).action
        const key = JSON.stringify(easy)
        // Reproducible: the same position and seed give the same choice.
        if (seed <= 4) expect(JSON.stringify(computerAction(s, 0, { level: 'easy', seed }).action)).toBe(key)
        if (key === normal) continue
        mistakes++
        kinds.add(easy.type)
        // A mistake is one of Normal's next few choices, not any legal action.
        expect(order.slice(1, 4)).toContain(key)
      }
      const rate = mistakes / SEEDS
      expect(rate).toBeGreaterThan(EASY_ERROR_RATE - 0.2)
      expect(rate).toBeLessThan(EASY_ERROR_RATE + 0.2)
      // Not a random pass: its mistakes are plays too.
      expect([...kinds].some((k) => k !== 'pass')).toBe(true)
    }, 120_000)
})
