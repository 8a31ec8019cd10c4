// Counts of cards in a zone (CR 107.3, 400.1), read wherever `counted` is: "the number of cards in your hand",
// "for each creature card in your graveyard", "Elf cards in your graveyard" (CR 205.3), "white cards in their hand"
// (CR 105.2), "cards in your library", "cards in target opponent's hand" (CR 115.1), "creature cards in your opponents'
// graveyards". One home: parse, describe, value.
import type { Count } from '../../engine/ast'
import type { Grammar } from '../grammar'
import type { GameState, PlayerIndex } from '../../engine/types'
import type { Color } from '../../mana/types'
import { abilitiesOf, faceOf, opponentsOf } from '../../engine/query'
import { COLOR_WORDS } from '../../cards/words'
import { subtypeCardType } from '../subtypeNouns'
import { theirs } from './countMore'

type Cards = Extract<Count, { of: 'cards' }>
type Where = Pick<Cards, 'zone' | 'whose'>

const CARD_TYPES: [string, string[]][] = [
  ['instant and sorcery', ['Instant', 'Sorcery']],
  ['instant or sorcery', ['Instant', 'Sorcery']],
  ['creature', ['Creature']],
  ['land', ['Land']],
  ['artifact', ['Artifact']],
  ['enchantment', ['Enchantment']],
  ['instant', ['Instant']],
  ['sorcery', ['Sorcery']],
]

const COLOR_LIST = Object.entries(COLOR_WORDS) as [string, Color][]
const ZONES: ['hand' | 'graveyard' | 'library', string, string][] = [
  ['hand', 'hand', 'hands'],
  ['graveyard', 'graveyard', 'graveyards'],
  ['library', 'library', ''],
]

/** "[white] [creature | Elf] card(s) in <whose> <zone>". */
export function cardsPhrase(g: Grammar): Count {
  const color = g.opt(110, () =>
    g.alt(
      110,
      COLOR_LIST.map(
        ([w, c]) =>
          () => (g.w(110, w), c),
      ),
    ),
  )
  const types = g.opt(30, () =>
    g.alt(
      30,
      CARD_TYPES.map(
        ([w, t], k) =>
          () => (g.ph(40 + k, w), t),
      ),
    ),
  )
  // CR 205.3: "Elf card", "Zombie cards", "Arcane cards" (a subtype of any card type; a changeling card is every
  // creature type, CR 702.73a).
  const subtype = g.opt(111, () => g.plainWhere(111, (w) => subtypeCardType(w) !== null).image)
  g.alt(31, [() => g.w(30, 'card'), () => g.w(31, 'cards')])
  g.w(32, 'in')
  const where = g.alt<Where>(32, [
    () => (g.ph(33, 'your graveyard'), { zone: 'graveyard' as const, whose: 'you' as const }),
    () => (g.ph(34, 'all graveyards'), { zone: 'graveyard' as const, whose: 'all' as const }),
    () => (g.ph(35, 'your hand'), { zone: 'hand' as const, whose: 'you' as const }),
    () => (g.ph(112, 'your library'), { zone: 'library' as const, whose: 'you' as const }),
    // "that player's hand": the target player named before (CR 608.2c).
    () => (g.ph(36, "that player's hand"), { zone: 'hand' as const, whose: g.act(() => g.lastTarget()) }),
    // "that player's graveyard": the player named before, a target or the trigger's event's (CR 603.2, 608.2c).
    () => {
      g.ph(113, "that player's")
      const zone = zoneWord(g, 113)
      return { zone, whose: theirs(g) }
    },
    // "their hand", "their graveyard": the player named before ("that player", a target player).
    () => {
      g.w(37, 'their')
      const zone = zoneWord(g, 114)
      return { zone, whose: theirs(g) }
    },
    // "target opponent's hand", "target player's graveyard" (CR 115.1): a target the count records.
    () => {
      g.w(115, 'target')
      const opponent = g.alt<boolean>(115, [() => (g.w(116, "player's"), false), () => (g.w(117, "opponent's"), true)])
      const zone = zoneWord(g, 116)
      return g.act(() => ({ zone, whose: g.addTarget({ what: opponent ? 'opponent' : 'player' }) }))
    },
    // "your opponents' graveyards", "your opponents' hands" (CR 102.3): every opponent's, added up.
    () => {
      g.opt(118, () => g.w(118, 'your'))
      g.w(119, "opponents'")
      const zone = zonePlural(g, 117)
      return { zone, whose: 'opponents' as const }
    },
  ])
  return g.act(() => ({
    of: 'cards' as const,
    ...where,
    ...(types ? { types } : {}),
    ...(subtype ? { subtype: capitalised(subtype) } : {}),
    ...(color ? { color } : {}),
  }))
}

function zoneWord(g: Grammar, alt: number): 'hand' | 'graveyard' | 'library' {
  return g.alt(
    alt,
    ZONES.map(
      ([zone, one], k) =>
        () => (g.w(120 + k, one), zone),
    ),
  )
}

function zonePlural(g: Grammar, alt: number): 'hand' | 'graveyard' | 'library' {
  return g.alt(
    alt,
    ZONES.filter(([, , many]) => many).map(
      ([zone, , many], k) =>
        () => (g.w(123 + k, many), zone),
    ),
  )
}

/** "elves" → "Elf", "zombies" → "Zombie" (the subtype as printed, CR 205.3). */
function capitalised(word: string): string {
  const w = word.toLowerCase()
  const one = /ves$/.test(w) && subtypeCardType(w.replace(/ves$/, 'f')) ? w.replace(/ves$/, 'f') : w
  return one.charAt(0).toUpperCase() + one.slice(1)
}

export function describeCards(c: Cards): string {
  const zone = c.zone
  const where =
    c.whose === 'you'
      ? `your ${zone}`
      : c.whose === 'all'
        ? 'all graveyards'
        : c.whose === 'opponents'
          ? `your opponents' ${zone}s`
          : c.whose === 'that'
            ? `their ${zone}`
            : `that player's ${zone}`
  const color = c.color ? COLOR_LIST.find(([, k]) => k === c.color)![0] + ' ' : ''
  const types = c.types ? c.types.join(' and ').toLowerCase() + ' ' : ''
  const subtype = c.subtype ? c.subtype + ' ' : ''
  return `the number of ${color}${types}${subtype}cards in ${where}`
}

/** The cards counted now: in the zones of the players `whose` names (a target or the event's player through
 *  `player`), of the types, subtype and colour asked (CR 400.1). */
export function cardsValue(
  s: GameState,
  c: Cards,
  controller: PlayerIndex,
  player: (whose: number | 'that') => PlayerIndex | undefined,
): number {
  let players: PlayerIndex[]
  if (c.whose === 'you') players = [controller]
  else if (c.whose === 'all') players = s.players.map((_, i) => i)
  else if (c.whose === 'opponents') players = opponentsOf(s, controller)
  else {
    const p = player(c.whose)
    players = p === undefined ? [] : [p]
  }
  let n = 0
  for (const p of players)
    for (const id of s.players[p].zones[c.zone] ?? []) {
      const o = s.objects[id]
      const face = faceOf(s, o)
      if (!face) continue
      if (c.types && !c.types.some((ty) => face.types.includes(ty))) continue
      if (c.color && !face.colors.includes(c.color)) continue
      if (c.subtype && !face.subtypes.includes(c.subtype)) {
        const every = face.types.includes('Creature') && !!abilitiesOf(s, o)?.keywords.includes('changeling')
        if (!every || subtypeCardType(c.subtype) !== 'creature') continue
      }
      n++
    }
  return n
}
