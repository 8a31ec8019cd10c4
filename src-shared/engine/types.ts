// The game state and actions: plain serialisable data (JSON round-trips exactly). See README.md in this folder.
import type { CardDefinition } from '../cards/model'
import type { ManaUnit } from '../mana/types'
import type { AlternativeKind } from './ast'

export type PlayerIndex = number
/** A card object's id: deterministic ("c1", "c2", … in creation order; tokens too). */
export type ObjId = string

/** The zones of the normal game (CR 400.1) plus 'outside' (sideboard, CR 400.11). Variants add their own names. */
export type PlayerZone = 'library' | 'hand' | 'graveyard' | 'exile' | 'command' | 'outside'
export type ZoneName = PlayerZone | 'battlefield' | 'stack' | (string & {})

/** The steps of a turn (CR 500–514) by their contract names; variants may add their own. */
export type StepName =
  | 'untap'
  | 'upkeep'
  | 'draw'
  | 'precombatMain'
  | 'beginCombat'
  | 'declareAttackers'
  | 'declareBlockers'
  | 'firstStrikeDamage'
  | 'combatDamage'
  | 'endCombat'
  | 'postcombatMain'
  | 'end'
  | 'cleanup'
  | (string & {})

/** A "until end of turn" modification (CR 514.2) or another temporary change, on the object it affects. */
export interface Modification {
  power?: number
  toughness?: number
  keywords?: string[]
  /** Regeneration shields (CR 701.15) and damage prevention shields (CR 615) left this turn. */
  regenerate?: number
  prevent?: number
  /** It can't be regenerated this turn (CR 701.15): no shield replaces its destruction. */
  noRegen?: boolean
  /** Put into a graveyard from the battlefield this turn, it is exiled instead (CR 614.6). */
  exileIfDies?: boolean
  /** "Can't be blocked this turn", "can't block this turn" (CR 509.1b). */
  cantBeBlocked?: boolean
  cantBlock?: boolean
  /** "Can't attack this turn" (CR 508.1c). */
  cantAttack?: boolean
  /** Blocking requirements this turn (CR 509.1c): "all creatures able to block it do so", "it must be blocked if
   *  able", and provoke's "block that creature if able" (the attacker it must block, CR 702.39a). */
  lure?: boolean
  mustBeBlocked?: boolean
  mustBlock?: ObjId
  /** "Can't block ~ this turn": the creature it can't block (CR 509.1b). */
  cantBlockId?: ObjId
  /** "~ assigns no combat damage this turn" (CR 510.1a). */
  noCombatDamage?: boolean
  /** "Attacks this turn if able" (CR 508.1d); "blocks this turn if able" (CR 509.1c). */
  attacks?: boolean
  blocks?: boolean
  /** It is a creature too (a crewed Vehicle, CR 702.122a: "becomes an artifact creature until end of turn"). */
  creature?: boolean
  /** Control gained until end of turn: who controlled it before (CR 613.1b); it returns as the turn ends. */
  controlFrom?: PlayerIndex
  /** When it ends: 'endOfTurn' (default). */
  /** It loses all abilities (CR 613.1f); grants in later modifications still apply (CR 613.7). */
  noAbilities?: boolean
  /** It becomes a creature with these characteristics (CR 613.1d-e, 613.4b): its card types (others kept only with
   *  `retain`, CR 205.1b), creature types (`allTypes`: every one), colours when named, base power and toughness. */
  animate?: {
    power: number
    toughness: number
    types: string[]
    subtypes: string[]
    colors?: string[]
    allTypes?: boolean
    retain?: boolean
  }
  /** Its base power and toughness (CR 613.4b), until the turn ends. */
  basePT?: { power: number; toughness: number }
  /** Its power and toughness are switched (CR 613.4d). */
  switchPT?: boolean
  until?: 'endOfTurn'
}

/** A source's hold on a permanent's untapping (CR 611.2b): "for as long as ~ remains tapped" (`tapped`), "… you
 *  control ~" (`controlled`, by `controller`), "… ~ remains on the battlefield" (`present`). */
export interface Hold {
  source: ObjId
  while: 'tapped' | 'controlled' | 'present'
  controller: PlayerIndex
}

