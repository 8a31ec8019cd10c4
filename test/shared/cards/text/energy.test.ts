// Energy counters (CR 107.14, 122.1) from real cards: getting them, paying them in a "you may pay" and as a cost.
import { describe, expect, it } from 'vitest'
import { boardPlayer, manualLines, names, passBoth, play } from '../../../support/realCards'

const energyOf = (r: ReturnType<typeof play>, p = 0) => r.state.players[p].energy ?? 0

describe('energy', () => {
  it('CR 122.1: Aether Chaser enters and its controller gets {E}{E}', () => {
    expect(manualLines('Aether Chaser')).toEqual([])
    const r = play(['Aether Chaser'], { hand: ['Aether Chaser'], battlefield: ['Mountain', 'Mountain'] }, {}, [
      { player: 0, type: 'cast', card: 'Aether Chaser' },
      ...passBoth,
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(energyOf(r)).toBe(2)
    expect((r.output as { players: { energy?: number }[] }).players[0].energy).toBe(2)
  })

  const attack = boardPlayer({ step: 'declareAttackers' })
  const chaser = (energy: number, answer: string) =>
    attack(['Aether Chaser'], { battlefield: [{ name: 'Aether Chaser', sick: false }], energy }, {}, [
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Aether Chaser' }] },
      ...passBoth,
      { player: 0, type: 'choose', option: answer },
    ])

  it('CR 107.14: Aether Chaser attacks; paying {E}{E} creates a Servo token', () => {
    const r = chaser(3, 'yes')
    expect(r.output.rejected).toEqual([])
    expect(energyOf(r)).toBe(1)
    expect(names(r.state, r.state.battlefield)).toContain('Servo')
    const no = chaser(3, 'no')
    expect(energyOf(no)).toBe(3)
    expect(names(no.state, no.state.battlefield)).not.toContain('Servo')
  })

  it('CR 107.14: with less energy than the cost, nothing is asked and nothing is created', () => {
    const r = chaser(1, 'yes')
    expect(r.output.rejected).toHaveLength(1)
    expect(energyOf(r)).toBe(1)
    expect(names(r.state, r.state.battlefield)).not.toContain('Servo')
  })

  it('CR 107.14: Aethertorch Renegade pays {E}{E} as a cost to deal 1 damage; without the energy it is refused', () => {
    expect(manualLines('Aethertorch Renegade')).toEqual([])
    const ping = (energy: number) =>
      play(
        ['Aethertorch Renegade'],
        { battlefield: [{ name: 'Aethertorch Renegade', sick: false }], energy },
        { battlefield: ['Llanowar Elves'] },
        [
          { player: 0, type: 'activate', card: 'Aethertorch Renegade', ability: 0, targets: ['Llanowar Elves'] },
          ...passBoth,
        ],
      )
    const r = ping(3)
    expect(r.output.rejected).toEqual([])
    expect(energyOf(r)).toBe(1)
    expect(names(r.state, r.state.players[1].zones.graveyard)).toEqual(['Llanowar Elves'])
    const poor = ping(1)
    expect(poor.output.rejected).toHaveLength(1)
    expect(energyOf(poor)).toBe(1)
    expect(names(poor.state, poor.state.battlefield)).toContain('Llanowar Elves')
  })
})
