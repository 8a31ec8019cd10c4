// The draft bots: each pick is the card's worth (./worth.ts) shaped by the bot's colours, which firm up over pack 1
// (two colours after it; an off-colour card must be far better to be taken), by what flows to it (signals: good
// cards of a colour still in late packs), by curve and creature needs in packs 2 and 3, and by the bot's own seeded
// style, so no two bots draft alike. Pure and deterministic: the same pod and seat give the same pick.
import type { CardDefinition } from '../cards/model'
import { Random } from '../engine/rng'
import { cardWorth, type CardWorth } from './worth'

export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const

/** A bot's leanings, drawn from the pod's seed. */
export interface BotStyle {
  /** A small liking for each colour. */
  colorBias: Record<string, number>
  /** How fast its colours firm up in pack 1 (1 = by its end). */
  commitSpeed: number
  /** How much removal pleases it. */
  removalLove: number
  /** How much cheap creatures please it (an aggressive drafter) against big ones. */
  aggression: number
  /** How much it follows signals. */
  signalTrust: number
}

export function botStyle(seed: number, seat: number): BotStyle {
  const rng = Random.fromSeed(seed * 31 + seat * 7919 + 17)
  const colorBias: Record<string, number> = {}
  for (const c of COLORS) colorBias[c] = Math.round((rng.next() * 0.6 - 0.3) * 100) / 100
  const r = (lo: number, hi: number) => Math.round((lo + rng.next() * (hi - lo)) * 100) / 100
  return {
    colorBias,
    commitSpeed: r(0.8, 1.4),
    removalLove: r(0.9, 1.25),
    aggression: r(-0.3, 0.3),
    signalTrust: r(0.5, 1.5),
  }
}

/** What a bot remembers between picks (plain data, in the pod's state). */
export interface BotMemory {
  /** Colour → how much has flowed to it: worth of good cards of that colour seen late in packs. */
  signals: Record<string, number>
}

export function emptyMemory(): BotMemory {
  return { signals: Object.fromEntries(COLORS.map((c) => [c, 0])) }
}

export interface PickContext {
  /** 0-based pack round and the number of picks already made in it. */
  round: number
  pickInRound: number
  /** Cards in a full pack (for how far into pack 1 the bot is). */
  packSize: number
  /** The bot's picks so far (definitions). */
  picked: CardDefinition[]
  style: BotStyle
  memory: BotMemory
}

export interface ScoredCard {
  index: number
  score: number
  worth: number
  why: string
}

/** The bot's colour weights: the worth of its picks by colour, its bias and the signals it trusts. */
export function colorWeights(ctx: Pick<PickContext, 'picked' | 'style' | 'memory'>): Record<string, number> {
  const w: Record<string, number> = {}
  for (const c of COLORS) w[c] = ctx.style.colorBias[c] + ctx.memory.signals[c] * 0.15 * ctx.style.signalTrust
  for (const def of ctx.picked) {
    const cw = cardWorth(def)
    if (cw.land || !cw.colors.length) continue
    for (const c of cw.colors) w[c] += Math.max(0.2, cw.score) / cw.colors.length
  }
  return w
}

export function topColors(weights: Record<string, number>, n = 2): string[] {
  return [...COLORS].sort((a, b) => weights[b] - weights[a] || COLORS.indexOf(a) - COLORS.indexOf(b)).slice(0, n)
}

/** How firmly the bot holds its two colours: from 0 at its first pick to 1 by the end of pack 1. */
export function commitment(ctx: Pick<PickContext, 'round' | 'pickInRound' | 'packSize' | 'style'>): number {
  if (ctx.round > 0) return 1
  return Math.min(1, (ctx.pickInRound / Math.max(1, ctx.packSize - 1)) * ctx.style.commitSpeed)
}

/** Scores every card of a pack for this bot; the pick is the highest (ties: the first). */
export function scorePack(pack: CardDefinition[], ctx: PickContext): ScoredCard[] {
  const weights = colorWeights(ctx)
  const mine = topColors(weights)
  const k = commitment(ctx)
  const total = COLORS.reduce((a, c) => a + Math.max(0, weights[c]), 0) || 1
  const creatures = ctx.picked.filter((d) => {
    const w = cardWorth(d)
    return w.creature && w.colors.every((c) => mine.includes(c))
  }).length
  const byCost = new Map<number, number>()
  for (const d of ctx.picked) {
    const w = cardWorth(d)
    if (!w.land && w.colors.every((c) => mine.includes(c))) {
      const b = Math.min(6, Math.max(1, w.manaValue))
      byCost.set(b, (byCost.get(b) ?? 0) + 1)
    }
  }
  return pack.map((def, index) => {
    const w = cardWorth(def)
    const parts: string[] = [`worth ${w.score.toFixed(2)}`]
    let score = w.score * (w.removal ? ctx.style.removalLove : 1)
    if (w.creature) score += ctx.style.aggression * (w.manaValue <= 3 ? 0.3 : -0.3)
    if (w.land) {
      const fixes = w.produces.filter((c) => mine.includes(c)).length
      score += k * (fixes >= 2 ? 0.4 : -0.3)
    } else if (w.colors.length) {
      const off = w.colors.filter((c) => !mine.includes(c)).length
      // Early: a lean toward the colours already taken; later: in colour or far better.
      const lean = w.colors.reduce((a, c) => a + Math.max(0, weights[c]) / total, 0) / w.colors.length
      score += (1 - k) * lean * 0.8
      score += off ? -k * 1.6 * off : k * 0.5
      if (off) parts.push(`off-colour ${(-k * 1.6 * off).toFixed(2)}`)
    } else score += k * 0.35 // colourless: fits any deck
    if (ctx.round > 0 && !w.land && w.colors.every((c) => mine.includes(c))) {
      const seen = ctx.picked.length
      // Needs later in the draft: about 15 creatures in 23 spells, and a curve led by two- and three-drops.
      const wantCreatures = Math.round(seen * 0.55)
      if (w.creature && creatures < wantCreatures) score += 0.35
      const b = Math.min(6, Math.max(1, w.manaValue))
      const ideal: Record<number, number> = { 1: 1, 2: 6, 3: 5, 4: 4, 5: 3, 6: 2 }
      const have = byCost.get(b) ?? 0
      const want = (ideal[b] * Math.max(seen, 10)) / 23
      if (have < want) score += 0.25
      else if (b >= 5 && have > want + 1) score -= 0.4
    }
    return { index, score: Math.round(score * 1000) / 1000, worth: w.score, why: parts.join(', ') }
  })
}

/** The bot's pick from a pack: the index of the best card. */
export function botPick(pack: CardDefinition[], ctx: PickContext): ScoredCard {
  const scored = scorePack(pack, ctx)
  let best = scored[0]
  for (const s of scored) if (s.score > best.score) best = s
  return best
}

/** After a pick, the bot notes what the pack still held: good cards of a colour seen late mean the colour flows. */
export function noteSignals(memory: BotMemory, rest: CardDefinition[], round: number, pickInRound: number): BotMemory {
  if (pickInRound < 2) return memory // the first picks say nothing about the seats before
  const signals = { ...memory.signals }
  const late = Math.min(1, pickInRound / 8) * (round === 1 ? 0.5 : 1)
  for (const def of rest) {
    const w: CardWorth = cardWorth(def)
    if (w.land || w.score < 2 || w.colors.length !== 1) continue
    signals[w.colors[0]] += (w.score - 1.5) * late * 0.3
  }
  for (const c of COLORS) signals[c] = Math.round(signals[c] * 1000) / 1000
  return { signals }
}
