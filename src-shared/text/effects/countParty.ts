// Counted amounts of the board, the cast and the turn (CR 107.3), read wherever `counted` is: the party ("the number
// of creatures in your party", "for each creature in your party", CR 700.8), converge ("the number of colors of mana
// spent to cast this spell", CR 601.2h), "the number of opponents you have" (CR 102.2, 102.3) and "the amount of life
// you gained this turn" (CR 119.3), multikicker's "for each time it was kicked" (CR 702.33c). One home: parse, describe, value.
import type { Count } from '../../engine/ast'
import type { Grammar } from '../grammar'
import { Tilde } from '../lexer'
import type { CardObject, GameEvent, GameState, ObjId, PlayerIndex } from '../../engine/types'
import { abilitiesOf, faceOf, isCreature, keywordsOf, opponentsOf } from '../../engine/query'
import { turnFacts } from '../../engine/turnFacts'

type Board = Extract<Count, { of: 'party' | 'colorsSpent' | 'opponents' | 'lifeGained' | 'cardTypes' | 'timesKicked' }>

/** After "the number of": "creatures in your party", "colors of mana spent to cast this spell / it". */
export function boardCount(g: Grammar): Count {
  return g.alt<Count>(95, [
    () => (g.ph(95, 'creatures in your'), g.plainWhere(95, (w) => w === 'party'), { of: 'party' as const }),
    () => (g.ph(100, 'opponents you have'), { of: 'opponents' as const }),
    // Tarmogoyf: "card types among cards in all graveyards" (CR 205.2a, 604.3).
    () => (g.ph(103, 'card types among cards in all graveyards'), { of: 'cardTypes' as const }),
    // Multikicker: "the number of times ~ was kicked" (CR 702.33c).
    () => (g.w(110, 'times'), kickedTimes(g)),
    () => {
      g.plainWhere(96, (w) => w === 'colors')
      g.ph(96, 'of mana spent to cast')
      g.alt(96, [() => g.tok(96, Tilde), () => g.w(97, 'it')]) // "this spell" / "this creature" read as ~
      return { of: 'colorsSpent' as const }
    },
  ])
}

/** After "for each": "creature in your party" (CR 700.8), "opponent you have" (CR 102.2). */
export function boardEach(g: Grammar): Count {
  return g.alt<Count>(97, [
    () => (g.ph(99, 'creature in your'), g.plainWhere(97, (w) => w === 'party'), { of: 'party' as const }),
    () => (g.ph(101, 'opponent you have'), { of: 'opponents' as const }),
    // Multikicker: "for each time it was kicked", "… ~ was kicked", "… this spell was kicked" (CR 702.33c).
    () => (g.w(111, 'time'), kickedTimes(g)),
  ])
}

/** "… it / ~ was kicked" after "time(s)": the times its multikicker cost was paid (CR 702.33c). */
function kickedTimes(g: Grammar): Count {
  g.alt(112, [() => g.w(112, 'it'), () => g.tok(112, Tilde)]) // "this spell" / "this creature" read as ~
  g.ph(113, 'was kicked')
  return { of: 'timesKicked' }
}

/** "The amount of life you gained this turn" (CR 119.3), a count of its own after "where X is", "equal to". */
export function turnCount(g: Grammar): Count {
  g.ph(102, 'the amount of life you gained this turn')
  return { of: 'lifeGained' }
}

/** The life the player gained this turn, this resolution's gains included (CR 119.3). */
export function lifeGainedNow(s: GameState, player: PlayerIndex, unrecorded: readonly GameEvent[]): number {
  let n = turnFacts(s).gained[player] ?? 0
  for (const e of unrecorded)
    if (e.type === 'lifeGained' && e.player === player && typeof e.amount === 'number' && e.amount > 0) n += e.amount
  return n
}

export function describeBoard(c: Board): string {
  if (c.of === 'opponents') return 'the number of opponents you have'
  if (c.of === 'cardTypes') return 'the number of card types among cards in all graveyards'
  if (c.of === 'lifeGained') return 'the amount of life you gained this turn'
  if (c.of === 'timesKicked') return 'the number of times ~ was kicked'
  return c.of === 'party' ? 'the number of creatures in your party' : 'the number of colors of mana spent to cast it'
}

const PARTY = ['Cleric', 'Rogue', 'Warrior', 'Wizard']

/** The card types (CR 205.2a) among the cards in all graveyards, each once; a card's every face's types. */
function cardTypesInGraveyards(s: GameState): number {
  const found = new Set<string>()
  for (const p of s.players)
    for (const id of p.zones.graveyard ?? []) {
      const def = s.cards[s.objects[id]?.def ?? '']
      for (const face of def?.faces ?? []) for (const t of face.types) if (CARD_TYPES.has(t)) found.add(t)
    }
  return found.size
}

const CARD_TYPES = new Set([
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Instant',
  'Kindred',
  'Tribal',
  'Land',
  'Planeswalker',
  'Sorcery',
])

/** Its value now: the party's size, or the colours of mana spent on the source (CR 601.2h; 0 if it wasn't cast). */
export function boardValue(s: GameState, c: Board, controller: PlayerIndex, source: ObjId, inStatic = false): number {
  // CR 102.2, 102.3: the opponents still in the game (CR 800.4a: a player who left is no one's opponent).
  if (c.of === 'opponents') return opponentsOf(s, controller).length
  if (c.of === 'lifeGained') return lifeGainedNow(s, controller, []) // a resolution adds its own (`counted.apply`)
  if (c.of === 'cardTypes') return cardTypesInGraveyards(s)
  if (c.of === 'timesKicked') return s.objects[source]?.timesKicked ?? 0 // CR 702.33c
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
