// A Combat Rules game between Hard and Normal (the bench's seed 3, game 18) used to stall: Hard equipped the same
// creature again and again before a fight (equip is free and unlimited, MCR-4, MCR-7), so the game never moved on.
// The fixture is that game's actions up to its first fights step where Hard can equip (replayed again whenever card
// text the engine runs changes the game); from there both computers play and the combat must end.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import '@shared/engine'
import '@shared/variants'
import { actingPlayers, applyAction, createGame, type Action, type GameState } from '@shared/engine'
import { computerAction, type Level } from '@shared/computer'
import { starterMatchDecks } from '@shared/computer/decks'

interface Fixture {
  variant: string
  seats: Level[]
  seed: number
  game: number
  actions: Action[]
}

const fixture = JSON.parse(readFileSync(join(__dirname, 'fixtures/combat-equip-loop.json'), 'utf8')) as Fixture

/** The bench's game (`playGame` with an even game number: seat k is player k) replayed from its log. */
function replay(): GameState {
  const decks = starterMatchDecks(fixture.variant)
  const d = decks[Math.floor(fixture.game / 2) % decks.length]
  const seed = fixture.seed * 1000 + fixture.game
  let s = createGame({
    variant: fixture.variant,
    seed,
    cards: [...d.cards, ...d.cards],
    players: fixture.seats.map((level, k) => ({ name: `Seat ${k + 1} (${level})`, deck: d.main, sideboard: [] })),
    start: 0,
  })
  for (const a of fixture.actions) {
    const r = applyAction(s, a)
    if (!r.ok) throw new Error(`the fixture no longer replays: ${JSON.stringify(a)}: ${r.reason}`)
    s = r.state
  }
  return s
}

describe('computer: no Combat Rules game stalls', () => {
  it('MCR-7, MCR-8: Hard does not equip again and again before a fight; the combat ends', () => {
    let s = replay()
    const seed = fixture.seed * 1000 + fixture.game
    const turn = s.turn
    expect(s.step).toBe('fights')
    const activations: Action[] = []
    for (let i = 0; i < 80 && s.phase !== 'ended' && s.turn === turn; i++) {
      const player = actingPlayers(s)[0]
      const d = computerAction(s, player, { level: fixture.seats[player], seed: seed + player })
      if (d.action.type === 'activate') activations.push(d.action)
      const r = applyAction(s, d.action)
      expect(r.ok).toBe(true)
      if (!r.ok) break
      s = r.state
    }
    expect(s.turn).toBeGreaterThan(turn)
    expect(activations.length).toBeLessThanOrEqual(2)
  }, 120_000) // at most 80 decisions: 31 s on a 2-core machine at load 16
})
