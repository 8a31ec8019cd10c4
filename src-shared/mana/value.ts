// Derived figures of a cost: mana value (CR 202.3), colours (CR 202.2) and colour identity (CR 903.4).
import { BASIC_LAND_MANA } from './abilities'
import { symbolColors, parseSymbol } from './cost'
import type { Color, ManaCost, ManaSymbol } from './types'
import { COLORS } from './types'

export interface ManaValueOptions {
  /** The value chosen for X while the object is on the stack (CR 202.3b); off the stack leave it out (X = 0). */
  x?: number
  /** Values chosen for {Y} and {Z} (Un-cards); 0 when absent. */
  y?: number
  z?: number
}

/** What one symbol adds to the mana value (CR 202.3). */
export function symbolManaValue(symbol: ManaSymbol, opts: ManaValueOptions = {}): number {
  switch (symbol.kind) {
    case 'generic':
      return symbol.amount
    case 'variable':
      return (symbol.letter === 'X' ? opts.x : symbol.letter === 'Y' ? opts.y : opts.z) ?? 0 // CR 202.3b
    case 'twobrid':
      return 2 // CR 202.3c: the largest component
    case 'half':
      return 0.5 // {HW}: half a mana (Un-cards)
    case 'hybrid':
      return 1 // CR 202.3c
    case 'phyrexian':
      return 1 // CR 202.3d
    case 'colored':
    case 'colorless':
    case 'snow':
      return 1
  }
}

/**
 * Mana value (CR 202.3): the total amount of mana in the cost. No cost → 0 (CR 202.3a). X counts 0 off the
 * stack and `opts.x` on it (202.3b); hybrid counts its largest half, so {2/W} is 2 (202.3c); Phyrexian 1 (202.3d).
 */
export function manaValue(cost: ManaCost | null, opts: ManaValueOptions = {}): number {
  if (!cost) return 0
  let total = 0
  for (const symbol of cost.symbols) total += symbolManaValue(symbol, opts)
  return total
}

/** The colours of a cost (CR 202.2), hybrid and Phyrexian symbols included (202.2d), in WUBRG order. */
export function costColors(cost: ManaCost | null): Color[] {
  if (!cost) return []
  const seen = new Set<Color>()
  for (const symbol of cost.symbols) for (const c of symbolColors(symbol)) seen.add(c)
  return COLORS.filter((c) => seen.has(c))
}

const stripReminder = (text: string): string => text.replace(/\([^()]*\)/g, '')

/** The colours of the mana symbols written in rules text, reminder text (in parentheses) excluded (CR 903.4c). */
export function textColors(text: string): Color[] {
  const seen = new Set<Color>()
  const withoutReminders = stripReminder(text)
  for (const match of withoutReminders.matchAll(/\{([^{}]+)\}/g)) {
    let symbol: ManaSymbol
    try {
      symbol = parseSymbol(match[1])
    } catch {
      continue // {T}, {Q}, {E} and other non-mana symbols
    }
    for (const c of symbolColors(symbol)) seen.add(c)
  }
  return COLORS.filter((c) => seen.has(c))
}

/**
 * Colour identity (CR 903.4): the colours of the mana symbols in every face's mana cost and rules text
 * (reminder text excluded, 903.4c) plus any colour indicator and "is all colors" (903.4, 604.3), plus the mana of the intrinsic ability
 * of each basic land type in `subtypes` (CR 305.6: Tundra is white and blue although its text is only reminder
 * text). WUBRG order.
 */
export function colorIdentity(input: {
  costs: (ManaCost | null)[]
  texts: string[]
  colorIndicator?: Color[]
  subtypes?: string[]
}): Color[] {
  const seen = new Set<Color>()
  for (const subtype of input.subtypes ?? []) if (BASIC_LAND_MANA[subtype]) seen.add(BASIC_LAND_MANA[subtype]) // CR 305.6 intrinsic "{T}: Add …"
  for (const cost of input.costs) for (const c of costColors(cost)) seen.add(c)
  for (const text of input.texts) {
    for (const c of textColors(text)) seen.add(c)
    if (/\bis all colou?rs\b/i.test(stripReminder(text))) COLORS.forEach((c) => seen.add(c)) // CR 903.4, 604.3: characteristic-defining ability
  }
  for (const c of input.colorIndicator ?? []) seen.add(c)
  return COLORS.filter((c) => seen.has(c))
}

/**
 * The mana value a face has off the stack, by card layout: split and aftermath cards add their halves
 * (CR 709.4b); a flip card keeps its mana cost when flipped (CR 710.1c); the back face of a transforming
 * double-faced card uses its front face's cost (CR 202.3b, 2022 numbering); a melded permanent adds the front
 * faces of its pair (CR 202.3c, 2022: pass them as `meldFronts`); adventurer cards use the main face
 * (CR 716.4); every other face, modal double-faced ones included (CR 712.4), has its own.
 */
export function layoutManaValue(
  layout: string,
  faceCosts: (ManaCost | null)[],
  faceIndex: number,
  meldFronts?: (ManaCost | null)[],
): number {
  switch (layout) {
    case 'split':
    case 'aftermath':
      return faceCosts.reduce((sum, c) => sum + manaValue(c), 0)
    case 'flip':
    case 'transform':
    case 'adventure':
      return manaValue(faceCosts[0])
    case 'meld':
      if (faceIndex > 0 || faceCosts[faceIndex] === null)
        return (meldFronts ?? []).reduce((sum, c) => sum + manaValue(c), 0)
      return manaValue(faceCosts[faceIndex])
    default:
      return manaValue(faceCosts[faceIndex] ?? null)
  }
}
