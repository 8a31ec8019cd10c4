// "You may pay {1}{B}. If you do, …" (CR 117.12, 603.5): paid or declined as the ability resolves; only a payment
// made runs the rest. Liliana's Devotee also checks "if a creature died this turn" (CR 603.4).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const pool = realPool(["Liliana's Devotee", 'Lightning Bolt'])
const toEndStep = [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: [] },
  { type: 'passUntil', step: 'end' },
]
const zombies = (r: ReturnType<typeof play>) =>
  r.state.battlefield.filter((id) => r.state.objects[id].token && r.state.objects[id].controller === 0)

describe('you may pay … if you do', () => {
  const ann = { hand: ['Lightning Bolt'], battlefield: ["Liliana's Devotee", 'Swamp', 'Swamp', 'Mountain'] }
  const boltBears = [{ player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['1:Grizzly Bears'] }, ...passBoth]

  it("CR 117.12: Liliana's Devotee: a creature died this turn, Ann pays {1}{B} at her end step: a Zombie", () => {
    expect(explainCard(pool.byName("Liliana's Devotee")!).automated).toBe(true)
    const r = play(pool, ann, { battlefield: ['Grizzly Bears'] }, [
      ...boltBears,
      ...toEndStep,
      ...passBoth,
      { player: 0, type: 'choose', option: 'pay' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(zombies(r)).toHaveLength(1)
    expect(
      out(r)
        .players[0].battlefield.filter((c) => c.name === 'Swamp')
        .every((c) => c.tapped),
    ).toBe(true)
  })

  it('CR 117.12: declining pays nothing and creates nothing', () => {
    const r = play(pool, ann, { battlefield: ['Grizzly Bears'] }, [
      ...boltBears,
      ...toEndStep,
      ...passBoth,
      { player: 0, type: 'choose', option: 'decline' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(zombies(r)).toHaveLength(0)
    expect(
      out(r)
        .players[0].battlefield.filter((c) => c.name === 'Swamp')
        .some((c) => c.tapped),
    ).toBe(false)
  })

  it('CR 603.4: no creature died this turn: no trigger at the end step', () => {
    const r = play(pool, ann, {}, [...toEndStep, ...passBoth])
    expect(r.output.rejected).toEqual([])
    expect(zombies(r)).toHaveLength(0)
    expect(out(r).stack).toEqual([])
    expect(r.state.pending).toEqual([]) // nothing asked: it never triggered
  })
})
