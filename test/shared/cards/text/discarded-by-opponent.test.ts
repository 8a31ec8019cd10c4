// "When a spell or ability an opponent controls causes you to discard ~, …" (CR 701.8, 603.2): the discarded card's
// own trigger, from the graveyard it went to; a discard of the player's own spell, or at cleanup, doesn't trigger it.
import { beforeAll, describe, expect, it } from 'vitest'
import { manualLines } from '../../../support/realCards'
import { BEN_PASS, BENS_TURN, LANDS, play, seat } from '../../../support/verify/harness'
import { byHandWithoutReason, classOf, loadScanData, scanLines } from '../../../support/shapeScan'

describe('a discard caused by an opponent (CR 701.8)', () => {
  beforeAll(loadScanData, 60_000)

  it("CR 603.2, 603.4: Ben's Mind Rot makes Ann discard Ajani's Last Stand: a 4/4 Avatar if she controls a Plains", () => {
    expect(manualLines("Ajani's Last Stand")).toEqual([])
    const rot = (battlefield: string[]) =>
      play(
        ["Ajani's Last Stand", 'Mind Rot'],
        {
          ...BENS_TURN,
          ann: { hand: ["Ajani's Last Stand", 'Forest'], battlefield },
          ben: { hand: ['Mind Rot'], battlefield: LANDS },
        },
        [{ player: 1, type: 'cast', card: 'Mind Rot', targets: ['player:0'] }, ...BEN_PASS, ...BEN_PASS],
      )
    const avatars = (p: ReturnType<typeof play>) => seat(p, 0).battlefield.filter((b) => /avatar/i.test(b.name))
    const withPlains = rot(['Plains'])
    expect(seat(withPlains, 0).graveyard).toContain("Ajani's Last Stand")
    expect(avatars(withPlains).map((b) => [b.power, b.toughness])).toEqual([[4, 4]])
    expect(avatars(rot(['Forest']))).toEqual([]) // near miss: no Plains (CR 603.4)
  })

  it('CR 701.8: Quagnoth\'s "return it to your hand" from the graveyard is a by-hand step when Ben\'s Mind Rot discards it', () => {
    expect(manualLines('Quagnoth')).toHaveLength(1)
    const p = play(
      ['Quagnoth', 'Mind Rot'],
      { ...BENS_TURN, ann: { hand: ['Quagnoth', 'Forest'] }, ben: { hand: ['Mind Rot'], battlefield: LANDS } },
      [{ player: 1, type: 'cast', card: 'Mind Rot', targets: ['player:0'] }, ...BEN_PASS, ...BEN_PASS],
    )
    expect(p.log).toContain("Quagnoth's ability triggers (resolve it by hand)")
    expect(p.log.some((l) => /Quagnoth resolves: resolve it by hand/.test(l))).toBe(true)
  })

  it('every "causes you to discard" trigger is run with its event, or left by hand with a reason', () => {
    const lines = scanLines(/^(?:when|whenever) a spell or ability an opponent controls causes you to discard /i)
    const c = classOf(lines, 'trigger:discardedByOpponent')
    expect(c.run).toEqual(expect.arrayContaining(['Metrognome', "Ajani's Last Stand"]))
    expect(c.missing).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
    // The card's own trigger never runs an effect on the card, now in the graveyard ("return it to your hand").
    expect(lines.filter((l) => l.automated && /, .*\b(?:it|its)\b/i.test(l.text)).map((l) => l.name)).toEqual([])
  })
})
