// The templates of a compiled card: each effect kind, trigger event, cost kind, static kind, condition and amount
// shape its ability tree uses, as a stable id ("effect:damage", "trigger:dies", "cost:sacrificeSelf",
// "static:anthem", "amount:count.permanents"). A template is "verified" when a behavioural check plays a real card of
// it and finds the result its meaning gives (engine/verifiedTemplates.ts); a line is automated only when the engine
// runs it and every template it uses is verified (engine/automation.ts).
//
// Ids are read from the tree itself, so a kind nobody has listed yet still gets an id (and no check: unverified).
// The lists of known ids below are complete by type: a kind added to the ability tree's unions fails the type check
// until it is listed here.
import type { CardFace } from '../cards/model'
import type { ManaAbilityDef } from '../mana/types'
import { readTriggeredManaAbilities } from '../mana/triggers'
import { abilityRider } from '../mana/abilities'
import type {
  ActivatedAbility,
  AdditionalCost,
  AlternativeKind,
  Condition,
  Count,
  Effect,
  EffectText,
  FaceAbilities,
  GameCondition,
  KeywordAction,
  PlayerFact,
  PlayerRule,
  StaticAbility,
  TriggerEvent,
  TurnFact,
} from './ast'

/** Every member of a union, each true when it is a template itself (false: its parts are, listed beside it). */
type Keys<U extends string> = Record<U, boolean>

const EFFECTS: Keys<Effect['kind']> = {
  damage: true, damageEach: true, draw: true, gainLife: true, loseLife: true, destroy: true, exile: true,
  exileGraveyard: true, exileFromGraveyard: true, noCombatDamage: true, lookHand: true, becomeColor: true, orElse: true, bounce: true, tap: true, untap: true, pump: true, counters: true, counterSpell: true,
  token: true, addMana: true, revealTop: true, scry: true, surveil: true, mill: true, discard: true, duress: true,
  search: true, shuffle: true, extraTurn: true, returnCard: true, sacrifice: true, regenerate: true,
  damageController: true, damageAndTheirCreatures: true, emblem: true, returnAllCreatureCards: true,
  exileDamagedIfDies: true, noRegenDamaged: true, prevent: true, flicker: true, preventNextFromSource: true,
  graveyardOnTop: true, shuffleGraveyard: true, switchPT: true, preventAll: true, returnChosen: true,
  gainThatMuch: true, investigate: true, tuck: true, handToTop: true, explore: true, copyToken: true, topCard: true,
  monarch: true, amass: true, bolster: true, adapt: true, embalm: true, ninjutsu: true, myriad: true,
  partnerWith: true, awaken: true, reconfigure: true, proliferate: true, untapUpTo: true, learn: true, champion: true, detain: true,
  connive: true, exileUntil: true, returnExiled: true, kinship: true, energy: true, sacrificeUnless: true, dig: true,
  transform: true, revealIfType: true, loseAbilities: true, animate: true, setBasePT: true, protectionChoice: true, noRegen: true, extraLand: true, attachSelf: true, tapOrUntap: true, mayPay: true, lifeBecomes: true, freeze: true,
  bite: true, fight: true, delayed: true, gainControl: true, selfCard: true, may: true, payLifeOrTapped: true,
  balance: true, ifKicked: true, ifCondition: true, restrictCombat: true, keywordAction: false, castFree: false,
  revealOrTapped: true, enterAsCopy: true, chooseAsEnters: true, copySpell: true, copyTarget: true, distribute: true, controllerSearch: true,
  piles: true,
  gameOutcome: true,
  unlessPays: true,
  unlessAsk: false,
  loseMana: true,
  ownerShuffles: true,
} // prettier-ignore

const KEYWORD_ACTIONS: Keys<KeywordAction> = {
  exalted: true, flanking: true, rampage: true, persist: true, undying: true, renown: true, annihilator: true,
  cumulativeUpkeep: true, ward: true, afflict: true, echo: true, melee: true, extort: true, monstrosity: true,
  unearth: true, vanishing: true, livingWeapon: true, modular: true, fading: true, exileSelf: true, crew: true,
  riot: true, unleash: true, devour: true, provoke: true, fabricate: true, ingest: true, graft: true, amplify: true,
  recover: true, cumulativeUpkeepLife: true, soulbond: true,
} // prettier-ignore

const CAST_FREE: Keys<Extract<Effect, { kind: 'castFree' }>['how']> = {
  cascade: true, rebound: true, madness: true, suspend: true, miracle: true,
} // prettier-ignore

