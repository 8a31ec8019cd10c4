// The variant extension points. A variant is the normal game (CR) plus the changes declared here; the engine
// calls these hooks and never forks for a variant. See README.md "Adding a variant".
import type { ManaCost } from '../mana/types'
import type { CardPool } from '../cards/pool'
import type { Tx } from './tx'
import type { GameChart } from './turnChart'
import type { Action, CardObject, GameState, ObjId, Pending, PlayerIndex, StackItem, ZoneName } from './types'

/** An action type: validation (with a reason a player understands), the state change, and enumeration. */
export interface ActionHandler<A extends Action = Action> {
  /** Why the action is not legal now, or null when it is. Must not change anything. */
  validate(state: GameState, action: A): string | null
  /** Applies a validated action. Log lines go through tx.log. */
  apply(tx: Tx, action: A): void
  /** Concrete legal actions of this type for `player` now (random play and the UI's menus). */
  enumerate?(state: GameState, player: PlayerIndex): A[]
}

/** A house-rule option (RULINGS.md marks them **option**). */
export interface OptionDef {
  id: string
  /** The value when a game doesn't set it: scenarios (the scenario contract) and older saves get it. */
  default: unknown
  /** The New Game screen's starting value, when it differs from `default`. */
  appDefault?: unknown
  description: string
  ruling?: string
}

/** A move about to happen (CR 400.7), offered to the variant's replacement hook (CR 614). */
export interface ZoneMove {
  id: ObjId
  from: ZoneName
  to: ZoneName
  /** Where in the destination ('top'/'bottom' for libraries). */
  position?: 'top' | 'bottom'
  /** Why: 'resolve', 'destroy', 'sba', 'cast', 'play', 'draw', 'discard', 'manual', 'leave', … */
  cause: string
}

export interface VariantHooks {
  /** After the players' zones are built and decks shuffled, before setup steps (e.g. fill the Manahearth Zone). */
  create?(tx: Tx): void
  /** After the last setup step, before the first turn begins (e.g. give Lotus, ruling MH-4). */
  afterSetup?(tx: Tx): void
  /** Replacement on zone changes (CR 614): return a changed move, `null` to let it happen, or 'handled'
   *  when the hook did the move itself (e.g. a Manahearth land returning to the shared zone, ruling MH-6).
   *  The hook may change the object through `tx` first (e.g. a Mental Magic identity, MM-5): it moves as changed. */
  replaceMove?(tx: Tx, move: ZoneMove, obj: CardObject): ZoneMove | 'handled' | null
  /** Replacement on a draw (CR 121): return true when the hook handled it (ruling MH-12 Mill 30, MCR-11). */
  replaceDraw?(tx: Tx, player: PlayerIndex): boolean
  /** Extra state-based actions and win/loss checks (CR 704), run with the normal ones until nothing changes.
   *  Return true when anything changed. */
  stateChecks?(tx: Tx): boolean
  /** A spell or ability whose text the engine doesn't automate is about to become a "resolve by hand" prompt
   *  (CR 608.2): return true when the variant resolves it its own way instead (e.g. the Lotus asks for a colour,
   *  ruling MH-4). The item is still on the stack; the hook logs and pushes its own decision. */
  resolveUnautomated?(tx: Tx, item: StackItem): boolean
  /** Whether a normal SBA applies (e.g. 'life' off in Combat Rules, ruling MCR-10; 'emptyLibrary' off with MH-12). */
  sbaEnabled?(state: GameState, rule: 'life' | 'emptyLibrary' | 'poison'): boolean
  /** Extra casting rules (CR 601.2e): a reason when illegal (e.g. Combat Rules mana value ≤ round, ruling MCR-4). */
  checkCast?(state: GameState, action: Action & { type: 'cast' }, obj: CardObject): string | null
  /** The total cost to pay (CR 601.2f); 'free' for no payment at all (ruling MCR-4). */
  castCost?(
    state: GameState,
    action: Action & { type: 'cast' },
    obj: CardObject,
    cost: ManaCost | null,
  ): ManaCost | null | 'free'
  /** The timing a spell or ability follows (CR 307.1, 601.3, 602.5d): 'instant' (whenever its controller has
   *  priority) or 'sorcery' (own main phase, empty stack); undefined keeps the card's own timing. Further
   *  restrictions belong in checkCast / checkActivate. */
  timing?(
    state: GameState,
    action: (Action & { type: 'cast' }) | (Action & { type: 'activate' }),
    obj: CardObject,
  ): 'instant' | 'sorcery' | undefined
  /** Extra activation rules (CR 602.5): a reason when illegal (e.g. one creature ability per combat, ruling MCR-8). */
  checkActivate?(state: GameState, action: Action & { type: 'activate' }, obj: CardObject): string | null
  /** The cost of a (non-loyalty) activated ability (CR 602.2b): its mana part ('free': nothing to pay, ruling MCR-4)
   *  and whether {T} is part of it (ruling MCR-10: tap symbols are ignored). */
  activationCost?(
    state: GameState,
    action: Action & { type: 'activate' },
    obj: CardObject,
    cost: { mana: ManaCost | null; tap: boolean },
  ): { mana: ManaCost | null | 'free'; tap: boolean }
  /** Keywords a variant's rule grants a permanent on the battlefield (e.g. Heroic's hero level abilities, ruling
   *  HE-9), added to its printed and granted ones wherever the engine asks for keywords (CR 702). */
  grantedKeywords?(state: GameState, obj: CardObject): readonly string[]
  /** Where a player may cast from besides the hand (Heroic: 'outside'; Combat Rules: its 'spellSlots'). */
  castZones?(state: GameState, player: PlayerIndex): string[]
  /** A turn begins / ends (rounds, per-turn counters). */
  beginTurn?(tx: Tx): void
  endTurn?(tx: Tx): void
  /** Hide variant data from a viewer (e.g. a Combat Rules face-down placement before the reveal). */
  view?(state: GameState, viewer: PlayerIndex | 'spectator', view: GameState): GameState
  /** Check variant invariants; return problems. */
  invariants?(state: GameState): string[]
  /** The log line for a variant action (default: "<name> <type>s"). */
  describe?(state: GameState, action: Action): string | null
}

