import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ManaCost, ManaSymbol, ManaUnit, Payment } from '@shared/mana'
import { canPay, checkPayment, findPayment, manaUnits, parseManaCost, spendMana } from '@shared/mana'
import { oracleMinLife } from './oracle'

const cost = (text: string): ManaCost => parseManaCost(text)!
const pay = (pool: ManaUnit[], text: string, opts = {}): Payment | null => {
  const payment = findPayment(pool, cost(text), opts)
  if (payment) expect(checkPayment(pool, cost(text), payment, opts)).toEqual({ ok: true })
  return payment
}

describe('finding a payment (CR 601.2h)', () => {
  it('pays coloured and generic symbols with the right mana', () => {
    const p = pay(manaUnits('WUG'), '{1}{W}{U}')!
    expect(p.units).toEqual([0, 1, 2])
    expect(p.parts.find((x) => x.symbol === 1)!.types).toEqual(['W'])
    expect(pay(manaUnits('WU'), '{1}{W}{U}')).toBeNull()
  })

  it('is a matching, not greedy: {W/U}{W} from W and U pays W to {W}', () => {
    // Symbols in this order (not normalised) with W first in the pool trap a greedy solver.
    const c: ManaCost = {
      symbols: [
        { kind: 'hybrid', colors: ['W', 'U'] },
        { kind: 'colored', color: 'W' },
      ],
    }
    const pool = manaUnits('WU')
    const p = findPayment(pool, c)!
    expect(checkPayment(pool, c, p)).toEqual({ ok: true })
    expect(p.parts[0].types).toEqual(['U'])
    expect(p.parts[1].types).toEqual(['W'])
  })

  it('a generic symbol takes colourless mana before coloured', () => {
    const p = pay(manaUnits('GC'), '{1}')!
    expect(p.units).toEqual([1])
  })

  it('CR 107.4c: {C} can be paid only with colourless mana', () => {
    expect(pay(manaUnits('W'), '{C}')).toBeNull()
    expect(pay(manaUnits('C'), '{C}')).not.toBeNull()
  })

  it('CR 107.4h: {S} can be paid only with mana from a snow source, of any type', () => {
    expect(pay(manaUnits('G'), '{S}')).toBeNull()
    expect(pay(manaUnits('G', { snow: true }), '{S}')).not.toBeNull()
    expect(pay([...manaUnits('G', { snow: true }), ...manaUnits('R')], '{S}{R}')).not.toBeNull()
    expect(pay([...manaUnits('R', { snow: true }), ...manaUnits('G')], '{S}{R}')).toBeNull()
  })

  it('CR 107.4e: {2/W} takes one white mana or two of any type', () => {
    expect(pay(manaUnits('W'), '{2/W}')!.units).toEqual([0])
    expect(pay(manaUnits('CC'), '{2/W}')!.units).toEqual([0, 1])
    expect(pay(manaUnits('C'), '{2/W}')).toBeNull()
  })

  it('MA-2: {X} takes the chosen X; {X}{X} twice that', () => {
    expect(pay(manaUnits('RR'), '{X}{R}', { x: 1 })).not.toBeNull()
    expect(pay(manaUnits('RR'), '{X}{R}', { x: 2 })).toBeNull()
    expect(pay(manaUnits('GGGGG'), '{X}{X}{G}', { x: 2 })!.units.length).toBe(5)
  })

  it('MA-3, CR 107.4f: a Phyrexian symbol takes its colour or 2 life', () => {
    expect(pay(manaUnits('B'), '{B/P}', { life: 20 })!.life).toBe(0)
    const byLife = pay([], '{B/P}{B/P}', { life: 20 })!
    expect(byLife.life).toBe(4)
    expect(byLife.parts.every((p) => p.life === 2)).toBe(true)
    expect(pay(manaUnits('U'), '{G/U/P}', { life: 0 })!.life).toBe(0)
  })

  it('MA-3, CR 119.4: life can pay only if life ≥ the amount (paying to 0 is allowed)', () => {
    expect(pay([], '{W/P}', { life: 2 })!.life).toBe(2)
    expect(pay([], '{W/P}', { life: 1 })).toBeNull()
    expect(pay([], '{W/P}{W/P}', { life: 3 })).toBeNull()
    expect(pay(manaUnits('W'), '{W/P}{W/P}', { life: 3 })!.life).toBe(2)
    expect(pay([], '{W/P}')).toBeNull() // no life given: none can be paid
  })

  it('MA-3: the player may choose how many Phyrexian symbols to pay with life', () => {
    expect(pay(manaUnits('WW'), '{W/P}{W/P}', { life: 20, phyrexianLife: 1 })!.life).toBe(2)
    expect(pay(manaUnits('W'), '{W/P}{W/P}', { life: 20, phyrexianLife: 0 })).toBeNull()
  })

  it("CR 202.1b: no mana cost can't be paid; {∞} and {1000000} can't either", () => {
    expect(findPayment(manaUnits('W'), null)).toBeNull()
    expect(pay(manaUnits('WWWW'), '{∞}')).toBeNull()
    expect(pay(manaUnits('WWWW'), '{1000000}')).toBeNull()
    expect(pay([], '{0}')).toEqual({ parts: [{ symbol: 0, units: [], types: [] }], units: [], life: 0 })
  })

  it('CR 106.6: restricted mana is spent only where its restriction allows', () => {
    const pool = [...manaUnits('G', { restriction: 'creature' }), ...manaUnits('G')]
    expect(pay(pool, '{G}{G}')).toBeNull()
    expect(pay(pool, '{G}{G}', { spendOn: ['creature'] })).not.toBeNull()
    expect(pay(pool, '{G}')!.units).toEqual([1])
  })

  it('CR 106.6 example: of {2}{U}{U} after Doubling Cube, only {1}{U} can be spent on anything', () => {
    // {1}{U} usable only for cumulative upkeep, doubled: the new {1}{U} is unrestricted.
    const pool = [...manaUnits('CU', { restriction: 'cumulative upkeep' }), ...manaUnits('CU')]
    expect(canPay(pool, cost('{1}{U}'))).toBe(true)
    expect(canPay(pool, cost('{2}{U}'))).toBe(false)
    expect(canPay(pool, cost('{2}{U}{U}'), { spendOn: ['cumulative upkeep'] })).toBe(true)
  })

  it('a found payment spends exactly its units from the pool', () => {
    const pool = manaUnits('WUBRG')
    const p = pay(pool, '{B}{G}')!
    expect(spendMana(pool, p.units).map((u) => u.type)).toEqual(['W', 'U', 'R'])
  })
})

