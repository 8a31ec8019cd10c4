// Words the grammar and the engine share: colour words (CR 105.1) and the keywords the engine runs (CR 702).
import type { Color } from '../mana/types'

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
  // Evasion (CR 702.14 landwalk, 702.28 shadow, 702.31 horsemanship, 702.36 fear, 702.13 intimidate, 702.118 skulk)
  'swampwalk',
  'islandwalk',
  'forestwalk',
  'mountainwalk',
  'plainswalk',
  'nonbasic landwalk',
  'shadow',
  'horsemanship',
  'fear',
  'intimidate',
  'skulk',
  // Characteristics and damage (CR 702.73 changeling, 702.114 devoid, 702.90 infect, 702.80 wither)
  'changeling',
  'devoid',
  'infect',
  'wither',
  // Keyword triggers (CR 702.108 prowess, 702.83 exalted, 702.25 flanking, 702.79 persist, 702.93 undying, 702.100 evolve)
  'prowess',
  'exalted',
  'flanking',
  'persist',
  'undying',
  'evolve',
  // CR 702.110 exploit (keywordAbilities.ts)
  'exploit',
  // CR 702.95 soulbond (keywordAbilities.ts, engine/soulbond.ts)
  'soulbond',
] as const
/** Keywords with a number (CR 702.45 bushido, 702.23 rampage, 702.86 annihilator, 702.112 renown, 702.130 afflict). */
export const NUMBERED_KEYWORDS = ['bushido', 'rampage', 'annihilator', 'renown', 'afflict'] as const

/** The keyword "protection from the chosen color" (CR 702.16a, 614.12) until it is read as its source's choice
 *  (engine/query.ts). */
export const CHOSEN_PROTECTION = 'protection from the chosen color'
