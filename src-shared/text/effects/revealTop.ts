// "Defending player reveals the top card of their library. If it's a land card, that player puts it into their
// hand." (Goblin Guide): a player reveals their top card (CR 701.16a); a card of the named type goes to their hand.
import type { EffectKind } from './kind'
import { whoText } from './kind'
import { moveObject } from '../../engine/zones'
import { faceOf, nameOf, playerName } from '../../engine/query'
import { Comma, Period } from '../lexer'

const TYPES = ['land', 'creature', 'artifact', 'enchantment', 'instant', 'sorcery', 'planeswalker']

export const revealTop: EffectKind<'revealTop'> = {
  kind: 'revealTop',
  parse(g) {
    const who = g.who(0)
    g.alt(0, [() => g.w(0, 'reveal'), () => g.w(1, 'reveals')])
    g.ph(2, 'the top card of')
    g.alt(1, [() => g.w(3, 'their'), () => g.w(4, 'your'), () => g.ph(5, 'his or her')])
    g.w(6, 'library')
    const toHand = g.opt(0, () => {
      g.tok(0, Period)
      g.ph(7, "if it's a")
      const type = g.alt(
        2,
        TYPES.map((t, k) => () => (g.w(10 + k, t), t[0].toUpperCase() + t.slice(1))),
      )
      g.w(8, 'card')
      g.tok(1, Comma)
      g.alt(3, [() => g.ph(9, 'that player puts'), () => g.ph(20, 'you put'), () => g.ph(21, 'put')])
      g.ph(22, 'it into')
      g.alt(4, [() => g.w(23, 'their'), () => g.w(24, 'your'), () => g.ph(25, 'his or her')])
      g.w(26, 'hand')
      return [type]
    })
    return { kind: 'revealTop', who, ...(toHand ? { toHand } : {}) }
  },
  describe: (e, d) =>
    `${whoText(e.who, d, ['reveal', 'reveals'])} the top card of their library${e.toHand ? `. If it's a ${e.toHand.join(' or ').toLowerCase()} card, that player puts it into their hand` : ''}`,
  apply(ctx, e) {
    const { tx } = ctx
    for (const p of ctx.players(e.who)) {
      const top = tx.s.players[p].zones.library[0]
      if (!top) continue
      tx.log(`${playerName(tx.s, p)} reveals ${nameOf(tx.s, top)} from the top of their library`)
      const types = faceOf(tx.s, tx.s.objects[top])?.types ?? []
      if (!e.toHand?.some((t) => types.includes(t))) continue
      const name = nameOf(tx.s, top)
      moveObject(tx, top, 'hand', { cause: 'reveal' })
      tx.log(`${playerName(tx.s, p)} puts ${name} into their hand`)
    }
  },
}
