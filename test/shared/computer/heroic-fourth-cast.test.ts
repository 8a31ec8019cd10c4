// Ruling HE-10 at its edge: a player whose hero cast from outside the game has resolved four times loses at the
// cleanup step of that turn, so a fourth cast is a loss, unless the hero's hasty attack wins the game before cleanup.
// The computer plays the cast on through the attack it leads to (CR 702.10b haste, CR 104.3a) and casts it then only.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { runScenario } from '@shared/scenario'
import { realPool } from '../../support/realCards'

const pool = realPool(['Captain Lannery Storm'])
/** Easy makes a beginner's mistakes on purpose (EASY_ERROR_RATE): Normal and Hard are held to the ruling. */
const LEVELS = ['normal', 'hard'] as const

function fourthCast(level: string, benLife: number) {
  return runScenario(
    {
      variant: 'heroic',
      seed: 11,
      players: [
        { name: 'Ann', hero: 'Captain Lannery Storm' },
        { name: 'Ben', hero: 'Krenko, Mob Boss' },
      ],
      state: {
        turn: 9,
        active: 0,
        step: 'precombatMain',
        players: [
          {
            library: ['Mountain', 'Mountain'],
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
            heroCasts: 3,
          },
          { life: benLife, library: ['Mountain', 'Mountain'], battlefield: ['Mountain'] },
        ],
      },
      actions: [
        { player: 0, type: 'computer', level },
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'computer', level },
        { type: 'passUntil', step: 'upkeep' },
      ],
    },
    pool,
  )
}

describe('HE-10: the fourth hero cast', () => {
  for (const level of LEVELS)
    it(`HE-10 ${level}: casts its hasty hero a fourth time when its attack wins before cleanup`, () => {
      const r = fourthCast(level, 2)
      expect(r.output.rejected).toEqual([])
      expect(r.state.winner).toBe(0)
      expect(r.state.players[1].life).toBeLessThanOrEqual(0)
    }, 60_000)

  for (const level of LEVELS)
    it(`HE-10 ${level}: doesn't cast it a fourth time when the attack falls short (it would lose at cleanup)`, () => {
      const r = fourthCast(level, 5)
      expect(r.output.rejected).toEqual([])
      expect(r.state.players[0].lost).toBe(false)
      expect(r.state.winner).toBe(null)
    }, 60_000)
})
