// Casting a card as another card (rule 904.6, rulings MM-2, MM-3, MA-6) and playing lands (rules 904.5, 904.7,
// rulings MM-3, MM-4). Choosing what the card is cast as is the first step of casting (CR 601.2): the spell is then
// that card, so its timing, targets and costs are checked and paid as that card's; once cast, its name is marked.
// Without `as` a card is cast (or played) as itself, which also needs its name to be unmarked (rule 904.6a).
import type { CardDefinition } from '../../cards/model'
import type { ActionHandler } from '../../engine/variant'
import type { CastAction, GameState, ObjId, PlayLandAction, Target } from '../../engine/types'
import type { TargetSpec } from '../../engine/abilities'
import { CORE_ACTIONS, castOptions, spellTargetSpecs, whyNoPriority } from '../../engine/actions'
import { nameOf, playerName } from '../../engine/query'
import { legalTargets } from '../../engine/legalTargets'
import { landsAllowed } from '../../engine/playerRules'
import { UTOPIA_DEF, UTOPIA_NAME, becomes, isMarked, mark, physicalDef, utopiaDefinition } from './identity'
import { frontCost, hasManaCost, isLandCard, landCards, notInPool, poolCard, sameCostCards } from './pool'

const coreCast = CORE_ACTIONS.cast as ActionHandler<CastAction>
const corePlayLand = CORE_ACTIONS.playLand as ActionHandler<PlayLandAction>

/** The state as it would be with the card being `def` (for the core checks of timing, targets and costs). */
export function asIf(s: GameState, id: ObjId, def: CardDefinition): GameState {
  const obj = s.objects[id]
  if (obj?.def === def.id && s.cards[def.id] === def) return s
  // Remembered per state: a decision checks many casts of one identity (its targets), and the engine's own memos
  // keyed by the state then hold across them. States are never changed in place, so the copy stays true.
  let byCard = asIfMemo.get(s)
  const key = `${id}\u0000${def.id}`
  const known = byCard?.get(key)
  if (known && known.cards[def.id] === def) return known
  const out = { ...s, cards: { ...s.cards, [def.id]: def }, objects: { ...s.objects, [id]: { ...obj, def: def.id } } }
  if (!byCard) asIfMemo.set(s, (byCard = new Map()))
  byCard.set(key, out)
  return out
}

const asIfMemo = new WeakMap<GameState, Map<string, GameState>>()

const costText = (def: CardDefinition): string => def.faces[0]?.manaCostText || 'no mana cost'

/** The card `as` names for the physical card `id` (its own name when omitted), or why it can't be chosen. */
export function chooseIdentity(s: GameState, id: ObjId, as: string | undefined): CardDefinition | string {
  const obj = s.objects[id]
  const physical = s.cards[physicalDef(obj)]
  const name = as ?? physical.name
  const def = poolCard(s, name)
  if (!def) return notInPool(s, name)
  if (isMarked(s, def.name)) return `${def.name} is marked: no card can be cast or played as it any more (ruling MM-2)`
  if (frontCost(def) !== frontCost(physical) || hasManaCost(def) !== hasManaCost(physical)) {
    return `${physical.name} (${costText(physical)}) can be cast only as a card with exactly the same mana cost, and ${def.name} has ${costText(def)} (rulings MM-3, MA-6)`
  }
  return def
}

export const cast: ActionHandler<CastAction> = {
  validate(s, a) {
    const obj = s.objects[a.card]
    const why = whyNoPriority(s, a.player)
    if (why || !obj || obj.zone !== 'hand' || obj.owner !== a.player) return coreCast.validate(s, a)
    if (a.as !== undefined && typeof a.as !== 'string') return '"as" must be a card name'
    const def = chooseIdentity(s, a.card, a.as)
    if (typeof def === 'string') return def
    if (isLandCard(def)) return `${def.name} is a land: lands are played, not cast (CR 305.1, ruling MM-3)`
    return coreCast.validate(asIf(s, a.card, def), a)
  },
  apply(tx, a) {
    const physical = tx.s.cards[physicalDef(tx.s.objects[a.card])]
    const def = chooseIdentity(tx.s, a.card, a.as) as CardDefinition
    becomes(tx, a.card, def) // CR 601.2 (rule 904.6): the first step of casting
    if (def.id !== physical.id)
      tx.log(`${playerName(tx.s, a.player)} casts ${physical.name} as ${def.name} (ruling MM-3)`)
    coreCast.apply(tx, a)
    mark(tx, def.name)
  },
  enumerate(s, p) {
    if (s.priority !== p || s.pending.length || s.phase !== 'turn') return []
    const out: CastAction[] = []
    const seen = new Set<string>()
    for (const id of s.players[p].zones.hand) {
      const physical = s.cards[physicalDef(s.objects[id])]
      if (seen.has(physical.id) || !hasManaCost(physical)) continue
      seen.add(physical.id)
      // Itself when it can, and a few other cards of the same cost (random play; the UI lists them all).
      const options = sameCostCards(s, physical).filter((d) => !isLandCard(d))
      const own = options.filter((d) => d.id === physical.id)
      const others = options.filter((d) => d.id !== physical.id).slice(0, 3)
      for (const def of [...own, ...others]) {
        const hypothetical = asIf(s, id, def)
        for (const option of castOptions(hypothetical, p, id, 4)) {
          const action: CastAction = def.id === physical.id ? option : { ...option, as: def.name }
          if (!coreCast.validate(hypothetical, action)) out.push(action)
        }
      }
    }
    return out
  },
}