/** One card (or token) in the game (CR 109). Optional fields are omitted when they have their default. */
export interface CardObject {
  id: ObjId
  /** Key into GameState.cards. */
  def: string
  owner: PlayerIndex
  controller: PlayerIndex
  zone: ZoneName
  tapped: boolean
  /** Summoning sickness: not continuously controlled since its controller's most recent turn began (CR 302.6). */
  sick: boolean
  faceDown: boolean
  counters: Record<string, number>
  /** Damage marked (CR 120.6). */
  damage: number
  /** State-trigger lines run by hand whose state holds, already reminded (CR 603.8: once until it stops holding). */
  stateNoted?: string[]
  /** Dealt damage by a source with deathtouch since SBAs were last checked (CR 704.5h). */
  deathtouched?: boolean
  /** The object or player this Aura/Equipment is attached to (CR 301.5, 303.4). */
  attachedTo?: ObjId | null
  /** Controlled through an Aura's "you control enchanted creature" (CR 613.1b): the Aura, and who controlled it before. */
  auraControl?: { aura: ObjId; from: PlayerIndex }
  /** An Aura with "enchant player" attached to that player (CR 303.4, 702.5d). */
  enchantsPlayer?: PlayerIndex
  /** Cast as though it had flash when a sorcery couldn't have been: sacrificed at the next cleanup step (CR 601.3). */
  flashSacrifice?: boolean
  token?: boolean
  /** The cards spliced onto this spell (CR 702.47a): their definitions, whose spell text it also has. */
  spliced?: string[]
  /** How many times its replicate cost was paid (CR 702.56a): that many copies as it is cast. */
  replicated?: number
  /** Detained by this player (CR 701.35a): it can't attack or block, nor its activated abilities be activated, until
   *  that player's next turn. */
  detainedBy?: PlayerIndex
  /** Awakened (CR 702.113a): a land that is also a 0/0 Elemental creature with haste while on the battlefield. */
  awakened?: boolean
  /** "That creature is a black Zombie in addition to its other colors and types" (Rise from the Grave; CR 613.1d-e,
   *  611.2a: for as long as it stays on the battlefield): colours and subtypes it has besides its own. */
  also?: { colors: string[]; subtypes: string[] }
  /** "Target spell or permanent becomes red" (Chaoslace; CR 105.3, 611.2a, 613.1e): its colours, set by a resolved
   *  effect with no duration ([] colourless); a spell's stays with the permanent it becomes (CR 400.7a). */
  colorSet?: string[]
  /** Index of the face in use (transformed/flip); default 0. */
  face?: number
  /** It doesn't untap during its controller's next untap step (CR 502.3). */
  frozen?: boolean
  /** It doesn't untap during its controller's untap step for as long as each source's condition lasts (engine/holds.ts,
   *  CR 502.3, 611.2b). */
  heldBy?: Hold[]
  /** Until-end-of-turn modifications (CR 514.2 ends them). */
  mods?: Modification[]
  /** Its spell was kicked (CR 702.33d): kept as the spell becomes a permanent. */
  kicked?: boolean
  /** How many times its multikicker cost was paid (CR 702.33c), kept as the spell becomes a permanent. */
  timesKicked?: number
  /** Cast with flashback (CR 702.34a): exiled whenever it would leave the stack. */
  flashback?: boolean
  /** The alternative cost its spell was cast for (CR 118.9): evoke, dash, blitz, surge; kept as it becomes a
   *  permanent (CR 702.74a, 702.109a, 702.152a). */
  castFor?: AlternativeKind | 'suspend'
  /** Its spell was cast from its owner's hand ("if you cast it from your hand"), kept as it becomes a permanent. */
  castFromHand?: boolean
  /** The mana spent to cast its spell, by type, and `S` for snow mana (CR 601.2h, 107.4h), kept as it becomes a
   *  permanent ("if {R} was spent to cast it", adamant). */
  spent?: Partial<Record<string, number>>
  /** Its spell was cast with mana "that spell can't be countered" rides on (Cavern of Souls, CR 101.2, 106.6). */
  uncounterable?: true
  /** Keyword abilities a token copy has besides the copied card's: "except it has haste" (CR 707.9b), "that token
   *  gains haste" (CR 611.2a). */
  copyKeywords?: string[]
  /** A copy of a spell (CR 707.10): it ceases to exist when it leaves the stack, unless as a permanent. */
  copy?: boolean
  /** Storm (CR 702.40a): how many spells were cast before it this turn. */
  castBefore?: number
  /** The new targets its caster named for the copies it makes of itself (CR 707.10c), one list per copy. */
  copyTargets?: Target[][]
  /** Foretold on this turn (CR 702.143a): in exile face down, cast for its foretell cost on a later turn. */
  foretold?: number
  /** Suspended (CR 702.62b): in exile with suspend and time counters. */
  suspended?: boolean
  /** Cast from its owner's hand with rebound (CR 702.88a): exiled as it resolves, cast again at the next upkeep. */
  rebound?: boolean
  /** Its buyback cost was paid (CR 702.27a): it returns to its owner's hand as it resolves. */
  buyback?: boolean
  /** Renowned (CR 702.112b): a designation it keeps until it leaves the battlefield. */
  renowned?: boolean
  /** Its echo trigger resolved (CR 702.30a): it doesn't trigger again while it stays under this control. */
  echoed?: boolean
  /** Monstrous (CR 701.31b): a designation it keeps until it leaves the battlefield. */
  monstrous?: boolean
  /** The X of the spell it was, as it entered (CR 107.3m: "enters with X +1/+1 counters"). */
  enteredX?: number
  /** A Clone's spell: the card it enters as a copy of (CR 707.9; text/effects/enterAsCopy.ts). */
  enterAs?: { def: string; face: number }
  /** A permanent that entered as a copy: its own card, which `def` (the copied card) replaces while it stays
   *  (CR 707.9, 400.7). */
  printedDef?: string
  /** The creature it is paired with by soulbond (CR 702.95b; engine/soulbond.ts checks the pair still holds). */
  pairedWith?: ObjId
  /** What was chosen as it entered ("As ~ enters, choose a color / creature type / an opponent", CR 614.12). */
  chosen?: { color?: string; creatureType?: string; player?: PlayerIndex; basicLandType?: string }
  /** Returned by unearth (CR 702.84a): exiled if it would leave the battlefield. */
  unearthed?: boolean
  /** Loyalty abilities activated this turn (CR 606.3). */
  loyaltyUsed?: boolean
  /** Times each activated ability (by index) was activated this turn, for "activate only once each turn" (CR 602.5b). */
  activations?: Record<number, number>
  /** Revealed to all players (manual "reveal"); cleared when it changes zones. */
  revealed?: boolean
  /** In exile: the permanent whose ability exiled it ("the exiled card", CR 607.2a), and whether it returns when
   *  that permanent leaves the battlefield (CR 610.3a). */
  exiledBy?: ObjId
  untilLeaves?: boolean
  /** Variant data for this object (e.g. a Combat Rules slot, a Mental Magic identity). */
  extra?: Record<string, unknown>
}

