// Keywords that work from the graveyard (CR 702), on real cards, checked by their outcome: embalm and eternalize.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'
import { faceOf } from '../../../../src-shared/engine/query'

const ISLANDS = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island']

describe('keywords from the graveyard (CR 702)', () => {
  it("CR 702.128a: Aven Initiate (embalm {6}{U}) is exiled from the graveyard for a token copy that's a white Zombie with no mana cost", () => {
    const activate = { player: 0, type: 'activate', card: 'Aven Initiate', from: 'graveyard', ability: 0 }
    const r = play(['Aven Initiate'], { graveyard: ['Aven Initiate'], battlefield: ISLANDS }, {}, [
      activate,
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Aven Initiate'])
    const id = r.state.battlefield.find((i) => r.state.objects[i].token)!
    const face = faceOf(r.state, r.state.objects[id])!
    expect([face.name, face.colors, face.subtypes, face.manaCost, face.power]).toEqual([
      'Aven Initiate',
      ['W'],
      ['Bird', 'Warrior', 'Zombie'],
      null,
      '3',
    ])
    // CR 702.128a: "Embalm only as a sorcery."
    const combat = play(
      ['Aven Initiate'],
      { graveyard: ['Aven Initiate'], battlefield: ISLANDS },
      {},
      [activate],
      'beginCombat',
    )
    expect(out(combat).rejected?.length).toBe(1)
    expect(manualLines('Aven Initiate')).toEqual([])
  })

  it('CR 702.129a: Proven Combatant (eternalize {4}{U}{U}) comes back as a 4/4 black Zombie token', () => {
    const r = play(['Proven Combatant'], { graveyard: ['Proven Combatant'], battlefield: ISLANDS }, {}, [
      { player: 0, type: 'activate', card: 'Proven Combatant', from: 'graveyard', ability: 0 },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Proven Combatant'])
    const token = out(r).players[0].battlefield.find((c) => c.name === 'Proven Combatant')
    expect([token?.power, token?.toughness]).toEqual([4, 4])
    const id = r.state.battlefield.find((i) => r.state.objects[i].token)!
    expect(faceOf(r.state, r.state.objects[id])?.colors).toEqual(['B'])
    expect(manualLines('Proven Combatant')).toEqual([])
  })
})
