// Auras that pump and restrict in one sentence: "Enchanted creature gets +1/+0 and can't be blocked / can't block /
// attacks each combat if able" (CR 509.1b, 508.1d), and protection from a card type granted by an Aura (CR 702.16).
import { describe, expect, it } from 'vitest'
import { manualLines, out, playCombat, ready } from '../../../support/realCards'

const attack = (cards: string[]) => [
  { player: 0, type: 'declareAttackers', attackers: cards.map((card) => ({ card, target: 'player:1' })) },
  { type: 'passUntil', step: 'declareBlockers' },
]
const block = (pairs: [string, string][]) => ({
  player: 1,
  type: 'declareBlockers',
  blockers: pairs.map(([card, blocks]) => ({ card, blocks })),
})

describe('Aura pumps with a combat restriction', () => {
  it("CR 509.1b: a creature enchanted with Aether Tunnel gets +1/+0 and can't be blocked", () => {
    expect(manualLines('Aether Tunnel')).toEqual([])
    const r = playCombat(
      ['Aether Tunnel'],
      { battlefield: [ready('Grizzly Bears'), { name: 'Aether Tunnel', attachedTo: 'Grizzly Bears' }] },
      { battlefield: [ready('Hill Giant')] },
      [
        ...attack(['Grizzly Bears']),
        block([['Hill Giant', 'Grizzly Bears']]),
        block([]),
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected?.[0].reason).toMatch(/can't be blocked.*CR 509\.1b/)
    expect(out(r).players[1].life).toBe(17)
  })

  it("CR 509.1b: a creature enchanted with Maniacal Rage gets +2/+2 and can't block", () => {
    expect(manualLines('Maniacal Rage')).toEqual([])
    const r = playCombat(
      ['Maniacal Rage'],
      { battlefield: [ready('Grizzly Bears')] },
      { battlefield: [ready('Hill Giant'), { name: 'Maniacal Rage', attachedTo: 'Hill Giant' }] },
      [
        ...attack(['Grizzly Bears']),
        block([['Hill Giant', 'Grizzly Bears']]),
        block([]),
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected?.[0].reason).toMatch(/can't block/)
    expect(out(r).players[1].battlefield.find((c) => c.name === 'Hill Giant')?.power).toBe(5)
  })

  it('CR 508.1d: a creature enchanted with Furor of the Bitten attacks each combat if able', () => {
    expect(manualLines('Furor of the Bitten')).toEqual([])
    const r = playCombat(
      ['Furor of the Bitten'],
      { battlefield: [ready('Grizzly Bears'), { name: 'Furor of the Bitten', attachedTo: 'Grizzly Bears' }] },
      {},
      [
        { player: 0, type: 'declareAttackers', attackers: [] },
        ...attack(['Grizzly Bears']),
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected?.[0].reason).toMatch(/attacks each combat if able.*CR 508\.1d/)
    expect(out(r).players[1].life).toBe(16)
  })

  it('CR 702.16e: a creature enchanted with Spirit Mantle has protection from creatures and can’t be blocked by them', () => {
    expect(manualLines('Spirit Mantle')).toEqual([])
    const r = playCombat(
      ['Spirit Mantle'],
      { battlefield: [ready('Grizzly Bears'), { name: 'Spirit Mantle', attachedTo: 'Grizzly Bears' }] },
      { battlefield: [ready('Hill Giant')] },
      [
        ...attack(['Grizzly Bears']),
        block([['Hill Giant', 'Grizzly Bears']]),
        block([]),
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected?.[0].reason).toMatch(/protection from.*CR 702\.16e/)
    expect(out(r).players[1].life).toBe(17)
  })
})
