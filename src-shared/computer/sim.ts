// Simulation on the computer's own view: hidden cards become blank placeholders (or, for the Hard level,
// guesses from the cards it has seen), then copies of the position are played forward with the pure reducer.
import type { CardDefinition } from '../cards/model'
import type { Action, GameState, PlayerIndex } from '../engine/types'
import { applyAction, reduce, waitingFor } from '../engine/game'
import { HIDDEN_CARD } from '../engine/view'
import { seedRng } from '../engine/rng'
import { work } from './work'

export const HIDDEN_DEF: CardDefinition = {
  id: HIDDEN_CARD,
  name: 'Hidden card',
  layout: 'normal',
  faces: [
    {
      name: 'Hidden card',
      manaCost: null,
      manaCostText: '',
      manaValue: 0,
      typeLine: '',
      supertypes: [],
      types: [],
      subtypes: [],
      oracleText: '',
      colors: [],
      keywords: [],
      loyaltyAbilities: [],
      manaAbilities: [],
    },
  ],
  manaValue: 0,
  colorIdentity: [],
  legalities: {},
}

/** A view made playable for simulation: the placeholder definition joins its card table, the generator gets a seed. */
export function playable(view: GameState, seed: number): GameState {
  if (view.cards[HIDDEN_CARD] && view.rng) return view
  return { ...view, cards: { ...view.cards, [HIDDEN_CARD]: HIDDEN_DEF }, rng: seedRng(seed) }
}

/** Applies an action on a copy; null when the engine refuses it (or throws on a placeholder). */
export function tryApply(state: GameState, action: Action): GameState | null {
  work.simulated++
  try {
    const r = applyAction(state, action)
    return r.ok ? r.state : null
  } catch {
    return null
  }
}

/**
 * Plays the position forward until the stack is empty and nobody must decide anything: everyone passes, text
 * resolved by hand is answered `done`. Stops at any other decision, at `stopStep`, or after `max` actions.
 */
export function settle(state: GameState, max = 24, until?: (s: GameState) => boolean): GameState {
  let s = state
  for (let i = 0; i < max; i++) {
    if (s.phase === 'ended') return s
    if (until?.(s)) return s
    const w = waitingFor(s)
    let action: Action
    if (w.kind === 'decision') {
      if (w.pending.kind !== 'manual') return s
      action = { type: 'done', player: w.player }
    } else {
      if (!s.stack.length && !until && !fightWaiting(s)) return s
      action = { type: 'pass', player: w.player as PlayerIndex }
    }
    // Passing priority and finishing a by-hand step are always legal for the player asked: no check needed.
    work.simulated++
    try {
      s = reduce(s, action).state
    } catch {
      return s
    }
  }
  return s
}

/** Combat Rules: a picked creature fights once both players pass (MCR-8). */
export function fightWaiting(s: GameState): boolean {
  return !!(s.extra.combat as { declared?: string | null } | undefined)?.declared
}
