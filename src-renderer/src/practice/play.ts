// Starting practice at the normal table: a puzzle's position, the other seats played by the computer or, for a
// puzzle with fixed opponents, by its script (the known solution's opponent actions; a pass whenever the next one
// doesn't apply).
import { checkAction, legalActions } from '@shared/engine/game'
import { variantById } from '@shared/engine/registry'
import type { GameState } from '@shared/engine/types'
import { starterPool } from '@shared/cards/starter'
import { playPuzzle, type Puzzle } from '@shared/practice/puzzles'
import { useGameStore } from '../stores/game'
import { useScreenStore } from '../stores/screen'
import { practice } from './session'

export function startPuzzle(p: Puzzle): void {
  const game = useGameStore()
  const r = playPuzzle(p, starterPool(), [])
  practice.kind = 'puzzle'
  practice.puzzle = p
  practice.start = r.state
  practice.script =
    p.opponent === 'fixed'
      ? playPuzzle(p, starterPool()).log.filter((a) => a.player !== p.player && a.type !== 'pass')
      : []
  game.startPosition(r.state)
  // A puzzle is solved step by step: the solver stops at every step of every turn (no automatic passes by).
  for (const step of variantById(r.state.variant).chart.turnSteps) {
    game.setStop(p.player, 'own', step.name, true)
    game.setStop(p.player, 'others', step.name, true)
  }
  const seats: Record<number, 'normal'> = {}
  if (p.opponent === 'computer')
    r.state.players.forEach((_, i) => {
      if (i !== p.player) seats[i] = 'normal'
    })
  game.setComputers(seats)
  useScreenStore().go('game')
}

/** The fixed opponent's next action when one of the puzzle's other seats must act, else null (nothing changes). */
export function scriptedAction(state: GameState) {
  const p = practice.puzzle
  if (practice.kind !== 'puzzle' || !p || p.opponent !== 'fixed' || state.phase === 'ended') return null
  const acting = state.pending[0]?.player ?? state.priority
  if (acting === null || acting === undefined || acting === p.player) return null
  const next = practice.script[0]
  if (next && next.player === acting && !checkAction(state, next)) return { action: next, scripted: true }
  const legal = legalActions(state, acting)
  const action =
    legal.find((a) => a.type === 'pass') ??
    legal.find((a) => a.type === 'keep') ??
    legal.find((a) => a.type === 'done') ??
    legal[0]
  return action ? { action, scripted: false } : null
}
