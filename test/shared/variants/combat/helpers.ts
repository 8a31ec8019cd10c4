// Fixtures for the Magic Combat Rules tests: the two starter decks (resources/decks/combat) from the bundled pool,
// and random play with the invariants checked after every action.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import '@shared/variants'
import { starterPool } from '@shared/cards/starter'
import { parseDeckList } from '@shared/cards/decklist'
import type { CardDefinition } from '@shared/cards/model'
import {
  applyAction,
  checkInvariants,
  createGame,
  randomAction,
  Random,
  type Action,
  type GameState,
} from '@shared/engine'
import { scoreOf, slotsOf } from '@shared/variants/combat/rules'

export const DECK_FILES = ['combat-boros-brawl.txt', 'combat-golgari-grind.txt']
export const deckText = (file: string): string =>
  readFileSync(join(__dirname, '../../../../resources/decks/combat', file), 'utf8')

/** The starter deck as card definitions (one per card). */
export function deckCards(file: string): CardDefinition[] {
  const pool = starterPool()
  const list = parseDeckList(deckText(file))
  if (list.errors.length) throw new Error(`${file}: ${list.errors[0].message}`)
  const out: CardDefinition[] = []
  for (const e of list.main) {
    const def = pool.byName(e.name)
    if (!def) throw new Error(`${file}: unknown card ${e.name}`)
    for (let k = 0; k < e.count; k++) out.push(def)
  }
  return out
}

export function newCombatGame(
  seed: number,
  options: Record<string, unknown> = {},
  start: number | undefined = 0,
): GameState {
  const a = deckCards(DECK_FILES[0])
  const b = deckCards(DECK_FILES[1])
  return createGame({
    variant: 'combat',
    seed,
    start,
    options,
    cards: [...a, ...b],
    players: [
      { name: 'Ann', deck: a.map((d) => d.id) },
      { name: 'Ben', deck: b.map((d) => d.id) },
    ],
  })
}

export interface RandomGameResult {
  state: GameState
  actions: number
  log: Action[]
}

/**
 * Plays a random legal game to its end, checking after every action the engine's invariants and the Combat Rules
 * ones the issue names: at most five creatures per side and slots never shared (checkInvariants, variant hook),
 * score only ever increases, and the game ends after round ten with a winner or a draw.
 */
export function playRandomGame(
  seed: number,
  options: Record<string, unknown> = {},
  maxActions = 20000,
): RandomGameResult {
  let s = newCombatGame(seed, options, undefined)
  const rng = Random.fromSeed(seed * 7919 + 1)
  const log: Action[] = []
  while (s.phase !== 'ended') {
    if (log.length >= maxActions)
      throw new Error(`game ${seed} did not end in ${maxActions} actions (round ${s.round}, step ${s.step})`)
    const a = randomAction(s, rng, { passBias: 0.4 })
    if (!a) throw new Error(`game ${seed}: nobody can act at round ${s.round}, step ${s.step}`)
    if (a.type === 'concede')
      throw new Error(
        `game ${seed}: ${a.player} had no legal action at ${s.step} (pending ${JSON.stringify(s.pending[0] ?? null)})`,
      )
    const r = applyAction(s, a)
    if (!r.ok) throw new Error(`game ${seed}: legal action rejected: ${r.reason} (${JSON.stringify(a)})`)
    const before = s
    s = r.state
    log.push(a)
    const problems = checkInvariants(s)
    for (let p = 0; p < s.players.length; p++) {
      if (scoreOf(s, p) < scoreOf(before, p)) problems.push(`player ${p}'s score went down`)
      if (slotsOf(s, p).filter((id) => id !== null).length > 5)
        problems.push(`player ${p} has more than five creatures in slots`)
    }
    if (s.round > 10) problems.push(`round ${s.round}`)
    if (problems.length) throw new Error(`game ${seed}, after ${JSON.stringify(a)}: ${problems.join('; ')}`)
  }
  if (s.winner === null) throw new Error(`game ${seed} ended without a winner`)
  if (s.round !== 10) throw new Error(`game ${seed} ended in round ${s.round}, not after round ten`)
  return { state: s, actions: log.length, log }
}
