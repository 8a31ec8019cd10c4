// The table's flow rules: automatic passes (stops), whose view the table shows, when a player could respond.
import { describe, expect, it } from 'vitest'
import type { GameState, StackItem } from '@shared/engine'
import {
  actorOf,
  couldRespond,
  OPPONENT_RESOLVES,
  onlyResponding,
  shouldAutoPass,
} from '../../../src-renderer/src/components/table/flow'
import { cardIn, startedGame } from './helpers'

const stops = { own: ['precombatMain'], others: [] }
const none = { own: [], others: [] }
const hiddenInfo = { mode: 'hidden-info' as const, skipUnanswerable: false }
const everyPriority = { mode: 'every-priority' as const, skipUnanswerable: false }

describe('automatic passes', () => {
  it('stop at a step with a stop; pass at a step without one (empty stack)', () => {
    const { game } = startedGame()
    const s = game.state!
    expect(shouldAutoPass(s, 0, hiddenInfo, stops, null)).toBe(false)
    expect(shouldAutoPass(s, 0, hiddenInfo, none, null)).toBe(true)
    // 'every-priority' never passes by itself… unless the player asked to pass until the end of the turn.
    expect(shouldAutoPass(s, 0, everyPriority, none, null)).toBe(false)
    expect(shouldAutoPass(s, 0, everyPriority, stops, { mode: 'endOfTurn', turn: s.turn })).toBe(true)
  })

  it('another player’s spell on the stack always stops; one’s own spell resolves without asking', () => {
    const { game } = startedGame()
    game.setSkipUnanswerable(false) // Ben, with no land, could not answer: the table would pass for him
    game.act({ type: 'playLand', player: 0, card: cardIn(game.state!, 0, 'hand', 'Mountain') })
    const before = game.state!
    game.act({ type: 'cast', player: 0, card: cardIn(before, 0, 'hand', 'Lightning Bolt'), targets: [{ player: 1 }] })
    const s = { ...game.state!, priority: 1 }
    expect(shouldAutoPass(s, 1, hiddenInfo, none, { mode: 'myTurn', turn: 1 })).toBe(false)
    expect(onlyResponding(s, 1)).toBe(true)
    const mine: GameState = { ...s, priority: 0 }
    expect(shouldAutoPass(mine, 0, hiddenInfo, stops, null)).toBe(true)
    expect(onlyResponding(mine, 0)).toBe(false)
  })

  it('a player who could not respond (no card in hand, no untapped permanent with an ability) is passed for', () => {
    const { game } = startedGame()
    game.setSkipUnanswerable(false)
    game.act({ type: 'playLand', player: 0, card: cardIn(game.state!, 0, 'hand', 'Mountain') })
    game.act({
      type: 'cast',
      player: 0,
      card: cardIn(game.state!, 0, 'hand', 'Lightning Bolt'),
      targets: [{ player: 1 }],
    })
    const s = game.state!
    const emptyHand: GameState = {
      ...s,
      priority: 1,
      players: s.players.map((p, i) => (i === 1 ? { ...p, zones: { ...p.zones, hand: [] } } : p)),
    }
    expect(couldRespond(emptyHand, 1)).toBe(false)
    expect(shouldAutoPass(emptyHand, 1, { mode: 'ask', skipUnanswerable: true }, none, null)).toBe(true)
    // The setting off, or the strictest mode: the opponent is asked as before.
    expect(shouldAutoPass(emptyHand, 1, { mode: 'ask', skipUnanswerable: false }, none, null)).toBe(false)
    expect(shouldAutoPass(emptyHand, 1, { mode: 'every-priority', skipUnanswerable: true }, none, null)).toBe(false)
    expect(couldRespond({ ...s, priority: 1 }, 1)).toBe(true)
  })

  it('after an opponent’s response resolves, a player who could answer gets priority over their own spell (CR 117.3b)', () => {
    const { game } = startedGame()
    game.setSkipUnanswerable(false)
    game.act({ type: 'playLand', player: 0, card: cardIn(game.state!, 0, 'hand', 'Mountain') })
    game.act({
      type: 'cast',
      player: 0,
      card: cardIn(game.state!, 0, 'hand', 'Lightning Bolt'),
      targets: [{ player: 1 }],
    })
    const s: GameState = { ...game.state!, priority: 0 }
    const opponents: StackItem = { ...s.stack[0], id: 'gone', controller: 1 }
    // Ann holds cards (none she could cast now: the smart pass is off here, so holding cards is enough).
    const options = { mode: 'ask' as const, skipUnanswerable: false }
    // Ann's own Bolt on top, nothing changed: it resolves without asking.
    expect(shouldAutoPass(s, 0, options, none, null)).toBe(true)
    // Ben's Giant Growth just resolved: Ann holds cards, so she is asked.
    expect(shouldAutoPass(s, 0, options, none, null, [opponents])).toBe(false)
    // With no way to respond she is passed for, unless the "opponent resolves" stop is on.
    const empty: GameState = {
      ...s,
      players: s.players.map((p, i) => (i === 0 ? { ...p, zones: { ...p.zones, hand: [] } } : p)),
    }
    expect(shouldAutoPass(empty, 0, { ...options, skipUnanswerable: true }, none, null, [opponents])).toBe(true)
    expect(shouldAutoPass(empty, 0, options, { own: [], others: [OPPONENT_RESOLVES] }, null, [opponents])).toBe(false)
  })

  it('the table shows the acting player; during simultaneous choices it keeps the one already seated', () => {
    const { game } = startedGame(undefined, false)
    const s = game.state!
    expect(actorOf(s, null)).toBe(0)
    const simultaneous: GameState = {
      ...s,
      pending: [
        { kind: 'x', player: 0, simultaneous: true },
        { kind: 'x', player: 1, simultaneous: true },
      ],
    }
    expect(actorOf(simultaneous, 1)).toBe(1)
    expect(actorOf(simultaneous, null)).toBe(0)
  })
})
