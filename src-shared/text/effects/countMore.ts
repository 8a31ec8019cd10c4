// More counted amounts (CR 107.3), read wherever `counted` is: devotion (CR 700.5), arithmetic on a count ("3 minus
// the number of cards in their hand", "half the number of Forests you control, rounded down", CR 107.1), and what
// "that player" has ("the number of cards in their hand", "the number of Swamps they control", CR 603.2, 608.2c).
import type { IToken } from 'chevrotain'
import type { Count } from '../../engine/ast'
import type { Grammar } from '../grammar'
import type { GameState, PlayerIndex } from '../../engine/types'
import type { EffectContext } from '../../engine/effectTypes'
import type { Color, ManaSymbol } from '../../mana/types'
import { faceOf } from '../../engine/query'
import { COLOR_WORDS } from '../../cards/words'
import { Comma } from '../lexer'

type More = Extract<Count, { of: 'devotion' | 'arith' | 'thisWay' }>

const COLOR_LIST = Object.entries(COLOR_WORDS) as [string, Color][]

/** The counts this module adds after "where X is", "equal to", "the number of" … (the last alternatives of
 *  `counted.parse`): devotion, and "half …", "twice …", "N minus …", "N plus …". */
export function moreCount(g: Grammar): Count {
  return g.alt<Count>(80, [
    () => {
      // CR 700.5: "your devotion to black", "your devotion to white and black".
      g.w(80, 'your')
      g.plainWhere(80, (w) => w === 'devotion')
      g.w(81, 'to')
      const first = colorWord(g, 81, 82)
      const second = g.opt(80, () => (g.w(83, 'and'), colorWord(g, 82, 84)))
      return g.act(() => ({ of: 'devotion' as const, colors: second && second !== first ? [first, second] : [first] }))
    },
    () => {
      // CR 107.1a: "half the number of Forests you control, rounded down".
      g.w(85, 'half')
      const base = g.count(80)
      g.tok(80, Comma)
      g.w(86, 'rounded')
      const half = g.alt<'up' | 'down'>(83, [() => (g.w(87, 'up'), 'up'), () => (g.w(88, 'down'), 'down')])
      return { of: 'arith' as const, base, half }
    },
    () => (g.w(89, 'twice'), { of: 'arith' as const, base: g.count(81), times: 2 }),
    // CR 608.2c: "the life lost this way", "the damage dealt this way" (Blood Tithe, Corrupt).
    () => (g.ph(92, 'the life lost this way'), { of: 'thisWay' as const, what: 'lifeLost' as const }),
    () => (g.ph(93, 'the damage dealt this way'), { of: 'thisWay' as const, what: 'damage' as const }),
    () => {
      // "3 minus the number of cards in their hand" (The Rack), "one plus the number of …".
      const n = g.amount(80)
      g.refuse(() => typeof n !== 'number')
      const minus = g.alt<boolean>(84, [
        () => (g.plainWhere(81, (w) => w === 'minus'), true),
        () => (g.plainWhere(82, (w) => w === 'plus'), false),
      ])
      const base = g.count(82)
      return g.act(() => (minus ? { of: 'arith' as const, base, from: n as number } : arithOf(base, n as number)))
    },
  ])
}

/** "… minus 4", "… plus 1" after a count (Black Vise, CR 107.1): what is added (negative for "minus"). */
export function countSuffix(g: Grammar): number {
  const minus = g.alt<boolean>(85, [
    () => (g.plainWhere(83, (w) => w === 'minus'), true),
    () => (g.plainWhere(84, (w) => w === 'plus'), false),
  ])
  const n = g.amount(81)
  g.refuse(() => typeof n !== 'number')
  return g.act(() => (minus ? -(n as number) : (n as number)))
}

/** A count with `plus` added (kept as one arithmetic count). */
export function arithOf(base: Count, plus: number): Count {
  return base.of === 'arith' && base.plus === undefined ? { ...base, plus } : { of: 'arith', base, plus }
}