export type Target = { player: PlayerIndex } | { card: ObjId }

/** A spell or ability on the stack (CR 405). A spell's id is its card's id; an ability's id is "a<n>". */
export interface StackItem {
  id: string
  kind: 'spell' | 'ability' | 'trigger'
  /** The card object (the spell itself, or the ability's source). */
  source: ObjId
  controller: PlayerIndex
  targets: Target[]
  x?: number
  /** For abilities: which one. 'loyalty:i' for loyalty abilities, 'activated:i' for others, 'etb' for triggers. */
  ability?: string
  /** Text shown on a "resolve by hand" prompt and in views. */
  text: string
  /** For abilities: the source's card definition and face, so it resolves after the source is gone (CR 113.7a). */
  def?: string
  face?: number
  /** Chosen modes of a modal spell (CR 601.2b), kicked (CR 702.33), divided amounts (CR 601.2d). */
  modes?: number[]
  kicked?: boolean
  divide?: number[]
  /** Variant data (e.g. a Mental Magic "cast as" name). */
  extra?: Record<string, unknown>
}

/** An emblem (CR 114): permanents of these card types its owner controls get +N/+N and keywords. */
export interface Emblem {
  types: string[]
  power: number
  toughness: number
  keywords: string[]
}

export interface PlayerState {
  name: string
  life: number
  poison: number
  /** Energy counters (CR 122.1, 107.14); absent: none. */
  energy?: number
  /** Lost the game (CR 104.3); a player who lost or conceded has left the game (CR 800.4). */
  lost: boolean
  won?: boolean
  landsPlayed: number
  /** Additional lands allowed this turn ("You may play an additional land this turn", CR 305.2). */
  extraLands?: number
  /** Attempted to draw from an empty library since SBAs were last checked (CR 704.5b). */
  drewFromEmpty?: boolean
  manaPool: ManaUnit[]
  mulligans: number
  zones: Record<string, ObjId[]>
  /** Variant data for this player (hero, heroLevel, score, …). */
  extra: Record<string, unknown>
  /** Emblems in their command zone (CR 114). */
  emblems?: Emblem[]
  /** The last turn this player was dealt damage (bloodthirst, CR 702.54a). */
  damagedTurn?: number
}

