// The typed ability tree that Oracle text compiles to (CR 113): keywords, static, activated, triggered and
// replacement abilities, spells with modes, targets, durations and "you may".
import type { Color, ManaCost } from '../../mana/types'

export type Amount = number | 'X'

/** What a target may be (CR 115), or which permanents or cards a phrase names. */
export interface TargetSpec {
  /** 'any' = creature, player or planeswalker (CR 115.4); 'card' = a card in a zone (`zone`). */
  what:
    | 'any'
    | 'player'
    | 'opponent'
    | 'creature'
    | 'planeswalker'
    | 'creatureOrPlaneswalker'
    | 'playerOrPlaneswalker'
    | 'artifact'
    | 'enchantment'
    | 'artifactOrEnchantment'
    | 'land'
    | 'permanent'
    | 'nonlandPermanent'
    | 'nonland'
    | 'spell'
    | 'creatureSpell'
    | 'noncreatureSpell'
    | 'instantOrSorcerySpell'
    | 'card'
  youControl?: boolean
  opponentControls?: boolean
  notColor?: Color
  color?: Color
  /** A creature type or other subtype ("Goblin", "Forest"). */
  subtype?: string
  /** "noncreature", "nonartifact", …: a card type it must not have. */
  notType?: string
  /** For `card`: the card type it must have ("Creature", "Instant or Sorcery" as "Instant|Sorcery"). */
  cardType?: string
  withKeyword?: string
  withoutKeyword?: string
  tapped?: boolean
  untapped?: boolean
  attacking?: boolean
  blocking?: boolean
  /** "other": not the source itself. */
  other?: boolean
  /** Where a target card is found (CR 115.1, "from your graveyard"). */
  zone?: 'graveyard'
  /** The zone belongs to the controller ("your graveyard"). */
  yours?: boolean
  /** "with power N or less" / "with mana value N or less". */
  maxPower?: number
  maxManaValue?: number
}

/** Which players an effect affects; `{target: i}` is the i-th target. */
export type Who = 'you' | 'opponents' | 'players' | { target: number } | { players: number[] }

/** A permanent an effect applies to: the source, a target, or every permanent a filter names. */
export type Subject = 'self' | { target: number } | { all: TargetSpec }

/** What a library search finds (CR 701.19). */
export interface CardFilter {
  types: string[]
  subtypes: string[]
  basic?: boolean
  /** Any card. */
  any?: boolean
}

export type Effect =
  | { kind: 'damage'; amount: Amount; target: number; source?: 'self' }
  | {
      kind: 'damageEach'
      amount: Amount
      each: 'opponents' | 'players' | 'creatures' | 'creaturesAndPlayers'
      filter?: TargetSpec
    }
  | { kind: 'draw'; amount: Amount; who: Who }
  | { kind: 'gainLife'; amount: Amount; who: Who }
  | { kind: 'loseLife'; amount: Amount; who: Who }
  | { kind: 'destroy'; subject: Subject; noRegen?: boolean }
  | { kind: 'exile'; subject: Subject }
  | { kind: 'bounce'; subject: Subject }
  | { kind: 'tap'; subject: Subject }
  | { kind: 'untap'; subject: Subject }
  | { kind: 'pump'; power: Amount; toughness: Amount; keywords: string[]; subject: Subject; negative?: boolean }
  | { kind: 'counters'; counter: string; amount: Amount; subject: Subject; remove?: boolean }
  | { kind: 'counterSpell'; target: number; unlessPays?: Amount }
  | {
      kind: 'token'
      count: Amount
      power: number
      toughness: number
      colors: Color[]
      subtypes: string[]
      keywords: string[]
      /** Predefined artifact tokens (CR 111.10): Treasure, Food, Clue. */
      named?: string
      tapped?: boolean
    }
  | { kind: 'addMana'; symbols: string[] }
  | { kind: 'scry'; amount: Amount }
  | { kind: 'surveil'; amount: Amount }
  | { kind: 'mill'; amount: Amount; who: Who }
  | { kind: 'discard'; amount: Amount; who: Who; random?: boolean; all?: boolean }
  | { kind: 'duress'; target: number; filter: CardFilter; nonFilter?: string[] }
  | {
      kind: 'search'
      filter: CardFilter
      to: 'hand' | 'battlefield' | 'top'
      tapped?: boolean
      reveal?: boolean
      count: number
    }
  | { kind: 'shuffle' }
  | { kind: 'returnCard'; target: number; to: 'hand' | 'battlefield' }
  | { kind: 'sacrifice'; who: Who; filter: TargetSpec }
  | { kind: 'regenerate'; subject: Subject }
  /** "A creature dealt damage this way can't be regenerated this turn" (CR 701.15). */
  | { kind: 'noRegenDamaged' }
  | { kind: 'prevent'; amount: Amount | 'all'; target?: number; combatOnly?: boolean }
  | { kind: 'may'; effects: Effect[]; ifYouDo?: Effect[]; cost?: { life?: number; mana?: ManaCost } }

