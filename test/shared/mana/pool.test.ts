import { describe, expect, it } from 'vitest'
import {
  activateManaAbility,
  addMana,
  canPay,
  emptyPool,
  manaUnits,
  parseManaCost,
  poolCounts,
  poolText,
  readManaAbilities,
  spendMana,
} from '@shared/mana'

describe('the mana pool (CR 106.4, ruling MA-1)', () => {
  it('MA-1: units are W, U, B, R, G or C and remember snow, restriction, duration and source', () => {
    expect(manaUnits('RC', { snow: true, restriction: 'creature', persists: 'endOfTurn', sourceId: 'x' })).toEqual([
      { type: 'R', snow: true, restriction: 'creature', persists: 'endOfTurn', sourceId: 'x' },
      { type: 'C', snow: true, restriction: 'creature', persists: 'endOfTurn', sourceId: 'x' },
    ])
  })
  it("mana.txt ruling: {S} is not a type of mana and can't be added to a pool", () => {
    expect(() => manaUnits('S')).toThrow('unknown mana type "S"')
  })
  it('CR 106.4: added mana stays in the pool until spent; adding and spending are pure', () => {
    const empty = manaUnits('')
    const pool = addMana(empty, manaUnits('RRG'))
    expect(empty).toEqual([])
    expect(poolText(pool)).toBe('RRG')
    const after = spendMana(pool, [0, 2])
    expect(poolText(after)).toBe('R')
    expect(poolText(pool)).toBe('RRG')
    expect(() => spendMana(pool, [3])).toThrow('the pool has 3 units')
    expect(() => spendMana(pool, [1, 1])).toThrow('twice')
  })
  it('CR 106.4: the pool empties at the end of each step and phase', () => {
    const pool = manaUnits('WUB')
    expect(emptyPool(pool, 'step')).toEqual({ pool: [], lost: pool, lifeLost: 0 })
    expect(emptyPool(pool, 'phase').pool).toEqual([])
  })
  it("MA-1: mana that doesn't empty survives until its duration ends", () => {
    const pool = [
      ...manaUnits('C', { persists: 'endOfTurn' }),
      ...manaUnits('G', { persists: 'endOfPhase' }),
      ...manaUnits('R'),
      ...manaUnits('U', { persists: 'never' }),
    ]
    expect(poolText(emptyPool(pool, 'step').pool)).toBe('UGC')
    expect(poolText(emptyPool(pool, 'phase').pool)).toBe('UC')
    expect(poolText(emptyPool(pool, 'turn').pool)).toBe('U')
  })
  it('MA-5: mana burn is off by default; when on, each unspent mana lost costs 1 life', () => {
    const pool = [...manaUnits('RR'), ...manaUnits('G', { persists: 'endOfTurn' })]
    expect(emptyPool(pool, 'step').lifeLost).toBe(0)
    expect(emptyPool(pool, 'step', { manaBurn: true }).lifeLost).toBe(2)
    expect(emptyPool(pool, 'turn', { manaBurn: true }).lifeLost).toBe(3)
  })
  it('counts and shows the pool in WUBRGC order, as scenario output does ("RR")', () => {
    const pool = manaUnits('CGRRW')
    expect(poolCounts(pool)).toEqual({ W: 1, U: 0, B: 0, R: 2, G: 1, C: 1 })
    expect(poolText(pool)).toBe('WRRGC')
  })
  it("mana.txt ruling: for {S} only the source's snow-ness when the mana was made matters (MA-1)", () => {
    const [forest] = readManaAbilities('', ['Forest']).abilities
    const pool = activateManaAbility({ id: 'snowy-forest', snow: true }, forest)
    // The source may stop being snow later: the unit remembers.
    expect(canPay(pool, parseManaCost('{S}'))).toBe(true)
    expect(canPay(activateManaAbility({ id: 'forest', snow: false }, forest), parseManaCost('{S}'))).toBe(false)
  })
  it('CR 106.11: mana moved to another pool (Drain Power) keeps its source and restrictions', () => {
    const from = [
      ...manaUnits('U', { restriction: 'cumulative upkeep', sourceId: 'a' }),
      ...manaUnits('R', { sourceId: 'b', snow: true }),
    ]
    const to = addMana(manaUnits('G'), emptyPool(from, 'step').lost)
    expect(to.slice(1)).toEqual(from)
  })
})
