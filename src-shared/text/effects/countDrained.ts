// Drain Life: "You gain life equal to the damage dealt, but not more life than the player's life total before the
// damage was dealt, the planeswalker's loyalty before the damage was dealt, or the creature's toughness." (CR 120.3,
// 608.2c): the damage this resolution's source dealt, each recipient's share capped by what it had. One home: parse,
// describe, value.
import type { Count } from '../../engine/ast'
import type { EffectContext } from '../../engine/effectTypes'
import type { Grammar } from '../grammar'
import { Comma } from '../lexer'
import { isCreature, isPlaneswalker, toughnessOf } from '../../engine/query'

/** After "equal to": "the damage dealt, but not more life than … or the creature's toughness". */
export function drainedCount(g: Grammar): Count {
  g.ph(120, 'the damage dealt')
  g.tok(120, Comma)
  g.plainWhere(120, (w) => w === 'but')
  g.ph(121, "not more life than the player's life total before the damage was dealt")
  g.tok(121, Comma)
  g.ph(122, "the planeswalker's")
  g.plainWhere(122, (w) => w === 'loyalty')
  g.ph(123, 'before the damage was dealt')
  g.opt(120, () => g.tok(122, Comma))
  g.ph(124, "or the creature's toughness")
  return { of: 'drained' }
}

export const DRAINED_TEXT =
  "the damage dealt, but not more life than the player's life total before the damage was dealt, the planeswalker's loyalty before the damage was dealt, or the creature's toughness"

/** The damage the source dealt in this resolution, each recipient's part at most its life total or loyalty before
 *  it (the transaction's start) or its toughness. */
export function drainedValue(ctx: EffectContext): number {
  const { tx } = ctx
  let n = 0
  for (const e of tx.events) {
    if (e.type !== 'damage' || e.source !== ctx.info.id || e.combat || typeof e.amount !== 'number') continue
    let cap = e.amount
    if (typeof e.player === 'number') cap = Math.max(0, tx.base.players[e.player]?.life ?? 0)
    else if (typeof e.card === 'string') {
      const before = tx.base.objects[e.card]
      const now = tx.s.objects[e.card]
      if (now && isPlaneswalker(tx.s, now) && !isCreature(tx.s, now))
        cap = before?.counters.loyalty ?? 0 // its loyalty before the damage
      else if (now) cap = Math.max(0, toughnessOf(tx.s, now))
    }
    n += Math.min(e.amount, cap)
  }
  return n
}
