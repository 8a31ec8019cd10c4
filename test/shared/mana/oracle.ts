// A brute-force payment oracle for property tests: tries every way to pay every symbol, independently of the
// solver. Returns the least life a payment can cost, or Infinity when the cost can't be paid.
import type { ManaCost, ManaType, ManaUnit } from '@shared/mana'

export interface OracleOptions {
  x?: number
  life?: number
  spendOn?: string[]
  phyrexianLife?: number
}

export function oracleMinLife(pool: ManaUnit[], cost: ManaCost, opts: OracleOptions = {}): number {
  const usable = pool.filter((u) => u.restriction === undefined || (opts.spendOn ?? []).includes(u.restriction))
  return oracleMinLifeOf(
    usable.map((u) => ({ types: [u.type], snow: u.snow })),
    cost,
    opts,
  )
}

/** A unit that may still be any of several types (a source's mana not yet chosen). */
export interface OracleUnit {
  types: ManaType[]
  snow: boolean
}

export function oracleMinLifeOf(units: OracleUnit[], cost: ManaCost, opts: OracleOptions = {}): number {
  const used = new Array<boolean>(units.length).fill(false)
  const symbols = cost.symbols
  let best = Infinity
  const tryUnits = (ok: (u: OracleUnit) => boolean, next: () => void): void => {
    for (let u = 0; u < units.length; u++) {
      if (used[u] || !ok(units[u])) continue
      used[u] = true
      next()
      used[u] = false
    }
  }
  const rec = (i: number, generic: number, life: number, lifeSymbols: number): void => {
    if (i === symbols.length) {
      const free = used.filter((x) => !x).length
      if (free < generic) return
      if (opts.phyrexianLife !== undefined && lifeSymbols !== opts.phyrexianLife) return
      if (life > 0 && (opts.life ?? 0) < life) return
      best = Math.min(best, life)
      return
    }
    const s = symbols[i]
    const is = (t: ManaType) => (u: OracleUnit) => u.types.includes(t)
    switch (s.kind) {
      case 'generic':
        if (s.amount !== Infinity) rec(i + 1, generic + Math.ceil(s.amount), life, lifeSymbols)
        return
      case 'variable':
        rec(i + 1, generic + (s.letter === 'X' ? (opts.x ?? 0) : 0), life, lifeSymbols)
        return
      case 'colored':
      case 'half':
        tryUnits(is(s.color), () => rec(i + 1, generic, life, lifeSymbols))
        return
      case 'colorless':
        tryUnits(is('C'), () => rec(i + 1, generic, life, lifeSymbols))
        return
      case 'snow':
        tryUnits(
          (u) => u.snow,
          () => rec(i + 1, generic, life, lifeSymbols),
        )
        return
      case 'hybrid':
        tryUnits(
          (u) => u.types.some((t) => (s.colors as string[]).includes(t)),
          () => rec(i + 1, generic, life, lifeSymbols),
        )
        return
      case 'twobrid':
        tryUnits(is(s.color), () => rec(i + 1, generic, life, lifeSymbols))
        rec(i + 1, generic + 2, life, lifeSymbols)
        return
      case 'phyrexian':
        tryUnits(
          (u) => u.types.some((t) => (s.colors as string[]).includes(t)),
          () => rec(i + 1, generic, life, lifeSymbols),
        )
        rec(i + 1, generic, life + 2, lifeSymbols + 1)
        return
    }
  }
  rec(0, 0, 0, 0)
  return best
}
