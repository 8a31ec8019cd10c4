// The hero (heroic.txt 906.3, 906.8–906.9; rulings HE-2, HE-7, HE-8, HE-10): a designated legendary creature card
// that starts outside the game (the sideboard). The designation belongs to the card (906.3): every object the card
// becomes carries `extra.hero`, which the engine keeps across zone changes (the hero never reaches a library, HE-8).
import type { Tx } from '../../engine/tx'
import type { CardObject, GameState, ObjId, PlayerIndex } from '../../engine/types'
import type { ZoneMove } from '../../engine/variant'
import { nameOf, playerName } from '../../engine/query'
import { createObject } from '../../engine/zones'
import { variantState } from '../../engine/variantState'

/** The sideboard: the zone the hero starts in and goes back to (CR 400.11a "outside the game"). */
export const OUTSIDE = 'outside'
/** HE-10: resolved casts from outside the game that make a player lose at cleanup. */
export const HERO_CAST_LIMIT = 4
/** HE-10: total damage to players by a hero that wins the game. */
export const HERO_DAMAGE_TO_WIN = 17
/** HE-9: the highest level on the Hero Level emblem. */
export const MAX_LEVEL = 5

/** Per-player Heroic data in `PlayerState.extra`. */
export interface HeroicExtra {
  /** The hero's card definition id (the designation, HE-2). */
  heroDef?: string
  /** Levels gained (HE-9), 0–5, kept for the game. */
  heroLevel?: number
  /** Casts from outside the game that resolved (HE-10). */
  heroCasts?: number
  /** Damage the hero has dealt to players over the game (HE-10). */
  heroDamage?: number
  /** The turn in which the hero was last cast from outside the game (HE-7: once per turn). */
  heroCastTurn?: number
  /** The turn in which the hero last gained a level (HE-9: the first time each turn). */
  levelUpTurn?: number
}

export const heroicState = variantState<object, HeroicExtra>()

export function heroicExtra(state: GameState, player: PlayerIndex): HeroicExtra {
  return heroicState.player(state, player)
}

export const heroLevel = (state: GameState, player: PlayerIndex): number => heroicExtra(state, player).heroLevel ?? 0

export function isHero(obj: CardObject | undefined): boolean {
  return !!obj && obj.extra?.hero === true
}

/** The player's hero object wherever it is (outside, stack, battlefield, …), or null. */
export function heroObject(state: GameState, player: PlayerIndex): CardObject | null {
  const p = state.players[player]
  for (const id of [...(p.zones[OUTSIDE] ?? []), ...state.battlefield, ...state.stack.map((i) => i.id)]) {
    const o = state.objects[id]
    if (o && o.owner === player && isHero(o)) return o
  }
  for (const ids of Object.values(p.zones)) {
    for (const id of ids) if (isHero(state.objects[id])) return state.objects[id]
  }
  return null
}

export function heroName(state: GameState, player: PlayerIndex): string | null {
  const def = heroicExtra(state, player).heroDef
  return def && state.cards[def] ? state.cards[def].name : null
}

export function markHero(tx: Tx, id: ObjId): void {
  const o = tx.obj(id)
  o.extra = { ...(o.extra ?? {}), hero: true }
}

const isLegendaryCreatureDef = (state: GameState, def: string): boolean => {
  const face = state.cards[def]?.faces[0] // 906.3a: the front face
  return !!face && face.supertypes.includes('Legendary') && face.types.includes('Creature')
}

/**
 * The hero's card definition for a player: named in advance (`extra.heroDef`, a scenario's `hero`; or
 * `extra.hero`, a card name or id from the New Game screen), else the only legendary creature in the sideboard.
 */
export function designatedHeroDef(state: GameState, player: PlayerIndex): string | null {
  const extra = state.players[player].extra
  const named = (extra.heroDef ?? extra.hero) as string | undefined
  if (typeof named === 'string') {
    if (state.cards[named]) return named
    const byName = Object.values(state.cards).find((c) => c.name.toLowerCase() === named.toLowerCase())
    if (byName) return byName.id
    throw new Error(`${state.players[player].name}'s hero "${named}" is not among the game's cards`)
  }
  const candidates = new Set<string>()
  for (const id of state.players[player].zones[OUTSIDE] ?? []) {
    const def = state.objects[id].def
    if (isLegendaryCreatureDef(state, def)) candidates.add(def)
  }
  return candidates.size === 1 ? [...candidates][0] : null
}

