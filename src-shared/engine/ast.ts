// The typed ability tree that Oracle text compiles to (CR 113): keywords, static, activated, triggered and
// replacement abilities, spells with modes, targets, durations and "you may".
import type { Color, ManaCost } from '../mana/types'

/** A number, the spell's X, or a counted amount (`count`, times `times`; text/effects/amounts.ts). */
/** A number, the spell's X, minus X ("gets -X/-X", CR 107.3), or a count (times a factor, negative for "-X"). */
export type Amount = number | 'X' | '-X' | { count: Count; times?: number }

/** What a counted amount counts as it is used (CR 107.3, 208.3, 604.3): permanents matching a noun ("the number of
 *  Elves on the battlefield", "for each Elf you control"), a creature's power ("~'s power"; `whose` a target index
 *  for "its power" after a target, last known if it left, CR 608.2h), your life total, cards in your hand, or the
 *  greatest power among permanents. */
export type Count =
  /** `whose`: "… they control" after "that player" (the trigger's event's player, CR 603.2) or a target player. */
  | { of: 'permanents'; spec: TargetSpec; whose?: number | 'that' }
  | { of: 'power'; whose: 'self' | number; toughness?: true }
  | { of: 'life' }
  /** Cards in a zone (`whose` a target index: "that player's hand", "target opponent's hand"; 'that': "their hand"
   *  after "that player", the trigger's event's player, CR 603.2; 'opponents': "your opponents' graveyards"), of
   *  these card types, of a subtype ("Elf cards", CR 205.3) or of a colour ("white cards", CR 105.2). */
  | {
      of: 'cards'
      zone: 'hand' | 'graveyard' | 'library'
      whose: 'you' | 'all' | 'opponents' | number | 'that'
      types?: string[]
      subtype?: string
      color?: Color
    }
  /** The source's counters of a kind ("for each +1/+1 counter on ~"). */
  | { of: 'counters'; counter: string }
  /** "The greatest power among …"; `what`: "the greatest toughness", "the highest mana value among permanents you
   *  control" (CR 208.1, 202.3). */
  | { of: 'greatestPower'; spec: TargetSpec; what?: 'toughness' | 'manaValue' }
  /** "that much": the damage of the event that triggered the ability (CR 603.2, 608.2h). */
  | { of: 'thatMuch' }
  /** "its mana value", "~'s mana value": the last target read (CR 608.2c), or the source (CR 202.3). */
  | { of: 'manaValue'; whose: 'self' | number }
  /** "the sacrificed creature's power": the permanent sacrificed to pay the cost, as it last existed (CR 608.2h). */
  | { of: 'sacrificed'; what: 'power' | 'toughness' | 'manaValue' }
  /** Domain: "the number of basic land types among lands you control" (CR 305.6). */
  | { of: 'landTypes' }
  /** "Your devotion to black [and red]": the mana symbols of those colours in the mana costs of permanents you
   *  control, a hybrid symbol once (CR 700.5, 700.5a). */
  | { of: 'devotion'; colors: Color[] }
  /** Arithmetic on a count (CR 107.1): "half …, rounded up / down" (`half`), "twice …" (`times`), "N minus …"
   *  (`from`), "… plus N" / "… minus N" (`plus`), in that order; never less than 0 (CR 107.1b). */
  | { of: 'arith'; base: Count; half?: 'up' | 'down'; times?: number; from?: number; plus?: number }
  /** "The life lost this way", "the damage dealt this way": what the resolution's earlier effects did (CR 608.2c). */
  | { of: 'thisWay'; what: 'lifeLost' | 'damage' }
  /** "The number of creatures in your party" (CR 700.8); "the number of colors of mana spent to cast this spell"
   *  (converge: the source's spent mana, CR 601.2h). */
  | { of: 'party' }
  | { of: 'colorsSpent' }
  /** "The number of opponents you have" (CR 102.2); "the amount of life you gained this turn" (CR 119.3). */
  | { of: 'opponents' }
  | { of: 'lifeGained' }
  /** "The number of card types among cards in all graveyards" (Tarmogoyf, CR 205.2a). */
  | { of: 'cardTypes' }
  /** Multikicker: "for each time it was kicked" (CR 702.33c), the times the source's multikicker cost was paid. */
  | { of: 'timesKicked' }
  /** Drain Life: "the damage dealt, but not more life than the player's life total before …" (CR 120.3). */
  | { of: 'drained' }
  /** "For each creature destroyed this way", "the number of cards discarded this way": what the resolution's earlier
   *  effects moved (CR 608.2c), of a card type (`type`), not of one (`not`). */
  /** "For each creature that died this turn" (CR 700.4): of a creature type, nontoken; `whose`: "under your control"
   *  ('controlled') or "put into your graveyard from the battlefield" ('owned'). */
  | { of: 'died'; subtype?: string; nontoken?: true; whose?: 'controlled' | 'owned' }
  | {
      of: 'moved'
      how: 'destroy' | 'sacrifice' | 'exile' | 'discard' | 'graveyard'
      type?: string
      not?: string
      cards?: true
    }

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
    /** "target opponent or planeswalker" (CR 115.4). */
    | 'opponentOrPlaneswalker'
    | 'artifact'
    | 'enchantment'
    | 'artifactOrEnchantment'
    | 'artifactOrCreature'
    | 'land'
    | 'permanent'
    | 'nonlandPermanent'
    | 'nonland'
    | 'spell'
    | 'creatureSpell'
    | 'noncreatureSpell'
    | 'instantOrSorcerySpell'
    /** "target spell or permanent" (CR 115.1). */
    | 'spellOrPermanent'
    | 'card'
  youControl?: boolean
  opponentControls?: boolean
  notColor?: Color
  color?: Color
  /** A creature type or other subtype ("Goblin", "Forest"). */
  subtype?: string
  /** "noncreature", "nonartifact", …: a card type it must not have. */
  notType?: string
  /** For `card` (and `spell`): the card type it must have ("Creature", "Instant or Sorcery" as "Instant|Sorcery"). */
  cardType?: string
  withKeyword?: string
  withoutKeyword?: string
  tapped?: boolean
  untapped?: boolean
  attacking?: boolean
  blocking?: boolean
  /** "attacking or blocking". */
  inCombat?: boolean
  /** "enchanted creature" / "equipped creature": the one the source is attached to. */
  host?: 'enchanted' | 'equipped'
  /** "other": not the source itself. */
  other?: boolean
  /** Another target of the same word "target" ("two target creatures"): not one chosen before it (CR 601.2c). */
  sameWord?: true
  /** Attached to the source ("for each Equipment attached to it", CR 301.5). */
  attachedToSelf?: boolean
  /** Where a target card is found (CR 115.1, "from your graveyard"). */
  zone?: 'graveyard'
  /** The zone belongs to the controller ("your graveyard"). */
  yours?: boolean
  /** A permanent the controller owns ("put into your graveyard from the battlefield", recover, CR 702.59a). */
  owned?: true
  /** "from an opponent's graveyard": a card an opponent owns. */
  opponents?: true
  /** "with power N or less" / "with mana value N or less". */
  maxPower?: number
  /** "target spell that targets you / a creature you control" (CR 115.7): one of its targets is you or such a
   *  permanent. */
  thatTargets?: { you?: true; spec?: TargetSpec }
  /** "with toughness N or less / N or greater" (CR 208.1). */
  maxToughness?: number
  minToughness?: number
  /** "with power N or greater". */
  minPower?: number
  /** "creature or enchantment", "artifact or land": a permanent with one of these card types. */
  anyType?: string[]
  /** "nonbasic land" (CR 205.4a). */
  nonbasic?: boolean
  /** "target red or green spell": a second colour it may have instead (CR 105.2). */
  orColor?: Color
  /** "target colorless spell" (CR 105.2c). */
  colorless?: true
  /** "target spell with mana value 4 or greater" (CR 202.3). */
  minManaValue?: number
  /** "nontoken creature": not a token (CR 111.1). */
  nontoken?: boolean
  /** "creature tokens": tokens only (CR 111.1). */
  token?: true
  /** A second colour it must not have ("nonwhite, nonblack creature"). */
  alsoNotColor?: Color
  /** "with a +1/+1 counter on it" (CR 122.1). */
  withCounter?: string
  /** A second card type it must have ("artifact creature": `creature` and 'Artifact'). */
  alsoType?: string
  /** "with lesser power" than the source (mentor, CR 702.134a). */
  lesserPowerThanSource?: boolean
  /** "with toughness less than ~'s power", "with power less than or equal to ~'s power": its power or toughness
   *  against the source's power (CR 208.1; the source's last known power once it left, CR 608.2h). */
  belowSource?: { stat: 'power' | 'toughness'; orEqual?: true }
  /** "all creatures target player controls": controlled by the player of this target (CR 115.1, 109.4). Read
   *  only in the subject of a one-shot effect (destroy, exile, return, tap, untap, counters), as it resolves. */
  controlledByTarget?: number
  /** "target creature blocking it": a creature blocking the source (CR 509.1g). */
  blockingSource?: boolean
  /** "… defending player controls": the player the source is attacking (CR 506.2, provoke 702.39a). */
  defendingControls?: boolean
  maxManaValue?: number
  /** "with mana value X [or less / or greater]": the spell's X as announced (CR 601.2b, 107.3), made concrete by
   *  `specWithX` where the spell's X is known (as it is cast and as it resolves, CR 601.2c, 608.2b). */
  xManaValue?: 'eq' | 'le' | 'ge'
  /** "X target creatures": one of as many targets as the spell's X (CR 601.2b, 601.2c), the last ones of the text. */
  xCount?: true
  /** Two or more colours (CR 105.4). */
  multicolored?: true
  /** Exactly one colour (CR 105.2a, "monocolored"). */
  monocolored?: true
  /** "legendary", "snow": a supertype it must have (CR 205.4); "nonlegendary", "nonsnow": one it must not have. */
  supertype?: 'Legendary' | 'Snow'
  notSupertype?: 'Legendary' | 'Snow'
  /** "non-Human", "non-Angel, non-Demon": subtypes it must not have (lower case, '|' between them; a changeling has
   *  every creature type). */
  notSubtype?: string
  /** "face-down" (CR 708.2). */
  faceDown?: true
  /** "modified" (CR 700.9): with a counter on it, equipped, or enchanted by an Aura its controller controls. */
  modified?: true
  /** "historic" (CR 700.6): an artifact, a legendary or a Saga. */
  historic?: true
  /** "nonattacking" (CR 508.1): not an attacking creature. */
  notAttacking?: true
  /** "of the chosen type / color": what the source's controller chose as it entered (CR 614.12). */
  chosenType?: true
  chosenColor?: true
}

/** Whom prevented damage is dealt to, or by (CR 615.1): `you` (the controller), every player, the permanents a noun
 *  names, a target, or "sources you don't control". */
export interface PreventWho {
  you?: true
  players?: true
  spec?: TargetSpec
  target?: number
  notYours?: true
}

/** Which players an effect affects; `{target: i}` is the i-th target. */
/** `that`: a target named before ("that player", CR 608.2c). */
/** `controllerOf`: "its controller", the i-th target's controller (last known, CR 608.2h). */
/** `defending`: the player the source attacks, or the controller of the planeswalker it attacks (CR 506.2). */
export type Who =
  | 'you'
  | 'opponents'
  | 'players'
  | 'defending'
  | { target: number; that?: true }
  | { players: number[] }
  | { controllerOf: number }

