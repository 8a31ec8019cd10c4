// Opening packs from a set's booster configuration (MTGJSON `booster`): a pack shape drawn by its weight, then each
// sheet's cards drawn by their weights, without duplicates within a sheet unless the sheet allows them; a `fixed`
// sheet gives its cards as listed; a `balanceColors` sheet gives at least one card of each colour first. Without a
// configuration, the classic 15-card pack: 1 rare or mythic (mythic 1 in 8), 3 uncommons, 10 commons, 1 basic land.
import type { Random } from '../engine/rng'
import type { BoosterConfig, DraftSet, SetPrinting, SheetConfig } from './setFile'
import { DraftSetError } from './setFile'

export interface PackCard {
  name: string
  rarity: string
  sheet: string
  /** The printing (a set's uuid; a cube's or a made-up basic land's own key). */
  uuid: string
  foil?: true
}

const COLORS = ['W', 'U', 'B', 'R', 'G']
export const BASIC_NAMES: Record<string, string> = {
  W: 'Plains',
  U: 'Island',
  B: 'Swamp',
  R: 'Mountain',
  G: 'Forest',
}

export const CLASSIC_PACK_NOTE =
  'the classic 15-card pack is used (1 rare or mythic, a mythic 1 time in 8; 3 uncommons; 10 commons; 1 basic land)'

/** The booster configuration packs are opened with: the set's own, or the classic pack built from its rarities. */
export function boosterOf(set: DraftSet): BoosterConfig {
  if (set.booster) return set.booster
  let c = classics.get(set)
  if (!c) classics.set(set, (c = classicBooster(set)))
  return c
}

const classics = new WeakMap<DraftSet, BoosterConfig>()

/** The classic pack as a configuration. A rarity the set lacks is filled from the nearest one it has. */
export function classicBooster(set: DraftSet): BoosterConfig {
  const r = (k: string) => set.classic[k] ?? []
  const weighted = (uuids: string[], w = 1) => Object.fromEntries(uuids.map((u) => [u, w]))
  const rares = r('rare')
  const mythics = r('mythic')
  let top: Record<string, number>
  if (rares.length && mythics.length)
    top = { ...weighted(rares, 7 * mythics.length), ...weighted(mythics, rares.length) } // P(mythic) = 1/8
  else top = weighted(rares.length ? rares : mythics)
  const order = ['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus']
  const others = Object.keys(set.classic).filter((k) => !order.includes(k))
  const firstOf = (...ks: string[]) => ks.map((k) => set.classic[k] ?? []).find((x) => x.length) ?? []
  const uncommons = firstOf('uncommon', 'common', 'rare', 'mythic', ...others, 'special', 'bonus')
  const commons = firstOf('common', 'uncommon', 'rare', 'mythic', ...others, 'special', 'bonus')
  if (!Object.keys(top).length) top = weighted(commons)
  const sheet = (cards: Record<string, number>, balance = false): SheetConfig => ({
    cards,
    totalWeight: Object.values(cards).reduce((a, b) => a + b, 0),
    foil: false,
    balanceColors: balance,
    fixed: false,
    allowDuplicates: false,
  })
  if (!commons.length) throw new DraftSetError(`${set.code} has no cards that come in packs`)
  const sheets: Record<string, SheetConfig> = {
    rareMythic: sheet(top),
    uncommon: sheet(weighted(uncommons)),
    common: sheet(weighted(commons), true),
  }
  const contents: Record<string, number> = { rareMythic: 1, uncommon: 3, common: 10 }
  let basics = set.basics.slice()
  if (!basics.length) {
    // A set without basic lands: the slot gives one of the five (they are in every card pool).
    basics = COLORS.map((c) => `basic:${BASIC_NAMES[c]}`)
    for (const c of COLORS) {
      const uuid = `basic:${BASIC_NAMES[c]}`
      set.printings[uuid] ??= { uuid, name: BASIC_NAMES[c], rarity: 'common', colors: [] }
    }
  }
  const seen = new Set<string>()
  sheets.basicLand = sheet(
    weighted(basics.filter((u) => !seen.has(set.printings[u].name) && !!seen.add(set.printings[u].name))),
  )
  contents.basicLand = 1
  return { product: 'classic', boosters: [{ contents, weight: 1 }], sheets }
}

interface SheetIndex {
  uuids: string[]
  weights: number[]
}

