// Maps mana symbols to the `mana-font` package's CSS classes (https://mana.andrewgioia.com; MIT CSS, OFL font).
// Hybrid pairs use the font's colour-pair order (wu, ub, br, rg, gw, wb, ur, bg, rw, gu), which is also the
// order the mana module normalises them to; other orders are mapped onto it here.
import type { Color, ManaSymbol, ManaType } from '@shared/mana'
import { colorOrder, symbolText } from '@shared/mana'

/** How to draw one symbol: the font's classes, whether it is a half symbol, and a text fallback. */
export interface GlyphSpec {
  /** Classes for an `<i>`: always 'ms' and 'ms-cost'. */
  classes: string[]
  /** {HW}: draw inside a `ms-half` wrapper. */
  half?: boolean
  /** The canonical symbol text, for screen readers and titles. */
  label: string
  /** Text to show instead when the font has no glyph (e.g. {21}). */
  fallback?: string
}

const FONT_NUMBERS = new Set([...Array.from({ length: 21 }, (_, i) => i), 100, 1000000])
const lower = (c: string): string => c.toLowerCase()

/** The font's name for a colour pair: 'wu' for W and U in either order. */
export function fontPair(a: Color, b: Color): string {
  return colorOrder([a, b]).map(lower).join('')
}

/** The font classes for one symbol of a cost. */
export function glyphFor(symbol: ManaSymbol): GlyphSpec {
  const label = symbolText(symbol)
  const spec = (name: string, extra: Partial<GlyphSpec> = {}): GlyphSpec => ({
    classes: ['ms', 'ms-cost', `ms-${name}`],
    label,
    ...extra,
  })
  switch (symbol.kind) {
    case 'generic':
      if (symbol.amount === Infinity) return spec('infinity')
      if (symbol.amount === 0.5) return spec('1-2')
      if (FONT_NUMBERS.has(symbol.amount)) return spec(String(symbol.amount))
      return { classes: ['ms-text'], label, fallback: String(symbol.amount) }
    case 'variable':
      return spec(lower(symbol.letter))
    case 'colored':
      return spec(lower(symbol.color))
    case 'half':
      return spec(lower(symbol.color), { half: true })
    case 'colorless':
      return spec('c')
    case 'snow':
      return spec('s')
    case 'hybrid':
      return spec(fontPair(symbol.colors[0], symbol.colors[1]))
    case 'twobrid':
      return spec(`2${lower(symbol.color)}`)
    case 'phyrexian':
      return spec(
        symbol.colors.length === 1 ? `${lower(symbol.colors[0])}p` : `${fontPair(symbol.colors[0], symbol.colors[1])}p`,
      )
  }
}

/** The font classes for one type of mana in a pool: W…G, or C for colourless. */
export function glyphForType(type: ManaType): GlyphSpec {
  return { classes: ['ms', 'ms-cost', `ms-${lower(type)}`], label: `{${type}}` }
}
