// The computer player (Easy, Normal, Hard). Pure and deterministic given the position, the seat and its seed. It
// decides from `viewFor(state, seat)` only: hidden cards are placeholders it can't read, so it never peeks.
import type { CardDefinition } from '../cards/model'
import type { Action, CastAction, GameState, PlayerIndex } from '../engine/types'
import { actingPlayers, applyAction, checkAction, legalActions } from '../engine/game'
import { Random } from '../engine/rng'
import { viewFor } from '../engine/view'
import { fnv1a } from '../engine/hash'
import { decideHeuristic, type Context } from './policy'
import { decideHard } from './search'
import { playable } from './sim'
import { computerListing, declaring } from './listing'
import { withCopyTargets } from './copyTargets'
import type { ComputerOptions, Decision, Level } from './types'

export * from './types'
export { evaluate } from './evaluate'

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now())

/** The seed of one decision: the computer's seed, the seat and public counters (never a hidden card). */
export function decisionSeed(state: GameState, me: PlayerIndex, seed: number): number {
  return fnv1a(`${seed}:${me}:${state.actionCount}:${state.turn}`)
}

/**
 * Decides from a view (`viewFor(state, me)`). `legal` is the engine's list of the computer's legal actions when
 * the view alone can't give it (choosing a hero from its own deck, MH-2); `known` names those cards.
 */
export function decide(
  view: GameState,
  me: PlayerIndex,
  opts: ComputerOptions,
  hints: { legal?: Action[]; known?: Record<string, CardDefinition> } = {},
): { action: Action } {
  const seed = decisionSeed(view, me, opts.seed)
  const s = playable(view, seed)
  let legal = hints.legal
  if (!legal) legal = computerListing(s, me)
  // A forced move is answered at once, at every level (Mental Magic's cast-as is not among the engine's actions; text
  // resolved by hand is answered with the note that the computer skipped it; a declaration of attackers or blockers
  // is listed by its least choice only).
  if (legal.length === 1 && view.variant !== 'mental' && legal[0].type !== 'done' && !declaring(s, me))
    return { action: legal[0] }
  const ctx: Context = { me, level: opts.level, rng: Random.fromSeed(seed), legal, known: hints.known }
  if (opts.level === 'hard') return decideHard(s, ctx, opts)
  return decideHeuristic(s, ctx)
}

/** The computer's next action for seat `me` in the real game, checked against it. */
export function computerAction(state: GameState, me: PlayerIndex, opts: ComputerOptions): Decision {
  const t0 = now()
  const view = viewFor(state, me)
  let hints: { legal?: Action[]; known?: Record<string, CardDefinition> } = {}
  try {
    const legal = computerListing(playable(view, 1), me)
    if (!legal.length) throw new Error('no legal action in the view')
    hints = { legal }
  } catch {
    // The view can't enumerate (a choice among its own deck's cards): the engine lists them, as the table does.
    const legal = legalActions(state, me)
    const known: Record<string, CardDefinition> = {}
    for (const a of legal) {
      const id = (a as { card?: unknown }).card
      const o = typeof id === 'string' ? state.objects[id] : undefined
      if (o && o.owner === me) known[o.id] = state.cards[o.def]
    }
    hints = { legal, known }
  }
  let chosen: { action: Action }
  try {
    chosen = decide(view, me, opts, hints)
  } catch {
    chosen = { action: fallback(state, me) }
  }
  if (checkAction(state, chosen.action)) chosen = { action: fallback(state, me) }
  // CR 707.10c: a spell that copies itself as it is cast aims its copies too.
  const aimed = chosen.action.type === 'cast' ? withCopyTargets(view, me, chosen.action as CastAction) : chosen.action
  if (aimed !== chosen.action && !checkAction(state, aimed)) chosen = { ...chosen, action: aimed }
  return { player: me, ...chosen, ms: now() - t0 }
}

/** A safe answer when a decision failed: pass, done, keep, else the first legal action. */
function fallback(state: GameState, me: PlayerIndex): Action {
  const legal = legalActions(state, me)
  for (const type of ['pass', 'done', 'keep']) {
    const a = legal.find((x) => x.type === type)
    if (a) return a
  }
  return legal[0] ?? { type: 'concede', player: me }
}

/** The most decisions one scenario `computer` action makes. */
export const COMPUTER_LIMIT = 500

export interface ComputerRun {
  state: GameState
  actions: Action[]
  lines: string[]
  decisions: Decision[]
}

/** Lets the computer make every decision for `me` until the game waits on another player or ends (at most `max`). */
export function runComputer(
  state: GameState,
  me: PlayerIndex,
  opts: ComputerOptions,
  max = COMPUTER_LIMIT,
): ComputerRun {
  let s = state
  const actions: Action[] = []
  const lines: string[] = []
  const decisions: Decision[] = []
  for (let i = 0; i < max; i++) {
    if (s.phase === 'ended' || !actingPlayers(s).includes(me)) break
    const d = computerAction(s, me, opts)
    const r = applyAction(s, d.action)
    if (!r.ok) break
    s = r.state
    actions.push(d.action)
    decisions.push(d)
    lines.push(...r.lines)
  }
  return { state: s, actions, lines, decisions }
}

export function isLevel(value: unknown): value is Level {
  return value === 'easy' || value === 'normal' || value === 'hard'
}