/** The cards a card in hand may be cast as now (the "Cast as…" picker): non-marked, same mana cost, not lands. */
export function castAsChoices(s: GameState, id: ObjId): string[] {
  const obj = s.objects[id]
  if (!obj) return []
  return sameCostCards(s, s.cards[physicalDef(obj)])
    .filter((d) => !isLandCard(d))
    .map((d) => d.name)
}

/** The lands a card in hand may be played as (ruling MM-3: only a card with no mana cost). */
export function playAsChoices(s: GameState, id: ObjId): string[] {
  const obj = s.objects[id]
  if (!obj || hasManaCost(s.cards[physicalDef(obj)])) return []
  return landCards(s).map((d) => d.name)
}

function landIdentity(s: GameState, a: PlayLandAction): CardDefinition | string {
  if (a.faceDown) return utopiaDefinition() // ruling MM-4: any card
  const physical = s.cards[physicalDef(s.objects[a.card])]
  if (hasManaCost(physical)) {
    return `${physical.name} has a mana cost: only a card with no mana cost can be played as a land (ruling MM-3); play it face down as a Utopia ("faceDown": true, ruling MM-4)`
  }
  const name = (a as { as?: unknown }).as
  if (name !== undefined && typeof name !== 'string') return '"as" must be a land card name'
  const def = poolCard(s, name ?? physical.name)
  if (!def) return notInPool(s, name as string)
  if (!isLandCard(def))
    return `${def.name} is not a land card: a card with no mana cost can be played only as a land (ruling MM-3)`
  if (isMarked(s, def.name))
    return `${def.name} is marked: no card can be played as it any more (ruling MM-2); play this card face down as a Utopia ("faceDown": true, ruling MM-4)`
  return def
}

export const playLand: ActionHandler<PlayLandAction & { as?: string }> = {
  validate(s, a) {
    const obj = s.objects[a.card]
    if (!obj || obj.zone !== 'hand' || obj.owner !== a.player) return corePlayLand.validate(s, a)
    const def = landIdentity(s, a)
    if (typeof def === 'string') return def
    return corePlayLand.validate(asIf(s, a.card, def), a)
  },
  apply(tx, a) {
    const def = landIdentity(tx.s, a) as CardDefinition
    const physicalName = nameOf(tx.s, a.card)
    becomes(tx, a.card, def)
    corePlayLand.apply(tx, a)
    if (def.id === UTOPIA_DEF) return // its card stays hidden: rule 904.5e
    if (def.name !== physicalName) tx.log(`(${physicalName}, played as ${def.name}, ruling MM-3)`)
    mark(tx, def.name)
  },
  enumerate(s, p) {
    if (s.active !== p || s.priority !== p || s.players[p].landsPlayed >= landsAllowed(s, p) || s.pending.length)
      return []
    const out: (PlayLandAction & { as?: string })[] = []
    const seen = new Set<string>()
    const utopia = utopiaDefinition()
    for (const id of s.players[p].zones.hand) {
      const physical = s.cards[physicalDef(s.objects[id])]
      if (seen.has(physical.id)) continue
      seen.add(physical.id)
      if (!hasManaCost(physical) && isLandCard(physical) && !isMarked(s, physical.name)) {
        const a: PlayLandAction = { type: 'playLand', player: p, card: id }
        if (!corePlayLand.validate(asIf(s, id, physical), a)) out.push(a)
      }
      const down: PlayLandAction = { type: 'playLand', player: p, card: id, faceDown: true }
      if (!corePlayLand.validate(asIf(s, id, utopia), down)) out.push(down)
    }
    return out
  },
}

export { UTOPIA_NAME }

/** For the "Cast as…" picker: each target the card needs when cast as `name`, with its legal choices now; null when
 *  the chosen card's text is not read by the engine (targets named freely) or the name can't be chosen. */
export function castAsTargets(
  s: GameState,
  player: number,
  id: ObjId,
  name: string,
): { spec: TargetSpec; options: Target[] }[] | null {
  const def = chooseIdentity(s, id, name)
  if (typeof def === 'string') return null
  const hypothetical = asIf(s, id, def)
  const specs = spellTargetSpecs(hypothetical, id)
  return specs ? specs.map((spec) => ({ spec, options: legalTargets(hypothetical, spec, player, id) })) : null
}
