import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ManaAbilityDef } from '@shared/mana/types'
import type { AutoTapOptions, AutoTapResult, ManaCost, ManaSource, ManaSymbol, ManaType, ManaUnit } from '@shared/mana'
import { autoTap, checkPayment, manaUnits, parseManaCost, readManaAbilities, resolveCouldProduce } from '@shared/mana'
import type { OracleUnit } from './oracle'
import { oracleMinLifeOf } from './oracle'

const cost = (text: string): ManaCost => parseManaCost(text)!
function src(id: string, text: string, subtypes: string[] = [], extra: Partial<ManaSource> = {}): ManaSource {
  return {
    id,
    abilities: readManaAbilities(text, subtypes).abilities,
    isLand: true,
    isCreature: false,
    snow: false,
    tapped: false,
    summoningSick: false,
    ...extra,
  }
}
const land = (id: string, ...types: string[]) => src(id, '', types)
const creature = (id: string, text: string, extra: Partial<ManaSource> = {}) =>
  src(id, text, [], { isLand: false, isCreature: true, ...extra })

/** Checks a result is legal: usable sources, mana each ability can make, activation costs and the cost paid. */
function verify(
  result: AutoTapResult,
  sources: ManaSource[],
  c: ManaCost,
  opts: AutoTapOptions = {},
): Extract<AutoTapResult, { ok: true }> {
  expect(result.ok, result.ok ? '' : result.reason).toBe(true)
  if (!result.ok) throw new Error('unreachable')
  const pool = [...(opts.pool ?? []), ...result.produced]
  expect(result.produced.length).toBe(result.activations.reduce((n, a) => n + a.mana.length, 0))
  const seen = new Set<string>()
  const costUnits = new Set<number>()
  let producedSoFar = (opts.pool ?? []).length
  for (const a of result.activations) {
    const source = sources.find((s) => s.id === a.sourceId)!
    expect(source, a.sourceId).toBeDefined()
    expect(seen.has(a.sourceId), `${a.sourceId} activated twice`).toBe(false)
    seen.add(a.sourceId)
    const def = source.abilities[a.ability]
    expect(def.tap).toBe(true)
    expect(source.tapped).toBe(false)
    expect(source.isCreature && source.summoningSick).toBe(false)
    const bonus = source.bonus ?? []
    const main = a.mana.slice(0, a.mana.length - bonus.length)
    expect(
      def.produces.some(
        (alt) => alt.length === main.length && alt.every((w, i) => (w === 'any' ? main[i] !== 'C' : w === main[i])),
      ),
      `${a.sourceId} makes ${a.mana}`,
    ).toBe(true)
    for (const u of a.costUnits ?? []) {
      expect(u, 'an activation cost is paid with mana already in the pool').toBeLessThan(producedSoFar)
      costUnits.add(u)
    }
    producedSoFar += a.mana.length
  }
  expect(checkPayment(pool, c, result.payment, opts)).toEqual({ ok: true })
  for (const u of result.payment.units) expect(costUnits.has(u), `unit ${u} spent twice`).toBe(false)
  return result
}
const tapped = (r: Extract<AutoTapResult, { ok: true }>): string[] =>
  r.activations.map((a) => `${a.sourceId}:${a.mana.join('')}`).sort()