export interface CombatState {
  /** `blocked`: blockers were declared for it; it stays blocked when they all leave combat (CR 509.1h). */
  attackers: { id: ObjId; target: Target; blocked?: true }[]
  blockers: { id: ObjId; blocks: ObjId }[]
  /** The defending players who still have to declare blockers, in turn order (CR 509.1). */
  toBlock: PlayerIndex[]
  /** Creatures that dealt first-strike damage (CR 510.4). */
  struckFirst: ObjId[]
  /** A first-strike damage step happens this combat (CR 510.4). */
  firstStrike: boolean
  /** Any creature was declared as an attacker (CR 508.8). */
  declared: boolean
  /** This damage step's chosen divisions, by attacker (CR 510.1c; option `assignCombatDamage`). */
  divisions?: Record<ObjId, DamageShare[]>
}

/** Part of a creature's combat damage: `amount` to a blocker or, with trample, to the attacked (CR 510.1c, 702.19b). */
export interface DamageShare {
  target: Target
  amount: number
}

/**
 * A decision the game waits for, other than ordinary priority. Core kinds: 'mulligan' (keep or mulligan),
 * 'bottom' (`count` cards, CR 103.4), 'declareAttackers', 'declareBlockers', 'discard' (`count`, CR 514.1),
 * 'manual' ("resolve by hand": `item` being resolved and its `text`, answered by `manual` ops and `done`),
 * 'legend' (keep one of `options`, CR 704.5j), 'assignDamage' (divide a blocked creature's combat damage,
 * CR 510.1c; answered by `assignDamage`). Variants add kinds answered by their own actions;
 * `simultaneous` ones (hidden choices) may be answered in any order.
 */
export interface Pending {
  kind: string
  player: PlayerIndex
  simultaneous?: boolean
  count?: number
  options?: ObjId[]
  item?: StackItem
  text?: string
  [key: string]: unknown
}

export interface GameState {
  format: 'hearthside-game'
  version: 1
  variant: string
  options: Record<string, unknown>
  seed: number
  /** The PRNG state (mulberry32), advanced by every random event. */
  rng: number
  /** The card definitions this game uses, by id: a saved game plays without the card database. */
  cards: Record<string, CardDefinition>
  objects: Record<ObjId, CardObject>
  nextId: number
  players: PlayerState[]
  /** Permanents in timestamp order (CR 613.7). */
  battlefield: ObjId[]
  /** Bottom first; the top of the stack is the last element. */
  stack: StackItem[]
  /** Variant zones shared by the table (e.g. the Manahearth Zone). */
  shared: Record<string, ObjId[]>
  /** The game's stage (not a turn phase, CR 500.1: those are the chart's): setting up, playing turns, or over. */
  phase: 'setup' | 'turn' | 'ended'
  /** The current step by its contract name (the leaf of `chart`). */
  step: StepName
  turn: number
  round: number
  active: PlayerIndex
  starting: PlayerIndex
  priority: PlayerIndex | null
  /** The variant's statechart state (turnChart.ts) as a dotted path: "setup.mulligan",
   *  "turn.combat.declareAttackers", "ended". */
  chart: string
  /** Players who passed in succession since the last action (CR 117.4). */
  passes: number
  pending: Pending[]
  combat: CombatState | null
  winner: PlayerIndex | 'draw' | null
  /** Variant data for the whole game (round counters, marked names, …). */
  extra: Record<string, unknown>
  /** Permanents that entered since triggers were last collected (CR 603.6a). */
  entered: ObjId[]
  /** Triggered abilities waiting to be put on the stack next time a player would receive priority (CR 603.3). */
  triggered: StackItem[]
  /** Accepted actions so far. */
  actionCount: number
}

// ---- actions ----

