// Anthems and attached bonuses that wait for a condition (CR 611.3a): "As long as it's your turn, creatures you
// control get +2/+0" (the source's controller's turn), "As long as equipped creature is a Human, it gets an
// additional +1/+1" (its host's creature type, CR 205.3m).
import { describe, expect, it } from 'vitest'
import { boardPlayer, manualLines, out } from '../../../support/realCards'

const power = (r: ReturnType<ReturnType<typeof boardPlayer>>, player: number, name: string) =>
  out(r).players[player].battlefield.find((c) => c.name === name)?.power

describe('conditional anthems and attached bonuses', () => {
  it("CR 611.3a: Glory of Warfare gives +2/+0 only on its controller's turn", () => {
    expect(manualLines('Glory of Warfare')).toEqual([])
    const mine = boardPlayer({ active: 0 })(
      ['Glory of Warfare'],
      { battlefield: ['Glory of Warfare', 'Grizzly Bears'] },
      {},
      [],
    )
    expect(power(mine, 0, 'Grizzly Bears')).toBe(4)
    const theirs = boardPlayer({ active: 1 })(
      ['Glory of Warfare'],
      { battlefield: ['Glory of Warfare', 'Grizzly Bears'] },
      {},
      [],
    )
    expect(power(theirs, 0, 'Grizzly Bears')).toBe(2)
  })

  it('CR 611.3a, 205.3m: Heavy Mattock gives a Human an additional +1/+1', () => {
    expect(manualLines('Heavy Mattock')).toEqual([])
    const equip = (host: string) =>
      boardPlayer()(['Heavy Mattock'], { battlefield: [host, { name: 'Heavy Mattock', attachedTo: host }] }, {}, [])
    expect(power(equip('Grizzly Bears'), 0, 'Grizzly Bears')).toBe(3) // +1/+1 only
    expect(power(equip('Elite Vanguard'), 0, 'Elite Vanguard')).toBe(4) // a Human Soldier: +2/+2
  })
})
