// Splice onto Arcane (CR 702.47) on real cards, checked by their outcome: the spliced card is revealed and stays in
// the hand, its splice cost is paid, and the Arcane spell also does what it says, with its targets after the spell's.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'
import { powerToughness } from '../../../../src-shared/engine/query'

const LANDS = ['Mountain', 'Mountain', 'Forest', 'Forest']

describe('splice onto Arcane (CR 702.47)', () => {
  it('CR 702.47a: Glacial Ray with Vital Surge spliced deals 2 damage to Ben and Ann gains 3 life; Vital Surge stays in hand', () => {
    const r = play(['Glacial Ray', 'Vital Surge'], { hand: ['Glacial Ray', 'Vital Surge'], battlefield: LANDS }, {}, [
      { player: 0, type: 'cast', card: 'Glacial Ray', targets: ['player:1'], splice: ['Vital Surge'] },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[0].life).toBe(23)
    expect(out(r).players[0].hand).toEqual(['Vital Surge'])
    expect(out(r).players[0].graveyard).toEqual(['Glacial Ray'])
    expect(out(r).players[0].battlefield.every((c) => c.tapped)).toBe(true)
    expect(manualLines('Vital Surge')).toEqual([])
    expect(manualLines('Glacial Ray')).toEqual([])
  })

  it("CR 702.47a: Kodama's Might spliced onto Glacial Ray targets Grizzly Bears after the Ray's own target", () => {
    const r = play(
      ['Glacial Ray', "Kodama's Might"],
      { hand: ['Glacial Ray', "Kodama's Might"], battlefield: ['Mountain', 'Mountain', 'Forest', 'Grizzly Bears'] },
      {},
      [
        {
          player: 0,
          type: 'cast',
          card: 'Glacial Ray',
          targets: ['player:1', 'Grizzly Bears'],
          splice: ["Kodama's Might"],
        },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(18)
    const bears = r.state.battlefield.find((id) => r.state.cards[r.state.objects[id].def].name === 'Grizzly Bears')!
    expect(powerToughness(r.state, r.state.objects[bears])).toEqual({ power: 4, toughness: 4 })
  })

  it("CR 702.47a: a card can't be spliced onto a spell that isn't Arcane (Lightning Bolt), nor without its cost paid", () => {
    const bolt = play(['Vital Surge'], { hand: ['Lightning Bolt', 'Vital Surge'], battlefield: LANDS }, {}, [
      { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'], splice: ['Vital Surge'] },
    ])
    expect(out(bolt).rejected?.length).toBe(1)
    const poor = play(
      ['Glacial Ray', 'Vital Surge'],
      { hand: ['Glacial Ray', 'Vital Surge'], battlefield: ['Mountain', 'Mountain', 'Forest'] },
      {},
      [{ player: 0, type: 'cast', card: 'Glacial Ray', targets: ['player:1'], splice: ['Vital Surge'] }],
    )
    expect(out(poor).rejected?.length).toBe(1)
  })

  it('CR 702.47a: Everdream (splice onto instant or sorcery {2}{U}) spliced onto Lightning Bolt: 3 damage and Ann draws', () => {
    const r = play(
      ['Everdream'],
      {
        hand: ['Lightning Bolt', 'Everdream'],
        battlefield: ['Mountain', 'Island', 'Island', 'Island'],
        library: ['Forest', 'Forest'],
      },
      {},
      [{ player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'], splice: ['Everdream'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(17)
    expect(out(r).players[0].hand.sort()).toEqual(['Everdream', 'Forest'])
    expect(manualLines('Everdream')).toEqual([])
  })
})
