// Fixtures for the Heroic tests: the two starter decks (resources/decks/heroic) from the bundled pool, prepared
// positions, and random play with the invariants checked after every action.
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

export const DECK_FILES = ['heroic-goblins.txt', 'heroic-elves.txt']
export const deckText = (file: string): string =>
  readFileSync(join(__dirname, '../../../../resources/decks/heroic', file), 'utf8')

export interface HeroicDeck {
  main: string[]
  sideboard: string[]
  hero: string
  cards: CardDefinition[]
}

/** A starter deck as definition ids (one per card), its sideboard and its hero's name. */
export function starterDeck(file: string): HeroicDeck {
  const pool = starterPool()
  const list = parseDeckList(deckText(file))
  if (list.errors.length) throw new Error(`${file}: ${list.errors[0].message}`)
  const cards: CardDefinition[] = []
  const ids = (entries: typeof list.main): string[] =>
    entries.flatMap((e) => {
      const def = pool.byName(e.name)
      if (!def) throw new Error(`${file}: unknown card ${e.name}`)
      cards.push(def)
      return Array<string>(e.count).fill(def.id)
    })
  return { main: ids(list.main), sideboard: ids(list.sideboard), hero: list.hero!, cards }
}

export function newHeroicGame(seed: number, players = 2, options: Record<string, unknown> = {}): GameState {
  const decks = DECK_FILES.map(starterDeck)
  return createGame({
    variant: 'heroic',
    seed,
    options,
    cards: decks.flatMap((d) => d.cards),
    players: Array.from({ length: players }, (_, i) => {
      const d = decks[(i + seed) % decks.length]
      return { name: `P${i}`, deck: d.main, sideboard: d.sideboard, extra: { hero: d.hero } }
    }),
  })
}

export interface RandomGameResult {
  state: GameState
  log: Action[]
  actions: number
  /** Stopped on a runaway board: random play made more permanents than it can ever attack with (Krenko, Mob Boss
   *  doubling its Goblins each turn), so the game can't be played out to its end in a test's time. */
  runaway: boolean
}

/** More permanents than random play ends a game with. */
export const RUNAWAY_BOARD = 400

/** Plays random legal actions until the game ends or the caps; throws on a rejected action or a broken invariant. */
export function playRandomGame(seed: number, players = 2, turnCap = 60, actionCap = 8000): RandomGameResult {
  let s = newHeroicGame(seed, players)
  const rng = Random.fromSeed(seed * 7919 + 3)
  const log: Action[] = []
  while (s.phase !== 'ended' && s.turn <= turnCap && log.length < actionCap && s.battlefield.length < RUNAWAY_BOARD) {
    const action = randomAction(s, rng, { passBias: 0.3 })
    if (!action) throw new Error(`seed ${seed}: nobody can act at ${s.step}`)
    const r = applyAction(s, action)
    if (!r.ok) throw new Error(`seed ${seed}: legal action rejected: ${JSON.stringify(action)}: ${r.reason}`)
    s = r.state
    log.push(action)
    const problems = checkInvariants(s)
    if (problems.length) throw new Error(`seed ${seed} after ${JSON.stringify(action)}: ${problems.join('; ')}`)
  }
  return { state: s, log, actions: log.length, runaway: s.battlefield.length >= RUNAWAY_BOARD }
}
