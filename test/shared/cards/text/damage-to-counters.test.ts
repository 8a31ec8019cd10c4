// Damage to a permanent prevented or replaced by its counters (CR 615.1, 614.1a): the Phantoms ("prevent that damage.
// Remove a +1/+1 counter"), "while it has a +1/+1 counter on it" (Undergrowth Champion), "remove that many"
// (Protean Hydra) and "put that many +1/+1 counters on it instead" (Phytohydra).
import { describe, expect, it } from 'vitest'
import { manualLines, out, play, playCombat, ready } from '../../../support/realCards'

const shock = (target: string) => [
  { player: 0, type: 'pass' },
  { player: 1, type: 'cast', card: 'Shock', targets: [`0:${target}`] },
  { player: 1, type: 'pass' },
  { player: 0, type: 'pass' },
]
const onField = (r: ReturnType<typeof play>, name: string) => out(r).players[0].battlefield.find((c) => c.name === name)
const ben = { hand: ['Shock'], battlefield: ['Mountain'] }

describe('damage that becomes counters', () => {
  it('CR 615.1: Shock on Phantom Centaur is prevented and removes one +1/+1 counter', () => {
    expect(manualLines('Phantom Centaur')).toEqual([])
    const r = play(
      ['Phantom Centaur', 'Shock'],
      { battlefield: [{ name: 'Phantom Centaur', counters: { '+1/+1': 3 } }] },
      ben,
      shock('Phantom Centaur'),
    )
    const c = onField(r, 'Phantom Centaur')!
    expect(c.counters).toEqual({ '+1/+1': 2 })
    expect(c.damage).toBe(0)
  })

  it('CR 615.1: two blockers damaging a Phantom at once cost it one counter, not two', () => {
    const r = playCombat(
      ['Phantom Centaur'],
      { battlefield: [{ ...ready('Phantom Centaur'), counters: { '+1/+1': 3 } }] },
      { battlefield: [ready('Grizzly Bears'), ready('Hill Giant')] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Phantom Centaur', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        {
          player: 1,
          type: 'declareBlockers',
          blockers: [
            { card: 'Grizzly Bears', blocks: 'Phantom Centaur' },
            { card: 'Hill Giant', blocks: 'Phantom Centaur' },
          ],
        },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(onField(r, 'Phantom Centaur')?.counters).toEqual({ '+1/+1': 2 })
  })

  it('CR 615.1: Undergrowth Champion prevents damage only while it has a +1/+1 counter', () => {
    expect(manualLines('Undergrowth Champion')).toEqual([])
    const guarded = play(
      ['Undergrowth Champion', 'Shock'],
      { battlefield: [{ name: 'Undergrowth Champion', counters: { '+1/+1': 1 } }] },
      ben,
      shock('Undergrowth Champion'),
    )
    expect(onField(guarded, 'Undergrowth Champion')?.counters).toEqual({}) // CR 122.1: its last counter removed
    const bare = play(
      ['Undergrowth Champion', 'Shock'],
      { battlefield: ['Undergrowth Champion'] },
      ben,
      shock('Undergrowth Champion'),
    )
    expect(out(bare).players[0].graveyard).toContain('Undergrowth Champion')
  })

  it('CR 615.1: Protean Hydra removes that many +1/+1 counters', () => {
    const r = play(
      ['Protean Hydra', 'Shock'],
      { battlefield: [{ name: 'Protean Hydra', counters: { '+1/+1': 5 } }] },
      ben,
      shock('Protean Hydra'),
    )
    expect(onField(r, 'Protean Hydra')?.counters).toEqual({ '+1/+1': 3 })
    expect(onField(r, 'Protean Hydra')?.damage).toBe(0)
  })

  it('CR 614.1a: Phytohydra gets that many +1/+1 counters instead of the damage', () => {
    expect(manualLines('Phytohydra')).toEqual([])
    const r = play(['Phytohydra', 'Shock'], { battlefield: ['Phytohydra'] }, ben, shock('Phytohydra'))
    expect(onField(r, 'Phytohydra')?.counters).toEqual({ '+1/+1': 2 })
    expect(onField(r, 'Phytohydra')?.damage).toBe(0)
  })
})
