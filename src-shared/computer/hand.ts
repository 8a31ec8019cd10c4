// Hand decisions: keep or mulligan by hand quality (CR 103.5), the cards put on the bottom, discards (CR 514.1).
import type { CardObject, GameState, ObjId, PlayerIndex } from '../engine/types'
import { faceOf, isLand } from '../engine/query'
import { handCardValue } from './evaluate'

const manaValue = (s: GameState, o: CardObject): number => faceOf(s, o)?.manaValue ?? 0

/** Keep or mulligan (London mulligan; Manahearth's partial mulligan, ruling MH-3). */
export function keepHand(s: GameState, me: PlayerIndex): { keep: true } | { keep: false; cards?: ObjId[] } {
  const p = s.players[me]
  const hand = p.zones.hand
  const objs = hand.map((id) => s.objects[id])
  if (s.variant === 'manahearth') {
    // Lands come from the shared Manahearth Zone (MH-6): send back what costs too much for the first turns.
    const back = hand.filter((id) => manaValue(s, s.objects[id]) >= 4).slice(0, 3)
    return back.length ? { keep: false, cards: back } : { keep: true }
  }
  if (p.mulligans >= 2 || hand.length <= 5) return { keep: true }
  const lands = objs.filter((o) => isLand(s, o)).length
  if (s.variant === 'mental') {
    // Any card can be played face down as a Utopia (MM-4): keep if something is cheap enough to cast early.
    const cheap = objs.filter((o) => !isLand(s, o) && manaValue(s, o) <= 3).length
    return lands + cheap >= 2 ? { keep: true } : { keep: false }
  }
  const spells = objs.filter((o) => !isLand(s, o))
  const castable = spells.filter((o) => manaValue(s, o) <= Math.max(2, lands + 1)).length
  if (lands >= 2 && lands <= 5 && (castable >= 1 || lands >= 3)) return { keep: true }
  return { keep: false }
}

/** The cards to put on the bottom: extra lands beyond three, else the most expensive spells. */
export function bottomCards(s: GameState, me: PlayerIndex, count: number): ObjId[] {
  const hand = [...s.players[me].zones.hand]
  const lands = hand.filter((id) => isLand(s, s.objects[id]))
  const out: ObjId[] = []
  const keepLands = Math.min(3, Math.ceil((hand.length - count) / 2))
  for (const id of lands.slice(keepLands)) if (out.length < count) out.push(id)
  const spells = hand
    .filter((id) => !out.includes(id) && !lands.includes(id))
    .sort((a, b) => manaValue(s, s.objects[b]) - manaValue(s, s.objects[a]) || (a < b ? -1 : 1))
  for (const id of spells) if (out.length < count) out.push(id)
  for (const id of lands) if (out.length < count && !out.includes(id)) out.push(id)
  return out
}

/** The cards to discard: lands when there are enough on the battlefield, else the least useful cards. */
export function discardCards(s: GameState, me: PlayerIndex, count: number): ObjId[] {
  const myLands = s.battlefield.filter((id) => s.objects[id].controller === me && isLand(s, s.objects[id])).length
  const value = (id: ObjId): number => {
    const o = s.objects[id]
    if (isLand(s, o)) return myLands >= 5 ? 0.2 : 1.5
    return handCardValue(s, o) + (manaValue(s, o) > myLands + 2 ? -0.5 : 0.3)
  }
  return [...s.players[me].zones.hand].sort((a, b) => value(a) - value(b) || (a < b ? -1 : 1)).slice(0, count)
}
