// Sample hands and the mulligan trainer: a deck shuffled with the seeded generator, the opening hand, the variant's
// own mulligan (the London mulligan, CR 103.5, or Manahearth's partial mulligan, ruling MH-3), then the next draws.
import { Random } from '../engine/rng'
import { variantById } from '../engine/registry'

export type MulliganKind = 'london' | 'partial'

/** The variant's mulligan: a variant that replaces the core `mulligan` action has Manahearth's partial one (MH-3). */
export function mulliganKind(variant: string): MulliganKind {
  return variantById(variant).actions.mulligan ? 'partial' : 'london'
}

export interface SampleHand {
  variant: string
  kind: MulliganKind
  handSize: number
  /** Cards drawn per draw step (Combat Rules draws three, MCR-5). */
  perTurn: number
  /** The library, top first (the hand's cards are out of it). */
  library: string[]
  hand: string[]
  mulligans: number
  /** London mulligan: cards still to put on the bottom (CR 103.5). */
  toBottom: number
  /** Manahearth's mulligan is taken once (MH-3). */
  canMulligan: boolean
  /** The turn drawn up to (0 = the opening hand). */
  turn: number
  rng: number
}

function shuffle<T>(items: T[], rng: Random): T[] {
  const a = [...items]
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    ;[a[i], a[j]] = [a[j], a[i]]
  }
  return a
}

/** A new sample hand from the deck's cards (any identifiers: names or definition ids). */
export function sampleHand(variant: string, deck: string[], seed: number): SampleHand {
  const v = variantById(variant)
  const rng = Random.fromSeed(seed)
  const library = shuffle(deck, rng)
  const handSize = v.handSize
  const perTurn = v.id === 'combat' ? 3 : 1
  return {
    variant,
    kind: mulliganKind(variant),
    handSize,
    perTurn,
    hand: library.slice(0, handSize),
    library: library.slice(handSize),
    mulligans: 0,
    toBottom: 0,
    canMulligan: true,
    turn: 0,
    rng: rng.state,
  }
}

/**
 * London mulligan (CR 103.5): shuffle the hand back, draw seven again, then put one card on the bottom per
 * mulligan taken. Partial (MH-3): `cards` (1 to 3 positions in hand) are shuffled back and the hand draws back up.
 */
export function takeMulligan(h: SampleHand, cards: number[] = []): SampleHand {
  if (!h.canMulligan) throw new Error('no more mulligans: Manahearth allows one (ruling MH-3)')
  if (h.toBottom > 0) throw new Error(`put ${h.toBottom} card(s) on the bottom first (CR 103.5)`)
  const rng = new Random(h.rng)
  if (h.kind === 'partial') {
    const picked = [...new Set(cards)].filter((i) => i >= 0 && i < h.hand.length)
    if (picked.length < 1 || picked.length > 3) throw new Error('choose 1 to 3 cards to shuffle back (ruling MH-3)')
    const back = picked.map((i) => h.hand[i])
    const keep = h.hand.filter((_, i) => !picked.includes(i))
    const library = shuffle([...h.library, ...back], rng)
    const n = h.handSize - keep.length
    return {
      ...h,
      hand: [...keep, ...library.slice(0, n)],
      library: library.slice(n),
      mulligans: 1,
      canMulligan: false,
      rng: rng.state,
    }
  }
  const all = shuffle([...h.library, ...h.hand], rng)
  const mulligans = h.mulligans + 1
  return {
    ...h,
    hand: all.slice(0, h.handSize),
    library: all.slice(h.handSize),
    mulligans,
    toBottom: Math.min(mulligans, h.handSize),
    canMulligan: mulligans < h.handSize,
    rng: rng.state,
  }
}

/** London mulligan: puts the hand's card at `index` on the bottom of the library (CR 103.5). */
export function putOnBottom(h: SampleHand, index: number): SampleHand {
  if (h.toBottom <= 0) throw new Error('no card is owed to the bottom')
  if (index < 0 || index >= h.hand.length) throw new Error('no such card in hand')
  return {
    ...h,
    hand: h.hand.filter((_, i) => i !== index),
    library: [...h.library, h.hand[index]],
    toBottom: h.toBottom - 1,
  }
}

/** Draws the next turn's cards (a draw step's worth). */
export function drawNext(h: SampleHand): SampleHand {
  if (h.toBottom > 0) throw new Error(`put ${h.toBottom} card(s) on the bottom first (CR 103.5)`)
  const n = Math.min(h.perTurn, h.library.length)
  return {
    ...h,
    hand: [...h.hand, ...h.library.slice(0, n)],
    library: h.library.slice(n),
    turn: h.turn + 1,
    canMulligan: false,
  }
}
