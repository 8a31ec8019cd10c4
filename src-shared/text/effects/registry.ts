// Every effect kind, by name: the grammar reads them in this order (ALL(*) picks among them by lookahead).
import type { Effect } from '../../engine/ast'
import type { EffectKind } from './kind'
import type { DescribeContext } from '../../engine/effectTypes'
import { damage, damageEach } from './damage'
import { draw, gainLife, loseLife } from './life'
import { bounce, destroy, exile, tap, untap } from './permanents'
import { pump } from './pump'
import { counters } from './counters'
import { counterSpell } from './counterSpell'
import { token } from './token'
import { addMana } from './addMana'
import { mill, scry, search, shuffle, surveil } from './library'
import { discard, duress } from './discard'
import { prevent, regenerate, returnCard, sacrifice } from './zoneEffects'
import { may } from './may'
import { keywordAction } from './keywordAction'
import { castFree } from './castFree'
import { copySpell } from './copySpell'
import { restrictCombat } from './combatRestriction'
import { ifKicked } from './kicked'
import { ifCondition } from './ifCondition'
import { payLifeOrTapped } from './entersUntapped'
import { selfCard } from './selfCard'
import { gainControl } from './control'
import { returnChosen } from './returnChosen'
import { delayed } from './delayed'
import { fight } from './fight'
import { gainThatMuch } from './thatMuch'
import { explore, investigate } from './explore'
import { tuck } from './tuck'
import { handToTop } from './handToTop'
import { revealTop } from './revealTop'
import { bite } from './bite'
import { freeze } from './freeze'
import { lifeBecomes } from './lifeTotal'
import { mayPay } from './mayPay'
import { loseAbilities } from './loseAbilities'
import { animate } from './animate'
import { setBasePT } from './setBasePT'
import { protectionChoice } from './protectionChoice'
import { extraLand } from './extraLand'
import { attachSelf } from './attachSelf'
import { tapOrUntap } from './tapOrUntap'
import { revealIfType, transform } from './transform'
import { dig, topCard } from './dig'
import { copyToken } from './copyToken'
import { copyTarget } from './copyTarget'
import { distribute } from './distribute'
import { sacrificeUnless } from './sacrificeUnless'
import { energy } from './energy'
import { loseMana } from './loseMana'
import { kinship } from './kinship'
import { exileUntil, returnExiled } from './exileLinked'
import { amass, connive } from './amassConnive'
import { adapt, bolster } from './bolsterAdapt'
import { embalm } from './embalm'
import { ninjutsu } from './ninjutsu'
import { myriad } from './myriad'
import { partnerWith } from './partnerWith'
import { awaken } from './awaken'
import { reconfigure } from './reconfigure'
import { proliferate } from './proliferate'
import { learn } from './learn'
import { champion } from './champion'
import { detain } from './detain'
import { chooseAsEnters } from './chooseAsEnters'
import { enterAsCopy } from './enterAsCopy'
import { revealOrTapped } from './revealOrTapped'
import { monarch } from './monarch'
import { exileDamagedIfDies, noRegen, noRegenDamaged } from './damagedThisWay'
import { emblem } from './emblem'
import { extraTurn } from './extraTurn'
import { returnAllCreatureCards } from './massReturn'
import { damageAndTheirCreatures, damageController } from './thatTarget'
import { exileGraveyard } from './exileGraveyard'
import { lookHand } from './lookHand'
import { becomeColor } from './becomeColor'
import { orElse } from './orElse'
import { preventAll } from './preventAll'
import { switchPT } from './switchPT'
import { flicker } from './flicker'
import { graveyardOnTop, shuffleGraveyard } from './graveyardToLibrary'
import { ownerShuffles } from './ownerShuffles'
import { preventNextFromSource } from './preventNextFromSource'
import { controllerSearch } from './controllerSearch'
import { piles } from './piles'
import { gameOutcome } from './gameOutcome'
import { unlessAsk, unlessPays } from './unlessPays'
import { untapUpTo } from './untapUpTo'
import { exileFromGraveyard } from './exileFromGraveyard'
import { noCombatDamage } from './noCombatDamage'
import { balance } from './balance'

