// Manahearth setup (rulings MH-2..MH-5) as the app sees it: the hidden, simultaneous hero choice in player views,
// the enumerated choices, the three-card hands, the Lotus and the Manahearth Zone shown to everyone.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import {
  actingPlayers,
  applyAction,
  checkInvariants,
  createGame,
  legalActions,
  nameOf,
  viewFor,
  type Action,
  type GameState,
} from '@shared/engine'
import { starterDeckIds } from './randomGames'

function game(players = 2, start = 0): GameState {
  const { cards, lists } = starterDeckIds()
  return createGame({
    variant: 'manahearth',
    seed: 9,
    start,
    cards,
    players: Array.from({ length: players }, (_, i) => ({ name: ['Ann', 'Ben', 'Cid', 'Dee'][i], deck: lists[i % 2] })),
  })
}

function act(s: GameState, a: Action): GameState {
  const r = applyAction(s, a)
  if (!r.ok) throw new Error(r.reason)
  return r.state
}

const pick = (s: GameState, p: number, name: string): string =>
  s.players[p].zones.library.find((id) => nameOf(s, id) === name)!

describe('Manahearth setup', () => {
  it('ruling MH-2: both players choose at once; the choice stays hidden from the others until both chose', () => {
    let s = game()
    expect(s.step).toBe('chooseHero')
    expect(actingPlayers(s)).toEqual([0, 1]) // simultaneous
    // Only the deck's planeswalkers are offered.
    const offered = legalActions(s, 1)
      .filter((a) => a.type === 'chooseHero')
      .map((a) => nameOf(s, (a as { card: string }).card))
    expect(offered.sort()).toEqual(['Ajani Goldmane', 'Elspeth, Knight-Errant', 'Garruk Wildspeaker'])
    s = act(s, { type: 'chooseHero', player: 1, card: pick(s, 1, 'Garruk Wildspeaker') })
    // Nobody has a hero yet; Ann's view shows no trace of Ben's choice, Ben's own view names it.
    expect(s.players.every((p) => p.zones.hero.length === 0)).toBe(true)
    const annView = viewFor(s, 0)
    expect(JSON.stringify(annView.players[1])).not.toContain('Garruk')
    expect(annView.players[1].extra).not.toHaveProperty('heroChoice')
    expect(annView.players[1].extra).not.toHaveProperty('heroChoiceName')
    expect(Object.values(annView.cards).map((c) => c.name)).not.toContain('Garruk Wildspeaker')
    expect(viewFor(s, 1).players[1].extra.heroChoiceName).toBe('Garruk Wildspeaker')
    expect(viewFor(s, 'spectator').players[1].extra).not.toHaveProperty('heroChoice')
    // A player who chose can't choose again; the other still can.
    expect(applyAction(s, { type: 'chooseHero', player: 1, card: pick(s, 1, 'Ajani Goldmane') }).ok).toBe(false)
    s = act(s, { type: 'chooseHero', player: 0, card: pick(s, 0, 'Chandra, Pyrogenius') })
    // Both chose: revealed into the Hero Zones, visible to everyone; 30 cards shuffled, 3 drawn (ruling MH-2).
    expect(s.step).toBe('mulligan')
    const view = viewFor(s, 0)
    expect(nameOf(view, view.players[1].zones.hero[0])).toBe('Garruk Wildspeaker')
    expect(view.players[1].extra).not.toHaveProperty('heroChoice')
    for (const p of s.players) {
      expect(p.life).toBe(20)
      expect(p.zones.hand).toHaveLength(3)
      expect(p.zones.library).toHaveLength(27)
    }
    expect(checkInvariants(s)).toEqual([])
  })

  it('ruling MH-3/MH-4: mulligans in turn order from the starting player, then a Lotus for each other player', () => {
    let s = game(3, 1)
    for (const p of [0, 1, 2])
      s = act(
        s,
        legalActions(s, p).find((a) => a.type === 'chooseHero')!,
      )
    expect(s.pending.map((d) => d.player)).toEqual([1, 2, 0])
    const hand = s.players[1].zones.hand
    s = act(s, { type: 'mulligan', player: 1, cards: [hand[0], hand[2]] })
    expect(s.players[1].zones.hand).toHaveLength(3)
    expect(s.players[1].zones.hand).toContain(hand[1]) // the card kept stays
    s = act(s, { type: 'keep', player: 2 })
    s = act(s, { type: 'keep', player: 0 })
    expect(s.phase).toBe('turn')
    const lotuses = s.players.map((p) => p.zones.hand.filter((id) => nameOf(s, id) === 'Lotus').length)
    expect(lotuses).toEqual([1, 0, 1])
    // The Lotus is owned by its player but isn't one of the 31 cards (library + hand + hero = 31 without it).
    s.players.forEach((p, i) =>
      expect(p.zones.library.length + p.zones.hand.length - lotuses[i] + p.zones.hero.length).toBe(31),
    )
    // The Manahearth Zone is shared and visible to everyone (ruling MH-6).
    expect(viewFor(s, 2).shared.manahearth).toHaveLength(50)
    expect(checkInvariants(s)).toEqual([])
  })
  it('ruling MH-1: a casual game with a deck without planeswalkers goes on without a hero for that player', () => {
    const { cards, lists } = starterDeckIds()
    const noWalkers = lists[1].filter((id) => !cards[id].faces[0].types.includes('Planeswalker'))
    let s = createGame({
      variant: 'manahearth',
      seed: 9,
      start: 0,
      cards,
      players: [
        { name: 'Ann', deck: lists[0] },
        { name: 'Ben', deck: noWalkers },
      ],
    })
    expect(legalActions(s, 1).some((a) => a.type === 'chooseHero')).toBe(false)
    s = act(
      s,
      legalActions(s, 0).find((a) => a.type === 'chooseHero')!,
    )
    for (const p of actingPlayers(s)) s = act(s, { type: 'keep', player: p })
    while (s.phase === 'setup') s = act(s, { type: 'keep', player: actingPlayers(s)[0] })
    expect(s.players[0].zones.hero).toHaveLength(1)
    expect(s.players[1].zones.hero).toHaveLength(0)
    expect(checkInvariants(s)).toEqual([])
  })
})
