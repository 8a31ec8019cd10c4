// Soulbond (CR 702.95): "You may pair this creature with another unpaired creature when either enters the
// battlefield. They remain paired for as long as you control both of them." The keyword is the trigger "whenever
// this creature or another creature enters under your control" (keywordAbilities.ts); as it resolves its controller
// picks the creature to pair with (`choose` `cards`: one creature, or none to decline). The pair is `pairedWith` on
// both objects, and holds only while both are on the battlefield under that player's control (CR 702.95e); the
// "as long as ~ is paired with another creature" bonus is a `pairBonus` static (query.ts).
import type { EffectContext, Pause } from './effectTypes'
import type { CardObject, GameState, ObjId } from './types'
import { isCreature, nameOf } from './query'

/** The creature `obj` is paired with now, if any (CR 702.95e: both still under the same control). */
export function partnerOf(state: GameState, obj: CardObject): CardObject | undefined {
  if (!obj.pairedWith || obj.zone !== 'battlefield') return undefined
  const other = state.objects[obj.pairedWith]
  if (!other || other.zone !== 'battlefield' || other.pairedWith !== obj.id) return undefined
  if (other.controller !== obj.controller || !isCreature(state, other) || !isCreature(state, obj)) return undefined
  return other
}

const unpaired = (s: GameState, o: CardObject | undefined): o is CardObject =>
  !!o && o.zone === 'battlefield' && isCreature(s, o) && !partnerOf(s, o)

/** CR 702.95a: as the trigger resolves, the creatures the source may pair with (none: nothing happens). */
export function soulbondPause(ctx: EffectContext, entered: ObjId | undefined): Pause | void {
  const s = ctx.tx.s
  const self = s.objects[ctx.source.id]
  if (!unpaired(s, self) || self.controller !== ctx.controller) return
  const options =
    entered && entered !== self.id
      ? [entered].filter((id) => unpaired(s, s.objects[id]) && s.objects[id].controller === ctx.controller)
      : s.battlefield.filter(
          (id) => id !== self.id && unpaired(s, s.objects[id]) && s.objects[id].controller === ctx.controller,
        )
  if (!options.length) return
  return {
    player: ctx.controller,
    choice: 'pair',
    prompt: `You may pair ${nameOf(s, self.id)} with another unpaired creature you control (soulbond)`,
    options,
  }
}

export function pairResume(ctx: EffectContext, pause: Pause, cards: ObjId[] | undefined): void {
  const id = cards?.[0]
  if (!id || !(pause.options ?? []).includes(id)) return
  const s = ctx.tx.s
  const self = s.objects[ctx.source.id]
  const other = s.objects[id]
  if (!unpaired(s, self) || !unpaired(s, other) || other.controller !== self.controller) return
  ctx.tx.obj(self.id).pairedWith = id
  ctx.tx.obj(id).pairedWith = self.id
  ctx.tx.log(`${nameOf(s, self.id)} is paired with ${nameOf(s, id)} (soulbond)`)
}

export function pairCheck(pause: Pause, cards: ObjId[] | undefined): string | null {
  const list = cards ?? []
  return list.length === 0 || (list.length === 1 && (pause.options ?? []).includes(list[0]))
    ? null
    : 'choose one creature to pair with, or none'
}
