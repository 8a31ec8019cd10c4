import { describe, expect, it } from 'vitest'
import { variantIds } from '../../../src-shared/variants'
import { starterMatchDecks } from '../../../src-shared/computer/decks'
import { applyAction } from '../../../src-shared/engine'
import { computerAction } from '../../../src-shared/computer'
import { createGoldfish, goldfishAction, GOLDFISH_SEAT, runGoldfish } from '../../../src-shared/practice/goldfish'
import { simulate, simulationCsv, summarise, wilson } from '../../../src-shared/practice/simulate'

describe('goldfish: an inert opponent that never draws (CR 704.5b does not apply to it)', () => {
  it('in every variant, the goldfish never loses by drawing from its empty library (CR 704.5b, ruling MH-12)', () => {
    for (const variant of variantIds()) {
      const deck = starterMatchDecks(variant)[0]
      let s = createGoldfish({ variant, deck, seed: 3 })
      expect(s.players[GOLDFISH_SEAT].zones.library).toEqual([])
      // Both seats only pass: the goldfish's draw steps come and go.
      for (let i = 0; i < 400 && s.phase !== 'ended' && s.turn < 6; i++) {
        const acting = s.pending[0]?.player ?? s.priority ?? s.active
        const r = applyAction(s, goldfishAction(s, acting))
        expect(r.ok, `${variant}: ${!r.ok && r.reason}`).toBe(true)
        if (r.ok) s = r.state
      }
      expect(s.players[GOLDFISH_SEAT].lost, variant).toBe(false)
      expect(s.players[GOLDFISH_SEAT].drewFromEmpty ?? false, variant).toBe(false)
    }
  }, 60000)

  it('the normal game: the computer kills the goldfish, damage per turn adds up to its 20 life', () => {
    const r = runGoldfish({ variant: 'normal', deck: starterMatchDecks('normal')[0], seed: 1 })
    expect(r.won).toBe(true)
    expect(r.killTurn).toBeGreaterThanOrEqual(2)
    expect(r.damagePerTurn.length).toBe(r.killTurn)
    expect(r.damagePerTurn.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(20)
    expect(r.cast.length).toBeGreaterThan(0)
  }, 30000)

  it('Heroic: the hero joins the goldfish game and the deck kills it', () => {
    const r = runGoldfish({ variant: 'heroic', deck: starterMatchDecks('heroic')[0], seed: 2 })
    expect(r.won).toBe(true)
    expect(r.killTurn).toBeGreaterThan(0)
  }, 30000)

  it('Manahearth: the computer kills the goldfish with a starter deck (MH-2 hero chosen), on every seed tried', () => {
    for (const seed of [1, 2, 3]) {
      const r = runGoldfish({ variant: 'manahearth', deck: starterMatchDecks('manahearth')[0], seed })
      expect(r.won, `seed ${seed}`).toBe(true)
      expect(r.killTurn).toBeGreaterThan(0)
      expect(r.damagePerTurn.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(20)
    }
  }, 60000)

  it('Magic Combat Rules (MCR-3): the goldfish’s slots stay empty and you win on points after round ten', () => {
    let s = createGoldfish({ variant: 'combat', deck: starterMatchDecks('combat')[0], seed: 4 })
    for (let i = 0; i < 5000 && s.phase !== 'ended'; i++) {
      const acting = s.pending[0]?.player ?? s.priority ?? s.active
      const action =
        acting === GOLDFISH_SEAT
          ? goldfishAction(s, acting)
          : computerAction(s, acting, { level: 'normal', seed: 1 }).action
      const r = applyAction(s, action)
      expect(r.ok, !r.ok ? r.reason : '').toBe(true)
      if (r.ok) s = r.state
      expect(s.battlefield.filter((id) => s.objects[id].controller === GOLDFISH_SEAT)).toEqual([])
    }
    expect(s.phase).toBe('ended')
    expect(s.winner).toBe(0)
    expect(s.round).toBe(10)
    const r = runGoldfish({ variant: 'combat', deck: starterMatchDecks('combat')[0], seed: 4 })
    expect(r.won).toBe(true)
    expect(r.killTurn).toBe(10)
  }, 60000)

  it('Manahearth: you still choose your hero (MH-2); the goldfish has none and keeps its empty hand', () => {
    const s = createGoldfish({ variant: 'manahearth', deck: starterMatchDecks('manahearth')[0], seed: 1 })
    expect(s.pending.map((p) => [p.kind, p.player])).toEqual([['chooseHero', 0]])
  })
})

describe('simulations', () => {
  it('the Wilson score interval (known values)', () => {
    const i = wilson(50, 100)
    expect(i.low).toBeCloseTo(0.4038, 3)
    expect(i.high).toBeCloseTo(0.5962, 3)
    expect(wilson(0, 10).low).toBe(0)
    expect(wilson(10, 10).high).toBeCloseTo(1, 12)
  })

  it('summarises the kill turns, life per turn, cards cast and stuck', () => {
    const base = { turns: 0, actions: 0, damagePerTurn: [] }
    const r = summarise([
      { ...base, won: true, killTurn: 2, lifePerTurn: [10, 0], cast: ['Shock', 'Shock'], stuck: ['Mountain'] },
      { ...base, won: false, killTurn: null, lifePerTurn: [18, 16, 14], cast: ['Shock'], stuck: [] },
    ])
    expect(r.wins).toBe(1)
    expect(r.killTurns).toEqual([0, 1])
    expect(r.averageLife).toEqual([14, 8, 7])
    expect(r.cast).toEqual([{ name: 'Shock', count: 3 }])
    expect(r.stuck).toEqual([{ name: 'Mountain', count: 1 }])
    const csv = simulationCsv(r)
    expect(csv).toContain('win rate,0.5000')
    expect(csv).toContain('kill turn,games\n1,0\n2,1')
  })

  it('runs N goldfish games with progress and cancels when asked', () => {
    const seen: number[] = []
    const r = simulate({ variant: 'normal', deck: starterMatchDecks('normal')[0], games: 10 }, (done) => {
      seen.push(done)
      return done < 3
    })
    expect(seen).toEqual([1, 2, 3])
    expect(r.games).toBe(3)
    expect(r.wins).toBeGreaterThan(0)
  }, 30000)
})

describe('the goldfish end screen', () => {
  it('damage per turn of yours from the life chart (on the play and on the draw)', async () => {
    const { damageByTurn } = await import('../../../src-shared/practice/goldfish')
    const pts = (xs: [number, number][]) => xs.map(([turn, life]) => ({ turn, life: [20, life] }))
    expect(
      damageByTurn(
        pts([
          [0, 20],
          [1, 20],
          [2, 20],
          [3, 17],
          [4, 17],
          [5, 5],
          [5, 0],
        ]),
        0,
      ),
    ).toEqual({
      damage: [0, 3, 17],
      killTurn: 3,
    })
    expect(
      damageByTurn(
        pts([
          [0, 20],
          [1, 20],
          [2, 18],
          [3, 18],
          [4, 10],
        ]),
        1,
      ),
    ).toEqual({ damage: [2, 8], killTurn: null })
  })
})
