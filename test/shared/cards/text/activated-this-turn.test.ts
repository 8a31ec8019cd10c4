// Dragon Whelp: "{R}: Dragon Whelp gets +1/+0 until end of turn. If this ability has been activated four or more
// times this turn, sacrifice Dragon Whelp at the beginning of the next end step." (CR 602.1, 603.7a): the ability
// counts its own activations, afresh each turn. The scan finds every such ability.
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { onField, play, ready, seat } from '../../../support/verify/harness'

beforeAll(() => loadScanData(), 300_000)

const mountains = Array.from({ length: 6 }, () => 'Mountain')

/** Ann activates the Whelp while the player with priority first passes (Ben on his turn). */
const pump = (first: number) => [
  ...(first === 1 ? [{ player: 1, type: 'pass' }] : []),
  { player: 0, type: 'activate', card: 'Dragon Whelp', ability: 0 },
  { player: 0, type: 'pass' },
  { player: 1, type: 'pass' },
]

describe('an ability that counts its activations this turn (CR 602.1)', () => {
  it("CR 602.1: Dragon Whelp's activations on Ben's turn don't count on Ann's: two and two, it survives", () => {
    const p = play(
      ['Dragon Whelp'],
      { active: 1, turn: 4, ann: { battlefield: [...mountains, ready('Dragon Whelp')] } },
      [
        ...pump(1),
        ...pump(1),
        { type: 'passUntil', step: 'precombatMain', turn: 5 },
        ...pump(0),
        ...pump(0),
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [] },
        { type: 'passUntil', step: 'cleanup' },
      ],
    )
    expect(onField(p, 0, 'Dragon Whelp')).toBe(1)
    expect(seat(p, 0).graveyard).toEqual([])
  })

  it('CR 602.1: every "if this ability has been activated N or more times this turn" is run or kept by hand', () => {
    const lines = scanLines(/this ability has been activated/)
    const c = classOf(lines, 'condition:activatedTimes')
    expect(c.missing).toEqual([])
    expect(c.run).toContain('Dragon Whelp')
    // A mana ability's rider (Farrelite Priest, Initiates of the Ebon Hand) stays by hand, with its reason.
    for (const name of ['Farrelite Priest', 'Initiates of the Ebon Hand'])
      expect(c.byHand[name], name).toBe('mana-rider')
  }, 60_000)
})