interface Base {
  player: PlayerIndex
}
export interface KeepAction extends Base {
  type: 'keep'
}
export interface MulliganAction extends Base {
  type: 'mulligan'
  cards?: ObjId[]
}
export interface BottomAction extends Base {
  type: 'bottom'
  cards: ObjId[]
}
export interface PlayLandAction extends Base {
  type: 'playLand'
  card: ObjId
  from?: string
  faceDown?: boolean
  /** A modal double-faced card's land face played (CR 712.8); 0 or absent: its front. */
  face?: number
}
export interface ActivateManaAction extends Base {
  type: 'activateMana'
  card: ObjId
  produce?: string
  ability?: number
}
/** Explicit payment details (CR 601.2g-h): Phyrexian symbols paid with life (ruling MA-3), sources to tap. */
export interface PaymentChoice {
  phyrexianLife?: number
  tap?: ObjId[]
}
export interface CastAction extends Base {
  type: 'cast'
  card: ObjId
  targets?: Target[]
  x?: number
  pay?: PaymentChoice
  from?: string
  as?: string
  sacrifice?: ObjId[]
  slot?: number
  /** A modal spell's chosen modes, 0-based in printed order (CR 601.2b, 700.2). */
  modes?: number[]
  /** Pay the kicker (CR 702.33). */
  kicked?: boolean
  /** Damage or counters divided among the targets, in their order (CR 601.2d). */
  divide?: number[]
  /** Cast for this alternative cost instead of its mana cost (CR 118.9): 'evoke' (CR 702.74a), 'dash' (702.109a),
   *  'blitz' (702.152a) or 'surge' (702.117a). */
  alternative?: AlternativeKind
  /** Cast face down as a 2/2 creature for {3} (morph, CR 702.37a). */
  faceDown?: boolean
  /** Cards discarded for an additional cost (CR 601.2h); the least valuable when not given. */
  discard?: ObjId[]
  /** Permanents tapped to help pay the cost: convoke (CR 702.51a), improvise (CR 702.126a); else the fewest needed. */
  tap?: ObjId[]
  /** Cards exiled from the graveyard to help pay the cost: delve (CR 702.66a); else the fewest needed. */
  exile?: ObjId[]
  /** Cards exiled from the hand for an alternative cost ("Evoke—Exile a white card from your hand"). */
  exileFromHand?: ObjId[]
  /** How many times its replicate cost is paid (CR 702.56a). */
  replicate?: number
  /** How many times its multikicker cost is paid (CR 702.33c); `kicked` alone pays it once. */
  multikicker?: number
  /** New targets for the copies it makes of itself (storm, replicate, conspire, casualty; CR 707.10c): one list per
   *  copy in the order they are put on the stack, each as many targets as the spell's; an empty list keeps them. */
  copyTargets?: Target[][]
  /** Cards revealed from the hand and spliced onto it (CR 702.47a), in order. */
  splice?: ObjId[]
  /** Assist (CR 702.132a): another player pays this much of its generic mana. */
  assist?: { player: PlayerIndex; amount: number }
  /** The face cast: a split card's other half (CR 709.3), a modal double-faced card's back (CR 712.7); 0 or absent:
   *  its first. */
  face?: number
}
export interface ActivateAction extends Base {
  type: 'activate'
  card: ObjId
  ability: number
  targets?: Target[]
  /** A modal ability's chosen modes, 0-based in printed order (CR 700.2, 602.2b). */
  modes?: number[]
  x?: number
  pay?: PaymentChoice
  /** Where the card is: 'hand' (cycling, CR 702.29a) or 'graveyard'; the battlefield by default. */
  from?: 'battlefield' | 'hand' | 'graveyard'
  /** Permanents sacrificed and cards discarded to pay the cost (CR 602.2b); the least valuable when not given. */
  sacrifice?: ObjId[]
  discard?: ObjId[]
  /** Creatures tapped to crew a Vehicle (CR 702.122a); the fewest that suffice when not given. */
  crew?: ObjId[]
  /** Ninjutsu's unblocked attacker returned to the hand (CR 702.49a); the least valuable when not given. */
  returnAttacker?: ObjId
  /** Damage divided among the targets, in their order (CR 602.2b, 601.2d); evenly when not given. */
  divide?: number[]
}
/** Exile a card with suspend from the hand with its time counters, paying its suspend cost: a special action
 *  (CR 702.62a, 116.2f). */
