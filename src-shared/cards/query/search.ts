// Searching a card pool with the query language (./parse.ts): an index of every card's searchable facts, built
// once per pool, and a query compiled into one predicate over it.
import type { Color } from '../../mana/types'
import { costKey, parseManaCost } from '../../mana/index'
import type { CardDefinition } from '../model'
import { foldName } from '../names'
import { parseQuery, type Comparison, type QueryError, type QueryNode } from './parse'

const BIT: Record<string, number> = { w: 1, u: 2, b: 4, r: 8, g: 16 }
const colorBits = (colors: readonly Color[]) => colors.reduce((n, c) => n | BIT[c.toLowerCase()], 0)
const popcount = (n: number) => ((n >> 0) & 1) + ((n >> 1) & 1) + ((n >> 2) & 1) + ((n >> 3) & 1) + ((n >> 4) & 1)

export interface IndexedCard {
  def: CardDefinition
  name: string
  typeLine: string
  text: string
  colors: number
  identity: number
  mv: number
  power: number
  toughness: number
  loyalty: number
  keywords: string[]
  costKeys: string[]
  legendary: boolean
  /** Bits of TYPE_WORDS in the type line, so the commonest t: terms are one bit test. */
  typeBits: number
  /** Worked out on the first is:automated query (the card-text engine's judgement). */
  automated?: boolean
}

const statOf = (value: string | undefined): number => {
  if (value === undefined) return NaN
  const n = parseFloat(value)
  return Number.isNaN(n) ? 0 : n // "*" counts as 0, as Scryfall does
}

function firstStat(def: CardDefinition, key: 'power' | 'toughness' | 'loyalty'): number {
  for (const f of def.faces) if (f[key] !== undefined) return statOf(f[key])
  return NaN
}

const TYPE_WORDS = [
  'creature',
  'land',
  'instant',
  'sorcery',
  'artifact',
  'enchantment',
  'planeswalker',
  'legendary',
  'basic',
  'battle',
  'tribal',
  'kindred',
]
const typeBitsOf = (typeLine: string) => TYPE_WORDS.reduce((n, w, i) => (typeLine.includes(w) ? n | (1 << i) : n), 0)

export function indexCard(def: CardDefinition): IndexedCard {
  const faces = def.faces
  const typeLine = faces
    .map((f) => f.typeLine)
    .join(' // ')
    .toLowerCase()
  return {
    typeBits: typeBitsOf(typeLine),
    def,
    name: foldName(def.name),
    typeLine,
    text: faces
      .map((f) => f.oracleText)
      .join('\n')
      .toLowerCase(),
    colors: faces.reduce((n, f) => n | colorBits(f.colors), 0),
    identity: colorBits(def.colorIdentity),
    mv: def.manaValue,
    power: firstStat(def, 'power'),
    toughness: firstStat(def, 'toughness'),
    loyalty: firstStat(def, 'loyalty'),
    keywords: [...new Set(faces.flatMap((f) => f.keywords.map((k) => k.toLowerCase())))],
    costKeys: faces.map((f) => (f.manaCost ? costKey(f.manaCost) : '')),
    legendary: faces.some((f) => f.supertypes.includes('Legendary')),
  }
}

export interface CardSearchIndex {
  cards: IndexedCard[]
}

/** Builds the index once per pool (sorted by name, the order results come in). */
export function buildSearchIndex(defs: Iterable<CardDefinition>): CardSearchIndex {
  const cards = [...defs].filter((d) => !d.isMeldResult).map(indexCard)
  cards.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return { cards }
}

type Predicate = (c: IndexedCard) => boolean

class CompileError extends Error {
  constructor(
    readonly position: number,
    message: string,
  ) {
    super(message)
  }
}

function compare(op: Comparison, a: number, b: number): boolean {
  switch (op) {
    case ':':
    case '=':
      return a === b
    case '!=':
      return a !== b
    case '<':
      return a < b
    case '<=':
      return a <= b
    case '>':
      return a > b
    case '>=':
      return a >= b
  }
}

function colorPredicate(field: 'colors' | 'identity', op: Comparison, value: string): Predicate {
  const lower = value.toLowerCase()
  if (lower === 'c') return (c) => (op === '!=' ? c[field] !== 0 : c[field] === 0)
  if (lower === 'm') return (c) => (op === '!=' ? popcount(c[field]) < 2 : popcount(c[field]) >= 2)
  const want = [...lower].reduce((n, ch) => n | (BIT[ch] ?? 0), 0)
  switch (op) {
    case ':':
    case '>=':
      return (c) => (c[field] & want) === want
    case '>':
      return (c) => (c[field] & want) === want && c[field] !== want
    case '=':
      return (c) => c[field] === want
    case '!=':
      return (c) => c[field] !== want
    case '<=':
      return (c) => (c[field] & ~want) === 0
    case '<':
      return (c) => (c[field] & ~want) === 0 && c[field] !== want
  }
}