describe('auto-tap (CR 601.2g, 605.3a)', () => {
  it('taps basics for a simple cost', () => {
    const sources = [land('f1', 'Forest'), land('f2', 'Forest'), land('m', 'Mountain')]
    const r = tapped(verify(autoTap(sources, cost('{1}{G}')), sources, cost('{1}{G}')))
    expect(r).toHaveLength(2)
    expect(r).toContain('f1:G')
  })

  it('finds the solution a greedy tapper misses: Tundra must make U when Plains makes W', () => {
    const sources = [land('tundra', 'Plains', 'Island'), land('plains', 'Plains')]
    expect(tapped(verify(autoTap(sources, cost('{W}{U}')), sources, cost('{W}{U}')))).toEqual(['plains:W', 'tundra:U'])
  })

  it('prefers single-colour sources before any-colour ones', () => {
    const sources = [
      src('city', '{T}: Add one mana of any color.'),
      land('forest', 'Forest'),
      land('tundra', 'Plains', 'Island'),
    ]
    expect(tapped(verify(autoTap(sources, cost('{G}')), sources, cost('{G}')))).toEqual(['forest:G'])
    expect(tapped(verify(autoTap(sources, cost('{1}')), sources, cost('{1}')))).toEqual(['forest:G'])
    expect(tapped(verify(autoTap(sources, cost('{W}{G}')), sources, cost('{W}{G}')))).toEqual(['forest:G', 'tundra:W'])
  })

  it('keeps the colours cards in hand need', () => {
    const sources = [land('plains', 'Plains'), land('island', 'Island')]
    const keepU = { keepFor: [parseManaCost('{1}{U}')] }
    const keepW = { keepFor: [parseManaCost('{W}{W}')] }
    expect(tapped(verify(autoTap(sources, cost('{1}'), keepU), sources, cost('{1}'), keepU))).toEqual(['plains:W'])
    expect(tapped(verify(autoTap(sources, cost('{1}'), keepW), sources, cost('{1}'), keepW))).toEqual(['island:U'])
  })

  it("doesn't tap creatures when lands suffice", () => {
    const sources = [creature('elves', '{T}: Add {G}.'), land('forest', 'Forest')]
    expect(tapped(verify(autoTap(sources, cost('{G}')), sources, cost('{G}')))).toEqual(['forest:G'])
    expect(tapped(verify(autoTap(sources, cost('{G}{G}')), sources, cost('{G}{G}')))).toEqual(['elves:G', 'forest:G'])
  })

  it('CR 302.6: summoning-sick creatures and tapped sources are not used', () => {
    const sources = [
      creature('elves', '{T}: Add {G}.', { summoningSick: true }),
      { ...land('forest', 'Forest'), tapped: true },
    ]
    const r = autoTap(sources, cost('{G}'))
    expect(r.ok).toBe(false)
    const haste = [creature('elves', '{T}: Add {G}.', { summoningSick: false })]
    expect(tapped(verify(autoTap(haste, cost('{G}')), haste, cost('{G}')))).toEqual(['elves:G'])
  })

  it('spends floating mana first (CR 106.4)', () => {
    const sources = [land('forest', 'Forest')]
    const opts = { pool: manaUnits('R') }
    const r = verify(autoTap(sources, cost('{1}{G}'), opts), sources, cost('{1}{G}'), opts)
    expect(tapped(r)).toEqual(['forest:G'])
    expect(r.payment.units).toEqual([0, 1])
    const none = verify(autoTap(sources, cost('{R}'), opts), sources, cost('{R}'), opts)
    expect(none.activations).toEqual([])
  })

  it('CR 107.4h: {S} needs a snow source; CR 107.4c: {C} needs colourless mana', () => {
    const sources = [
      land('forest', 'Forest'),
      { ...land('snowy', 'Forest'), snow: true },
      src('wastes', '{T}: Add {C}.'),
    ]
    expect(tapped(verify(autoTap(sources, cost('{S}')), sources, cost('{S}')))).toEqual(['snowy:G'])
    expect(tapped(verify(autoTap(sources, cost('{C}')), sources, cost('{C}')))).toEqual(['wastes:C'])
    expect(tapped(verify(autoTap(sources, cost('{1}{G}')), sources, cost('{1}{G}')))).toEqual(['forest:G', 'wastes:C'])
    expect(autoTap(sources, cost('{S}{S}')).ok).toBe(false)
  })

  it('MA-3, CR 119.4: Phyrexian symbols take mana when it can be made, else 2 life while life allows', () => {
    const sources = [land('plains', 'Plains')]
    expect(verify(autoTap(sources, cost('{W/P}'), { life: 20 }), sources, cost('{W/P}'), { life: 20 }).life).toBe(0)
    const r = verify(autoTap(sources, cost('{W/P}{B/P}'), { life: 20 }), sources, cost('{W/P}{B/P}'), { life: 20 })
    expect(r.life).toBe(2)
    expect(autoTap(sources, cost('{W/P}{B/P}'), { life: 1 }).ok).toBe(false)
    expect(
      verify(autoTap(sources, cost('{W/P}{B/P}'), { life: 2 }), sources, cost('{W/P}{B/P}'), { life: 2 }).life,
    ).toBe(2)
    const chosen = { life: 20, phyrexianLife: 2 }
    const all = verify(autoTap(sources, cost('{W/P}{B/P}'), chosen), sources, cost('{W/P}{B/P}'), chosen)
    expect(all.life).toBe(4)
    expect(all.activations).toEqual([])
  })

  it("CR 605.3a: a Signet's {1} is paid by mana tapped before it", () => {
    const sources = [src('signet', '{1}, {T}: Add {W}{U}.'), land('forest', 'Forest')]
    const r = verify(autoTap(sources, cost('{W}{U}')), sources, cost('{W}{U}'))
    expect(r.activations.map((a) => a.sourceId)).toEqual(['forest', 'signet'])
    expect(r.activations[1].costUnits).toEqual([0])
    expect(autoTap([sources[0]], cost('{W}')).ok).toBe(false) // nothing pays the Signet
  })

  it('uses multi-mana sources: Sol Ring, Gilded Lotus', () => {
    const sources = [src('sol', '{T}: Add {C}{C}.'), src('lotus', '{T}: Add three mana of any one color.')]
    expect(tapped(verify(autoTap(sources, cost('{2}')), sources, cost('{2}')))).toEqual(['sol:CC'])
    expect(tapped(verify(autoTap(sources, cost('{3}{B}{B}')), sources, cost('{3}{B}{B}')))).toEqual([
      'lotus:BBB',
      'sol:CC',
    ])
  })

  it('CR 605.1b, MA-4: triggered mana (Wild Growth, Mana Flare) is counted', () => {
    const wild = [{ ...land('forest', 'Forest'), bonus: ['G'] as ManaSource['bonus'] }]
    expect(tapped(verify(autoTap(wild, cost('{G}{G}')), wild, cost('{G}{G}')))).toEqual(['forest:GG'])
    const flare = [{ ...land('tundra', 'Plains', 'Island'), bonus: ['same'] as ManaSource['bonus'] }]
    expect(tapped(verify(autoTap(flare, cost('{U}{U}')), flare, cost('{U}{U}')))).toEqual(['tundra:UU'])
    expect(autoTap(flare, cost('{W}{U}')).ok).toBe(false)
  })

  it('CR 106.6: mana that can only be spent on creature spells is used only for them', () => {
    const sources = [src('cavern', '{T}: Add one mana of any color. Spend this mana only to cast creature spells.')]
    expect(autoTap(sources, cost('{R}')).ok).toBe(false)
    const r = verify(autoTap(sources, cost('{R}'), { spendOn: ['creature'] }), sources, cost('{R}'), {
      spendOn: ['creature'],
    })
    expect(r.produced[0]).toMatchObject({ type: 'R', restriction: 'creature', sourceId: 'cavern' })
  })

  it("CR 106.7: an Exotic Orchard makes what an opponent's lands could produce", () => {
    const perms = [
      {
        id: 'orchard',
        controller: 0,
        isLand: true,
        abilities: readManaAbilities(
          '{T}: Add one mana of any color that a land an opponent controls could produce.',
          [],
        ).abilities,
      },
      { id: 'their-island', controller: 1, isLand: true, abilities: readManaAbilities('', ['Island']).abilities },
    ]
    const resolved = resolveCouldProduce(perms)
    const sources = [{ ...src('orchard', ''), abilities: resolved.orchard }]
    expect(tapped(verify(autoTap(sources, cost('{U}')), sources, cost('{U}')))).toEqual(['orchard:U'])
    expect(autoTap(sources, cost('{G}')).ok).toBe(false)
  })

  it('snow sources are kept for {S} when others can pay', () => {
    const sources = [{ ...land('snowy', 'Forest'), snow: true }, land('forest', 'Forest')]
    expect(tapped(verify(autoTap(sources, cost('{G}')), sources, cost('{G}')))).toEqual(['forest:G'])
  })

  it("reports why it can't pay, and no cost is unpayable (CR 202.1b)", () => {
    expect(autoTap([land('f', 'Forest')], null)).toEqual({
      ok: false,
      reason: "the object has no mana cost, which can't be paid (CR 202.1b)",
    })
    const r = autoTap([land('f', 'Forest')], cost('{5}'))
    expect(r).toEqual({ ok: false, reason: 'not enough mana: the cost needs 5, at most 1 can be made' })
    expect(autoTap([land('f', 'Forest')], cost('{U}')).ok).toBe(false)
  })
})