export interface SuspendAction extends Base {
  type: 'suspend'
  card: ObjId
}
/** Pay {2} and exile a card with foretell from the hand face down, during your turn: a special action
 *  (CR 702.143a, 116.2h). */
export interface ForetellAction extends Base {
  type: 'foretell'
  card: ObjId
}
/** Turn a face-down permanent with morph face up, paying its morph cost: a special action (CR 702.37e, 116.2b). */
export interface TurnFaceUpAction extends Base {
  type: 'turnFaceUp'
  card: ObjId
}
/** Pay {3} and put a companion from outside the game into the hand, once per game, at sorcery speed: a special
 *  action (CR 702.139a, 116.2g). */
export interface CompanionAction extends Base {
  type: 'companion'
  card: ObjId
}
export interface PassAction extends Base {
  type: 'pass'
}
export interface DeclareAttackersAction extends Base {
  type: 'declareAttackers'
  attackers: { card: ObjId; target: Target }[]
}
export interface DeclareBlockersAction extends Base {
  type: 'declareBlockers'
  blockers: { card: ObjId; blocks: ObjId }[]
}
export interface DiscardAction extends Base {
  type: 'discard'
  cards: ObjId[]
}
export type ManualOp =
  'move' | 'tap' | 'untap' | 'counter' | 'life' | 'damage' | 'token' | 'draw' | 'shuffle' | 'reveal' | 'poison'
export interface ManualAction extends Base {
  type: 'manual'
  op: ManualOp
  card?: ObjId
  /** move: the destination zone; token: the card name (definition) to create. */
  to?: string
  amount?: number
  /** counter: the counter kind ("+1/+1", "loyalty", …). */
  kind?: string
  /** life, damage, draw, shuffle, poison: the player affected (default: the acting player). */
  target?: Target
}
export interface DoneAction extends Base {
  type: 'done'
  /** None of the text was applied: the computer player, which can't carry out text the engine doesn't run, skips
   *  it, and the log says what was skipped. */
  skipped?: boolean
}
/** Divides a multiply blocked attacker's combat damage (CR 510.1c-d, 702.19b), answering 'assignDamage'. */
export interface AssignDamageAction extends Base {
  type: 'assignDamage'
  attacker: ObjId
  damage: DamageShare[]
}
export interface ChooseAction extends Base {
  type: 'choose'
  cards?: ObjId[]
  option?: string | number
  /** The targets of a triggered ability, chosen as it goes on the stack (CR 603.3d). */
  targets?: Target[]
  /** Scry and surveil piles (CR 701.18, 701.42): `top` in order from the top. */
  top?: ObjId[]
  bottom?: ObjId[]
  graveyard?: ObjId[]
  /** The order of one's simultaneous triggered abilities, by their sources' names (CR 603.3b). */
  order?: string[]
  /** The modes of a modal triggered ability, 0-based in printed order (CR 700.2b). */
  modes?: number[]
  /** A triggered ability's damage divided among its targets, in their order (CR 603.3d, 601.2d). */
  divide?: number[]
}
export interface ConcedeAction extends Base {
  type: 'concede'
}
/** An action a variant adds (chooseHero, placeCreatures, fight, …). */
export interface VariantAction extends Base {
  type: string & {}
  [key: string]: unknown
}

export type CoreAction =
  | KeepAction
  | MulliganAction
  | BottomAction
  | PlayLandAction
  | ActivateManaAction
  | CastAction
  | ActivateAction
  | PassAction
  | DeclareAttackersAction
  | DeclareBlockersAction
  | DiscardAction
  | ManualAction
  | DoneAction
  | ChooseAction
  | ConcedeAction
  | AssignDamageAction
  | TurnFaceUpAction
  | SuspendAction
  | ForetellAction
  | CompanionAction
export type Action = CoreAction | VariantAction

/** What an accepted action did, for the UI and the log. */
export interface GameEvent {
  type: string
  [key: string]: unknown
}

export type ApplyResult =
  { ok: true; state: GameState; events: GameEvent[]; lines: string[] } | { ok: false; reason: string }

/** Who the game waits for, and for what. */
export type Waiting =
  | { kind: 'priority'; player: PlayerIndex }
  | { kind: 'decision'; player: PlayerIndex; pending: Pending }
  | { kind: 'ended'; player: null }
