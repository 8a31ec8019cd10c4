// "Gets -X/-X": minus X, the spell's X or a count (CR 107.3), never read as +X.
import { describe, expect, it } from 'vitest'
import { LANDS, cast, onField, play, pt } from '../../../support/verify/harness'
import { scanLines } from '../../../support/shapeScan'
import { realCard } from '../../../support/realCards'
import { faceAbilities } from '../../../../src-shared/engine/abilities'
import { explainCard } from '../../../../src-shared/engine'

describe('"-X/-X"', () => {
  it('CR 107.3: Death Wind with X = 2 gives Serra Angel -2/-2, and with X = 5 kills it', () => {
    const wind = (x: number) =>
      play(
        ['Death Wind', 'Serra Angel'],
        { ann: { hand: ['Death Wind'], battlefield: LANDS }, ben: { battlefield: ['Serra Angel'] } },
        cast('Death Wind', { x, targets: ['1:Serra Angel'] }),
      )
    expect(pt(wind(2), 1, 'Serra Angel')).toEqual([2, 2])
    expect(onField(wind(5), 1, 'Serra Angel')).toBe(0)
  })

  it('CR 107.3: every line run with "gets -X/-X" (or "-X/-0") compiles to minus X', () => {
    const lines = scanLines(/gets -x\/-/i).filter((l) => l.automated)
    expect(lines.length).toBeGreaterThanOrEqual(10)
    const wrong = lines.filter((l) => {
      const json = JSON.stringify(realCard(l.name).faces.map((f) => faceAbilities(f)))
      // An Aura's "-X/-0, where X is …" is -1 per count (attachedPump's forEachCount).
      const perCount = json.includes('"power":-1') && json.includes('"forEachCount"')
      return !json.includes('"-X"') && !json.includes('"times":-1') && !perCount
    })
    expect(wrong.map((l) => l.name)).toEqual([])
  }, 120_000)

  it('CR 107.3, 601.2b: a spell whose X no mana cost announces (Toxic Deluge\'s "pay X life") reads no X: its line is by hand', () => {
    expect(explainCard(realCard('Toxic Deluge')).automated).toBe(false)
    // Every instant or sorcery run with an X amount has {X} in its mana cost (the X it is cast with).
    const lines = scanLines(/\bX\b/).filter(
      (l) => l.automated && l.templates.has('amount:X') && !/^as an additional cost/i.test(l.text),
    )
    const wrong = lines.filter((l) => {
      const def = realCard(l.name)
      const spells = def.faces.filter((f) => f.types.includes('Instant') || f.types.includes('Sorcery'))
      const face = spells.find((f) => (f.oracleText ?? '').includes(l.text))
      return face && !face.manaCost?.symbols.some((sym) => sym.kind === 'variable')
    })
    expect(wrong.map((l) => `${l.name}: ${l.text}`)).toEqual([])
  }, 120_000)
})
