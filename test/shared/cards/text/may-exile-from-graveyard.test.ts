// "You may exile a creature card from your graveyard. If you do, …" (CR 608.2c, 406.3): the card is chosen as it
// resolves (not a target, CR 115.1); with none in the graveyard X can't be done, isn't offered, and Y doesn't happen.
// Real cards, expected results from their text and the CR; a scan of the shape.
import { beforeAll, describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'
import { byHandWithoutReason, loadScanData, scanLines } from '../../../support/shapeScan'

const FORESTS = ['Forest', 'Forest']
const vandal = (graveyard: string[], answers: unknown[]) =>
  play(
    ['Masked Vandal', 'Sol Ring'],
    { hand: ['Masked Vandal'], battlefield: FORESTS, graveyard },
    { battlefield: ['Sol Ring'] },
    [
      { player: 0, type: 'cast', card: 'Masked Vandal' },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 0, type: 'choose', targets: ['1:Sol Ring'] },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      ...answers,
    ],
  )

describe('"you may exile a … card from your graveyard. If you do, …" (CR 608.2c, 406.3)', () => {
  it("CR 608.2c: Masked Vandal exiles the Bears from Ann's graveyard, then Ben's Sol Ring", () => {
    const r = vandal(['Grizzly Bears', 'Forest'], [{ player: 0, type: 'choose', option: 'yes' }])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].graveyard).toEqual(['Forest'])
    expect(out(r).players[1].exile).toEqual(['Sol Ring'])
    expect(manualLines('Masked Vandal')).toEqual([])
  })

  it('CR 608.2c: declined, nothing is exiled', () => {
    const r = vandal(['Grizzly Bears'], [{ player: 0, type: 'choose', option: 'no' }])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].exile).toEqual([])
    expect(out(r).players[1].battlefield.map((b) => b.name)).toEqual(['Sol Ring'])
  })

  it('CR 609.3: with no creature card in the graveyard (a land is not one), X is not offered and the Ring stays', () => {
    const r = vandal(['Forest'], [])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].exile).toEqual([])
    expect(out(r).players[1].battlefield.map((b) => b.name)).toEqual(['Sol Ring'])
  })
})

describe('scan: "you may exile N … cards from your graveyard. If you do, …"', () => {
  beforeAll(() => loadScanData(), 120_000)

  it('every such line runs with the effect under "you may", or stays by hand with a reason', () => {
    const lines = scanLines(
      /\byou may exile (?:a|an|two|three|four|five) [a-z ,-]*cards? from your graveyard\. if you do\b/i,
    )
    expect(lines.length).toBeGreaterThan(5)
    const wrong = lines.filter(
      (l) => l.automated && !(l.templates.has('effect:may') && l.templates.has('effect:exileFromGraveyard')),
    )
    expect(wrong.map((l) => `${l.name}: ${l.text}`)).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
    expect(lines.filter((l) => l.automated).length).toBeGreaterThan(3)
  }, 240_000)
})
