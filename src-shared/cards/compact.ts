// A compact form of card definitions for storage (the card database file): what can be derived again from the card
// text is left out (parsed costs, split type lines, empty lists) and legalities are shared through a table.
// hydrateCards() rebuilds the exact same definitions. Pure data and functions.
import type { ManaCost } from '../mana/types'
import { parseManaCost } from '../mana/index'
import type { CardDefinition, CardFace, Legality } from './model'
import { parseTypeLine } from './typeLine'
import { CardPool } from './pool'
import { storeAbilities } from './storedAbilities'

export interface CompactCards {
  /** Distinct legality records; each card names one by index. */
  legalities: Array<Record<string, Legality>>
  cards: CompactCard[]
}

export type CompactFace = Omit<
  CardFace,
  'manaCost' | 'supertypes' | 'types' | 'subtypes' | 'loyaltyAbilities' | 'manaAbilities' | 'keywords' | 'colors'
> &
  Partial<Pick<CardFace, 'loyaltyAbilities' | 'manaAbilities' | 'keywords' | 'colors'>> & {
    /** The face's compiled ability tree as JSON, by the compiler the database names (cards/storedAbilities.ts). */
    a?: string
  }

export type CompactCard = Omit<CardDefinition, 'faces' | 'legalities'> & { faces: CompactFace[]; l: number }

const LISTS = ['loyaltyAbilities', 'manaAbilities', 'keywords', 'colors'] as const

/** `abilities[i][j]`: card i's face j compiled (JSON), stored with it. */
export function compactCards(cards: CardDefinition[], abilities?: string[][]): CompactCards {
  const table: Array<Record<string, Legality>> = []
  const index = new Map<string, number>()
  const out = cards.map((card, i): CompactCard => {
    const key = JSON.stringify(card.legalities)
    let l = index.get(key)
    if (l === undefined) {
      l = table.length
      index.set(key, l)
      table.push(card.legalities)
    }
    const { faces, legalities: _legalities, ...rest } = card
    return {
      ...rest,
      faces: faces.map((face, j) => {
        const { manaCost: _c, supertypes: _s, types: _t, subtypes: _st, ...f } = face
        const compact = f as CompactFace
        for (const list of LISTS) if (!face[list].length) delete compact[list]
        const a = abilities?.[i]?.[j]
        if (a !== undefined) compact.a = a
        return compact
      }),
      l,
    }
  })
  return { legalities: table, cards: out }
}

interface Memo {
  costs: Map<string, ManaCost | null>
  typeLines: Map<string, ReturnType<typeof parseTypeLine>>
  /** The compiler version of the stored ability trees; without one they are not used. */
  compiler?: string
}

export interface HydrateOptions {
  /** The version of the compiler that wrote the faces' ability trees (the database's header). */
  compiler?: string
}

const newMemo = (options: HydrateOptions = {}): Memo => ({
  costs: new Map(),
  typeLines: new Map(),
  ...(options.compiler ? { compiler: options.compiler } : {}),
})

/** Rebuilds one definition (its own objects; cost and type-line parsing memoised across calls sharing `memo`). */
function hydrateCard(c: CompactCard, table: CompactCards['legalities'], memo: Memo): CardDefinition {
  const legalities = table[c.l]
  if (!legalities) throw new Error(`card "${c.name}" names legality record ${c.l}, which is missing`)
  const faces = new Array<CardFace>(c.faces.length)
  for (let j = 0; j < c.faces.length; j++) {
    const f = c.faces[j]
    let types = memo.typeLines.get(f.typeLine)
    if (!types) memo.typeLines.set(f.typeLine, (types = parseTypeLine(f.typeLine)))
    let cost = memo.costs.get(f.manaCostText)
    if (cost === undefined) memo.costs.set(f.manaCostText, (cost = parseManaCost(f.manaCostText)))
    const face: CardFace = {
      name: f.name,
      manaCost: cost && { symbols: cost.symbols.map(copySymbol) },
      manaCostText: f.manaCostText,
      manaValue: f.manaValue,
      typeLine: f.typeLine,
      supertypes: types.supertypes.slice(),
      types: types.types.slice(),
      subtypes: types.subtypes.slice(),
      oracleText: f.oracleText,
      colors: f.colors ?? [],
      keywords: f.keywords ?? [],
      loyaltyAbilities: f.loyaltyAbilities ?? [],
      manaAbilities: f.manaAbilities ?? [],
    }
    if (f.power !== undefined) face.power = f.power
    if (f.toughness !== undefined) face.toughness = f.toughness
    if (f.loyalty !== undefined) face.loyalty = f.loyalty
    if (f.defense !== undefined) face.defense = f.defense
    if (f.colorIndicator !== undefined) face.colorIndicator = f.colorIndicator
    if (f.unsupportedManaText !== undefined) face.unsupportedManaText = f.unsupportedManaText
    if (f.a !== undefined && memo.compiler) storeAbilities(face, memo.compiler, f.a)
    faces[j] = face
  }
  const def: CardDefinition = {
    id: c.id,
    name: c.name,
    layout: c.layout,
    faces,
    manaValue: c.manaValue,
    colorIdentity: c.colorIdentity,
    legalities: Object.assign({}, legalities),
  }
  if (c.isFunny) def.isFunny = true
  if (c.meldResult !== undefined) def.meldResult = c.meldResult
  if (c.isMeldResult) def.isMeldResult = true
  return def
}

/** Rebuilds full definitions from their compact form. */
export function hydrateCards(compact: CompactCards, options: HydrateOptions = {}): CardDefinition[] {
  const memo = newMemo(options)
  return compact.cards.map((c) => hydrateCard(c, compact.legalities, memo))
}

/**
 * A pool over compact cards, each rebuilt into its definition the first time it is asked for: opening a full
 * database indexes names, costs and types without building 24,000 definitions.
 */
export function poolFromCompact(compact: CompactCards, options: HydrateOptions = {}): CardPool {
  const memo = newMemo(options)
  const pool = new CardPool()
  for (const card of compact.cards) {
    if (!compact.legalities[card.l])
      throw new Error(`card "${card.name}" names legality record ${card.l}, which is missing`)
    pool.addLazy(card, () => hydrateCard(card, compact.legalities, memo))
  }
  return pool
}

function copySymbol<T extends object>(symbol: T): T {
  return { ...symbol }
}
