// The packrat memo of the line being parsed: whether an alternative of a choice parsed at a token position. A table
// of typed arrays stamped with the line's number, so starting a line empties it without clearing anything and no
// entry allocates (a Map keyed by numbers past 2^31 boxes each key, and was cleared on every line).

export const NOT_KNOWN = 0
export const FAILED = 1
export const PARSED = 2

export class LineMemo {
  /** log2 of the table's size; a printed line memoises at most a few hundred alternatives. */
  private bits = 13
  private sites = new Int32Array(1 << this.bits)
  private places = new Int32Array(1 << this.bits)
  private stamps = new Int32Array(1 << this.bits)
  private results = new Uint8Array(1 << this.bits)
  private line = 1 // never 0, the stamp of an entry never set
  private count = 0

  /** Starts a new line: every entry of the last one is forgotten. */
  begin(): void {
    this.line++
    this.count = 0
    if (this.line === 0x7fffffff) {
      this.stamps.fill(0)
      this.line = 1
    }
  }

  /** The first slot to look at for `site` (the choice, < 2^22) and `place` (the alternative and position, < 2^28). */
  private slot(site: number, place: number): number {
    return (Math.imul(site, 0x9e3779b1) ^ Math.imul(place, 0x85ebca6b)) >>> (32 - this.bits)
  }

  /** NOT_KNOWN, FAILED or PARSED. */
  get(site: number, place: number): number {
    const mask = (1 << this.bits) - 1
    for (let s = this.slot(site, place); this.stamps[s] === this.line; s = (s + 1) & mask)
      if (this.sites[s] === site && this.places[s] === place) return this.results[s]
    return NOT_KNOWN
  }

  set(site: number, place: number, parsed: boolean): void {
    const mask = (1 << this.bits) - 1
    let s = this.slot(site, place)
    for (; this.stamps[s] === this.line; s = (s + 1) & mask)
      if (this.sites[s] === site && this.places[s] === place) {
        this.results[s] = parsed ? PARSED : FAILED
        return
      }
    this.stamps[s] = this.line
    this.sites[s] = site
    this.places[s] = place
    this.results[s] = parsed ? PARSED : FAILED
    // Kept at most half full (short probes): a longer line's entries move to a table twice the size.
    if (++this.count > 1 << (this.bits - 1)) this.grow()
  }

  private grow(): void {
    const { sites, places, stamps, results, line } = this
    this.bits++
    const size = 1 << this.bits
    this.sites = new Int32Array(size)
    this.places = new Int32Array(size)
    this.stamps = new Int32Array(size)
    this.results = new Uint8Array(size)
    this.count = 0
    for (let s = 0; s < stamps.length; s++) if (stamps[s] === line) this.set(sites[s], places[s], results[s] === PARSED)
  }
}
