// "Creature tokens you control get +1/+1 and have vigilance" (Intangible Virtue), "Creature tokens get -2/-2 until
// end of turn" (Bloodline Culling): tokens only, not nontoken creatures (CR 111.1, 613.4c, 613.1f).
import { beforeAll, describe, expect, it } from 'vitest'
import { hasKeyword, isCreature } from '../../../../src-shared/engine/query'
import { manualLines } from '../../../support/realCards'
import { cast, LANDS, play, pt, ready, seat } from '../../../support/verify/harness'
import { byHandWithoutReason, classOf, loadScanData, scanLines } from '../../../support/shapeScan'

describe('creature tokens (CR 111.1)', () => {
  beforeAll(loadScanData, 60_000)

  it("CR 613.4c, 111.1: Intangible Virtue gives its controller's creature tokens +1/+1 and vigilance, not Grizzly Bears", () => {
    expect(manualLines('Intangible Virtue')).toEqual([])
    const p = play(
      ['Intangible Virtue', 'Raise the Alarm'],
      {
        ann: { hand: ['Raise the Alarm'], battlefield: ['Intangible Virtue', ready('Grizzly Bears'), ...LANDS] },
        ben: { battlefield: [ready('Grizzly Bears')] },
      },
      cast('Raise the Alarm'),
    )
    const soldiers = seat(p, 0).battlefield.filter((b) => /soldier/i.test(b.name))
    expect(soldiers.map((b) => [b.power, b.toughness])).toEqual([
      [2, 2],
      [2, 2],
    ])
    expect(pt(p, 0, 'Grizzly Bears')).toEqual([2, 2])
    expect(pt(p, 1, 'Grizzly Bears')).toEqual([2, 2])
    // Vigilance (CR 702.20b) for the tokens, not for the Bears.
    const ids = p.state.battlefield.filter(
      (id) => p.state.objects[id].controller === 0 && isCreature(p.state, p.state.objects[id]),
    )
    const vigilant = ids.map((id) => [
      !!p.state.objects[id].token,
      hasKeyword(p.state, p.state.objects[id], 'vigilance'),
    ])
    expect(vigilant).toEqual(
      expect.arrayContaining([
        [true, true],
        [false, false],
      ]),
    )
    expect(vigilant.filter(([token, v]) => token !== v)).toEqual([])
  })

  it('CR 111.1, 613.4c: Bloodline Culling\'s "creature tokens get -2/-2" kills tokens only', () => {
    expect(manualLines('Bloodline Culling')).toEqual([])
    const p = play(
      ['Bloodline Culling', 'Raise the Alarm'],
      {
        ann: {
          hand: ['Raise the Alarm', 'Bloodline Culling'],
          battlefield: [ready('Grizzly Bears'), ...LANDS, ...LANDS],
        },
      },
      [...cast('Raise the Alarm'), ...cast('Bloodline Culling', { modes: [1] })],
    )
    expect(p.state.battlefield.filter((id) => p.state.objects[id].token)).toEqual([])
    expect(pt(p, 0, 'Grizzly Bears')).toEqual([2, 2])
  })

  it('every line naming "creature tokens" is run with tokens only, or left by hand with a reason', () => {
    const lines = scanLines(/\bcreature tokens (?:you control )?(?:get|have)\b/i)
    const c = classOf(lines, 'static:anthem')
    expect(c.run).toEqual(expect.arrayContaining(['Intangible Virtue', 'Phantom General', 'Aven Wind Guide']))
    expect(byHandWithoutReason(lines)).toEqual([])
  })
})