/** A permanent an effect applies to: the source, a target, or every permanent a filter names. */
/** `count`: that many targets from `target` on ("two target lands"); `upTo`: "up to two target …", any of them
 *  may be left out (CR 601.2c). */
/** `that`: "that creature" in a combat trigger — the creature ~ blocks, or that blocks it (CR 509.3, 603.2). */
export type Subject = 'self' | 'that' | { target: number; count?: number; upTo?: boolean } | { all: TargetSpec }

/** What a library search finds (CR 701.19). */
export interface CardFilter {
  types: string[]
  subtypes: string[]
  /** "legendary", "snow" (CR 205.4): supertypes it must have. */
  supertypes?: string[]
  basic?: boolean
  /** Any card. */
  any?: boolean
  /** "a card named ~": a card with the source's name (Elvish Clancaller). */
  named?: 'self'
  /** "a card named Ashiok, Sculptor of Fears" (lower case). */
  name?: string
  /** "permanent card": any permanent type (CR 110.4), with the types and subtypes named too. */
  permanent?: boolean
  /** "a white card", "a colorless card" (CR 105.2). */
  colors?: string[]
  colorless?: boolean
  /** "a multicolored card" (CR 105.4). */
  multicolored?: true
  /** "with mana value 2 or less / 6 or greater" (CR 202.3). */
  maxManaValue?: number
  minManaValue?: number
  /** "with mana value X or less / or greater": the spell's X as it resolves (CR 107.3; `filterWithX`). */
  xManaValue?: 'le' | 'ge'
}

