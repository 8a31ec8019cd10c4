// Exact odds from a deck's composition (hypergeometric distribution): drawing without replacement from a shuffled
// library, every hand of n cards among N is equally likely.

/** n choose k, exact for the deck sizes that occur (products of small integers stay below 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n || n < 0) return 0
  k = Math.min(k, n - k)
  let r = 1
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i
  return Math.round(r)
}

/** P(exactly k successes) drawing `draws` cards from `deck` cards of which `successes` are successes. */
export function hypergeometric(deck: number, successes: number, draws: number, k: number): number {
  const total = choose(deck, draws)
  if (!total) return 0
  return (choose(successes, k) * choose(deck - successes, draws - k)) / total
}

/** P(at least k successes) among `draws` cards. */
export function atLeast(deck: number, successes: number, draws: number, k: number): number {
  const n = Math.min(draws, deck)
  let p = 0
  for (let i = Math.max(0, k); i <= Math.min(successes, n); i++) p += hypergeometric(deck, successes, n, i)
  return Math.min(1, p)
}

export interface DrawPlan {
  /** The opening hand's size (CR 103.4: 7; Manahearth: 3). */
  handSize: number
  /** Cards drawn in each draw step (1; Combat Rules: 3, MCR-5). */
  perTurn?: number
  /** On the play, the starting player skips the first turn's draw (CR 103.7a) when the variant says so. */
  onPlay: boolean
  skipsFirstDraw?: boolean
}

/** Cards seen by the draw step of your turn `turn` (1 = your first turn), without mulligans. */
export function cardsSeen(turn: number, plan: DrawPlan): number {
  const per = plan.perTurn ?? 1
  const draws = plan.onPlay && (plan.skipsFirstDraw ?? true) ? turn - 1 : turn
  return plan.handSize + Math.max(0, draws) * per
}

/** P(at least `lands` lands in the opening hand). */
export function openingLands(deck: number, landCount: number, handSize: number, lands: number): number {
  return atLeast(deck, landCount, handSize, lands)
}

/** P(at least one of `copies` copies of a card in hand by your turn `turn`, after that turn's draw). */
export function cardByTurn(deck: number, copies: number, turn: number, plan: DrawPlan): number {
  return atLeast(deck, copies, cardsSeen(turn, plan), 1)
}

/** The whole distribution of successes in `draws` cards (index k = P(exactly k)). */
export function distribution(deck: number, successes: number, draws: number): number[] {
  const n = Math.min(draws, deck)
  return Array.from({ length: n + 1 }, (_, k) => hypergeometric(deck, successes, n, k))
}
