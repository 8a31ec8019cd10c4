// Mana costs: parsing, canonical printing and comparison (CR 107.4, 202.1; rulings MA-2, MA-6).
import type { Color, ManaCost, ManaSymbol } from './types'
import { COLORS } from './types'

/** A malformed cost or an unknown symbol. The message quotes the offending text. */
export class ManaCostError extends Error {
  constructor(
    message: string,
    /** The offending symbol or text, as written. */
    readonly symbol: string,
  ) {
    super(message)
    this.name = 'ManaCostError'
  }
}

const COLOR_SET = new Set<string>(COLORS)
const isColor = (c: string): c is Color => COLOR_SET.has(c)
const colorIndex = (c: Color): number => COLORS.indexOf(c)

/**
 * Canonical printed order of a set of colours (as cards print them): the run that goes round the colour
 * wheel WUBRG in steps of one (allies, shards, four-colour) or, failing that, steps of two (enemies, wedges).
 * {W}{U}, {U}{R}, {R}{W}, {G}{W}{U}, {W}{B}{G}, {U}{B}{R}{G}.
 */
export function colorOrder(colors: Iterable<Color>): Color[] {
  const set = new Set<Color>(colors)
  const n = set.size
  if (n <= 1) return [...set]
  for (const step of [1, 2]) {
    for (const start of COLORS) {
      if (!set.has(start)) continue
      const run: Color[] = []
      for (let k = 0; k < n; k++) run.push(COLORS[(colorIndex(start) + k * step) % 5])
      if (run.every((c) => set.has(c))) return run
    }
  }
  return COLORS.filter((c) => set.has(c)) // unreachable for real colour sets
}

const ORDER_CACHE = new Map<string, Color[]>()
function cachedOrder(colors: Color[]): Color[] {
  const key = COLORS.filter((c) => colors.includes(c)).join('')
  let order = ORDER_CACHE.get(key)
  if (!order) ORDER_CACHE.set(key, (order = colorOrder(colors)))
  return order
}

/** The canonical text of one symbol: '{2}', '{X}', '{W/U}', '{2/W}', '{W/P}', '{G/U/P}', '{HW}', '{½}', '{∞}'. */
export function symbolText(symbol: ManaSymbol): string {
  switch (symbol.kind) {
    case 'generic':
      return genericText(symbol.amount)
    case 'variable':
      return `{${symbol.letter}}`
    case 'colored':
      return `{${symbol.color}}`
    case 'half':
      return `{H${symbol.color}}`
    case 'colorless':
      return '{C}'
    case 'snow':
      return '{S}'
    case 'hybrid':
      return `{${symbol.colors[0]}/${symbol.colors[1]}}`
    case 'twobrid':
      return `{2/${symbol.color}}`
    case 'phyrexian':
      return `{${symbol.colors.join('/')}/P}`
  }
}

function genericText(amount: number): string {
  if (amount === Infinity) return '{∞}'
  const whole = Math.floor(amount)
  const half = amount - whole >= 0.5
  if (half) return whole > 0 ? `{${whole}}{½}` : '{½}'
  return `{${whole}}`
}

/** Parses one symbol's inner text (without braces); throws ManaCostError quoting `{inner}`. */
export function parseSymbol(inner: string): ManaSymbol {
  const s = inner.trim().toUpperCase()
  if (s === '') badSymbol(inner, 'it is empty')
  if (/^\d+$/.test(s)) return { kind: 'generic', amount: Number(s) }
  if (s === '½' || s === '1/2') return { kind: 'generic', amount: 0.5 }
  if (s === '∞' || s === 'INFINITY') return { kind: 'generic', amount: Infinity }
  if (s === 'X' || s === 'Y' || s === 'Z') return { kind: 'variable', letter: s }
  if (s === 'C') return { kind: 'colorless' }
  if (s === 'S') return { kind: 'snow' }
  if (isColor(s)) return { kind: 'colored', color: s }
  if (/^H[WUBRG]$/.test(s)) return { kind: 'half', color: s[1] as Color }
  const parts = s.split('/')
  if (parts.length === 2 || parts.length === 3) {
    // Accept the Phyrexian marker on either side ({W/P} or {P/W}); normalise the colour pair (MA-6).
    const phyrexian = parts.includes('P')
    const rest = parts.filter((p) => p !== 'P')
    if (phyrexian && parts.filter((p) => p === 'P').length === 1) {
      if (rest.every(isColor) && new Set(rest).size === rest.length) {
        if (rest.length === 1) return { kind: 'phyrexian', colors: [rest[0] as Color] }
        if (rest.length === 2) return { kind: 'phyrexian', colors: pair(rest[0] as Color, rest[1] as Color) }
      }
    } else if (!phyrexian && parts.length === 2) {
      const [a, b] = parts
      if (isColor(a) && isColor(b) && a !== b) return { kind: 'hybrid', colors: pair(a, b) }
      if (a === '2' && isColor(b)) return { kind: 'twobrid', color: b }
      if (b === '2' && isColor(a)) return { kind: 'twobrid', color: a }
    }
  }
  return badSymbol(inner, 'expected {N}, {X}, {W}…{G}, {C}, {S}, {W/U}, {2/W}, {W/P} or {W/U/P} (ruling MA-2)')
}

function badSymbol(inner: string, why: string): never {
  throw new ManaCostError(`unknown mana symbol "{${inner}}": ${why}`, `{${inner}}`)
}

/** A two-colour pair in printed order ({W/U}, {U/R}, {R/W}, {G/U} …). */
function pair(a: Color, b: Color): [Color, Color] {
  const [x, y] = cachedOrder([a, b])
  return [x, y]
}

