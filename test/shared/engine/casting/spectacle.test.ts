// Spectacle (CR 702.137): "You may cast this spell for its spectacle cost rather than its mana cost if an opponent
// lost life this turn." Damage, life loss and paid life all count as losing life (CR 119.3, 119.4).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const pool = realPool(['Skewer the Critics', 'Lightning Bolt', 'Grizzly Bears'])

describe('spectacle (CR 702.137)', () => {
  it('CR 702.137a: Skewer the Critics for {R} after Lightning Bolt dealt damage to the opponent', () => {
    expect(explainCard(pool.byName('Skewer the Critics')!).automated).toBe(true)
    const r = play(
      pool,
      { hand: ['Lightning Bolt', 'Skewer the Critics'], battlefield: ['Mountain', 'Mountain'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        ...passBoth,
        { player: 0, type: 'cast', card: 'Skewer the Critics', targets: ['player:1'], alternative: 'spectacle' },
        ...passBoth,
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[1].life).toBe(14)
    expect(out(r).players[0].graveyard).toEqual(['Lightning Bolt', 'Skewer the Critics'])
  })

  it('CR 702.137a: no spectacle while no opponent lost life this turn (only its own mana cost)', () => {
    const r = play(pool, { hand: ['Skewer the Critics'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, {}, [
      { player: 0, type: 'cast', card: 'Skewer the Critics', targets: ['player:1'], alternative: 'spectacle' },
    ])
    expect(out(r).rejected?.[0]?.reason).toMatch(/CR 702\.137a/)
  })

  it('CR 119.3: the life the caster lost does not count, an opponent must have lost it', () => {
    const r = play(
      pool,
      { hand: ['Lightning Bolt', 'Skewer the Critics'], battlefield: ['Mountain', 'Mountain'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:0'] },
        ...passBoth,
        { player: 0, type: 'cast', card: 'Skewer the Critics', targets: ['player:1'], alternative: 'spectacle' },
      ],
    )
    expect(out(r).rejected?.[0]?.reason).toMatch(/CR 702\.137a/)
  })
})
