// "For each creature destroyed this way", "… land card discarded this way", "X is the number of creatures destroyed
// this way": what the resolution's earlier effects moved (CR 608.2c), with a scan of every line of the shape.
import { beforeAll, describe, expect, it } from 'vitest'
import { LANDS, cast, play, seat } from '../../../support/verify/harness'
import { byHandWithoutReason, loadScanData, scanLines } from '../../../support/shapeScan'
import { explainWithReasons } from '../../../../src-shared/engine/automation'
import { realCard } from '../../../support/realCards'

beforeAll(() => loadScanData(), 300_000)

describe('what the resolution moved, counted', () => {
  it("CR 608.2c, 701.8: Gerrard's Verdict gains 3 life for each land card Ben discarded, not for his other card", () => {
    const p = play(
      ["Gerrard's Verdict"],
      {
        ann: { hand: ["Gerrard's Verdict"], battlefield: LANDS },
        ben: { hand: ['Forest', 'Lightning Bolt', 'Island'] },
      },
      [
        ...cast("Gerrard's Verdict", { targets: ['player:1'] }),
        { player: 1, type: 'discard', cards: ['Forest', 'Lightning Bolt'] },
      ],
    )
    expect(seat(p, 1).hand).toEqual(['Island'])
    expect(seat(p, 0).life).toBe(23) // one land card: 3 life
  })

  it('CR 608.2c, 608.2h: Phyrexian Rebirth makes an X/X Horror, X the creatures destroyed (an indestructible one not)', () => {
    const p = play(
      ['Phyrexian Rebirth', 'Serra Angel', 'Darksteel Myr'],
      {
        ann: { hand: ['Phyrexian Rebirth'], battlefield: [...LANDS, 'Grizzly Bears'] },
        ben: { battlefield: ['Serra Angel', 'Darksteel Myr'] },
      },
      cast('Phyrexian Rebirth'),
    )
    const horror = seat(p, 0).battlefield.find((c) => /Horror/.test(c.name))
    expect(horror).toBeDefined()
    expect([horror!.power, horror!.toughness]).toEqual([2, 2])
  })

  it('CR 601.2h: "for each creature sacrificed this way" after an additional cost counts the cost: by hand (Vicious Betrayal)', () => {
    const line = explainWithReasons(realCard('Vicious Betrayal')).lines.find((l) => /sacrificed this way/.test(l.text))
    expect(line?.automated).toBe(false)
    expect((line as { reason?: { code: string } }).reason?.code).toBe('amount')
  })
})

describe('"… this way" after destroying, sacrificing, exiling, discarding or milling, every card', () => {
  it('CR 608.2c: each line run counts with an amount:count.moved template, never after a cost that moves cards', () => {
    const re = /\b(destroyed|sacrificed|exiled|discarded|put into [a-z' ]*graveyards?) this way/i
    // "A creature destroyed this way can't be regenerated" (Damn) counts nothing: it is part of the destroy (CR 701.15).
    const lines = scanLines(re).filter((l) => re.test(l.text.replace(/destroyed this way can't be regenerated/gi, '')))
    expect(lines.length).toBeGreaterThanOrEqual(100)
    const run = lines.filter((l) => l.automated)
    expect(
      run.filter((l) => ![...l.templates].some((t) => t.startsWith('amount:count.moved.'))).map((l) => l.name),
    ).toEqual([])
    expect(run.map((l) => l.name)).toEqual(
      expect.arrayContaining(['Syphon Mind', 'Fumigate', 'Coerced Confession', 'Syphon Flesh', "Gerrard's Verdict"]),
    )
    for (const l of run) {
      const face = realCard(l.name)
        .faces.map((f) => f.oracleText ?? '')
        .join('\n')
      // "this way" after a cost would count the cost's cards (CR 601.2h, 602.2b).
      expect(face, l.name).not.toMatch(/as an additional cost[^.]*\b(sacrifice|discard|exile)/i)
      expect(l.text.slice(0, Math.max(0, l.text.indexOf(':'))), l.name).not.toMatch(/\b(sacrifice|discard|exile)/i)
    }
    expect(byHandWithoutReason(lines)).toEqual([])
  }, 120_000)
})
