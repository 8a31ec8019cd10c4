// Sentences about an earlier target (CR 608.2c): "that artifact's controller", "that player or that planeswalker's
// controller", and a second verb for the same player ("draws two cards and loses 2 life").
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { names, passBoth, playWithBasics, poolWith } from '../../../support/realCards'

const pool = poolWith()

describe('effects on an earlier target', () => {
  it("CR 608.2c: Smash to Smithereens destroys the artifact, then deals 3 damage to that artifact's (last known) controller", () => {
    expect(explainCard(pool.byName('Smash to Smithereens')!).automated).toBe(true)
    const r = playWithBasics(
      pool,
      { hand: ['Smash to Smithereens'], battlefield: ['Mountain', 'Mountain'] },
      { battlefield: ['Sol Ring'] },
      [{ player: 0, type: 'cast', card: 'Smash to Smithereens', targets: ['1:Sol Ring'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[1].zones.graveyard)).toEqual(['Sol Ring'])
    expect(r.state.players[1].life).toBe(17)
    expect(r.state.players[0].life).toBe(20)
  })

  it('CR 608.2c: Blightning ({1}{B}{R}) deals 3 damage to target player, and that player discards two cards', () => {
    expect(explainCard(pool.byName('Blightning')!).automated).toBe(true)
    const r = playWithBasics(
      pool,
      { hand: ['Blightning', 'Forest'], battlefield: ['Swamp', 'Mountain', 'Mountain'] },
      { hand: ['Island', 'Plains'] },
      [{ player: 0, type: 'cast', card: 'Blightning', targets: ['player:1'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[1].life).toBe(17)
    expect(names(r.state, r.state.players[1].zones.graveyard).sort()).toEqual(['Island', 'Plains'])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Forest'])
  })

  it("CR 608.2c: Blightning aimed at a planeswalker makes that planeswalker's controller discard", () => {
    const r = playWithBasics(
      pool,
      { hand: ['Blightning'], battlefield: ['Swamp', 'Mountain', 'Mountain'] },
      { hand: ['Island', 'Plains'], battlefield: ['Jace Beleren'] },
      [{ player: 0, type: 'cast', card: 'Blightning', targets: ['1:Jace Beleren'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[1].life).toBe(20)
    expect(r.state.players[1].zones.hand).toEqual([])
    // Jace had 3 loyalty: 3 damage puts him into the graveyard too (CR 704.5i).
    expect(names(r.state, r.state.players[1].zones.graveyard).sort()).toEqual(['Island', 'Jace Beleren', 'Plains'])
  })

  it('CR 608.2c: Sign in Blood: target player draws two cards and loses 2 life (the same player)', () => {
    expect(explainCard(pool.byName('Sign in Blood')!).automated).toBe(true)
    for (const [target, who] of [
      ['player:1', 1],
      ['player:0', 0],
    ] as const) {
      const r = playWithBasics(pool, { hand: ['Sign in Blood'], battlefield: ['Swamp', 'Swamp'] }, {}, [
        { player: 0, type: 'cast', card: 'Sign in Blood', targets: [target] },
        ...passBoth,
      ])
      expect(r.output.rejected).toEqual([])
      expect(r.state.players[who].life).toBe(18)
      expect(r.state.players[1 - who].life).toBe(20)
      expect(r.state.players[who].zones.hand).toHaveLength(2)
    }
  })
})
