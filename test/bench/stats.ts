// Helpers for benchmark figures.
export function percentile(sortedOrNot: number[], p: number): number {
  const sorted = [...sortedOrNot].sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]
}

export function timeEach(times: number, fn: (i: number) => void): number[] {
  const samples: number[] = []
  for (let i = 0; i < times; i++) {
    const start = performance.now()
    fn(i)
    samples.push(performance.now() - start)
  }
  return samples
}

export const round = (n: number, digits = 4): number => Number(n.toFixed(digits))
