// Transforming double-faced permanents (CR 701.28, 712): "transform ~" turns it to its other face; "Look at the top
// card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, …" (Delver of
// Secrets) reveals only a card of those types, and only then runs the rest (CR 701.16a).
import type { EffectKind } from './kind'
import type { EffectOf } from '../../engine/effectTypes'
import { describeEffect } from './registry'
import { faceOf, nameOf, playerName } from '../../engine/query'
import { Comma, Period, Plain, Tilde } from '../lexer'

export const transform: EffectKind<'transform'> = {
  kind: 'transform',
  parse(g) {
    g.tokWhere(5, Plain, (w) => w === 'transform')
    g.alt(0, [() => g.tok(0, Tilde), () => g.w(1, 'it')])
    return { kind: 'transform' }
  },
  describe: () => 'transform ~',
  apply(ctx) {
    const { tx } = ctx
    const o = tx.s.objects[ctx.source.id]
    const def = o ? tx.s.cards[o.def] : undefined
    // CR 701.28c: only a transforming double-faced permanent on the battlefield transforms.
    if (!o || o.zone !== 'battlefield' || !def || def.faces.length !== 2 || def.layout !== 'transform') return
    const before = nameOf(tx.s, o.id)
    tx.obj(o.id).face = (o.face ?? 0) === 0 ? 1 : 0
    tx.emit({ type: 'transformed', id: o.id }) // CR 701.28: "when this creature transforms into ~"
    tx.log(`${before} transforms into ${faceOf(tx.s, tx.s.objects[o.id])?.name ?? before}`)
  },
}

const TYPES: [string, string[]][] = [
  ['instant or sorcery', ['Instant', 'Sorcery']],
  ['creature', ['Creature']],
  ['land', ['Land']],
]

export const revealIfType: EffectKind<'revealIfType'> = {
  kind: 'revealIfType',
  parse(g) {
    g.ph(0, 'look at the top card of your library')
    g.tok(0, Period)
    g.ph(1, 'you may reveal that card')
    g.tok(1, Period)
    g.w(2, 'if')
    g.alt(0, [() => g.w(3, 'a'), () => g.w(4, 'an')])
    const types = g.alt(
      1,
      TYPES.map(
        ([w, t], k) =>
          () => (g.ph(10 + k, w), t),
      ),
    )
    g.ph(5, 'card is')
    g.tokWhere(6, Plain, (w) => w === 'revealed')
    g.ph(6, 'this way')
    g.tok(2, Comma)
    const then = g.clauses(0)
    return { kind: 'revealIfType', types, then } as EffectOf<'revealIfType'>
  },
  describe: (e, d) =>
    `look at the top card of your library. You may reveal that card. If ${e.types.join(' or ').toLowerCase()} card is revealed this way, ${e.then.map((x) => describeEffect(x, d)).join(', then ')}`,
  apply(ctx, e) {
    const { tx } = ctx
    const p = ctx.controller
    const top = tx.s.players[p].zones.library[0]
    if (!top) return
    const types = faceOf(tx.s, tx.s.objects[top])?.types ?? []
    // Revealing is optional, and only a card of those types makes the rest happen: it is revealed exactly then.
    if (!e.types.some((t) => types.includes(t)))
      return void tx.log(`${playerName(tx.s, p)} looks at the top card of their library`)
    const then = e.then.map((x) => describeEffect(x, { target: () => 'the target' })).join(', then ')
    return { player: p, choice: 'may', prompt: `Reveal the top card of your library, then ${then}?`, card: top }
  },
  resume(ctx, e, pause, a) {
    if (a.option !== 'yes') return
    const top = pause.card as string
    if (ctx.tx.s.objects[top])
      ctx.tx.log(
        `${playerName(ctx.tx.s, ctx.controller)} reveals ${nameOf(ctx.tx.s, top)} from the top of their library`,
      )
    return e.then
  },
  check: (_s, _p, a) => (a.option === 'yes' || a.option === 'no' ? null : 'answer "yes" or "no"'),
  answers: () => [{ option: 'yes' }, { option: 'no' }],
}