describe("auto-tap override (the player's own choice)", () => {
  const sources = [
    land('tundra', 'Plains', 'Island'),
    land('plains', 'Plains'),
    creature('birds', '{T}: Add one mana of any color.'),
  ]
  it("checks and uses the player's activations", () => {
    const opts: AutoTapOptions = {
      override: [
        { sourceId: 'birds', ability: 0, mana: ['W'] },
        { sourceId: 'tundra', ability: 1, mana: ['U'] },
      ],
    }
    const r = verify(autoTap(sources, cost('{W}{U}'), opts), sources, cost('{W}{U}'), opts)
    expect(tapped(r)).toEqual(['birds:W', 'tundra:U'])
  })
  it('rejects impossible choices with a reason', () => {
    expect(autoTap(sources, cost('{W}'), { override: [{ sourceId: 'nope', ability: 0 }] })).toEqual({
      ok: false,
      reason: 'no mana source with id "nope"',
    })
    expect(autoTap(sources, cost('{W}'), { override: [{ sourceId: 'plains', ability: 0, mana: ['U'] }] }).ok).toBe(
      false,
    )
    expect(autoTap(sources, cost('{W}{W}'), { override: [{ sourceId: 'plains', ability: 0 }] })).toEqual({
      ok: false,
      reason: "the chosen activations don't make the mana this cost needs",
    })
    expect(autoTap(sources, cost('{W}'), { override: [{ sourceId: 'birds', ability: 0 }] }).ok).toBe(false) // which colour?
    const sick = [creature('elves', '{T}: Add {G}.', { summoningSick: true })]
    expect(autoTap(sick, cost('{G}'), { override: [{ sourceId: 'elves', ability: 0 }] }).ok).toBe(false)
  })
})

