// Cards exiled by a permanent and brought back: "exile target creature an opponent controls until ~ leaves the
// battlefield" (Banisher Priest, CR 610.3: it returns when ~ leaves, and isn't exiled at all if ~ has already left,
// CR 610.3c), and "When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's
// control" (Fiend Hunter): the card its own exile ability exiled (linked abilities, CR 607.2a).
import type { EffectKind } from './kind'
import type { EffectContext } from '../../engine/effectTypes'
import { subjectText } from './kind'
import { moveObject } from '../../engine/zones'
import { nameOf } from '../../engine/query'
import { Tilde } from '../lexer'
import type { Tx } from '../../engine/tx'
import type { ObjId } from '../../engine/types'

/** Exiles the permanents of `ids`, each remembering `source` as what exiled it ("the exiled card", CR 607.2a). */
export function exileLinked(ctx: EffectContext, ids: ObjId[], untilLeaves: boolean): void {
  for (const id of ids) {
    ctx.tx.log(
      `${nameOf(ctx.tx.s, id)} is exiled${untilLeaves ? ` until ${ctx.info.name} leaves the battlefield` : ''}`,
    )
    const to = moveObject(ctx.tx, id, 'exile', { cause: 'exile' })
    if (!to || ctx.tx.s.objects[to]?.zone !== 'exile') continue
    const o = ctx.tx.obj(to)
    o.exiledBy = ctx.source.id
    if (untilLeaves) o.untilLeaves = true
  }
}

/** CR 610.3a: the cards a permanent exiled "until it leaves the battlefield" return as it leaves. */
export function returnUntilLeaves(tx: Tx, left: ObjId): void {
  for (const p of tx.s.players) {
    for (const id of [...p.zones.exile]) {
      const o = tx.s.objects[id]
      if (!o?.untilLeaves || o.exiledBy !== left) continue
      tx.log(`${nameOf(tx.s, id)} returns to the battlefield (CR 610.3a)`)
      moveObject(tx, id, 'battlefield', { cause: 'return', controller: o.owner })
    }
  }
}

export const exileUntil: EffectKind<'exileUntil'> = {
  kind: 'exileUntil',
  parse(g) {
    g.w(0, 'exile')
    const subject = g.subject(0)
    g.w(1, 'until')
    g.tok(0, Tilde)
    g.ph(2, 'leaves the battlefield')
    return { kind: 'exileUntil', subject }
  },
  describe: (e, d) => `exile ${subjectText(e.subject, d)} until ~ leaves the battlefield`,
  apply(ctx, e) {
    // CR 610.3c: if ~ has already left the battlefield, nothing is exiled.
    if (ctx.tx.s.objects[ctx.source.id]?.zone !== 'battlefield') return
    exileLinked(ctx, ctx.permanents(e.subject), true)
  },
}

export const returnExiled: EffectKind<'returnExiled'> = {
  kind: 'returnExiled',
  parse(g) {
    g.ph(0, 'return the')
    g.plainWhere(0, (w) => w === 'exiled')
    g.alt(0, [() => g.w(1, 'card'), () => g.w(2, 'cards')])
    const to = g.alt<'battlefield' | 'hand'>(1, [
      () => {
        g.ph(3, 'to the battlefield under')
        g.alt(2, [() => g.w(4, 'its'), () => g.w(5, 'their')])
        g.alt(3, [() => g.w(6, "owner's"), () => g.w(7, "owners'")])
        g.w(8, 'control')
        return 'battlefield'
      },
      () => {
        g.w(9, 'to')
        g.alt(4, [
          () => g.ph(10, "its owner's hand"),
          () => g.ph(11, "their owner's hand"),
          () => g.ph(12, "their owners' hands"),
        ])
        return 'hand'
      },
    ])
    return { kind: 'returnExiled', to }
  },
  describe: (e) =>
    e.to === 'battlefield'
      ? "return the exiled card to the battlefield under its owner's control"
      : "return the exiled card to its owner's hand",
  apply(ctx, e) {
    const { tx } = ctx
    for (const p of tx.s.players) {
      for (const id of [...p.zones.exile]) {
        const o = tx.s.objects[id]
        if (!o || o.exiledBy !== ctx.source.id) continue
        tx.log(`${nameOf(tx.s, id)} returns to ${e.to === 'battlefield' ? 'the battlefield' : "its owner's hand"}`)
        moveObject(tx, id, e.to, { cause: 'return', ...(e.to === 'battlefield' ? { controller: o.owner } : {}) })
      }
    }
  },
}
