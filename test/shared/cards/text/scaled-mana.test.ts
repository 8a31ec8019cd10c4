// Mana abilities whose amount is counted (CR 605.1a, 107.3): "Add {G} for each Elf you control" (Elvish Archdruid),
// "Add an amount of {G} equal to ~'s power" (Marwyn): the mana is made at once, without the stack, as counted now.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, play, ready, realPool } from '../../../support/realCards'

describe('counted mana abilities', () => {
  it('CR 605.1a / 107.3: Elvish Archdruid adds {G} for each Elf you control (not the opponent’s)', () => {
    const pool = realPool(['Elvish Archdruid', 'Llanowar Elves', 'Craw Wurm'])
    expect(explainCard(pool.byName('Elvish Archdruid')!).automated).toBe(true)
    const r = play(
      pool,
      { hand: ['Craw Wurm'], battlefield: [ready('Elvish Archdruid'), 'Llanowar Elves', 'Llanowar Elves', 'Forest'] },
      { battlefield: ['Llanowar Elves'] },
      [
        { player: 0, type: 'activateMana', card: 'Elvish Archdruid' },
        // {4}{G}{G}: three from the Archdruid (three Elves), the Forest, and one more would be missing ...
        { player: 0, type: 'activateMana', card: 'Forest' },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[0].manaPool.map((u) => u.type).sort()).toEqual(['G', 'G', 'G', 'G'])
    expect(out(r).stack).toEqual([]) // a mana ability doesn't use the stack (CR 605.3a)
  })

  it('CR 605.1a: auto-tap counts the Archdruid’s mana: five Elves pay for Craw Wurm ({4}{G}{G}) with a Forest', () => {
    const pool = realPool(['Elvish Archdruid', 'Llanowar Elves', 'Craw Wurm'])
    const elves = ['Llanowar Elves', 'Llanowar Elves', 'Llanowar Elves', 'Llanowar Elves']
    const r = play(
      pool,
      {
        hand: ['Craw Wurm'],
        battlefield: [ready('Elvish Archdruid'), ...elves.map((e) => ({ name: e, tapped: true })), 'Forest'],
      },
      {},
      [{ player: 0, type: 'cast', card: 'Craw Wurm' }],
    )
    expect(r.output.rejected).toEqual([])
    expect(out(r).stack).toEqual(['Craw Wurm'])
  })

  it('CR 605.1a / 107.3: Marwyn adds an amount of {G} equal to her power', () => {
    const pool = realPool(['Marwyn, the Nurturer'])
    expect(explainCard(pool.byName('Marwyn, the Nurturer')!).automated).toBe(true)
    const r = play(pool, { battlefield: [ready('Marwyn, the Nurturer', { counters: { '+1/+1': 2 } })] }, {}, [
      { player: 0, type: 'activateMana', card: 'Marwyn, the Nurturer' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[0].manaPool.map((u) => u.type)).toEqual(['G', 'G', 'G'])
  })
})
