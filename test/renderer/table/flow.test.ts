// The table's flow rules: automatic passes (stops), whose view the table shows.
import { describe, expect, it } from 'vitest'
import type { GameState } from '@shared/engine'
import { actorOf, shouldAutoPass } from '../../../src-renderer/src/components/table/flow'
import { cardIn, startedGame } from './helpers'

const stops = { own: ['precombatMain'], others: [] }

describe('automatic passes', () => {
  it('stop at a step with a stop; pass at a step without one (empty stack)', () => {
    const { game } = startedGame()
    const s = game.state!
    expect(shouldAutoPass(s, 0, 'hidden-info', stops, null)).toBe(false)
    expect(shouldAutoPass(s, 0, 'hidden-info', { own: [], others: [] }, null)).toBe(true)
    // 'every-priority' never passes by itself… unless the player asked to pass until the end of the turn.
    expect(shouldAutoPass(s, 0, 'every-priority', { own: [], others: [] }, null)).toBe(false)
    expect(shouldAutoPass(s, 0, 'every-priority', stops, { mode: 'endOfTurn', turn: s.turn })).toBe(true)
  })

  it('another player’s spell on the stack always stops; one’s own spell resolves without asking', () => {
    const { game } = startedGame()
    game.act({ type: 'playLand', player: 0, card: cardIn(game.state!, 0, 'hand', 'Mountain') })
    const before = game.state!
    game.act({ type: 'cast', player: 0, card: cardIn(before, 0, 'hand', 'Lightning Bolt'), targets: [{ player: 1 }] })
    const s = game.state!
    expect(s.priority).toBe(1) // Ann's own Bolt: passed for her
    expect(shouldAutoPass(s, 1, 'hidden-info', { own: [], others: [] }, { mode: 'myTurn', turn: 1 })).toBe(false)
    const mine: GameState = { ...s, priority: 0 }
    expect(shouldAutoPass(mine, 0, 'hidden-info', stops, null)).toBe(true)
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
