// "For each black creature target opponent controls", "for each Mountain target opponent controls": the permanents
// the target player controls, counted as the spell resolves (CR 115.1, 608.2c), with a scan of every such line.
import { beforeAll, describe, expect, it } from 'vitest'
import { LANDS, cast, play, seat } from '../../../support/verify/harness'
import { byHandWithoutReason, loadScanData, scanLines } from '../../../support/shapeScan'

beforeAll(() => loadScanData(), 300_000)

describe("a count of a target player's permanents", () => {
  it("CR 115.1, 608.2c: Starlight gains 3 life for each black creature Ben controls, not his green one nor Ann's black one", () => {
    const p = play(
      ['Starlight', 'Vampire Nighthawk', 'Llanowar Elves'],
      {
        ann: { hand: ['Starlight'], battlefield: [...LANDS, 'Vampire Nighthawk'] },
        ben: { battlefield: ['Vampire Nighthawk', 'Vampire Nighthawk', 'Llanowar Elves'] },
      },
      cast('Starlight', { targets: ['player:1'] }),
    )
    expect(seat(p, 0).life).toBe(26)
  })
})

describe('"for each … target player / opponent controls", every card', () => {
  it('CR 115.1: each line run counts with amount:count.targetPlayer; every line left by hand has a reason', () => {
    const lines = scanLines(/\bfor each [^.]*\btarget (player|opponent) controls\b/i)
    expect(lines.length).toBeGreaterThanOrEqual(10)
    const run = lines.filter((l) => l.automated)
    expect(run.filter((l) => !l.templates.has('amount:count.targetPlayer')).map((l) => l.name)).toEqual([])
    expect(run.map((l) => l.name)).toEqual(
      expect.arrayContaining(['Theft of Dreams', 'Starlight', 'Divine Congregation', 'Renewing Dawn']),
    )
    expect(byHandWithoutReason(lines)).toEqual([])
  }, 120_000)
})
