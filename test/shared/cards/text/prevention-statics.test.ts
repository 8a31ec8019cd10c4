// Static prevention (CR 615.1) and a shield for a player (CR 615.7): "Prevent all [combat] damage that would be dealt to [and dealt by] ~ / enchanted
// creature", on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play, ready } from '../../../support/realCards'

const plains = (n: number) => Array.from({ length: n }, () => 'Plains')
const toCombatEnd = [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
]

describe('static damage prevention', () => {
  it('CR 615.1: Muzzle prevents all damage its enchanted creature would deal', () => {
    expect(manualLines('Muzzle')).toEqual([])
    const r = play(['Muzzle'], { hand: ['Muzzle'], battlefield: [...plains(2), ready('Grizzly Bears')] }, {}, [
      { player: 0, type: 'cast', card: 'Muzzle', targets: ['0:Grizzly Bears'] },
      ...passBoth,
      ...toCombatEnd,
      { type: 'passUntil', step: 'endCombat' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Muzzle')).toBeTruthy()
    expect(out(r).players[1].life).toBe(20)
  })

  it('CR 615.1: Fog Bank neither takes nor deals combat damage, but a Lightning Bolt still kills it', () => {
    expect(manualLines('Fog Bank')).toEqual([])
    const r = play(
      ['Fog Bank', 'Lightning Bolt'],
      { hand: ['Lightning Bolt'], battlefield: ['Mountain', ready('Grizzly Bears')] },
      { battlefield: ['Fog Bank'] },
      [
        ...toCombatEnd,
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Fog Bank', blocks: '0:Grizzly Bears' }] },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const bank = out(r).players[1].battlefield.find((c) => c.name === 'Fog Bank')!
    expect(bank.damage).toBe(0)
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')!.damage).toBe(0)
    const bolted = play(
      ['Fog Bank', 'Lightning Bolt'],
      { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      { battlefield: ['Fog Bank'] },
      [{ player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['1:Fog Bank'] }, ...passBoth],
    )
    expect(out(bolted).players[1].graveyard).toEqual(['Fog Bank'])
  })

  it('CR 615.1: Inviolability prevents all damage that would be dealt to the enchanted creature', () => {
    expect(manualLines('Inviolability')).toEqual([])
    const r = play(
      ['Inviolability', 'Lightning Bolt'],
      { hand: ['Inviolability', 'Lightning Bolt'], battlefield: [...plains(2), 'Mountain', 'Grizzly Bears'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Inviolability', targets: ['0:Grizzly Bears'] },
        ...passBoth,
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['0:Grizzly Bears'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')!.damage).toBe(0)
    expect(out(r).players[0].graveyard).toEqual(['Lightning Bolt'])
  })

  it("CR 615.7: Conservator's {3}, {T} prevents the next 2 damage that would be dealt to its controller this turn", () => {
    expect(manualLines('Conservator')).toEqual([])
    const r = play(
      ['Conservator', 'Lightning Bolt'],
      { battlefield: [...plains(3), ready('Conservator')] },
      { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      [
        { player: 0, type: 'activate', card: 'Conservator', ability: 0 },
        ...passBoth,
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['player:0'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].life).toBe(19)
  })
})