/**
 * Parses a printed mana cost ("{1}{W/U}{W/U}") into a normalised cost: generic amounts summed into one
 * symbol (MA-6), symbols in canonical printed order. '' (or blanks) is "no mana cost" → null (CR 202.1b),
 * distinct from "{0}". Throws ManaCostError quoting the bad symbol on malformed text.
 */
export function parseManaCost(text: string): ManaCost | null {
  if (typeof text !== 'string') throw new ManaCostError(`a mana cost must be text, got ${typeof text}`, String(text))
  const src = text.trim()
  if (src === '') return null
  const symbols: ManaSymbol[] = []
  let i = 0
  while (i < src.length) {
    const ch = src[i]
    if (ch === '{') {
      const close = src.indexOf('}', i + 1)
      const nextOpen = src.indexOf('{', i + 1)
      if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
        const fragment = src.slice(i, nextOpen >= 0 && (close < 0 || nextOpen < close) ? nextOpen : src.length)
        throw new ManaCostError(`malformed mana cost "${text}": "${fragment}" has no closing "}"`, fragment)
      }
      symbols.push(parseSymbol(src.slice(i + 1, close)))
      i = close + 1
    } else if (ch === ' ') {
      i++
    } else {
      const end = src.indexOf('{', i)
      const fragment = src.slice(i, end < 0 ? src.length : end).trim()
      throw new ManaCostError(
        `malformed mana cost "${text}": "${fragment}" is not inside braces (write e.g. "{2}{W}")`,
        fragment,
      )
    }
  }
  return normalizeCost({ symbols })
}

/** Sort rank of the non-coloured symbols, in printed order: {X}{Y}{Z} {N} {S} {C}. */
function plainRank(symbol: ManaSymbol): number {
  switch (symbol.kind) {
    case 'variable':
      return symbol.letter === 'X' ? 0 : symbol.letter === 'Y' ? 1 : 2
    case 'generic':
      return 3
    case 'snow':
      return 4
    case 'colorless':
      return 5
    default:
      return 6
  }
}

const KIND_RANK: Record<ManaSymbol['kind'], number> = {
  variable: 0,
  generic: 0,
  snow: 0,
  colorless: 0,
  twobrid: 1,
  hybrid: 2,
  colored: 3,
  phyrexian: 4,
  half: 5,
}

export function symbolColors(symbol: ManaSymbol): Color[] {
  switch (symbol.kind) {
    case 'colored':
    case 'half':
    case 'twobrid':
      return [symbol.color]
    case 'hybrid':
      return symbol.colors
    case 'phyrexian':
      return symbol.colors
    default:
      return []
  }
}

/**
 * Normalises a cost (MA-6): sums the generic amounts into one symbol (dropping a {0} beside other symbols)
 * and orders symbols as cards print them: {X} first, then generic, {S}, {C}, then the coloured symbols in
 * the colour order of the whole cost, a hybrid symbol sitting between its two colours ({2}{G}{G/U/P}{U}).
 */
export function normalizeCost(cost: ManaCost): ManaCost {
  let generic = 0
  let hasGeneric = false
  const plain: ManaSymbol[] = []
  const colored: ManaSymbol[] = []
  const colorsSeen = new Set<Color>()
  for (const symbol of cost.symbols) {
    if (symbol.kind === 'generic') {
      generic += symbol.amount
      hasGeneric = true
    } else if (symbol.kind === 'variable' || symbol.kind === 'snow' || symbol.kind === 'colorless') {
      plain.push({ ...symbol })
    } else {
      colored.push(
        symbol.kind === 'hybrid'
          ? { kind: 'hybrid', colors: pair(...symbol.colors) }
          : symbol.kind === 'phyrexian' && symbol.colors.length === 2
            ? { kind: 'phyrexian', colors: pair(symbol.colors[0], symbol.colors[1]) }
            : ({ ...symbol } as ManaSymbol),
      )
      for (const c of symbolColors(symbol)) colorsSeen.add(c)
    }
  }
  if (hasGeneric && (generic > 0 || (plain.length === 0 && colored.length === 0)))
    plain.push({ kind: 'generic', amount: generic })
  plain.sort((a, b) => plainRank(a) - plainRank(b))
  if (colored.length > 1) {
    const order = cachedOrder([...colorsSeen])
    // A symbol sits at the mean position of its colours in the cost's colour order.
    const keyed = colored.map((s) => {
      const cs = symbolColors(s)
      let sum = 0
      for (const c of cs) sum += order.indexOf(c)
      return { s, pos: sum / cs.length, rank: KIND_RANK[s.kind], text: symbolText(s) }
    })
    keyed.sort((a, b) => a.pos - b.pos || a.rank - b.rank || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
    return { symbols: [...plain, ...keyed.map((k) => k.s)] }
  }
  return { symbols: [...plain, ...colored] }
}

/** Canonical printed text of a cost; '' for "no mana cost" (null). */
export function formatManaCost(cost: ManaCost | null): string {
  if (!cost) return ''
  return cost.symbols.map(symbolText).join('')
}

/**
 * "Exactly the same mana cost" (ruling MA-6, Mental Magic): the costs compared as multisets of symbols after
 * normalisation, so {1}{W}{U} equals {1}{U}{W}. Two missing costs are equal; a missing cost never equals {0}.
 */
export function costsEqual(a: ManaCost | string | null, b: ManaCost | string | null): boolean {
  const ca = typeof a === 'string' ? parseManaCost(a) : a
  const cb = typeof b === 'string' ? parseManaCost(b) : b
  if (ca === null || cb === null) return ca === cb
  return costKey(ca) === costKey(cb)
}

/** A string key equal for exactly the costs that are equal under MA-6 (for maps and indexes). */
export function costKey(cost: ManaCost | null): string {
  if (!cost) return ''
  return normalizeCost(cost).symbols.map(symbolText).sort().join('')
}
