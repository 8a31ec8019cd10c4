// Goldfish: play a deck alone against an inert opponent (20 life, no cards, never blocks, only ever passes). The
// opponent's seat is listed in the game option `goldfish`, so it never draws (src-shared/engine/zones.ts drawCard):
// its empty library can't make it lose (CR 704.5b) and the game ends only when the goldfish dies.
import type { CardDefinition } from '../cards/model'
import type { Action, GameState, PlayerIndex } from '../engine/types'
import { actingPlayers, applyAction, checkAction, createGame, legalActions, reduce } from '../engine/game'
import { computerAction, decide } from '../computer'
import type { ComputerOptions } from '../computer/types'
import { viewFor } from '../engine/view'
import { variantById } from '../engine/registry'
import type { Level } from '../computer/types'

export const GOLDFISH_SEAT: PlayerIndex = 1
export const GOLDFISH_NAME = 'Goldfish'

export interface PracticeDeck {
  name?: string
  main: string[]
  sideboard?: string[]
  hero?: string
  cards: CardDefinition[]
}

export interface GoldfishSetup {
  variant: string
  deck: PracticeDeck
  seed: number
  playerName?: string
  /** Who starts: you (0, on the play) or the goldfish (1, you are on the draw). */
  start?: PlayerIndex
  options?: Record<string, unknown>
}

/** The new-game parameters of a goldfish game (the table's `start(setup)` takes the same). */
export function goldfishGame(setup: GoldfishSetup) {
  const d = setup.deck
  return {
    variant: setup.variant,
    seed: setup.seed,
    cards: d.cards,
    start: setup.start ?? 0,
    options: { ...(setup.options ?? {}), goldfish: [GOLDFISH_SEAT] },
    players: [
      {
        name: setup.playerName ?? 'You',
        deck: d.main,
        sideboard: d.sideboard ?? [],
        ...(d.hero ? { extra: { hero: d.hero } } : {}),
      },
      { name: GOLDFISH_NAME, deck: [], sideboard: [] },
    ],
  }
}

export function createGoldfish(setup: GoldfishSetup): GameState {
  return createGame(goldfishGame(setup))
}

export function isGoldfish(state: GameState, player: PlayerIndex): boolean {
  return ((state.options.goldfish as number[] | undefined) ?? []).includes(player)
}

const INERT_ORDER = ['keep', 'pass', 'done', 'declareBlockers', 'declareAttackers', 'choose']

/** The goldfish's only answers: keep, pass, done, no blockers, no attackers; otherwise the first legal action. */
export function goldfishAction(state: GameState, player: PlayerIndex): Action {
  const legal = legalActions(state, player)
  for (const type of INERT_ORDER) {
    const a = legal.find((x) => x.type === type)
    if (!a) continue
    if (a.type === 'declareBlockers') return { ...a, blocks: [] } as Action
    if (a.type === 'declareAttackers') return { ...a, attackers: [] } as Action
    return a
  }
  return legal[0] ?? { type: 'concede', player }
}

export interface GoldfishResult {
  /** Your turn on which the goldfish died (1 = your first turn), or null. */
  killTurn: number | null
  /** The game's turn count when it ended. */
  turns: number
  /** Damage (life lost by the goldfish) in each of your turns, index 0 = your first turn. */
  damagePerTurn: number[]
  /** The goldfish's life at the end of each of your turns. */
  lifePerTurn: number[]
  won: boolean
  actions: number
  /** Card names cast (spells put on the stack) and left in hand at the end. */
  cast: string[]
  stuck: string[]
}

/** Follows a game from its states: the goldfish's life per turn of the player `me`. */
export class TurnTracker {
  lifePerTurn: number[] = []
  damagePerTurn: number[] = []
  private lastLife: number
  private lastTurn = 0
  cast: string[] = []
  constructor(
    state: GameState,
    private me: PlayerIndex,
    private target: PlayerIndex,
  ) {
    this.lastLife = state.players[target].life
  }
  /** The number of `me`'s turns begun so far. */
  myTurns = 0
  observe(before: GameState, action: Action, after: GameState): void {
    if (action.type === 'cast' && action.player === this.me) {
      const o = before.objects[(action as { card: string }).card]
      if (o) this.cast.push(before.cards[o.def]?.name ?? o.def)
    }
    if (after.turn !== this.lastTurn && after.phase === 'turn') {
      if (before.phase === 'turn' && before.active === this.me) this.closeTurn(before)
      this.lastTurn = after.turn
      if (after.active === this.me) this.myTurns++
    }
  }
  closeTurn(state: GameState): void {
    const life = state.players[this.target].life
    this.damagePerTurn.push(Math.max(0, this.lastLife - life))
    this.lifePerTurn.push(life)
    this.lastLife = life
  }
}

const INSTANT_SPEED = new Set(['pass', 'concede', 'cast', 'activate', 'activateMana'])

/**
 * A pass when passing is the only choice (beside conceding), or, against the goldfish, when only instant-speed
 * plays are left outside your own main phase with an empty stack: the goldfish never acts nor blocks, so a spell
 * cast then does nothing it couldn't do in your main phase (CR 307.1). Saves asking the computer.
 */