export type Effect =
  /** `among`: divided among up to that many targets from `target` on (CR 601.2d). */
  | {
      kind: 'damage'
      amount: Amount
      target: number
      source?: 'self'
      among?: number
      /** "to each of two target creatures": `count` targets from `target` on, each dealt `amount` (CR 115.1). */
      count?: number
      /** "divided as you choose among any number of targets": `among` is as many as the amount allows (CR 601.2d). */
      anyNumber?: true
      /** "divided evenly, rounded down, among any number of targets" (Fireball): no choice, each gets X / n. */
      evenly?: true
      /** "… and 1 damage to another target / to you / to that creature's controller" (CR 120.3). */
      and?: { amount: Amount; to?: 'you' | 'controller'; target?: number }
    }
  | {
      kind: 'damageEach'
      amount: Amount
      /** 'that': "that player", the player of the trigger's event (the step's, the one who drew, discarded, cast). */
      each: 'you' | 'opponents' | 'players' | 'creatures' | 'creaturesAndPlayers' | 'that'
      filter?: TargetSpec
      /** "… to each creature without flying and each planeswalker" (Magmaquake): each planeswalker too, once. */
      planeswalkers?: true
    }
  /** `loseLife`: "… draws two cards and loses 2 life" (the same players). */
  | { kind: 'draw'; amount: Amount; who: Who; loseLife?: Amount }
  | { kind: 'gainLife'; amount: Amount; who: Who }
  /** `unlessOpponentAtMost`: "… unless an opponent has N or less life" (Vampire Lacerator). */
  | { kind: 'loseLife'; amount: Amount; who: Who; unlessOpponentAtMost?: number }
  | { kind: 'destroy'; subject: Subject; noRegen?: boolean }
  | { kind: 'exile'; subject: Subject }
  /** "Exile target player's graveyard" (`whose`: that target), "exile all graveyards", "… all opponents' graveyards". */
  | { kind: 'exileGraveyard'; whose: number | 'all' | 'opponents' }
  /** "~ assigns no combat damage this turn" (Ophidian, CR 510.1a). */
  | { kind: 'noCombatDamage'; subject: Subject }
  /** "Exile two creature cards from your graveyard" (CR 406.3): `count` cards of `spec`, chosen as it resolves. */
  | { kind: 'exileFromGraveyard'; spec: TargetSpec; count: number }
  /** "X. If you can't, Y." (CR 609.3): X when it can be done in full (a sacrifice by you), else Y. */
  | { kind: 'orElse'; effects: Effect[]; otherwise: Effect[] }
  /** "Target spell or permanent becomes red" (CR 613.1e): its colours set, no duration ([]: colourless). */
  | { kind: 'becomeColor'; target: number; colors: string[] }
  /** "Look at target player's hand" (CR 402.3): shown to the looker alone. */
  | { kind: 'lookHand'; whose: number }
  | { kind: 'bounce'; subject: Subject }
  /** `frozen`: "It doesn't untap during its controller's next untap step"; `held`: "… untap step for as long as ~
   *  remains tapped / you control ~ / ~ remains on the battlefield" (CR 502.3, 611.2b). */
  | { kind: 'tap'; subject: Subject; frozen?: boolean; held?: 'tapped' | 'controlled' | 'present' }
  | { kind: 'untap'; subject: Subject }
  /** `restrict`: "… and can't be blocked / must be blocked / can't block this turn" (CR 509.1b-c). */
  | {
      kind: 'pump'
      power: Amount
      toughness: Amount
      keywords: string[]
      subject: Subject
      negative?: boolean
      restrict?: 'cantBeBlocked' | 'mustBeBlocked' | 'cantBlock'
    }
  | { kind: 'counters'; counter: string; amount: Amount; subject: Subject; remove?: boolean }
  /** "Distribute three +1/+1 counters among one, two, or three target creatures": `among` targets from `target` on,
   *  the amounts chosen as it is cast or put on the stack (CR 601.2d). */
  | { kind: 'distribute'; counter: string; amount: Amount; target: number; among: number; anyNumber?: true }
  /** `instead`: "if that spell is countered this way, exile it / put it on top or the bottom of its owner's library
   *  instead …" (CR 701.5a, 614.1a). */
  | {
      kind: 'counterSpell'
      target: number
      /** "Counter that spell / it" in a cast trigger: the spell cast (`target` -1; CR 603.2). */
      that?: true
      unlessPays?: Amount
      instead?: 'exile' | 'top' | 'bottom' | 'topOrBottom' | 'hand'
      /** Power Sink: "If that player doesn't, they tap all lands with mana abilities they control and lose all unspent
       *  mana" (CR 118.12, 106.4). */
      tapsLands?: true
    }
  | {
      kind: 'token'
      count: Amount
      /** CR 107.3: "X/X" is an amount (the spell's X, or "where X is …"), counted as the token is created. */
      power: Amount
      toughness: Amount
      colors: Color[]
      subtypes: string[]
      keywords: string[]
      /** Predefined artifact tokens (CR 111.10): Treasure, Food, Clue. */
      named?: string
      tapped?: boolean
      /** Its power and toughness are each equal to its controller's life total (CR 604.3, Ajani Goldmane). */
      lifePT?: boolean
      /** Eldrazi Scion/Spawn: it has "Sacrifice this creature: Add {C}." (a mana ability, CR 605.1a). */
      sacForC?: boolean
      /** Who creates them ("its controller creates …"); absent: the ability's controller. */
      who?: Who
      /** An artifact creature token ("1/1 colorless Servo artifact creature token", CR 111.4). */
      artifact?: boolean
      /** The name the effect gives it ("… token with flying named Wasp", CR 111.4); "~": the source's name. */
      tokenName?: string
    }
  /** `amount`: the symbols that many times ("for each Elf you control"). */
  | { kind: 'addMana'; symbols: string[]; amount?: Amount }
  /** "Defending player reveals the top card of their library. If it's a land card, that player puts it into their
   *  hand." (CR 701.16a): `toHand` the card types that go to the hand. */
  | { kind: 'revealTop'; who: Who; toHand?: string[] }
  | { kind: 'scry'; amount: Amount }
  | { kind: 'surveil'; amount: Amount }
  | { kind: 'mill'; amount: Amount; who: Who }
  | { kind: 'discard'; amount: Amount; who: Who; random?: boolean; all?: boolean }
  /** `exile`: "Exile that card" (Castigate) instead of "That player discards that card". */
  | { kind: 'duress'; target: number; filter: CardFilter; nonFilter?: string[]; exile?: true }
  | {
      kind: 'search'
      filter: CardFilter
      to: 'hand' | 'battlefield' | 'top' | 'graveyard'
      tapped?: boolean
      reveal?: boolean
      count: number
      /** "put one onto the battlefield tapped and the other into your hand" (Cultivate): the first card found. */
      split?: boolean
      /** "then shuffle and put that card on top" (to 'top'): shuffled before it goes on top. */
      shuffledFirst?: boolean
      /** "search your library and/or graveyard" */
      graveyard?: boolean
      /** "If you search your library this way, shuffle." */
      shuffleIfLibrary?: boolean
      /** "for a Forest card and a Plains card" (Krosan Verge): the second card's filter, one card of each. */
      pair?: CardFilter
      /** "for up to two basic land cards that share a land type" (Myriad Landscape, CR 205.3i). */
      shareLandType?: boolean
    }
  | { kind: 'shuffle' }
  /** CR 500.7: "take an extra turn after this one". */
  | { kind: 'extraTurn'; who: Who }
  /** `also`: "That creature is a black Zombie in addition to its other colors and types" (CR 613.1d-e). */
  | { kind: 'returnCard'; target: number; to: 'hand' | 'battlefield'; also?: { colors: string[]; subtypes: string[] } }
  /** `exploit`: exploit's own sacrifice (CR 702.110b: the creature "exploits a creature"). */
  | {
      kind: 'sacrifice'
      who: Who
      filter: TargetSpec
      exploit?: true
      /** how many (CR 701.17a), 1 if absent */ count?: number
    }
  | { kind: 'regenerate'; subject: Subject }
  /** "Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into
   *  your hand and the other into your graveyard." (Fact or Fiction, CR 700.3): `by` the opponent once chosen, then
   *  `piles` once they separated them. */
  | { kind: 'piles'; count: Amount; by?: number; piles?: [string[], string[]] }
  /** "Its controller may search their library for a basic land card, put it onto the battlefield [tapped], then
   *  shuffle" (Path to Exile): target `of`'s last known controller searches (CR 608.2h); `searcher` once they said yes. */
  | { kind: 'controllerSearch'; of: number; filter: CardFilter; tapped?: boolean; searcher?: number }
  /** "~ deals N damage to that artifact's controller": the controller of target `of` (CR 608.2c). */
  | { kind: 'damageController'; amount: Amount; of: number }
  /** "~ deals N damage to target player or planeswalker and each creature that player … controls". */
  | { kind: 'damageAndTheirCreatures'; amount: Amount; target: number }
  /** "You get an emblem with …" (CR 114): permanents of these types you control get +N/+N and keywords. */
  | { kind: 'emblem'; types: string[]; power: number; toughness: number; keywords: string[] }
  /** "Put all creature cards from all graveyards onto the battlefield under your control" (CR 110.2a). */
  | { kind: 'returnAllCreatureCards' }
  /** "If a permanent dealt damage this way would die this turn, exile it instead" (CR 614.6). */
  /** `target`: "if that creature would die this turn" (the target, CR 608.2c); else the permanents dealt damage.
   *  `noRegen`: "If it's a creature, it can't be regenerated this turn, and if it would die …" (CR 701.15). */
  | { kind: 'exileDamagedIfDies'; target?: number; creatures?: boolean; noRegen?: true }
  /** "A creature dealt damage this way can't be regenerated this turn" (CR 701.15). */
  | { kind: 'noRegenDamaged' }
  /** `you`: "… dealt to you this turn" (CR 615.7). */
  | { kind: 'prevent'; amount: Amount | 'all'; target?: number; combatOnly?: boolean; you?: boolean }
  /** "Prevent all [combat] damage that would be dealt this turn [to …] [by …]" (CR 615.1, text/effects/preventAll.ts). */
  /** "Exile …, then return that card to the battlefield under its owner's control [at the beginning of the next end
   *  step]" (CR 400.7, 603.7c); `cards`: the delayed return of these exiled cards. */
  | {
      kind: 'flicker'
      subject: Subject
      under: 'owner' | 'you'
      tapped?: true
      endStep?: true
      cards?: string[]
    }
  /** "The next time a red source of your choice would deal damage to you this turn, prevent that damage" (CR 615.7):
   *  `of` the colour or "artifact" the source must be. */
  /** CR 615.7: the next damage from a source chosen as it resolves, to you or to `target`: prevented (and `gain`:
   *  that much life gained, CR 615.5), or dealt to you instead (`redirect`, CR 614.9). */
  | { kind: 'preventNextFromSource'; of?: Color | 'artifact'; target?: number; gain?: true; redirect?: true }
  /** "Put target card from your graveyard on top of your library" (CR 401.4). */
  | { kind: 'graveyardOnTop'; target: number }
  /** "Target player shuffles their graveyard into their library" (CR 701.20a). */
  | { kind: 'shuffleGraveyard'; who: Who }
  /** "The owner of target permanent shuffles it into their library" (CR 701.20a), then reveals their top card and puts
   *  it onto the battlefield if it's a permanent card (`reveal`, Chaos Warp) or draws `draw` cards (Oblation). */
  | { kind: 'ownerShuffles'; target: number; reveal?: true; draw?: number }
  /** "Switch target creature's power and toughness until end of turn" (CR 613.4d). */
  | { kind: 'switchPT'; subject: Subject }
  /** `either`: damage dealt to `to` or by `by` ("… dealt to and dealt by that creature"). */
  | { kind: 'preventAll'; combat?: true; to?: PreventWho; by?: PreventWho; either?: true }
  | { kind: 'returnChosen'; filter: TargetSpec }
  | { kind: 'gainThatMuch' }
  | { kind: 'investigate' }
  | { kind: 'tuck'; target: number; position: 'top' | 'bottom' }
  /** "Put N cards from your hand on top of your library in any order" (Brainstorm, CR 401.4). */
  | { kind: 'handToTop'; count: Amount }
  | { kind: 'explore' }
  /** "create a token that's a copy of …" (CR 707.2, 111.4). */
  | {
      kind: 'copyToken'
      count: Amount
      subject: Subject
      /** "…, except it has haste" (a copiable value, CR 707.9b) or "That token gains haste" (CR 611.2a): for good. */
      haste?: true
      /** "Sacrifice it / Exile it at the beginning of the next end step" (a delayed trigger, CR 603.7). */
      endStep?: 'sacrifice' | 'exile'
    }
  /** The top card of your library, put somewhere if it matches, else `otherwise` (CR 401.5, 701.16). */
  | {
      kind: 'topCard'
      reveal: boolean
      filter: CardFilter
      to: 'hand' | 'battlefield'
      may?: boolean
      tapped?: boolean
      otherwise?: 'hand' | 'graveyard' | 'bottom' | 'mayBottom'
    }
  /** "You become the monarch" (CR 720); `player`: another player becomes it (the monarch's combat trigger). */
  | { kind: 'monarch'; player?: number }
  /** Amass N (CR 701.44): counters on your Army, a 0/0 Zombie (or Orc) Army token first if you have none. */
  | { kind: 'amass'; amount: Amount; army?: 'Orc' }
  /** Bolster N (CR 701.39): counters on a creature of yours with the least toughness; adapt N (CR 701.46). */
  | { kind: 'bolster'; amount: Amount }
  | { kind: 'adapt'; amount: Amount }
  /** Embalm (CR 702.128a), eternalize (CR 702.129a): a token copy of the exiled card, a white (black 4/4) Zombie. */
  | { kind: 'embalm'; eternalize?: boolean }
  /** Ninjutsu (CR 702.49a): this card from the hand onto the battlefield tapped and attacking. */
  | { kind: 'ninjutsu' }
  /** Myriad (CR 702.116a): token copies attacking each other opponent (`from`: the next one to ask about). */
  | { kind: 'myriad'; from?: number }
  /** "Partner with [name]" (CR 702.124j): target player may put that card from their library into their hand. */
  | { kind: 'partnerWith'; name: string }
  /** Awaken (CR 702.113a): N +1/+1 counters on target land you control; it becomes a 0/0 Elemental with haste. */
  | { kind: 'awaken'; amount: number; target: number }
  /** Reconfigure (CR 702.151a): attach this to the target creature, or unattach it when there is no target. */
  | { kind: 'reconfigure' }
  /** Proliferate (CR 701.27a): permanents chosen first, then each player with counters (`player`: next to ask). */
  | { kind: 'proliferate'; player?: number }
  /** "Untap up to four lands" (CR 701.21b): any of them, chosen as it resolves, none included. */
  | { kind: 'untapUpTo'; count: number; filter: TargetSpec }
  /** Learn (CR 701.45a): a Lesson from outside the game into the hand, or discard a card to draw a card. */
  | { kind: 'learn' }
  /** Champion (CR 702.72a): sacrifice this unless you exile another permanent like `spec` you control (linked). */
  | { kind: 'champion'; spec: TargetSpec }
  /** Detain (CR 701.35a): until your next turn, it can't attack or block, nor its activated abilities be activated. */
  | { kind: 'detain'; subject: Subject }
  /** Connive (CR 701.47): draw, discard, a +1/+1 counter if the discarded card is nonland. */
  | { kind: 'connive' }
  /** "exile … until ~ leaves the battlefield" (CR 610.3). */
  | { kind: 'exileUntil'; subject: Subject }
  /** "return the exiled card(s) to the battlefield / to its owner's hand" (CR 607.2a). */
  | { kind: 'returnExiled'; to: 'battlefield' | 'hand' }
  /** Kinship: reveal the top card if it shares a creature type with the source, then `then` (CR 207.2c). */
  | { kind: 'kinship'; then: Effect[] }
  /** Energy (CR 107.14): `get` counters, or "you may pay" `pay` of them and then do `then`. */
  | { kind: 'energy'; get?: number; pay?: number; then?: Effect[] }
  /** "That player loses all unspent mana" (CR 106.4). */
  | { kind: 'loseMana'; who: Who }
  /** "Sacrifice it unless you return/sacrifice/discard …" (CR 117.12): `spec` for permanents, `filter` for cards. */
  | {
      kind: 'sacrificeUnless'
      action: 'return' | 'sacrifice' | 'discard'
      count: number
      spec?: TargetSpec
      filter?: CardFilter
      random?: boolean
    }
  /** Look at or reveal the top cards of your library and keep some (CR 701.16); `rest: 'top'`: back in any order. */
  | {
      kind: 'dig'
      count: Amount
      reveal: boolean
      rest: 'bottom' | 'random' | 'graveyard' | 'top'
      pick?: { filter: CardFilter; count: Amount; may: boolean; to: 'hand' | 'graveyard' }
    }
  /** "Transform ~" (CR 701.28). */
  | { kind: 'transform' }
  /** "Look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed
   *  this way, …" (CR 701.16a). */
  | { kind: 'revealIfType'; types: string[]; then: Effect[] }
  /** "It loses all abilities until end of turn" (CR 613.1f). */
  | { kind: 'loseAbilities'; subject: Subject }
  /** "You may tap or untap target permanent" (CR 701.26). */
  | { kind: 'tapOrUntap'; target: number }
  /** "Attach ~ to target creature you control" (CR 701.3). */
  | { kind: 'attachSelf'; target: number }
  /** "You may play an additional land this turn" (CR 305.2). */
  | { kind: 'extraLand' }
  /** "Target creature can't be regenerated this turn" (CR 701.15). */
  | { kind: 'noRegen'; subject: Subject }
  /** "Target creature gains protection from the color of your choice until end of turn" (CR 702.16a, 608.2d). */
  | { kind: 'protectionChoice'; subject: Subject }
  /** "Target creature [loses all abilities and] has base power and toughness 0/2 until end of turn" (CR 613.4b). */
  | { kind: 'setBasePT'; subject: Subject; power: Amount; toughness: Amount; keywords: string[]; loseAbilities?: true }
  /** "~ becomes a 2/2 blue Faerie creature with flying until end of turn. It's still a land." (CR 613.1d-e, 613.4b;
   *  `retain`: it keeps its other types, CR 205.1b; `allTypes`: every creature type). */
  | {
      kind: 'animate'
      subject: Subject
      power: number
      toughness: number
      subtypes: string[]
      keywords: string[]
      colors?: Color[]
      artifact?: true
      allTypes?: true
      retain?: true
      unblockable?: true
    }
  /** "You may pay {1}{B} / N life. If you do, …" (CR 117.12, 603.5). */
  | { kind: 'mayPay'; mana?: string; life?: number; then: Effect[]; ifYouDont?: Effect[] }
  /** "You win the game", "target player loses the game" (CR 104.2b, 104.3e). */
  | { kind: 'gameOutcome'; who: Who; win: boolean }
  /** Balance (CR 101.4): lands, then cards in hand, then creatures (`creaturesFirst`: creatures, then cards), each player keeping as many as the player with
   *  the fewest has; `stage` and `kept` (by player, the ids chosen) carry the resolution across its choices. */
  | { kind: 'balance'; creaturesFirst?: boolean; stage?: number; kept?: Record<string, string[]> }
  /** "[effects] unless [payer] pays {2} / 2 life" (CR 118.12); `unlessAsk`: its question as it resolves. */
  /** `anyOf`: "unless any player / any opponent pays" (each asked in turn order, CR 101.4; `payer` unused). */
  | {
      kind: 'unlessPays'
      payer: Who
      effects: Effect[]
      mana?: string
      life?: number
      discard?: CardFilter
      anyOf?: 'players' | 'opponents'
    }
  /** `rest`: the players asked after this one ("any player", in turn order). */
  | {
      kind: 'unlessAsk'
      payer: number
      effects: Effect[]
      mana?: string
      life?: number
      discard?: CardFilter
      rest?: number[]
    }
  /** "Target player's life total becomes 20" (CR 119.5). */
  | { kind: 'lifeBecomes'; who: Who; amount: Amount }
  /** "… doesn't untap during its controller's next untap step" (CR 502.3). */
  | { kind: 'freeze'; subject: Subject }
  /** "Target creature you control deals damage equal to its power to …": target `source` deals it (CR 120.3). */
  | { kind: 'bite'; source: number; target: number }
  /** first: a target index, or -1 for the source itself. */
  | { kind: 'fight'; first: number; second: number }
  /** `endCombat`: "… at end of combat" (CR 603.7, 511.2): this combat's end of combat step. */
  | { kind: 'delayed'; step: 'upkeep' | 'endCombat' | 'end'; effects: Effect[]; whose?: 'you' }
  | { kind: 'gainControl'; target: number; untilEndOfTurn?: boolean; untap?: boolean; haste?: boolean }
  | {
      kind: 'selfCard'
      to: 'hand' | 'battlefield' | 'top' | 'bottom' | 'shuffle' | 'sacrifice'
      unlessPays?: string
      fromGraveyard?: boolean
      /** "… to the battlefield tapped" (CR 110.5b). */
      tapped?: boolean
    }
  | {
      kind: 'may'
      effects: Effect[]
      ifYouDo?: Effect[]
      /** "If you don't, …" (CR 608.2c): when declined, or when X can't be done in full (CR 609.3). */
      ifYouDont?: Effect[]
      cost?: { life?: number; mana?: ManaCost }
    }
  /** "As ~ enters, you may pay N life. If you don't, it enters tapped." (CR 614.12) */
  | { kind: 'payLifeOrTapped'; life: number }
  /** "If this spell was kicked, …" (CR 702.33d); `otherwise`: what "… instead" replaces when it wasn't. */
  | { kind: 'ifKicked'; effects: Effect[]; instead?: boolean; otherwise?: Effect[] }
  /** "If <condition>, …" (CR 608.2c): checked as the sentence is reached (text/conditions.ts). */
  | {
      kind: 'ifCondition'
      condition: Condition
      effects: Effect[]
      instead?: true
      /** What runs when the condition doesn't hold: the sentence an "instead" replaced, or "Otherwise, …". */
      otherwise?: Effect[]
      /** `otherwise` is written out: "If …, X. Otherwise, Y." (CR 608.2c). */
      otherwiseSaid?: true
    }
  /** "Can't be blocked this turn" / "can't block this turn" (CR 509.1b). */
  /** `lure`: "all creatures able to block <subject> this turn do so"; `mustBeBlocked`: "… must be blocked this turn if
   *  able" (CR 509.1c). */
  | {
      kind: 'restrictCombat'
      subject: Subject
      /** `attacks`: "… attacks this turn if able" (CR 508.1d); `blocksSelf`: "… blocks ~ this turn if able";
       *  `blocks`: "… blocks this turn if able" (CR 509.1c); `cantBlockSelf`: "… can't block ~ this turn" (CR 509.1b);
       *  `cantAttack`, `cantAttackOrBlock`: "… can't attack [or block] this turn" (CR 508.1c, 509.1b). */
      what:
        | 'cantBeBlocked'
        | 'cantBlock'
        | 'lure'
        | 'mustBeBlocked'
        | 'attacks'
        | 'blocks'
        | 'blocksSelf'
        | 'cantBlockSelf'
        | 'cantAttack'
        | 'cantAttackOrBlock'
    }
  /** What a keyword's own trigger does (CR 702: exalted, flanking, rampage, persist, undying, renown, annihilator). */
  | {
      kind: 'keywordAction'
      action: KeywordAction
      amount: number
      cost?: string
      /** Devour's kind of permanent ("devour artifact 1"); creatures when absent (CR 702.82a-b). */
      devours?: 'artifact' | 'food'
    }
  /** Cascade (CR 702.85a) and rebound (702.88a): the controller may cast a card without paying its mana cost. */
  | { kind: 'castFree'; how: 'cascade' | 'rebound' | 'madness' | 'suspend' | 'miracle'; card?: string }
  /** "As ~ enters, you may reveal an Elf card from your hand. If you don't, it enters tapped." (CR 614.12) */
  | { kind: 'revealOrTapped'; types: string[] }
  /** "You may have ~ enter as a copy of any creature on the battlefield" (CR 707.9): asked as its spell resolves. */
  | { kind: 'enterAsCopy'; spec: TargetSpec }
  /** "As ~ enters, choose a color / creature type / an opponent" (CR 614.12): asked as it enters. */
  | { kind: 'chooseAsEnters'; what: EnterChoiceKind }
  /** Storm (CR 702.40a): copy this spell for each spell cast before it this turn. `made` of `total`: the copies
   *  already made when it goes on after its controller chose a copy's new targets (CR 707.10c). */
  | { kind: 'copySpell'; count?: number; replicate?: true; conspire?: true; made?: number; total?: number }
  /** "Copy target instant or sorcery spell" / a cast trigger's "copy that spell" (`that`); `newTargets`: "You may
   *  choose new targets for the copy" (CR 707.10, 707.10c). */
  | {
      kind: 'copyTarget'
      target?: number
      that?: true
      newTargets?: true
      /** "Copy target instant or sorcery spell twice" (Echo Mage): that many copies, each asked about in turn. */
      times?: number
      /** "…, except that the copy is red" (Fork, CR 707.9b): the copy's colour. */
      color?: string
      /** "…, then return it to its owner's hand" (Narset's Reversal): the spell copied leaves the stack. */
      bounce?: true
      /** The copies already made when it goes on after a copy's new targets were chosen (CR 707.10c). */
      made?: number
    }