const TRIGGERS: Keys<TriggerEvent['on']> = {
  enters: true, leaves: true, dies: true, dealtDamage: true, attacks: true, blocks: true, attacksOrBlocks: true,
  becomesBlocked: true, becomesMonstrous: true, combatDamageToPlayer: true, dealsDamage: true, step: false,
  cast: true, castSelf: true, gainLife: true, landfall: true, draw: true, discard: true, attacksAlone: true,
  blockedBy: true, blocksOrBecomesBlocked: true, becomesTarget: true, either: false, unblocked: true,
  damagesCreature: true, cycled: true, turnedFaceUp: true, drawNth: true, creatureAttacks: true, attackWith: true,
  creatureCombatDamage: true, diesInto: true, creatureBecomesBlocked: true, creatureBlocks: true, playsLand: true,
  sacrifices: true, youAreDealtDamage: true, combatDamagePlayerOrPlaneswalker: true, battalion: true,
  permanentTargeted: true, permanentLeaves: true, countersPutOnSelf: true, counterPutOnSelf: true,
  toGraveyardSelf: true,
  cardToGraveyard: true, enchantedPlayerAttacked: true, discardType: true, shuffles: true, creatureDealtDamage: true,
  lifeAtLeast: true, exiledFromBattlefield: true, becomesUntapped: true, dealtCombatDamage: true,
  creatureDamagesYou: true, becomesTapped: true, cycledSelf: true, exploits: true, host: false, controlsNone: true,
  tapsForMana: true, libraryLook: true, transformsInto: true, discardedByOpponent: true,
} // prettier-ignore

const STEPS: Keys<Extract<TriggerEvent, { on: 'step' }>['step']> = {
  upkeep: true, draw: true, precombatMain: true, beginCombat: true, endCombat: true, postcombatMain: true, end: true,
} // prettier-ignore

const HOST_DOES: Keys<Extract<TriggerEvent, { on: 'host' }>['does']> = {
  attacks: true, attacksOrBlocks: true, combatDamageToPlayer: true, combatDamage: true, dies: true,
  dealtDamage: true, becomesBlocked: true, leaves: true,
} // prettier-ignore

const STATICS: Keys<StaticAbility['kind']> = {
  enchant: true, attachedPump: true, attachedRestriction: true, cantBlock: true, cantAttack: true,
  weakerCantBlock: true, cantBeBlocked: true, attacksEachCombat: true, blocksEachCombat: true,
  entersWithChoice: true, damageAsThoughUnblocked: true, lure: true, mustBeBlocked: true, entersTapped: true,
  entersTappedUnless: true, entersWithCounters: true, anthem: true, countPT: true, levelBand: true, selfPump: true,
  protection: true, doesntUntap: true, mayNotUntap: true, canBlockOnly: true, extraBlocks: true,
  cantBlockThese: true, cantBeBlockedBy: true, blockerCount: true, cantBeCountered: true, castOnly: true,
  damageToCounters: true, entersAsCopy: true, entersChoosing: true, attackTax: true, pairBonus: true,
  preventDamageToSelf: true, controlEnchanted: true, preventDamage: true, playerRule: false, landType: true,
  doesntUntapAll: true, untapLimit: true,
} // prettier-ignore

/** Shapes of an effect kind that are templates of their own (read by `effectTemplates`). */
const EFFECT_SHAPES = [
  // Disintegrate: "If it's a creature, it can't be regenerated this turn, and if it would die …" (CR 701.15, 614.6).
  'exileDamagedIfDies.noRegen',
  // Remand, Hinder: the countered spell goes to its owner's hand, or the top or bottom of the library as its
  // controller chooses, instead of the graveyard (CR 614.1a, 608.2d).
  'counterSpell.hand',
  'counterSpell.topOrBottom',
  // "N damage divided as you choose among one, two, or three targets" on a spell or an ability: the amounts chosen
  // as it is cast or put on the stack (CR 601.2d, 602.2b, 603.3d).
  'damage.divided',
  // "… unless any player pays {3}": each player in turn order may pay (CR 118.12, 101.4).
  'unlessPays.anyPlayer',
  // A cast trigger's "counter that spell / it" (Nether Void, Erayo's Essence): the spell cast (CR 603.2).
  'counterSpell.that',
  // "You may X. If you don't, Y." and "If …, X. Otherwise, Y." (CR 608.2c): the branch not taken.
  'may.ifYouDont',
  'ifCondition.otherwise',
  // "Pay {2}{B}. If you don't, you lose the game." (the Pacts; CR 608.2c): what not paying does.
  'mayPay.ifYouDont',
  // "At the beginning of your next upkeep, …" (CR 603.7b): a delayed ability for its controller's next upkeep.
  'delayed.yourNextUpkeep',
  // Barter in Blood: "Each player sacrifices two creatures" (CR 701.17a).
  'sacrifice.several',
  // "… creature token with flying named Wasp" (CR 111.4): a token with a name of its own.
  'token.named',
  // "Sacrifice ~ / Destroy that creature at the beginning of the next end step" (CR 603.7a, 603.7c).
  'delayed.endStep',
  // "Search your library for a Forest card and a Plains card" (Krosan Verge) and "… up to two basic land cards that
  // share a land type" (Myriad Landscape): two cards, each fitting its part (CR 701.19, 205.3i).
  'search.pair',
  'search.shareLandType',
  // "The next time a source of your choice would deal damage to …": to a target (Sanctum Guardian), with life gained
  // (Reverse Damage, CR 615.5), or dealt to you instead (Jade Monolith, CR 614.9).
  'preventNextFromSource.target',
  'preventNextFromSource.gain',
  'preventNextFromSource.redirect',
  // "That creature is a black Zombie in addition to its other colors and types" (Rise from the Grave, CR 613.1d-e).
  'returnCard.also',
  // Chord of Calling: "search your library for a creature card with mana value X or less" (CR 107.3, 701.19).
  'search.manaValueX',
  // "Target creature blocks this turn if able" (CR 509.1c); "creatures your opponents control attack this turn if
  // able" (CR 508.1d): a requirement on each creature named.
  'restrictCombat.blocks',
  'restrictCombat.all',
  // Power Sink: "If that player doesn't, they tap all lands with mana abilities they control …" (CR 118.12).
  'counterSpell.tapsLands',
  // Entomb: "Search your library for a card, put that card into your graveyard" (CR 701.19).
  'search.toGraveyard',
  // Magmaquake: "… to each creature without flying and each planeswalker" (CR 120.3).
  'damageEach.planeswalkers',
  // "Target creature can't attack [or block] this turn" (CR 508.1c, 509.1b): a restriction on the creature named.
  'restrictCombat.cantAttack',
  // "… doesn't untap during its controller's untap step for as long as ~ remains tapped" (CR 502.3, 611.2b).
  'tap.held',
  // Kiki-Jiki, Cogwork Assembler: a token copy with haste (CR 707.9b, 611.2a), sacrificed or exiled at the next end
  // step (CR 603.7).
  'copyToken.haste',
  'copyToken.endStep',
  // Echo Mage's "copy … twice", Fork's "except that the copy is red", Narset's Reversal's "then return it to its
  // owner's hand" (CR 707.10, 707.9b).
  'copyTarget.twice',
  'copyTarget.color',
  'copyTarget.bounce',
] as const