type AnyKind = EffectKind<Effect['kind']>

let kinds: AnyKind[] | null = null
let byKind: Map<string, AnyKind> | null = null

/** The kinds the grammar reads as clauses ('may' is read by the sentence rule). */
export function effectKinds(): AnyKind[] {
  kinds ??= [
    delayed, // before draw: "draw a card at the beginning of the next turn's upkeep"
    damageEach,
    damageController,
    damageAndTheirCreatures,
    damage,
    draw,
    gainLife,
    loseLife,
    destroy,
    exileUntil,
    flicker, // before exile: "exile target creature you control, then return that card …"
    exileGraveyard, // before exile: "exile target player's graveyard"
    exileFromGraveyard, // before exile: "exile a creature card from your graveyard" (not a target)
    lookHand,
    becomeColor,
    exile,
    returnExiled,
    returnCard,
    sacrificeUnless,
    energy,
    loseMana,
    kinship,
    selfCard,
    gainControl,
    returnChosen,
    fight,
    gainThatMuch,
    investigate,
    explore,
    connive,
    amass,
    bolster,
    adapt,
    proliferate,
    learn,
    detain,
    monarch,
    handToTop, // before tuck: "put two cards from your hand on top of your library"
    tuck,
    bounce,
    tap,
    untapUpTo, // before untap: "untap up to four lands"
    untap,
    pump,
    restrictCombat,
    counters,
    counterSpell,
    copyToken,
    copyTarget,
    distribute,
    token,
    addMana,
    scry,
    surveil,
    piles, // before dig: "reveal the top five cards of your library. An opponent separates …"
    dig,
    topCard,
    mill,
    shuffle,
    search,
    controllerSearch,
    duress,
    discard,
    sacrifice,
    regenerate,
    noRegenDamaged,
    noRegen,
    exileDamagedIfDies,
    emblem,
    returnAllCreatureCards,
    preventAll, // before prevent: "prevent all combat damage that would be dealt this turn by …"
    prevent,
    extraTurn,
    // Rarer forms last: a line tries the kinds in order until one reads it.
    revealTop,
    bite,
    freeze,
    lifeBecomes,
    mayPay,
    loseAbilities,
    animate,
    setBasePT,
    protectionChoice,
    extraLand,
    attachSelf,
    tapOrUntap,
    transform,
    revealIfType,
    switchPT,
    graveyardOnTop,
    shuffleGraveyard,
    preventNextFromSource,
    gameOutcome,
    noCombatDamage,
    balance,
    ownerShuffles,
  ] as AnyKind[]
  return kinds
}

export function effectKind(kind: string): AnyKind {
  byKind ??= new Map(
    [
      ...effectKinds(),
      may as AnyKind,
      ifKicked as AnyKind,
      ifCondition as AnyKind,
      payLifeOrTapped as AnyKind,
      keywordAction as AnyKind,
      castFree as AnyKind,
      copySpell as AnyKind,
      embalm as AnyKind,
      ninjutsu as AnyKind,
      myriad as AnyKind,
      partnerWith as AnyKind,
      awaken as AnyKind,
      reconfigure as AnyKind,
      champion as AnyKind,
      chooseAsEnters as AnyKind,
      enterAsCopy as AnyKind,
      revealOrTapped as AnyKind,
      unlessPays as AnyKind,
      unlessAsk as AnyKind,
      orElse as AnyKind,
    ].map((k) => [k.kind, k]),
  )
  const k = byKind.get(kind)
  if (!k) throw new Error(`internal: unknown effect kind ${kind}`)
  return k
}

export function describeEffect(e: Effect, d: DescribeContext): string {
  return effectKind(e.kind).describe(e as never, d)
}
