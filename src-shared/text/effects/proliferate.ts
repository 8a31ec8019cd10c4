// Proliferate (CR 701.27a): "Choose any number of permanents and/or players, then give each another counter of each
// kind already there." The permanents with counters are chosen first (any number), then each player with counters
// (poison, energy) is asked about in turn order (`player`: the index among them to ask next).
import type { EffectKind } from './kind'
import type { EffectContext } from '../../engine/effectTypes'
import { addCounters } from '../../engine/effects'
import { nameOf, playerName } from '../../engine/query'
import type { PlayerIndex } from '../../engine/types'

function playersWithCounters(ctx: EffectContext): PlayerIndex[] {
  const s = ctx.tx.s
  const order = s.players.map((_, i) => (ctx.controller + i) % s.players.length) // CR 101.4: from the controller
  return order.filter((p) => !s.players[p].lost && (s.players[p].poison > 0 || (s.players[p].energy ?? 0) > 0))
}

export const proliferate: EffectKind<'proliferate'> = {
  kind: 'proliferate',
  parse(g) {
    g.w(0, 'proliferate')
    return { kind: 'proliferate' }
  },
  describe: () => 'proliferate',
  apply(ctx, e) {
    const s = ctx.tx.s
    if (e.player === undefined) {
      const options = s.battlefield.filter((id) => Object.values(s.objects[id].counters).some((n) => n > 0))
      if (options.length)
        return {
          player: ctx.controller,
          choice: 'proliferate',
          prompt: 'Proliferate: choose any number of permanents to give another counter of each kind they have',
          options,
        }
    }
    const players = playersWithCounters(ctx)
    const p = players[e.player ?? 0]
    if (p === undefined) return
    const kinds = [s.players[p].poison > 0 ? 'poison' : '', (s.players[p].energy ?? 0) > 0 ? 'energy' : '']
    return {
      player: ctx.controller,
      choice: 'may',
      prompt: `Proliferate: give ${playerName(s, p)} another ${kinds.filter(Boolean).join(' and ')} counter?`,
      target: p,
    }
  },
  resume(ctx, e, pause, answer) {
    const { tx } = ctx
    if (pause.choice === 'proliferate') {
      for (const id of new Set(answer.cards ?? [])) {
        const o = tx.s.objects[id]
        if (!o || o.zone !== 'battlefield' || !(pause.options ?? []).includes(id)) continue
        for (const [kind, n] of Object.entries(o.counters)) if (n > 0) addCounters(tx, id, kind, 1)
        tx.log(`${nameOf(tx.s, id)} gets another counter of each kind (proliferate)`)
      }
      return [{ kind: 'proliferate', player: 0 }]
    }
    const p = pause.target as PlayerIndex
    if (answer.option === 'yes') {
      const pl = tx.player(p)
      if (tx.s.players[p].poison > 0) pl.poison = tx.s.players[p].poison + 1
      if ((tx.s.players[p].energy ?? 0) > 0) pl.energy = (tx.s.players[p].energy ?? 0) + 1
      tx.log(`${playerName(tx.s, p)} gets another counter of each kind (proliferate)`)
    }
    return [{ kind: 'proliferate', player: (e.player ?? 0) + 1 }]
  },
  check(_s, pause, a) {
    if (pause.choice === 'may') return a.option === 'yes' || a.option === 'no' ? null : 'answer "yes" or "no"'
    const cards = a.cards ?? []
    return new Set(cards).size === cards.length && cards.every((id) => (pause.options ?? []).includes(id))
      ? null
      : 'choose any number of the permanents offered (none is fine)'
  },
  answers: (pause) =>
    pause.choice === 'may'
      ? [{ option: 'yes' }, { option: 'no' }]
      : [
          { cards: pause.options ?? [] },
          { cards: [] },
          ...(pause.options ?? []).slice(0, 4).map((id) => ({ cards: [id] })),
        ],
}
