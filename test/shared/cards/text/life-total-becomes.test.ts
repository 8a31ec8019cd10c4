// "Target player's life total becomes N" (CR 119.5): the player gains or loses the difference.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { passBoth, play, realPool } from '../../../support/realCards'

describe('life total becomes', () => {
  it("CR 119.5: Blessed Wind: target player's life total becomes 20 (a gain of the difference)", () => {
    const pool = realPool(['Blessed Wind'])
    expect(explainCard(pool.byName('Blessed Wind')!).automated).toBe(true)
    const plains = Array<string>(9).fill('Plains')
    const r = play(pool, { life: 5, hand: ['Blessed Wind'], battlefield: plains }, {}, [
      { player: 0, type: 'cast', card: 'Blessed Wind', targets: ['player:0'] },
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[0].life).toBe(20)
  })

  it("CR 119.5: Sorin Markov −3: target opponent's life total becomes 10 (a loss of the difference)", () => {
    const pool = realPool(['Sorin Markov'])
    const r = play(pool, { battlefield: [{ name: 'Sorin Markov', counters: { loyalty: 4 } }] }, { life: 18 }, [
      { player: 0, type: 'activate', card: 'Sorin Markov', ability: 1, targets: ['player:1'] },
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[1].life).toBe(10)
  })
})
