// Card sizes that fit the window: the largest card width at which a battlefield's rows fit its box (wrapping
// onto more lines as needed), and the step between hand cards that fans a long hand into its width.

/** One row of a battlefield: each item's width in card widths (a tapped card is 1.4, a stack of lands 1 + 0.15 per card). */
export type FitRow = number[]

/** Card height over width (a Magic card is 63 × 88 mm). */
export const CARD_RATIO = 1.4

function lines(row: FitRow, w: number, width: number, gap: number): number {
  let n = 1
  let used = 0
  for (const units of row) {
    const size = units * w
    if (used > 0 && used + gap + size > width) {
      n++
      used = size
    } else used += (used > 0 ? gap : 0) + size
  }
  return n
}

/** The height the rows take at card width w. */
export function rowsHeight(rows: FitRow[], w: number, width: number, gap: number): number {
  let h = 0
  let count = 0
  for (const row of rows) {
    if (!row.length) continue
    const n = lines(row, w, width, gap)
    h += n * CARD_RATIO * w + (n - 1) * gap
    count++
  }
  return h + Math.max(0, count - 1) * gap
}

/** The largest card width in [min, max] (whole pixels) at which the rows fit width × height; min if none does. */
export function fitCardWidth(
  rows: FitRow[],
  width: number,
  height: number,
  { min, max, gap }: { min: number; max: number; gap: number },
): number {
  if (width <= 0 || height <= 0) return max
  let lo = Math.floor(min)
  let hi = Math.floor(max)
  if (rowsHeight(rows, hi, width, gap) <= height) return hi
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (rowsHeight(rows, mid, width, gap) <= height) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** The horizontal step between hand cards: their width plus a gap, or less (overlapping) when they don't fit. */
export function handStep(count: number, cardWidth: number, width: number, gap: number): number {
  if (count <= 1) return cardWidth + gap
  const natural = count * cardWidth + (count - 1) * gap
  if (natural <= width) return cardWidth + gap
  return Math.max(cardWidth * 0.18, (width - cardWidth) / (count - 1))
}