/** Shapes of a static kind that are templates of their own (read by `staticTemplates`). */
const STATIC_SHAPES = [
  // "… and its activated abilities can't be activated [unless they're mana abilities]" (CR 602.5).
  'activationBan',
  // "… can't attack, block, or crew Vehicles" (CR 702.122a).
  'crewBan',
  // "Enchant Wall", "Enchant Mountain you control": a subtype on its own (CR 205.3, 303.4a).
  'enchant.subtype',
  // "Enchanted Wall can attack as though it didn't have defender" (Animate Wall, CR 702.3b).
  'attachedRestriction.despiteDefender',
  // "Enchanted creature can attack as though it had haste" (CR 302.6), "… can't be blocked except by Walls" (CR 509.1b).
  'attachedRestriction.asThoughHaste',
  'attachedRestriction.exceptBy',
  // "All Forests are 1/1 creatures that are still lands." (Living Lands, CR 613.1d-e, 613.4b).
  'landType.creature',
  // "As ~ enters, choose a basic land type. Enchanted land is the chosen type." (Phantasmal Terrain, CR 305.7).
  'landType.chosen',
  // "Enchanted creature gets +3/+0 as long as …" (CR 611.3a): an Aura's or Equipment's bonus with a condition.
  'attachedPump.asLongAs',
  // Lhurgoyf, Tarmogoyf: "… and its toughness is equal to that number plus 1" (CR 604.3).
  'countPT.toughnessPlus',
  // Protection from a subtype, "multicolored", "monocolored", lands or planeswalkers (CR 702.16a).
  'protection.quality',
  // "All creatures attack / block each combat if able" (CR 508.1d, 509.1c): a requirement on each creature it names.
  'anthem.attacksEachCombat',
  'anthem.blocksEachCombat',
  // "As long as enchanted creature is blue, it gets +1/+1 and has shroud" (CR 105.2, 611.3a): its host's colour.
  'attachedPump.hostColor',
] as const

const PLAYER_RULES: Keys<PlayerRule> = {
  noMaxHandSize: true, maxHandSize: true, skipDraw: true, extraLand: true, cantGainLife: true, hexproof: true, shroud: true,
  skipUntap: true,
} // prettier-ignore

const CONDITIONS: Keys<Condition['kind']> = {
  lifeAtLeast: true, controls: true, controlsNone: true, lifeAtMost: true, hand: true, graveyard: true,
  graveyardTypes: true, yourTurn: true, castFromHand: true, differentPowers: true, totalPower: true,
  castInMainPhase: true, manaSpent: true, xAtLeast: true, thisTurn: false, sourceTapped: true, kicked: true,
  controlsType: true, hadNoCounter: true, evolves: true, replicated: true, hasCounter: true, notRenowned: true,
  echoDue: true, castFor: true, dethrone: true, training: true, spellsLastTurn: true,
  opponentControlsMore: true, noneOnBattlefield: true, sourceCounters: true, lifeExactly: true,
  cardsInGraveyard: true, player: false, controlsEach: true, graveyardManaValues: true,
  targetIs: true, sourceDealtDamage: true, cardInGraveyard: true, activatedTimes: true,
  sourceInGraveyard: true,
} // prettier-ignore

const PLAYER_FACTS: Keys<PlayerFact> = {
  handMore: true, opponentHandMore: true, lifeMore: true, lifeLess: true, opponentLifeAtMost: true,
  opponentNoHand: true, monarch: true, drewAtLeast: true, diedAtLeast: true,
} // prettier-ignore

