// The computer with a Vehicle: it crews (CR 702.122a) and attacks, and an attack trigger's "you may" on the way
// (Smuggler's Copter loots, CR 603.5) doesn't stop it from seeing the combat damage that wins.
import { describe, expect, it } from 'vitest'
import { out, play, realPool, ready } from '../../support/realCards'

const turns = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'computer', player: i % 2, level: 'normal' }))

describe('the computer pilots a Vehicle', () => {
  it('CR 702.122a, 603.5: it crews Smuggler’s Copter with Grizzly Bears and attacks for lethal', () => {
    const pool = realPool(["Smuggler's Copter", 'Grizzly Bears'])
    const r = play(
      pool,
      { battlefield: [ready("Smuggler's Copter"), ready('Grizzly Bears'), 'Island', 'Island'], hand: ['Island'] },
      { life: 3 },
      turns(12),
    )
    expect(out(r).rejected).toEqual([])
    expect(out(r).log).toContain("Ann activates Smuggler's Copter, tapping Grizzly Bears: Crew 1")
    expect(out(r).log).toContain("Ann attacks: Smuggler's Copter → Ben")
    expect(out(r).players[1].life).toBeLessThanOrEqual(0)
    expect(r.output.winner).toBe(0)
  })
})
