// Real cards for scenario tests of card text: AtomicCards read in place (a clear error when missing), the starter pool
// plus the named cards, and a two-player Normal Magic game played from a prepared board.
import { expect } from 'vitest'
import '../../src-shared/variants'
import { atomicSkipReason, cardFromAtomic } from '../../src-shared/cards/mtgjson'
import type { CardDefinition } from '../../src-shared/cards/model'
import { CardPool } from '../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../src-shared/cards/starter'
import { runScenario, type ScenarioResult } from '../../src-shared/scenario'
import { explainCard } from '../../src-shared/engine'
import { atomicEntry } from './atomicIndex'

/** A real card from the shared AtomicCards (throws a clear error when the file or the card is missing). */
export function realCard(name: string): CardDefinition {
  const faces = atomicEntry(name) // only this card's entry is read (test/support/atomicIndex.ts)
  if (!faces || atomicSkipReason(name, faces)) throw new Error(`AtomicCards has no usable card named ${name}`)
  return cardFromAtomic(name, faces)
}

/** The starter pool plus these real cards (a real card replaces a starter card of the same name). */
export function realPool(names: string[]): CardPool {
  return new CardPool([...starterCardDefinitions(), ...names.map(realCard)])
}

/** The starter pool plus these real cards; a starter card of the same name is kept. */
export function poolWith(...names: string[]): CardPool {
  const pool = new CardPool(starterCardDefinitions())
  for (const n of names) if (!pool.byName(n)) pool.add(realCard(n))
  return pool
}

/** A player's part of the board (zones by card names or objects, life, ...). */
export type Side = Record<string, unknown>

/** Where the game stands: player `active` (default Ann) on `turn` (default 3) at `step`, both libraries `library`. */
export interface Board {
  turn?: number
  active?: number
  step?: string
  seed?: number
  library?: string[]
  /** The starting player; undefined: chosen from the seed (the board's turn 3 makes it Ann either way). */
  start?: number
}

const ISLANDS = ['Island', 'Island', 'Island', 'Island', 'Island']

/** Plays `actions` on a two-player Normal game from `ann`'s and `ben`'s boards, with these real cards or this pool
 *  (and these house-rule `options`). */
export function boardPlayer({
  turn = 3,
  active = 0,
  step: defaultStep = 'precombatMain',
  seed = 1,
  library = ISLANDS,
  ...rest
}: Board = {}) {
  const start = 'start' in rest ? rest.start : 0
  return (
    cards: string[] | CardPool,
    ann: Side,
    ben: Side,
    actions: unknown[],
    step = defaultStep,
    options?: Record<string, unknown>,
  ): ScenarioResult =>
    runScenario(
      {
        variant: 'normal',
        seed,
        ...(start === undefined ? {} : { start }),
        players: [{ name: 'Ann' }, { name: 'Ben' }],
        ...(options ? { options } : {}),
        state: {
          turn,
          active,
          step,
          players: [
            { library, ...ann },
            { library, ...ben },
          ],
        },
        actions,
      },
      cards instanceof CardPool ? cards : realPool(cards),
    )
}

/** Ann's precombat main phase on turn 3, libraries of Islands. */
export const play = boardPlayer()

/** Ann's declare attackers step on turn 3, Ben defending. */
export const playCombat = boardPlayer({ step: 'declareAttackers' })

/** Libraries of the five basic lands, seed 5, the starting player from the seed. */
export const BASICS_BOARD: Board = {
  seed: 5,
  library: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'],
  start: undefined,
}

/** Ann's precombat main phase on turn 3 on the basics board. */
export const playWithBasics = boardPlayer(BASICS_BOARD)

/** Ann's precombat main phase on turn 3, libraries of two Islands, the starting player from seed 1. */
export const playOnTwoIslands = boardPlayer({ library: ['Island', 'Island'], start: undefined })

/** Plays a scenario (contract input) with the starter pool plus these real cards. */
export function playScenario(cards: string[], scenario: Record<string, unknown>): ScenarioResult {
  return runScenario(
    { variant: 'normal', seed: 1, players: [{ name: 'Ann' }, { name: 'Ben' }], actions: [], ...scenario },
    realPool(cards),
  )
}

export const passBoth = [
  { player: 0, type: 'pass' },
  { player: 1, type: 'pass' },
]

/** Ann attacks Ben with `attacker` and Ben blocks it with `blocker`, both passing after each declaration. */
export const attackBlockedBy = (attacker: string, blocker: string) => [
  { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
  ...passBoth,
  { player: 1, type: 'declareBlockers', blockers: [{ card: blocker, blocks: `0:${attacker}` }] },
  ...passBoth,
]

/** The card's lines the engine doesn't run (empty: fully automated). */
export function manualLines(name: string): string[] {
  return explainCard(realCard(name))
    .lines.filter((l) => !l.automated)
    .map((l) => l.text)
}

/** Asserts that each card runs every line of its text (a failure names the card). */
export function expectAutomated(cards: string[]): void {
  for (const name of cards) expect(manualLines(name), name).toEqual([])
}

/** Names of the cards in a zone. */
export function names(
  state: { objects: Record<string, { def: string }>; cards: Record<string, { name: string }> },
  ids: string[],
): string[] {
  return ids.map((id) => state.cards[state.objects[id].def].name)
}

/** A scenario's output (the contract's shape). */
export interface Out {
  players: {
    life: number
    poison: number
    hand: string[]
    graveyard: string[]
    library: number
    exile: string[]
    battlefield: {
      name: string
      tapped: boolean
      power?: number
      toughness?: number
      counters: Record<string, number>
      damage: number
      token?: boolean
      keywords?: string[]
    }[]
  }[]
  stack: string[]
  rejected?: { index: number; reason: string }[]
  log: string[]
}

export const out = (r: ScenarioResult): Out => r.output as unknown as Out

/** A creature that can attack this turn (not summoning sick). */
export const ready = (name: string, extra: Record<string, unknown> = {}) => ({ name, sick: false, ...extra })

/** The names of a player's tapped permanents, in battlefield order. */
export const tappedNames = (r: ScenarioResult, player: number): string[] =>
  out(r)
    .players[player].battlefield.filter((b) => b.tapped)
    .map((b) => b.name)
