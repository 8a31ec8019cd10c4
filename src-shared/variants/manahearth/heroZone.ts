// The Hero Zone (rules 6, 12, 13; rulings MH-8, MH-9): each player's hero is the one planeswalker card in their
// Hero Zone. It is not a permanent: nothing that looks at the battlefield sees it, it can't be targeted (shroud),
// destroyed, sacrificed, exiled or stolen, and it has no loyalty (so it never dies for having none).
import type { Tx } from '../../engine/tx'
import type { CardObject, GameState, ObjId, PlayerIndex } from '../../engine/types'
import type { ZoneMove } from '../../engine/variant'
import { isPlaneswalker, nameOf, playerName } from '../../engine/query'
import { moveObject } from '../../engine/zones'
import { variantState } from '../../engine/variantState'

export const HERO_ZONE = 'hero'
/** The cause of the only move out of a Hero Zone: the old hero replaced by a new one (ruling MH-8). */
export const HERO_REPLACED = 'heroReplaced'

/** The player's hero object, or null. */
export function heroOf(state: GameState, player: PlayerIndex): CardObject | null {
  const id = state.players[player]?.zones[HERO_ZONE]?.[0]
  return id ? (state.objects[id] ?? null) : null
}

export function heroName(state: GameState, player: PlayerIndex): string | null {
  const hero = heroOf(state, player)
  return hero ? nameOf(state, hero.id) : null
}

/** Per-player hero data in `PlayerState.extra` (rulings MH-10, MH-11). */
export interface HeroExtra {
  /** The turn in which this player last activated a hero ability (once per turn, ruling MH-10). */
  heroUsedTurn?: number
  /** The ultimate was used (once per game, even across hero changes, ruling MH-11). */
  ultimateUsed?: boolean
}

export const manahearthHeroState = variantState<object, HeroExtra>()

export function heroExtra(state: GameState, player: PlayerIndex): HeroExtra {
  return manahearthHeroState.player(state, player)
}

/** Makes `id` the player's hero: the previous hero goes to its owner's graveyard (ruling MH-8). */
export function installHero(tx: Tx, id: ObjId, cause: string): ObjId | null {
  const obj = tx.s.objects[id]
  const owner = obj.owner
  const old = heroOf(tx.s, owner)
  if (old) {
    tx.log(`${nameOf(tx.s, old.id)} leaves ${playerName(tx.s, owner)}'s Hero Zone for the graveyard (ruling MH-8)`)
    moveObject(tx, old.id, 'graveyard', { cause: HERO_REPLACED })
    // A new hero is a new object: its once-per-turn activation is its own (CR 606.3 as applied by ruling MH-10).
    delete tx.playerExtra(owner).heroUsedTurn
  }
  return moveObject(tx, id, HERO_ZONE, { cause })
}

/**
 * Ruling MH-8: a planeswalker card that would enter the battlefield (it resolved, or an effect or a manual move
 * puts it there) goes to its owner's Hero Zone instead, and the previous hero goes to the graveyard.
 * Ruling MH-9: nothing but that replacement moves a hero out of the Hero Zone.
 */
export function replaceHeroMoves(tx: Tx, move: ZoneMove, obj: CardObject): ZoneMove | 'handled' | null {
  if (move.from === HERO_ZONE) {
    if (move.cause === HERO_REPLACED) return null
    tx.log(`${nameOf(tx.s, obj.id)} stays in the Hero Zone: a hero can't be moved, sacrificed or exiled (ruling MH-9)`)
    return 'handled'
  }
  if (move.to !== 'battlefield' || move.from === 'battlefield' || obj.token || !isPlaneswalker(tx.s, obj)) return null
  const old = heroOf(tx.s, obj.owner)
  if (old) {
    tx.log(`${nameOf(tx.s, old.id)} leaves ${playerName(tx.s, obj.owner)}'s Hero Zone for the graveyard (ruling MH-8)`)
    moveObject(tx, old.id, 'graveyard', { cause: HERO_REPLACED })
    delete tx.playerExtra(obj.owner).heroUsedTurn
  }
  tx.log(
    `${nameOf(tx.s, obj.id)} becomes ${playerName(tx.s, obj.owner)}'s hero instead of entering the battlefield (ruling MH-8)`,
  )
  return { ...move, to: HERO_ZONE, position: undefined }
}

/** Set on a player whose deck had no planeswalker card to choose (a casual game, deck rules ignored). */
export const NO_HERO = 'noHero'

/** Invariants: one hero per player still in the game once setup is over (rules 6 and 13.1). */
export function heroInvariants(state: GameState): string[] {
  if (state.phase === 'setup' && state.step === 'chooseHero') return []
  const problems: string[] = []
  state.players.forEach((p, i) => {
    if (p.lost) return
    const heroes = p.zones[HERO_ZONE] ?? []
    if (heroes.length === 0 && p.extra[NO_HERO]) return // no planeswalker in the deck: logged at setup (ruling MH-1)
    if (heroes.length !== 1) problems.push(`player ${i} has ${heroes.length} heroes, not 1 (rule 13.1)`)
    for (const id of heroes) {
      const o = state.objects[id]
      if (o && !isPlaneswalker(state, o)) problems.push(`player ${i}'s hero ${nameOf(state, id)} is not a planeswalker`)
      if (o && Object.keys(o.counters).length)
        problems.push(`player ${i}'s hero has counters (ruling MH-9: zero loyalty)`)
    }
  })
  return problems
}