const TURN_FACTS: Keys<TurnFact['what']> = {
  creatureDied: true, youAttacked: true, youGainedLife: true, opponentLostLife: true, permanentLeft: true,
} // prettier-ignore

const COUNTS: Keys<Count['of']> = {
  permanents: true, power: true, life: true, cards: true, counters: true, greatestPower: true, thatMuch: true,
  landTypes: true, manaValue: true, sacrificed: true,
  devotion: true, arith: true, thisWay: true, party: true, colorsSpent: true, opponents: true, lifeGained: true, cardTypes: true,
  moved: false, died: true,
  timesKicked: true,
  drained: true,
} // prettier-ignore

/** The ways of moving that "… this way" counts (CR 608.2c). */
const MOVED: Extract<Count, { of: 'moved' }>['how'][] = ['destroy', 'sacrifice', 'exile', 'discard', 'graveyard']

/** Costs of activated abilities (CR 602.2b, 118) and of spells (CR 601.2b), besides mana. */
const COSTS = [
  'tap', 'untap', 'sacrificeSelf', 'sacrifice', 'discard', 'discardRandom', 'discardSelf', 'life', 'energy',
  'exileSelfFromGraveyard', 'returnAttacker', 'crew', 'tapUntapped', 'removeCounters', 'discardTyped',
  'exileFromGraveyard', 'returnSelf', 'discardHand', 'exileTop', 'loyalty', 'additional.sacrifice',
  'additional.discard', 'additional.life', 'exileFromHand',
] as const // prettier-ignore

const ALTERNATIVES: Keys<AlternativeKind> = {
  evoke: true, dash: true, blitz: true, surge: true, bestow: true, spectacle: true, overload: true, awaken: true,
  emerge: true, prowl: true,
} // prettier-ignore

/** Other ways to cast and optional costs (CR 702, 118.9): the face's casting fields. */
const CASTING = [
  'kicker', 'flashback', 'flashbackExtra', 'flashFor', 'flashSacrifice', 'buyback', 'buybackExtra', 'entwine',
  'escalate', 'morph', 'madness', 'suspend', 'foretell', 'escape', 'miracle', 'casualty', 'conspire', 'splice',
  'replicate', 'costChange', 'costChange.self', 'costChange.kinds', 'perExtraTarget',
  'multikicker',
  'xSpendOnly',
] as const // prettier-ignore

/** A mana ability (CR 605) and what it does besides adding mana. */
const MANA = [
  'ability', 'cost', 'scaled', 'damageYou', 'draw', 'gainLife', 'staysTapped', 'onlyIfControl', 'perCounter',
  'chosenColor', 'anyColor', 'trigger',
  'spendChosenType', 'uncounterable',
] as const // prettier-ignore

/** Shapes of counts beyond their kind: what the greatest is of, and where and which cards are counted. */
const COUNT_SHAPES = [
  'greatest.toughness', 'greatest.manaValue', 'cards.library', 'cards.targetPlayer', 'cards.opponents',
  'cards.subtype', 'cards.color',
] as const // prettier-ignore

/** Shapes of modal abilities beyond a spell's or a trigger's "Choose one —" (CR 700.2): an activated ability's modes,
 *  and modes of which none may be chosen. */
const MODES = ['activated', 'none'] as const

const keysOf = (r: Record<string, boolean>, prefix: string) =>
  Object.entries(r)
    .filter(([, plain]) => plain)
    .map(([k]) => `${prefix}${k}`)

/** Every template the compiler knows (the denominator of `cards.verifiedTemplates`). */
export function knownTemplates(): string[] {
  return [
    ...keysOf(EFFECTS, 'effect:'),
    ...EFFECT_SHAPES.map((k) => `effect:${k}`),
    ...keysOf(KEYWORD_ACTIONS, 'effect:keywordAction.'),
    ...keysOf(CAST_FREE, 'effect:castFree.'),
    ...keysOf(TRIGGERS, 'trigger:'),
    ...keysOf(STEPS, 'trigger:step.'),
    ...keysOf(HOST_DOES, 'trigger:host.'),
    'trigger:cast.chosenColor',
    'trigger:sacrifices.player',
    'trigger:cast.orCopy',
    ...keysOf(STATICS, 'static:'),
    ...STATIC_SHAPES.map((k) => `static:${k}`),
    ...keysOf(PLAYER_RULES, 'static:playerRule.'),
    ...keysOf(CONDITIONS, 'condition:'),
    ...keysOf(TURN_FACTS, 'condition:thisTurn.'),
    ...keysOf(PLAYER_FACTS, 'condition:player.'),
    'amount:X',
    ...keysOf(COUNTS, 'amount:count.'),
    'amount:count.thatPlayer',
    'amount:count.targetPlayer',
    ...MOVED.map((m) => `amount:count.moved.${m}`),
    ...COUNT_SHAPES.map((k) => `amount:count.${k}`),
    'effect:duress.exile',
    ...COSTS.map((c) => `cost:${c}`),
    ...keysOf(ALTERNATIVES, 'cast:alternative.'),
    ...CASTING.map((c) => `cast:${c}`),
    ...MANA.map((m) => `mana:${m}`),
    ...MODES.map((m) => `modes:${m}`),
    'target:manaValueX',
    'target:xCount',
    'spec:belowSource',
    'spec:controlledByTarget',
    'subject:manaValueX',
    'activated:manaValueX',
    'loyalty:manaValueX',
  ]
}

