// Ruling MH-2's order: the heroes are chosen, the other 30 cards shuffled, THEN the starting player is determined
// (random from the game's seed, or the chosen `start`), then life 20 and three cards each. The engine's generic
// extension point (`Variant.startingPlayer: 'setup'` + `decideStartingPlayer`) is what Manahearth uses for it;
// nobody, in any view, can tell who starts while the heroes are being chosen.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import {
  applyAction,
  checkInvariants,
  createGame,
  describePending,
  legalActions,
  buildGameChart,
  normalTurn,
  step,
  TO_FIRST_TURN,
  nameOf,
  randomAction,
  Random,
  registerVariant,
  replay,
  startingPlayerDecided,
  variantById,
  viewFor,
  whyNoPriority,
  type Action,
  type GameState,
  type Variant,
} from '@shared/engine'
import { starterDeckIds } from './randomGames'

function game(seed: number, start?: number, players = 2): GameState {
  const { cards, lists } = starterDeckIds()
  return createGame({
    variant: 'manahearth',
    seed,
    cards,
    ...(start !== undefined && { start }),
    players: Array.from({ length: players }, (_, i) => ({ name: ['Ann', 'Ben', 'Cid', 'Dee'][i], deck: lists[i % 2] })),
  })
}

/** Applies actions, collecting the log lines. */
function play(s: GameState, actions: Action[], lines: string[] = []): GameState {
  for (const a of actions) {
    const r = applyAction(s, a)
    if (!r.ok) throw new Error(r.reason)
    lines.push(...r.lines)
    s = r.state
  }
  return s
}

const heroes = (s: GameState): Action[] =>
  s.players.map((_, p) => legalActions(s, p).find((a) => a.type === 'chooseHero')!)

describe('ruling MH-2: the starting player is determined after the heroes are chosen', () => {
  it('ruling MH-2: during the hero choice no state or view tells who starts, even a chosen start', () => {
    const random = game(9)
    const chosen0 = game(9, 0)
    const chosen1 = game(9, 1)
    for (const s of [random, chosen0, chosen1]) {
      expect(s.step).toBe('chooseHero')
      expect(startingPlayerDecided(s)).toBe(false)
      // A neutral value, the same whoever will start.
      expect(s.starting).toBe(0)
      expect(s.active).toBe(0)
      expect(checkInvariants(s)).toEqual([])
    }
    // The random generator has not been used for the start: the three games differ only in the chosen value...
    expect({ ...chosen1, extra: {} }).toEqual({ ...random, extra: {} })
    expect(chosen1.extra.undecidedStart).toBe(1)
    // ...which no view shows: every player's and the spectator's view is the same in the three games.
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(viewFor(chosen1, viewer)).toEqual(viewFor(random, viewer))
      expect(viewFor(chosen0, viewer)).toEqual(viewFor(random, viewer))
      expect(startingPlayerDecided(viewFor(chosen1, viewer))).toBe(false)
    }
    // Still hidden after one player chose.
    const oneChose = (s: GameState) => play(s, [heroes(s)[1]])
    expect(viewFor(oneChose(chosen1), 0)).toEqual(viewFor(oneChose(random), 0))
  })

  it('ruling MH-2: a chosen start is honoured once the heroes are chosen (mulligans from it, Lotus for the others, MH-3/MH-4)', () => {
    let s = game(9, 1, 3)
    const lines: string[] = []
    s = play(s, heroes(s), lines)
    expect(startingPlayerDecided(s)).toBe(true)
    expect(s.starting).toBe(1)
    expect(s.active).toBe(1)
    expect(s.pending.map((d) => d.player)).toEqual([1, 2, 0]) // ruling MH-3: in turn order from the starting player
    // MH-2's order in the log: heroes revealed (the 30 shuffled), then who starts, then the three-card hands.
    const at = (text: string) => lines.findIndex((l) => l.includes(text))
    expect(at("Ann's hero is")).toBeGreaterThanOrEqual(0)
    expect(at('Ben starts the game')).toBeGreaterThan(at("Cid's hero is"))
    expect(at('Ben draws 3 cards')).toBeGreaterThan(at('Ben starts the game'))
    expect(lines.filter((l) => l.endsWith('starts the game'))).toHaveLength(1)
    s = play(
      s,
      [1, 2, 0].map((p) => ({ type: 'keep', player: p })),
    )
    expect(s.phase).toBe('turn')
    expect(s.active).toBe(1)
    expect(s.players.map((p) => p.zones.hand.filter((id) => nameOf(s, id) === 'Lotus').length)).toEqual([1, 0, 1])
    expect(checkInvariants(s)).toEqual([])
  })

  it('ruling MH-2: a random start comes from the seeded generator in state, after the choice, and replays the same', () => {
    const starters = new Set<number>()
    for (let seed = 1; seed <= 12; seed++) {
      const initial = game(seed)
      const log = heroes(initial)
      const s = play(initial, log)
      expect(startingPlayerDecided(s)).toBe(true)
      starters.add(s.starting)
      expect(s.active).toBe(s.starting)
      // The same game and choices give the same starting player (saves replay their log).
      expect(replay(game(seed), log)).toEqual(s)
    }
    expect([...starters].sort()).toEqual([0, 1]) // both players start in some of the games
  })

  it('ruling MH-2: random games through the hero choice keep every invariant, and views never crash', () => {
    for (const seed of [3, 4]) {
      let s = game(seed, undefined, 4)
      const rng = Random.fromSeed(seed)
      for (let k = 0; k < 60 && s.phase !== 'ended'; k++) {
        for (const viewer of [0, 1, 2, 3, 'spectator'] as const) viewFor(s, viewer)
        s = play(s, [randomAction(s, rng)!])
        expect(checkInvariants(s)).toEqual([])
      }
      expect(s.phase).toBe('turn')
    }
  })
})

