// Awaken (CR 702.113) on a real card, checked by its outcome: cast for its awaken cost, the spell also makes a land of
// its caster's a 0/0 Elemental creature with haste and N +1/+1 counters, for as long as it stays on the battlefield.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'
import { faceOf, hasKeyword, hasType, isCreature, powerToughness } from '../../../../src-shared/engine/query'

const ISLANDS = ['Island', 'Island', 'Island', 'Island', 'Island']

describe('awaken (CR 702.113)', () => {
  it('CR 702.113a: Clutch of Currents cast for {4}{U} returns Hill Giant and awakens a Plains as a 3/3 Elemental with haste', () => {
    const r = play(
      ['Clutch of Currents'],
      { hand: ['Clutch of Currents'], battlefield: [...ISLANDS, 'Plains'] },
      {
        battlefield: ['Hill Giant'],
      },
      [
        {
          player: 0,
          type: 'cast',
          card: 'Clutch of Currents',
          alternative: 'awaken',
          targets: ['1:Hill Giant', 'Plains'],
        },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].hand).toEqual(['Hill Giant'])
    const id = r.state.battlefield.find((i) => faceOf(r.state, r.state.objects[i])?.name === 'Plains')!
    const plains = r.state.objects[id]
    expect(plains.counters).toEqual({ '+1/+1': 3 })
    expect(isCreature(r.state, plains)).toBe(true)
    expect(hasType(r.state, plains, 'Land')).toBe(true)
    expect(faceOf(r.state, plains)?.subtypes).toContain('Elemental')
    expect(powerToughness(r.state, plains)).toEqual({ power: 3, toughness: 3 })
    expect(hasKeyword(r.state, plains, 'haste')).toBe(true)
    expect(manualLines('Clutch of Currents')).toEqual([])
  })

  it('CR 702.113a: cast for its mana cost {U}, it has no awaken target and no land is awakened', () => {
    const r = play(
      ['Clutch of Currents'],
      { hand: ['Clutch of Currents'], battlefield: ['Island', 'Plains'] },
      {
        battlefield: ['Hill Giant'],
      },
      [{ player: 0, type: 'cast', card: 'Clutch of Currents', targets: ['1:Hill Giant'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].hand).toEqual(['Hill Giant'])
    expect(r.state.battlefield.some((i) => isCreature(r.state, r.state.objects[i]))).toBe(false)
    // Without the awaken cost paid, a second target is refused.
    const two = play(
      ['Clutch of Currents'],
      { hand: ['Clutch of Currents'], battlefield: ['Island', 'Plains'] },
      {
        battlefield: ['Hill Giant'],
      },
      [{ player: 0, type: 'cast', card: 'Clutch of Currents', targets: ['1:Hill Giant', 'Plains'] }],
    )
    expect(out(two).rejected?.length).toBe(1)
  })
})
