// Planeswalker loyalty abilities (CR 606) whose effects the engine runs: Jace Beleren's mill, Chandra Nalaar's and
// Chandra, Pyrogenius's damage to a player or planeswalker and each creature that player controls.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { names, passBoth, play, poolWith } from './lane-support'

const pool = poolWith()
const library = (n: number) =>
  Array.from({ length: n }, (_, i) => ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'][i % 5])

describe('loyalty abilities', () => {
  it('CR 606 / 701.13: Jace Beleren −10: target player mills twenty cards', () => {
    expect(explainCard(pool.byName('Jace Beleren')!).automated).toBe(true)
    const r = play(
      pool,
      { battlefield: [{ name: 'Jace Beleren', counters: { loyalty: 10 } }] },
      { library: library(25) },
      [{ player: 0, type: 'activate', card: 'Jace Beleren', ability: 2, targets: ['player:1'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[1].zones.graveyard).toHaveLength(20)
    expect(r.state.players[1].zones.library).toHaveLength(5)
  })

  for (const [walker, ability, loyalty, damage] of [
    ['Chandra Nalaar', 2, 8, 10],
    ['Chandra, Pyrogenius', 2, 10, 6],
  ] as const) {
    it(`CR 606 / 120.3: ${walker} deals ${damage} damage to target player and each creature that player controls`, () => {
      expect(explainCard(pool.byName(walker)!).automated).toBe(true)
      const r = play(
        pool,
        { battlefield: [{ name: walker, counters: { loyalty } }, 'Grizzly Bears'] },
        { battlefield: ['Grizzly Bears', 'Llanowar Elves', 'Forest'] },
        [{ player: 0, type: 'activate', card: walker, ability, targets: ['player:1'] }, ...passBoth],
      )
      expect(r.output.rejected).toEqual([])
      expect(r.state.players[1].life).toBe(20 - damage)
      expect(names(r.state, r.state.players[1].zones.graveyard).sort()).toEqual(['Grizzly Bears', 'Llanowar Elves'])
      expect(names(r.state, r.state.battlefield)).toContain('Grizzly Bears') // Ann's own creature is spared
    })
  }

  it("CR 606 / 120.3: aimed at a planeswalker, Chandra Nalaar's −8 hits that planeswalker's controller's creatures", () => {
    const r = play(
      pool,
      { battlefield: [{ name: 'Chandra Nalaar', counters: { loyalty: 8 } }] },
      { battlefield: ['Jace Beleren', 'Grizzly Bears'] },
      [{ player: 0, type: 'activate', card: 'Chandra Nalaar', ability: 2, targets: ['1:Jace Beleren'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[1].life).toBe(20)
    expect(names(r.state, r.state.players[1].zones.graveyard).sort()).toEqual(['Grizzly Bears', 'Jace Beleren'])
  })
})

describe('several targets of one kind', () => {
  it('CR 606 / 115.1: Garruk Wildspeaker +1 untaps two target lands', () => {
    expect(explainCard(pool.byName('Garruk Wildspeaker')!).automated).toBe(true)
    const lands = [
      { name: 'Forest', tapped: true },
      { name: 'Forest', tapped: true },
      { name: 'Plains', tapped: true },
    ]
    const r = play(pool, { battlefield: [{ name: 'Garruk Wildspeaker', counters: { loyalty: 3 } }, ...lands] }, {}, [
      { player: 0, type: 'activate', card: 'Garruk Wildspeaker', ability: 0, targets: ['Forest', 'Forest#2'] },
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    const tapped = (name: string) =>
      r.state.battlefield
        .map((id) => r.state.objects[id])
        .filter((o) => r.state.cards[o.def].name === name)
        .map((o) => o.tapped)
    expect(tapped('Forest')).toEqual([false, false])
    expect(tapped('Plains')).toEqual([true])
    const garruk = r.state.battlefield
      .map((id) => r.state.objects[id])
      .find((o) => r.state.cards[o.def].name === 'Garruk Wildspeaker')!
    expect(garruk.counters.loyalty).toBe(4)
  })
})
