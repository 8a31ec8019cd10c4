// Behavioural checks of mana "of the chosen type" (CR 106.6, 205.3, 614.12) and of mana that makes its spell
// uncounterable (CR 101.2): the land is played, a creature type named as it enters, and its coloured mana casts a
// creature spell of that type only; Cavern of Souls' spell stays on the stack through Counterspell, and Unclaimed
// Territory's (the near miss: the same restriction, no "can't be countered") does not.
import { expect } from 'vitest'
import { answer, play, type Checks } from './harness'

const CARDS = ['Unclaimed Territory', 'Cavern of Souls', 'Llanowar Elves', 'Savannah Lions', 'Counterspell']

/** Ann plays `land` naming Elf and casts `spell`; Ben, with Counterspell and two Islands, may answer it. */
function landThenCast(land: string, spell: string, counter: boolean) {
  return play(
    CARDS,
    {
      ann: { hand: [land, spell], battlefield: [] },
      ben: { hand: ['Counterspell'], battlefield: ['Island', 'Island'] },
    },
    [
      { player: 0, type: 'playLand', card: land },
      answer('Elf'),
      { player: 0, type: 'cast', card: spell },
      ...(counter
        ? [
            { player: 0, type: 'pass' },
            { player: 1, type: 'cast', card: 'Counterspell', targets: [`0:${spell}`] },
            { player: 1, type: 'pass' },
            { player: 0, type: 'pass' },
          ]
        : []),
    ],
    true,
  )
}

export const CHOSEN_TYPE_MANA_CHECKS: Checks = {
  'mana:spendChosenType': {
    card: 'Unclaimed Territory',
    rule: 'CR 106.6, 205.3, 614.12',
    run() {
      // Elf named: its coloured mana casts Llanowar Elves, not Savannah Lions (a Cat).
      const elf = landThenCast('Unclaimed Territory', 'Llanowar Elves', false)
      expect(elf.out.rejected ?? []).toEqual([])
      expect(elf.out.stack).toEqual(['Llanowar Elves'])
      const cat = landThenCast('Unclaimed Territory', 'Savannah Lions', false)
      expect(cat.out.rejected?.map((r) => r.index)).toEqual([2])
      expect(cat.out.stack).toEqual([])
    },
  },
  'mana:uncounterable': {
    card: 'Cavern of Souls',
    rule: 'CR 101.2, 106.6',
    run() {
      const cavern = landThenCast('Cavern of Souls', 'Llanowar Elves', true)
      expect(cavern.out.rejected ?? []).toEqual([])
      expect(cavern.out.stack).toEqual(['Llanowar Elves'])
      expect(cavern.out.players[1].graveyard).toEqual(['Counterspell'])
      // Near miss: Unclaimed Territory's mana has no "can't be countered": its Elf is countered.
      const territory = landThenCast('Unclaimed Territory', 'Llanowar Elves', true)
      expect(territory.out.rejected ?? []).toEqual([])
      expect(territory.out.players[0].graveyard).toEqual(['Llanowar Elves'])
    },
  },
}
