// Cascade (CR 702.85a) and rebound (CR 702.88a): the controller may cast a card without paying its mana cost as the
// ability resolves. Built from the keywords (text/castingKeywords.ts, engine/flow.ts), never read from text.
// The answer is `choose` with `option` "yes" (and the spell's `targets`, `modes`) or "no".
import type { EffectKind } from './kind'
import type { EffectContext, Pause } from '../../engine/effectTypes'
import type { ChooseAction, GameState, ObjId } from '../../engine/types'
import type { ManaCost } from '../../mana/types'
import { formatManaCost } from '../../mana'
import { faceAbilities } from '../../engine/abilities'
import { faceOf, isLand, nameOf, playerName } from '../../engine/query'
import { countersWithout } from '../../engine/counters'
import { moveObject } from '../../engine/zones'
import { castWithoutPaying, firstFreeCast, whyNotFreeCast, type FreeCastChoice } from '../../engine/freeCast'

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

/** CR 702.35a, 702.94a: the madness or miracle cost of the card (paid instead of nothing). */
function madnessCost(ctx: { tx: { s: GameState } } | { s: GameState }, card: ObjId): ManaCost | undefined {
  const s = 'tx' in ctx ? ctx.tx.s : ctx.s
  const obj = s.objects[card]
  const face = obj && s.cards[obj.def]?.faces[obj.face ?? 0]
  return face ? (faceAbilities(face).madness ?? faceAbilities(face).miracle) : undefined
}

/** CR 702.35a: not cast, the madness card is put into its owner's graveyard. */
function notCast(ctx: EffectContext, how: string, card: ObjId, rest: ObjId[]): void {
  if (how === 'cascade') bottomRandom(ctx, rest)
  if (how === 'madness' && ctx.tx.s.objects[card]?.zone === 'exile') {
    ctx.tx.log(`${nameOf(ctx.tx.s, card)} is put into its owner's graveyard (madness)`)
    moveObject(ctx.tx, card, 'graveyard', { cause: 'madness' })
  }
}

function offer(ctx: EffectContext, card: ObjId, rest: ObjId[], how: string): Pause | void {
  const cost = how === 'madness' || how === 'miracle' ? madnessCost(ctx, card) : undefined
  const suggest = firstFreeCast(ctx.tx.s, ctx.controller, card, cost)
  if (!suggest) {
    ctx.tx.log(`${nameOf(ctx.tx.s, card)} can't be cast now (${how})`)
    return notCast(ctx, how, card, rest)
  }
  const paying = cost ? `for its ${how} cost ${formatManaCost(cost)}` : `without paying its mana cost (${how})`
  return {
    player: ctx.controller,
    choice: 'castFree',
    prompt: `Cast ${nameOf(ctx.tx.s, card)} ${paying}?`,
    options: [card],
    card,
    rest,
    suggest,
    ...(cost ? { cost } : {}),
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
      : e.how === 'madness'
        ? "you may cast this card for its madness cost; if you don't, put it into your graveyard"
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
    // CR 702.88a: rebound, CR 702.35a: madness, CR 702.62a: suspend, the card still in exile.
    const card = e.card
    // CR 702.94a: miracle, the card still in its owner's hand (revealed as it is cast).
    if (e.how === 'miracle')
      return card && ctx.tx.s.objects[card]?.zone === 'hand' ? offer(ctx, card, [], e.how) : undefined
    if (!card || ctx.tx.s.objects[card]?.zone !== 'exile') return
    if (e.how === 'suspend') {
      const o = ctx.tx.s.objects[card]
      if (!o.suspended || !(o.counters.time > 0)) return
      const left = o.counters.time - 1
      ctx.tx.obj(card).counters = countersWithout(o.counters, 'time', 1) // CR 702.62b
      ctx.tx.log(`A time counter is removed from ${nameOf(ctx.tx.s, card)} (${left} left)`)
      if (left > 0) return
      ctx.tx.obj(card).suspended = false // CR 702.62b: no time counters, no longer suspended
    }
    return offer(ctx, card, [], e.how)
  },
  check(ctx, pause, a) {
    if (a.option === 'no') return null
    if (a.option !== 'yes') return 'answer "yes" (with the spell\'s targets) or "no"'
    const c = a as ChooseAction
    const card = pause.card as ObjId
    const cost = pause.cost as ManaCost | undefined
    return whyNotFreeCast(ctx.s, pause.player, card, { targets: c.targets, modes: c.modes }, cost)
  },
  answers: (pause) => [{ option: 'yes', ...(pause.suggest as FreeCastChoice) }, { option: 'no' }],
  resume(ctx, e, pause, a) {
    const card = pause.card as ObjId
    if (a.option === 'yes') {
      const c = a as ChooseAction
      const cost = pause.cost as ManaCost | undefined
      const id = castWithoutPaying(ctx.tx, pause.player, card, { targets: c.targets, modes: c.modes }, e.how, cost)
      if (e.how === 'suspend') ctx.tx.obj(id).castFor = 'suspend' // CR 702.62a: a creature spell so cast has haste
      if (e.how === 'cascade') bottomRandom(ctx, pause.rest as ObjId[])
    } else notCast(ctx, e.how, card, pause.rest as ObjId[])
  },
}
