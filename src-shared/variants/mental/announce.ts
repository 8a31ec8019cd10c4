// Announcements (rules 904.11c, 904.12): the owner says what a card is.
// - ruling MM-7: a card revealed from a hidden zone (the manual "reveal") is announced as a non-marked card of the
//   same mana cost or as a Utopia; nothing is marked, and the card stays free to be cast as anything later.
// - ruling MM-8: a card that entered a public zone from a hidden zone without being cast or played (discard, mill,
//   put onto the battlefield, …) is announced the same way; it becomes that card, and a non-Utopia name is marked.
// A card on the battlefield is announced as a permanent card (an instant can't be a permanent, CR 110.4).
import type { CardDefinition } from '../../cards/model'
import type { ActionHandler } from '../../engine/variant'
import type { ManualAction, ObjId, Pending, PlayerIndex, VariantAction } from '../../engine/types'
import type { GameState } from '../../engine/types'
import { CORE_ACTIONS, describePending, pendingFor, pushPending } from '../../engine/actions'
import { nameOf, playerName } from '../../engine/query'
import { UTOPIA_NAME, becomes, isMarked, mark, physicalDef, utopiaDefinition } from './identity'
import { notInPool, poolCard, sameCostCards, frontCost, hasManaCost } from './pool'
import { ANNOUNCE, HIDDEN_ZONES } from './moves'

export interface AnnounceAction extends VariantAction {
  type: 'announce'
  card?: ObjId
  as: string
}
type AnnouncePending = Pending & { card: ObjId; reveal?: boolean }

const PERMANENT_TYPES = ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Battle']

function pendingAnnounce(s: GameState, player: PlayerIndex, card?: ObjId): AnnouncePending | undefined {
  const first = pendingFor(s, player, ANNOUNCE) as AnnouncePending | undefined
  if (!first || card === undefined || first.card === card) return first
  return undefined
}

/** What the owner may announce the card as (Utopia first), for prompts and random play. */
export function announceChoices(s: GameState, id: ObjId): string[] {
  const obj = s.objects[id]
  if (!obj) return []
  const physical = s.cards[physicalDef(obj)]
  const onBattlefield = obj.zone === 'battlefield'
  const names = sameCostCards(s, physical)
    .filter((d) => !onBattlefield || d.faces[0]?.types.some((t) => PERMANENT_TYPES.includes(t)))
    .map((d) => d.name)
  return [UTOPIA_NAME, ...names]
}

function identityFor(s: GameState, id: ObjId, as: string): CardDefinition | string {
  if (as.trim().toLowerCase() === UTOPIA_NAME.toLowerCase()) return utopiaDefinition()
  const obj = s.objects[id]
  const physical = s.cards[physicalDef(obj)]
  const def = poolCard(s, as)
  if (!def) return notInPool(s, as)
  if (isMarked(s, def.name))
    return `${def.name} is marked: announce a non-marked card or "${UTOPIA_NAME}" (rulings MM-2, MM-7, MM-8)`
  if (frontCost(def) !== frontCost(physical) || hasManaCost(def) !== hasManaCost(physical)) {
    return `the card must be announced as a card with exactly the same mana cost (${physical.faces[0]?.manaCostText || 'no mana cost'}) or as "${UTOPIA_NAME}", not ${def.name} (rulings MA-6, MM-7, MM-8)`
  }
  if (obj.zone === 'battlefield' && !def.faces[0]?.types.some((t) => PERMANENT_TYPES.includes(t))) {
    return `${def.name} is not a permanent card, and the card is on the battlefield (CR 110.4)`
  }
  return def
}

export const announce: ActionHandler<AnnounceAction> = {
  validate(s, a) {
    const d = pendingAnnounce(s, a.player, a.card)
    if (!d) {
      if (pendingAnnounce(s, a.player))
        return `${a.card && s.objects[a.card] ? nameOf(s, a.card) : 'that card'} is not the card waiting to be announced`
      const first = s.pending[0]
      return first
        ? `${playerName(s, first.player)} must first ${describePending(first.kind, s.variant)}`
        : 'no card is waiting to be announced'
    }
    if (typeof a.as !== 'string' || !a.as.trim())
      return `"as" is required: the card name to announce, or "${UTOPIA_NAME}"`
    const def = identityFor(s, d.card, a.as)
    return typeof def === 'string' ? def : null
  },
  apply(tx, a) {
    const d = pendingAnnounce(tx.s, a.player, a.card)!
    tx.set(
      'pending',
      tx.s.pending.filter((x) => x !== d),
    )
    const def = identityFor(tx.s, d.card, a.as) as CardDefinition
    const physicalName = tx.s.cards[physicalDef(tx.s.objects[d.card])].name
    const who = playerName(tx.s, a.player)
    if (d.reveal) {
      // Ruling MM-7: the revealed card stays what it is in its hidden zone; nothing is marked.
      const w = tx.obj(d.card)
      w.extra = { ...(w.extra ?? {}), announced: def.name }
      tx.log(`${who} announces the revealed ${physicalName} as ${def.name} (ruling MM-7)`)
      return
    }
    becomes(tx, d.card, def)
    if (tx.s.objects[d.card].zone === 'battlefield') tx.set('entered', [...tx.s.entered, d.card]) // CR 603.6a, as the announced card
    const w = tx.obj(d.card)
    if (w.extra) {
      const { announce: _done, ...rest } = w.extra
      if (Object.keys(rest).length) w.extra = rest
      else delete w.extra
    }
    if (def.name === UTOPIA_NAME) {
      tx.log(`${who} announces a card as ${UTOPIA_NAME} (ruling MM-8)`)
      return
    }
    tx.log(`${who} announces ${physicalName} as ${def.name} (ruling MM-8)`)
    mark(tx, def.name)
  },
  enumerate(s, p) {
    const d = pendingAnnounce(s, p)
    if (!d) return []
    return announceChoices(s, d.card)
      .slice(0, 3)
      .map((as) => ({ type: 'announce', player: p, card: d.card, as }))
  },
}

const coreManual = CORE_ACTIONS.manual as ActionHandler<ManualAction>

/** The manual tools, and ruling MM-7: revealing a card of a hidden zone asks its owner to announce it. */
export const manualReveal: ActionHandler<ManualAction> = {
  validate: (s, a) => coreManual.validate(s, a),
  apply(tx, a) {
    const obj = a.card ? tx.s.objects[a.card] : undefined
    const announced = obj?.extra?.announced !== undefined
    coreManual.apply(tx, a)
    if (a.op === 'reveal' && obj && HIDDEN_ZONES.includes(obj.zone) && !announced) {
      pushPending(tx, { kind: ANNOUNCE, player: obj.owner, card: obj.id, reveal: true })
    }
  },
  enumerate: (s, p) => coreManual.enumerate?.(s, p) ?? [],
}
