// "Whenever you scry" / "Whenever you surveil" (CR 701.18, 701.42): trigger once the cards are placed.
import { beforeAll, describe, expect, it } from 'vitest'
import { manualLines } from '../../../support/realCards'
import { cast, LANDS, PASS, play, seat } from '../../../support/verify/harness'
import { byHandWithoutReason, classOf, loadScanData, scanLines } from '../../../support/shapeScan'

describe('scry and surveil triggers (CR 701.18, 701.42)', () => {
  beforeAll(loadScanData, 60_000)

  it("CR 701.42: Disinformation Campaign returns to its owner's hand when Ann surveils, not when she scries", () => {
    expect(manualLines('Disinformation Campaign')).toEqual([])
    const cards = ['Disinformation Campaign', 'Dazzling Lights', 'Opt']
    const surveilled = play(
      cards,
      {
        ann: { hand: ['Dazzling Lights'], battlefield: [...LANDS, 'Disinformation Campaign'] },
        ben: { battlefield: ['Grizzly Bears'] },
      },
      [
        ...cast('Dazzling Lights', { targets: ['1:Grizzly Bears'] }),
        { player: 0, type: 'choose', top: [], graveyard: ['Plains', 'Island'] },
        ...PASS,
      ],
    )
    expect(seat(surveilled, 0).hand).toEqual(['Disinformation Campaign'])
    const scried = play(cards, { ann: { hand: ['Opt'], battlefield: [...LANDS, 'Disinformation Campaign'] } }, [
      ...cast('Opt'),
      { player: 0, type: 'choose', top: ['Plains'], bottom: [] },
      ...PASS,
    ])
    expect(seat(scried, 0).battlefield.map((b) => b.name)).toContain('Disinformation Campaign')
  })

  it('every "whenever you scry / surveil" line is run with its event, or left by hand with a reason', () => {
    const lines = scanLines(/^whenever you (?:scry|surveil),/i)
    const c = classOf(lines, 'trigger:libraryLook')
    expect(c.run).toEqual(expect.arrayContaining(['Dimir Spybug', 'Flamespeaker Adept', 'Knowledge and Power']))
    expect(c.missing).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
  })
})
