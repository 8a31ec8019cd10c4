// A card's identity in Mental Magic (rules 904.3–904.5): the physical card an object is, and what it is played as.
// An object's `def` is what it is in the game (the card it was cast, played or announced as, or the Utopia); its
// physical card is kept in `extra.physical` when the two differ. Marked names are global (ruling MM-2).
import type { CardDefinition } from '../../cards/model'
import { cardFromScryfall } from '../../cards/scryfall'
import type { Tx } from '../../engine/tx'
import type { CardObject, GameState, ObjId } from '../../engine/types'
import { ensureCard } from '../../engine/zones'
import { variantState } from '../../engine/variantState'
import type { PoolIdentity } from './pool'

export const UTOPIA_DEF = 'mental:utopia'
export const UTOPIA_NAME = 'Utopia'

/** Rules 904.4a, 904.5b (ruling MM-4): a basic land Utopia, "{T}: Add one mana of any color", no mana cost. */
export function utopiaDefinition(): CardDefinition {
  // Built once: every listing of land plays asks for it (definitions are never changed in place).
  return (utopia ??= buildUtopia())
}

let utopia: CardDefinition | undefined

function buildUtopia(): CardDefinition {
  const def = cardFromScryfall({
    object: 'card',
    name: UTOPIA_NAME,
    layout: 'normal',
    mana_cost: '',
    cmc: 0,
    type_line: 'Basic Land — Utopia',
    oracle_text: '{T}: Add one mana of any color.',
    colors: [],
    color_identity: [],
    keywords: [],
    legalities: {},
  })
  return { ...def, id: UTOPIA_DEF }
}

export const isUtopia = (obj: CardObject | undefined): boolean => obj?.def === UTOPIA_DEF

/** The physical card's definition id (what the card really is, seen only by those who may look at it). */
export function physicalDef(obj: CardObject): string {
  const physical = obj.extra?.physical
  return typeof physical === 'string' ? physical : obj.def
}

/** Makes the object `def` in the game, keeping its physical card. */
export function becomes(tx: Tx, id: ObjId, def: CardDefinition): void {
  ensureCard(tx, def)
  const obj = tx.obj(id)
  const physical = physicalDef(obj)
  const extra = { ...(obj.extra ?? {}) }
  delete extra.announced // a revealed card's announcement (MM-7) ends as it becomes a card
  if (def.id === physical) delete extra.physical
  else extra.physical = physical
  obj.def = def.id
  if (Object.keys(extra).length) obj.extra = extra
  else delete obj.extra
}

/** The object is its physical card again (back in a hidden zone: rules 904.6, 904.8). */
export function revertToPhysical(tx: Tx, id: ObjId): void {
  const obj = tx.obj(id)
  obj.def = physicalDef(obj)
  if (obj.extra) {
    const { physical: _p, announced: _a, announce: _n, ...rest } = obj.extra
    if (Object.keys(rest).length) obj.extra = rest
    else delete obj.extra
  }
}

// ---- marks (ruling MM-2) ----

/** Mental Magic's data in GameState.extra: the marked names (MM-2) and the card pool's identity (MM-1). */
export interface MentalGameExtra {
  marked?: string[]
  pool?: PoolIdentity
}

export const mentalState = variantState<MentalGameExtra, object>()

export function markedNames(state: GameState): string[] {
  return mentalState.game(state).marked ?? []
}

const fold = (name: string): string => name.trim().toLowerCase()

export function isMarked(state: GameState, name: string): boolean {
  const n = fold(name)
  return markedNames(state).some((m) => fold(m) === n)
}

export function mark(tx: Tx, name: string): void {
  if (isMarked(tx.s, name)) return
  tx.gameExtra().marked = [...markedNames(tx.s), name]
  tx.log(`${name} is marked: no card can be cast or played as it any more (ruling MM-2)`)
}
