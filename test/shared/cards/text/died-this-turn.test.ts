// "For each creature that died this turn", "for each Zubera that died this turn", "… under your control this turn",
// "… put into your graveyard from the battlefield this turn" (CR 700.4), with a scan of every line of the shape.
import { beforeAll, describe, expect, it } from 'vitest'
import { LANDS, LIBRARY, cast, play, seat } from '../../../support/verify/harness'
import { byHandWithoutReason, loadScanData, scanLines } from '../../../support/shapeScan'

beforeAll(() => loadScanData(), 300_000)

describe('creatures that died this turn, counted', () => {
  it("CR 700.4, 603.10a: Pyroclasm kills both players' Zuberas and a Bear: each Zubera's trigger counts the two Zuberas, not the Bear", () => {
    const p = play(
      ['Pyroclasm', 'Silent-Chant Zubera', 'Floating-Dream Zubera'],
      {
        ann: { hand: ['Pyroclasm'], battlefield: [...LANDS, 'Silent-Chant Zubera', 'Grizzly Bears'] },
        ben: { battlefield: ['Floating-Dream Zubera'], library: LIBRARY },
      },
      [
        ...cast('Pyroclasm'),
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    )
    expect(seat(p, 0).graveyard.sort()).toEqual(['Grizzly Bears', 'Pyroclasm', 'Silent-Chant Zubera'])
    expect(seat(p, 0).life).toBe(24) // 2 life for each of two Zuberas
    expect(seat(p, 1).hand.length).toBe(2) // a card for each of two Zuberas
  })

  it('CR 700.4, 601.2f: Diregraf Rebirth costs {1} less for each creature that died this turn', () => {
    const lands = ['Mountain', 'Swamp', 'Swamp', 'Forest', 'Forest']
    const board = {
      ann: {
        hand: ['Shock', 'Diregraf Rebirth'],
        battlefield: [...lands, 'Grizzly Bears'],
        graveyard: ['Serra Angel'],
      },
    }
    const rebirth = cast('Diregraf Rebirth', { targets: ['0:Serra Angel'] })
    // The Bears died: {3}{B}{G} costs {2}{B}{G}, paid with the four lands left.
    let p = play(['Diregraf Rebirth', 'Shock', 'Serra Angel'], board, [
      ...cast('Shock', { targets: ['0:Grizzly Bears'] }),
      ...rebirth,
    ])
    expect(seat(p, 0).battlefield.map((c) => c.name)).toContain('Serra Angel')
    // Near miss: with no death this turn, four lands can't pay {3}{B}{G} after a Shock at Ben.
    p = play(
      ['Diregraf Rebirth', 'Shock', 'Serra Angel'],
      board,
      [...cast('Shock', { targets: ['player:1'] }), ...rebirth],
      true,
    )
    expect(p.out.rejected?.length).toBe(1)
    expect(seat(p, 0).battlefield.map((c) => c.name)).not.toContain('Serra Angel')
  })
})

describe('"… that died this turn", every card', () => {
  it('CR 700.4: each line run counts with amount:count.died; every line left by hand has a reason', () => {
    const lines = scanLines(/\b(that died|put into your graveyard from the battlefield)\b[^.]* this turn/i)
    expect(lines.length).toBeGreaterThanOrEqual(20)
    const run = lines.filter((l) => l.automated && /\bfor each\b|\bnumber of\b/i.test(l.text))
    expect(run.filter((l) => !l.templates.has('amount:count.died')).map((l) => l.name)).toEqual([])
    expect(run.map((l) => l.name)).toEqual(
      expect.arrayContaining(['Canopy Stalker', 'Scavenging Ghoul', 'Silent-Chant Zubera', 'Body Count', 'Fresh Meat']),
    )
    expect(byHandWithoutReason(lines)).toEqual([])
  }, 120_000)
})
