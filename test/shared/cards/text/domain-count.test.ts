// Domain (CR 207.2c): "the number of basic land types among lands you control" counts each of Plains, Island,
// Swamp, Mountain and Forest once among the controller's lands (CR 305.6), wherever a count is read: a spell's X, a
// "for each" pump, a creature's power and toughness, an Aura's bonus and a cost reduction.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const pt = (r: ReturnType<typeof play>, player: number, name: string) =>
  out(r).players[player].battlefield.find((c) => c.name === name)

describe('domain: basic land types among lands you control (CR 305.6)', () => {
  it("CR 305.6: Gaea's Might gives +1/+1 for each basic land type (a Forest and two Plains: +2/+2)", () => {
    expect(manualLines("Gaea's Might")).toEqual([])
    const r = play(
      ["Gaea's Might", 'Grizzly Bears'],
      { hand: ["Gaea's Might"], battlefield: ['Forest', 'Plains', 'Plains', 'Grizzly Bears'] },
      { battlefield: ['Island', 'Swamp', 'Mountain'] },
      [{ player: 0, type: 'cast', card: "Gaea's Might", targets: ['Grizzly Bears'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(pt(r, 0, 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4 })
  })

  it("CR 305.6, 604.3: Matca Rioters' power and toughness follow its controller's basic land types", () => {
    expect(manualLines('Matca Rioters')).toEqual([])
    const r = play(
      ['Matca Rioters'],
      { battlefield: ['Matca Rioters', 'Swamp', 'Mountain', 'Forest', 'Forest'] },
      { battlefield: ['Matca Rioters', 'Island'] },
      [],
    )
    expect(pt(r, 0, 'Matca Rioters')).toMatchObject({ power: 3, toughness: 3 })
    expect(pt(r, 1, 'Matca Rioters')).toMatchObject({ power: 1, toughness: 1 })
  })

  it('CR 305.6, 601.2f: Stratadon costs {1} less for each basic land type (four types: it costs {6})', () => {
    expect(manualLines('Stratadon')).toEqual([])
    const lands = ['Plains', 'Island', 'Swamp', 'Mountain', 'Mountain', 'Mountain']
    const r = play(['Stratadon'], { hand: ['Stratadon'], battlefield: lands }, { battlefield: [] }, [
      { player: 0, type: 'cast', card: 'Stratadon' },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.filter((c) => c.tapped).length).toBe(6)
    expect(pt(r, 0, 'Stratadon')).toBeDefined()
    // Five lands of three types: {7} is more than five lands can pay.
    const short = play(
      ['Stratadon'],
      { hand: ['Stratadon'], battlefield: ['Plains', 'Island', 'Swamp', 'Swamp', 'Swamp'] },
      { battlefield: [] },
      [{ player: 0, type: 'cast', card: 'Stratadon' }],
    )
    expect(out(short).rejected?.length).toBe(1)
  })
})
