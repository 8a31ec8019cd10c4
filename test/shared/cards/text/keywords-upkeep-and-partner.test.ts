// Cumulative upkeep paid in life or in either of two colours (CR 702.24a), partner (CR 702.124a: no effect in any game
// played here) and "partner with" (CR 702.124j), on real cards, checked by their outcome.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

/** Ann's upkeep: her cumulative upkeep triggers. */
const upkeep = (cards: string[], ann: Record<string, unknown>, actions: unknown[]) =>
  play(cards, ann, {}, actions, 'upkeep')

describe('cumulative upkeep variants and partner (CR 702.24, 702.124)', () => {
  it('CR 702.24a: Gallowbraid (cumulative upkeep—pay 1 life) with two age counters: a third, then 3 life or it is sacrificed', () => {
    const board = { battlefield: [{ name: 'Gallowbraid', counters: { age: 2 } }] }
    const paid = upkeep(['Gallowbraid'], board, [...passBoth, { player: 0, type: 'choose', option: 'pay' }])
    expect(out(paid).rejected ?? []).toEqual([])
    expect(out(paid).players[0].life).toBe(17)
    expect(out(paid).players[0].battlefield.find((c) => c.name === 'Gallowbraid')?.counters).toEqual({ age: 3 })
    const declined = upkeep(['Gallowbraid'], board, [...passBoth, { player: 0, type: 'choose', option: 'decline' }])
    expect(out(declined).players[0].life).toBe(20)
    expect(out(declined).players[0].graveyard).toEqual(['Gallowbraid'])
    expect(manualLines('Gallowbraid')).toEqual([])
  })

  it('CR 702.24a: Arctic Nishoba (cumulative upkeep {G} or {W}) pays {G} and {W} for two age counters', () => {
    const board = { battlefield: [{ name: 'Arctic Nishoba', counters: { age: 1 } }, 'Forest', 'Plains'] }
    const paid = upkeep(['Arctic Nishoba'], board, [...passBoth, { player: 0, type: 'choose', option: 'pay' }])
    expect(out(paid).rejected ?? []).toEqual([])
    const lands = out(paid).players[0].battlefield.filter((c) => c.name === 'Forest' || c.name === 'Plains')
    expect(lands.every((c) => c.tapped)).toBe(true)
    expect(out(paid).players[0].battlefield.find((c) => c.name === 'Arctic Nishoba')?.counters).toEqual({ age: 2 })
    // Two Forests pay too: each age counter's cost is {G} or {W}.
    const forests = upkeep(['Arctic Nishoba'], { ...board, battlefield: [board.battlefield[0], 'Forest', 'Forest'] }, [
      ...passBoth,
      { player: 0, type: 'choose', option: 'pay' },
    ])
    expect(out(forests).players[0].graveyard).toEqual([])
    expect(manualLines('Arctic Nishoba')).toEqual([])
  })

  it('CR 702.124j: Proud Mentor (partner with Impetuous Protege) lets Ann put the Protege into her hand from her library', () => {
    const r = play(
      ['Proud Mentor', 'Impetuous Protege'],
      {
        hand: ['Proud Mentor'],
        battlefield: ['Plains', 'Plains', 'Plains'],
        library: ['Island', 'Impetuous Protege', 'Island'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Proud Mentor' },
        ...passBoth,
        { player: 0, type: 'choose', targets: ['player:0'] },
        ...passBoth,
        { player: 0, type: 'choose', option: 'yes' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand).toEqual(['Impetuous Protege'])
    expect(out(r).players[0].library).toBe(2)
    expect(manualLines('Proud Mentor')).toEqual([])
  })

  it('CR 702.124a: Rograkh, Son of Rohgahh (partner) plays as if partner were not there: it is a deck-construction rule only', () => {
    const r = play(['Rograkh, Son of Rohgahh'], { hand: ['Rograkh, Son of Rohgahh'] }, {}, [
      { player: 0, type: 'cast', card: 'Rograkh, Son of Rohgahh' },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.map((c) => c.name)).toEqual(['Rograkh, Son of Rohgahh'])
    expect(out(r).stack).toEqual([])
    expect(r.state.pending).toEqual([])
    expect(manualLines('Rograkh, Son of Rohgahh')).toEqual([])
  })
})
