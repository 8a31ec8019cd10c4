// CR 305.2 in the variants: "You may play an additional land on each of your turns" (Exploration) counts for the
// Manahearth Zone's lands (ruling MH-6) and for Mental Magic's lands and Utopias (ruling MM-4) as for a normal land.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { runScenario } from '@shared/scenario'
import { legalActions } from '@shared/engine'
import { realPool } from '../../support/realCards'

const pool = realPool(['Exploration', 'Grizzly Bears', 'Hill Giant'])
const play = (variant: string, battlefield: string[], hand: string[], actions: Record<string, unknown>[]) =>
  runScenario(
    {
      variant,
      seed: 1,
      players: [{ name: 'Ann' }, { name: 'Ben' }],
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [{ battlefield, hand, library: ['Forest', 'Forest'] }, { library: ['Island', 'Island'] }],
      },
      actions,
    },
    pool,
  )

const lands = (variant: string, withExploration: boolean, hand: string[], plays: Record<string, unknown>[]) =>
  play(variant, withExploration ? ['Exploration'] : [], hand, plays)

describe('CR 305.2: additional land plays in the variants', () => {
  const fromZone = [
    { player: 0, type: 'playLand', card: 'Mountain', from: 'manahearth' },
    { player: 0, type: 'playLand', card: 'Forest', from: 'manahearth' },
  ]

  it('ruling MH-6: with Exploration, two lands from the Manahearth Zone in one turn', () => {
    const r = lands('manahearth', true, [], fromZone)
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[0].landsPlayed).toBe(2)
    // A third is one too many (CR 305.2).
    expect(legalActions(r.state, 0).some((a) => a.type === 'playLand')).toBe(false)
  })

  it('ruling MH-6: without it, the second land from the zone is refused', () => {
    const two = lands('manahearth', false, [], fromZone)
    expect(two.output.rejected).toEqual([{ index: 1, reason: expect.stringMatching(/already played a land/) }])
    const one = lands('manahearth', false, [], fromZone.slice(0, 1))
    expect(one.state.players[0].landsPlayed).toBe(1)
    expect(legalActions(one.state, 0).some((a) => a.type === 'playLand')).toBe(false)
  })

  it('ruling MM-4: with Exploration, two Utopias in one Mental Magic turn, and offered as legal', () => {
    const first = lands(
      'mental',
      true,
      ['Grizzly Bears', 'Hill Giant'],
      [{ player: 0, type: 'playLand', card: 'Grizzly Bears', faceDown: true }],
    )
    expect(legalActions(first.state, 0).some((a) => a.type === 'playLand')).toBe(true)
    const both = lands(
      'mental',
      true,
      ['Grizzly Bears', 'Hill Giant'],
      [
        { player: 0, type: 'playLand', card: 'Grizzly Bears', faceDown: true },
        { player: 0, type: 'playLand', card: 'Hill Giant', faceDown: true },
      ],
    )
    expect(both.state.players[0].landsPlayed).toBe(2)
    const without = lands(
      'mental',
      false,
      ['Grizzly Bears', 'Hill Giant'],
      [{ player: 0, type: 'playLand', card: 'Grizzly Bears', faceDown: true }],
    )
    expect(legalActions(without.state, 0).some((a) => a.type === 'playLand')).toBe(false)
  })
})
