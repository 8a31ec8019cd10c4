// The smart pass and hold priority (CR 117.3c): the table passes for a player who can do nothing but pass (asked of
// the engine from that player's own view: no castable spell, no usable ability), and a player who acts with Ctrl
// held keeps priority over their own spell, so two spells can be stacked.
import { describe, expect, it } from 'vitest'
import type { GameState } from '@shared/engine'
import { canAct, shouldAutoPass } from '../../../src-renderer/src/components/table/flow'
import { cardIn, deck, startedGame, twoPlayers } from '../table/helpers'

const none = { own: [], others: [] }
const smart = { mode: 'ask' as const, skipUnanswerable: true }

/** Ann's turn 1 with a Mountain played and Lightning Bolt cast at Ben, Ben to answer (the smart pass off meanwhile). */
function boltOnTheStack(benDeck = deck({ Forest: 8, 'Grizzly Bears': 6, 'Giant Growth': 6 })) {
  const { game } = startedGame(
    twoPlayers({ players: [twoPlayers().players[0], { ...twoPlayers().players[1], deck: benDeck }] }),
  )
  game.setSkipUnanswerable(false)
  game.act({ type: 'playLand', player: 0, card: cardIn(game.state!, 0, 'hand', 'Mountain') })
  game.act({
    type: 'cast',
    player: 0,
    card: cardIn(game.state!, 0, 'hand', 'Lightning Bolt'),
    targets: [{ player: 1 }],
  })
  expect(game.state!.priority).toBe(1)
  return game
}

describe('the smart pass', () => {
  it('a player holding cards but nothing castable now is passed for on another player’s spell', () => {
    const game = boltOnTheStack()
    const s = game.state!
    expect(s.players[1].zones.hand.length).toBeGreaterThan(0) // Giant Growth in hand, but no land and no creature
    expect(canAct(s, 1)).toBe(false)
    expect(shouldAutoPass(s, 1, smart, none, null)).toBe(true)
    // The setting off: asked as before.
    expect(shouldAutoPass(s, 1, { ...smart, skipUnanswerable: false }, none, null)).toBe(false)
  })

  it('a player with a castable instant (from their own view) is stopped', () => {
    const game = boltOnTheStack(deck({ Mountain: 10, 'Lightning Bolt': 10 }))
    // Ben gets an untapped Mountain (a prepared position): his Lightning Bolt is castable now.
    const s0 = game.state!
    const mountain = s0.players[1].zones.hand.find((id) => s0.cards[s0.objects[id].def].name === 'Mountain')!
    const s: GameState = {
      ...s0,
      battlefield: [...s0.battlefield, mountain],
      objects: { ...s0.objects, [mountain]: { ...s0.objects[mountain], zone: 'battlefield', controller: 1 } },
      players: s0.players.map((p, i) =>
        i === 1 ? { ...p, zones: { ...p.zones, hand: p.zones.hand.filter((x) => x !== mountain) } } : p,
      ),
    }
    expect(canAct(s, 1)).toBe(true)
    expect(shouldAutoPass(s, 1, smart, none, null)).toBe(false)
  })

  it('a stop where the player can do nothing is passed (the end step with no instant)', () => {
    const { game } = startedGame(twoPlayers(), true, ['precombatMain', 'end'])
    game.setSkipUnanswerable(true)
    // Ann plays no land: her Lightning Bolts can't be cast, so her end-step stop is passed for her.
    game.act({ type: 'pass', player: 0 })
    expect(game.state!.turn).toBe(2)
  })
})

describe('hold priority (CR 117.3c)', () => {
  it('an action taken with Ctrl held keeps the priority with its player: two spells stacked', () => {
    const setup = twoPlayers()
    setup.players[0] = { ...setup.players[0], deck: deck({ Mountain: 8, 'Lightning Bolt': 12 }) }
    const { game } = startedGame(setup)
    game.setSkipUnanswerable(false)
    const s0 = game.state!
    // Two untapped Mountains (a prepared position): two Bolts can be paid for.
    const lands = s0.players[0].zones.library
      .filter((id) => s0.cards[s0.objects[id].def].name === 'Mountain')
      .slice(0, 2)
    game.history = {
      ...game.history!,
      state: {
        ...s0,
        battlefield: [...s0.battlefield, ...lands],
        objects: {
          ...s0.objects,
          ...Object.fromEntries(lands.map((id) => [id, { ...s0.objects[id], zone: 'battlefield', controller: 0 }])),
        },
        players: s0.players.map((p, i) =>
          i === 0 ? { ...p, zones: { ...p.zones, library: p.zones.library.filter((x) => !lands.includes(x)) } } : p,
        ),
      },
    }
    const bolts = game.state!.players[0].zones.hand.filter(
      (id) => game.state!.cards[game.state!.objects[id].def].name === 'Lightning Bolt',
    )
    game.holdPriorityNext(true)
    expect(game.act({ type: 'cast', player: 0, card: bolts[0], targets: [{ player: 1 }] })).toBeNull()
    expect(game.state!.priority).toBe(0) // held: Ann may add to the stack
    expect(game.act({ type: 'cast', player: 0, card: bolts[1], targets: [{ player: 1 }] })).toBeNull()
    expect(game.state!.stack).toHaveLength(2)
    // Without Ctrl, her own spell is let go: Ben is asked.
    expect(game.state!.priority).toBe(1)
  })
})