const indexes = new WeakMap<SheetConfig, SheetIndex>()

function indexOf(sheet: SheetConfig): SheetIndex {
  let ix = indexes.get(sheet)
  if (!ix) {
    const entries = Object.entries(sheet.cards)
    ix = { uuids: entries.map((e) => e[0]), weights: entries.map((e) => e[1]) }
    indexes.set(sheet, ix)
  }
  return ix
}

/** A weighted draw among the entries `ok` allows; -1 when none. */
function weightedIndex(ix: SheetIndex, rng: Random, ok: (i: number) => boolean): number {
  let total = 0
  for (let i = 0; i < ix.uuids.length; i++) if (ok(i)) total += ix.weights[i]
  if (total <= 0) return -1
  let x = rng.next() * total
  let last = -1
  for (let i = 0; i < ix.uuids.length; i++) {
    if (!ok(i)) continue
    last = i
    x -= ix.weights[i]
    if (x < 0) return i
  }
  return last
}

/** `n` cards of one sheet (uuids). */
export function drawSheet(
  sheet: SheetConfig,
  n: number,
  rng: Random,
  printings: Record<string, SetPrinting>,
): string[] {
  const ix = indexOf(sheet)
  if (sheet.fixed) {
    // A fixed sheet: its cards, each as many times as its weight, in order.
    const out: string[] = []
    for (let i = 0; out.length < n && ix.uuids.length; i = (i + 1) % ix.uuids.length)
      for (let k = 0; k < ix.weights[i] && out.length < n; k++) out.push(ix.uuids[i])
    return out
  }
  const taken = new Set<number>()
  const out: number[] = []
  const free = (i: number) => sheet.allowDuplicates || !taken.has(i)
  if (sheet.balanceColors && n >= COLORS.length) {
    // At least one card of each colour: a monocoloured card of each, drawn by weight, then the rest.
    for (const c of COLORS) {
      if (out.length >= n) break
      const i = weightedIndex(ix, rng, (k) => free(k) && sameColors(printings[ix.uuids[k]], c))
      if (i < 0) continue
      taken.add(i)
      out.push(i)
    }
  }
  while (out.length < n) {
    let i = weightedIndex(ix, rng, free)
    if (i < 0) i = weightedIndex(ix, rng, () => true) // fewer cards than slots: duplicates are unavoidable
    if (i < 0) break
    taken.add(i)
    out.push(i)
  }
  if (sheet.balanceColors) shuffle(out, rng) // the balanced cards are not at the front of the pack
  return out.map((i) => ix.uuids[i])
}

function sameColors(p: SetPrinting | undefined, c: string): boolean {
  return !!p && p.colors.length === 1 && p.colors[0] === c
}

export function shuffle<T>(items: T[], rng: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    ;[items[i], items[j]] = [items[j], items[i]]
  }
  return items
}

/** Opens one pack. */
export function openPack(set: DraftSet, rng: Random, config: BoosterConfig = boosterOf(set)): PackCard[] {
  let total = 0
  for (const b of config.boosters) total += b.weight
  let x = rng.next() * total
  let shape = config.boosters[config.boosters.length - 1]
  for (const b of config.boosters) {
    x -= b.weight
    if (x < 0) {
      shape = b
      break
    }
  }
  const pack: PackCard[] = []
  for (const [name, n] of Object.entries(shape.contents)) {
    const sheet = config.sheets[name]
    for (const uuid of drawSheet(sheet, n, rng, set.printings)) {
      const p = set.printings[uuid]
      pack.push({ name: p.name, rarity: p.rarity, sheet: name, uuid, ...(sheet.foil ? { foil: true as const } : {}) })
    }
  }
  return pack
}

/** Each sheet's expected share of the cards opened (its weight-averaged slots over the average pack size). */
export function expectedSheetShares(config: BoosterConfig): Record<string, number> {
  let total = 0
  for (const b of config.boosters) total += b.weight
  const slots: Record<string, number> = {}
  let all = 0
  for (const b of config.boosters)
    for (const [s, n] of Object.entries(b.contents)) {
      slots[s] = (slots[s] ?? 0) + (n * b.weight) / total
      all += (n * b.weight) / total
    }
  return Object.fromEntries(Object.entries(slots).map(([s, n]) => [s, n / all]))
}
