// Casting a card while a spell or ability resolves (CR 601.2, 608.2g: timing permissions are ignored; X is 0,
// CR 107.3b): "without paying its mana cost" for rebound (CR 702.88a) and cascade (CR 702.85a), or for its madness
// cost (CR 702.35a).
import type { GameState, ObjId, PlayerIndex, StackItem, Target } from './types'
import type { Tx } from './tx'
import type { Delayed } from './effectTypes'
import type { ManaCost } from '../mana/types'
import { formatManaCost } from '../mana'
import { canAfford, payCost } from './mana'
import { abilitiesOf, faceOf, isLand, nameOf, playerName } from './query'
import { targetName } from './legalTargets'
import { moveObject } from './zones'
import { emitTargeted } from './triggerStack'
import { recordCast } from './alternativeCosts'
import { checkTargets, modalSpell, spellOptionalTargets, spellTargetSpecs, whyNotModes } from './actions/targets'
import { castOptions } from './actions/casting'
import { spellSpendTags } from './manaSpending'

/** What the player chooses as they cast it: targets and modes (CR 601.2b-c). */
export interface FreeCastChoice {
  targets?: Target[]
  modes?: number[]
}

/** Why the card can't be cast this way with these choices (null: it can); `cost`: paid instead of nothing. */
export function whyNotFreeCast(
  s: GameState,
  player: PlayerIndex,
  card: ObjId,
  c: FreeCastChoice,
  cost?: ManaCost,
): string | null {
  const obj = s.objects[card]
  if (!obj) return 'that card is gone'
  const name = nameOf(s, card)
  if (cost && !canAfford(s, player, cost, { spendOn: spellSpendTags(s, player, card) }))
    return `You can't pay ${formatManaCost(cost)} for ${name} (CR 601.2h)`
  if (isLand(s, obj)) return `${name} is a land: lands are played, not cast (CR 305.1)`
  const abilities = abilitiesOf(s, obj)
  // Mandatory additional costs are still paid (CR 118.9d); the engine pays none while resolving: cast it by hand.
  if (abilities?.additionalCost) return `${name} has an additional cost: cast it by hand`
  const modeWhy = whyNotModes(s, card, c.modes, false)
  if (modeWhy) return modeWhy
  const optional = spellOptionalTargets(modalSpell(abilities?.spell, c.modes))
  return checkTargets(s, spellTargetSpecs(s, card, c.modes), c.targets ?? [], player, card, optional)
}

/** A legal choice to cast it with (the first targets found), or null when it has none. */
export function firstFreeCast(s: GameState, player: PlayerIndex, card: ObjId, cost?: ManaCost): FreeCastChoice | null {
  for (const a of castOptions(s, player, card, 1)) {
    const c: FreeCastChoice = { ...(a.targets ? { targets: a.targets } : {}), ...(a.modes ? { modes: a.modes } : {}) }
    if (!whyNotFreeCast(s, player, card, c, cost)) return c
  }
  return null
}

/** Casts it now without paying its mana cost, or paying `cost` (CR 601.2, 608.2g). Returns the spell's id. */
export function castWithoutPaying(
  tx: Tx,
  player: PlayerIndex,
  card: ObjId,
  c: FreeCastChoice,
  how: string,
  cost?: ManaCost,
): ObjId {
  const name = nameOf(tx.s, card)
  const id = moveObject(tx, card, 'stack', { cause: 'cast', controller: player })!
  const item: StackItem = {
    id,
    kind: 'spell',
    source: id,
    controller: player,
    targets: c.targets ?? [],
    text: faceOf(tx.s, tx.s.objects[id])?.oracleText ?? '',
  }
  if (c.modes?.length) item.modes = c.modes
  tx.stack().push(item)
  emitTargeted(tx, item)
  if (cost) {
    const failed = payCost(tx, player, cost, { spendOn: spellSpendTags(tx.s, player, id) }) // CR 106.6
    if (failed) throw new Error(`internal: payment failed after validation: ${failed}`)
  }
  recordCast(tx, player, id)
  const targets = item.targets.length ? ` targeting ${item.targets.map((t) => targetName(tx.s, t)).join(' and ')}` : ''
  const paid = cost ? `for its ${how} cost ${formatManaCost(cost)}` : `without paying its mana cost (${how})`
  tx.log(`${playerName(tx.s, player)} casts ${name} ${paid}${targets}`)
  tx.emit({ type: 'cast', player, card: id })
  return id
}

/** CR 702.88a: a spell cast from the hand with rebound is exiled as it resolves; at the beginning of its
 *  controller's next upkeep, they may cast it from exile without paying its mana cost (a delayed trigger). */
export function exileWithRebound(tx: Tx, item: StackItem): void {
  const name = nameOf(tx.s, item.id)
  const id = moveObject(tx, item.id, 'exile', { cause: 'rebound' })
  if (!id) return
  tx.log(`${name} is exiled (rebound)`)
  const entry: Delayed = {
    step: 'upkeep',
    after: tx.s.turn,
    whose: item.controller,
    controller: item.controller,
    source: id,
    def: tx.s.objects[id].def,
    text: `you may cast ${name} from exile without paying its mana cost (rebound)`,
    effects: [{ kind: 'castFree', how: 'rebound', card: id }],
  }
  const list = (tx.s.extra.delayed as Delayed[] | undefined) ?? []
  tx.set('extra', { ...tx.s.extra, delayed: [...list, entry] })
}
