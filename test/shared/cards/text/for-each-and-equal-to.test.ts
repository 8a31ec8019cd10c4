// "For each …" and "equal to …" amounts on real cards (CR 107.3, 208.3, 608.2h): counted as the effect applies.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, passBoth, play, playCombat, ready, realPool } from '../../../support/realCards'

describe('for each / equal to', () => {
  it('CR 107.3: Folk Medicine: you gain 1 life for each creature you control', () => {
    const pool = realPool(['Folk Medicine'])
    expect(explainCard(pool.byName('Folk Medicine')!).automated).toBe(true)
    const r = play(
      pool,
      { hand: ['Folk Medicine'], battlefield: ['Forest', 'Forest', 'Forest', 'Grizzly Bears', 'Llanowar Elves'] },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Folk Medicine' }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[0].life).toBe(22)
  })

  it('CR 107.3: Airborne Aid: draw a card for each Bird on the battlefield (any controller)', () => {
    const pool = realPool(['Airborne Aid', 'Birds of Paradise'])
    expect(explainCard(pool.byName('Airborne Aid')!).automated).toBe(true)
    const r = play(
      pool,
      { hand: ['Airborne Aid'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Birds of Paradise'] },
      { battlefield: ['Birds of Paradise'] },
      [{ player: 0, type: 'cast', card: 'Airborne Aid' }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].hand).toHaveLength(2)
  })

  it('CR 208.3: Ground Assault deals damage to target creature equal to the number of lands you control', () => {
    const pool = realPool(['Ground Assault', 'Hill Giant'])
    expect(explainCard(pool.byName('Ground Assault')!).automated).toBe(true)
    const r = play(
      pool,
      { hand: ['Ground Assault'], battlefield: ['Mountain', 'Forest'] },
      { battlefield: ['Hill Giant', 'Forest', 'Forest', 'Forest'] },
      [{ player: 0, type: 'cast', card: 'Ground Assault', targets: ['1:Hill Giant'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[1].battlefield.find((c) => c.name === 'Hill Giant')!.damage).toBe(2)
  })

  it("CR 120.3: Master's Rebuke: target creature you control deals damage equal to its power to target creature", () => {
    const pool = realPool(["Master's Rebuke", 'Craw Wurm', 'Hill Giant'])
    expect(explainCard(pool.byName("Master's Rebuke")!).automated).toBe(true)
    const r = play(
      pool,
      { hand: ["Master's Rebuke"], battlefield: ['Forest', 'Forest', 'Craw Wurm'] },
      { battlefield: ['Hill Giant'] },
      [{ player: 0, type: 'cast', card: "Master's Rebuke", targets: ['0:Craw Wurm', '1:Hill Giant'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Hill Giant'])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Craw Wurm')!.damage).toBe(0) // one-sided
  })

  it("CR 107.3: Krenko, Tin Street Kingpin: a counter, then Goblins equal to Krenko's (new) power", () => {
    const pool = realPool(['Krenko, Tin Street Kingpin'])
    expect(explainCard(pool.byName('Krenko, Tin Street Kingpin')!).automated).toBe(true)
    const r = playCombat(pool, { battlefield: [ready('Krenko, Tin Street Kingpin')] }, {}, [
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Krenko, Tin Street Kingpin', target: 'player:1' }] },
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(r.state.battlefield.filter((id) => r.state.objects[id].token)).toHaveLength(2) // 1/2 + counter: power 2
  })

  it('CR 107.3: Garruk, Primal Hunter −6: a 6/6 Wurm for each land you control; −3: cards equal to the greatest power', () => {
    const pool = realPool(['Garruk, Primal Hunter', 'Hill Giant'])
    expect(explainCard(pool.byName('Garruk, Primal Hunter')!).automated).toBe(true)
    const r = play(
      pool,
      { battlefield: [{ name: 'Garruk, Primal Hunter', counters: { loyalty: 6 } }, 'Forest', 'Forest', 'Forest'] },
      {},
      [{ player: 0, type: 'activate', card: 'Garruk, Primal Hunter', ability: 2 }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.battlefield.filter((id) => r.state.objects[id].token)).toHaveLength(3)
    const draw = play(
      pool,
      { battlefield: [{ name: 'Garruk, Primal Hunter', counters: { loyalty: 3 } }, 'Hill Giant', 'Grizzly Bears'] },
      {},
      [{ player: 0, type: 'activate', card: 'Garruk, Primal Hunter', ability: 1 }, ...passBoth],
    )
    expect(draw.output.rejected).toEqual([])
    expect(out(draw).players[0].hand).toHaveLength(3) // Hill Giant's power
  })

  it('CR 107.3: Ajani, Caller of the Pride −8: X 2/2 Cats where X is your life total', () => {
    const pool = realPool(['Ajani, Caller of the Pride'])
    const r = play(
      pool,
      { life: 5, battlefield: [{ name: 'Ajani, Caller of the Pride', counters: { loyalty: 8 } }] },
      {},
      [{ player: 0, type: 'activate', card: 'Ajani, Caller of the Pride', ability: 2 }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.battlefield.filter((id) => r.state.objects[id].token)).toHaveLength(5)
  })
})

describe('bites and Auras counted', () => {
  it('CR 120.3: Justice Strike: target creature deals damage to itself equal to its power', () => {
    const pool = realPool(['Justice Strike', 'Hill Giant'])
    expect(explainCard(pool.byName('Justice Strike')!).automated).toBe(true)
    const r = play(
      pool,
      { hand: ['Justice Strike'], battlefield: ['Mountain', 'Plains'] },
      { battlefield: ['Hill Giant'] },
      [{ player: 0, type: 'cast', card: 'Justice Strike', targets: ['1:Hill Giant'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Hill Giant'])
  })

  it('CR 303.4: Gatherer of Graces gets +1/+1 for each Aura attached to it', () => {
    const pool = realPool(['Gatherer of Graces', 'Holy Strength'])
    expect(explainCard(pool.byName('Gatherer of Graces')!).automated).toBe(true)
    const r = play(pool, { hand: ['Holy Strength'], battlefield: ['Gatherer of Graces', 'Plains'] }, {}, [
      { player: 0, type: 'cast', card: 'Holy Strength', targets: ['0:Gatherer of Graces'] },
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    const g = out(r).players[0].battlefield.find((c) => c.name === 'Gatherer of Graces')!
    expect([g.power, g.toughness]).toEqual([3, 5]) // 1/2, +1/+2 from Holy Strength, +1/+1 for the one Aura
  })
})
