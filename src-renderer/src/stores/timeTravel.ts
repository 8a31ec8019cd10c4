// Undo and redo at a hotseat table: back to a person's last decision (past the computer's), and into another player's
// decisions only when each of them agrees (with their PIN, when their seat has one); every undo and redo, and every
// refusal, is a line in the log.
import type { Ref, ShallowRef } from 'vue'
import { playerName } from '@shared/engine'
import type { Action, GameState, History, PlayerIndex } from '@shared/engine'
import { isAuto, type useHistoryStore } from './history'
import type { ChangeCause } from './session'
import { actorOf } from '../components/table/flow'

/** An undo or redo that crosses into other players' decisions: it waits for each of them to agree. */
export interface TimeTravel {
  kind: 'undo' | 'redo'
  /** Who asked (the player at the screen), or null when nobody was seated. */
  by: PlayerIndex | null
  target: History
  /** Decisions crossed (automatic passes not counted). */
  steps: number
  /** The players who must agree, and those who have. */
  need: PlayerIndex[]
  agreed: PlayerIndex[]
}

const countActions = (n: number): string => (n === 1 ? '1 action' : `${n} actions`)

/** What undo and redo need from the game store. */
export interface TravelHost {
  hist: ReturnType<typeof useHistoryStore>
  state: Readonly<Ref<GameState | null>>
  travel: ShallowRef<TimeTravel | null>
  error: Ref<string | null>
  /** The player at the screen (seated, or the last one seated under a cover). */
  asker(): PlayerIndex | null
  /** Is the seat played by a machine (the computer or a script)? */
  machine(p: PlayerIndex): boolean
  pinFits(player: PlayerIndex, pin: string): boolean
  /** `consented`: other players agreed at the screen, so whoever acts next sits down behind their cover. */
  settle(cause: ChangeCause, consented: boolean): void
}

export function useTimeTravel(host: TravelHost) {
  const { hist, state, travel, error, asker, machine, pinFits, settle } = host
  /** Is this action a decision of a computer seat? (Undo steps back over them to a person's decision.) */
  const byComputer = (a: Action): boolean => machine(a.player)

  /** The people (not the computer, not the asker) whose decisions an undo or redo to `target` crosses, or (undo)
   *  lands on. */
  function crossedSeats(target: History, by: PlayerIndex | null): { steps: number; seats: PlayerIndex[] } {
    const h = hist.history!
    const [lo, hi] = [Math.min(h.cursor, target.cursor), Math.max(h.cursor, target.cursor)]
    const decisions = h.actions.slice(lo, hi).filter((a) => !isAuto(a))
    const seats = new Set(decisions.map((a) => a.player))
    const landing = target.cursor < h.cursor ? actorOf(target.state, null) : null
    if (landing !== null) seats.add(landing)
    const person = (p: PlayerIndex) => p !== by && !machine(p)
    return { steps: decisions.length, seats: [...seats].filter(person).sort((a, b) => a - b) }
  }

  /** Undo (back to a person's last decision) or redo; into another player's decisions only when they agree. */
  function timeTravel(kind: 'undo' | 'redo'): void {
    // Back past the computer's moves to a person's last decision (unless nobody at the table is a person).
    const people = state.value ? state.value.players.some((_, p) => !machine(p)) : false
    const skip = people ? byComputer : undefined
    const target = kind === 'undo' ? hist.undoTarget(skip) : hist.redoTarget(skip)
    if (!target || travel.value) return
    const by = asker()
    const { steps, seats } = crossedSeats(target, by)
    const request: TimeTravel = { kind, by, target, steps, need: seats, agreed: [] }
    if (seats.length === 0) return travelNow(request)
    travel.value = request
  }

  /** A player agrees to the undo or redo waiting for them (with their PIN, when their seat has one). */
  function agreeTravel(player: PlayerIndex, pin = ''): string | null {
    const t = travel.value
    if (!t || !t.need.includes(player)) return null
    if (!pinFits(player, pin))
      return `That is not ${state.value ? `${playerName(state.value, player)}'s` : 'their'} PIN.`
    const next = { ...t, agreed: [...new Set([...t.agreed, player])] }
    if (next.need.every((p) => next.agreed.includes(p))) {
      travel.value = null
      travelNow(next)
    } else travel.value = next
    return null
  }

  /** The undo or redo is called off (a player refused, or the asker changed their mind): the log says so. */
  function cancelTravel(refusedBy: PlayerIndex | null = null): void {
    const t = travel.value
    const s = state.value
    travel.value = null
    if (!t || !s || refusedBy === null) return
    const who = t.by !== null ? playerName(s, t.by) : 'The table'
    hist.note(`${playerName(s, refusedBy)} refused to let ${who} ${t.kind} ${countActions(t.steps)}`)
  }

  function travelNow(t: TimeTravel): void {
    const s = state.value
    hist.travelTo(t.target)
    error.value = null
    if (s) {
      const who = t.by !== null ? playerName(s, t.by) : 'The table'
      const to = t.target.state
      const where =
        to.phase === 'turn' || to.phase === 'ended'
          ? `${t.kind === 'undo' ? 'back' : 'forward'} into ${playerName(to, to.active)}'s turn`
          : `${t.kind === 'undo' ? 'back' : 'forward'} to the opening hands`
      hist.note(`${who} ${t.kind === 'undo' ? 'undid' : 'redid'} ${countActions(t.steps)}, ${where}`)
    }
    settle(t.kind, t.need.length > 0)
  }

  function undo(): void {
    timeTravel('undo')
  }

  function redo(): void {
    timeTravel('redo')
  }

  return { timeTravel, agreeTravel, cancelTravel, undo, redo }
}
