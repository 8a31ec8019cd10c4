// "Create a token that's a copy of target creature you control" (Cackling Counterpart), "… a copy of ~" (Giant
// Adephage): the token copies the permanent's copiable values, its card as printed (CR 707.2, 111.4), under your
// control; it enters like any token (CR 111.2). The last known card is used when ~ has left (CR 608.2h).
import type { EffectKind } from './kind'
import { amountText, subjectText } from './kind'
import { createObject } from '../../engine/zones'
import { nameOf, playerName } from '../../engine/query'
import type { Delayed } from '../../engine/effectTypes'
import type { ObjId, PlayerIndex } from '../../engine/types'
import type { Tx } from '../../engine/tx'
import { Comma, Period } from '../lexer'

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
    // CR 707.9b: "…, except it has haste" (Kiki-Jiki, Mirror Breaker).
    const except = g.opt(10, () => {
      g.tok(10, Comma)
      g.w(10, 'except')
      g.ph(10, 'it has haste')
      return true as const
    })
    // CR 611.2a: "That token gains haste." (Cogwork Assembler, Flameshadow Conjuring); "They gain haste."
    const gains = g.opt(11, () => {
      g.tok(11, Period)
      g.alt(11, [
        () => g.ph(11, 'that token gains'),
        () => g.ph(12, 'the token gains'),
        () => g.ph(13, 'it gains'),
        () => g.ph(14, 'they gain'),
        () => g.ph(15, 'those tokens gain'),
      ])
      g.w(11, 'haste')
      return true as const
    })
    // CR 603.7: "Sacrifice it / Exile it at the beginning of the next end step."
    const endStep = g.opt(12, () => {
      g.tok(12, Period)
      const how = g.alt(12, [
        () => (g.w(12, 'sacrifice'), 'sacrifice' as const),
        () => (g.w(13, 'exile'), 'exile' as const),
      ])
      g.alt(13, [
        () => g.w(14, 'it'),
        () => g.w(15, 'them'),
        () => g.ph(16, 'that token'),
        () => g.ph(17, 'those tokens'),
        () => g.ph(18, 'the token'),
      ])
      g.ph(19, 'at the beginning of the next end step')
      return how
    })
    return {
      kind: 'copyToken',
      count,
      subject,
      ...(except || gains ? { haste: true as const } : {}),
      ...(endStep ? { endStep } : {}),
    }
  },
  describe: (e, d) =>
    `create ${e.count === 1 ? "a token that's a copy" : `${amountText(e.count)} tokens that are copies`} of ${subjectText(e.subject, d)}${e.haste ? ', with haste' : ''}${e.endStep ? `. ${e.endStep === 'exile' ? 'Exile' : 'Sacrifice'} ${e.count === 1 ? 'it' : 'them'} at the beginning of the next end step` : ''}`,
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
      for (let k = 0; k < n; k++) {
        const id = createObject(tx, o.def, ctx.controller, 'battlefield', {
          token: true,
          ...(o.face ? { face: o.face } : {}),
          ...(e.haste ? { copyKeywords: ['haste'] } : {}),
        })
        if (e.endStep && id) atNextEndStep(tx, id, e.endStep, ctx.controller)
      }
      tx.log(`${playerName(tx.s, ctx.controller)} creates ${n === 1 ? 'a token' : `${n} tokens`} copying ${name}`)
    }
  },
}

/** "Sacrifice it / Exile it at the beginning of the next end step": a delayed trigger for the token (CR 603.7), this
 *  turn's end step unless it has begun (CR 603.7c); the token gone by then (another object, CR 400.7), it does nothing. */
function atNextEndStep(tx: Tx, token: ObjId, how: 'sacrifice' | 'exile', controller: PlayerIndex): void {
  const list = (tx.s.extra.delayed as Delayed[] | undefined) ?? []
  const entry: Delayed = {
    step: 'end',
    after: tx.s.turn,
    thisTurn: tx.s.step !== 'end' && tx.s.step !== 'cleanup',
    controller,
    source: token,
    def: tx.s.objects[token].def,
    text: `${how} ~ (a token copy's end step)`,
    effects: [
      how === 'exile'
        ? { kind: 'keywordAction', action: 'exileSelf', amount: 1 }
        : { kind: 'selfCard', to: 'sacrifice' },
    ],
  }
  tx.set('extra', { ...tx.s.extra, delayed: [...list, entry] })
}