function isPredicate(value: string, automated: (def: CardDefinition) => boolean): Predicate {
  const auto = (c: IndexedCard) => (c.automated ??= automated(c.def))
  switch (value.toLowerCase()) {
    case 'automated':
      return auto
    case 'manual':
      return (c) => !auto(c)
    case 'legendary':
      return (c) => c.legendary
    case 'hero':
      return (c) => c.typeLine.includes('planeswalker') || (c.legendary && c.typeLine.includes('creature'))
    case 'permanent':
      return (c) => !c.typeLine.includes('instant') && !c.typeLine.includes('sorcery')
    case 'spell':
      return (c) => !c.typeLine.includes('land')
    default:
      return (c) => popcount(c.colors) >= 2
  }
}

/** A rough cost of testing a node on one card, to order the parts of an "and". */
function costOf(node: QueryNode): number {
  switch (node.kind) {
    case 'term':
      return node.key === 'o' ? 10 : node.key === 'is' ? 20 : node.key === 't' || node.key === 'kw' ? 2 : 1
    case 'name':
      return 3
    case 'not':
      return costOf(node.item)
    case 'and':
    case 'or':
      return node.items.reduce((n, i) => n + costOf(i), 0)
    default:
      return 0
  }
}

function compile(node: QueryNode, automated: ((def: CardDefinition) => boolean) | undefined): Predicate {
  switch (node.kind) {
    case 'all':
      return () => true
    case 'and': {
      // Cheap tests first: the text searches run only on the cards the others let through.
      const items = [...node.items].sort((a, b) => costOf(a) - costOf(b)).map((n) => compile(n, automated))
      return (c) => items.every((p) => p(c))
    }
    case 'or': {
      const items = node.items.map((n) => compile(n, automated))
      return (c) => items.some((p) => p(c))
    }
    case 'not': {
      const item = compile(node.item, automated)
      return (c) => !item(c)
    }
    case 'name': {
      const word = foldName(node.value)
      return (c) => c.name.includes(word)
    }
    case 'term': {
      const { key, op, value } = node
      const lower = value.toLowerCase()
      switch (key) {
        case 't': {
          const bit = TYPE_WORDS.indexOf(lower)
          if (bit >= 0) return (c) => (c.typeBits & (1 << bit)) !== 0
          return (c) => c.typeLine.includes(lower)
        }
        case 'name': {
          const word = foldName(value)
          return (c) => c.name.includes(word)
        }
        case 'o':
          return lower.includes('~')
            ? (c) => c.text.includes(lower.replaceAll('~', c.name)) || c.text.includes(lower)
            : (c) => c.text.includes(lower)
        case 'kw':
          return (c) => c.keywords.includes(lower)
        case 'c':
          return colorPredicate('colors', op, value)
        case 'id':
          return colorPredicate('identity', op, value)
        case 'mv':
        case 'pow':
        case 'tou':
        case 'loy': {
          const n = Number(value)
          const field = ({ mv: 'mv', pow: 'power', tou: 'toughness', loy: 'loyalty' } as const)[key]
          return (c) => !Number.isNaN(c[field]) && compare(op, c[field], n)
        }
        case 'm': {
          let wanted: string
          try {
            wanted = costKey(parseManaCost(value))
          } catch (e) {
            throw new CompileError(node.at, `"${value}" is not a mana cost (${(e as Error).message})`)
          }
          return op === '!=' ? (c) => !c.costKeys.includes(wanted) : (c) => c.costKeys.includes(wanted)
        }
        case 'is':
          if (!automated && /^(automated|manual)$/i.test(value))
            throw new CompileError(
              node.at,
              `"is:${value}" needs the engine's judgement, which this search wasn't given`,
            )
          return isPredicate(value, automated ?? (() => false))
      }
      throw new CompileError(node.at, `unknown key "${key}"`)
    }
  }
}

export type CompiledQuery = { ok: true; test: Predicate } | { ok: false; error: QueryError }

export interface SearchOptions {
  /** Whether the engine automates a card's whole text (the engine's classifyCard, given by the caller: the card
   *  layer lies below the engine); without it "is:automated" and "is:manual" are refused. */
  automated?: (def: CardDefinition) => boolean
}

export function compileQuery(query: string, options: SearchOptions = {}): CompiledQuery {
  const parsed = parseQuery(query)
  if (!parsed.ok) return parsed
  try {
    return { ok: true, test: compile(parsed.node, options.automated) }
  } catch (e) {
    if (e instanceof CompileError) return { ok: false, error: { position: e.position, message: e.message } }
    throw e
  }
}

export type SearchResult = { ok: true; cards: CardDefinition[] } | { ok: false; error: QueryError }

/** Every card of the index the query matches, by name. */
export function searchCards(index: CardSearchIndex, query: string, options: SearchOptions = {}): SearchResult {
  const compiled = compileQuery(query, options)
  if (!compiled.ok) return compiled
  const out: CardDefinition[] = []
  for (const c of index.cards) if (compiled.test(c)) out.push(c.def)
  return { ok: true, cards: out }
}
