// Starting practice at the normal table: a goldfish game with any deck; a puzzle's position, the other seats played
// by the computer or, for a puzzle with fixed opponents, by its script (the known solution's opponent actions; a pass
// whenever the next one doesn't apply).
import type { VariantId } from '@shared/bridge'
import { parseDeckList } from '@shared/cards/decklist'
import { GOLDFISH_NAME, GOLDFISH_SEAT } from '@shared/practice/goldfish'
import { checkAction, legalActions } from '@shared/engine/game'
import { variantById } from '@shared/engine/registry'
import type { Action, GameState } from '@shared/engine/types'
import { starterPool } from '@shared/cards/starter'
import { playPuzzle, type Puzzle } from '@shared/practice/puzzles'
import { useGameStore } from '../stores/game'
import { useScreenStore } from '../stores/screen'
import { resolveDeck, type DeckChoice } from './decks'
import { practice } from './session'

const copies = (entries: { name: string; count: number }[]) =>
  entries.flatMap((e) => Array<string>(e.count).fill(e.name))

/** A goldfish game at the normal table: the deck in seat 1 (a Heroic hero, Manahearth's planeswalker heroes come
 *  with it), the goldfish in seat 2 with no cards. Throws the engine's reason when the game can't start. */
export function startGoldfish(
  variant: string,
  choice: DeckChoice,
  returnTo: 'practice' | 'deck-editor' = 'practice',
): void {
  const game = useGameStore()
  const list = parseDeckList(choice.text)
  game.start({
    variant: variant as VariantId,
    options: { goldfish: [GOLDFISH_SEAT] },
    start: 0,
    cards: resolveDeck(choice).cards,
    players: [
      {
        name: 'You',
        color: '#f59e0b',
        deck: copies(list.main),
        sideboard: copies(list.sideboard),
        deckName: choice.name,
        ...(list.hero ? { hero: list.hero } : {}),
      },
      { name: GOLDFISH_NAME, color: '#60a5fa', deck: [] },
    ],
    // The goldfish seat has no cards: the computer seat can only keep and pass for it. Known before the first
    // decision, so the one person at the table gets no cover.
    computers: { [GOLDFISH_SEAT]: 'easy' },
  })
  practice.kind = 'goldfish'
  practice.puzzle = null
  practice.start = null
  practice.returnTo = returnTo
  useScreenStore().go('game')
}

export function startPuzzle(p: Puzzle): void {
  const game = useGameStore()
  const r = playPuzzle(p, starterPool(), [])
  practice.kind = 'puzzle'
  practice.returnTo = 'practice'
  practice.puzzle = p
  practice.start = r.state
  practice.script =
    p.opponent === 'fixed'
      ? playPuzzle(p, starterPool()).log.filter((a) => a.player !== p.player && a.type !== 'pass')
      : []
  const seats: Record<number, 'normal'> = {}
  const others = r.state.players.map((_, i) => i).filter((i) => i !== p.player)
  if (p.opponent === 'computer') for (const i of others) seats[i] = 'normal'
  // The other seats are known before the first decision (the computer's, or the script's for a fixed opponent):
  // the solver alone at the table gets no cover, on Reset too.
  game.setComputers(seats)
  game.setScript(p.opponent === 'fixed' ? others : [], p.opponent === 'fixed' ? nextScripted : null)
  game.startPosition(r.state)
  // A puzzle is solved step by step: the solver stops at every step of every turn (no automatic passes by).
  for (const step of variantById(r.state.variant).chart.turnSteps) {
    game.setStop(p.player, 'own', step.name, true)
    game.setStop(p.player, 'others', step.name, true)
  }
  useScreenStore().go('game')
}

/** The fixed opponent's next action, taken off the script when it comes from there. */
function nextScripted(state: GameState): Action | null {
  const next = scriptedAction(state)
  if (next?.scripted) practice.script = practice.script.slice(1)
  return next?.action ?? null
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
