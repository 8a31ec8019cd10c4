// Cascade (CR 702.85a) and rebound (CR 702.88a): the controller may cast a card without paying its mana cost as the
// ability resolves. Built from the keywords (cards/text/castingKeywords.ts, engine/flow.ts), never read from text.
// The answer is `choose` with `option` "yes" (and the spell's `targets`, `modes`) or "no".
import type { EffectKind, EffectContext, Pause } from './kind'
import type { ChooseAction, ObjId } from '../types'
import { faceOf, isLand, nameOf, playerName } from '../query'
import { moveObject } from '../zones'
import { castWithoutPaying, firstFreeCast, whyNotFreeCast, type FreeCastChoice } from '../freeCast'

/** CR 702.85a: exile from the top until a nonland card with lesser mana value; returns [all exiled, the hit]. */
function cascadeExile(ctx: EffectContext): [ObjId[], ObjId | null] {
  const { tx } = ctx
  const mv = faceOf(tx.s, ctx.source)?.manaValue ?? 0
  const exiled: ObjId[] = []
  for (;;) {
    const top = tx.s.players[ctx.controller].zones.library[0]
    if (!top) return [exiled, null]
    const id = moveObject(tx, top, 'exile', { cause: 'cascade' })
    if (!id) continue
    exiled.push(id)
    const o = tx.s.objects[id]
    if (!isLand(tx.s, o) && (faceOf(tx.s, o)?.manaValue ?? 0) < mv) return [exiled, id]
  }
}

/** CR 702.85a: the cards exiled this way that weren't cast go on the bottom in a random order. */
function bottomRandom(ctx: EffectContext, ids: ObjId[]): void {
  const left = ids.filter((id) => ctx.tx.s.objects[id]?.zone === 'exile')
  ctx.tx.shuffle(left)
  for (const id of left) moveObject(ctx.tx, id, 'library', { cause: 'cascade', position: 'bottom' })
  if (left.length)
    ctx.tx.log(`${left.length} card${left.length === 1 ? ' is' : 's are'} put on the bottom of the library (cascade)`)
}

function offer(ctx: EffectContext, card: ObjId, rest: ObjId[], how: string): Pause | void {
  const suggest = firstFreeCast(ctx.tx.s, ctx.controller, card)
  if (!suggest) {
    ctx.tx.log(`${nameOf(ctx.tx.s, card)} can't be cast now (${how})`)
    if (how === 'cascade') bottomRandom(ctx, rest)
    return
  }
  return {
    player: ctx.controller,
    choice: 'castFree',
    prompt: `Cast ${nameOf(ctx.tx.s, card)} without paying its mana cost (${how})?`,
    options: [card],
    card,
    rest,
    suggest,
  }
}

export const castFree: EffectKind<'castFree'> = {
  kind: 'castFree',
  parse() {
    throw new Error('internal: free casts are built from keywords, not read')
  },
  describe: (e) =>
    e.how === 'cascade'
      ? 'exile cards from the top of your library until you exile a nonland card with lesser mana value. You may cast it without paying its mana cost. Put the exiled cards on the bottom of your library in a random order'
      : 'you may cast this card from exile without paying its mana cost',
  apply(ctx, e) {
    if (e.how === 'cascade') {
      const [exiled, hit] = cascadeExile(ctx)
      ctx.tx.log(
        `${playerName(ctx.tx.s, ctx.controller)} exiles ${exiled.map((id) => nameOf(ctx.tx.s, id)).join(', ') || 'nothing'} (cascade)`,
      )
      if (!hit) return bottomRandom(ctx, exiled)
      return offer(ctx, hit, exiled, 'cascade')
    }
    // CR 702.88a: rebound, the card still in exile.
    const card = e.card
    if (!card || ctx.tx.s.objects[card]?.zone !== 'exile') return
    return offer(ctx, card, [], 'rebound')
  },
  check(ctx, pause, a) {
    if (a.option === 'no') return null
    if (a.option !== 'yes') return 'answer "yes" (with the spell\'s targets) or "no"'
    const c = a as ChooseAction
    return whyNotFreeCast(ctx.s, pause.player, pause.card as ObjId, { targets: c.targets, modes: c.modes })
  },
  answers: (pause) => [{ option: 'yes', ...(pause.suggest as FreeCastChoice) }, { option: 'no' }],
  resume(ctx, e, pause, a) {
    const card = pause.card as ObjId
    if (a.option === 'yes') {
      const c = a as ChooseAction
      castWithoutPaying(ctx.tx, pause.player, card, { targets: c.targets, modes: c.modes }, e.how)
    }
    if (e.how === 'cascade') bottomRandom(ctx, pause.rest as ObjId[])
  },
}
