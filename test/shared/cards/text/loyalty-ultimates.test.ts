// Planeswalker loyalty abilities (CR 606) whose effects the engine runs: Jace Beleren's mill, Chandra Nalaar's and
// Chandra, Pyrogenius's damage to a player or planeswalker and each creature that player controls.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { keywordsOf, powerToughness } from '../../../../src-shared/engine/query'
import type { GameState } from '../../../../src-shared/engine/types'
import { names, passBoth, playWithBasics, poolWith } from '../../../support/realCards'

const pool = poolWith()
const library = (n: number) =>
  Array.from({ length: n }, (_, i) => ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'][i % 5])

describe('loyalty abilities', () => {
  it('CR 606 / 701.13: Jace Beleren −10: target player mills twenty cards', () => {
    expect(explainCard(pool.byName('Jace Beleren')!).automated).toBe(true)
    const r = playWithBasics(
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
      const r = playWithBasics(
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
    const r = playWithBasics(
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
    const r = playWithBasics(
      pool,
      { battlefield: [{ name: 'Garruk Wildspeaker', counters: { loyalty: 3 } }, ...lands] },
      {},
      [
        { player: 0, type: 'activate', card: 'Garruk Wildspeaker', ability: 0, targets: ['Forest', 'Forest#2'] },
        ...passBoth,
      ],
    )
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

describe('Ajani Goldmane', () => {
  const find = (s: GameState, name: string, controller: number) =>
    s.battlefield.map((id) => s.objects[id]).filter((o) => s.cards[o.def].name === name && o.controller === controller)

  it('CR 606 / 608.2c: −1: a +1/+1 counter on each creature you control; those creatures gain vigilance until end of turn', () => {
    expect(explainCard(pool.byName('Ajani Goldmane')!).automated).toBe(true)
    const r = playWithBasics(
      pool,
      { battlefield: [{ name: 'Ajani Goldmane', counters: { loyalty: 4 } }, 'Grizzly Bears', 'Llanowar Elves'] },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'activate', card: 'Ajani Goldmane', ability: 1 }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    for (const o of [...find(r.state, 'Grizzly Bears', 0), ...find(r.state, 'Llanowar Elves', 0)]) {
      expect(o.counters['+1/+1']).toBe(1)
      expect(keywordsOf(r.state, o).has('vigilance')).toBe(true)
    }
    const theirs = find(r.state, 'Grizzly Bears', 1)[0]
    expect(theirs.counters['+1/+1'] ?? 0).toBe(0)
    expect(keywordsOf(r.state, theirs).has('vigilance')).toBe(false)
  })

  it("CR 604.3: −6: a white Avatar token whose power and toughness are each its controller's life total", () => {
    const r = playWithBasics(
      pool,
      { battlefield: [{ name: 'Ajani Goldmane', counters: { loyalty: 6 } }], life: 13 },
      {},
      [{ player: 0, type: 'activate', card: 'Ajani Goldmane', ability: 2 }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    const avatar = find(r.state, 'Avatar', 0)[0]
    expect(avatar).toBeDefined()
    expect(powerToughness(r.state, avatar)).toEqual({ power: 13, toughness: 13 })
  })
})

describe('Liliana Vess', () => {
  it('CR 701.19 / 701.20: −2: search your library for a card, then shuffle and put that card on top', () => {
    expect(explainCard(pool.byName('Liliana Vess')!).automated).toBe(true)
    const r = playWithBasics(
      pool,
      {
        battlefield: [{ name: 'Liliana Vess', counters: { loyalty: 5 } }],
        library: ['Plains', 'Island', 'Swamp', 'Lightning Bolt', 'Forest', 'Mountain'],
      },
      {},
      [
        { player: 0, type: 'activate', card: 'Liliana Vess', ability: 1 },
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Lightning Bolt'] },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.pending).toEqual([])
    const library = names(r.state, r.state.players[0].zones.library)
    expect(library[0]).toBe('Lightning Bolt')
    expect(library).toHaveLength(6)
  })

  it('CR 110.2a: −8: all creature cards from all graveyards come onto the battlefield under your control', () => {
    const r = playWithBasics(
      pool,
      { battlefield: [{ name: 'Liliana Vess', counters: { loyalty: 8 } }], graveyard: ['Grizzly Bears', 'Shock'] },
      { graveyard: ['Llanowar Elves', 'Forest'] },
      [{ player: 0, type: 'activate', card: 'Liliana Vess', ability: 2 }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    const mine = r.state.battlefield.map((id) => r.state.objects[id]).filter((o) => o.controller === 0)
    expect(mine.map((o) => r.state.cards[o.def].name).sort()).toEqual(['Grizzly Bears', 'Llanowar Elves'])
    expect(names(r.state, r.state.players[1].zones.graveyard)).toEqual(['Forest'])
    expect(names(r.state, r.state.players[0].zones.graveyard).sort()).toEqual(['Liliana Vess', 'Shock'])
  })
})