/** A spell's or ability's effect: its targets in order and what it does. */
export interface EffectText {
  text: string
  targets: TargetSpec[]
  effects: Effect[]
  /** False when some sentence isn't known: it resolves by hand. */
  automated: boolean
  /** Modal: "choose one —" (CR 700.2); each mode has its own targets. */
  modes?: { count: number; upTo?: boolean; choices: EffectText[] }
  /** Kicker (CR 702.33): effects added, or replaced, when kicked. */
  kicked?: { effects: Effect[]; targets: TargetSpec[]; replaces?: boolean }
  /** "Divided as you choose" among the targets (CR 601.2d). */
  divide?: boolean
  /** Up to this many targets may be left out ("up to two target …"). */
  optionalTargets?: number
}

export interface ActivatedAbility extends EffectText {
  /** The mana part of the cost; null when none. */
  cost: ManaCost | null
  tap: boolean
  untapSymbol?: boolean
  sacrificeSelf: boolean
  /** Other costs the engine pays (CR 602.2, 118). */
  sacrifice?: TargetSpec
  discardCost?: number
  discardSelf?: boolean
  lifeCost?: number
  exileSelfFromGraveyard?: boolean
  /** "Activate only as a sorcery" / equip (CR 602.5d, 702.6a). */
  sorcery: boolean
  equip?: boolean
  /** Where it is activated from (cycling: the hand, CR 702.29a). */
  from?: 'battlefield' | 'hand' | 'graveyard'
  /** The cost parts the engine can pay; false → can only be done by hand. */
  payable: boolean
}

/** What makes a triggered ability trigger (CR 603.2). */
export type TriggerEvent =
  | { on: 'enters'; who: 'self' | 'other' | 'any'; filter?: TargetSpec }
  | { on: 'leaves'; who: 'self' }
  | { on: 'dies'; who: 'self' | 'other' | 'any'; filter?: TargetSpec }
  | { on: 'attacks'; who: 'self' | 'yours' }
  | { on: 'blocks'; who: 'self' }
  | { on: 'attacksOrBlocks'; who: 'self' }
  | { on: 'becomesBlocked'; who: 'self' }
  | { on: 'combatDamageToPlayer'; who: 'self' }
  | { on: 'step'; step: 'upkeep' | 'draw' | 'beginCombat' | 'end'; whose: 'you' | 'each' | 'opponent' }
  | { on: 'cast'; who: 'you' | 'opponent' | 'any'; filter: TargetSpec['what'] }
  | { on: 'gainLife'; who: 'you' }
  | { on: 'landfall' }
  | { on: 'draw'; who: 'you' | 'opponent' }
  | { on: 'discard'; who: 'you' | 'opponent' }

export interface TriggeredAbility {
  text: string
  event: TriggerEvent
  /** Intervening "if" (CR 603.4): checked when it triggers and when it resolves. Null: unknown text. */
  condition?: Condition
  effect: EffectText
  automated: boolean
}

export type Condition = { kind: 'lifeAtLeast'; amount: number } | { kind: 'controlsType'; spec: TargetSpec }

export type StaticAbility =
  | { kind: 'enchant'; spec: TargetSpec }
  | { kind: 'attachedPump'; power: number; toughness: number; keywords: string[]; via: 'enchanted' | 'equipped' }
  | {
      kind: 'attachedRestriction'
      cantAttack: boolean
      cantBlock: boolean
      noUntap?: boolean
      via: 'enchanted' | 'equipped'
    }
  | { kind: 'cantBlock' }
  | { kind: 'cantAttack' }
  | { kind: 'cantBeBlocked'; exceptBy?: TargetSpec }
  | { kind: 'attacksEachCombat' }
  | { kind: 'blocksEachCombat' }
  | { kind: 'entersTapped' }
  | { kind: 'entersWithCounters'; counter: string; amount: number }
  | { kind: 'anthem'; power: number; toughness: number; keywords: string[]; filter?: TargetSpec; other?: boolean }
  | { kind: 'countPT'; count: TargetSpec | 'cardsInHand'; power: boolean; toughness: boolean }
  | { kind: 'protection'; from: Color[] | 'everything' }
  | { kind: 'doesntUntap' }

export interface FaceAbilities {
  keywords: string[]
  /** Instants and sorceries: the spell's effect (CR 608.2). */
  spell: EffectText | null
  activated: ActivatedAbility[]
  /** By index of face.loyaltyAbilities (CR 606). */
  loyalty: EffectText[]
  statics: StaticAbility[]
  triggers: TriggeredAbility[]
  /** Kicker, flashback, cycling and ward costs (CR 702.33, 702.34, 702.29, 702.21). */
  kicker?: ManaCost
  flashback?: ManaCost
  ward?: ManaCost
  /** Text the engine does not automate. */
  unknown: string[]
  /** Each line of rules text and whether the engine runs it. */
  lines: { text: string; automated: boolean }[]
}
