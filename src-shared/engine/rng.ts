// The seeded pseudo-random generator (mulberry32). Its whole state is one 32-bit number kept in GameState.rng,
// so replaying a game from its seed and action log reproduces every shuffle and random choice.

/** The initial generator state for a seed. */
export function seedRng(seed: number): number {
  // Scramble the seed so nearby seeds give unrelated sequences.
  let h = (Math.floor(seed) ^ 0x9e3779b9) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0
  return (h ^ (h >>> 16)) >>> 0
}

/** One step: returns a float in [0, 1) and the next state. */
export function nextRandom(state: number): [number, number] {
  const a = (state + 0x6d2b79f5) >>> 0
  let t = a
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, a]
}

/** A small stateful generator for code outside the game state (random players, benchmarks). */
export class Random {
  constructor(public state: number) {}
  static fromSeed(seed: number): Random {
    return new Random(seedRng(seed))
  }
  next(): number {
    const [value, next] = nextRandom(this.state)
    this.state = next
    return value
  }
  int(n: number): number {
    return Math.floor(this.next() * n)
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]
  }
}
