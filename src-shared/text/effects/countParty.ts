// Counted amounts of the board and the cast (CR 107.3), read wherever `counted` is: the party ("the number of
// creatures in your party", "for each creature in your party", CR 700.8) and converge ("the number of colors of mana
// spent to cast this spell", CR 601.2h, 702.44a's count of colours). One home: parse, describe, value.
import type { Count } from '../../engine/ast'
import type { Grammar } from '../grammar'
import { Tilde } from '../lexer'
import type { CardObject, GameState, ObjId, PlayerIndex } from '../../engine/types'
import { abilitiesOf, faceOf, isCreature, keywordsOf } from '../../engine/query'

type Board = Extract<Count, { of: 'party' | 'colorsSpent' }>

/** After "the number of": "creatures in your party", "colors of mana spent to cast this spell / it". */
export function boardCount(g: Grammar): Count {
  return g.alt<Count>(95, [
    () => (g.ph(95, 'creatures in your'), g.plainWhere(95, (w) => w === 'party'), { of: 'party' as const }),
    () => {
      g.plainWhere(96, (w) => w === 'colors')
      g.ph(96, 'of mana spent to cast')
      g.alt(96, [() => g.tok(96, Tilde), () => g.w(97, 'it')]) // "this spell" / "this creature" read as ~
      return { of: 'colorsSpent' as const }
    },
  ])
}

/** After "for each": "creature in your party" (CR 700.8). */
export function boardEach(g: Grammar): Count {
  g.ph(99, 'creature in your')
  g.plainWhere(97, (w) => w === 'party')
  return { of: 'party' }
}

export function describeBoard(c: Board): string {
  return c.of === 'party' ? 'the number of creatures in your party' : 'the number of colors of mana spent to cast it'
}

const PARTY = ['Cleric', 'Rogue', 'Warrior', 'Wizard']

/** Its value now: the party's size, or the colours of mana spent on the source (CR 601.2h; 0 if it wasn't cast). */
export function boardValue(s: GameState, c: Board, controller: PlayerIndex, source: ObjId, inStatic = false): number {
  if (c.of === 'colorsSpent') {
    const spent = s.objects[source]?.spent
    return ['W', 'U', 'B', 'R', 'G'].filter((k) => (spent?.[k] ?? 0) > 0).length
  }
  return partySize(s, controller, inStatic)
}

/** CR 700.8: up to one each of Cleric, Rogue, Warrior and Wizard among the creatures the player controls, chosen to
 *  make the party as large as possible (a creature of two of these types fills one place; changeling is every type,
 *  CR 702.73a). */
export function partySize(s: GameState, player: PlayerIndex, inStatic = false): number {
  const roles: number[][] = PARTY.map(() => [])
  const members: CardObject[] = []
  for (const id of s.battlefield) {
    const o = s.objects[id]
    if (!o || o.controller !== player || !isCreature(s, o)) continue
    const subtypes = faceOf(s, o)?.subtypes ?? []
    // In a characteristic-defining count, granted keywords aren't read, so it can't loop back (CR 613).
    const every =
      !!abilitiesOf(s, o)?.keywords.includes('changeling') || (!inStatic && keywordsOf(s, o).has('changeling'))
    const k = members.length
    let any = false
    PARTY.forEach((t, r) => {
      if (every || subtypes.includes(t)) {
        roles[r].push(k)
        any = true
      }
    })
    if (any) members.push(o)
  }
  // The largest matching of the four places to distinct creatures (CR 700.8), by augmenting paths.
  const holder: number[] = members.map(() => -1)
  const place = (r: number, seen: Set<number>): boolean => {
    for (const k of roles[r]) {
      if (seen.has(k)) continue
      seen.add(k)
      if (holder[k] < 0 || place(holder[k], seen)) {
        holder[k] = r
        return true
      }
    }
    return false
  }
  let n = 0
  for (let r = 0; r < PARTY.length; r++) if (place(r, new Set())) n++
  return n
}
