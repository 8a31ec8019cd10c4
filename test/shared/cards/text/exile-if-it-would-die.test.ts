// "If that creature would die this turn, exile it instead" (the target) and "If a creature dealt damage this way would
// die this turn, exile it instead" (CR 614.6, 608.2c), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const mountains = (n: number) => Array.from({ length: n }, () => 'Mountain')

describe('exile it instead of dying', () => {
  it('CR 614.6: Lava Coil deals 4 damage to target creature, which is exiled instead of dying', () => {
    expect(manualLines('Lava Coil')).toEqual([])
    const r = play(['Lava Coil'], { hand: ['Lava Coil'], battlefield: mountains(2) }, { battlefield: ['Hill Giant'] }, [
      { player: 0, type: 'cast', card: 'Lava Coil', targets: ['1:Hill Giant'] },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].exile).toEqual(['Hill Giant'])
    expect(out(r).players[1].graveyard).toEqual([])
    expect(out(r).log).toContain('Hill Giant is exiled instead (CR 614.6)') // the log says where it went
  })

  it('CR 614.6: the replacement lasts the turn: Magma Spray then Lightning Bolt on a Hill Giant exiles it', () => {
    expect(manualLines('Magma Spray')).toEqual([])
    const r = play(
      ['Magma Spray', 'Lightning Bolt'],
      { hand: ['Magma Spray', 'Lightning Bolt'], battlefield: mountains(2) },
      { battlefield: ['Hill Giant'] },
      [
        { player: 0, type: 'cast', card: 'Magma Spray', targets: ['1:Hill Giant'] },
        ...passBoth,
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['1:Hill Giant'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].exile).toEqual(['Hill Giant'])
  })

  it('CR 614.6: Pillar of Flame exiles a creature it kills; at a player it just deals 2 damage', () => {
    expect(manualLines('Pillar of Flame')).toEqual([])
    const r = play(
      ['Pillar of Flame'],
      { hand: ['Pillar of Flame'], battlefield: ['Mountain'] },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Pillar of Flame', targets: ['1:Grizzly Bears'] }, ...passBoth],
    )
    expect(out(r).players[1].exile).toEqual(['Grizzly Bears'])
    const face = play(['Pillar of Flame'], { hand: ['Pillar of Flame'], battlefield: ['Mountain'] }, {}, [
      { player: 0, type: 'cast', card: 'Pillar of Flame', targets: ['player:1'] },
      ...passBoth,
    ])
    expect(out(face).players[1].life).toBe(18)
  })
})
