// "You may have target creature get +2/+0 until end of turn" (CR 603.3d, 608.2d): the target is chosen as the
// trigger is put on the stack, and its controller chooses as it resolves whether the creature gets the bonus.
import { describe, expect, it } from 'vitest'
import { manualLines } from '../../../support/realCards'
import { answer, PASS, play, pt, ready } from '../../../support/verify/harness'

describe('"you may have target creature get" (CR 608.2d)', () => {
  it('CR 608.2d, 611.2a: Battle-Rattle Shaman gives +2/+0 at the beginning of combat when its controller says yes', () => {
    expect(manualLines('Battle-Rattle Shaman')).toEqual([])
    const combat = (yes: string) =>
      play(
        ['Battle-Rattle Shaman', 'Grizzly Bears'],
        { ann: { battlefield: [ready('Battle-Rattle Shaman'), ready('Grizzly Bears')] } },
        [
          { type: 'passUntil', step: 'beginCombat' },
          { player: 0, type: 'choose', targets: ['0:Grizzly Bears'] },
          ...PASS,
          answer(yes),
        ],
        true,
      )
    const yes = combat('yes')
    expect(yes.out.rejected ?? []).toEqual([])
    expect(pt(yes, 0, 'Grizzly Bears')).toEqual([4, 2])
    // Near miss: declined, the Bears stay 2/2.
    const no = combat('no')
    expect(no.out.rejected ?? []).toEqual([])
    expect(pt(no, 0, 'Grizzly Bears')).toEqual([2, 2])
  })

  it("CR 608.2d: Undead Executioner's death trigger may give an opponent's creature -2/-2", () => {
    expect(manualLines('Undead Executioner')).toEqual([])
    const p = play(
      ['Undead Executioner', 'Grizzly Bears', 'Murder'],
      {
        ann: { hand: ['Murder'], battlefield: ['Undead Executioner', 'Swamp', 'Swamp', 'Swamp'] },
        ben: { battlefield: ['Grizzly Bears'] },
      },
      [
        { player: 0, type: 'cast', card: 'Murder', targets: ['0:Undead Executioner'] },
        ...PASS,
        { player: 0, type: 'choose', targets: ['1:Grizzly Bears'] },
        ...PASS,
        answer('yes'),
      ],
      true,
    )
    expect(p.out.rejected ?? []).toEqual([])
    expect(p.out.players[1].graveyard).toContain('Grizzly Bears')
  })
})
