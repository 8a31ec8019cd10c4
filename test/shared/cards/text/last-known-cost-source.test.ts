// A source sacrificed as a cost to activate its ability (CR 602.2b, 601.2h) has left the battlefield when the ability
// resolves; what the ability reads of it ("the number of verse counters on ~", "its power") is its last known
// information, as it last existed on the battlefield (CR 608.2h, 113.7a). Real cards: the named ones and siblings
// found by scanning (`text-class-scans.test.ts` plays every such ability).
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const n = (card: string, k: number) => Array.from({ length: k }, () => card)
const activate = (card: string, targets?: string[]) => ({
  player: 0,
  type: 'activate',
  card,
  ability: 0,
  ...(targets ? { targets } : {}),
})

describe('last known information of a source sacrificed as a cost (CR 608.2h)', () => {
  it('CR 608.2h: Torch Song deals X damage, X the verse counters it had as it was sacrificed (CR 602.2b)', () => {
    expect(manualLines('Torch Song')).toEqual([])
    const r = play(
      ['Torch Song'],
      { battlefield: [{ name: 'Torch Song', counters: { verse: 3 } }, ...n('Mountain', 3)] },
      {},
      [activate('Torch Song', ['player:1']), ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Torch Song'])
    expect(out(r).players[1].life).toBe(17)
  })

  it('CR 608.2h: Golden Urn gains life equal to the charge counters it had as it was sacrificed', () => {
    expect(manualLines('Golden Urn')).toEqual([])
    const r = play(['Golden Urn'], { battlefield: [{ name: 'Golden Urn', counters: { charge: 4 } }] }, {}, [
      activate('Golden Urn'),
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].life).toBe(24)
  })

  it('CR 608.2h: Cinder Shade deals damage equal to its power as it last existed, pumped this turn included', () => {
    expect(manualLines('Cinder Shade')).toEqual([])
    const r = play(
      ['Cinder Shade'],
      { battlefield: ['Cinder Shade', ...n('Swamp', 2), 'Mountain'] },
      { battlefield: ['Craw Wurm'] },
      [
        { player: 0, type: 'activate', card: 'Cinder Shade', ability: 0 },
        ...passBoth,
        { player: 0, type: 'activate', card: 'Cinder Shade', ability: 0 },
        ...passBoth,
        { player: 0, type: 'activate', card: 'Cinder Shade', ability: 1, targets: ['Craw Wurm'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].battlefield.find((c) => c.name === 'Craw Wurm')?.damage).toBe(3) // 1/1 pumped twice
  })

  it("CR 608.2h: War Dance gives +X/+X, and Barrin's Codex draws X, X counted as each was sacrificed", () => {
    expect(manualLines('War Dance')).toEqual([])
    const dance = play(
      ['War Dance'],
      { battlefield: [{ name: 'War Dance', counters: { verse: 2 } }, 'Grizzly Bears'] },
      {},
      [activate('War Dance', ['Grizzly Bears']), ...passBoth],
    )
    expect(out(dance).rejected ?? []).toEqual([])
    expect(out(dance).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')).toMatchObject({
      power: 4,
      toughness: 4,
    })

    expect(manualLines("Barrin's Codex")).toEqual([])
    const codex = play(
      ["Barrin's Codex"],
      { battlefield: [{ name: "Barrin's Codex", counters: { page: 3 } }, ...n('Island', 4)] },
      {},
      [activate("Barrin's Codex"), ...passBoth],
    )
    expect(out(codex).rejected ?? []).toEqual([])
    expect(out(codex).players[0].hand).toHaveLength(3)
  })
})
