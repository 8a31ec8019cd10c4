// Delayed triggered abilities (CR 603.7): "Draw a card at the beginning of the next turn's upkeep." The effect
// creates the ability; it triggers once, the next time that step begins (CR 603.7b), and goes on the stack like
// any triggered ability, controlled by the player who created it (CR 603.7d).
import type { EffectKind } from './kind'
import { describeEffect } from './registry'
import type { GameEvent, ObjId, StackItem } from '../../engine/types'
import type { Tx } from '../../engine/tx'
import type { Delayed, EffectOf } from '../../engine/effectTypes'
import { Comma } from '../lexer'

export const delayed: EffectKind<'delayed'> = {
  kind: 'delayed',
  parse(g) {
    return g.alt(2, [
      () => {
        g.w(0, 'draw')
        const amount = g.alt(0, [() => (g.w(1, 'a'), 1), () => g.amount(0)])
        g.alt(1, [() => g.w(2, 'card'), () => g.w(3, 'cards')])
        g.ph(4, "at the beginning of the next turn's upkeep")
        return {
          kind: 'delayed',
          step: 'upkeep',
          effects: [{ kind: 'draw', amount, who: 'you' }],
        } as EffectOf<'delayed'>
      },
      // CR 603.7b: "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game." (the Pacts).
      () => {
        g.ph(5, 'at the beginning of your next upkeep')
        g.tok(0, Comma)
        const effects = g.clauses(0)
        return { kind: 'delayed', step: 'upkeep', whose: 'you', effects } as EffectOf<'delayed'>
      },
    ])
  },
  describe: (e, d) =>
    e.whose
      ? `at the beginning of your next upkeep, ${e.effects.map((x) => describeEffect(x, d)).join(', ')}`
      : `${e.effects.map((x) => describeEffect(x, d)).join(', ')} ${e.step === 'endCombat' ? 'at end of combat' : e.step === 'end' ? 'at the beginning of the next end step' : "at the beginning of the next turn's upkeep"}`,
  apply(ctx, e) {
    const { tx } = ctx
    const list = (tx.s.extra.delayed as Delayed[] | undefined) ?? []
    const entry: Delayed = {
      step: e.step,
      after: tx.s.turn,
      // CR 511.2: "at end of combat" is this turn's end of combat step, unless it has begun.
      ...(e.step === 'endCombat' && tx.s.step !== 'endCombat' ? { thisTurn: true } : {}),
      // CR 603.7c: "the next end step" is this turn's unless its end step has begun.
      ...(e.step === 'end' && tx.s.step !== 'end' && tx.s.step !== 'cleanup' ? { thisTurn: true } : {}),
      ...(ctx.item.extra?.event ? { event: ctx.item.extra.event } : {}),
      // The card the source became after its trigger's event ("When ~ dies, return it … at the beginning of the next
      // end step"), found then only if still in that zone (CR 400.7).
      ...(ctx.item.extra?.card ? { card: ctx.item.extra.card as ObjId } : {}),
      ...(ctx.item.targets.length ? { targets: ctx.item.targets } : {}),
      controller: ctx.controller,
      ...(e.whose ? { whose: ctx.controller } : {}), // CR 603.7b: its controller's next upkeep
      source: ctx.source.id,
      ...(ctx.item.def ? { def: ctx.item.def } : { def: ctx.source.def }),
      ...(ctx.item.face !== undefined ? { face: ctx.item.face } : {}),
      text: describeEffect(e, { target: () => '' }),
      effects: e.effects,
    }
    tx.set('extra', { ...tx.s.extra, delayed: [...list, entry] })
  },
}

/** CR 603.7b: the delayed abilities that this event triggers, as stack items (removed from the waiting list). */
export function delayedTriggers(tx: Tx, e: GameEvent): StackItem[] {
  const list = tx.s.extra.delayed as Delayed[] | undefined
  if (!list?.length || e.type !== 'step') return []
  const due = list.filter(
    (d) =>
      d.step === e.step &&
      (d.whose === undefined || d.whose === tx.s.active) &&
      (tx.s.turn > d.after || (d.thisTurn && tx.s.turn === d.after)),
  )
  if (!due.length) return []
  const rest = list.filter((d) => !due.includes(d))
  tx.set('extra', { ...tx.s.extra, delayed: rest })
  return due
    .filter((d) => tx.s.players[d.controller] && !tx.s.players[d.controller].lost)
    .map((d) => ({
      id: tx.newId('a'),
      kind: 'trigger' as const,
      source: d.source,
      controller: d.controller,
      targets: d.targets ?? [],
      ability: 'delayed',
      text: d.text.charAt(0).toUpperCase() + d.text.slice(1),
      ...(d.def ? { def: d.def } : {}),
      ...(d.face !== undefined ? { face: d.face } : {}),
      extra: { effects: d.effects, ...(d.event ? { event: d.event } : {}), ...(d.card ? { card: d.card } : {}) },
    }))
}