/** The keys of an effect whose values are amounts (CR 107.3). */
const AMOUNT_KEYS = new Set(['amount', 'count', 'power', 'toughness', 'loseLife', 'unlessPays'])
/** The keys of an effect that hold effects run inside it. */
const NESTED = new Set(['effects', 'ifYouDo', 'ifYouDont', 'then', 'otherwise'])

function amountTemplates(value: unknown, out: Set<string>): void {
  if (value === 'X' || value === '-X') out.add('amount:X')
  else if (value && typeof value === 'object' && 'count' in value) {
    const c = (value as { count: unknown }).count
    if (c && typeof c === 'object' && 'of' in c) countTemplates(c as Count, out)
  }
}

/** A count's template, and its base's (arithmetic on a count, CR 107.1). */
function countTemplates(c: Count, out: Set<string>): void {
  // "For each creature destroyed this way" (CR 608.2c): one template per way of moving.
  out.add(c.of === 'moved' ? `amount:count.moved.${c.how}` : `amount:count.${c.of}`)
  if (c.of === 'arith') countTemplates(c.base, out)
  // "Their hand", "they control" after "that player": the trigger's event's player (CR 603.2).
  if ((c.of === 'cards' || c.of === 'permanents') && (c.whose === 'that' || c.whose === -1))
    out.add('amount:count.thatPlayer')
  // "for each tapped creature target opponent controls" (CR 115.1): a target player's permanents.
  if (c.of === 'permanents' && typeof c.whose === 'number' && c.whose >= 0) out.add('amount:count.targetPlayer')
  // "the greatest toughness / highest mana value among …" (CR 208.1, 202.3).
  if (c.of === 'greatestPower' && c.what) out.add(`amount:count.greatest.${c.what}`)
  // Cards in a library, in a target player's or the opponents' zones, of a subtype or a colour (CR 400.1).
  if (c.of === 'cards') {
    if (c.zone === 'library') out.add('amount:count.cards.library')
    if (typeof c.whose === 'number' && c.whose >= 0) out.add('amount:count.cards.targetPlayer')
    if (c.whose === 'opponents') out.add('amount:count.cards.opponents')
    if (c.subtype) out.add('amount:count.cards.subtype')
    if (c.color) out.add('amount:count.cards.color')
  }
}

export function conditionTemplates(c: Condition | undefined, out: Set<string>): void {
  if (!c) return
  out.add(
    c.kind === 'thisTurn'
      ? `condition:thisTurn.${c.fact.what}`
      : c.kind === 'player'
        ? `condition:player.${c.fact}`
        : `condition:${c.kind}`,
  )
}

