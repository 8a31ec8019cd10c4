// "Then if …, …" after another sentence (CR 608.2c): the condition is checked when the sentence is reached, after the
// sentences before it have been followed (Pulse of the Fields: the life gained first counts), and a scan of every
// line of the shape.
import { beforeAll, describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'
import { byHandWithoutReason, classOf, loadScanData, runWithoutCondition, scanLines } from '../../../support/shapeScan'

describe('"Then if …, …"', () => {
  beforeAll(loadScanData, 60_000)

  it('CR 608.2c: Pulse of the Fields returns to its owner’s hand only if Ben still has more life after the gain', () => {
    expect(manualLines('Pulse of the Fields')).toEqual([])
    const pulse = (annLife: number) =>
      out(
        play(
          ['Pulse of the Fields'],
          { life: annLife, hand: ['Pulse of the Fields'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'] },
          { life: 20 },
          [
            { player: 0, type: 'cast', card: 'Pulse of the Fields' },
            { player: 0, type: 'pass' },
            { player: 1, type: 'pass' },
          ],
        ),
      ).players[0]
    // 10 + 4 = 14 < 20: back to Ann's hand.
    expect(pulse(10)).toMatchObject({ life: 14, hand: ['Pulse of the Fields'], graveyard: [] })
    // Near miss: 16 + 4 = 20, not less than Ben's 20 (checked after the gain, not before): to the graveyard.
    expect(pulse(16)).toMatchObject({ life: 20, hand: [], graveyard: ['Pulse of the Fields'] })
  })

  it('every "Then if …, …" line is run with its condition, or left by hand', () => {
    const lines = scanLines(/(?:^|\. )then if\b/i)
    expect(lines.length).toBeGreaterThan(40)
    const c = classOf(lines, 'effect:ifCondition')
    expect(c.run.length).toBeGreaterThan(8)
    expect(c.missing).toEqual([])
    expect(runWithoutCondition(lines)).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
  }, 120_000)
})
