import { describe, expect, it } from 'vitest'
import { Random } from '../../../src-shared/engine/rng'
import {
  boosterOf,
  chooseProduct,
  DraftSetError,
  expectedSheetShares,
  openPack,
  readSetFile,
  type DraftSet,
} from '../../../src-shared/draft'
import { loadSet, setFiles } from './sets'

const PACKS = 10_000

/** Opens `n` packs with a fixed seed; counts the cards of each sheet and each card of each sheet. */
function openMany(set: DraftSet, n: number, seed = 7) {
  const config = boosterOf(set)
  const rng = Random.fromSeed(seed)
  const bySheet: Record<string, number> = {}
  const byCard: Record<string, Record<string, number>> = {}
  let cards = 0
  const duplicates: string[] = []
  const packs = []
  for (let i = 0; i < n; i++) {
    const pack = openPack(set, rng, config)
    packs.push(pack)
    const seen = new Set<string>()
    for (const c of pack) {
      cards++
      bySheet[c.sheet] = (bySheet[c.sheet] ?? 0) + 1
      const k = `${c.sheet}/${c.uuid}`
      ;(byCard[c.sheet] ??= {})[c.uuid] = (byCard[c.sheet][c.uuid] ?? 0) + 1
      if (seen.has(k) && !config.sheets[c.sheet].allowDuplicates) duplicates.push(k)
      seen.add(k)
    }
  }
  return { config, bySheet, byCard, cards, duplicates, packs }
}

describe('boosters follow the set file: sheets, weights, duplicates', () => {
  for (const file of setFiles()) {
    const name = file.split('/').pop()!
    it(`${name}: over ${PACKS} packs each sheet's share and each card's frequency are within sampling error`, () => {
      const set = loadSet(file)
      const { config, bySheet, byCard, cards, duplicates, packs } = openMany(set, PACKS)
      expect(duplicates).toEqual([])
      const expected = expectedSheetShares(config)
      for (const [sheet, share] of Object.entries(expected)) {
        const got = (bySheet[sheet] ?? 0) / cards
        // A share of slots: within a percentage point and within 5 standard errors of the pack-shape draw.
        expect(Math.abs(got - share), `${sheet}: ${got} vs ${share}`).toBeLessThan(0.01)
      }
      for (const [sheetName, counts] of Object.entries(byCard)) {
        const sheet = config.sheets[sheetName]
        if (sheet.balanceColors || sheet.fixed) continue
        const drawn = bySheet[sheetName]
        // A sheet drawn without replacement k at a time: a card's expected count is close to k * weight / total for
        // the light weights of real sheets; 5 sigma plus 1% covers the rest.
        for (const [uuid, w] of Object.entries(sheet.cards)) {
          const exp = (drawn * w) / sheet.totalWeight
          const got = counts[uuid] ?? 0
          expect(Math.abs(got - exp), `${sheetName} ${set.printings[uuid].name}: ${got} vs ${exp}`).toBeLessThan(
            5 * Math.sqrt(exp) + exp * 0.01 + 1,
          )
        }
      }
      // A colour-balanced sheet: every pack has a monocoloured card of each colour from it.
      for (const [sheetName, sheet] of Object.entries(config.sheets)) {
        if (!sheet.balanceColors) continue
        for (const pack of packs.slice(0, 500)) {
          const colors = new Set(
            pack
              .filter((c) => c.sheet === sheetName)
              .flatMap((c) => (set.printings[c.uuid].colors.length === 1 ? set.printings[c.uuid].colors : [])),
          )
          expect([...colors].sort().join('')).toBe('BGRUW')
        }
        // And within a colour, cards come by their weights (uniform on real common sheets).
        const counts = byCard[sheetName]
        const mono = Object.keys(sheet.cards).filter((u) => set.printings[u].colors.length === 1)
        for (const color of ['W', 'U', 'B', 'R', 'G']) {
          const inColor = mono.filter((u) => set.printings[u].colors[0] === color)
          const total = inColor.reduce((a, u) => a + (counts[u] ?? 0), 0)
          const weight = inColor.reduce((a, u) => a + sheet.cards[u], 0)
          for (const u of inColor) {
            const exp = (total * sheet.cards[u]) / weight
            expect(Math.abs((counts[u] ?? 0) - exp)).toBeLessThan(5 * Math.sqrt(exp) + 1)
          }
        }
      }
    }, 90_000)
  }
})

/** A small made-up set file: cards of each colour and rarity, and a booster configuration. */
function fakeSet(booster?: unknown, extra: Record<string, unknown>[] = []) {
  const colors = ['W', 'U', 'B', 'R', 'G']
  const cards: Record<string, unknown>[] = []
  const add = (name: string, rarity: string, color: string[], more: Record<string, unknown> = {}) =>
    cards.push({
      name,
      uuid: `u-${name}`,
      rarity,
      colors: color,
      manaCost: color.length ? `{1}{${color[0]}}` : '{2}',
      manaValue: 2,
      type: 'Creature — Bear',
      types: ['Creature'],
      supertypes: [],
      subtypes: ['Bear'],
      power: '2',
      toughness: '2',
      text: '',
      layout: 'normal',
      ...more,
    })
  for (let i = 0; i < 40; i++) add(`Common ${i}`, 'common', [colors[i % 5]])
  for (let i = 0; i < 15; i++) add(`Uncommon ${i}`, 'uncommon', [colors[i % 5]])
  for (let i = 0; i < 14; i++) add(`Rare ${i}`, 'rare', [colors[i % 5]])
  for (let i = 0; i < 4; i++) add(`Mythic ${i}`, 'mythic', [colors[i % 5]])
  add('Forest', 'common', [], {
    type: 'Basic Land — Forest',
    types: ['Land'],
    supertypes: ['Basic'],
    manaCost: '',
    power: undefined,
    toughness: undefined,
    text: '({T}: Add {G}.)',
  })
  cards.push(...extra)
  return { meta: {}, data: { code: 'FAK', name: 'Fake', cards, ...(booster ? { booster } : {}) } }
}