export function effectTemplates(e: Effect, out: Set<string>): void {
  if (e.kind === 'keywordAction') out.add(`effect:keywordAction.${e.action}`)
  else if (e.kind === 'castFree') out.add(`effect:castFree.${e.how}`)
  else out.add(`effect:${e.kind}`)
  if (e.kind === 'exileDamagedIfDies' && e.noRegen) out.add('effect:exileDamagedIfDies.noRegen')
  if (e.kind === 'counterSpell' && (e.instead === 'hand' || e.instead === 'topOrBottom'))
    out.add(`effect:counterSpell.${e.instead}`)
  if (e.kind === 'ifCondition') conditionTemplates(e.condition, out)
  if (e.kind === 'duress' && e.exile) out.add('effect:duress.exile') // CR 406.3: exiled, not discarded
  if (e.kind === 'damage' && e.among && !e.evenly) out.add('effect:damage.divided') // CR 601.2d
  if (e.kind === 'unlessPays' && e.anyOf) out.add('effect:unlessPays.anyPlayer') // CR 101.4
  if (e.kind === 'counterSpell' && e.that) out.add('effect:counterSpell.that') // CR 603.2
  if (e.kind === 'counterSpell' && e.tapsLands) out.add('effect:counterSpell.tapsLands') // CR 118.12
  if (e.kind === 'may' && e.ifYouDont) out.add('effect:may.ifYouDont') // CR 608.2c
  if (e.kind === 'ifCondition' && e.otherwiseSaid) out.add('effect:ifCondition.otherwise') // CR 608.2c
  if (e.kind === 'mayPay' && e.ifYouDont) out.add('effect:mayPay.ifYouDont') // CR 608.2c
  if (e.kind === 'delayed' && e.whose) out.add('effect:delayed.yourNextUpkeep') // CR 603.7b
  if (e.kind === 'sacrifice' && (e.count ?? 1) > 1) out.add('effect:sacrifice.several') // CR 701.17a
  if (e.kind === 'token' && e.tokenName) out.add('effect:token.named') // CR 111.4
  if (e.kind === 'delayed' && e.step === 'end') out.add('effect:delayed.endStep') // CR 603.7a
  const all = (e as { subject?: { all?: { belowSource?: unknown } } }).subject
  if (typeof all === 'object' && all?.all?.belowSource) out.add('spec:belowSource') // CR 208.1, 608.2h
  const controls = (e as { subject?: { all?: { controlledByTarget?: number } } }).subject
  if (typeof controls === 'object' && controls?.all?.controlledByTarget !== undefined)
    out.add('spec:controlledByTarget') // CR 115.1
  if (e.kind === 'search' && e.pair) out.add('effect:search.pair') // CR 701.19
  if (e.kind === 'search' && e.shareLandType) out.add('effect:search.shareLandType') // CR 205.3i
  if (e.kind === 'returnCard' && e.also) out.add('effect:returnCard.also') // CR 613.1d-e
  if (e.kind === 'preventNextFromSource') {
    if (e.target !== undefined && !e.redirect) out.add('effect:preventNextFromSource.target') // CR 615.7
    if (e.gain) out.add('effect:preventNextFromSource.gain') // CR 615.5
    if (e.redirect) out.add('effect:preventNextFromSource.redirect') // CR 614.9
  }
  if (e.kind === 'search' && e.filter.xManaValue) out.add('effect:search.manaValueX') // CR 107.3
  if (e.kind === 'search' && e.to === 'graveyard') out.add('effect:search.toGraveyard') // CR 701.19
  if (e.kind === 'damageEach' && e.planeswalkers) out.add('effect:damageEach.planeswalkers') // CR 120.3
  if (e.kind === 'copyToken' && e.haste) out.add('effect:copyToken.haste') // CR 707.9b
  if (e.kind === 'copyToken' && e.endStep) out.add('effect:copyToken.endStep') // CR 603.7
  if (e.kind === 'copyTarget' && e.times) out.add('effect:copyTarget.twice') // CR 707.10
  if (e.kind === 'copyTarget' && e.color) out.add('effect:copyTarget.color') // CR 707.9b
  if (e.kind === 'copyTarget' && e.bounce) out.add('effect:copyTarget.bounce')
  // CR 509.1c: "target creature blocks this turn if able"; CR 508.1d: "creatures your opponents control attack …".
  if (e.kind === 'restrictCombat' && e.what === 'blocks') out.add('effect:restrictCombat.blocks')
  if (e.kind === 'restrictCombat' && typeof e.subject === 'object' && 'all' in e.subject)
    out.add('effect:restrictCombat.all')
  if (e.kind === 'restrictCombat' && (e.what === 'cantAttack' || e.what === 'cantAttackOrBlock'))
    out.add('effect:restrictCombat.cantAttack') // CR 508.1c
  if (e.kind === 'tap' && e.held) out.add('effect:tap.held') // CR 611.2b
  // "Destroy each artifact with mana value X or less": the announced X as it resolves (CR 107.3).
  if ('subject' in e && typeof e.subject === 'object' && 'all' in e.subject && e.subject.all.xManaValue)
    out.add('subject:manaValueX')
  for (const [key, value] of Object.entries(e)) {
    if (AMOUNT_KEYS.has(key)) amountTemplates(value, out)
    else if (key === 'and' && value && typeof value === 'object')
      amountTemplates((value as { amount: unknown }).amount, out)
    else if (NESTED.has(key) && Array.isArray(value))
      for (const inner of value as Effect[]) if (inner && typeof inner === 'object') effectTemplates(inner, out)
  }
}

export function effectTextTemplates(t: EffectText | null | undefined, out: Set<string>): void {
  if (!t) return
  for (const e of t.effects) effectTemplates(e, out)
  // "Target … with mana value X": legal against the announced X (CR 601.2b, 601.2c, 608.2b).
  if (t.targets.some((spec) => spec?.xManaValue)) out.add('target:manaValueX')
  if (t.targets.some((spec) => spec?.xCount)) out.add('target:xCount') // "X target creatures" (CR 601.2c)
  if (t.targets.some((spec) => spec?.belowSource)) out.add('spec:belowSource') // CR 208.1, 608.2h
  for (const m of t.modes?.choices ?? []) effectTextTemplates(m, out)
  if (t.modes?.none) out.add('modes:none') // "choose up to one —", "choose any number —" (CR 603.3c)
  for (const e of t.kicked?.effects ?? []) effectTemplates(e, out)
}

export function triggerTemplates(ev: TriggerEvent, out: Set<string>): void {
  if (ev.on === 'either') for (const inner of ev.events) triggerTemplates(inner, out)
  else if (ev.on === 'step') out.add(`trigger:step.${ev.step}`)
  else if (ev.on === 'host') out.add(`trigger:host.${ev.does}`)
  else out.add(`trigger:${ev.on}`)
  // "Whenever a player casts a spell of the chosen color" (CR 614.12): the source's chosen colour.
  if (ev.on === 'cast' && ev.spell?.chosenColor) out.add('trigger:cast.chosenColor')
  // "Whenever a player / an opponent sacrifices a creature" (CR 701.17a): another player's sacrifice too.
  if (ev.on === 'sacrifices' && ev.who) out.add('trigger:sacrifices.player')
  // "Whenever you cast or copy …" (magecraft, CR 207.2c, 707.10): a copy triggers it too.
  if (ev.on === 'cast' && ev.orCopy) out.add('trigger:cast.orCopy')
}

