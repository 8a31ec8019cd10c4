// "You may have it deal N damage to any target" (CR 603.5: an optional effect of a triggered ability; the target
// is chosen as it goes on the stack, CR 603.3d, and the choice is made as it resolves).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const pool = realPool(['Goblin Arsonist', 'Lightning Bolt', 'Llanowar Elves'])
const boltTheArsonist = [
  { player: 0, type: 'pass' },
  { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Goblin Arsonist'] },
  { player: 1, type: 'pass' },
  { player: 0, type: 'pass' },
  { player: 0, type: 'choose', targets: ['1:Llanowar Elves'] },
]

describe('you may have it deal damage', () => {
  it('CR 603.5: Goblin Arsonist dies: its controller has it deal 1 damage to a chosen target', () => {
    expect(explainCard(pool.byName('Goblin Arsonist')!).automated).toBe(true)
    const r = play(
      pool,
      { battlefield: ['Goblin Arsonist'] },
      { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Llanowar Elves'] },
      [...boltTheArsonist, ...passBoth, { player: 0, type: 'choose', option: 'yes' }],
    )
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Goblin Arsonist'])
    expect(out(r).players[1].graveyard).toEqual(['Lightning Bolt', 'Llanowar Elves'])
  })

  it('CR 603.5: declining deals no damage', () => {
    const r = play(
      pool,
      { battlefield: ['Goblin Arsonist'] },
      { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Llanowar Elves'] },
      [...boltTheArsonist, ...passBoth, { player: 0, type: 'choose', option: 'no' }],
    )
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[1].battlefield.map((c) => c.name)).toContain('Llanowar Elves')
  })
})
