// Starting practice at the normal table: a puzzle's position, with the other seats played by the computer.
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
  game.startPosition(r.state)
  const seats: Record<number, 'normal'> = {}
  r.state.players.forEach((_, i) => {
    if (i !== p.player) seats[i] = 'normal'
  })
  game.setComputers(seats)
  useScreenStore().go('game')
}
