// What the hand-off cover says the named player is wanted for: their decision in words, or their priority.
import { describePending, playerName, waitingFor } from '@shared/engine'
import type { GameState, PlayerIndex } from '@shared/engine'

export function coverReason(s: GameState, p: PlayerIndex): string {
  const d = s.pending.find((x) => x.player === p)
  if (d) return `${playerName(s, p)} must ${describePending(d.kind, s.variant)}.`
  if (waitingFor(s).kind === 'priority')
    return s.stack.length
      ? `${playerName(s, p)} may respond to a spell or ability.`
      : `${playerName(s, p)} has priority.`
  return ''
}
