// A bot's deck from its pool: the best two colours (the pair whose 23 best playables are worth most), 23 spells with
// enough creatures and a curve, and 17 lands (on-colour dual lands from the pool, then basics split by the spells'
// coloured mana symbols). Always 40 cards: a pool short of playables gets more basic lands (CR 100.2b: basic lands
// are free in limited).
import type { CardDefinition } from '../cards/model'
import { BASIC_NAMES } from './booster'
import { COLORS } from './bot'
import { cardWorth, pips } from './worth'

export interface BuiltDeck {
  colors: string[]
  /** The spells and nonbasic lands from the pool, one name per copy. */
  cards: string[]
  /** Basic land name → count. */
  basics: Record<string, number>
  /** The deck list text: basic lands first, then "1 Name" lines. */
  text: string
}

export const DECK_SIZE = 40
export const SPELLS = 23

const PAIRS: string[][] = COLORS.flatMap((a, i) => COLORS.slice(i + 1).map((b) => [a, b]))

function fits(def: CardDefinition, colors: string[]): boolean {
  return cardWorth(def).colors.every((c) => colors.includes(c))
}

function spellsFor(pool: CardDefinition[], colors: string[]): CardDefinition[] {
  return pool
    .filter((d) => !cardWorth(d).land && fits(d, colors))
    .sort((a, b) => cardWorth(b).score - cardWorth(a).score || a.name.localeCompare(b.name))
}

/** Chooses 23 spells: the best, then creatures swapped in for the weakest noncreatures up to 13, and at most four
 *  cards of mana value 6 or more. */
function chooseSpells(candidates: CardDefinition[]): CardDefinition[] {
  const chosen = candidates.slice(0, SPELLS)
  const rest = candidates.slice(SPELLS)
  const creatures = () => chosen.filter((d) => cardWorth(d).creature).length
  const spare = rest.filter((d) => cardWorth(d).creature)
  while (creatures() < 13 && spare.length) {
    let weakest = -1
    for (let i = chosen.length - 1; i >= 0; i--)
      if (!cardWorth(chosen[i]).creature && !cardWorth(chosen[i]).removal) {
        weakest = i
        break
      }
    if (weakest < 0) break
    const c = spare.shift()!
    if (cardWorth(c).score < cardWorth(chosen[weakest]).score - 1) break
    chosen.splice(weakest, 1, c)
    chosen.sort((a, b) => cardWorth(b).score - cardWorth(a).score)
  }
  const top = () => chosen.filter((d) => cardWorth(d).manaValue >= 6)
  const cheap = candidates.filter((d) => !chosen.includes(d) && cardWorth(d).manaValue < 6)
  while (top().length > 4 && cheap.length) {
    const worst = top().sort((a, b) => cardWorth(a).score - cardWorth(b).score)[0]
    chosen.splice(chosen.indexOf(worst), 1, cheap.shift()!)
  }
  return chosen
}

function pairScore(pool: CardDefinition[], colors: string[]): number {
  const spells = spellsFor(pool, colors).slice(0, SPELLS)
  let s = 0
  for (const d of spells) s += cardWorth(d).score
  return s - Math.max(0, SPELLS - spells.length) * 1.5
}

/** Builds a 40-card deck from a pool (one definition per card in it). */
export function buildDeck(pool: CardDefinition[]): BuiltDeck {
  let colors = PAIRS[0]
  let best = -Infinity
  for (const pair of PAIRS) {
    const s = pairScore(pool, pair)
    if (s > best) {
      best = s
      colors = pair
    }
  }
  const spells = chooseSpells(spellsFor(pool, colors))
  // Lands from the pool that make both colours (or any colour).
  const duals = pool
    .filter((d) => {
      const w = cardWorth(d)
      return w.land && !w.basic && colors.every((c) => w.produces.includes(c))
    })
    .slice(0, 3)
  const landCount = DECK_SIZE - spells.length - duals.length
  const weight: Record<string, number> = {}
  for (const c of colors) weight[c] = 0
  for (const d of spells) for (const [c, n] of Object.entries(pips(d.faces[0]))) if (c in weight) weight[c] += n
  const used = colors.filter((c) => weight[c] > 0)
  const split = used.length ? used : [colors[0]]
  const total = split.reduce((a, c) => a + (weight[c] || 1), 0)
  const basics: Record<string, number> = {}
  let given = 0
  const shares = split.map((c) => ({ c, exact: (landCount * (weight[c] || 1)) / total }))
  for (const s of shares) {
    const n = Math.floor(s.exact)
    basics[BASIC_NAMES[s.c]] = n
    given += n
  }
  shares.sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)))
  for (let i = 0; given < landCount; i = (i + 1) % shares.length, given++) basics[BASIC_NAMES[shares[i].c]]++
  const cards = [...spells, ...duals].map((d) => d.name)
  const counts = new Map<string, number>()
  for (const n of cards) counts.set(n, (counts.get(n) ?? 0) + 1)
  const lines = [
    ...Object.entries(basics)
      .filter(([, n]) => n > 0)
      .map(([name, n]) => `${n} ${name}`),
    ...[...counts].map(([name, n]) => `${n} ${name}`),
  ]
  return { colors, cards, basics, text: lines.join('\n') }
}
