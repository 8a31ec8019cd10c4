// Kinship (an ability word, CR 207.2c): "you may look at the top card of your library. If it shares a creature type
// with ~, you may reveal it. If you do, …". Looking changes nothing, so the one choice asked is to reveal a card
// that shares a creature type with the source (CR 205.3m; changeling has every creature type, CR 702.73a).
import { Comma, Period, Tilde } from '../lexer'
import type { EffectKind } from './kind'
import { describeEffect } from './registry'
import { faceOf, nameOf, playerName } from '../../engine/query'
import type { GameState, ObjId } from '../../engine/types'

function creatureTypes(s: GameState, id: ObjId): { types: string[]; all: boolean } {
  const face = faceOf(s, s.objects[id])
  if (!face) return { types: [], all: false }
  const all = face.keywords.some((k) => k.toLowerCase() === 'changeling')
  return { types: face.types.includes('Creature') || face.types.includes('Kindred') ? face.subtypes : [], all }
}

/** Do the two share a creature type? */
function sharesCreatureType(s: GameState, a: ObjId, b: ObjId): boolean {
  const x = creatureTypes(s, a)
  const y = creatureTypes(s, b)
  if ((x.all && (y.all || y.types.length)) || (y.all && x.types.length)) return true
  return x.types.some((t) => y.types.includes(t))
}

export const kinship: EffectKind<'kinship'> = {
  kind: 'kinship',
  parse(g) {
    g.ph(0, 'you may look at the top card of your library')
    g.tok(0, Period)
    g.ph(1, 'if it')
    g.plainWhere(0, (w) => w === 'shares')
    g.ph(2, 'a creature')
    g.plainWhere(1, (w) => w === 'type')
    g.w(3, 'with')
    g.tok(1, Tilde)
    g.tok(2, Comma)
    g.ph(4, 'you may reveal it')
    g.tok(3, Period)
    g.ph(5, 'if you do')
    g.tok(4, Comma)
    const then = g.clauses(0)
    g.opt(0, () => g.tok(5, Period))
    return { kind: 'kinship', then }
  },
  describe: (e, d) =>
    `you may look at the top card of your library. If it shares a creature type with ~, you may reveal it. If you do, ${e.then.map((x) => describeEffect(x, d)).join(', then ')}`,
  apply(ctx) {
    const { tx } = ctx
    const top = tx.s.players[ctx.controller].zones.library[0]
    if (!top || !tx.s.objects[ctx.source.id] || !sharesCreatureType(tx.s, top, ctx.source.id)) return
    return {
      player: ctx.controller,
      choice: 'may',
      prompt: `Kinship: reveal ${nameOf(tx.s, top)} from the top of your library (it shares a creature type with ${nameOf(tx.s, ctx.source.id)})?`,
      options: [top],
    }
  },
  resume(ctx, e, pause, a) {
    if (a.option !== 'yes') return
    const top = (pause.options ?? [])[0]
    if (!top || ctx.tx.s.players[ctx.controller].zones.library[0] !== top) return
    ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} reveals ${nameOf(ctx.tx.s, top)} (kinship)`)
    return e.then
  },
  check: (_s, _p, a) => (a.option === 'yes' || a.option === 'no' ? null : 'answer "yes" or "no"'),
  answers: () => [{ option: 'yes' }, { option: 'no' }],
}
