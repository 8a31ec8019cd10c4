// Ratings from game results: the Bradley-Terry model fitted by maximum likelihood (draws count half a win to each
// side), on the Elo scale (a 400-point gap is 10 to 1 odds), one player anchored at 0. A few virtual draws in every
// pairing keep a clean sweep finite (as BayesElo's prior does); the 95% intervals come from the Fisher information
// (the curvature of the log-likelihood at its maximum).

export interface PairResult {
  /** Indices of the two players. */
  players: [number, number]
  /** Wins of each. */
  wins: [number, number]
  draws: number
}

export interface RatingOptions {
  /** The player rated 0 (default 0). */
  anchor?: number
  /** Virtual draws added to every pair of players (default 1). */
  priorDraws?: number
}

export interface Ratings {
  /** Elo-scale ratings, the anchor at 0. */
  ratings: number[]
  /** 95% half-widths (0 for the anchor). */
  intervals: number[]
}

/** Elo points per unit of the logistic model's strength (400 / ln 10). */
export const ELO_PER_NAT = 400 / Math.LN10

/** The expected score of a player `diff` Elo points above its opponent. */
export function expectedScore(diff: number): number {
  return 1 / (1 + 10 ** (-diff / 400))
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x))

/** Solves `a x = b` by Gaussian elimination with partial pivoting; a is square, symmetric positive definite here. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i]])
  for (let c = 0; c < n; c++) {
    let p = c
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r
    ;[m[c], m[p]] = [m[p], m[c]]
    const d = m[c][c] || 1e-12
    for (let r = 0; r < n; r++) {
      if (r === c) continue
      const f = m[r][c] / d
      if (f) for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k]
    }
  }
  return m.map((row, i) => row[n] / (row[i] || 1e-12))
}

/** The inverse of a small symmetric positive definite matrix. */
function invert(a: number[][]): number[][] {
  const n = a.length
  const cols = Array.from({ length: n }, (_, j) =>
    solve(
      a,
      a.map((_, i) => (i === j ? 1 : 0)),
    ),
  )
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => cols[j][i]))
}

/**
 * Maximum-likelihood ratings of `count` players from pairwise results (Newton's method on the concave
 * log-likelihood), with 95% half-widths from the inverse Fisher information.
 */
export function rate(count: number, results: PairResult[], opts: RatingOptions = {}): Ratings {
  const anchor = opts.anchor ?? 0
  const prior = opts.priorDraws ?? 1
  if (count < 1) return { ratings: [], intervals: [] }
  if (anchor < 0 || anchor >= count) throw new Error(`the anchor ${anchor} is not one of the ${count} players`)
  // score[i][j]: what i scored against j (wins, half of each draw, half of each virtual draw).
  const score = Array.from({ length: count }, () => Array<number>(count).fill(0))
  for (let i = 0; i < count; i++) for (let j = 0; j < count; j++) if (i !== j) score[i][j] = prior / 2
  for (const r of results) {
    const [i, j] = r.players
    if (i === j || i < 0 || j < 0 || i >= count || j >= count) throw new Error(`bad pairing ${i} against ${j}`)
    score[i][j] += r.wins[0] + r.draws / 2
    score[j][i] += r.wins[1] + r.draws / 2
  }
  const free = Array.from({ length: count }, (_, i) => i).filter((i) => i !== anchor)
  const theta = Array<number>(count).fill(0)
  // The negative Hessian (the observed Fisher information) and the gradient over the free players.
  const curvature = (): { g: number[]; h: number[][] } => {
    const g = free.map(() => 0)
    const h = free.map(() => free.map(() => 0))
    free.forEach((i, a) => {
      for (let j = 0; j < count; j++) {
        if (j === i) continue
        const games = score[i][j] + score[j][i]
        if (!games) continue
        const p = sigmoid(theta[i] - theta[j])
        g[a] += score[i][j] - games * p
        const w = games * p * (1 - p)
        h[a][a] += w
        const b = free.indexOf(j)
        if (b >= 0) h[a][b] -= w
      }
    })
    return { g, h }
  }
  for (let iter = 0; iter < 100 && free.length; iter++) {
    const { g, h } = curvature()
    const step = solve(h, g)
    let largest = 0
    free.forEach((i, a) => {
      // Damped: a step of at most 2 nats (about 870 Elo) keeps Newton's method from overshooting.
      const d = Math.max(-2, Math.min(2, step[a]))
      theta[i] += d
      largest = Math.max(largest, Math.abs(d))
    })
    if (largest < 1e-9) break
  }
  const intervals = Array<number>(count).fill(0)
  if (free.length) {
    const cov = invert(curvature().h)
    free.forEach((i, a) => (intervals[i] = 1.96 * Math.sqrt(Math.max(0, cov[a][a])) * ELO_PER_NAT))
  }
  return { ratings: theta.map((t) => t * ELO_PER_NAT), intervals }
}
