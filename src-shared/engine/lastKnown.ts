// Last known information (CR 113.7a, 608.2h): an ability resolves even when its source has left; it reads the source
// as the ability recorded it.
import type { CardObject, GameEvent, GameState, ObjId, StackItem } from './types'
import type { Tx } from './tx'

/** The source as it last existed on the battlefield: its counters, and its power and toughness if a creature. */
export interface SourceLastKnown {
  counters: Record<string, number>
  power?: number
  toughness?: number
  /** What it was attached to: "enchanted creature" after the Aura left (CR 608.2h). */
  attachedTo?: ObjId
}

/** The ability's record of its source as it last existed on the battlefield, if it left (CR 608.2h). */
export function sourceLastKnown(item: StackItem): SourceLastKnown | undefined {
  return item.extra?.lastKnown as SourceLastKnown | undefined
}

/** A stand-in for an ability's source that no longer exists, from the ability's own record (CR 113.7a). */
export function lastKnownSource(item: StackItem): CardObject {
  return {
    id: item.source,
    def: item.def ?? '',
    owner: item.controller,
    controller: item.controller,
    zone: 'graveyard',
    tapped: false,
    sick: false,
    faceDown: false,
    counters: { ...sourceLastKnown(item)?.counters },
    damage: 0,
    face: item.face,
  }
}

/** A permanent as it last existed on the battlefield, from the event of its move off it (CR 603.10a). */
export const fromMove = (e: GameEvent): SourceLastKnown => ({
  counters: { ...(e.counters as Record<string, number> | undefined) },
  ...(typeof e.power === 'number' ? { power: e.power, toughness: e.toughness as number } : {}),
  ...(typeof e.attachedTo === 'string' ? { attachedTo: e.attachedTo } : {}),
})

/** As a permanent leaves the battlefield, each ability on the stack from it keeps it as it last existed there
 *  (CR 608.2h: "the number of verse counters on ~" after ~ left reads them as they were). */
export function recordLeftSource(tx: Tx, move: GameEvent): void {
  if (!tx.s.stack.some((i) => i.kind !== 'spell' && i.source === move.id && !sourceLastKnown(i))) return
  const stack = tx.stack()
  stack.forEach((i, k) => {
    if (i.kind !== 'spell' && i.source === move.id && !sourceLastKnown(i))
      stack[k] = { ...i, extra: { ...i.extra, lastKnown: fromMove(move) } }
  })
}

/** An ability whose cost moved its own source off the battlefield (sacrificed or exiled as a cost, CR 602.2b,
 *  601.2h) keeps that source as it last existed there, from the move this transaction made. */
export function noteSourceLeftForCost(events: readonly GameEvent[], item: StackItem, source: ObjId): void {
  for (const e of events)
    if (e.type === 'moved' && e.id === source && e.from === 'battlefield') {
      item.extra = { ...item.extra, lastKnown: fromMove(e) }
      return
    }
}

/** The permanent sacrificed to pay a cost, as it last existed on the battlefield (CR 608.2h: "the sacrificed
 *  creature's power"), recorded on the spell or ability it paid for. */
export interface SacrificedLastKnown {
  power?: number
  toughness?: number
  manaValue: number
}

export function noteSacrificedForCost(s: GameState, events: readonly GameEvent[], item: StackItem, ids: ObjId[]): void {
  const first = ids[0]
  if (first === undefined) return
  for (const e of events)
    if (e.type === 'moved' && e.id === first && e.from === 'battlefield') {
      const def = s.cards[e.def as string]
      const manaValue = def?.faces[(e.face as number) ?? 0]?.manaValue ?? def?.manaValue ?? 0
      const pt = typeof e.power === 'number' ? { power: e.power, toughness: e.toughness as number } : {}
      item.extra = { ...item.extra, sacrificed: { ...pt, manaValue } satisfies SacrificedLastKnown }
      return
    }
}