/** Designates the hero as the game is created (HE-2): the card in the sideboard, added there when missing. */
export function designateHeroes(tx: Tx): void {
  tx.s.players.forEach((p, i) => {
    const def = designatedHeroDef(tx.s, i)
    if (!def) {
      tx.log(`${p.name} has no hero: a Heroic deck names a legendary creature in its sideboard (ruling HE-2)`)
      return
    }
    installHero(tx, i, def, [OUTSIDE])
  })
}

/** Marks the player's copy of `def` found first in `zones` as the hero, or creates it outside the game. */
export function installHero(tx: Tx, player: PlayerIndex, def: string, zones: string[]): ObjId {
  if (!isLegendaryCreatureDef(tx.s, def)) {
    throw new Error(
      `${tx.s.players[player].name}'s hero "${tx.s.cards[def]?.name ?? def}" is not a legendary creature (heroic.txt 906.3, ruling HE-2)`,
    )
  }
  const extra = tx.playerExtra(player)
  extra.heroDef = def
  delete extra.hero
  delete extra.heroName
  let id: ObjId | undefined
  for (const zone of zones) {
    const ids = zone === 'battlefield' ? tx.s.battlefield : (tx.s.players[player].zones[zone] ?? [])
    id = ids.find((x) => tx.s.objects[x].def === def && tx.s.objects[x].owner === player)
    if (id) break
  }
  id ??= createObject(tx, def, player, OUTSIDE)
  markHero(tx, id)
  return id
}

/** Hero object ids seen moving during a transaction: damage they dealt earlier in it is still the hero's. */
const movedHeroes = new WeakMap<Tx, Map<ObjId, PlayerIndex>>()

/** The owner of the hero that was object `id` during this transaction, or null when it wasn't a hero. */
export function heroOwnerOf(tx: Tx, id: ObjId): PlayerIndex | null {
  const o = tx.s.objects[id] ?? tx.base.objects[id]
  if (o) return isHero(o) ? o.owner : null
  return movedHeroes.get(tx)?.get(id) ?? null
}

const LEAVES_FOR = ['exile', 'hand', 'graveyard', 'library']

/**
 * Zone-change replacements for heroes:
 * - HE-10: a hero cast from outside the game that resolves counts one cast;
 * - HE-7 / 906.8a: that spell leaving the stack any other way (countered, illegal targets) goes back outside;
 * - HE-8 / 906.9: a hero that would be exiled or put into a hand, graveyard or library leaves the game instead.
 *   The owner "may": this engine always has it leave (the owner's better choice but for rare cases; README.md).
 */
export function replaceHeroMove(tx: Tx, move: ZoneMove, obj: CardObject): ZoneMove | null {
  if (!isHero(obj)) return null
  let seen = movedHeroes.get(tx)
  if (!seen) movedHeroes.set(tx, (seen = new Map()))
  seen.set(obj.id, obj.owner)
  const name = nameOf(tx.s, obj.id)
  const owner = playerName(tx.s, obj.owner)
  if (move.from === 'stack') {
    const item = tx.s.stack.find((i) => i.id === obj.id)
    if (item?.extra?.fromOutside === true) {
      if (move.to === 'battlefield' && move.cause === 'resolve') {
        const casts = (heroicExtra(tx.s, obj.owner).heroCasts ?? 0) + 1
        tx.playerExtra(obj.owner).heroCasts = casts
        tx.log(
          `${owner}'s hero ${name} resolves: cast from outside the game ${casts} time${casts === 1 ? '' : 's'} (ruling HE-10)`,
        )
        return null
      }
      if (move.to !== OUTSIDE) {
        tx.log(`${name} didn't resolve: it goes back outside the game (ruling HE-7)`)
        return { ...move, to: OUTSIDE, position: undefined }
      }
      return null
    }
  }
  if (LEAVES_FOR.includes(move.to)) {
    tx.log(
      `${name} would go to ${move.to === 'hand' ? "its owner's hand" : `the ${move.to}`}: ${owner} has it leave the game instead, back outside (ruling HE-8)`,
    )
    return { ...move, to: OUTSIDE, position: undefined }
  }
  return null
}
