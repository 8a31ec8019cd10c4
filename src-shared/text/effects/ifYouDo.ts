// "You may X. If you do, Y." (CR 608.2c, 609.3): "if you do" asks whether X was done, so X that can't be done in full
// (a sacrifice with nothing to sacrifice, a discard from an empty hand, "exile it" once it has left its zone) isn't
// offered and Y doesn't happen. `ableToDo` judges X as resolution reaches it; nothing happens between the answer and
// X, so X offered is X done.
import type { Effect } from '../../engine/ast'
import type { EffectContext } from '../../engine/effectTypes'
import { matchesSpec } from '../../engine/legalTargets'
import { selfCardObject } from './selfCard'
import { selfLeftCard } from './permanents'
import { graveyardChoices } from './exileFromGraveyard'

/** The kinds `ableToDo` judges by what they need; any other kind in X always counts as done (a draw, a token). */
export const JUDGED_KINDS = new Set<Effect['kind']>([
  'sacrifice',
  'discard',
  'selfCard',
  'returnChosen',
  'exileFromGraveyard',
])

/** The kinds that always count as done, whatever the board (the class scan lists every kind found as X). */
export const ALWAYS_DONE = new Set<Effect['kind']>(['draw', 'token', 'gainLife', 'loseLife', 'scry', 'surveil', 'mill'])

/** Whether every effect of X can be done in full now (CR 609.3: an impossible instruction isn't "done"). */
export function ableToDo(ctx: EffectContext, effects: readonly Effect[]): boolean {
  return effects.every((e) => able(ctx, e))
}

function able(ctx: EffectContext, e: Effect): boolean {
  const s = ctx.tx.s
  const p = ctx.controller
  switch (e.kind) {
    case 'sacrifice':
      // "you may sacrifice an artifact / two Islands": that many the controller controls (CR 701.17a).
      if (e.who !== 'you') return true
      return (
        s.battlefield.filter((id) => {
          const o = s.objects[id]
          // "another creature" / "a creature other than ~" isn't the source (CR 109.5).
          return (
            o.controller === p &&
            matchesSpec(s, { ...e.filter, youControl: false, opponentControls: false }, o, p, undefined, ctx.source.id)
          )
        }).length >= (e.count ?? 1)
      )
    case 'discard': {
      // "you may discard a card / two cards": that many in the hand (CR 701.8).
      if (e.who !== 'you') return true
      const hand = s.players[p].zones.hand.length
      return e.all ? hand > 0 : hand >= ctx.amount(e.amount)
    }
    case 'selfCard':
      // "you may sacrifice ~", "you may return ~ from your graveyard": ~ where the instruction finds it (CR 400.7).
      return selfCardObject(ctx, e) !== undefined
    case 'exileFromGraveyard':
      // "you may exile two creature cards from your graveyard": that many there (CR 406.3).
      return graveyardChoices(ctx, e.spec).length >= e.count
    case 'returnChosen':
      return s.battlefield.some((id) => matchesSpec(s, e.filter, s.objects[id], p, undefined, ctx.source.id))
    default:
      // "you may exile it", "you may exile target creature card": the object it names is still there.
      if (e.kind === 'exile' && e.subject === 'self' && selfLeftCard(ctx)) return true
      if (e.kind === 'exile' || e.kind === 'bounce' || e.kind === 'destroy') return ctx.permanents(e.subject).length > 0
      return true
  }
}
