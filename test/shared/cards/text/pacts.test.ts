// The Pacts: "At the beginning of your next upkeep, pay {4}{R}. If you don't, you lose the game." (CR 603.7b, 608.2c,
// 104.3e): a delayed ability for its controller's next upkeep, paid, or the game is lost.
import { beforeAll, describe, expect, it } from 'vitest'
import { manualLines } from '../../../support/realCards'
import { answer, cast, PASS, play, seat } from '../../../support/verify/harness'
import { byHandWithoutReason, loadScanData, scanLines } from '../../../support/shapeScan'

describe('the Pacts (CR 603.7b)', () => {
  beforeAll(loadScanData, 60_000)

  it("CR 603.7b, 104.3e: Pact of the Titan makes a 4/4 Giant now; at Ann's next upkeep she pays {4}{R} or loses", () => {
    expect(manualLines('Pact of the Titan')).toEqual([])
    const lands = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']
    const titan = (answers: unknown[], battlefield = lands) =>
      play(['Pact of the Titan'], { ann: { hand: ['Pact of the Titan'], battlefield } }, [
        ...cast('Pact of the Titan'),
        { type: 'passUntil', step: 'upkeep', turn: 4 },
        { type: 'passUntil', step: 'upkeep', turn: 5 },
        ...PASS,
        ...answers,
      ])
    let p = titan([answer('yes')])
    expect(
      seat(p, 0)
        .battlefield.filter((b) => /giant/i.test(b.name))
        .map((b) => [b.power, b.toughness]),
    ).toEqual([[4, 4]])
    expect(p.state.players[0].lost).toBeFalsy()
    expect(seat(p, 0).battlefield.filter((b) => b.name === 'Mountain' && b.tapped)).toHaveLength(5)
    p = titan([answer('no')])
    expect(p.state.players[0].lost).toBe(true)
    p = titan([], lands.slice(1)) // four Mountains: she can't pay, and loses
    expect(p.state.players[0].lost).toBe(true)
  })

  it('every "pay …. If you don\'t, …" line is run with what not paying does, or left by hand with a reason', () => {
    const lines = scanLines(/\bpay [^.]*\. If you don't, /i)
    const run = lines.filter((l) => l.automated)
    // Run: the Pacts (delayed, then paid or lost) and the shock lands (entering tapped unless life is paid).
    expect(run.map((l) => l.name)).toEqual(
      expect.arrayContaining(['Slaughter Pact', 'Pact of Negation', 'Blood Crypt']),
    )
    for (const l of run)
      expect(
        l.templates.has('effect:mayPay.ifYouDont') || l.templates.has('static:entersTappedUnless'),
        `${l.name}: ${l.text}`,
      ).toBe(true)
    expect(byHandWithoutReason(lines)).toEqual([])
  })
})
