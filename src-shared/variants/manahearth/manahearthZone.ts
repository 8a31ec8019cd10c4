// The Manahearth Zone (rule 4 and 11, ruling MH-6): one shared zone for the table with 10 of each basic land.
// A land from it may be played as the turn's land drop; whenever it would leave the battlefield it returns there.
// The zone's lands belong to the table, not to a player (owner TABLE): a player who leaves the game (CR 800.4a)
// takes none of them along, and the ones they controlled return to the zone (they would be exiled).
import type { CardDefinition } from '../../cards/model'
import { cardFromScryfall } from '../../cards/scryfall'
import type { ActionHandler } from '../../engine/variant'
import type { Tx } from '../../engine/tx'
import type { CardObject, GameState, ObjId, PlayLandAction, PlayerIndex } from '../../engine/types'
import type { ZoneMove } from '../../engine/variant'
import { CORE_ACTIONS, whyNoPriority } from '../../engine/actions'
import { sorceryTiming } from '../../engine/flow'
import { createObject, ensureCard, moveObject } from '../../engine/zones'
import { nameOf, playerName } from '../../engine/query'
import { variantById } from '../../engine/registry'
import { landsAllowed } from '../../engine/playerRules'

export const MANAHEARTH_ZONE = 'manahearth'
/** The owner of the Manahearth Zone's lands: the table, no player. */
export const TABLE: PlayerIndex = -1
export const PILE_SIZE = 10
export const BASIC_LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const
export type BasicLand = (typeof BASIC_LANDS)[number]
const PRODUCES: Record<BasicLand, string> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' }

function basicLandDefinition(name: BasicLand): CardDefinition {
  const color = PRODUCES[name]
  return cardFromScryfall({
    object: 'card',
    name,
    layout: 'normal',
    mana_cost: '',
    cmc: 0,
    type_line: `Basic Land — ${name}`,
    oracle_text: `({T}: Add {${color}}.)`,
    colors: [],
    color_identity: [color],
    keywords: [],
    legalities: {},
  })
}

/** The game's definition of a basic land: the one the decks already use, else a built-in one. */
export function basicLandDef(tx: Tx, name: BasicLand): string {
  const existing = Object.values(tx.s.cards).find((c) => c.name === name && c.faces[0]?.supertypes.includes('Basic'))
  if (existing) return existing.id
  const def = basicLandDefinition(name)
  ensureCard(tx, def)
  return def.id
}

/** Is this object one of the Manahearth Zone's lands (wherever it is now)? */
export function isManahearthLand(obj: CardObject | undefined): boolean {
  return !!obj && obj.extra?.manahearth === true
}

/** Puts `count` of a basic land into the zone (rule 4: up to ten of each). */
export function addToZone(tx: Tx, name: BasicLand, count: number): void {
  const def = basicLandDef(tx, name)
  for (let i = 0; i < count; i++) createObject(tx, def, TABLE, MANAHEARTH_ZONE, { extra: { manahearth: true } })
}

/** Rule 4: fill the zone with 10 of each basic land (game creation). */
export function fillManahearthZone(tx: Tx): void {
  for (const name of BASIC_LANDS) addToZone(tx, name, PILE_SIZE)
}

/** How many of each basic land the zone holds (scenario output `manahearthZone`). */
export function zoneCounts(state: GameState): Record<BasicLand, number> {
  const out = Object.fromEntries(BASIC_LANDS.map((n) => [n, 0])) as Record<BasicLand, number>
  const byDef = new Map<string, number>()
  for (const id of state.shared[MANAHEARTH_ZONE] ?? []) {
    const def = state.objects[id]?.def
    byDef.set(def, (byDef.get(def) ?? 0) + 1)
  }
  for (const [def, n] of byDef) {
    const name = state.cards[def]?.name as BasicLand
    if (name in out) out[name] += n
  }
  return out
}

/** The first land of a pile, or null when the pile is empty (ruling MH-6: an empty pile can't be chosen). */
export function pileTop(state: GameState, name: string): ObjId | null {
  const wanted = name.trim().toLowerCase()
  return (state.shared[MANAHEARTH_ZONE] ?? []).find((id) => nameOf(state, id).toLowerCase() === wanted) ?? null
}

