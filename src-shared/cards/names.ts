// Card-name normalisation and fuzzy matching, for lookups by name and "did you mean" suggestions.

const PLAIN = /^[A-Za-z0-9,'!?.:&-]+(?: [A-Za-z0-9,'!?.:&-]+)*$/

/**
 * Folds a card name for comparison: case, accents (Lim-Dûl → lim-dul), curly quotes and spacing, and
 * "A//B" / "A / B" as "a // b". English names identify cards (CR 201.2); this only forgives how they're typed.
 */
export function foldName(name: string): string {
  if (PLAIN.test(name)) return name.toLowerCase() // most names: nothing to forgive but case
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/(?<!\s)\s*\/{1,3}\s*/g, ' // ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Damerau–Levenshtein distance (optimal string alignment) between a and b, or max + 1 as soon as it must
 * exceed max (the bound keeps a search over the whole pool fast).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > max) return max + 1
  if (la === 0) return lb
  if (lb === 0) return la
  let prevPrev = new Array<number>(lb + 1).fill(0)
  let prev = new Array<number>(lb + 1)
  let curr = new Array<number>(lb + 1)
  for (let j = 0; j <= lb; j++) prev[j] = j
  for (let i = 1; i <= la; i++) {
    curr[0] = i
    let rowMin = i
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1)
      const cost = ca === cb ? 0 : 1
      let v = Math.min(prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        v = Math.min(v, prevPrev[j - 2] + 1)
      curr[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    const t = prevPrev
    prevPrev = prev
    prev = curr
    curr = t
  }
  return prev[lb]
}

/** The number of edits a typed name may be off by and still be suggested. */
export function suggestionTolerance(length: number): number {
  return length <= 4 ? 1 : length <= 8 ? 2 : Math.min(5, Math.floor(length / 4) + 1)
}