describe("the engine's deferred starting player (Variant.startingPlayer, used by ruling MH-2)", () => {
  it('is decided before the first turn when no setup step decides it, from the chosen start or the seed', () => {
    const normal = variantById('normal')
    // A variant that defers the decision but never calls decideStartingPlayer: the engine decides before turn 1.
    const late: Variant = {
      ...normal,
      id: 'test-late-start',
      name: 'Late start',
      startingPlayer: 'setup',
      chart: buildGameChart({
        setup: {
          initial: 'nothing',
          states: { nothing: step('nothing', { priority: false }, { next: TO_FIRST_TURN }) },
        },
        turn: normalTurn(),
      }),
    }
    registerVariant(late)
    const { cards, lists } = starterDeckIds()
    const players = [
      { name: 'Ann', deck: lists[0] },
      { name: 'Ben', deck: lists[1] },
    ]
    const chosen = createGame({ variant: late, seed: 5, cards, players, start: 1 })
    expect(startingPlayerDecided(chosen)).toBe(true)
    expect(chosen.phase).toBe('turn')
    expect(chosen.active).toBe(1)
    const random = createGame({ variant: late, seed: 5, cards, players })
    expect(startingPlayerDecided(random)).toBe(true)
    expect(random.starting).toBe(random.active)
    // With the default ('create'), the start is decided as the game is created, as before.
    const normalGame = createGame({
      variant: { ...normal },
      seed: 5,
      cards,
      players,
      start: 1,
    })
    expect(startingPlayerDecided(normalGame)).toBe(true)
    expect(normalGame.starting).toBe(1)
    expect(() => createGame({ variant: late, seed: 5, cards, players, start: 2 })).toThrow(
      /start must be a player index from 0 to 1/,
    )
  })
})

describe('Manahearth prompts word its own decisions (Variant.pendingDescriptions)', () => {
  it('ruling MH-2: "choose a hero (MH-2)" while the heroes are chosen', () => {
    const s = game(9)
    expect(describePending('chooseHero', 'manahearth')).toBe('choose a hero (MH-2)')
    expect(whyNoPriority(s, 1)).toBe('Ann must first choose a hero (MH-2)')
    const r = applyAction(s, { type: 'pass', player: 0 })
    expect(r.ok).toBe(false)
    expect(!r.ok && r.reason).toBe('Ann must first choose a hero (MH-2)')
  })

  it('ruling MH-3: "keep or shuffle back 1–3 cards (MH-3)" for the partial mulligan, only in Manahearth', () => {
    let s = game(9, 0)
    s = play(s, heroes(s))
    expect(s.pending[0]).toMatchObject({ kind: 'mulligan', player: 0 })
    expect(whyNoPriority(s, 1)).toBe('Ann must first keep or shuffle back 1–3 cards (MH-3)')
    const r = applyAction(s, { type: 'mulligan', player: 1, cards: [s.players[1].zones.hand[0]] })
    expect(!r.ok && r.reason).toBe('Ann must first keep or shuffle back 1–3 cards (MH-3)')
    expect(describePending('mulligan', 'normal')).toBe('decide whether to keep their hand') // the London mulligan's wording stays
  })

  it('ruling MH-4: "choose the Lotus\'s colour (MH-4)" while the Lotus resolves', () => {
    expect(describePending('lotusColor', 'manahearth')).toBe("choose the Lotus's colour (MH-4)")
    expect(describePending('lotusColor')).toBe("choose the Lotus's colour (MH-4)") // also without the game's variant
  })
})
