// Manahearth through its statechart: the setup states (the hidden hero choice, ruling MH-2; then the heroes
// revealed and the partial mulligan, MH-3) are where the game is while their decisions wait, and the turn follows.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { applyAction, createGame, randomAction, Random, type Action, type GameState } from '@shared/engine'
import { starterDeckIds } from './randomGames'

describe('Manahearth in the statechart', () => {
  it('MH-2, MH-3: the chart waits in chooseHero, then in the partial mulligan, then runs turns; the step is its leaf', () => {
    const { cards, lists } = starterDeckIds()
    const initial = createGame({
      variant: 'manahearth',
      seed: 31,
      cards,
      players: [
        { name: 'Ann', deck: lists[0] },
        { name: 'Ben', deck: lists[1] },
      ],
    })
    expect(initial.chart).toBe('setup.chooseHero')
    const rng = Random.fromSeed(5)
    let s: GameState = initial
    const log: Action[] = []
    const seen: string[] = [s.chart]
    while (s.phase !== 'ended' && log.length < 400) {
      const a = randomAction(s, rng, { passBias: 0.35 })!
      const r = applyAction(s, a)
      if (!r.ok) throw new Error(r.reason)
      s = r.state
      log.push(a)
      if (seen[seen.length - 1] !== s.chart) seen.push(s.chart)
      if (s.phase !== 'ended') expect(s.chart.split('.').pop()).toBe(s.step)
      else expect(s.chart).toBe('ended')
    }
    expect(log.some((a) => a.type === 'chooseHero')).toBe(true)
    expect(seen.slice(0, 3)).toEqual(['setup.chooseHero', 'setup.mulligan', 'turn.beginning.upkeep'])
  })
})