export type KeywordAction =
  | 'exalted'
  | 'flanking'
  | 'rampage'
  | 'persist'
  | 'undying'
  | 'renown'
  | 'annihilator'
  | 'cumulativeUpkeep'
  | 'ward'
  | 'afflict'
  | 'echo'
  | 'melee'
  | 'extort'
  | 'monstrosity'
  | 'unearth'
  | 'vanishing'
  | 'livingWeapon'
  | 'modular'
  | 'fading'
  | 'exileSelf'
  /** Crew (CR 702.122a): the Vehicle becomes an artifact creature until end of turn. */
  | 'crew'
  /** Riot (CR 702.136a), unleash (CR 702.98a): the choice made as it enters. */
  | 'riot'
  | 'unleash'
  /** Devour N (CR 702.82a): sacrifice any number of creatures as it enters, N +1/+1 counters for each. */
  | 'devour'
  /** Provoke (CR 702.39a): the target creature untaps and blocks this creature if able. */
  | 'provoke'
  /** Fabricate N (CR 702.123a): N +1/+1 counters on it, or N 1/1 Servo artifact creature tokens. */
  | 'fabricate'
  /** Ingest (CR 702.115a): the player dealt combat damage exiles the top card of their library. */
  | 'ingest'
  /** Graft (CR 702.58a): you may move a +1/+1 counter from this permanent onto the creature that entered. */
  | 'graft'
  /** Amplify N (CR 702.38a): reveal cards sharing a creature type with it, N +1/+1 counters for each. */
  | 'amplify'
  /** Recover (CR 702.59a): pay the cost to return this card from the graveyard to the hand, else exile it. */
  | 'recover'
  /** "Cumulative upkeep—Pay N life" (CR 702.24a): N life per age counter, or it is sacrificed. */
  | 'cumulativeUpkeepLife'
  /** Soulbond (CR 702.95a): you may pair it with another unpaired creature (engine/soulbond.ts). */
  | 'soulbond'

/** A spell's or ability's effect: its targets in order and what it does. */
export interface EffectText {
  text: string
  targets: TargetSpec[]
  effects: Effect[]
  /** False when some sentence isn't known: it resolves by hand. */
  automated: boolean
  /** Modal: "choose one —" (CR 700.2); each mode has its own targets. */
  /** `repeat`: "you may choose the same mode more than once" (CR 700.2d). */
  /** Modes (CR 700.2): `count` of them, or 1 to `count` with `upTo`; `none`: zero may be chosen ("choose up to
   *  one", "choose any number", CR 603.3c); `repeat`: one may be chosen more than once (CR 700.2d). */
  modes?: { count: number; upTo?: boolean; none?: boolean; choices: EffectText[]; repeat?: boolean }
  /** Kicker (CR 702.33): effects added, or replaced, when kicked. */
  kicked?: { effects: Effect[]; targets: TargetSpec[]; replaces?: boolean }
  /** "Divided as you choose" among the targets (CR 601.2d). */
  divide?: boolean
  /** Up to this many targets may be left out ("up to two target …"). */
  optionalTargets?: number
  /** Not automated, but every target is read: chosen as it is cast and checked as it resolves (CR 601.2c,
   *  608.2b), the rest resolved by hand (text/spellTargets.ts). */
  targetsRead?: true
}

/** Costs of an activated ability besides mana, {T}, sacrifices, discards and life (CR 602.2b, 118.3); a count of 0
 *  ("X", or a noun the cost can't be) is left to the player. */
export interface OtherCosts {
  /** "Tap an untapped creature you control", "Tap two untapped Wizards you control". */
  tapUntapped?: { spec: TargetSpec; count: number }
  /** "Remove a +1/+1 counter from ~", "Remove three quest counters from ~". */
  removeCounters?: { counter: string; count: number }
  /** "Discard a creature card", "Discard two cards": how many, of which card type. */
  discard?: { count: number; cardType?: string }
  /** "Exile a creature card from your graveyard", "Exile two cards from your graveyard". */
  exileFromGraveyard?: { count: number; spec: TargetSpec }
  /** "Return ~ to its owner's hand". */
  returnSelf?: true
  /** "Discard your hand" (CR 701.8). */
  discardHand?: true
  /** "Exile the top card / the top N cards of your library". */
  exileTop?: number
}

export interface ActivatedAbility extends EffectText {
  /** The mana part of the cost; null when none. */
  cost: ManaCost | null
  tap: boolean
  untapSymbol?: boolean
  sacrificeSelf: boolean
  /** Other costs the engine pays (CR 602.2, 118). */
  sacrifice?: TargetSpec
  /** How many to sacrifice (default 1; 0: "X", by hand). */
  sacrificeCount?: number
  discardCost?: number
  discardRandom?: boolean
  discardSelf?: boolean
  /** Cycling or typecycling (CR 702.29): activating it is cycling the card ("whenever you cycle a card"). */
  cycling?: true
  lifeCost?: number
  /** "Pay {E}{E}" (CR 107.14). */
  energyCost?: number
  exileSelfFromGraveyard?: boolean
  /** Ninjutsu's "Return an unblocked attacker you control to hand" (CR 702.49a). */
  returnAttacker?: boolean
  /** Crew N (CR 702.122a): tap any number of untapped creatures you control with total power N or more. */
  crew?: number
  /** Tapping other permanents, removing counters, typed discards, exiling from the graveyard (engine/actions/costs.ts). */
  otherCosts?: OtherCosts
  /** "Activate only as a sorcery" / equip (CR 602.5d, 702.6a). */
  sorcery: boolean
  /** "Activate only once each turn", "… no more than twice each turn" (CR 602.5b). */
  perTurn?: number
  /** "Activate only during your upkeep / during your turn" (CR 602.5b). */
  during?: 'yourUpkeep' | 'yourTurn'
  /** "Activate only during combat", "… during your turn, before attackers are declared" (CR 602.5b). */
  window?: CastWindow
  /** "Activate only if you control three or more artifacts" (CR 602.5b): checked as it is activated. */
  activateIf?: Condition
  equip?: boolean
  /** Where it is activated from (cycling: the hand, CR 702.29a). */
  from?: 'battlefield' | 'hand' | 'graveyard'
  /** The cost parts the engine can pay; false → the engine pays its mana and {T}, the players the rest by hand. */
  payable: boolean
  /** The cost as printed, when the players pay part of it by hand (CR 602.2b): logged as they activate it. */
  handCost?: string
}