/** Protection's qualities of the plain `static:protection` template: colours and three card types. */
const PLAIN_QUALITIES = new Set([
  ...['W', 'U', 'B', 'R', 'G', 'artifacts', 'creatures', 'enchantments', 'everything'],
  ...['white', 'blue', 'black', 'red', 'green', 'the chosen color'],
])

export function staticTemplates(st: StaticAbility, out: Set<string>): void {
  out.add(st.kind === 'playerRule' ? `static:playerRule.${st.rule}` : `static:${st.kind}`)
  if (st.kind === 'attachedRestriction' && st.noActivate) out.add('static:activationBan')
  if (st.kind === 'attachedRestriction' && st.noCrew) out.add('static:crewBan')
  if (st.kind === 'attachedRestriction' && st.attacksAsThoughHaste) out.add('static:attachedRestriction.asThoughHaste')
  if (st.kind === 'attachedRestriction' && st.exceptBy) out.add('static:attachedRestriction.exceptBy')
  if (st.kind === 'attachedRestriction' && st.attacksDespiteDefender)
    out.add('static:attachedRestriction.despiteDefender')
  if (st.kind === 'landType' && st.creature) out.add('static:landType.creature')
  if (st.kind === 'landType' && st.chosen) out.add('static:landType.chosen')
  if (st.kind === 'enchant' && st.spec.subtype && !st.spec.what.startsWith('card')) out.add('static:enchant.subtype')
  if (st.kind === 'attachedPump' && st.asLongAs) out.add('static:attachedPump.asLongAs')
  if (st.kind === 'attachedPump' && st.hostIs?.color) out.add('static:attachedPump.hostColor')
  if (st.kind === 'anthem' && st.requires) out.add(`static:anthem.${st.requires}EachCombat`) // CR 508.1d, 509.1c
  if (st.kind === 'protection' && st.from !== 'everything' && st.from.some((q) => !PLAIN_QUALITIES.has(q)))
    out.add('static:protection.quality')
  // The same qualities granted ("Equipped creature … has protection from Goblins").
  const granted = (st as { keywords?: unknown }).keywords
  if (Array.isArray(granted) && granted.some((k) => /^protection from /.test(k) && !PLAIN_QUALITIES.has(k.slice(16))))
    out.add('static:protection.quality')
  if (st.kind === 'countPT' && typeof st.count === 'object' && 'of' in st.count) countTemplates(st.count, out)
  if (st.kind === 'countPT' && st.toughnessPlus !== undefined) out.add('static:countPT.toughnessPlus') // CR 604.3
  if ((st.kind === 'selfPump' || st.kind === 'attachedPump') && st.forEachCount) countTemplates(st.forEachCount, out)
  if (st.kind === 'entersWithCounters') {
    if (st.perCount) countTemplates(st.perCount, out)
    if (st.xFromSpell) out.add('amount:X')
    conditionTemplates(st.ifCondition, out)
  }
  // The game condition a static waits for (CR 611.3a), whatever the static's kind (a self bonus, an anthem, …).
  const asLongAs = (st as { asLongAs?: object }).asLongAs
  if (asLongAs && 'game' in asLongAs) conditionTemplates((asLongAs as { game: GameCondition }).game, out)
}

export function activatedTemplates(a: ActivatedAbility, out: Set<string>): void {
  const o = a.otherCosts
  const costs: [unknown, string][] = [
    [a.tap, 'tap'],
    [a.untapSymbol, 'untap'],
    [a.sacrificeSelf, 'sacrificeSelf'],
    [a.sacrifice, 'sacrifice'],
    [a.discardCost && !a.discardRandom, 'discard'],
    [a.discardRandom, 'discardRandom'],
    [a.discardSelf && !a.cycling, 'discardSelf'],
    [a.lifeCost, 'life'],
    [a.energyCost, 'energy'],
    [a.exileSelfFromGraveyard, 'exileSelfFromGraveyard'],
    [a.returnAttacker, 'returnAttacker'],
    [a.crew, 'crew'],
    [o?.tapUntapped, 'tapUntapped'],
    [o?.removeCounters, 'removeCounters'],
    [o?.discard, 'discardTyped'],
    [o?.exileFromGraveyard, 'exileFromGraveyard'],
    [o?.returnSelf, 'returnSelf'],
    [o?.discardHand, 'discardHand'],
    [o?.exileTop, 'exileTop'],
  ]
  for (const [has, id] of costs) if (has) out.add(`cost:${id}`)
  conditionTemplates(a.activateIf, out)
  if (a.modes) out.add('modes:activated') // "Cost: Choose one —" (CR 700.2, 602.2b)
  // "{X}, {T}: Search … with mana value X or less": the X announced as it is activated (CR 602.2b, 107.3).
  if (JSON.stringify(a.effects).includes('"xManaValue"')) out.add('activated:manaValueX')
  effectTextTemplates(a, out)
}