/** Ruling MH-6: a Manahearth land that would leave the battlefield for anywhere returns to the zone instead. */
export function returnToZone(tx: Tx, move: ZoneMove, obj: CardObject): ZoneMove | null {
  if (!isManahearthLand(obj) || move.from !== 'battlefield' || move.to === 'battlefield') return null
  tx.log(`${nameOf(tx.s, obj.id)} returns to the Manahearth Zone (ruling MH-6)`)
  return { ...move, to: MANAHEARTH_ZONE, position: undefined }
}

/** Why `player` can't play a land from the Manahearth Zone now (CR 305.2 timing and the land drop, ruling MH-6). */
export function whyCantPlayFromZone(s: GameState, player: PlayerIndex, id: ObjId | undefined): string | null {
  if (s.phase !== 'turn') return 'the game has not started yet'
  if (s.active !== player) return 'It is not your turn to play a land'
  const why = whyNoPriority(s, player)
  if (why) return why
  const obj = id ? s.objects[id] : undefined
  if (!obj || obj.zone !== MANAHEARTH_ZONE) {
    return 'that land is not in the Manahearth Zone: name a basic land whose pile is not empty (ruling MH-6)'
  }
  const timing = sorceryTiming(s, variantById(s.variant).chart, player)
  if (timing) return `You can play a land only in your main phase when the stack is empty (CR 305.2): ${timing}`
  if (s.players[player].landsPlayed >= landsAllowed(s, player))
    return 'You have already played a land this turn (CR 305.2, ruling MH-6)'
  return null
}

const corePlayLand = CORE_ACTIONS.playLand as ActionHandler<PlayLandAction>

/** `playLand` with `from: "manahearth"` (rule 11, ruling MH-6); other lands as the core action. */
export const playLand: ActionHandler<PlayLandAction> = {
  validate(s, a) {
    if (a.from !== MANAHEARTH_ZONE) {
      if (a.from !== undefined && a.from !== 'hand')
        return `lands are played from your hand or from the Manahearth Zone ("from": "manahearth"), not from "${a.from}"`
      return corePlayLand.validate(s, a)
    }
    return whyCantPlayFromZone(s, a.player, a.card)
  },
  apply(tx, a) {
    if (a.from !== MANAHEARTH_ZONE) {
      corePlayLand.apply(tx, a)
      return
    }
    const name = nameOf(tx.s, a.card)
    // The land stays the table's; the player controls it (CR 110.2).
    moveObject(tx, a.card, 'battlefield', { cause: 'play', controller: a.player })
    tx.player(a.player).landsPlayed = tx.s.players[a.player].landsPlayed + 1
    tx.set('passes', 0)
    tx.log(`${playerName(tx.s, a.player)} plays ${name} from the Manahearth Zone`)
  },
  enumerate(s, p) {
    const out = corePlayLand.enumerate?.(s, p) ?? []
    if (s.active !== p || s.priority !== p || s.players[p].landsPlayed >= landsAllowed(s, p)) return out
    for (const name of BASIC_LANDS) {
      const id = pileTop(s, name)
      if (id && !whyCantPlayFromZone(s, p, id))
        out.push({ type: 'playLand', player: p, card: id, from: MANAHEARTH_ZONE })
    }
    return out
  },
}

/** Ruling MH-6 invariant: for each basic land, the zone plus those on the battlefield make 10. */
export function zoneInvariants(state: GameState): string[] {
  const problems: string[] = []
  const counts = zoneCounts(state)
  for (const id of state.battlefield) {
    const o = state.objects[id]
    if (isManahearthLand(o)) counts[nameOf(state, id) as BasicLand]++
  }
  for (const name of BASIC_LANDS)
    if (counts[name] !== PILE_SIZE)
      problems.push(
        `${counts[name]} ${name} in the Manahearth Zone and on the battlefield, not ${PILE_SIZE} (ruling MH-6)`,
      )
  for (const id of state.shared[MANAHEARTH_ZONE] ?? [])
    if (state.objects[id]?.owner !== TABLE) problems.push(`${id} in the Manahearth Zone is owned by a player`)
  return problems
}
