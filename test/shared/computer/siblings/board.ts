// Fresh positions of the computer's four failure classes, set up in any variant (heroes where the variant has them)
// and for two to four players: the sibling tests build each position once per variant and play it with the contract's
// `computer` action, asserting what a regular player would get out of it (a win, a creature saved, a card held).
import '@shared/variants'
import { runScenario, type ScenarioResult } from '@shared/scenario'
import { starterPool } from '@shared/cards/starter'
import type { CardPool } from '@shared/cards/pool'
import { actingPlayers, applyAction, legalActions, type Action, type GameState, type PlayerIndex } from '@shared/engine'
import { computerAction, type Level } from '@shared/computer'

/** The variants whose combat is Magic's (Combat Rules fights one pair at a time, MCR-8). */
export const MAGIC_COMBAT = ['normal', 'manahearth', 'heroic', 'mental'] as const
export type Variant = (typeof MAGIC_COMBAT)[number] | 'combat'

/** Heroes for the seats, in the variants that have them (Manahearth's on the battlefield, Heroic's in the command
 *  zone); chosen so that no hero changes the fight at hand. */
const HEROES: Record<string, string[]> = {
  manahearth: ['Ajani Goldmane', 'Chandra Nalaar', 'Jace Beleren', 'Garruk Wildspeaker'],
  heroic: ['Krenko, Mob Boss', 'Ezuri, Renegade Leader', 'Krenko, Tin Street Kingpin', 'Ezuri, Renegade Leader'],
}

const NAMES = ['Ann', 'Ben', 'Cid', 'Dee']

export type Side = Record<string, unknown>

export interface Board {
  turn?: number
  /** Combat Rules' round (MCR-3). */
  round?: number
  active?: number
  step?: string
  seed?: number
  sides: Side[]
}

/** A library for every side that names none (nobody decks by accident). */
const LIBRARY = Array(12).fill('Plains')

/** The scenario of a board in a variant: its heroes, its libraries. */
export function scenario(variant: Variant, board: Board, actions: unknown[]): Record<string, unknown> {
  const heroes = HEROES[variant]
  const players = board.sides.map((side, i) =>
    variant === 'heroic' && heroes ? { name: NAMES[i], hero: (side.hero as string) ?? heroes[i] } : { name: NAMES[i] },
  )
  const sides = board.sides.map((side, i) => {
    const out = { library: LIBRARY, ...(variant === 'manahearth' && heroes ? { hero: heroes[i] } : {}), ...side }
    if (variant === 'heroic') delete (out as Side).hero // a Heroic hero is named with the player
    return out
  })
  return {
    variant,
    seed: board.seed ?? 1,
    players,
    ...(variant === 'combat' ? { start: 0 } : {}),
    state: {
      turn: board.turn ?? 7,
      ...(board.round ? { round: board.round } : {}),
      active: board.active ?? 0,
      step: board.step ?? 'precombatMain',
      players: sides,
    },
    actions,
  }
}

const DRAWS = [
  ['Savannah Lions', 'Elite Vanguard', 'Glory Seeker', 'Mesa Unicorn'],
  ['Runeclaw Bear', 'Wall of Wood', 'Typhoid Rats', 'Diregraf Ghoul'],
]
/** Small creatures for a Combat Rules seat to draw (Ann's, Ben's): the first `count` of four, a fresh list. */
export const draws = (seat: number, count = 4): string[] => DRAWS[seat].slice(0, count)

/** A Combat Rules board at round 3 of turn 5 (MCR-3): each side's creatures in its slots, its hand and battlefield
 *  empty unless the side names them. */
export function combatBoard(at: Omit<Board, 'sides'>, sides: Side[]): Board {
  return { turn: 5, round: 3, ...at, sides: sides.map((side) => ({ hand: [], battlefield: [], ...side })) }
}

/** Plays the board's actions in the variant, failing loudly on a position the engine refuses. */
export function play(
  variant: Variant,
  board: Board,
  actions: unknown[],
  pool: CardPool = starterPool(),
): ScenarioResult & { state: GameState } {
  const r = runScenario(scenario(variant, board, actions), pool)
  if (!r.state) throw new Error(JSON.stringify(r.output))
  return r as ScenarioResult & { state: GameState }
}

/** The names of the cards in a player's zone. */
export function zone(s: GameState, p: number, z: string): string[] {
  return (s.players[p].zones[z] ?? []).map((id) => s.cards[s.objects[id].def].name)
}

/** The names of the permanents a player controls. */
export function permanents(s: GameState, p: number): string[] {
  return s.battlefield.filter((id) => s.objects[id].controller === p).map((id) => s.cards[s.objects[id].def].name)
}

/** The computer decides for `player` (all its decisions until another player must act). */
export const computer = (player: number, level = 'normal') => ({ player, type: 'computer', level })
/** Every player passes until the step (or a decision other than passing). */
export const until = (step: string, turn?: number) => ({ type: 'passUntil', step, ...(turn ? { turn } : {}) })
export const pass = (player: number) => ({ player, type: 'pass' })
export const attack = (player: number, attackers: [string, string][]) => ({
  player,
  type: 'declareAttackers',
  attackers: attackers.map(([card, target]) => ({ card, target })),
})
export const block = (player: number, blockers: [string, string][]) => ({
  player,
  type: 'declareBlockers',
  blockers: blockers.map(([card, blocks]) => ({ card, blocks })),
})

/** Levels held to the right play (Easy makes a beginner's mistakes on purpose). */
export const LEVELS = ['normal', 'hard'] as const

/**
 * Plays on from a position: the seats in `levels` decide as the computer at that level, the others pass (and declare
 * no blocks), until `stop` holds, the game ends or `max` actions are made.
 */
export function drive(
  start: GameState,
  levels: Partial<Record<number, Level>>,
  stop: (s: GameState) => boolean,
  max = 300,
): GameState {
  let s = start
  for (let i = 0; i < max && s.phase !== 'ended' && !stop(s); i++) {
    const p = actingPlayers(s)[0] as PlayerIndex
    const level = levels[p]
    let action: Action | undefined
    if (level) action = computerAction(s, p, { level, seed: 1, timeCapMs: 600_000 }).action
    else {
      const legal = legalActions(s, p)
      action =
        legal.find((a) => a.type === 'pass') ??
        legal.find((a) => a.type === 'declareBlockers' && !(a as { blockers: unknown[] }).blockers.length) ??
        legal.find((a) => a.type === 'done' || a.type === 'keep') ??
        legal[0]
    }
    const r = applyAction(s, action)
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.reason}`)
    s = r.state
  }
  return s
}

/** The stop of `drive` once the game reaches a step of a turn (or a later turn). */
export const atStep = (step: string, turn: number) => (s: GameState) =>
  s.turn > turn || (s.turn === turn && s.step === step)
