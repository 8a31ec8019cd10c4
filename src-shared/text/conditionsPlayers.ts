// Conditions on what the players have or did, beside text/conditions.ts, in their one home (`parse`, `describe`,
// `holds`): "if you have more cards in hand than each opponent", "if an opponent has more cards in hand than you",
// "if you have more life than an opponent", "if an opponent has more life than you" / "you have less life than an
// opponent", "as long as an opponent has 10 or less life", "if an opponent has no cards in hand", "if you're the
// monarch" (CR 724), "as long as you've drawn two or more cards this turn" (CR 121.2), "if three or more creatures
// died this turn" (CR 700.4). CR 603.4 as an intervening "if", 608.2c in an effect, 611.3a in a static ability.
import type { GameCondition, PlayerFact } from '../engine/ast'
import type { Grammar } from './grammar'
import type { GameState, PlayerIndex } from '../engine/types'
import { opponentsOf } from '../engine/query'
import { turnFacts } from '../engine/turnFacts'
import { monarchOf } from './effects/monarch'

export type PlayerCondition = Extract<GameCondition, { kind: 'player' }>

const num = (n: unknown) => (typeof n === 'number' ? n : 0)
const fact = (f: PlayerFact, n?: number): PlayerCondition => ({
  kind: 'player',
  fact: f,
  ...(n === undefined ? {} : { n }),
})

export const playerCondition = {
  parse(g: Grammar): PlayerCondition {
    return g.alt<PlayerCondition>(170, [
      () => {
        g.ph(170, 'you have')
        return g.alt<PlayerCondition>(171, [
          () => (g.ph(171, 'more cards in hand than each opponent'), fact('handMore')),
          () => (g.ph(172, 'more life than an opponent'), fact('lifeMore')),
          () => (g.ph(173, 'less life than an opponent'), fact('lifeLess')),
        ])
      },
      () => {
        g.ph(174, 'an opponent has')
        return g.alt<PlayerCondition>(172, [
          () => (g.ph(175, 'more cards in hand than you'), fact('opponentHandMore')),
          () => (g.ph(176, 'more life than you'), fact('lifeLess')),
          () => (g.ph(177, 'no cards in hand'), fact('opponentNoHand')),
          () => {
            const n = g.amount(170)
            g.ph(178, 'or less life')
            return g.act(() => fact('opponentLifeAtMost', num(n)))
          },
        ])
      },
      () => (g.w(179, "you're"), g.w(180, 'the'), g.plainWhere(170, (w) => w === 'monarch'), fact('monarch')),
      () => {
        g.w(181, "you've")
        g.w(182, 'drawn')
        const n = g.amount(171)
        g.ph(183, 'or more cards this turn')
        return g.act(() => fact('drewAtLeast', num(n)))
      },
      () => {
        const n = g.amount(172)
        g.ph(184, 'or more creatures died this turn')
        return g.act(() => fact('diedAtLeast', num(n)))
      },
    ])
  },

  describe(c: PlayerCondition): string {
    switch (c.fact) {
      case 'handMore':
        return 'you have more cards in hand than each opponent'
      case 'opponentHandMore':
        return 'an opponent has more cards in hand than you'
      case 'lifeMore':
        return 'you have more life than an opponent'
      case 'lifeLess':
        return 'an opponent has more life than you'
      case 'opponentLifeAtMost':
        return `an opponent has ${c.n} or less life`
      case 'opponentNoHand':
        return 'an opponent has no cards in hand'
      case 'monarch':
        return "you're the monarch"
      case 'drewAtLeast':
        return `you've drawn ${c.n} or more cards this turn`
      case 'diedAtLeast':
        return `${c.n} or more creatures died this turn`
    }
  },

  holds(s: GameState, c: PlayerCondition, controller: PlayerIndex): boolean {
    const hand = (p: PlayerIndex) => s.players[p].zones.hand?.length ?? 0
    const life = (p: PlayerIndex) => s.players[p].life
    // CR 102.2: the opponents still in the game.
    const opponents = opponentsOf(s, controller)
    const n = c.n ?? 0
    switch (c.fact) {
      case 'handMore':
        return opponents.every((o) => hand(controller) > hand(o))
      case 'opponentHandMore':
        return opponents.some((o) => hand(o) > hand(controller))
      case 'lifeMore':
        return opponents.some((o) => life(controller) > life(o))
      case 'lifeLess':
        return opponents.some((o) => life(o) > life(controller))
      case 'opponentLifeAtMost':
        return opponents.some((o) => life(o) <= n)
      case 'opponentNoHand':
        return opponents.some((o) => hand(o) === 0)
      case 'monarch':
        return monarchOf(s) === controller
      case 'drewAtLeast':
        return (turnFacts(s).drew?.[controller] ?? 0) >= n
      case 'diedAtLeast':
        return turnFacts(s).died >= n
    }
  },
}