// ---- property test: auto-tap finds a solution exactly when one exists (brute force over every activation) ----
const TEMPLATES = [
  '{T}: Add {W}.',
  '{T}: Add {U}.',
  '{T}: Add {B}.',
  '{T}: Add {R}.',
  '{T}: Add {G}.',
  '{T}: Add {C}.',
  '{T}: Add {W} or {U}.',
  '{T}: Add {B} or {G}.',
  '{T}: Add {R} or {W}.',
  '{T}: Add one mana of any color.',
  '{T}: Add {C}{C}.',
  '{T}: Add {R}{G}.',
  '{T}: Add two mana of any one color.',
  '{T}: Add {U}{U}, {B}{B}, or {R}{R}.',
]
const arbSource = fc.record({
  texts: fc.array(fc.constantFrom(...TEMPLATES), { minLength: 1, maxLength: 2 }),
  creature: fc.boolean(),
  snow: fc.boolean(),
  tapped: fc.constantFrom(false, false, false, true),
  sick: fc.constantFrom(false, false, true),
  bonus: fc.constantFrom<Array<ManaType | 'any' | 'same'>>([], [], [], ['G'], ['any'], ['same']),
})
const arbSymbol: fc.Arbitrary<ManaSymbol> = fc.oneof(
  fc.integer({ min: 1, max: 2 }).map((amount) => ({ kind: 'generic', amount }) as ManaSymbol),
  fc.constantFrom('W', 'U', 'B', 'R', 'G').map((color) => ({ kind: 'colored', color }) as ManaSymbol),
  fc.constant({ kind: 'colorless' } as ManaSymbol),
  fc.constant({ kind: 'snow' } as ManaSymbol),
  fc.constantFrom(['W', 'U'], ['B', 'R'], ['G', 'W']).map((colors) => ({ kind: 'hybrid', colors }) as ManaSymbol),
  fc.constantFrom('W', 'B').map((color) => ({ kind: 'twobrid', color }) as ManaSymbol),
  fc.constantFrom(['W'], ['G', 'U']).map((colors) => ({ kind: 'phyrexian', colors }) as ManaSymbol),
)

