// "Exile target player's graveyard", "exile all graveyards", "exile all opponents' graveyards" (CR 406.3: every card
// in that graveyard goes to exile).
import type { EffectKind } from './kind'
import type { EffectOf } from '../../engine/effectTypes'
import { nameOf, opponentsOf, livingPlayers, playerName } from '../../engine/query'
import { moveObject } from '../../engine/zones'

export const exileGraveyard: EffectKind<'exileGraveyard'> = {
  kind: 'exileGraveyard',
  parse(g) {
    g.w(0, 'exile')
    return g.alt<EffectOf<'exileGraveyard'>>(0, [
      () => {
        g.w(1, 'target')
        const opponent = g.alt(1, [() => (g.w(2, "player's"), false), () => (g.w(3, "opponent's"), true)])
        g.w(4, 'graveyard')
        return g.act(() => ({
          kind: 'exileGraveyard' as const,
          whose: g.addTarget(opponent ? { what: 'opponent' } : { what: 'player' }),
        }))
      },
      () => (g.ph(5, 'all graveyards'), { kind: 'exileGraveyard' as const, whose: 'all' as const }),
      () => {
        g.alt(2, [() => g.ph(6, "all opponents' graveyards"), () => g.ph(7, "each opponent's graveyard")])
        return { kind: 'exileGraveyard' as const, whose: 'opponents' as const }
      },
    ])
  },
  describe: (e, d) =>
    e.whose === 'all'
      ? 'exile all graveyards'
      : e.whose === 'opponents'
        ? "exile all opponents' graveyards"
        : `exile ${d.target(e.whose)}'s graveyard`,
  apply(ctx, e) {
    const { tx } = ctx
    let players: number[]
    if (e.whose === 'all') players = livingPlayers(tx.s)
    else if (e.whose === 'opponents') players = opponentsOf(tx.s, ctx.controller)
    else {
      const t = ctx.target(e.whose)
      players = t && 'player' in t ? [t.player] : []
    }
    for (const p of players) {
      const cards = [...(tx.s.players[p].zones.graveyard ?? [])]
      if (!cards.length) continue
      tx.log(`${playerName(tx.s, p)}'s graveyard is exiled (${cards.map((id) => nameOf(tx.s, id)).join(', ')})`)
      for (const id of cards) moveObject(tx, id, 'exile', { cause: 'exile' })
    }
  },
}