describe("checking a player's payment (CR 601.2h)", () => {
  const pool = manaUnits('WUC')
  const c = cost('{1}{W}')
  it('accepts a right payment', () => {
    expect(
      checkPayment(pool, c, {
        parts: [
          { symbol: 0, units: [2] },
          { symbol: 1, units: [0] },
        ],
        units: [0, 2],
        life: 0,
      }),
    ).toEqual({ ok: true })
  })
  it('rejects the wrong colour, naming the symbol', () => {
    const r = checkPayment(pool, c, {
      parts: [
        { symbol: 0, units: [2] },
        { symbol: 1, units: [1] },
      ],
      units: [1, 2],
      life: 0,
    })
    expect(r).toEqual({ ok: false, reason: '{W} must be paid with one W mana, got U' })
  })
  it('rejects a unit spent twice or missing', () => {
    expect(
      checkPayment(pool, c, {
        parts: [
          { symbol: 0, units: [0] },
          { symbol: 1, units: [0] },
        ],
        units: [0],
        life: 0,
      }).ok,
    ).toBe(false)
    expect(
      checkPayment(pool, c, {
        parts: [
          { symbol: 0, units: [7] },
          { symbol: 1, units: [0] },
        ],
        units: [0, 7],
        life: 0,
      }).ok,
    ).toBe(false)
    expect(checkPayment(pool, c, { parts: [{ symbol: 1, units: [0] }], units: [0], life: 0 })).toEqual({
      ok: false,
      reason: '{1} must be paid with 1 mana, got no mana',
    })
  })
  it('MA-3, CR 119.4: rejects life for non-Phyrexian symbols and life the player lacks', () => {
    expect(
      checkPayment(
        pool,
        c,
        {
          parts: [
            { symbol: 0, units: [2] },
            { symbol: 1, units: [], life: 2 },
          ],
          units: [2],
          life: 2,
        },
        { life: 20 },
      ).ok,
    ).toBe(false)
    const phy = cost('{W/P}')
    const r = checkPayment([], phy, { parts: [{ symbol: 0, units: [], life: 2 }], units: [], life: 2 }, { life: 1 })
    expect(r).toEqual({
      ok: false,
      reason: 'paying 2 life needs a life total of at least 2, the player has 1 (ruling MA-3, CR 119.4)',
    })
    expect(
      checkPayment([], phy, { parts: [{ symbol: 0, units: [], life: 2 }], units: [], life: 2 }, { life: 2 }),
    ).toEqual({ ok: true })
  })
})

