// "Counter target spell [unless its controller pays {N}]" (CR 701.5); Power Sink's "If that player doesn't, they tap
// all lands with mana abilities they control and lose all unspent mana" (CR 118.12, 106.4).
import type { EffectKind } from './kind'
import type { Tx } from '../../engine/tx'
import type { Pause } from '../../engine/effectTypes'
import type { PlayerIndex } from '../../engine/types'
import { moveObject } from '../../engine/zones'
import { cantBeCountered, isLand, nameOf, playerName } from '../../engine/query'
import { canAfford, manaAbilitiesNow, payCost } from '../../engine/mana'
import { parseManaCost } from '../../mana'
import { Comma, Mana, Period } from '../lexer'

export const counterSpell: EffectKind<'counterSpell'> = {
  kind: 'counterSpell',
  parse(g) {
    g.w(0, 'counter')
    // "Counter that spell" / "counter it" in a cast trigger (Nether Void, Erayo's Essence): the spell cast (CR 603.2;
    // compile.ts keeps it by hand under any other trigger).
    const which = g.alt<{ target: number; that?: true }>(5, [
      () => ({ target: g.target(0) }),
      () => (g.ph(10, 'that spell'), { target: -1, that: true as const }),
      () => (g.w(11, 'it'), { target: -1, that: true as const }),
    ])
    const unlessPays = g.opt(0, () => {
      g.ph(1, 'unless its controller pays')
      const m = g.tok(1, Mana).image
      return g.act(() => (m === '{x}' ? ('X' as const) : Number(m.slice(1, -1)) || 0))
    })
    // Power Sink (CR 118.12): what not paying does besides the counter.
    const tapsLands = g.opt(2, () => {
      g.refuse(() => unlessPays === undefined)
      g.tok(2, Period)
      g.ph(12, "if that player doesn't")
      g.tok(3, Comma)
      g.ph(13, 'they tap all lands with mana abilities they control and lose all')
      g.plainWhere(13, (w) => w === 'unspent')
      g.w(14, 'mana')
      return true as const
    })
    // CR 614.1a: "If that spell is countered this way, exile it instead of putting it into its owner's graveyard" /
    // "put it on top (the bottom) of its owner's library instead of into that player's graveyard" (Memory Lapse).
    const instead = g.opt(1, () => {
      g.tok(0, Period)
      g.ph(2, 'if that spell is countered this way')
      g.tok(1, Comma)
      return g.alt<Instead>(0, [
        () => (g.ph(3, "exile it instead of putting it into its owner's graveyard"), 'exile'),
        () => {
          g.ph(4, 'put it on')
          const where = g.alt<Instead>(1, [() => (g.w(5, 'top'), 'top'), () => (g.ph(6, 'the bottom'), 'bottom')])
          g.ph(7, "of its owner's library instead of into that player's graveyard")
          return where
        },
        // Hinder: "put that card on the top or bottom of its owner's library …", its controller's choice (CR 608.2d).
        () => (
          g.ph(8, "put that card on the top or bottom of its owner's library instead of into that player's graveyard"),
          'topOrBottom'
        ),
        // Remand: "put it into its owner's hand instead of into that player's graveyard".
        () => (g.ph(9, "put it into its owner's hand instead of into that player's graveyard"), 'hand'),
      ])
    })
    return {
      kind: 'counterSpell',
      ...which,
      ...(unlessPays !== undefined ? { unlessPays } : {}),
      ...(tapsLands ? { tapsLands } : {}),
      ...(instead ? { instead } : {}),
    }
  },
  describe: (e, d) =>
    `counter ${e.that ? 'that spell' : d.target(e.target)}${e.unlessPays !== undefined ? ` unless its controller pays {${e.unlessPays}}` : ''}${
      e.instead === 'exile'
        ? ". If that spell is countered this way, exile it instead of putting it into its owner's graveyard"
        : e.instead
          ? `. If that spell is countered this way, ${INSTEAD_TEXT[e.instead]} instead of into that player's graveyard`
          : ''
    }${e.tapsLands ? ". If that player doesn't, they tap all lands with mana abilities they control and lose all unspent mana" : ''}`,
  apply(ctx, e) {
    const cast = (ctx.item.extra?.event as { card?: string } | undefined)?.card // the cast trigger's spell
    const t = e.that ? (cast ? { card: cast } : null) : ctx.target(e.target)
    if (!t || !('card' in t)) return
    if (e.unlessPays !== undefined) {
      const item = ctx.tx.s.stack.find((s) => s.id === t.card)
      const n = ctx.amount(e.unlessPays)
      if (item && canAfford(ctx.tx.s, item.controller, parseManaCost(`{${n}}`)))
        return {
          player: item.controller,
          choice: 'payOrDecline',
          prompt: `Pay {${n}}, or ${nameOf(ctx.tx.s, t.card)} is countered`,
          spell: t.card,
          amount: n,
        }
    }
    if (e.instead === 'topOrBottom') return whereTo(ctx.tx, ctx.controller, t.card)
    if (e.tapsLands) tapsLands(ctx.tx, ctx.tx.s.objects[t.card]?.controller)
    counterIt(ctx.tx, t.card, e.instead)
  },
  resume(ctx, e, pause, answer) {
    const spell = pause.spell as string
    if (pause.choice === 'topOrBottom')
      return void counterIt(ctx.tx, spell, answer.option === 'bottom' ? 'bottom' : 'top')
    if (answer.option === 'pay' && !payCost(ctx.tx, pause.player, parseManaCost(`{${pause.amount as number}}`)))
      ctx.tx.log(`${playerName(ctx.tx.s, pause.player)} pays {${pause.amount as number}}`)
    else {
      if (e.tapsLands) tapsLands(ctx.tx, pause.player)
      counterIt(ctx.tx, spell, e.instead)
    }
  },
  check: (_s, p, a) =>
    p.choice === 'topOrBottom'
      ? a.option === 'top' || a.option === 'bottom'
        ? null
        : 'answer "top" or "bottom"'
      : a.option === 'pay' || a.option === 'decline'
        ? null
        : 'answer "pay" or "decline"',
  answers: (p) =>
    p.choice === 'topOrBottom' ? [{ option: 'top' }, { option: 'bottom' }] : [{ option: 'pay' }, { option: 'decline' }],
}

type Instead = 'exile' | 'top' | 'bottom' | 'topOrBottom' | 'hand'

const INSTEAD_TEXT: Record<Exclude<Instead, 'exile'>, string> = {
  top: "put it on top of its owner's library",
  bottom: "put it on the bottom of its owner's library",
  topOrBottom: "put that card on the top or bottom of its owner's library",
  hand: "put it into its owner's hand",
}

/** Hinder: the spell's controller chooses the top or the bottom of the library as it resolves (CR 608.2d); a spell
 *  that can't be countered (or is gone) isn't asked about. */
function whereTo(tx: Tx, player: PlayerIndex, id: string): Pause | void {
  const o = tx.s.objects[id]
  if (!o || o.zone !== 'stack') return
  if (cantBeCountered(tx.s, o)) return counterIt(tx, id)
  return {
    player,
    choice: 'topOrBottom',
    prompt: `Put ${nameOf(tx.s, id)} on the top or the bottom of its owner's library? ("top" or "bottom")`,
    spell: id,
  } as Pause
}

