// Loyalty abilities (CR 606): "[+2]: …" as MTGJSON writes them, "+2: …" as Scryfall does; "−" is U+2212.
import type { LoyaltyAbility } from './model'

// CR 606.4: a loyalty ability's cost is a loyalty symbol: +N, −N, 0, +X, −X. Brackets optional.
// Each run of spaces follows a required character, so a line of spaces can't make the match backtrack.
const LINE = /^\s*(?:(\[)\s*)?(?:([+\u2212\u2013-])\s*)?(\d+|X)\s*(?:(\])\s*)?:([\s\S]*)$/

/** Reads the loyalty abilities from a planeswalker face's rules text, in printed order. */
export function parseLoyaltyAbilities(text: string): LoyaltyAbility[] {
  const abilities: LoyaltyAbility[] = []
  for (const line of text.split('\n')) {
    const m = LINE.exec(line)
    if (!m) continue
    const [, open, signText, value, close, rest] = m
    if (Boolean(open) !== Boolean(close)) continue
    const sign = signText === '+' ? '+' : signText ? '-' : ''
    // An unsigned cost other than 0 is not a loyalty cost ("1: …" would be malformed); CR 606.4 prints a sign.
    if (!sign && value !== '0') continue
    const x = value === 'X'
    const amount = x ? null : sign === '-' ? -Number(value) : Number(value)
    abilities.push({ cost: `${sign}${value}`, amount: amount === 0 ? 0 : amount, x, text: rest.trim() })
  }
  return abilities
}

/** The cost as printed on the card, with the true minus sign (CR 606.4). */
export function formatLoyaltyCost(ability: LoyaltyAbility): string {
  return ability.cost.replace('-', '\u2212')
}
