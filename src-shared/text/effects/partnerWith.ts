// "Partner with [name]" (CR 702.124j): "When this permanent enters, target player may put [name] into their hand
// from their library, then shuffle." (Plain partner, CR 702.124a, only changes Commander deck construction: it does
// nothing in any game played here.)
import type { EffectKind } from './kind'
import { moveObject, shuffleLibrary } from '../../engine/zones'
import { playerName } from '../../engine/query'

export const partnerWith: EffectKind<'partnerWith'> = {
  kind: 'partnerWith',
  parse() {
    throw new Error('internal: partner with is built from its keyword, not read')
  },
  describe: (e) => `target player may put ${e.name} into their hand from their library, then shuffle`,
  apply(ctx, e) {
    const t = ctx.target(0)
    if (!t || !('player' in t)) return
    const p = t.player
    const s = ctx.tx.s
    const found = s.players[p].zones.library.find((id) => s.cards[s.objects[id].def]?.name === e.name)
    if (!found) {
      shuffleLibrary(ctx.tx, p)
      return
    }
    return { player: p, choice: 'may', prompt: `Put ${e.name} into your hand from your library (partner with)?` }
  },
  resume(ctx, e, pause, answer) {
    const { tx } = ctx
    const p = pause.player
    const found = tx.s.players[p].zones.library.find((id) => tx.s.cards[tx.s.objects[id].def]?.name === e.name)
    if (answer.option === 'yes' && found) {
      moveObject(tx, found, 'hand', { cause: 'search' })
      tx.log(`${playerName(tx.s, p)} puts ${e.name} into their hand from their library`)
    }
    shuffleLibrary(tx, p)
  },
  check: (_s, _pause, a) => (a.option === 'yes' || a.option === 'no' ? null : 'answer "yes" or "no"'),
  answers: () => [{ option: 'yes' }, { option: 'no' }],
}
