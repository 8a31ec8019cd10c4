// Cards into a library: "Put target card from your graveyard on top of your library" (CR 401.4; a permanent named
// so goes on top of its owner's library too)
// and "Target player shuffles their graveyard into their library" (CR 701.20a).
import type { EffectKind } from './kind'
import { whoText } from './kind'
import { moveObject, shuffleLibrary } from '../../engine/zones'
import { nameOf, playerName } from '../../engine/query'

export const graveyardOnTop: EffectKind<'graveyardOnTop'> = {
  kind: 'graveyardOnTop',
  parse(g) {
    g.w(0, 'put')
    const target = g.target(0)
    g.ph(1, 'on top of')
    g.alt(0, [() => g.ph(2, 'your library'), () => g.ph(3, "its owner's library")])
    return { kind: 'graveyardOnTop', target }
  },
  describe: (e, d) => `put ${d.target(e.target)} on top of its owner's library`,
  apply(ctx, e) {
    const t = ctx.target(e.target)
    const zone = t && 'card' in t ? ctx.tx.s.objects[t.card]?.zone : undefined
    if (!t || !('card' in t) || (zone !== 'graveyard' && zone !== 'battlefield')) return
    ctx.tx.log(`${nameOf(ctx.tx.s, t.card)} is put on top of its owner's library`)
    moveObject(ctx.tx, t.card, 'library', { cause: 'put', position: 'top' })
  },
}

export const shuffleGraveyard: EffectKind<'shuffleGraveyard'> = {
  kind: 'shuffleGraveyard',
  parse(g) {
    const who = g.who(0)
    g.ph(0, 'shuffles their graveyard into their library')
    return { kind: 'shuffleGraveyard', who }
  },
  describe: (e, d) =>
    whoText(e.who, d, ['shuffle your graveyard into your library', 'shuffles their graveyard into their library']),
  apply(ctx, e) {
    const { tx } = ctx
    for (const p of ctx.players(e.who)) {
      for (const id of [...tx.s.players[p].zones.graveyard]) moveObject(tx, id, 'library', { cause: 'shuffle' })
      shuffleLibrary(tx, p)
      tx.log(`${playerName(tx.s, p)} shuffles their graveyard into their library`)
    }
  },
}
