// "… doesn't untap during its controller's next untap step" on its own (CR 502.3): Ajani Vengeant's +1 keeps a tapped
// permanent tapped through its controller's next untap step, and only that one.
import { describe, expect, it } from 'vitest'
import { out, passBoth, play, realPool } from '../../../support/realCards'

describe("doesn't untap during its controller's next untap step", () => {
  it("CR 502.3: Ajani Vengeant +1: the opponent's tapped Hill Giant stays tapped through their untap step", () => {
    const pool = realPool(['Ajani Vengeant', 'Hill Giant'])
    const r = play(
      pool,
      { battlefield: [{ name: 'Ajani Vengeant', counters: { loyalty: 3 } }] },
      {
        battlefield: [
          { name: 'Hill Giant', tapped: true },
          { name: 'Mountain', tapped: true },
        ],
      },
      [
        { player: 0, type: 'activate', card: 'Ajani Vengeant', ability: 0, targets: ['1:Hill Giant'] },
        ...passBoth,
        { type: 'passUntil', step: 'upkeep' },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.active).toBe(1)
    const ben = out(r).players[1].battlefield
    expect(ben.find((c) => c.name === 'Hill Giant')!.tapped).toBe(true)
    expect(ben.find((c) => c.name === 'Mountain')!.tapped).toBe(false)
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Ajani Vengeant')!.counters.loyalty).toBe(4)
  })
})