/** What makes a triggered ability trigger (CR 603.2). */
export type TriggerEvent =
  | { on: 'enters'; who: 'self' | 'other' | 'any'; filter?: TargetSpec }
  | { on: 'leaves'; who: 'self' }
  /** `damagedBySelf`: "a creature dealt damage by ~ this turn dies" (Sengir Vampire). */
  | { on: 'dies'; who: 'self' | 'other' | 'any'; filter?: TargetSpec; damagedBySelf?: true }
  /** "Whenever ~ is dealt damage" (CR 603.2, 120.3). */
  | { on: 'dealtDamage'; who: 'self' }
  | { on: 'attacks'; who: 'self' | 'yours' }
  /** `blocked`: "whenever ~ blocks a creature with flying" (the creature it blocks, CR 509.3a). */
  | { on: 'blocks'; who: 'self'; blocked?: TargetSpec }
  | { on: 'attacksOrBlocks'; who: 'self' }
  | { on: 'becomesBlocked'; who: 'self' }
  | { on: 'becomesMonstrous' }
  | { on: 'combatDamageToPlayer'; who: 'self' }
  | { on: 'dealsDamage'; who: 'self' | 'enchanted'; combat?: boolean; to?: 'player' | 'opponent' }
  /** `enchanted`: "at the beginning of enchanted player's upkeep" (an Aura with enchant player, CR 303.4). */
  | {
      on: 'step'
      step: 'upkeep' | 'draw' | 'precombatMain' | 'beginCombat' | 'endCombat' | 'postcombatMain' | 'end'
      /** `enchantedController`: the controller of the creature the source enchants (CR 303.4e). */
      /** `chosenPlayer`: the player chosen as the source entered (CR 614.12). */
      whose: 'you' | 'each' | 'opponent' | 'enchanted' | 'enchantedController' | 'chosenPlayer'
    }
  /** `spell`: what else the spell must be ("a Spirit or Arcane spell", "your second spell each turn"). */
  /** `orCopy`: "whenever you cast or copy …" (magecraft, CR 207.2c): a copy put on the stack by its controller too
   *  (CR 707.10). */
  | { on: 'cast'; who: 'you' | 'opponent' | 'any'; filter: TargetSpec['what']; spell?: SpellFilter; orCopy?: true }
  /** More trigger events (triggerHeads.ts; matched in engine/triggerEvents.ts). */
  | MoreTriggerEvent
  /** "When you cast this spell" (CR 702.85a cascade): the spell's own ability, triggering from the stack. */
  | { on: 'castSelf' }
  | { on: 'gainLife'; who: 'you' }
  | { on: 'landfall' }
  | { on: 'draw'; who: 'you' | 'opponent' }
  | { on: 'discard'; who: 'you' | 'opponent' }
  /** Keyword triggers: exalted (CR 702.83a), flanking (702.25a, each blocker), bushido (702.45a). */
  /** `self`: "whenever ~ attacks alone" (CR 506.5); else any creature its controller controls (exalted). */
  | { on: 'attacksAlone'; self?: boolean }
  /** `by`: "becomes blocked by a nonblack creature" (the blocker's kind). */
  | { on: 'blockedBy'; withoutKeyword?: string; by?: TargetSpec }
  /** `byCreature`: "blocks or becomes blocked by a creature", once for each creature (CR 509.3d). */
  | { on: 'blocksOrBecomesBlocked'; byCreature?: boolean; by?: TargetSpec }
  /** Ward (CR 702.21a): becomes the target of a spell or ability (an opponent controls). */
  /** `enchanted`: "when enchanted creature becomes the target …" (the permanent the source is attached to). */
  | { on: 'becomesTarget'; byOpponent?: boolean; spellOnly?: boolean; byYou?: boolean; enchanted?: boolean }

export interface TriggeredAbility {
  text: string
  event: TriggerEvent
  /** Intervening "if" (CR 603.4): checked when it triggers and when it resolves. Null: unknown text. */
  condition?: Condition
  effect: EffectText
  automated: boolean
  /** Its effect says "it" for the event's object, which the effect reader would take for the source (CR 603.2). */
  pronoun?: true
}

export type Condition =
  | { kind: 'lifeAtLeast'; amount: number }
  | GameCondition
  /** "if it was kicked" (CR 702.33d): the permanent's spell was kicked. */
  | { kind: 'kicked' }
  | { kind: 'controlsType'; spec: TargetSpec }
  /** Persist/undying (CR 702.79a, 702.93a): the creature had no such counter when it died. */
  | { kind: 'hadNoCounter'; counter: string }
  /** Evolve (CR 702.100a): the entering creature's power or toughness is greater than this one's. */
  | { kind: 'evolves' }
  /** Replicate (CR 702.56a): "if a replicate cost was paid for it". */
  | { kind: 'replicated' }
  /** Graft (CR 702.58a): "if this permanent has a +1/+1 counter on it". */
  | { kind: 'hasCounter'; counter: string }
  /** Renown (CR 702.112a): this creature isn't renowned. */
  | { kind: 'notRenowned' }
  /** Echo (CR 702.30a): it came under its controller's control since their last upkeep (its echo not yet paid). */
  | { kind: 'echoDue' }
  /** "if its evoke/blitz cost was paid" (CR 702.74a, 702.152a): the alternative cost its spell was cast for. */
  | { kind: 'castFor'; how: AlternativeKind }
  /** Trigger conditions (not intervening "if"s), checked only as it triggers: dethrone (CR 702.105a), the attacked
   *  player has the most life or is tied for it; training (CR 702.149a), it attacks with a creature of greater power. */
  | { kind: 'dethrone' }
  | { kind: 'training' }
  /** "If it's an artifact creature, …", "If it was a creature card, …" (CR 608.2c, 608.2h): the first target, now or
   *  (`was`) as the resolution moved it (text/conditionsTarget.ts). */
  | { kind: 'targetIs'; spec: TargetSpec; was?: true }

/** What a permanent's own static waits for (CR 611.3a): "as long as …", "unless …". */
export type SelfCondition = NonNullable<Extract<StaticAbility, { kind: 'selfPump' }>['asLongAs']>

/** What "As ~ enters, choose …" asks for (CR 614.12). */
export type EnterChoiceKind = 'color' | 'creatureType' | 'opponent' | 'basicLandType'

/** A permanent's own state a static waits for (CR 301.5, 303.4, 110.5, 701.31, 702.112). */
export type SelfState = 'equipped' | 'enchanted' | 'untapped' | 'tapped' | 'monstrous' | 'renowned'

export type CastWindow =
  | 'combat'
  | 'beforeBlockers'
  | 'afterBlockers'
  | 'declareAttackers'
  | 'declareBlockers'
  | 'attackedThisStep'
  /** "Activate only during your turn, before attackers are declared" (with `during: 'yourTurn'`). */
  | 'beforeAttackers'

export type PlayerRule =
  'noMaxHandSize' | 'maxHandSize' | 'skipDraw' | 'extraLand' | 'cantGainLife' | 'hexproof' | 'skipUntap' | 'shroud'