/** What the scenario runner needs to know about a variant (the scenario contract). */
export interface ScenarioHooks {
  /** Extra per-player fields accepted in `state.players[i]` (e.g. 'hero', 'heroLevel', 'slots', 'score'). */
  playerStateFields?: string[]
  /** Apply the per-player and game-level variant fields of a prepared `state`. */
  applyState?(
    tx: Tx,
    input: { players: Record<string, unknown>[]; state: Record<string, unknown> },
    resolveName: (name: string) => string,
  ): void
  /** Add the variant's output fields (hero, ultimateUsed, manahearthZone, round, slots, score, …). */
  output?(state: GameState, out: Record<string, unknown>): void
  /** The card pool the scenario plays with (the bundled or an imported database, plus the scenario's `cards`), once
   *  the game is made: e.g. Mental Magic records it (ruling MM-1). */
  pool?(tx: Tx, pool: CardPool): void
  /** Resolve variant action fields naming cards into object ids (default: `card`, `cards`, `targets` as core). */
  resolveAction?(
    state: GameState,
    raw: Record<string, unknown>,
    resolve: (ref: string, zones: string[], player: PlayerIndex) => ObjId,
  ): Action | null
}

export interface Variant {
  id: string
  name: string
  players: { min: number; max: number }
  /** Starting life (CR 103.3; Heroic 25, Manahearth 20). */
  life: number
  /** Starting hand size (CR 103.4; Manahearth 3). */
  handSize: number
  /** Maximum hand size checked at cleanup (CR 514.1; Manahearth 10); null: no maximum. */
  maxHandSize: number | null
  /** Does the starting player skip their first draw (CR 103.7a: yes in two-player games; ruling MH-5: never)? */
  starterSkipsDraw(state: GameState): boolean
  /** Deck-rules id checked by the deck-rules module (e.g. 'normal', 'manahearth'). */
  deckRules: string
  options: OptionDef[]
  /** The game's statechart (turnChart.ts): the setup steps (normal: the London mulligan, CR 103.4), the turn's
   *  phases and steps in order with their skips, the variant's own phases; built once with buildGameChart. */
  chart: GameChart
  /** When the starting player is determined (CR 103.1: the game's chosen `start`, else random from the seed):
   *  'create' (the default) as the game is created, before the setup steps; 'setup' later, when a setup step calls
   *  `decideStartingPlayer(tx)` (e.g. after the hidden hero choice, ruling MH-2), at the latest before the first
   *  turn. Until then `startingPlayerDecided(state)` is false and `starting`/`active` are a neutral 0. */
  startingPlayer?: 'create' | 'setup'
  /** Extra per-player zones (Hero Zone, slots) and shared zones (the Manahearth Zone). */
  playerZones: string[]
  sharedZones: string[]
  /** Extra action types, or replacements for core ones (Manahearth's partial 'mulligan'). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler takes its own action type
  actions: Record<string, ActionHandler<any>>
  hooks: VariantHooks
  scenario?: ScenarioHooks
  /** How prompts word the decisions this variant adds, by pending kind ("<player> must …"), e.g.
   *  placeCreatures: 'place their creatures face down'. Used by describePending. */
  pendingDescriptions?: Record<string, string>
  /** Decision kinds this variant adds that read the player's hidden cards without naming one in the decision or its
   *  answers (creatures placed or spells set face down from the hand, a hero chosen): a hotseat table asks them
   *  behind the player's cover, never on the public view. */
  hiddenDecisions?: string[]
}

/** Pending decisions of a kind a variant introduces are answered by the variant action of the same name. */
export type VariantPending = Pending & { kind: string }