// ---- property tests against the brute-force oracle ----
const arbSymbol: fc.Arbitrary<ManaSymbol> = fc.oneof(
  fc.integer({ min: 0, max: 3 }).map((amount) => ({ kind: 'generic', amount }) as ManaSymbol),
  fc.constant({ kind: 'variable', letter: 'X' } as ManaSymbol),
  fc.constantFrom('W', 'U', 'B', 'R', 'G').map((color) => ({ kind: 'colored', color }) as ManaSymbol),
  fc.constant({ kind: 'colorless' } as ManaSymbol),
  fc.constant({ kind: 'snow' } as ManaSymbol),
  fc
    .constantFrom(
      ['W', 'U'],
      ['U', 'B'],
      ['B', 'R'],
      ['R', 'G'],
      ['G', 'W'],
      ['W', 'B'],
      ['U', 'R'],
      ['B', 'G'],
      ['R', 'W'],
      ['G', 'U'],
    )
    .map((colors) => ({ kind: 'hybrid', colors }) as ManaSymbol),
  fc.constantFrom('W', 'U', 'B').map((color) => ({ kind: 'twobrid', color }) as ManaSymbol),
  fc.constantFrom(['W'], ['B'], ['G', 'U']).map((colors) => ({ kind: 'phyrexian', colors }) as ManaSymbol),
)
const arbCost = fc.array(arbSymbol, { minLength: 1, maxLength: 5 }).map((symbols) => ({ symbols }))
const arbUnit: fc.Arbitrary<ManaUnit> = fc
  .record({
    type: fc.constantFrom('W', 'U', 'B', 'R', 'G', 'C'),
    snow: fc.boolean(),
    restriction: fc.constantFrom(undefined, undefined, undefined, 'creature'),
  })
  .map((u) => (u.restriction === undefined ? { type: u.type, snow: u.snow } : u) as ManaUnit)
const arbPool = fc.array(arbUnit, { maxLength: 7 })
const arbOpts = fc.record({
  x: fc.integer({ min: 0, max: 2 }),
  life: fc.integer({ min: 0, max: 5 }),
  spendOn: fc.constantFrom<string[]>([], ['creature']),
})

describe('the payment solver against a brute-force oracle (property tests)', () => {
  it('finds a payment exactly when one exists, with the least life (MA-3), and it checks out', () => {
    fc.assert(
      fc.property(arbPool, arbCost, arbOpts, (pool, c, opts) => {
        const expected = oracleMinLife(pool, c, opts)
        const payment = findPayment(pool, c, opts)
        expect(canPay(pool, c, opts)).toBe(expected !== Infinity)
        if (expected === Infinity) {
          expect(payment).toBeNull()
        } else {
          expect(payment).not.toBeNull()
          expect(payment!.life).toBe(expected)
          expect(checkPayment(pool, c, payment!, opts)).toEqual({ ok: true })
        }
      }),
      { numRuns: 4000, seed: 20240603 },
    )
  })

  it('honours an explicit number of Phyrexian symbols paid with life', () => {
    fc.assert(
      fc.property(arbPool, arbCost, arbOpts, fc.integer({ min: 0, max: 2 }), (pool, c, opts, k) => {
        const o = { ...opts, life: opts.life + 2, phyrexianLife: k }
        const expected = oracleMinLife(pool, c, o)
        const payment = findPayment(pool, c, o)
        expect(payment === null).toBe(expected === Infinity)
        if (payment) {
          expect(payment.life).toBe(2 * k)
          expect(checkPayment(pool, c, payment, o)).toEqual({ ok: true })
        }
      }),
      { numRuns: 2000, seed: 7 },
    )
  })
})