export type StaticAbility =
  | { kind: 'enchant'; spec: TargetSpec }
  /** `forEachCount`: that bonus for each one counted, "it" being the permanent it's attached to (CR 604.3). */
  | {
      kind: 'attachedPump'
      power: number
      toughness: number
      keywords: string[]
      via: 'enchanted' | 'equipped'
      forEachCount?: Count
      /** "This effect doesn't remove ~" (CR 702.16d): the protection it grants doesn't make it fall off. */
      keepsSelf?: true
      /** "As long as equipped creature is a Human, it gets …": only while its host is that (CR 611.3a). */
      hostIs?: TargetSpec
      /** "Enchanted creature has base power and toughness 0/2" (CR 613.4b, layer 7b). */
      basePT?: { power: number; toughness: number }
      /** "… as long as you control a white or black permanent": the Aura's controller's condition (CR 611.3a). */
      asLongAs?: { game: GameCondition }
    }
  | {
      kind: 'attachedRestriction'
      cantAttack: boolean
      cantBlock: boolean
      noUntap?: boolean
      /** "… and its activated abilities can't be activated" (CR 602.5). */
      noActivate?: boolean
      /** "… unless they're mana abilities" (Faith's Fetters): mana abilities may still be activated (CR 602.5, 605). */
      exceptMana?: true
      /** "… or crew Vehicles" (Bound in Gold): it can't be tapped to crew (CR 702.122a). */
      noCrew?: true
      /** "All creatures able to block enchanted creature do so." (CR 509.1c) */
      lure?: boolean
      /** "… can't be blocked" (CR 509.1b), "… attacks each combat if able" (CR 508.1d). */
      cantBeBlocked?: boolean
      attacksEachCombat?: boolean
      /** "… can attack as though it didn't have defender" (Animate Wall, CR 702.3b). */
      attacksDespiteDefender?: true
      /** "… can attack as though it had haste" (Instill Energy, CR 302.6). */
      attacksAsThoughHaste?: true
      /** "… can't be blocked except by Walls [or creatures with flying]" (Invisibility, CR 509.1b). */
      exceptBy?: TargetSpec
      orExceptBy?: TargetSpec
      via: 'enchanted' | 'equipped'
    }
  /** `unless`: "~ can't block unless you control a Vampire" (CR 509.1b): no restriction while it holds. */
  | { kind: 'cantBlock'; unless?: SelfCondition }
  /** "~ can't attack" (CR 508.1c); `orBlock`: "… or block"; `alone`: "… alone" (CR 506.5); `unless`: "… unless you
   *  control another Giant / it's equipped" (no restriction while it holds). */
  | {
      kind: 'cantAttack'
      orBlock?: boolean
      alone?: boolean
      unlessDefenderControls?: TargetSpec
      unless?: SelfCondition
    }
  /** "Creatures with power less than ~'s power can't block it" (CR 509.1b). */
  | { kind: 'weakerCantBlock' }
  /** `orExceptBy`: "… except by Walls and/or creatures with flying" (either may block, CR 509.1b). */
  | { kind: 'cantBeBlocked'; exceptBy?: TargetSpec; orExceptBy?: TargetSpec }
  /** `orBlocks`: "~ attacks or blocks each combat if able" (CR 508.1d, 509.1c): it also blocks if able. */
  | { kind: 'attacksEachCombat'; orBlocks?: boolean }
  | { kind: 'blocksEachCombat' }
  /** Riot (CR 702.136a) and unleash (CR 702.98a): a choice made as it enters (zones.ts); an unleashed creature
   *  with a +1/+1 counter can't block (combat.ts). */
  | {
      kind: 'entersWithChoice'
      choice: 'riot' | 'unleash' | 'devour' | 'amplify'
      amount?: number
      devours?: 'artifact' | 'food'
    }
  /** "You may have ~ assign its combat damage as though it weren't blocked" (CR 510.1c): asked in combat.ts. */
  | { kind: 'damageAsThoughUnblocked' }
  /** Block requirements (CR 509.1c): "All creatures able to block ~ do so.", "~ must be blocked if able." */
  | { kind: 'lure' }
  | { kind: 'mustBeBlocked' }
  | { kind: 'entersTapped' }
  /** Enters tapped unless a life payment (shock lands), or unless its controller controls one of these land types
   *  (check lands) or at most / at least so many other lands (CR 614.1c-d, 614.12). */
  | {
      kind: 'entersTappedUnless'
      payLife?: number
      controlsSubtypes?: string[]
      maxOtherLands?: number
      minOtherLands?: number
      /** Count basic lands only ("two or more basic lands"). */
      basicOnly?: boolean
      /** "unless you have two or more opponents" */
      minOpponents?: number
      /** "As ~ enters, you may reveal an Elf card from your hand. If you don't, ~ enters tapped." (CR 614.12) */
      revealTypes?: string[]
    }
  /** `ifKicked`: only when its spell was kicked (CR 702.33d). */
  | {
      kind: 'entersWithCounters'
      counter: string
      amount: number
      ifKicked?: boolean
      /** Bloodthirst (CR 702.54a): only if an opponent was dealt damage this turn. */
      ifOpponentDamaged?: boolean
      /** Sunburst (CR 702.44a): `amount` for each colour of mana spent to cast it (none: not cast). */
      perColorSpent?: boolean
      /** "X +1/+1 counters, where X is …", "… for each Elf you control" (CR 107.3, 604.3): `amount` times it, as it
       *  enters (text/effects/amounts.ts). */
      perCount?: Count
      /** "enters with X +1/+1 counters": the X of the spell it was (CR 107.3m). */
      xFromSpell?: true
      /** "… if a creature died this turn" (morbid; text/conditions.ts), as it enters (CR 614.1c). */
      ifCondition?: Condition
    }
  /** `orFilter`: a second kind it applies to ("Skeletons you control and other Zombies you control"). */
  | {
      kind: 'anthem'
      power: number
      toughness: number
      keywords: string[]
      filter?: TargetSpec
      orFilter?: TargetSpec
      other?: boolean
      /** "As long as it's your turn, creatures you control get +1/+1" (CR 611.3a): the source's condition. */
      asLongAs?: SelfCondition
      /** "All creatures attack / block each combat if able" (CR 508.1d, 509.1c): a requirement on each it applies to. */
      requires?: 'attacks' | 'blocks'
    }
  /** `plus`: "2 plus the number of …"; `times`: "twice the number of …" (CR 604.3). */
  | {
      kind: 'countPT'
      count: TargetSpec | 'cardsInHand' | 'life' | Count
      power: boolean
      toughness: boolean
      plus?: number
      times?: number
      /** "… and its toughness is equal to that number plus 1" (Lhurgoyf, Tarmogoyf; CR 604.3). */
      toughnessPlus?: number
    }
  /** A leveler's band (CR 711.2): with `min`..`max` level counters it has this power/toughness and these keywords. */
  | { kind: 'levelBand'; min: number; max?: number; power: number; toughness: number; keywords: string[] }
  /** The permanent's own bonus while a condition holds, or per permanent counted (CR 611.3a, 604.3). */
  | {
      kind: 'selfPump'
      power: number
      toughness: number
      keywords: string[]
      asLongAs?:
        | { spec: TargetSpec; atLeast: number }
        | { graveyard: number }
        | { yourTurn: true }
        | { attacking: true }
        | { life: number }
        | { game: GameCondition }
        /** "as long as ~ is equipped / enchanted / untapped / tapped / monstrous / renowned" (CR 611.3a). */
        | { self: SelfState }
        /** "as long as it has a +1/+1 counter on it" (CR 122.1). */
        | { counter: string }
        /** "as long as an opponent controls an Island". */
        | { opponentControls: TargetSpec }
        /** "as long as defending player controls an artifact" (CR 506.2): while it attacks that player. */
        | { defenderControls: TargetSpec }
      /** Combat restrictions while the condition holds (CR 509.1b, 508.1d): "… gets +2/+2 and can't block". */
      cantBlock?: true
      cantBeBlocked?: true
      attacksEachCombat?: true
      /** "... can attack as though it didn't have defender" while the condition holds (CR 702.3b). */
      attacksDespiteDefender?: true
      forEach?: TargetSpec
      /** "for each card in your hand", "for each +1/+1 counter on ~" (CR 604.3). */
      forEachCount?: Count
    }
  | { kind: 'protection'; from: ProtectionFrom }
  | { kind: 'doesntUntap' }
  /** "You may choose not to untap ~ during your untap step" (CR 502.3). */
  | { kind: 'mayNotUntap' }
  /** "~ can block only creatures with flying" (CR 509.1b). */
  | { kind: 'canBlockOnly'; spec: TargetSpec }
  /** "~ can block an additional creature each combat", "… any number of creatures" (CR 509.1a). */
  | { kind: 'extraBlocks'; count: number | 'any' }
  /** "~ can't block creatures with power 2 or greater" (CR 509.1b). */
  | { kind: 'cantBlockThese'; spec: TargetSpec }
  /** "~ can't be blocked by Walls / by creatures with power 2 or less" (CR 509.1b). */
  | { kind: 'cantBeBlockedBy'; spec: TargetSpec }
  /** "~ can't be blocked except by two or more creatures" (CR 509.1b), "… by more than one creature" (CR 509.1c). */
  | { kind: 'blockerCount'; min?: number; max?: number }
  /** "This spell can't be countered" (CR 101.2). */
  | { kind: 'cantBeCountered' }
  /** "Cast this spell only during combat / … before blockers are declared / during the declare attackers step and
   *  only if you've been attacked this step" (CR 601.3e, 506). */
  | { kind: 'castOnly'; when: CastWindow }
  /** Damage to ~ becomes counters (CR 615.1, 614.1a): "If damage would be dealt to ~, prevent that damage. Remove a
   *  +1/+1 counter from ~." (`removeOne`), "… remove that many +1/+1 counters" (`removeMany`), "… put that many
   *  +1/+1 counters on it instead" (`put`); `whileCounter`: "while it has a +1/+1 counter on it". */
  | { kind: 'damageToCounters'; mode: 'removeOne' | 'removeMany' | 'put'; counter: string; whileCounter?: boolean }
  /** "You may have ~ enter as a copy of any creature on the battlefield" (CR 707.9): text/effects/enterAsCopy.ts. */
  | { kind: 'entersAsCopy'; spec: TargetSpec }
  /** "As ~ enters, choose a color / creature type / an opponent" (CR 614.12): text/effects/chooseAsEnters.ts. */
  | { kind: 'entersChoosing'; what: EnterChoiceKind }
  /** "Creatures can't attack you [or planeswalkers you control] unless their controller pays {2} for each creature
   *  they control that's attacking you" (Propaganda; CR 508.1d, 508.1g-h): generic mana per attacker. */
  | { kind: 'attackTax'; amount: number; planeswalkers?: true }
  /** Soulbond's "As long as ~ is paired with another creature, each of those creatures gets +1/+1 / both creatures
   *  have flying" (CR 702.95c): both creatures of the pair (engine/soulbond.ts). */
  | { kind: 'pairBonus'; power: number; toughness: number; keywords: string[] }
  /** "Prevent all damage that would be dealt to ~ [by creatures]" (CR 615.1). */
  | { kind: 'preventDamageToSelf'; by?: TargetSpec }
  /** "You control enchanted creature / permanent" (Control Magic): control while attached (CR 613.1b, layer 2). */
  | { kind: 'controlEnchanted' }
  /** CR 615.1: "Prevent all [combat] damage that would be dealt to [and dealt by] ~ / enchanted creature / you":
   *  damage dealt to `who` (`to`) or dealt by it (`by`) is prevented. */
  | { kind: 'preventDamage'; who: 'self' | 'host' | 'you'; combat?: boolean; to?: boolean; by?: boolean }
  /** "Creatures with power 3 or greater don't untap during their controllers' untap steps" (Meekstone, Choke,
   *  Back to Basics; CR 502.3): the permanents of `spec` stay tapped in their controllers' untap steps. */
  | { kind: 'doesntUntapAll'; spec: TargetSpec }
  /** "[As long as ~ is untapped,] players can't untap more than one land during their untap steps" (Winter Orb, Smoke,
   *  Static Orb, Mungha Wurm; CR 502.3): at most `max` of `spec` untap; their controller chooses which. */
  | { kind: 'untapLimit'; spec: TargetSpec; max: number; who: 'all' | 'you'; whileUntapped?: true }
  /** Land types set or added (CR 305.7, 613.1d, layer 4): "Nonbasic lands are Mountains" (`nonbasic`), "Enchanted
   *  land is an Island" (`enchanted`), "All Mountains are Plains" (`{ subtype }`), "Each land is a Swamp in addition
   *  to its other land types" (`all`, `add`). Set, a land loses its other land types and the abilities of its rules
   *  text and has the new types' mana abilities; added, it keeps them and gains those (engine/landTypes.ts). */
  | {
      kind: 'landType'
      lands: 'nonbasic' | 'all' | 'enchanted' | { subtype: string }
      types: string[]
      add?: true
      /** "Enchanted land is the chosen type." (Phantasmal Terrain): `types` is the source's chosen basic land type. */
      chosen?: true
      /** "All Forests are 1/1 [black] creatures that are still lands." (Living Lands; CR 613.1d-e, 613.4b): they
       *  are creatures too, with this base power and toughness (and colour, when named). */
      creature?: { power: number; toughness: number; colors?: string[] }
    }
  /** Rules for players (CR 402.2 no maximum hand size, 614.10 skip your draw step, 305.2 an additional land,
   *  119.7 can't gain life), for the controller ('you'), their opponents, or every player. */
  | { kind: 'playerRule'; rule: PlayerRule; who: 'you' | 'opponents' | 'all'; amount?: number }

/** An additional cost to cast a spell (CR 601.2b): sacrifice, discard, pay life. */
export interface AdditionalCost {
  sacrifice?: TargetSpec
  sacrificeCount?: number
  discard?: number
  discardRandom?: boolean
  life?: number
  /** Exile this many other cards of a colour from your hand ("Evoke—Exile a white card from your hand", CR 118.9). */
  exileFromHand?: { count: number; color?: Color }
  /** "Flashback—Tap three untapped white creatures you control" (CR 702.34a, 701.26a): not a {T} cost. */
  tapUntapped?: { spec: TargetSpec; count: number }
}

/** What a protection keyword names (CR 702.16a): everything, or qualities: colours (W, U, …), card types
 *  ('artifacts', 'lands'), 'multicolored' / 'monocolored', or a subtype as printed ('goblins', 'arcane'). */
export type ProtectionFrom = 'everything' | (Color | string)[]

/** One kind of spell a cost change names ("red creature", "Kithkin", "noncreature", "colorless"; CR 601.2f). */
export interface CostSpellKind {
  cardType?: string
  notType?: string
  color?: Color
  colorless?: true
  subtype?: string
  /** "Legendary spells" (CR 205.4). */
  supertype?: 'Legendary'
  /** "Historic spells" (CR 700.6). */
  historic?: true
}

/** A cost increase or reduction (CR 601.2f): generic mana added (+) or taken off (-) the spells it names.
 *  `self`: this spell's own cost ("This spell costs {1} less to cast for each artifact you control"). */
