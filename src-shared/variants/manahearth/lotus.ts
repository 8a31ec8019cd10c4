// The Lotus (rule 9, ruling MH-4): after the mulligans each player who is not the starting player gets a Lotus, a
// card they own that is not part of their deck: instant, {0}, "Add one mana of any color. Exile Lotus." It is a
// spell (it uses the stack), not a mana ability. When it resolves its controller chooses the colour (`choose` with
// `option`: W, U, B, R or G), and the Lotus is exiled instead of going to the graveyard.
import type { CardDefinition } from '../../cards/model'
import { cardFromScryfall } from '../../cards/scryfall'
import { COLORS, type Color } from '../../mana/types'
import type { ActionHandler } from '../../engine/variant'
import type { Tx } from '../../engine/tx'
import type { CardObject, ChooseAction, GameState, PlayerIndex, StackItem } from '../../engine/types'
import type { ZoneMove } from '../../engine/variant'
import { CORE_ACTIONS, pendingFor, pushPending } from '../../engine/actions'
import { finishResolution } from '../../engine/flow'
import { addMana } from '../../engine/mana'
import { createObject, ensureCard } from '../../engine/zones'
import { nameOf, playerName } from '../../engine/query'

export const LOTUS_DEF = 'manahearth:lotus'
export const LOTUS_NAME = 'Lotus'
export const LOTUS_KIND = 'lotusColor'

export function lotusDefinition(): CardDefinition {
  const def = cardFromScryfall({
    object: 'card',
    name: LOTUS_NAME,
    layout: 'normal',
    mana_cost: '{0}',
    cmc: 0,
    type_line: 'Instant',
    oracle_text: 'Add one mana of any color. Exile Lotus.',
    colors: [],
    color_identity: [],
    keywords: [],
    legalities: {},
  })
  return { ...def, id: LOTUS_DEF }
}

/** Gives `player` a Lotus in hand. Everyone knows who holds it (ruling MH-4 gives it by rule): it is revealed, so
 *  every view and log line names it. */
export function giveLotus(tx: Tx, player: PlayerIndex): void {
  ensureCard(tx, lotusDefinition())
  createObject(tx, LOTUS_DEF, player, 'hand', { revealed: true })
  tx.log(`${playerName(tx.s, player)} gets a Lotus (ruling MH-4)`)
}

/** Ruling MH-4: every player but the starting player gets one, after the mulligans. */
export function giveLotuses(tx: Tx): void {
  for (let p = 0; p < tx.s.players.length; p++) if (p !== tx.s.starting && !tx.s.players[p].lost) giveLotus(tx, p)
}

const isLotusItem = (s: GameState, item: StackItem | undefined): boolean =>
  !!item && item.kind === 'spell' && s.objects[item.id]?.def === LOTUS_DEF

/**
 * The engine reads "Add one mana of any color" as text to resolve by hand; the Lotus asks its controller for the
 * colour instead (the `resolveUnautomated` hook, ruling MH-4). Returns true when the item is the Lotus.
 */
export function askLotusColor(tx: Tx, item: StackItem): boolean {
  if (!isLotusItem(tx.s, item)) return false
  tx.log(
    `${nameOf(tx.s, item.id)} resolves: ${playerName(tx.s, item.controller)} chooses the colour of its mana (ruling MH-4)`,
  )
  pushPending(tx, {
    kind: LOTUS_KIND,
    player: item.controller,
    item,
    options: [],
    text: 'Lotus: choose the colour of the mana (W, U, B, R or G)',
  })
  return true
}

/** The Lotus goes to exile as it resolves ("Exile Lotus"); countered, it goes to the graveyard as usual. */
export function exileResolvedLotus(_tx: Tx, move: ZoneMove, obj: CardObject): ZoneMove | null {
  if (obj.def !== LOTUS_DEF || move.from !== 'stack' || move.to !== 'graveyard' || move.cause !== 'resolve') return null
  return { ...move, to: 'exile' }
}

const coreChoose = CORE_ACTIONS.choose as ActionHandler<ChooseAction>

/** `choose` answers the Lotus's colour (`option`), and every core choice as before. */
export const choose: ActionHandler<ChooseAction> = {
  validate(s, a) {
    if (!pendingFor(s, a.player, LOTUS_KIND)) return coreChoose.validate(s, a)
    const color = typeof a.option === 'string' ? a.option.toUpperCase() : ''
    if (!(COLORS as readonly string[]).includes(color))
      return 'choose the colour of the Lotus mana: "option" W, U, B, R or G (colourless is not a colour, ruling MH-4)'
    return null
  },
  apply(tx, a) {
    const d = pendingFor(tx.s, a.player, LOTUS_KIND)
    if (!d) {
      coreChoose.apply(tx, a)
      return
    }
    const item = d.item as StackItem
    tx.set(
      'pending',
      tx.s.pending.filter((x) => x !== d),
    )
    const color = (a.option as string).toUpperCase() as Color
    addMana(tx, a.player, [color], tx.s.objects[item.id])
    finishResolution(tx, item)
  },
  enumerate(s, p) {
    if (!pendingFor(s, p, LOTUS_KIND)) return coreChoose.enumerate?.(s, p) ?? []
    return COLORS.map((c) => ({ type: 'choose' as const, player: p, option: c }))
  },
}
