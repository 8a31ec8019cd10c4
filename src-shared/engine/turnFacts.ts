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
  /** Each creature that died (CR 700.4), as it last existed: "for each Zubera that died this turn". */
  deaths?: Death[]
  /** Damage dealt to players, as "source:player" ("source:player:combat" for combat damage): "if ~ dealt damage to
   *  an opponent this turn" (the source as the object it is, CR 400.7). */
  dealt?: string[]
}

/** A creature that died: who controlled and owned it, its printed subtypes (lower case), whether a token. */
export interface Death {
  controller: PlayerIndex
  owner: PlayerIndex
  subtypes: string[]
  token: boolean
}

/** The creature a moved event shows dying (CR 700.4: put into a graveyard from the battlefield), or null. */
export function deathOf(s: GameState, e: Record<string, unknown>): Death | null {
  if (e.type !== 'moved' || e.from !== 'battlefield' || e.to !== 'graveyard' || e.power === undefined) return null
  const def = s.cards[e.def as string]
  return {
    controller: e.controller as PlayerIndex,
    owner: e.owner as PlayerIndex,
    subtypes: (def?.faces[(e.face as number) ?? 0]?.subtypes ?? []).map((t) => t.toLowerCase()),
    token: e.token === true,
  }
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
      const death = deathOf(tx.s, e)
      if (death) {
        facts().died++
        facts().deaths = [...(facts().deaths ?? []), death]
      }
      const who = e.controller as PlayerIndex
      if (!facts().left?.includes(who)) facts().left = [...(facts().left ?? []), who]
    } else if (e.type === 'attacks') {
      const who = tx.s.objects[e.id as string]?.controller ?? tx.s.active
      if (!facts().attacked.includes(who)) facts().attacked.push(who)
    } else if (e.type === 'drew') {
      const p = e.player as number
      facts().drew = { ...facts().drew, [p]: (facts().drew?.[p] ?? 0) + 1 }
    } else if (e.type === 'damage' && e.player !== undefined && typeof e.amount === 'number' && e.amount > 0) {
      const mark = `${e.source as string}:${e.player as number}${e.combat ? ':combat' : ''}`
      if (!facts().dealt?.includes(mark)) facts().dealt = [...(facts().dealt ?? []), mark]
    } else if (e.type === 'lifeGained' && typeof e.amount === 'number' && e.amount > 0) {
      const p = e.player as number
      facts().gained[p] = (facts().gained[p] ?? 0) + e.amount
    }
  }
  if (f) tx.set('extra', { ...tx.s.extra, turnFacts: f })
}
