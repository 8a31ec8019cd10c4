// "When this creature transforms into ~" (CR 701.28, 603.2): triggers as the face that has it turns up, never as a
// permanent enters (entering is not transforming).
import { beforeAll, describe, expect, it } from 'vitest'
import { manualLines } from '../../../support/realCards'
import { activate, LANDS, PASS, play, ready, seat } from '../../../support/verify/harness'
import { byHandWithoutReason, classOf, loadScanData, scanLines } from '../../../support/shapeScan'

const PARIAH = 'Voldaren Pariah // Abolisher of Bloodlines'

describe('transform triggers (CR 701.28)', () => {
  beforeAll(loadScanData, 60_000)

  it('CR 701.28: Voldaren Pariah sacrifices three creatures to transform; Abolisher of Bloodlines has Ben sacrifice three', () => {
    expect(manualLines(PARIAH)).toEqual([])
    const bens = ['Hill Giant', 'Grizzly Bears', 'Savannah Lions', 'Llanowar Elves'].map((n) => ready(n))
    const anns = ['Grizzly Bears', 'Savannah Lions', 'Hill Giant'].map((n) => ready(n))
    const p = play([PARIAH], { ann: { battlefield: [ready(PARIAH), ...anns, ...LANDS] }, ben: { battlefield: bens } }, [
      ...activate('Voldaren Pariah', 0, { sacrifice: ['Grizzly Bears', 'Savannah Lions', 'Hill Giant'] }),
      { player: 0, type: 'choose', targets: ['player:1'] },
      ...PASS,
      // Ben chooses three of his four creatures (CR 701.17a).
      { player: 1, type: 'choose', cards: ['Hill Giant', 'Grizzly Bears', 'Savannah Lions'] },
    ])
    expect(seat(p, 0).battlefield.map((b) => b.name)).toContain('Abolisher of Bloodlines')
    expect(seat(p, 1).battlefield.map((b) => b.name)).toEqual(['Llanowar Elves'])
  })

  it('every "transforms into ~" line is run with its event, or left by hand with a reason', () => {
    const lines = scanLines(/^(?:when|whenever) this (?:creature|permanent|land|artifact) [^,]*transforms into /i)
    const c = classOf(lines, 'trigger:transformsInto')
    expect(c.run).toEqual(
      expect.arrayContaining([
        'Voldaren Pariah // Abolisher of Bloodlines',
        'Kindly Stranger // Demon-Possessed Witch',
        'Huntmaster of the Fells // Ravager of the Fells',
      ]),
    )
    expect(c.missing).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
  })
})