function counterIt(tx: Tx, id: string, instead?: Instead): void {
  if (!tx.s.objects[id] || tx.s.objects[id].zone !== 'stack') return
  if (cantBeCountered(tx.s, tx.s.objects[id])) {
    tx.log(`${nameOf(tx.s, id)} can't be countered (CR 101.2)`)
    return
  }
  tx.log(`${nameOf(tx.s, id)} is countered`)
  // CR 701.5a; elsewhere instead: CR 614.1a.
  if (instead === 'top' || instead === 'bottom') moveObject(tx, id, 'library', { cause: 'counter', position: instead })
  else
    moveObject(tx, id, instead === 'exile' ? 'exile' : instead === 'hand' ? 'hand' : 'graveyard', { cause: 'counter' })
}

/** Power Sink's unpaid player taps every land they control that has a mana ability, then loses the mana in their
 *  pool (CR 118.12, 106.4: the pool empties now, not at the step's end; no mana burn). */
function tapsLands(tx: Tx, player: PlayerIndex | undefined): void {
  if (player === undefined) return
  let tapped = 0
  for (const id of tx.s.battlefield) {
    const o = tx.s.objects[id]
    if (o.controller !== player || o.tapped || !isLand(tx.s, o) || !manaAbilitiesNow(tx.s, o).length) continue
    tx.obj(id).tapped = true
    tapped++
  }
  tx.player(player).manaPool = []
  tx.log(`${playerName(tx.s, player)} taps ${tapped} land${tapped === 1 ? '' : 's'} and loses all unspent mana`)
}
