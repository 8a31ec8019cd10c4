// What a Magic Combat Rules position is worth to the computer player beyond the board: the point race.
import type { CardObject, GameState, PlayerIndex } from '../../engine/types'
import { combatData, scoreOf, slotsOf, SPELL_ZONE } from './rules'
import { keywordsOf, powerToughness } from '../../engine/query'

/** Points, and unblocked creatures that score at the end of combat (MCR-3, MCR-9); set spells in hand for later (MCR-8). */
export function combatPositionValue(state: GameState, player: PlayerIndex): number {
  const unblocked = combatData(state).unblocked.filter(
    (id) => state.objects[id]?.zone === 'battlefield' && state.objects[id].controller === player,
  ).length
  return (
    (scoreOf(state, player) + unblocked) * 12 +
    (state.players[player].zones[SPELL_ZONE]?.length ?? 0) * 1.2 +
    laneValue(state, player)
  )
}

/** What stands across from each of the player's creatures: an empty slot is a point to score (MCR-9), a creature
 *  that wins the fight across is a loss waiting (MCR-8). */
function laneValue(state: GameState, player: PlayerIndex): number {
  const mine = slotsOf(state, player)
  const theirs = state.players.map((_, i) => i).find((i) => i !== player && !state.players[i].lost)
  if (theirs === undefined) return 0
  const across = slotsOf(state, theirs as PlayerIndex)
  let v = 0
  mine.forEach((id, i) => {
    const o = id ? state.objects[id] : undefined
    if (!o || o.zone !== 'battlefield') return
    const other = across[i] ? state.objects[across[i]!] : undefined
    if (!other || other.zone !== 'battlefield') {
      v += 2
      return
    }
    const me = fighter(state, o)
    const them = fighter(state, other)
    const iKill = kills(me, them) && !(strikesFirst(them, me) && kills(them, me))
    const theyKill = kills(them, me) && !(strikesFirst(me, them) && kills(me, them))
    if (theyKill && !iKill) v -= 1 + Math.max(0, me.power)
    // A trade up is a gain waiting: a deathtouch 2/1 across a 6/6 (CR 702.2b).
    if (iKill && theyKill) v += 0.25 * Math.max(0, them.power + them.toughness - me.power - me.toughness)
  })
  return v
}

interface Fighter {
  power: number
  toughness: number
  keywords: Set<string>
}

function fighter(state: GameState, o: CardObject): Fighter {
  return { ...powerToughness(state, o), keywords: keywordsOf(state, o) }
}

/** Whether `a` deals lethal damage to `b` in their fight (deathtouch CR 702.2b, indestructible CR 702.12b). */
function kills(a: Fighter, b: Fighter): boolean {
  if (a.power <= 0 || b.keywords.has('indestructible')) return false
  return a.keywords.has('deathtouch') || a.power >= b.toughness
}

/** Whether `a` deals its damage before `b` can (first strike, CR 702.7b). */
function strikesFirst(a: Fighter, b: Fighter): boolean {
  const first = (x: Fighter) => x.keywords.has('first strike') || x.keywords.has('double strike')
  return first(a) && !first(b)
}
