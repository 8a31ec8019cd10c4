// Words the grammar and the engine share: colour words (CR 105.1) and the keywords the engine runs (CR 702).
import type { Color } from '../../mana/types'

export const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' }
/** The keywords the engine automates (CR 702), as the grammar reads them. */
export const KEYWORD_PHRASES = [
  'flying',
  'reach',
  'first strike',
  'double strike',
  'deathtouch',
  'lifelink',
  'trample',
  'vigilance',
  'haste',
  'defender',
  'menace',
  'indestructible',
  'hexproof',
  'shroud',
  'flash',
] as const
