// A permanent's own bonus while it is in a state (CR 611.3a): "as long as ~ is untapped / equipped / enchanted /
// monstrous, it gets …" — "it" being the permanent after a leading condition.
import { describe, expect, it } from 'vitest'
import { manualLines, out, play, type Side } from '../../../support/realCards'

const pt = (r: ReturnType<typeof play>, player: number, name: string) => {
  const p = out(r).players[player].battlefield.find((c) => c.name === name)!
  return [p.power, p.toughness]
}

describe('statics that wait for the permanent’s own state', () => {
  it('CR 611.3a: Castle Raptors gets +0/+2 only as long as it is untapped', () => {
    expect(manualLines('Castle Raptors')).toEqual([])
    const board = (raptors: Side) => play(['Castle Raptors'], { battlefield: [raptors] }, {}, [])
    expect(pt(board({ name: 'Castle Raptors' }), 0, 'Castle Raptors')).toEqual([3, 5])
    expect(pt(board({ name: 'Castle Raptors', tapped: true }), 0, 'Castle Raptors')).toEqual([3, 3])
  })

  it('CR 611.3a, 301.5: Auriok Glaivemaster gets +1/+1 and first strike as long as it is equipped', () => {
    expect(manualLines('Auriok Glaivemaster')).toEqual([])
    const bare = play(
      ['Auriok Glaivemaster', 'Bonesplitter'],
      { battlefield: ['Auriok Glaivemaster', 'Bonesplitter'] },
      {},
      [],
    )
    expect(pt(bare, 0, 'Auriok Glaivemaster')).toEqual([1, 1])
    const equipped = play(
      ['Auriok Glaivemaster', 'Bonesplitter'],
      { battlefield: ['Auriok Glaivemaster', { name: 'Bonesplitter', attachedTo: 'Auriok Glaivemaster' }] },
      {},
      [],
    )
    expect(pt(equipped, 0, 'Auriok Glaivemaster')).toEqual([4, 2]) // +2/+0 from Bonesplitter, +1/+1 its own
  })

  it('CR 611.3a, 303.4: "As long as ~ is enchanted, it gets +2/+2" needs an Aura, not an Equipment (Thran Golem)', () => {
    expect(manualLines('Thran Golem')).toEqual([])
    const aura = play(
      ['Thran Golem', 'Holy Strength'],
      { battlefield: ['Thran Golem', { name: 'Holy Strength', attachedTo: 'Thran Golem' }] },
      {},
      [],
    )
    expect(pt(aura, 0, 'Thran Golem')).toEqual([6, 7]) // 3/3, +1/+2 Holy Strength, +2/+2 its own
    const equipment = play(
      ['Thran Golem', 'Bonesplitter'],
      { battlefield: ['Thran Golem', { name: 'Bonesplitter', attachedTo: 'Thran Golem' }] },
      {},
      [],
    )
    expect(pt(equipment, 0, 'Thran Golem')).toEqual([5, 3])
  })

  it('CR 701.31, 611.3a: Fleecemane Lion has hexproof once monstrous', () => {
    expect(manualLines('Fleecemane Lion')).toEqual([])
    const lands = ['Forest', 'Forest', 'Forest', 'Plains', 'Plains']
    const r = play(
      ['Fleecemane Lion', 'Shock'],
      { battlefield: ['Fleecemane Lion', ...lands] },
      { hand: ['Shock'], battlefield: ['Mountain'] },
      [
        { player: 0, type: 'activate', card: 'Fleecemane Lion', ability: 0 },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Shock', targets: ['0:Fleecemane Lion'] },
      ],
    )
    expect(pt(r, 0, 'Fleecemane Lion')).toEqual([4, 4])
    expect(out(r).rejected).toHaveLength(1) // hexproof: Ben can't target it (CR 702.11b)
  })
})
