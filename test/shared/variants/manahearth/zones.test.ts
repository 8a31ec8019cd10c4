// The Manahearth Zone and Hero Zone replacement rules at the engine level (rulings MH-6, MH-8, MH-9) and the
// variant invariants: every way a land can leave the battlefield, whatever the cause, sends it back to the zone.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import {
  applyAction,
  checkInvariants,
  createGame,
  legalActions,
  moveObject,
  nameOf,
  variantById,
  Tx,
  type Action,
  type GameState,
} from '@shared/engine'
import { manahearthInvariants } from '@shared/variants/manahearth/invariants'
import { starterDeckIds, playRandomGame } from './randomGames'

function started(): GameState {
  const { cards, lists } = starterDeckIds()
  let s = createGame({
    variant: 'manahearth',
    seed: 4,
    start: 0,
    cards,
    players: [
      { name: 'Ann', deck: lists[0] },
      { name: 'Ben', deck: lists[1] },
    ],
  })
  // Setup: each chooses the first planeswalker offered, then both keep (rulings MH-2, MH-3).
  for (const a of [
    legalActions(s, 0)[0],
    legalActions(s, 1)[0],
    { type: 'keep', player: 0 },
    { type: 'keep', player: 1 },
  ] as Action[]) {
    const r = applyAction(s, a)
    if (!r.ok) throw new Error(r.reason)
    s = r.state
  }
  if (s.phase !== 'turn') throw new Error('setup did not finish')
  const tx = new Tx(s, variantById('manahearth'))
  // Put three Manahearth lands on Ann's battlefield, as if played.
  for (const name of ['Mountain', 'Mountain', 'Forest']) {
    const id = tx.s.shared.manahearth.find((x) => nameOf(tx.s, x) === name)!
    moveObject(tx, id, 'battlefield', { cause: 'play', controller: 0 })
  }
  s = tx.s
  return s
}

const counts = (s: GameState) => {
  const out: Record<string, number> = {}
  for (const id of s.shared.manahearth) out[nameOf(s, id)] = (out[nameOf(s, id)] ?? 0) + 1
  return out
}

describe('ruling MH-6: Manahearth lands return to the zone', () => {
  for (const [cause, to] of [
    ['destroy', 'graveyard'],
    ['sacrifice', 'graveyard'],
    ['bounce', 'hand'],
    ['exile', 'exile'],
    ['manual', 'library'],
    ['sba', 'graveyard'],
    ['leave', 'exile'],
  ] as const) {
    it(`a land leaving the battlefield (${cause} → ${to}) goes back to the Manahearth Zone`, () => {
      const s = started()
      expect(counts(s).Mountain).toBe(8)
      const tx = new Tx(s, variantById('manahearth'))
      const land = tx.s.battlefield.find((id) => nameOf(tx.s, id) === 'Mountain')!
      moveObject(tx, land, to, { cause })
      expect(counts(tx.s).Mountain).toBe(9)
      expect(tx.s.players[0].zones[to]?.some((id) => nameOf(tx.s, id) === 'Mountain') ?? false).toBe(false)
      expect(checkInvariants(tx.s)).toEqual([])
    })
  }

  it('the invariant catches a land that vanished or a second hero', () => {
    const s = started()
    const broken: GameState = { ...s, shared: { ...s.shared, manahearth: s.shared.manahearth.slice(1) } }
    expect(manahearthInvariants(broken).join(' ')).toMatch(
      /9 Plains in the Manahearth Zone and on the battlefield, not 10/,
    )
    const hero = s.players[0].zones.hero[0]
    const twoHeroes: GameState = {
      ...s,
      players: s.players.map((p, i) => (i === 1 ? { ...p, zones: { ...p.zones, hero: [...p.zones.hero, hero] } } : p)),
    }
    expect(manahearthInvariants(twoHeroes).join(' ')).toMatch(/player 1 has 2 heroes/)
    const bigHand: GameState = { ...s, extra: { ...s.extra, lastCleanup: { player: 0, hand: 11 } } }
    expect(manahearthInvariants(bigHand).join(' ')).toMatch(/ended a turn with 11 cards.*MH-7/)
  })
})

describe('rulings MH-8 and MH-9: the Hero Zone', () => {
  it('nothing but a new hero moves a hero out (sacrifice, exile, destroy are ignored)', () => {
    const s = started()
    const tx = new Tx(s, variantById('manahearth'))
    const hero = tx.s.players[1].zones.hero[0]
    for (const [to, cause] of [
      ['exile', 'exile'],
      ['graveyard', 'sacrifice'],
      ['hand', 'bounce'],
    ]) {
      expect(moveObject(tx, hero, to, { cause })).toBeNull()
      expect(tx.s.players[1].zones.hero).toEqual([hero])
    }
  })

  it('a planeswalker put onto the battlefield by an effect replaces the hero; the hero has no loyalty counters', () => {
    const s = started()
    const tx = new Tx(s, variantById('manahearth'))
    const old = tx.s.players[1].zones.hero[0]
    const pw = tx.s.players[1].zones.library.find((id) =>
      tx.s.cards[tx.s.objects[id].def].faces[0].types.includes('Planeswalker'),
    )!
    const id = moveObject(tx, pw, 'battlefield', { cause: 'effect' })!
    expect(tx.s.objects[id].zone).toBe('hero')
    expect(tx.s.objects[id].counters).toEqual({})
    expect(tx.s.battlefield).not.toContain(id)
    expect(tx.s.players[1].zones.graveyard.map((x) => tx.s.objects[x].def)).toContain(s.objects[old].def)
    expect(checkInvariants(tx.s)).toEqual([])
  })
})

describe('saved games', () => {
  it('a Manahearth game state is plain JSON (round-trips exactly)', () => {
    const s = started()
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
    expect(playRandomGame(77, 2, 8).actions).toBeGreaterThan(0)
  })
})
