// Objects in card files that are not cards a deck can hold: tokens, emblems, planes, schemes, art-series cards,
// Vanguard avatars, dungeons, Theros "Hero" cards. Importers count them by reason instead of importing them.

export type SkipReason =
  'token' | 'emblem' | 'plane' | 'scheme' | 'art_series' | 'vanguard' | 'dungeon' | 'hero_card' | 'not_a_card'

export const SKIP_REASONS: readonly SkipReason[] = [
  'token',
  'emblem',
  'plane',
  'scheme',
  'art_series',
  'vanguard',
  'dungeon',
  'hero_card',
  'not_a_card',
]

const BY_LAYOUT: Record<string, SkipReason> = {
  token: 'token',
  double_faced_token: 'token',
  emblem: 'emblem',
  planar: 'plane',
  scheme: 'scheme',
  art_series: 'art_series',
  vanguard: 'vanguard',
}

/** Why an object with this layout and (front) type line is not a card to import, or null when it is one. */
export function skipReason(layout: string | undefined, typeLine: string | undefined): SkipReason | null {
  const byLayout = layout ? BY_LAYOUT[layout] : undefined
  if (byLayout) return byLayout
  const words = (typeLine ?? '').split(/(?<!\s)\s+[—–-]\s+/)[0].split(/\s+/)
  if (words.includes('Token') || typeLine === 'Card') return 'token' // Scryfall's "Card" objects: The Monarch, …
  if (words.includes('Emblem')) return 'emblem'
  if (words.includes('Plane') || words.includes('Phenomenon')) return 'plane' // CR 311, 312
  if (words.includes('Scheme')) return 'scheme' // CR 314
  if (words.includes('Vanguard')) return 'vanguard' // CR 902
  if (words.includes('Dungeon')) return 'dungeon' // CR 309: dungeon cards start outside the game
  if (words.includes('Hero')) return 'hero_card' // Theros "Hero's Path" cards, not Magic cards for a deck
  return null
}