function additionalTemplates(c: AdditionalCost | undefined, out: Set<string>): void {
  if (!c) return
  if (c.sacrifice) out.add('cost:additional.sacrifice')
  if (c.discard) out.add('cost:additional.discard')
  if (c.life) out.add('cost:additional.life')
  if (c.exileFromHand) out.add('cost:exileFromHand')
}

export function manaTemplates(def: ManaAbilityDef, out: Set<string>): void {
  out.add('mana:ability')
  if (def.cost) out.add('mana:cost')
  if (def.produces.some((p) => p.includes('any'))) out.add('mana:anyColor')
  const riders: [unknown, string][] = [
    [def.scaled, 'scaled'],
    [def.damageYou, 'damageYou'],
    [def.draw, 'draw'],
    [def.gainLife, 'gainLife'],
    [def.staysTapped, 'staysTapped'],
    [def.onlyIfControl, 'onlyIfControl'],
    [def.perCounter, 'perCounter'],
    [def.chosenColor, 'chosenColor'],
  ]
  for (const [has, id] of riders) if (has) out.add(`mana:${id}`)
  // CR 106.6, 205.3: "Spend this mana only to cast a creature spell of the chosen type"; CR 101.2: "…, and that
  // spell can't be countered".
  const rider: ReturnType<typeof abilityRider> = /spend this mana only/i.test(def.text) ? abilityRider(def.text) : {}
  if (rider.restriction !== undefined && /of the chosen type/i.test(def.text)) out.add('mana:spendChosenType')
  if (rider.uncounterable) out.add('mana:uncounterable')
}

/** Every template of a face's ability tree (and of its mana abilities). */
export function faceTemplates(tree: FaceAbilities, face?: CardFace): Set<string> {
  const out = new Set<string>()
  effectTextTemplates(tree.spell, out)
  for (const a of tree.activated) activatedTemplates(a, out)
  if (tree.loyalty.length) out.add('cost:loyalty')
  for (const l of tree.loyalty) effectTextTemplates(l, out)
  // "[−X]: Search … with mana value X or less": the loyalty removed is X (CR 606.4, 107.3).
  if (tree.loyalty.some((l) => JSON.stringify(l.effects).includes('"xManaValue"'))) out.add('loyalty:manaValueX')
  for (const st of tree.statics) staticTemplates(st, out)
  for (const t of tree.triggers) {
    triggerTemplates(t.event, out)
    conditionTemplates(t.condition, out)
    effectTextTemplates(t.effect, out)
  }
  additionalTemplates(tree.additionalCost, out)
  additionalTemplates(tree.flashbackExtra, out)
  for (const alt of tree.alternatives ?? []) {
    out.add(`cast:alternative.${alt.kind}`)
    additionalTemplates(alt.extra, out)
  }
  if (tree.morph?.life) out.add('cost:additional.life')
  const casting: [unknown, (typeof CASTING)[number]][] = [
    [tree.kicker, 'kicker'],
    [tree.flashback, 'flashback'],
    [tree.flashbackExtra, 'flashbackExtra'],
    [tree.flashFor, 'flashFor'],
    [tree.flashSacrifice, 'flashSacrifice'],
    [tree.buyback, 'buyback'],
    [tree.buybackExtra, 'buybackExtra'],
    [tree.entwine, 'entwine'],
    [tree.escalate, 'escalate'],
    [tree.morph, 'morph'],
    [tree.madness, 'madness'],
    [tree.suspend, 'suspend'],
    [tree.foretell, 'foretell'],
    [tree.escape, 'escape'],
    [tree.miracle, 'miracle'],
    [tree.casualty, 'casualty'],
    [tree.conspire, 'conspire'],
    [tree.splice, 'splice'],
    [tree.replicate, 'replicate'],
    [tree.perExtraTarget, 'perExtraTarget'],
    [tree.multikicker, 'multikicker'],
    [tree.xSpendOnly, 'xSpendOnly'],
  ]
  for (const [has, id] of casting) if (has) out.add(`cast:${id}`)
  for (const c of tree.costChanges ?? []) {
    out.add(c.self ? 'cast:costChange.self' : 'cast:costChange')
    // Several kinds named, colorless, or a mana value or keyword the spell must have (CR 601.2f, 202.3).
    const sp = c.spells
    if (sp.anyOf || sp.colorless || sp.minManaValue !== undefined || sp.maxManaValue !== undefined || sp.withKeyword)
      out.add('cast:costChange.kinds')
    conditionTemplates(c.ifCondition, out)
    if (c.perCount) countTemplates(c.perCount, out)
  }
  for (const def of face?.manaAbilities ?? []) manaTemplates(def, out)
  // Triggered mana abilities (CR 605.1b: Wild Growth), run as the mana ability that triggers them (engine/mana.ts).
  if (face && /for mana/i.test(face.oracleText ?? '') && readTriggeredManaAbilities(face.oracleText).abilities.length)
    out.add('mana:trigger')
  return out
}
