// An MTGJSON set file (`{meta, data: {code, name, cards, booster, ...}}`) read for drafting: its cards as card
// definitions, each printing's rarity, and the booster configuration (./booster.ts), checked with clear errors.
import type { CardDefinition } from '../cards/model'
import { cardFromAtomic } from '../cards/mtgjson'
import { foldName } from '../cards/names'

type Json = Record<string, unknown>

/** One printing of the set (a sheet entry names it by uuid). */
export interface SetPrinting {
  uuid: string
  name: string
  rarity: string
  /** The card's colours (a colour-balanced sheet reads them). */
  colors: string[]
}

export interface SheetConfig {
  /** uuid → weight. */
  cards: Record<string, number>
  totalWeight: number
  foil: boolean
  balanceColors: boolean
  fixed: boolean
  allowDuplicates: boolean
}

export interface BoosterShape {
  /** Sheet name → how many cards of that sheet. */
  contents: Record<string, number>
  weight: number
}

export interface BoosterConfig {
  /** The product the packs come from (`draft`, else `default`, else the first one). */
  product: string
  boosters: BoosterShape[]
  sheets: Record<string, SheetConfig>
}

export interface DraftSet {
  code: string
  name: string
  /** Printings by uuid (front faces only). */
  printings: Record<string, SetPrinting>
  /** One definition per card name, in the set's order. */
  cards: CardDefinition[]
  /** The booster configuration, or null: the classic 15-card pack is used (./booster.ts). */
  booster: BoosterConfig | null
  /** Cards of the set that can be opened in the classic pack (no promos or alternative printings), by rarity. */
  classic: Record<string, string[]>
  /** Basic lands of the set (uuids), for the classic pack's land slot. */
  basics: string[]
  warnings: string[]
}

/** The set file can't be drafted: the message names the problem. */
export class DraftSetError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DraftSetError'
  }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The booster product used for drafting: `draft`, else `default`, else the first one listed. */
export function chooseProduct(booster: Json): string | undefined {
  const names = Object.keys(booster).filter((k) => isObject(booster[k]))
  if (names.includes('draft')) return 'draft'
  if (names.includes('default')) return 'default'
  return names.sort()[0]
}

function readSheet(name: string, raw: unknown, known: Record<string, SetPrinting>, warnings: string[]): SheetConfig {
  if (!isObject(raw) || !isObject(raw.cards)) throw new DraftSetError(`booster sheet "${name}" has no "cards" object`)
  const cards: Record<string, number> = {}
  let unknown = 0
  for (const [uuid, w] of Object.entries(raw.cards)) {
    if (typeof w !== 'number' || !Number.isFinite(w) || w < 0)
      throw new DraftSetError(`booster sheet "${name}": the weight of card ${uuid} is not a number of at least 0`)
    if (w === 0) continue
    if (!known[uuid]) {
      unknown++
      continue
    }
    cards[uuid] = w
  }
  if (unknown)
    warnings.push(`booster sheet "${name}": ${unknown} card(s) not in the set file's cards are left out of the sheet`)
  const totalWeight = Object.values(cards).reduce((a, b) => a + b, 0)
  return {
    cards,
    totalWeight,
    foil: raw.foil === true,
    balanceColors: raw.balanceColors === true,
    fixed: raw.fixed === true,
    allowDuplicates: raw.allowDuplicates === true,
  }
}

function readBooster(raw: unknown, known: Record<string, SetPrinting>, warnings: string[]): BoosterConfig | null {
  if (!isObject(raw) || Object.keys(raw).length === 0) return null
  const product = chooseProduct(raw)
  if (!product) throw new DraftSetError('"booster" has no product configuration (expected e.g. "draft" or "default")')
  const config = raw[product] as Json
  if (!Array.isArray(config.boosters) || config.boosters.length === 0)
    throw new DraftSetError(`booster "${product}" has no "boosters" (the pack shapes)`)
  if (!isObject(config.sheets)) throw new DraftSetError(`booster "${product}" has no "sheets"`)
  const sheets: Record<string, SheetConfig> = {}
  for (const [name, sheet] of Object.entries(config.sheets)) sheets[name] = readSheet(name, sheet, known, warnings)
  const boosters: BoosterShape[] = []
  config.boosters.forEach((b: unknown, i: number) => {
    if (!isObject(b) || !isObject(b.contents))
      throw new DraftSetError(`booster "${product}": pack shape ${i + 1} has no "contents"`)
    const weight = typeof b.weight === 'number' && b.weight > 0 ? b.weight : 1
    const contents: Record<string, number> = {}
    for (const [sheet, n] of Object.entries(b.contents)) {
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
        throw new DraftSetError(`booster "${product}": pack shape ${i + 1} asks for "${String(n)}" cards of "${sheet}"`)
      if (n === 0) continue
      if (!sheets[sheet])
        throw new DraftSetError(`booster "${product}": pack shape ${i + 1} names an unknown sheet "${sheet}"`)
      if (sheets[sheet].totalWeight <= 0) {
        warnings.push(`booster "${product}": sheet "${sheet}" has no cards of this set; its ${n} slot(s) stay empty`)
        continue
      }
      contents[sheet] = n
    }
    if (Object.keys(contents).length) boosters.push({ contents, weight })
  })
  if (!boosters.length) throw new DraftSetError(`booster "${product}": no pack shape has cards of this set`)
  return { product, boosters, sheets }
}