export interface CostChange {
  /** Mana added (more) or taken off (less): generic, or of `mana`'s colour ("costs {W} more", CR 601.2f). */
  amount: number
  mana?: Color
  /** Which spells: their card type ("Creature", "noncreature" as notType), colour, subtype, whose ('you',
   *  'opponents', 'all'); `anyOf` when it names several kinds ("Kithkin spells and Soldier spells"). */
  spells: CostSpellKind & {
    whose: 'you' | 'opponents' | 'all'
    anyOf?: CostSpellKind[]
    /** "with mana value 6 or greater / 3 or less" (CR 202.3). */
    minManaValue?: number
    maxManaValue?: number
    /** "Creature spells with flying" (CR 702). */
    withKeyword?: string
  }
  self?: boolean
  /** "for each artifact you control" (affinity, CR 702.41a). */
  perEach?: TargetSpec
  /** "for each creature card in your graveyard", "for each opponent" (a count, effects/amounts.ts; CR 601.2f). */
  perCount?: Count
  /** "This spell costs {1} less to cast if you control a Wizard" (CR 601.2f): only while it holds. */
  ifCondition?: Condition
  /** Undaunted: "for each opponent" (CR 702.125a). */
  perOpponent?: true
}

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
  /** Flashback's costs other than mana ("Flashback—{1}{B}, Pay 3 life", CR 702.34a). */
  flashbackExtra?: AdditionalCost
  /** A flashback cost the engine can't pay: cast with its mana paid (if read) and the rest paid by hand, logged. */
  flashbackByHand?: string
  /** "You may cast ~ as though it had flash if you pay {2} more" (CR 601.3): the extra cost. */
  flashFor?: ManaCost
  /** "You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been cast, … sacrifices
   *  it at the beginning of the next cleanup step" (Armor of Thorns; CR 601.3). */
  flashSacrifice?: boolean
  /** Buyback (CR 702.27): paid, the spell returns to its owner's hand as it resolves. */
  buyback?: ManaCost
  /** Entwine (CR 702.42a): paid (the contract's `kicked`), every mode of the modal spell is chosen. */
  entwine?: ManaCost
  /** Escalate (CR 702.120a): paid once for each mode chosen beyond the first. */
  escalate?: ManaCost
  /** "This spell costs {2}{W} more to cast for each target beyond the first" (strive, Fireball; CR 601.2f). */
  perExtraTarget?: ManaCost
  /** Alternative costs it may be cast for (CR 118.9): evoke, dash, blitz, surge (castingKeywords.ts). */
  alternatives?: AlternativeCost[]
  /** Morph or megamorph (CR 702.37): cast face down for {3}, turned face up for this cost. */
  morph?: Morph
  /** Madness (CR 702.35a): discarded, it is exiled and may be cast for this cost. */
  madness?: ManaCost
  /** Suspend N—[cost] (CR 702.62a). */
  suspend?: Suspend
  /** Foretell (CR 702.143a): cast from exile on a later turn for this cost. */
  foretell?: ManaCost
  /** Escape (CR 702.138a): cast from the graveyard for this cost, exiling other cards from it. */
  escape?: Escape
  /** Miracle (CR 702.94a): cast for this cost as it is drawn, the first card drawn this turn. */
  miracle?: ManaCost
  /** Casualty N (CR 702.153a): the contract's `kicked` sacrifices a creature with power N or greater. */
  casualty?: number
  /** Conspire (CR 702.78a): the contract's `kicked` taps two untapped creatures sharing a color with it. */
  conspire?: true
  /** "Buyback—Sacrifice a land" (CR 702.27a): a buyback cost other than mana, paid with the contract's `kicked`. */
  buybackExtra?: AdditionalCost
  /** Splice onto Arcane / instant or sorcery [cost] (CR 702.47a): revealed from the hand as such a spell is cast. */
  splice?: { onto: 'Arcane' | 'instantOrSorcery'; cost: ManaCost }
  /** "As an additional cost to cast this spell, …" (CR 601.2b, 601.2h): paid by the engine. */
  additionalCost?: AdditionalCost
  /** Cost changes this card makes while on the battlefield, or to its own casting (CR 601.2f). */
  costChanges?: CostChange[]
  /** Replicate (CR 702.56a): paid any number of times as it is cast (the cast's `replicate`). */
  replicate?: ManaCost
  /** Multikicker (CR 702.33c): a kicker paid any number of times as it is cast (the cast's `multikicker`). */
  multikicker?: ManaCost
  /** "Spend only black mana on X", "… black and/or red mana on X" (Drain Life, Soul Burn; CR 107.3): the colours
   *  that may pay the spell's X, each X mana one such symbol (a hybrid one for two colours). */
  xSpendOnly?: Color[]
  ward?: ManaCost
  /** Text the engine does not automate. */
  unknown: string[]
  /** Spell lines by hand whose targets are read (text/spellTargets.ts); a save records them (engine/textPins.ts). */
  targetsRead?: string[]
  /** Each line of rules text and whether the engine runs it. */
  lines: TextLine[]
}

/** A line of rules text and whether the engine runs it. `partly`: not automated, but the engine does part of it —
 *  a trigger it puts on the stack at the right time (CR 603.3), an activated or loyalty ability whose cost it pays
 *  (CR 602.2, 606.4), or a line some of whose parts it runs — the rest is resolved by hand. */
export interface TextLine {
  text: string
  automated: boolean
  partly?: true
  /** Why the engine doesn't run it (`cards explain`): a short stable code and words (engine/lineReasons.ts). */
  reason?: { code: string; text: string }
}

/** Conditions on the game (text/conditions.ts: parse, describe, holds), for an intervening "if" (CR 603.4) and an
 *  effect's "if" (CR 608.2c). `controls`: "you control N or more <noun>" (`other`: "another", not the source);
 *  `controlsNone`: "you control no <noun>"; `lifeAtMost`; `hand`: cards in your hand (at most / at least);
 *  `graveyard`: at least N cards in your graveyard; `yourTurn` (`not`: "it's not your turn"); `thisTurn`: what
 *  happened this turn (engine/turnFacts.ts). */
export type GameCondition =
  | { kind: 'controls'; spec: TargetSpec; atLeast: number }
  | { kind: 'controlsNone'; spec: TargetSpec }
  | { kind: 'lifeAtMost'; amount: number }
  | { kind: 'hand'; atMost?: number; atLeast?: number }
  | { kind: 'graveyard'; atLeast: number }
  /** Delirium: N or more card types among cards in your graveyard (CR 205.2a). */
  | { kind: 'graveyardTypes'; atLeast: number }
  | { kind: 'yourTurn'; not?: true }
  /** "if you cast it from your hand": the permanent's spell was cast from its owner's hand. */
  | { kind: 'castFromHand' }
  /** Coven: creatures you control with N or more different powers; "creatures you control have total power N or
   *  greater"; addendum: "if you cast this spell during your main phase" (it resolves in the step it was cast). */
  | { kind: 'differentPowers'; atLeast: number }
  | { kind: 'totalPower'; atLeast: number }
  | { kind: 'castInMainPhase' }
  /** "{R} was spent to cast it", adamant's "at least three white mana" (`same`: of one colour), CR 601.2h. */
  | { kind: 'manaSpent'; color: string; atLeast: number }
  /** "If X is 5 or more" (a spell's X, CR 107.3). */
  | { kind: 'xAtLeast'; amount: number }
  | { kind: 'thisTurn'; fact: TurnFact }
  /** "if ~ is untapped / tapped" (Howling Mine, CR 603.4): the source on the battlefield in that state. */
  | { kind: 'sourceTapped'; tapped: boolean }
  /** Innistrad's werewolves (CR 603.4): "if no spells were cast last turn" (`none`), "if a player cast two or more
   *  spells last turn" (`onePlayerAtLeast`); the turn before this one, whoever's it was. */
  | { kind: 'spellsLastTurn'; none?: true; onePlayerAtLeast?: number }
  /** text/conditionsBoard.ts: "an opponent controls more lands than you", "no creatures are on the battlefield",
   *  "there are no arrowhead counters on ~" (`atLeast` 0) or N or more, "you have exactly 1 life" (CR 603.4). */
  | { kind: 'opponentControlsMore'; spec: TargetSpec }
  | { kind: 'noneOnBattlefield'; spec: TargetSpec }
  /** `atMost`: a leveler's band, "LEVEL 2-5" (CR 711.2). */
  | { kind: 'sourceCounters'; counter: string; atLeast: number; atMost?: number }
  | { kind: 'lifeExactly'; amount: number }
  /** text/conditionsCards.ts: "there are two or more instant and/or sorcery cards in your graveyard" (spell mastery),
   *  "you have three or more creature cards in your graveyard", "an opponent has eight or more cards in their
   *  graveyard" (`whose` 'opponent': any one opponent), "there are N or more creature cards total in all graveyards". */
  | { kind: 'cardsInGraveyard'; whose: 'you' | 'opponent' | 'all'; types?: string[]; atLeast: number }
  /** "there are five or more mana values among cards in your graveyard" (CR 202.3): distinct mana values. */
  | { kind: 'graveyardManaValues'; atLeast: number }
  /** text/conditionsPlayers.ts: what the players have or did, against each other ("you have more cards in hand than
   *  each opponent", "an opponent has more life than you", "an opponent has 10 or less life", "you're the monarch",
   *  "you've drawn two or more cards this turn", "three or more creatures died this turn"). */
  | { kind: 'player'; fact: PlayerFact; n?: number }
  /** "you control an artifact and an enchantment": at least one permanent of each kind (the same permanent may be
   *  both, an artifact enchantment). */
  | { kind: 'controlsEach'; specs: TargetSpec[] }
  /** text/conditionsSource.ts: "~ dealt damage to an opponent this turn", "it dealt combat damage to a player this
   *  turn" (the source as the object it is now or last was, CR 400.7, 603.10a). */
  | { kind: 'sourceDealtDamage'; to: 'opponent' | 'player'; combat?: true }
  /** "if this ability has been activated four or more times this turn" (Dragon Whelp, CR 602.1): counting this one. */
  | { kind: 'activatedTimes'; atLeast: number }
  /** "if ~ is in your graveyard" (CR 113.6b): a triggered ability that works from there (engine/triggers.ts). */
  | { kind: 'sourceInGraveyard' }
  /** text/conditionsCards.ts: "there is a Desert card in your graveyard", "as long as an artifact card is in your
   *  graveyard" (`spec` a card noun); "you control a Desert or there is a Desert card in your graveyard" (`orControl`:
   *  either holds). */
  | { kind: 'cardInGraveyard'; spec: TargetSpec; orControl?: TargetSpec }

/** The facts of text/conditionsPlayers.ts (`n`: the number the fact names). */
export type PlayerFact =
  | 'handMore'
  | 'opponentHandMore'
  | 'lifeMore'
  | 'lifeLess'
  | 'opponentLifeAtMost'
  | 'opponentNoHand'
  | 'monarch'
  | 'drewAtLeast'
  | 'diedAtLeast'