export function onlyPass(
  state: GameState,
  player: PlayerIndex,
  goldfish = false,
  legal: Action[] = legalActions(state, player),
): Action | null {
  let pass: Action | null = null
  let other = false
  let instantOnly = true
  for (const a of legal) {
    if (a.type === 'pass') pass = a
    else if (a.type !== 'concede') other = true
    if (!INSTANT_SPEED.has(a.type)) instantOnly = false
  }
  if (!other) return pass
  if (!goldfish || !pass || !instantOnly) return null
  const main = variantById(state.variant).chart.step(state.step)?.main
  return state.active !== player || !main || state.stack.length > 0 ? pass : null
}

/** The computer's decision from its own view, given the engine's legal actions (listed once for both uses). */
function pilot(state: GameState, me: PlayerIndex, opts: ComputerOptions, legal: Action[]): Action {
  try {
    const chosen = decide(viewFor(state, me), me, opts, { legal }).action
    if (!checkAction(state, chosen)) return chosen
  } catch {
    // falls back to the checked path below
  }
  return computerAction(state, me, opts).action
}

export interface GoldfishRunOptions {
  level?: Level
  maxTurns?: number
  maxActions?: number
  /** A deck piloted by the computer instead of the goldfish. */
  opponent?: { deck: PracticeDeck; level: Level }
}

/** Plays one practice game with the computer piloting your deck; the goldfish only passes (or a computer opponent). */
export function runGoldfish(setup: GoldfishSetup, opts: GoldfishRunOptions = {}): GoldfishResult {
  const level = opts.level ?? 'normal'
  const maxTurns = opts.maxTurns ?? 30
  const maxActions = opts.maxActions ?? 20000
  const me: PlayerIndex = 0
  let s: GameState
  if (opts.opponent) {
    const params = goldfishGame(setup)
    const o = opts.opponent.deck
    s = createGame({
      ...params,
      options: setup.options ?? {},
      cards: [...params.cards, ...o.cards],
      players: [
        params.players[0],
        {
          name: o.name ?? 'Computer',
          deck: o.main,
          sideboard: o.sideboard ?? [],
          ...(o.hero ? { extra: { hero: o.hero } } : {}),
        },
      ],
    })
  } else s = createGoldfish(setup)
  const track = new TurnTracker(s, me, GOLDFISH_SEAT)
  let actions = 0
  while (s.phase !== 'ended' && s.turn <= maxTurns && actions < maxActions) {
    const acting = actingPlayers(s)
    if (!acting.length) break
    const player = acting[0]
    let action: Action
    // Passing priority is always legal for the player asked (CR 117.3d): no check needed.
    const fishPass = !opts.opponent && s.priority === player && !s.pending.length
    if (fishPass && (player !== me || s.active !== me || s.stack.length > 0)) action = { type: 'pass', player }
    else if (player === me) {
      const legal = legalActions(s, me)
      action = onlyPass(s, me, !opts.opponent, legal) ?? pilot(s, me, { level, seed: setup.seed * 31 + 7 }, legal)
    } else if (opts.opponent)
      action = computerAction(s, player, { level: opts.opponent.level, seed: setup.seed * 31 + 8 }).action
    else action = goldfishAction(s, player)
    let next: GameState
    if (action.type === 'pass' && fishPass) next = reduce(s, action).state
    else {
      const r = applyAction(s, action)
      if (!r.ok) throw new Error(`practice game ${setup.seed}: ${JSON.stringify(action)} refused: ${r.reason}`)
      next = r.state
    }
    track.observe(s, action, next)
    s = next
    actions++
  }
  const won = s.phase === 'ended' && s.winner === me
  if ((s.phase === 'turn' || s.phase === 'ended') && s.active === me) track.closeTurn(s)
  const hand = s.players[me].zones.hand.map((id) => s.cards[s.objects[id]?.def]?.name ?? id)
  return {
    killTurn: won ? Math.max(1, track.myTurns) : null,
    turns: s.turn,
    damagePerTurn: track.damagePerTurn,
    lifePerTurn: track.lifePerTurn,
    won,
    actions,
    cast: track.cast,
    stuck: hand,
  }
}

/** A point of the table's life chart: the life totals after an action of turn `turn`. */
export interface LifePoint {
  turn: number
  life: number[]
}

/**
 * The goldfish's damage in each of your turns from the table's life chart (you are seat 0; the goldfish seat 1),
 * for the end screen: your turns are those whose number has the starting player's parity.
 */
export function damageByTurn(
  points: LifePoint[],
  starting: PlayerIndex,
  me: PlayerIndex = 0,
): { damage: number[]; killTurn: number | null } {
  const mine = (turn: number) => (starting === me ? turn % 2 === 1 : turn % 2 === 0)
  const myTurnIndex = (turn: number) => (starting === me ? (turn + 1) / 2 : turn / 2) - 1
  const damage: number[] = []
  let life = points[0]?.life[GOLDFISH_SEAT] ?? 20
  for (const p of points) {
    if (p.turn < 1) continue
    const lost = life - p.life[GOLDFISH_SEAT]
    life = p.life[GOLDFISH_SEAT]
    const t = mine(p.turn) ? myTurnIndex(p.turn) : myTurnIndex(p.turn - 1)
    if (t < 0) continue
    while (damage.length <= t) damage.push(0)
    damage[t] += Math.max(0, lost)
  }
  const killTurn = life <= 0 ? damage.length : null
  return { damage, killTurn }
}
