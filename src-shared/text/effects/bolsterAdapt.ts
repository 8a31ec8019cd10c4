// Two keyword actions that put +1/+1 counters on a creature: bolster N (CR 701.39a: on a creature with the least
// toughness among creatures you control, chosen as it resolves) and adapt N (CR 701.46a: on this permanent, if it
// has no +1/+1 counters on it).
import type { EffectKind } from './kind'
import { amountText } from './kind'
import { addCounters } from '../../engine/effects'
import { isCreature, nameOf, playerName, toughnessOf } from '../../engine/query'
import type { GameState, ObjId, PlayerIndex } from '../../engine/types'

/** The creatures `p` controls tied for the least toughness (CR 701.39a). */
export function leastToughness(s: GameState, p: PlayerIndex): ObjId[] {
  const mine = s.battlefield.filter((id) => s.objects[id].controller === p && isCreature(s, s.objects[id]))
  if (!mine.length) return []
  const least = Math.min(...mine.map((id) => toughnessOf(s, s.objects[id])))
  return mine.filter((id) => toughnessOf(s, s.objects[id]) === least)
}

function bolsterOnto(ctx: Parameters<EffectKind<'bolster'>['apply']>[0], id: ObjId, n: number): void {
  if (n <= 0) return
  addCounters(ctx.tx, id, '+1/+1', n)
  ctx.tx.log(
    `${playerName(ctx.tx.s, ctx.controller)} bolsters ${n}: ${nameOf(ctx.tx.s, id)} gets ${n === 1 ? 'a +1/+1 counter' : `${n} +1/+1 counters`}`,
  )
}

export const bolster: EffectKind<'bolster'> = {
  kind: 'bolster',
  parse(g) {
    g.w(0, 'bolster')
    return { kind: 'bolster', amount: g.amount(0) }
  },
  describe: (e) => `bolster ${amountText(e.amount)}`,
  apply(ctx, e) {
    const n = ctx.amount(e.amount)
    const options = leastToughness(ctx.tx.s, ctx.controller)
    if (!options.length) return
    if (options.length === 1) return bolsterOnto(ctx, options[0], n)
    // CR 701.39a: a tie is the controller's choice, made as it resolves.
    return {
      player: ctx.controller,
      choice: 'bolster',
      prompt: `Bolster ${n}: choose a creature with the least toughness among creatures you control`,
      options,
      count: 1,
      amount: n,
    }
  },
  resume(ctx, _e, pause, a) {
    const id = (a.cards ?? [])[0]
    if (!id || ctx.tx.s.objects[id]?.zone !== 'battlefield') return
    bolsterOnto(ctx, id, pause.amount as number)
  },
  check: (_s, pause, a) =>
    (a.cards ?? []).length === 1 && (pause.options ?? []).includes(a.cards![0])
      ? null
      : 'choose one of the creatures with the least toughness',
  answers: (pause) => (pause.options ?? []).slice(0, 4).map((id) => ({ cards: [id] })),
}

export const adapt: EffectKind<'adapt'> = {
  kind: 'adapt',
  parse(g) {
    g.w(0, 'adapt')
    return { kind: 'adapt', amount: g.amount(0) }
  },
  describe: (e) => `adapt ${amountText(e.amount)}`,
  apply(ctx, e) {
    const self = ctx.source.id
    const o = ctx.tx.s.objects[self]
    // CR 701.46a: nothing happens if it already has a +1/+1 counter (or has left the battlefield).
    if (!o || o.zone !== 'battlefield' || (o.counters['+1/+1'] ?? 0) > 0) return
    const n = ctx.amount(e.amount)
    if (n <= 0) return
    addCounters(ctx.tx, self, '+1/+1', n)
    ctx.tx.log(`${nameOf(ctx.tx.s, self)} adapts ${n}`)
  },
}