function colorWord(g: Grammar, alt: number, at: number): Color {
  return g.alt<Color>(
    alt,
    COLOR_LIST.map(
      ([w, c]) =>
        () => (g.w(at, w), c),
    ),
  )
}

/** "Their hand", "they control": the player named before in the line. A target player ("target player reveals …")
 *  is that target (CR 608.2c); "that player" with no target before is the trigger's event's player (CR 603.2,
 *  'that'); with neither (or another target before, or "each player …"), "their" isn't read. */
export function theirs(g: Grammar): number | 'that' {
  const p = g as unknown as { input: IToken[]; currIdx: number }
  let targetPlayer = false
  let otherTarget = false
  let thatPlayer = false
  for (let k = 0; k + 1 <= p.currIdx && k + 1 < p.input.length; k++) {
    const [a, b] = [p.input[k].image, p.input[k + 1].image]
    if (a === 'target') {
      if (b === 'player' || b === 'opponent') targetPlayer = true
      else otherTarget = true
    }
    if (a === 'that' && b === 'player') thatPlayer = true
  }
  g.refuse(() => otherTarget || !(targetPlayer || thatPlayer))
  return g.act(() => (targetPlayer ? g.lastTarget() : 'that'))
}

export function describeMore(c: More, describe: (c: Count) => string): string {
  if (c.of === 'thisWay') return c.what === 'lifeLost' ? 'the life lost this way' : 'the damage dealt this way'
  if (c.of === 'devotion')
    return `your devotion to ${c.colors.map((col) => COLOR_LIST.find(([, k]) => k === col)![0]).join(' and ')}`
  let text = describe(c.base)
  if (c.half) text = `half ${text}, rounded ${c.half}`
  if (c.times) text = `twice ${text}`
  if (c.from !== undefined) text = `${c.from} minus ${text}`
  if (c.plus) text = `${text} ${c.plus < 0 ? 'minus' : 'plus'} ${Math.abs(c.plus)}`
  return text
}

/** Its value: devotion counted now, arithmetic on the base's value (`value`), never below 0 (CR 107.1b). */
export function moreValue(s: GameState, c: More, controller: PlayerIndex, value: (c: Count) => number): number {
  if (c.of === 'thisWay') return 0 // read from the resolution (`thisWay`)
  if (c.of === 'devotion') return devotion(s, controller, c.colors)
  let n = value(c.base)
  if (c.half) n = c.half === 'up' ? Math.ceil(n / 2) : Math.floor(n / 2)
  if (c.times) n *= c.times
  if (c.from !== undefined) n = c.from - n
  if (c.plus) n += c.plus
  return Math.max(0, n)
}

/** CR 700.5, 700.5a: each mana symbol of those colours in the mana costs of permanents the player controls; a hybrid
 *  or Phyrexian symbol of one of them counts once. */
function devotion(s: GameState, player: PlayerIndex, colors: Color[]): number {
  let n = 0
  for (const id of s.battlefield) {
    const o = s.objects[id]
    if (!o || o.controller !== player) continue
    for (const sym of faceOf(s, o)?.manaCost?.symbols ?? []) if (symbolColors(sym).some((c) => colors.includes(c))) n++
  }
  return n
}

function symbolColors(sym: ManaSymbol): Color[] {
  switch (sym.kind) {
    case 'colored':
    case 'twobrid':
      return [sym.color]
    case 'hybrid':
    case 'phyrexian':
      return sym.colors
    default:
      return []
  }
}

/** CR 608.2c: the life the resolution's "loses … life" took (kept as it applied), or the damage its source dealt
 *  (the damage events of this source in this resolution's transaction, combat damage aside). */
export function thisWay(ctx: EffectContext, what: 'lifeLost' | 'damage'): number {
  if (what === 'lifeLost') return ctx.memo.lost ?? 0
  let n = 0
  for (const e of ctx.tx.events)
    if (e.type === 'damage' && e.source === ctx.info.id && !e.combat && typeof e.amount === 'number') n += e.amount
  return n
}
