// "Destroy six target creatures" (Hex): exactly six targets are chosen (CR 601.2c, 115.1), and each is destroyed.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const pool = realPool(['Hex', 'Goblin King', 'Serra Angel', 'Ornithopter', 'Hill Giant', 'Llanowar Elves'])
const SIX = ['Grizzly Bears', 'Hill Giant', 'Llanowar Elves', 'Serra Angel', 'Ornithopter', 'Goblin King']
const hex = (targets: string[]) =>
  play(
    pool,
    { hand: ['Hex'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
    { battlefield: SIX },
    [{ player: 0, type: 'cast', card: 'Hex', targets: targets.map((t) => `1:${t}`) }, ...passBoth],
  )

describe('six target creatures', () => {
  it('CR 601.2c: Hex destroys the six creatures chosen, and needs all six', () => {
    expect(explainCard(pool.byName('Hex')!).automated).toBe(true)
    expect([...out(hex(SIX)).players[1].graveyard].sort()).toEqual([...SIX].sort())
    expect(out(hex(SIX.slice(0, 5))).rejected?.map((r) => r.index)).toEqual([0])
  })
})