/** What happened this turn: a creature died (CR 700.4), you attacked with a creature (CR 508.1, raid), you gained
 *  life (N or more, CR 119.3), an opponent lost life (CR 119.3-4, engine/lifeLost.ts). */
export type TurnFact =
  | { what: 'creatureDied' }
  | { what: 'youAttacked' }
  | { what: 'youGainedLife'; atLeast: number }
  | { what: 'opponentLostLife' }
  /** Revolt: a permanent you controlled left the battlefield this turn. */
  | { what: 'permanentLeft' }

/** An alternative cost a card can be cast for (CR 118.9), by its keyword. */
export type AlternativeKind =
  'evoke' | 'dash' | 'blitz' | 'surge' | 'bestow' | 'spectacle' | 'overload' | 'awaken' | 'emerge' | 'prowl'

export interface AlternativeCost {
  kind: AlternativeKind
  cost: ManaCost
  /** Its costs other than mana ("Blitz—{2}{B}{B}, Pay 2 life", "Evoke—Exile a white card from your hand"). */
  extra?: AdditionalCost
  /** Awaken N (CR 702.113a): the +1/+1 counters put on the land. */
  counters?: number
}

/** Morph or megamorph (CR 702.37): cast face down for {3}; turned face up for `cost` (megamorph: with a +1/+1
 *  counter). */
export interface Morph {
  cost: ManaCost
  mega?: boolean
  /** Its life, as in "Morph—Pay 5 life" (CR 119.4). */
  life?: number
  /** A morph cost the engine doesn't pay ("Reveal a blue card in your hand"): turned face up, it is paid by hand. */
  byHand?: string
}

/** Suspend N—[cost] (CR 702.62a): exiled from the hand with N time counters for this cost, cast when the last goes. */
export interface Suspend {
  count: number
  cost: ManaCost
}

/** Escape—[cost], Exile N other cards from your graveyard (CR 702.138a): cast from the graveyard. */
export interface Escape {
  cost: ManaCost
  exile: number
}

/** What a cast spell must be, beyond its `what` ("a Spirit or Arcane spell", "your second spell each turn"). */
export interface SpellFilter {
  /** Any of these card types or subtypes ("Spirit or Arcane", "Enchantment"). */
  types?: string[]
  /** Any of these colours ("a blue or black spell", CR 105.2). */
  colors?: Color[]
  /** CR 105.2c */
  multicolored?: true
  /** CR 105.2c: no colour. */
  colorless?: true
  /** CR 700.6: an artifact, a legendary or a Saga. */
  historic?: true
  /** CR 702.33d */
  kicked?: true
  /** "a noncreature spell": a card type it must not have. */
  notType?: string
  /** "… from your hand" (CR 601.2a). */
  fromHand?: true
  minManaValue?: number
  maxManaValue?: number
  /** The caster's Nth spell this turn ("your second spell each turn"). */
  nth?: number
  /** "… during an opponent's turn" / "during each opponent's turn". */
  opponentsTurn?: true
  /** "a spell of the chosen color": the colour chosen as the source entered (CR 614.12, 105.2). */
  chosenColor?: true
}

export type MoreTriggerEvent =
  /** "When ~ enters or attacks / dies / leaves the battlefield": either event (CR 603.2). */
  | { on: 'either'; events: TriggerEvent[] }
  /** CR 509.5g: "Whenever ~ attacks and isn't blocked" (no blockers declared for it). */
  | { on: 'unblocked' }
  /** "Whenever ~ deals (combat) damage to a creature": that creature is the event's (CR 603.2). */
  | { on: 'damagesCreature'; combat?: boolean }
  /** CR 702.29: "Whenever you cycle a card", "whenever a player cycles a card". */
  | { on: 'cycled'; who: 'you' | 'any' }
  /** CR 702.37, 708.8: "When ~ is turned face up"; `any`: "whenever a permanent is turned face up". */
  | { on: 'turnedFaceUp'; who: 'self' | 'any'; youControl?: boolean }
  /** "Whenever you draw your second card each turn" (CR 121.2). */
  | { on: 'drawNth'; nth: number }
  /** A creature of a kind attacks (CR 508.1): `at` the source's controller, or them or a planeswalker they control;
   *  `alone`: it is the only attacker (CR 506.5). */
  | { on: 'creatureAttacks'; filter: TargetSpec; at?: 'you' | 'youOrPlaneswalker'; alone?: true }
  /** "Whenever you attack" / "one or more creatures [you control] attack [you]": once per declaration (CR 508.1). */
  | { on: 'attackWith'; whose: 'you' | 'any'; at?: 'you'; min?: number }
  /** "Whenever a creature you control deals combat damage to a player"; `batch`: "one or more creatures you control
   *  deal combat damage to a player" (once for each player, CR 510.2). */
  | { on: 'creatureCombatDamage'; filter: TargetSpec; to: 'player' | 'opponent'; batch?: true }
  /** "Whenever a creature is put into your graveyard from the battlefield" (CR 700.4). */
  | { on: 'diesInto'; owner: 'you' | 'opponent'; filter: TargetSpec; nontoken?: true; self?: true }
  /** "Whenever a creature you control becomes blocked" (CR 509.3c); "whenever a creature blocks" (509.3a). */
  | { on: 'creatureBecomesBlocked'; filter: TargetSpec }
  | { on: 'creatureBlocks'; filter: TargetSpec }
  /** CR 305.1: "Whenever an opponent plays a land". */
  | { on: 'playsLand'; who: 'you' | 'opponent' | 'any' }
  /** CR 701.17: "Whenever you sacrifice a permanent / another permanent / a Clue"; `self`: "when you sacrifice ~". */
  /** `who`: "a player / an opponent sacrifices" (default: "you sacrifice"), CR 701.17a. */
  | { on: 'sacrifices'; filter: TargetSpec; other?: boolean; self?: true; who?: 'any' | 'opponent' }
  /** CR 120.3: "Whenever you're dealt damage". */
  | { on: 'youAreDealtDamage' }
  /** CR 510.1: "Whenever ~ deals combat damage to a player or planeswalker". */
  | { on: 'combatDamagePlayerOrPlaneswalker' }
  /** Battalion (CR 207.2c): "Whenever ~ and at least two other creatures attack". */
  | { on: 'battalion' }
  /** CR 603.2: "Whenever a creature you control becomes the target of a spell or ability an opponent controls"
   *  (once for each permanent it targets). */
  | { on: 'permanentTargeted'; filter: TargetSpec; byOpponent?: true; spellOnly?: true; byYou?: true }
  /** CR 603.6c, 603.10a: "Whenever another creature you control leaves the battlefield". */
  | { on: 'permanentLeaves'; filter: TargetSpec }
  /** CR 122.6: "Whenever one or more +1/+1 counters are put on ~". */
  | { on: 'countersPutOnSelf'; counter: string }
  /** CR 122.6, 603.2c: "Whenever a +1/+1 counter is put on ~": once for each counter. */
  | { on: 'counterPutOnSelf'; counter: string }
  /** "When ~ is put into a graveyard from anywhere" (the card, found there, CR 603.6d). */
  | { on: 'toGraveyardSelf' }
  /** "Whenever a (land) card is put into your / an opponent's graveyard from anywhere". */
  | { on: 'cardToGraveyard'; owner: 'you' | 'opponent'; cardType?: string }
  /** CR 508.1: "Whenever enchanted player is attacked" (once each combat, CR 303.4e). */
  | { on: 'enchantedPlayerAttacked' }
  /** "Whenever you discard a creature card" (CR 701.8). */
  | { on: 'discardType'; cardType: string }
  /** CR 701.20: "Whenever an opponent shuffles their library". */
  | { on: 'shuffles'; who: 'you' | 'opponent' }
  /** CR 120.3: "Whenever a creature is dealt damage" (that creature is the event's). */
  | { on: 'creatureDealtDamage' }
  /** CR 603.8: a state trigger, "When you have 30 or more life". */
  | { on: 'lifeAtLeast'; amount: number }
  /** CR 406.3: "… or is put into exile from the battlefield" (the source). */
  | { on: 'exiledFromBattlefield' }
  /** CR 603.2f: "Whenever ~ becomes untapped". */
  | { on: 'becomesUntapped' }
  /** CR 510.2: "Whenever ~ is dealt combat damage". */
  | { on: 'dealtCombatDamage' }
  /** CR 120.3: "Whenever a creature deals (combat) damage to you". */
  | { on: 'creatureDamagesYou'; combat?: boolean; anySource?: true; byOpponent?: true }
  /** CR 603.2f: "Whenever ~ becomes tapped" (none: the source), "a creature an opponent controls becomes tapped",
   *  "enchanted land becomes tapped"; not as it enters tapped. */
  | { on: 'becomesTapped'; filter?: TargetSpec; enchanted?: true }
  /** CR 702.29: "When you cycle ~" (the card, from the graveyard it was discarded to). */
  | { on: 'cycledSelf' }
  /** CR 702.110b: "When ~ exploits a creature", "whenever a creature you control exploits a creature". */
  | { on: 'exploits'; who: 'self' | 'yours' }
  /** What the permanent the source is attached to does (CR 303.4e, 301.5): "whenever enchanted creature attacks",
   *  "whenever equipped creature deals combat damage to a player", "when enchanted creature dies". */
  | {
      on: 'host'
      via: 'enchanted' | 'equipped'
      does:
        | 'attacks'
        | 'attacksOrBlocks'
        | 'combatDamageToPlayer'
        | 'combatDamage'
        | 'dies'
        | 'dealtDamage'
        | 'becomesBlocked'
        | 'leaves'
    }
  /** CR 603.8: a state trigger, "When you control no Islands". */
  | { on: 'controlsNone'; spec: TargetSpec }
  /** CR 603.2, 605.1b: "Whenever a player / an opponent / you tap(s) a land / an Island / a nonbasic land for mana"
   *  (a {T} mana ability activated; the trigger adds no mana, so it uses the stack). */
  | { on: 'tapsForMana'; who: 'you' | 'opponent' | 'any'; filter: TargetSpec }
  /** CR 701.18, 701.42: "Whenever you scry" / "whenever you surveil" (once the cards are placed; never for 0). */
  | { on: 'libraryLook'; look: 'scry' | 'surveil' }
  /** CR 701.28, 712: "When this creature transforms into ~" (the face that has it is now up; entering transformed
   *  is no transforming, CR 701.28f). */
  | { on: 'transformsInto' }
  /** CR 701.8, 603.2: "When a spell or ability an opponent controls causes you to discard ~" (the card, from the
   *  graveyard it was discarded to), "… to discard a card" (`self` absent). */
  | { on: 'discardedByOpponent'; self?: true }

export interface ParsedCost {
  mana: string
  /** The mana symbols, in order (joined into `mana` by the compiler). */
  parts: string[]
  tap: boolean
  untap: boolean
  sacrificeSelf: boolean
  sacrifice?: TargetSpec
  sacrificeCount?: number
  discardCost?: number
  discardRandom?: boolean
  discardSelf?: boolean
  lifeCost?: number
  /** "Pay {E}{E}" (CR 107.14): energy counters paid from the player. */
  energyCost?: number
  exileSelfFromGraveyard?: boolean
  /** Tapping other permanents, removing counters, typed discards, exiling from the graveyard, returning ~. */
  other?: OtherCosts
}
