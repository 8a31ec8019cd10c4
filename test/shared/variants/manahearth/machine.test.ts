// Manahearth through the XState machine and the replay log (issue 6): the variant's setup steps (hidden hero
// choice, partial mulligan) and actions run the same in the machine as in the pure reducer, and a persisted
// snapshot rehydrates.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import '@shared/variants'
import { applyAction, createGame, gameMachine, randomAction, Random, type Action, type GameState } from '@shared/engine'
import { starterDeckIds } from './randomGames'

describe('Manahearth in the game machine', () => {
  it('replays a random game through the machine to the same state, and rehydrates a persisted snapshot', () => {
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
    const rng = Random.fromSeed(5)
    let s: GameState = initial
    const log: Action[] = []
    while (s.phase !== 'ended' && log.length < 400) {
      const a = randomAction(s, rng, { passBias: 0.35 })!
      const r = applyAction(s, a)
      if (!r.ok) throw new Error(r.reason)
      s = r.state
      log.push(a)
    }
    expect(log.some((a) => a.type === 'chooseHero')).toBe(true)
    const actor = createActor(gameMachine('manahearth'), { input: { game: initial } }).start()
    expect(actor.getSnapshot().value).toEqual({ setup: 'chooseHero' })
    for (const a of log.slice(0, 200)) actor.send(a)
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()))
    actor.stop()
    const resumed = createActor(gameMachine('manahearth'), { snapshot: persisted, input: { game: initial } }).start()
    for (const a of log.slice(200)) resumed.send(a)
    expect(resumed.getSnapshot().context.rejected).toBeNull()
    expect(resumed.getSnapshot().context.game).toEqual(s)
    resumed.stop()
  })
})
