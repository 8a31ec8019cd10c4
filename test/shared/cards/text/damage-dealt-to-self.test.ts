// Triggers on damage dealt to a creature (CR 120.3, 603.2): "Whenever ~ is dealt damage, it deals that much damage
// to you" (Jackal Pup, the event's amount), and "Whenever a creature dealt damage by ~ this turn dies" (Sengir
// Vampire, CR 700.4).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { boardPlayer, out, passBoth, play, playCombat, ready, realPool } from '../../../support/realCards'

const benAttacks = boardPlayer({ active: 1, step: 'declareAttackers' })

describe('damage dealt to a creature', () => {
  it('CR 120.3 / 603.2: Jackal Pup dealt 3 damage by Lightning Bolt deals that much damage to its controller', () => {
    const pool = realPool(['Jackal Pup', 'Lightning Bolt'])
    expect(explainCard(pool.byName('Jackal Pup')!).automated).toBe(true)
    const r = play(pool, { battlefield: ['Jackal Pup'] }, { hand: ['Lightning Bolt'], battlefield: ['Mountain'] }, [
      { player: 0, type: 'pass' },
      { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Jackal Pup'] },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
      // the Pup's trigger (it has died meanwhile: it still deals the damage, last known, CR 608.2h)
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Jackal Pup'])
    expect(r.state.players[0].life).toBe(17)
    expect(r.state.players[1].life).toBe(20)
  })

  it('CR 603.2: Jackal Pup blocked by a 1/1: it deals 1 damage to its controller', () => {
    const pool = realPool(['Jackal Pup', 'Llanowar Elves'])
    const r = playCombat(pool, { battlefield: [ready('Jackal Pup')] }, { battlefield: [ready('Llanowar Elves')] }, [
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Jackal Pup', target: 'player:1' }] },
      { type: 'passUntil', step: 'declareBlockers' },
      { player: 1, type: 'declareBlockers', blockers: [{ card: 'Llanowar Elves', blocks: 'Jackal Pup' }] },
      { type: 'passUntil', step: 'endCombat' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Llanowar Elves'])
    expect(r.state.players[0].life).toBe(19)
  })

  it('CR 700.4: Sengir Vampire gets a +1/+1 counter when a creature it dealt damage to this turn dies', () => {
    const pool = realPool(['Sengir Vampire', 'Hill Giant'])
    expect(explainCard(pool.byName('Sengir Vampire')!).automated).toBe(true)
    const r = benAttacks(
      pool,
      { battlefield: [ready('Sengir Vampire')] },
      { battlefield: [ready('Hill Giant'), ready('Grizzly Bears')] },
      [
        { player: 1, type: 'declareAttackers', attackers: [{ card: 'Hill Giant', target: 'player:0' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 0, type: 'declareBlockers', blockers: [{ card: 'Sengir Vampire', blocks: 'Hill Giant' }] },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(r.output.rejected).toEqual([])
    // The Giant (3/3) took 4 and died: one counter. The Bears, never damaged by the Vampire, aren't counted.
    const vamp = out(r).players[0].battlefield.find((c) => c.name === 'Sengir Vampire')!
    expect(out(r).players[1].graveyard).toEqual(['Hill Giant'])
    expect(vamp.counters['+1/+1']).toBe(1)
  })

  it('CR 700.4: a creature Sengir Vampire never damaged dying gives no counter', () => {
    const pool = realPool(['Sengir Vampire', 'Shock'])
    const r = play(
      pool,
      { battlefield: ['Sengir Vampire', 'Mountain'], hand: ['Shock'] },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Shock', targets: ['1:Grizzly Bears'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Sengir Vampire')!.counters['+1/+1']).toBeUndefined()
  })
})
