// What happened this turn, for conditions such as "if a creature died this turn" (CR 700.4), raid's "if you
// attacked this turn" (CR 508.1) and "if you gained 3 or more life this turn" (CR 119.3): recorded from the game's
// events as the trigger system reads them (state.extra.turnFacts, kept for the current turn only).
import type { GameState, PlayerIndex } from './types'
import type { Tx } from './tx'

export interface TurnFacts {
  turn: number
  /** Creatures put into a graveyard from the battlefield (CR 700.4). */
  died: number
  /** Players who attacked with a creature. */
  attacked: PlayerIndex[]
  /** Life gained, by player. */
  gained: Record<number, number>
  /** Players a permanent they controlled left the battlefield of (revolt). */
  left?: PlayerIndex[]
  /** Cards drawn, by player ("your second card each turn", CR 121.2). */
  drew?: Record<number, number>
}

type Event = Record<string, unknown> & { type: string }

/** This turn's facts (none yet: all zero). */
export function turnFacts(s: GameState): TurnFacts {
  const f = s.extra.turnFacts as TurnFacts | undefined
  return f && f.turn === s.turn ? f : { turn: s.turn, died: 0, attacked: [], gained: {} }
}

/** Records the facts these events show (written only when one does). */
export function recordTurnFacts(tx: Tx, events: readonly Event[]): void {
  let f: TurnFacts | null = null
  const facts = () => {
    if (!f) {
      const now = turnFacts(tx.s)
      f = { ...now, attacked: [...now.attacked], gained: { ...now.gained } }
    }
    return f
  }
  for (const e of events) {
    // Last known information (CR 603.10a): the moved event carries a power only when it left as a creature.
    if (e.type === 'moved' && e.from === 'battlefield') {
      if (e.to === 'graveyard' && e.power !== undefined) facts().died++
      const who = e.controller as PlayerIndex
      if (!facts().left?.includes(who)) facts().left = [...(facts().left ?? []), who]
    } else if (e.type === 'attacks') {
      const who = tx.s.objects[e.id as string]?.controller ?? tx.s.active
      if (!facts().attacked.includes(who)) facts().attacked.push(who)
    } else if (e.type === 'drew') {
      const p = e.player as number
      facts().drew = { ...facts().drew, [p]: (facts().drew?.[p] ?? 0) + 1 }
    } else if (e.type === 'lifeGained' && typeof e.amount === 'number' && e.amount > 0) {
      const p = e.player as number
      facts().gained[p] = (facts().gained[p] ?? 0) + e.amount
    }
  }
  if (f) tx.set('extra', { ...tx.s.extra, turnFacts: f })
}