describe('booster configurations in general', () => {
  it('the product is draft, else default, else the first one', () => {
    expect(chooseProduct({ default: {}, draft: {}, arena: {} })).toBe('draft')
    expect(chooseProduct({ arena: {}, default: {} })).toBe('default')
    expect(chooseProduct({ set: {}, collector: {} })).toBe('collector')
  })

  it('pack shapes come by their weights; a fixed sheet gives its cards as listed; duplicates only where allowed', () => {
    const booster = {
      draft: {
        boosters: [
          { contents: { a: 2, fixedSheet: 2 }, weight: 3 },
          { contents: { a: 1, dup: 4 }, weight: 1 },
        ],
        sheets: {
          a: { cards: { 'u-Common 0': 1, 'u-Common 1': 1, 'u-Common 2': 2 }, totalWeight: 4, foil: false },
          fixedSheet: { cards: { 'u-Rare 0': 1, 'u-Rare 1': 1 }, totalWeight: 2, fixed: true, foil: true },
          dup: { cards: { 'u-Mythic 0': 1 }, totalWeight: 1, allowDuplicates: true, foil: false },
        },
      },
    }
    const set = readSetFile(fakeSet(booster))
    const rng = Random.fromSeed(3)
    let first = 0
    for (let i = 0; i < 4000; i++) {
      const pack = openPack(set, rng)
      const a = pack.filter((c) => c.sheet === 'a')
      if (pack.some((c) => c.sheet === 'fixedSheet')) {
        first++
        expect(pack.filter((c) => c.sheet === 'fixedSheet').map((c) => c.name)).toEqual(['Rare 0', 'Rare 1'])
        expect(pack.filter((c) => c.sheet === 'fixedSheet').every((c) => c.foil)).toBe(true)
        expect(new Set(a.map((c) => c.name)).size).toBe(2) // no duplicates within a sheet
      } else expect(pack.filter((c) => c.sheet === 'dup').map((c) => c.name)).toEqual(Array(4).fill('Mythic 0'))
    }
    // Weight 3 of 4: 3,000 expected, sd about 27.
    expect(Math.abs(first - 3000)).toBeLessThan(150)
  }, 60_000)

  it('sheet entries not among the cards are left out with a warning; an unusable configuration gives the classic pack, said', () => {
    const set = readSetFile(
      fakeSet({
        default: {
          boosters: [{ contents: { a: 1 }, weight: 1 }],
          sheets: { a: { cards: { 'u-Common 0': 1, nope: 5 } } },
        },
      }),
    )
    expect(set.warnings.join()).toMatch(/not in the set file's cards/)
    expect(Object.keys(set.booster!.sheets.a.cards)).toEqual(['u-Common 0'])
    const unusable = readSetFile(fakeSet({ default: { boosters: [{ contents: { zz: 1 }, weight: 1 }], sheets: {} } }))
    expect(unusable.booster).toBeNull()
    expect(unusable.warnings.join()).toMatch(/unknown sheet "zz".*classic 15-card pack/)
    expect(openPack(unusable, Random.fromSeed(1))).toHaveLength(15)
    // Sheets that name only another set's cards: the same.
    const foreign = readSetFile(
      fakeSet({
        default: { boosters: [{ contents: { a: 1 }, weight: 1 }], sheets: { a: { cards: { elsewhere: 1 } } } },
      }),
    )
    expect(foreign.booster).toBeNull()
  })

  it('no cards, or no set at all, is a clear error', () => {
    expect(() => readSetFile({ meta: {}, data: { code: 'X', cards: [] } })).toThrow(DraftSetError)
    expect(() => readSetFile({ meta: {}, data: { code: 'X' } })).toThrow(/no cards/)
    expect(() => readSetFile([1, 2])).toThrow(/not an MTGJSON set file/)
  })

  it('without a configuration, the classic pack: 1 rare or mythic (mythic 1 in 8), 3 uncommons, 10 commons, 1 basic land', () => {
    const set = readSetFile(fakeSet())
    expect(set.booster).toBeNull()
    const rng = Random.fromSeed(11)
    let mythics = 0
    const n = 4000
    for (let i = 0; i < n; i++) {
      const pack = openPack(set, rng)
      expect(pack).toHaveLength(15)
      const by = (r: string) => pack.filter((c) => c.rarity === r).length
      expect(by('rare') + by('mythic')).toBe(1)
      expect(by('uncommon')).toBe(3)
      expect(pack.filter((c) => c.sheet === 'common')).toHaveLength(10)
      expect(pack.filter((c) => c.sheet === 'basicLand').map((c) => c.name)).toEqual(['Forest'])
      mythics += by('mythic')
    }
    // 1 in 8: 500 expected, sd about 21.
    expect(Math.abs(mythics - n / 8)).toBeLessThan(100)
  }, 60_000)
})
