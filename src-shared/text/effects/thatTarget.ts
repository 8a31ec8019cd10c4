// Effects on what an earlier target leads to (CR 608.2c): "that artifact's controller", "that creature's
// controller" (Smash to Smithereens). The target may have left by then: its last known controller counts (CR 608.2h).
import type { EffectKind } from './kind'
import type { EffectContext } from '../../engine/effectTypes'
import { amountText } from './kind'
import { dealDamage } from '../../engine/effects'
import { isCreature, nameOf, playerName } from '../../engine/query'
import type { ObjId, PlayerIndex } from '../../engine/types'
import { Tilde } from '../lexer'

const OWNERS = ["artifact's", "creature's", "permanent's", "land's", "planeswalker's", "enchantment's"]

/** The controller of the i-th target: the player it is, or the controller of the permanent (as last known). */
export function controllerOfTarget(ctx: EffectContext, i: number): PlayerIndex | null {
  // No target before: the trigger's event's permanent (CR 603.2: "whenever enchanted land becomes tapped, … that
  // land's controller"), as last known if it left.
  const event =
    i === -1
      ? (ctx.item.extra?.event as { other?: ObjId; card?: ObjId; controller?: PlayerIndex } | undefined)
      : undefined
  if (event?.controller !== undefined) return event.controller // a permanent that left, as it last was (CR 603.10a)
  const other = event?.other ?? event?.card
  const t = other ? { card: other } : ctx.item.targets[i]
  if (!t) return null
  if ('player' in t) return t.player
  const now = ctx.tx.s.objects[t.card]
  if (now) return now.controller
  for (let k = ctx.tx.events.length - 1; k >= 0; k--) {
    const e = ctx.tx.events[k]
    if (e.type === 'moved' && e.id === t.card) return e.controller as PlayerIndex
  }
  return null
}

export const damageController: EffectKind<'damageController'> = {
  kind: 'damageController',
  parse(g) {
    g.alt(0, [() => g.tok(0, Tilde), () => g.w(1, 'it')])
    g.w(2, 'deals')
    const amount = g.amount(0)
    g.ph(3, 'damage to that')
    g.alt(
      1,
      OWNERS.map((w, k) => () => g.w(10 + k, w)),
    )
    g.w(4, 'controller')
    return { kind: 'damageController', amount, of: g.act(() => g.lastTarget()) }
  },
  describe: (e, d) =>
    `~ deals ${amountText(e.amount)} damage to ${d.target(e.of).replace(/^target /, 'that ')}'s controller`,
  apply(ctx, e) {
    const p = controllerOfTarget(ctx, e.of)
    if (p === null || ctx.tx.s.players[p]?.lost) return
    const n = ctx.amount(e.amount)
    ctx.tx.log(`${ctx.info.name} deals ${n} damage to ${playerName(ctx.tx.s, p)}`)
    dealDamage(ctx.tx, ctx.info, { player: p }, n)
  },
}

/** "~ deals N damage to target player or planeswalker and each creature that player or that planeswalker's
 *  controller controls" (Chandra Nalaar): the target, then each creature its player controls (CR 120.3). */
export const damageAndTheirCreatures: EffectKind<'damageAndTheirCreatures'> = {
  kind: 'damageAndTheirCreatures',
  parse(g) {
    g.alt(0, [() => g.tok(0, Tilde), () => g.w(1, 'it')])
    g.w(2, 'deals')
    const amount = g.amount(0)
    g.ph(3, 'damage to')
    const target = g.target(1)
    g.ph(4, 'and each creature')
    g.who(2)
    g.w(5, 'controls')
    return { kind: 'damageAndTheirCreatures', amount, target }
  },
  describe: (e, d) => {
    const t = d.target(e.target)
    const owner = /planeswalker/.test(t) ? "that player or that planeswalker's controller" : 'that player'
    return `~ deals ${amountText(e.amount)} damage to ${t} and each creature ${owner} controls`
  },
  apply(ctx, e) {
    const t = ctx.target(e.target)
    if (!t) return
    const n = ctx.amount(e.amount)
    const player = controllerOfTarget(ctx, e.target)
    ctx.tx.log(
      `${ctx.info.name} deals ${n} damage to ${'player' in t ? playerName(ctx.tx.s, t.player) : nameOf(ctx.tx.s, t.card)}`,
    )
    dealDamage(ctx.tx, ctx.info, t, n)
    if (player === null) return
    for (const id of ctx.tx.s.battlefield) {
      const o = ctx.tx.s.objects[id]
      if (o.controller !== player || !isCreature(ctx.tx.s, o)) continue
      ctx.tx.log(`${ctx.info.name} deals ${n} damage to ${nameOf(ctx.tx.s, id)}`)
      dealDamage(ctx.tx, ctx.info, { card: id }, n)
    }
  },
}
