// Recover (CR 702.59) on a real card, checked by its outcome: from the graveyard, when a creature its owner owns dies,
// the card returns to the hand for its cost or is exiled; another player's creature dying doesn't trigger it.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const kill = (target: string, answer?: string) =>
  play(
    ['Resize'],
    { hand: ['Lightning Bolt'], graveyard: ['Resize'], battlefield: ['Mountain', 'Forest', 'Forest', 'Grizzly Bears'] },
    { battlefield: ['Llanowar Elves'] },
    [
      { player: 0, type: 'cast', card: 'Lightning Bolt', targets: [target] },
      ...passBoth, // the Bolt resolves; the creature dies
      ...(answer ? [...passBoth, { player: 0, type: 'choose', option: answer }] : []),
    ],
  )

describe('recover (CR 702.59)', () => {
  it('CR 702.59a: Grizzly Bears dies; Ann pays {1}{G} and Resize returns to her hand', () => {
    const r = kill('Grizzly Bears', 'pay')
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand).toEqual(['Resize'])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Grizzly Bears', 'Lightning Bolt'])
    expect(manualLines('Resize')).toEqual([])
  })

  it("CR 702.59a: declined, Resize is exiled; Ben's Llanowar Elves dying doesn't trigger it", () => {
    const declined = kill('Grizzly Bears', 'decline')
    expect(out(declined).players[0].exile).toEqual(['Resize'])
    const theirs = kill('1:Llanowar Elves')
    expect(out(theirs).rejected ?? []).toEqual([])
    expect(out(theirs).stack).toEqual([])
    expect(out(theirs).players[0].graveyard.sort()).toEqual(['Lightning Bolt', 'Resize'])
  })
})
