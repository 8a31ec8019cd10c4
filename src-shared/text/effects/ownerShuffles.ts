// "The owner of target permanent shuffles it into their library" (Chaos Warp, Oblation; CR 701.20a), then "reveals
// the top card of their library. If it's a permanent card, they put it onto the battlefield" (Chaos Warp; CR 701.16a,
// 110.4b) or "draws two cards" (Oblation). The owner does each part, whoever controlled the permanent.
import type { EffectKind } from './kind'
import { amountText } from './kind'
import { drawCards, moveObject, shuffleLibrary } from '../../engine/zones'
import { faceOf, nameOf, playerName } from '../../engine/query'
import { Comma, Period } from '../lexer'

/** The card types of a permanent card (CR 110.4b). */
const PERMANENT_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle']

export const ownerShuffles: EffectKind<'ownerShuffles'> = {
  kind: 'ownerShuffles',
  parse(g) {
    g.ph(0, 'the owner of')
    const target = g.target(0)
    g.ph(1, 'shuffles it into their library')
    const then = g.opt(0, () => {
      g.tok(0, Comma)
      g.w(2, 'then')
      return g.alt<{ reveal?: true; draw?: number }>(0, [
        () => {
          g.ph(3, 'reveals the top card of their library')
          g.tok(1, Period)
          g.ph(4, "if it's a permanent card")
          g.tok(2, Comma)
          g.ph(5, 'they put it onto the battlefield')
          return { reveal: true as const }
        },
        () => {
          g.w(6, 'draws')
          const n = g.amount(0)
          g.alt(1, [() => g.w(7, 'cards'), () => g.w(8, 'card')])
          return g.act(() => ({ draw: typeof n === 'number' ? n : 0 }))
        },
      ])
    })
    g.refuse(() => then?.draw === 0) // an amount counted otherwise isn't read here
    return { kind: 'ownerShuffles', target, ...(then ?? {}) }
  },
  describe: (e, d) =>
    `the owner of ${d.target(e.target)} shuffles it into their library${
      e.reveal
        ? ", then reveals the top card of their library. If it's a permanent card, they put it onto the battlefield"
        : e.draw
          ? `, then draws ${amountText(e.draw)} card${e.draw === 1 ? '' : 's'}`
          : ''
    }`,
  apply(ctx, e) {
    const { tx } = ctx
    const t = ctx.target(e.target)
    const obj = t && 'card' in t ? tx.s.objects[t.card] : undefined
    if (!obj || obj.zone !== 'battlefield') return
    const owner = obj.owner
    tx.log(`${playerName(tx.s, owner)} shuffles ${nameOf(tx.s, obj.id)} into their library`)
    moveObject(tx, obj.id, 'library', { cause: 'shuffle' })
    shuffleLibrary(tx, owner) // CR 701.20a
    if (e.draw) drawCards(tx, owner, e.draw)
    if (!e.reveal) return
    const top = tx.s.players[owner].zones.library[0]
    if (!top) return
    const name = nameOf(tx.s, top)
    tx.log(`${playerName(tx.s, owner)} reveals ${name} from the top of their library`) // CR 701.16a
    const types = faceOf(tx.s, tx.s.objects[top])?.types ?? []
    if (!types.some((ty) => PERMANENT_TYPES.includes(ty))) return
    moveObject(tx, top, 'battlefield', { cause: 'put' })
    tx.log(`${playerName(tx.s, owner)} puts ${name} onto the battlefield`)
  },
}
