// "As ~ enters, you may reveal an Elf card from your hand. If you don't, ~ enters tapped." (CR 614.12, 614.1c):
// asked when the land is played (`choose` `cards`: the card to reveal, or none); put onto the battlefield by an
// effect, it enters tapped (nothing is revealed), as the life payment of a shock land is declined there.
import type { EffectKind } from './kind'
import type { Tx } from '../../engine/tx'
import type { ObjId, PlayerIndex } from '../../engine/types'
import { faceOf, nameOf, playerName } from '../../engine/query'
import { subtypeWordMatches } from '../../engine/legalTargets'

/** Cards in the player's hand of one of these types (a creature type or a land type, CR 205.3). */
export function revealable(tx: Tx, player: PlayerIndex, types: string[]): ObjId[] {
  return (tx.s.players[player].zones.hand ?? []).filter((id) => {
    const f = faceOf(tx.s, tx.s.objects[id])
    return !!f && types.some((t) => subtypeWordMatches(t, f.subtypes))
  })
}

export const revealOrTapped: EffectKind<'revealOrTapped'> = {
  kind: 'revealOrTapped',
  parse() {
    throw new Error('internal: revealOrTapped is built from its static ability, not read')
  },
  describe: (e) => `you may reveal ${e.types.join(' or ')} card from your hand; if you don't, ~ enters tapped`,
  apply(ctx, e) {
    const options = revealable(ctx.tx, ctx.controller, e.types)
    if (!options.length) return tapIt(ctx.tx, ctx.source.id)
    return {
      player: ctx.controller,
      choice: 'reveal',
      prompt: `Reveal ${e.types.join(' or ')} card from your hand so that ${nameOf(ctx.tx.s, ctx.source.id)} enters untapped? (none: it enters tapped)`,
      options,
    }
  },
  resume(ctx, _e, pause, a) {
    const id = a.cards?.[0]
    if (!id || !(pause.options ?? []).includes(id)) return tapIt(ctx.tx, ctx.source.id)
    ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} reveals ${nameOf(ctx.tx.s, id)} (CR 701.16a)`)
  },
  check(_s, pause, a) {
    const cards = a.cards ?? []
    return cards.length === 0 || (cards.length === 1 && (pause.options ?? []).includes(cards[0]))
      ? null
      : 'choose one card to reveal, or none'
  },
  answers: (pause) => [...(pause.options ?? []).slice(0, 24).map((id) => ({ cards: [id] })), { cards: [] }],
}

function tapIt(tx: Tx, id: ObjId): void {
  if (tx.s.objects[id]?.zone !== 'battlefield') return
  tx.obj(id).tapped = true
  tx.log(`${nameOf(tx.s, id)} enters tapped`)
}
