// Every line of AtomicCards of each replacement, restriction and layer shape the grammar reads (CR 614, 602.5,
// 613): run with its template, or left by hand with a reason code (test/support/shapeScan.ts), so the class is
// covered, not the example. One file, so the card data is read once.
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'

beforeAll(() => loadScanData(), 300_000)

describe('restriction shapes, every card', () => {
  it("CR 602.5: every Aura's ban on its permanent's activated abilities is run as static:activationBan", () => {
    const c = classOf(
      scanLines(/^enchanted .*activated abilities can't be activated|^enchanted [a-z]+'s activated abilities can't/i),
      'static:activationBan',
    )
    expect(c.missing).toEqual([])
    expect(c.run.length).toBeGreaterThanOrEqual(22) // Arrest, Faith's Fetters, Stupefying Touch, Encrust, Viper's Kiss, …
    // A second sentence the grammar doesn't read ("Its controller may exile three cards …") keeps the line by hand.
    expect(c.byHand).toEqual({ 'Lost in Thought': 'restriction', "Volrath's Curse": 'restriction' })
  }, 120_000)

  it('CR 702.122a: every "can\'t attack, block, or crew Vehicles" is run as static:crewBan', () => {
    const c = classOf(scanLines(/can't attack, block, or crew vehicles/i), 'static:crewBan')
    expect(c.missing).toEqual([])
    expect(c.byHand).toEqual({})
    expect(c.run.length).toBeGreaterThanOrEqual(3) // Bound in Gold, Intercessor's Arrest, Revoke Privileges
  }, 120_000)
})

describe('untap restrictions, every card', () => {
  it('CR 502.3: every "… don\'t untap during their controllers\' untap steps" static is run as static:doesntUntapAll', () => {
    const c = classOf(
      scanLines(/^[a-z ,0-9-]+ don't untap during their controllers' untap steps\.$/i),
      'static:doesntUntapAll',
    )
    expect(c.missing).toEqual([])
    // "Creatures with ice counters on them" isn't a noun the grammar reads.
    expect(c.byHand).toEqual({ 'Rimescale Dragon': 'restriction' })
    expect(c.run).toEqual(expect.arrayContaining(['Meekstone', 'Choke', 'Back to Basics', 'Intruder Alarm']))
  }, 120_000)
})

describe('replacement shapes, every card', () => {
  it('CR 701.15, 614.6: every "if it\'s a creature, it can\'t be regenerated this turn, and if it would die this turn, exile it instead" is run', () => {
    const c = classOf(
      scanLines(/it can't be regenerated this turn, and if it would die this turn, exile it instead/i),
      'effect:exileDamagedIfDies.noRegen',
    )
    expect(c.missing).toEqual([])
    expect(c.byHand).toEqual({})
    expect(c.run).toEqual(expect.arrayContaining(['Disintegrate', 'Carbonize']))
  }, 120_000)

  it("CR 614.1a: every countered spell put into its owner's hand or on the top or bottom of the library is run", () => {
    const hand = classOf(
      scanLines(/countered this way, put it into its owner's hand instead/i),
      'effect:counterSpell.hand',
    )
    expect(hand.missing).toEqual([])
    expect(hand.byHand).toEqual({})
    expect(hand.run).toContain('Remand')
    const either = classOf(
      scanLines(/countered this way, put that card on the top or bottom of its owner's library/i),
      'effect:counterSpell.topOrBottom',
    )
    expect(either.missing).toEqual([])
    expect(either.byHand).toEqual({})
    expect(either.run).toContain('Hinder')
  }, 120_000)
})

describe('layer shapes, every card', () => {
  it('CR 305.7, 613.1d: every static that sets or adds basic land types is run as static:landType', () => {
    const basic = '(?:plains|islands?|swamps?|mountains?|forests?)'
    const lines = scanLines(
      new RegExp(
        `^(?:nonbasic lands are ${basic}|enchanted land is an? ${basic}\\b|all ${basic} are ${basic}|each land is an? ${basic} in addition|all lands are ${basic} in addition)`,
        'i',
      ),
    )
    const byHand = Object.fromEntries(lines.filter((l) => !l.automated).map((l) => [l.name, l.reason]))
    expect(byHand).toEqual({})
    expect(lines.filter((l) => !l.templates.has('static:landType')).map((l) => l.name)).toEqual([])
    // Blood Moon, Magus of the Moon, Spreading Seas, Evil Presence, Lush Growth, Conversion, Urborg, Yavimaya, …
    expect(lines.length).toBeGreaterThanOrEqual(16)
  }, 120_000)
})
