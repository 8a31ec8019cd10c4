// What a resolution has moved so far, for "for each creature destroyed this way" (CR 608.2c): each object its
// effects destroyed, sacrificed, discarded, exiled or put into a graveyard, with its card types as it last existed
// (CR 608.2h), kept in the resolution's memory so that it survives a choice that pauses it (CR 608.2d).
import type { EffectContext } from './effectTypes'
import type { GameEvent, GameState, ObjId } from './types'

/** Notes the objects the events from `at` on moved, in the resolution's memory. */
export function noteMoves(s: GameState, events: readonly GameEvent[], at: number, memo: EffectContext['memo']): void {
  for (let k = at; k < events.length; k++) {
    const e = events[k]
    if (e.type !== 'moved') continue
    const how: string[] = []
    if ((e.cause === 'destroy' || e.cause === 'destroyNoRegen') && e.from === 'battlefield') how.push('destroy')
    if (e.cause === 'sacrifice' && e.from === 'battlefield') how.push('sacrifice')
    if (e.cause === 'discard' && e.from === 'hand') how.push('discard') // CR 701.8 (madness exiles it, still discarded)
    if (e.to === 'exile') how.push('exile')
    if (e.to === 'graveyard') how.push('graveyard')
    if (!how.length) continue
    const def = s.cards[e.def as string]
    const printed = def?.faces[(e.face as number) ?? 0]?.types ?? []
    // CR 608.2h: a permanent is a creature as it last existed (its power was noted as it left the battlefield).
    const types =
      e.from === 'battlefield'
        ? [...printed.filter((t) => t !== 'Creature'), ...(e.power !== undefined ? ['Creature'] : [])]
        : printed
    memo.moved = [...(memo.moved ?? []), { how, types, id: e.id as ObjId }]
  }
}