function isBasic(card: Json): boolean {
  const supertypes = Array.isArray(card.supertypes) ? card.supertypes : []
  return supertypes.includes('Basic') && String(card.type ?? '').includes('Land')
}

/** Reads a parsed MTGJSON set file. Throws DraftSetError naming what is missing. `label` names the file. */
export function readSetFile(json: unknown, label = 'the set file'): DraftSet {
  if (!isObject(json)) throw new DraftSetError(`${label} is not an MTGJSON set file (expected a JSON object)`)
  const data = isObject(json.data) ? json.data : json
  if (!Array.isArray(data.cards))
    throw new DraftSetError(`${label} has no cards (expected "data.cards", an array, as in MTGJSON's set files)`)
  const warnings: string[] = []
  const code = str(data.code) ?? 'SET'
  const name = str(data.name) ?? code
  const byUuid = new Map<string, Json>()
  for (const c of data.cards as unknown[]) if (isObject(c) && typeof c.uuid === 'string') byUuid.set(c.uuid, c)
  const printings: Record<string, SetPrinting> = {}
  const defs = new Map<string, CardDefinition>()
  const classic: Record<string, string[]> = {}
  const basics: string[] = []
  let unreadable = 0
  for (const c of data.cards as unknown[]) {
    if (!isObject(c) || typeof c.name !== 'string' || typeof c.uuid !== 'string') {
      unreadable++
      continue
    }
    if (c.side !== undefined && c.side !== 'a') continue // a back face: read with its front
    const layout = str(c.layout)
    if (layout === 'token' || layout === 'double_faced_token' || layout === 'emblem' || layout === 'art_series')
      continue
    const key = foldName(c.name)
    if (!defs.has(key)) {
      const others = Array.isArray(c.otherFaceIds) && layout !== 'meld' ? c.otherFaceIds : []
      const faces = [
        c,
        ...others.map((id) => byUuid.get(String(id))).filter((f): f is Json => !!f && f.name === c.name),
      ]
      try {
        defs.set(key, cardFromAtomic(c.name, faces))
      } catch {
        unreadable++
        continue
      }
    }
    const rarity = str(c.rarity) ?? 'common'
    printings[c.uuid] = {
      uuid: c.uuid,
      name: defs.get(key)!.name,
      rarity,
      colors: Array.isArray(c.colors) ? c.colors.map(String) : [],
    }
    const promo = c.isPromo === true || c.isAlternative === true || c.isOnlineOnly === true
    const inBoosters = Array.isArray(c.boosterTypes) ? c.boosterTypes.length > 0 : !promo
    if (isBasic(c)) {
      if (!promo) basics.push(c.uuid)
    } else if (inBoosters && !promo) (classic[rarity] ??= []).push(c.uuid)
  }
  if (unreadable) warnings.push(`${unreadable} card object(s) of ${label} could not be read and are left out`)
  if (defs.size === 0) throw new DraftSetError(`${label} has no cards (its "cards" array holds no readable card)`)
  // One classic printing per name (showcase frames repeat cards at the same rarity).
  for (const r of Object.keys(classic)) {
    const seen = new Set<string>()
    classic[r] = classic[r].filter((u) => !seen.has(printings[u].name) && !!seen.add(printings[u].name))
  }
  let booster: BoosterConfig | null = null
  try {
    booster = readBooster(data.booster, printings, warnings)
  } catch (error) {
    // A configuration that can't be used (a shape naming a sheet that isn't there, sheets of another set's cards):
    // the classic pack, said in a warning.
    if (!(error instanceof DraftSetError)) throw error
    warnings.push(`the booster configuration can't be used (${error.message}); the classic 15-card pack is used`)
  }
  return { code, name, printings, cards: [...defs.values()], booster, classic, basics, warnings }
}
