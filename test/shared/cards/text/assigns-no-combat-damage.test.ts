// "If you do, ~ assigns no combat damage this turn" (CR 510.1a, 608.2c): the price of what an unblocked attacker's
// trigger did; declined, it deals its damage. Real cards, expected results from their text and the CR; a scan.
import { beforeAll, describe, expect, it } from 'vitest'
import { manualLines, out, playCombat, ready } from '../../../support/realCards'
import { byHandWithoutReason, loadScanData, scanLines } from '../../../support/shapeScan'

const vandal = (option: 'pay' | 'decline') =>
  playCombat(
    ['Goblin Vandal', 'Sol Ring'],
    { battlefield: ['Mountain', ready('Goblin Vandal')] },
    { battlefield: ['Sol Ring'] },
    [
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Goblin Vandal', target: 'player:1' }] },
      { type: 'passUntil', step: 'declareBlockers' },
      { player: 0, type: 'choose', targets: ['1:Sol Ring'] },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 0, type: 'choose', option },
      { type: 'passUntil', step: 'endCombat' },
    ],
  )

describe('"~ assigns no combat damage this turn" (CR 510.1a)', () => {
  it('CR 510.1a, 608.2c: Goblin Vandal pays {R}, destroys the Sol Ring, and deals no combat damage', () => {
    const r = vandal('pay')
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Sol Ring'])
    expect(out(r).players[1].life).toBe(20)
    expect(manualLines('Goblin Vandal')).toEqual([])
  })

  it('CR 608.2c: declined, the Ring stays and the Vandal deals 1', () => {
    const r = vandal('decline')
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].battlefield.map((b) => b.name)).toEqual(['Sol Ring'])
    expect(out(r).players[1].life).toBe(19)
  })
})

describe('scan: "assigns no combat damage this turn"', () => {
  beforeAll(() => loadScanData(), 120_000)

  it('every such line runs with the effect, or stays by hand with a reason', () => {
    const lines = scanLines(/\bassigns no combat damage this turn\b/i)
    expect(lines.length).toBeGreaterThan(5)
    const wrong = lines.filter((l) => l.automated && !l.templates.has('effect:noCombatDamage'))
    expect(wrong.map((l) => `${l.name}: ${l.text}`)).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
  }, 240_000)
})
