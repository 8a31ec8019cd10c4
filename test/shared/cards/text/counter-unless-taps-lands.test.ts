// Power Sink: "Counter target spell unless its controller pays {X}. If that player doesn't, they tap all lands with
// mana abilities they control and lose all unspent mana." (CR 118.12, 106.4). The scan finds every counterspell whose
// unpaid cost does something more, and keeps any other rider by hand.
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { PASS, play, seat } from '../../../support/verify/harness'

beforeAll(() => loadScanData(), 300_000)

describe('counter unless paid, then tap all lands (CR 118.12)', () => {
  it("CR 118.12: Power Sink for X = 3 that Ben can't pay counters Shock and taps every land of his with a mana ability", () => {
    const sink = (x: number) =>
      play(
        ['Power Sink', "Mishra's Factory"],
        {
          active: 1,
          turn: 4,
          ann: { hand: ['Power Sink'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
          ben: { hand: ['Shock'], battlefield: ['Mountain', 'Mountain', "Mishra's Factory"] },
        },
        [
          { player: 1, type: 'cast', card: 'Shock', targets: ['player:0'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'cast', card: 'Power Sink', targets: ['Shock'], x },
          ...PASS,
        ],
      )
    // {X} = 3: Ben has a Mountain and the Factory ({C}) untapped, two mana: not asked; Shock countered, both tapped.
    const p = sink(3)
    expect(seat(p, 1).graveyard).toEqual(['Shock'])
    expect(seat(p, 0).life).toBe(20)
    expect(seat(p, 1).battlefield.every((b) => b.tapped)).toBe(true)
  })

  it('CR 118.12: every "unless its controller pays …. If that player doesn\'t, …" counterspell is read or kept by hand', () => {
    const lines = scanLines(/unless its controller pays [^.]*\. If (that player|they) do(es)?n't/)
    const c = classOf(lines, 'effect:counterSpell.tapsLands')
    expect(c.missing).toEqual([])
    expect(c.run).toContain('Power Sink')
    // Anything else not paying would do isn't read as Power Sink's.
    for (const l of lines) if (l.automated) expect(l.text).toMatch(/tap all lands with mana abilities they control/)
  }, 60_000)
})
