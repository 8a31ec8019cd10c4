// "Create a token that's a copy of target creature you control" (Cackling Counterpart), "… a copy of ~" (Giant
// Adephage): the token copies the permanent's copiable values, its card as printed (CR 707.2, 111.4), under your
// control; it enters like any token (CR 111.2). The last known card is used when ~ has left (CR 608.2h).
import type { EffectKind } from './kind'
import { amountText, subjectText } from './kind'
import { createObject } from '../../engine/zones'
import { nameOf, playerName } from '../../engine/query'

export const copyToken: EffectKind<'copyToken'> = {
  kind: 'copyToken',
  parse(g) {
    g.w(0, 'create')
    const count = g.alt(0, [
      () => {
        g.w(1, 'a')
        g.w(2, 'token')
        g.plainWhere(0, (w) => w === "that's")
        g.w(3, 'a')
        g.plainWhere(1, (w) => w === 'copy')
        return 1
      },
      () => {
        const n = g.amount(0)
        g.w(4, 'tokens')
        g.ph(5, 'that are')
        g.plainWhere(2, (w) => w === 'copies')
        return n
      },
    ])
    g.w(6, 'of')
    const subject = g.subject(0)
    return { kind: 'copyToken', count, subject }
  },
  describe: (e, d) =>
    `create ${e.count === 1 ? "a token that's a copy" : `${amountText(e.count)} tokens that are copies`} of ${subjectText(e.subject, d)}`,
  apply(ctx, e) {
    const { tx } = ctx
    const n = ctx.amount(e.count)
    const originals =
      e.subject === 'self'
        ? [tx.s.objects[ctx.source.id]?.zone === 'battlefield' ? tx.s.objects[ctx.source.id] : ctx.source]
        : ctx.permanents(e.subject).map((id) => tx.s.objects[id])
    for (const o of originals) {
      if (!o || !tx.s.cards[o.def]) continue
      const name = tx.s.objects[o.id] ? nameOf(tx.s, o.id) : tx.s.cards[o.def].name
      for (let k = 0; k < n; k++)
        createObject(tx, o.def, ctx.controller, 'battlefield', { token: true, ...(o.face ? { face: o.face } : {}) })
      tx.log(`${playerName(tx.s, ctx.controller)} creates ${n === 1 ? 'a token' : `${n} tokens`} copying ${name}`)
    }
  },
}
