// The monarch (CR 720) from a real card: becoming it, its end-step draw and losing it to combat damage.
import { describe, expect, it } from 'vitest'
import { manualLines, names, passBoth, play } from '../../../support/realCards'

const out = (r: ReturnType<typeof play>) => r.output as { players: { monarch?: boolean; hand: string[] }[] }

describe('the monarch', () => {
  const sentinels = (more: unknown[]) =>
    play(
      ['Palace Sentinels'],
      {
        hand: ['Palace Sentinels'],
        battlefield: ['Plains', 'Plains', 'Plains', 'Plains'],
        library: ['Island', 'Swamp', 'Forest'],
      },
      { battlefield: [{ name: 'Grizzly Bears', sick: false }], library: ['Mountain', 'Mountain', 'Mountain'] },
      [{ player: 0, type: 'cast', card: 'Palace Sentinels' }, ...passBoth, ...passBoth, ...more],
    )

  it('CR 720.1: Palace Sentinels enters and its controller becomes the monarch', () => {
    expect(manualLines('Palace Sentinels')).toEqual([])
    const r = sentinels([])
    expect(r.output.rejected).toEqual([])
    expect(r.state.extra.monarch).toBe(0)
    expect(out(r).players[0].monarch).toBe(true)
    expect(out(r).players[1].monarch).toBeUndefined()
  })

  it("CR 720.2: at the beginning of the monarch's end step, that player draws a card", () => {
    const r = sentinels([{ type: 'passUntil', step: 'end' }, ...passBoth])
    expect(r.output.rejected).toEqual([])
    expect(r.state.step).toBe('end')
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Island'])
  })

  it('CR 720.2: a creature dealing combat damage to the monarch makes its controller the monarch', () => {
    const r = sentinels([
      { type: 'passUntil', step: 'declareAttackers', turn: 4 },
      { player: 1, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears' }] },
      { type: 'passUntil', step: 'declareBlockers', turn: 4 },
      { player: 0, type: 'declareBlockers', blockers: [] },
      { type: 'passUntil', step: 'combatDamage', turn: 4 },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[0].life).toBe(18)
    expect(r.state.extra.monarch).toBe(1)
    expect(out(r).players[1].monarch).toBe(true)
  })
})