/** Every way each source could be used (or not), as units with the types they could still take. */
function oracleBest(sources: ManaSource[], c: ManaCost, pool: ManaUnit[], life: number): number {
  const choices: OracleUnit[][][] = sources.map((s) => {
    const out: OracleUnit[][] = [[]]
    if (s.tapped || (s.isCreature && s.summoningSick)) return out
    for (const def of s.abilities as ManaAbilityDef[]) {
      for (const alt of def.produces) {
        const firsts: Array<ManaType | 'any'> =
          (s.bonus ?? []).includes('same') && alt[0] === 'any' ? ['W', 'U', 'B', 'R', 'G'] : [alt[0]]
        for (const first of firsts) {
          const units: OracleUnit[] = [first, ...alt.slice(1)].map((t) => ({
            types: t === 'any' ? ['W', 'U', 'B', 'R', 'G'] : [t],
            snow: s.snow,
          }))
          for (const b of s.bonus ?? []) {
            units.push({
              types:
                b === 'any'
                  ? ['W', 'U', 'B', 'R', 'G']
                  : b === 'same'
                    ? first === 'any'
                      ? ['W', 'U', 'B', 'R', 'G']
                      : [first]
                    : [b],
              snow: s.snow,
            })
          }
          out.push(units)
        }
      }
    }
    return out
  })
  let best = Infinity
  const base: OracleUnit[] = pool.map((u) => ({ types: [u.type], snow: u.snow }))
  const rec = (i: number, acc: OracleUnit[]): void => {
    if (best === 0) return
    if (i === sources.length) {
      best = Math.min(best, oracleMinLifeOf(acc, c, { life }))
      return
    }
    for (const units of choices[i]) rec(i + 1, units.length ? [...acc, ...units] : acc)
  }
  rec(0, base)
  return best
}

describe('auto-tap against a brute-force oracle (property test)', () => {
  it('succeeds exactly when some activations pay the cost, paying the least life (MA-3), and the plan checks out', () => {
    fc.assert(
      fc.property(
        fc.array(arbSource, { maxLength: 5 }),
        fc.array(arbSymbol, { minLength: 1, maxLength: 4 }),
        fc.array(fc.constantFrom('W', 'U', 'B', 'R', 'G', 'C'), { maxLength: 2 }),
        fc.integer({ min: 0, max: 4 }),
        (specs, symbols, poolTypes, life) => {
          const sources: ManaSource[] = specs.map((sp, i) => ({
            id: `s${i}`,
            abilities: readManaAbilities(sp.texts.join('\n'), []).abilities,
            isLand: !sp.creature,
            isCreature: sp.creature,
            snow: sp.snow,
            tapped: sp.tapped,
            summoningSick: sp.sick,
            bonus: sp.bonus,
          }))
          const c: ManaCost = { symbols }
          const pool = manaUnits(poolTypes.join(''))
          const opts: AutoTapOptions = { life, pool }
          const expected = oracleBest(sources, c, pool, life)
          const result = autoTap(sources, c, opts)
          expect(result.ok).toBe(expected !== Infinity)
          if (result.ok) {
            verify(result, sources, c, opts)
            expect(result.life).toBe(expected)
          }
        },
      ),
      { numRuns: 1500, seed: 42 },
    )
  })
})
