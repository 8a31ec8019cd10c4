// Conditions on the board beside text/conditions.ts, in their one home (`parse`, `describe`, `holds`): "if an opponent
// controls more lands than you" (Land Tax, Knight of the White Orchid), "if no creatures are on the battlefield"
// (Pestilence), "if there are no arrowhead counters on ~" (Serrated Arrows), "if there are 100 or more tower counters
// on ~" / "if ~ has ten or more luck counters on it" (Helix Pinnacle, Chance Encounter), "if you have exactly 1
// life" (CR 603.4 as an intervening "if", 608.2c in an effect).
import type { GameCondition, TargetSpec } from '../engine/ast'
import type { Grammar } from './grammar'
import { specText } from '../engine/specText'
import { matchesSpec } from '../engine/legalTargets'
import { opponentsOf } from '../engine/query'
import { PT, Tilde } from './lexer'
import type { GameState, ObjId, PlayerIndex } from '../engine/types'
import { lands } from './conditions'

export type BoardCondition = Extract<
  GameCondition,
  { kind: 'opponentControlsMore' | 'noneOnBattlefield' | 'sourceCounters' | 'lifeExactly' }
>

export const BOARD_KINDS = new Set<string>([
  'opponentControlsMore',
  'noneOnBattlefield',
  'sourceCounters',
  'lifeExactly',
])

export function isBoardCondition(c: { kind: string }): c is BoardCondition {
  return BOARD_KINDS.has(c.kind)
}

const num = (n: unknown) => (typeof n === 'number' ? n : 0)

/** The permanents of a kind a player controls (a land subtype names lands, CR 205.3i). */
function controlled(s: GameState, spec: TargetSpec, p: PlayerIndex, source: ObjId): number {
  let n = 0
  for (const id of s.battlefield) {
    const o = s.objects[id]
    if (o?.controller === p && matchesSpec(s, { ...spec, youControl: false }, o, p, new Set(), source)) n++
  }
  return n
}

export const boardCondition = {
  parse(g: Grammar): BoardCondition {
    return g.alt<BoardCondition>(100, [
      () => {
        g.ph(100, 'an opponent controls more')
        const spec = g.noun(100)
        g.ph(101, 'than you')
        return g.act(() => ({ kind: 'opponentControlsMore', spec: lands(spec) }) as BoardCondition)
      },
      () => {
        g.w(102, 'no')
        const spec = g.noun(101)
        g.alt(101, [() => g.w(103, 'are'), () => g.w(104, 'is')])
        g.ph(105, 'on the battlefield')
        return g.act(() => ({ kind: 'noneOnBattlefield', spec: lands(spec) }) as BoardCondition)
      },
      () => {
        // "there are no arrowhead counters on ~", "there are 100 or more tower counters on ~".
        g.ph(106, 'there are')
        const atLeast = g.alt<number>(102, [
          () => (g.w(107, 'no'), 0),
          () => {
            const n = g.amount(102)
            g.ph(108, 'or more')
            return g.act(() => num(n))
          },
        ])
        const counter = counterWord(g, 0)
        g.w(109, 'on')
        g.tok(100, Tilde)
        return g.act(() => ({ kind: 'sourceCounters', counter, atLeast }) as BoardCondition)
      },
      () => {
        // "~ has ten or more luck counters on it", "~ has no ice counters on it".
        g.tok(101, Tilde)
        g.w(110, 'has')
        const atLeast = g.alt<number>(103, [
          () => (g.w(111, 'no'), 0),
          () => {
            const n = g.amount(103)
            g.ph(112, 'or more')
            return g.act(() => num(n))
          },
        ])
        const counter = counterWord(g, 1)
        g.ph(113, 'on it')
        return g.act(() => ({ kind: 'sourceCounters', counter, atLeast }) as BoardCondition)
      },
      () => {
        g.ph(114, 'you have')
        g.plainWhere(116, (w) => w === 'exactly')
        const n = g.amount(104)
        g.w(115, 'life')
        return g.act(() => ({ kind: 'lifeExactly', amount: num(n) }) as BoardCondition)
      },
    ])
  },

  describe(c: BoardCondition): string {
    switch (c.kind) {
      case 'opponentControlsMore':
        return `an opponent controls more ${specText(c.spec)} than you`
      case 'noneOnBattlefield':
        return `no ${specText(c.spec)} are on the battlefield`
      case 'sourceCounters':
        if (c.atMost !== undefined) return `there are ${c.atLeast} to ${c.atMost} ${c.counter} counters on ~`
        return c.atLeast === 0
          ? `there are no ${c.counter} counters on ~`
          : `there are ${c.atLeast} or more ${c.counter} counters on ~`
      case 'lifeExactly':
        return `you have exactly ${c.amount} life`
    }
  },

  holds(s: GameState, c: BoardCondition, controller: PlayerIndex, source: ObjId): boolean {
    switch (c.kind) {
      case 'opponentControlsMore': {
        const mine = controlled(s, c.spec, controller, source)
        return opponentsOf(s, controller).some((o) => controlled(s, c.spec, o, source) > mine)
      }
      case 'noneOnBattlefield':
        return !s.battlefield.some((id) =>
          matchesSpec(s, { ...c.spec, youControl: false }, s.objects[id], controller, new Set(), source),
        )
      case 'sourceCounters': {
        // CR 122.1: the counters on the source now (none once it has left the battlefield).
        const o = s.objects[source]
        const n = o?.zone === 'battlefield' ? (o.counters[c.counter] ?? 0) : 0
        if (c.atMost !== undefined) return n >= c.atLeast && n <= c.atMost // CR 711.2
        return c.atLeast === 0 ? n === 0 : n >= c.atLeast
      }
      case 'lifeExactly':
        return s.players[controller].life === c.amount
    }
  },
}

/** "arrowhead counters", "+1/+1 counters": the counter's kind (CR 122.1). */
function counterWord(g: Grammar, i: number): string {
  const kind = g.alt(110 + i, [() => g.tok(120 + i, PT).image, () => g.plainWhere(120 + i, () => true).image])
  g.alt(112 + i, [() => g.w(116 + 2 * i, 'counter'), () => g.w(117 + 2 * i, 'counters')])
  return kind
}
