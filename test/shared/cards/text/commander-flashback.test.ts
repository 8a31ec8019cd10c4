// "Flashback {8}{W}{W}. This spell costs {X} less to cast this way, where X is the greatest mana value of a commander
// you own on the battlefield or in the command zone." (the Visions cycle): no game here has a commander (CR 903.3
// designates one only in Commander games), so X is 0 and the flashback cost is the mana printed (CR 702.34a).
// Before, the line was by hand: the full cost was charged all the same, and the log asked the players to apply a
// reduction that is always 0.
import { beforeAll, describe, expect, it } from 'vitest'
import { LANDS, play, seat } from '../../../support/verify/harness'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'

const castFromGraveyard = (card: string) => [
  { player: 0, type: 'cast', card, from: 'graveyard' },
  { player: 0, type: 'pass' },
  { player: 1, type: 'pass' },
]

describe('a flashback cost reduced by a commander’s mana value', () => {
  beforeAll(() => loadScanData(), 300_000)

  it('CR 702.34a, 903.3: Visions of Glory is cast from the graveyard for {8}{W}{W}, makes a Human per creature, and is exiled', () => {
    const p = play(
      ['Visions of Glory'],
      {
        ann: { battlefield: [...LANDS, 'Grizzly Bears', 'Grizzly Bears'], graveyard: ['Visions of Glory'] },
      },
      castFromGraveyard('Visions of Glory'),
    )
    expect(seat(p, 0).exile).toEqual(['Visions of Glory'])
    expect(seat(p, 0).battlefield.filter((b) => b.token && b.power === 1 && b.toughness === 1).length).toBe(2)
    expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(10) // the full cost: X is 0
    // The near miss: nine lands, two of them Plains, don't pay it.
    const nine = ['Plains', 'Plains', ...Array<string>(7).fill('Island')]
    const short = play(
      ['Visions of Glory'],
      { ann: { battlefield: nine, graveyard: ['Visions of Glory'] } },
      castFromGraveyard('Visions of Glory'),
      true,
    )
    expect(short.out.rejected?.length).toBe(1)
    expect(seat(short, 0).graveyard).toEqual(['Visions of Glory'])
  })

  it('CR 702.34a: every such flashback line, all five of the cycle, is run as flashback', () => {
    const lines = scanLines(/^Flashback .*greatest mana value of a commander you own/)
    const c = classOf(lines, 'cast:flashback')
    expect(c.missing).toEqual([])
    expect(c.byHand).toEqual({})
    expect([...c.run].sort()).toEqual([
      'Visions of Dominance',
      'Visions of Dread',
      'Visions of Duplicity',
      'Visions of Glory',
      'Visions of Ruin',
    ])
  }, 120_000)
})
