// A deck's live statistics for the editor: the mana curve, the colour split of costs and of mana sources, the
// type breakdown, average mana value (lands left out, as players count it) and the share the engine automates.
import type { Color } from '../mana/types'
import type { CardDefinition } from './model'

export interface DeckStatsEntry {
  card: CardDefinition
  count: number
}

export interface DeckStats {
  cards: number
  /** Nonland cards by mana value; the last bucket is "7 or more". */
  curve: number[]
  /** Coloured mana symbols in the costs, by colour. */
  costColors: Record<Color, number>
  /** Cards whose mana abilities can produce each colour (lands and other sources, counted per copy). */
  sourceColors: Record<Color, number>
  /** Copies by card type (a Creature Land counts once under each). */
  types: Record<string, number>
  averageManaValue: number
  /** Copies the engine fully automates, over all copies (0..1). */
  automatedShare: number
}

export const CURVE_MAX = 7
export const STAT_TYPES = [
  'Creature',
  'Planeswalker',
  'Instant',
  'Sorcery',
  'Artifact',
  'Enchantment',
  'Battle',
  'Land',
] as const
const COLORS: Color[] = ['W', 'U', 'B', 'R', 'G']
const zero = (): Record<Color, number> => ({ W: 0, U: 0, B: 0, R: 0, G: 0 })

export function deckStats(entries: DeckStatsEntry[], automated: (card: CardDefinition) => boolean): DeckStats {
  const curve = new Array<number>(CURVE_MAX + 1).fill(0)
  const costColors = zero()
  const sourceColors = zero()
  const types: Record<string, number> = {}
  let cards = 0
  let spells = 0
  let mvTotal = 0
  let auto = 0
  for (const { card, count } of entries) {
    cards += count
    const front = card.faces[0]
    const isLand = front.types.includes('Land')
    for (const t of front.types) types[t] = (types[t] ?? 0) + count
    if (!isLand) {
      spells += count
      mvTotal += card.manaValue * count
      curve[Math.min(CURVE_MAX, Math.floor(card.manaValue))] += count
    }
    for (const face of card.faces) {
      for (const symbol of face.manaCostText.match(/\{[^{}]+\}/g) ?? [])
        for (const c of COLORS) if (symbol.includes(c)) costColors[c] += count
    }
    const produced = new Set<Color>()
    for (const face of card.faces)
      for (const ability of face.manaAbilities)
        for (const option of ability.produces)
          for (const unit of option) {
            if (unit === 'any') COLORS.forEach((c) => produced.add(c))
            else if ((COLORS as string[]).includes(unit)) produced.add(unit as Color)
          }
    for (const c of produced) sourceColors[c] += count
    if (automated(card)) auto += count
  }
  return {
    cards,
    curve,
    costColors,
    sourceColors,
    types,
    averageManaValue: spells ? mvTotal / spells : 0,
    automatedShare: cards ? auto / cards : 0,
  }
}
