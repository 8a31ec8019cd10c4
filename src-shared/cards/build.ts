// Building card definitions from the fields both importers read (MTGJSON and Scryfall name them differently).
import type { Color, ManaCost } from '../mana/types'
import { COLORS } from '../mana/types'
import { colorIdentity, costColors, manaValue, parseManaCost, readManaAbilities } from '../mana/index'
import type { CardDefinition, CardFace, CardLayout, Legality } from './model'
import { CARD_LAYOUTS } from './model'
import { parseTypeLine } from './typeLine'
import { parseLoyaltyAbilities } from './loyalty'

/** A card's data could not be read (its name and the field are in the message). */
export class CardDataError extends Error {
  constructor(
    message: string,
    readonly card: string,
  ) {
    super(message)
    this.name = 'CardDataError'
  }
}

export interface RawFace {
  name: string
  manaCost?: string | null
  typeLine: string
  oracleText?: string
  power?: string
  toughness?: string
  loyalty?: string
  defense?: string
  /** Absent: derived from the cost (split halves and adventures on Scryfall print none per face). */
  colors?: string[]
  colorIndicator?: string[]
  keywords?: string[]
  /** The face's own mana value when the source gives it (floats for Un-cards). */
  manaValue?: number
}

export function normaliseLayout(layout: unknown): CardLayout {
  return typeof layout === 'string' && (CARD_LAYOUTS as readonly string[]).includes(layout)
    ? (layout as CardLayout)
    : 'other'
}

export function normaliseColors(colors: unknown): Color[] {
  if (!Array.isArray(colors)) return []
  const set = new Set(colors.map((c) => String(c).toUpperCase()))
  return COLORS.filter((c) => set.has(c))
}

/** Legalities with lower-case values; formats a card is not legal in are left out (absent means not_legal). */
export function normaliseLegalities(legalities: unknown): Record<string, Legality> {
  const out: Record<string, Legality> = {}
  if (!legalities || typeof legalities !== 'object') return out
  for (const [format, value] of Object.entries(legalities as Record<string, unknown>)) {
    const v = String(value).toLowerCase()
    if (v === 'legal' || v === 'banned' || v === 'restricted') out[format] = v
  }
  return out
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
}

// Importers read tens of thousands of faces sharing a few hundred costs and a few thousand type lines.
const costMemo = new Map<string, ManaCost | null>()
const typeLineMemo = new Map<string, ReturnType<typeof parseTypeLine>>()

function memoised<T>(memo: Map<string, T>, key: string, make: () => T): T {
  let value = memo.get(key)
  if (value === undefined && !memo.has(key)) {
    value = make()
    if (memo.size >= 20_000) memo.clear()
    memo.set(key, value)
  }
  return value as T
}

const BASIC_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']

export function buildFace(raw: RawFace, cardName: string): CardFace {
  let cost: ManaCost | null
  const costText = (raw.manaCost ?? '').trim()
  try {
    const parsed = memoised(costMemo, costText, () => parseManaCost(costText))
    cost = parsed && { symbols: parsed.symbols.map((symbol) => ({ ...symbol })) }
  } catch (error) {
    throw new CardDataError(
      `"${cardName}": mana cost "${costText}" of face "${raw.name}": ${(error as Error).message}`,
      cardName,
    )
  }
  const typeLine = raw.typeLine ?? ''
  const parts = memoised(typeLineMemo, typeLine, () => parseTypeLine(typeLine))
  const supertypes = parts.supertypes.slice()
  const types = parts.types.slice()
  const subtypes = parts.subtypes.slice()
  const oracleText = raw.oracleText ?? ''
  const colorIndicator = raw.colorIndicator ? normaliseColors(raw.colorIndicator) : undefined
  const colors = raw.colors
    ? normaliseColors(raw.colors)
    : normaliseColors([...costColors(cost), ...(colorIndicator ?? [])])
  // CR 605.1a: a mana ability adds mana ("Add …"); CR 305.6: basic land types have one intrinsically.
  const mana =
    oracleText.includes('Add') || subtypes.some((t) => BASIC_TYPES.includes(t))
      ? readManaAbilities(oracleText, subtypes, raw.name)
      : { abilities: [], unsupported: [] }
  const face: CardFace = {
    name: raw.name,
    manaCost: cost,
    manaCostText: costText,
    manaValue: raw.manaValue ?? manaValue(cost), // CR 202.3
    typeLine,
    supertypes,
    types,
    subtypes,
    oracleText,
    colors,
    keywords: raw.keywords ?? [],
    // CR 606: only a planeswalker's abilities are loyalty abilities.
    loyaltyAbilities: types.includes('Planeswalker') ? parseLoyaltyAbilities(oracleText) : [],
    manaAbilities: mana.abilities,
  }
  if (mana.unsupported.length) face.unsupportedManaText = mana.unsupported
  for (const key of ['power', 'toughness', 'loyalty', 'defense'] as const) {
    const v = text(raw[key])
    if (v !== undefined) face[key] = v
  }
  if (colorIndicator?.length) face.colorIndicator = colorIndicator
  return face
}

export interface RawCard {
  id?: string
  name: string
  layout: CardLayout
  faces: CardFace[]
  manaValue?: number
  colorIdentity?: string[]
  legalities?: unknown
  isFunny?: boolean
  meldResult?: string
  isMeldResult?: boolean
}

export function buildCard(raw: RawCard): CardDefinition {
  const front = raw.faces[0]
  const def: CardDefinition = {
    id: raw.id || slug(raw.name),
    name: raw.name,
    layout: raw.layout,
    faces: raw.faces,
    manaValue: raw.manaValue ?? cardManaValue(raw.layout, raw.faces),
    colorIdentity: raw.colorIdentity
      ? normaliseColors(raw.colorIdentity)
      : colorIdentity({
          costs: raw.faces.map((f) => f.manaCost),
          texts: raw.faces.map((f) => f.oracleText),
          colorIndicator: raw.faces.flatMap((f) => f.colorIndicator ?? []),
        }),
    legalities: normaliseLegalities(raw.legalities),
  }
  if (raw.isFunny) def.isFunny = true
  if (raw.meldResult) def.meldResult = raw.meldResult
  if (raw.isMeldResult) def.isMeldResult = true
  if (!front) throw new CardDataError(`"${raw.name}" has no faces`, raw.name)
  return def
}

/** CR 202.3: a split card's mana value adds its halves (CR 709.4b); otherwise the front face's. */
export function cardManaValue(layout: CardLayout, faces: CardFace[]): number {
  if (layout === 'split' || layout === 'aftermath') return faces.reduce((n, f) => n + f.manaValue, 0)
  return faces[0]?.manaValue ?? 0
}

export function slug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'card'
  )
}
