// "When ~ enters, attach it to target creature you control" (Bramble Armor: "it" is the Equipment itself) and an
// Aura's "Attach ~ to target creature you control" (Felidar Umbra moves to another creature; CR 701.3a, 303.4).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const pool = realPool(['Bramble Armor', 'Felidar Umbra', 'Hill Giant'])
const LANDS = ['Plains', 'Plains', 'Plains', 'Forest', 'Forest', 'Forest']
const onField = (r: ReturnType<typeof play>, name: string) => out(r).players[0].battlefield.find((b) => b.name === name)

describe('attach ~ to target creature you control', () => {
  it('the cards are automated', () => {
    for (const n of ['Bramble Armor', 'Felidar Umbra']) expect(explainCard(pool.byName(n)!).automated, n).toBe(true)
  })

  it('CR 701.3a: Bramble Armor entering attaches itself to the creature chosen, which gets +2/+1', () => {
    const r = play(pool, { hand: ['Bramble Armor'], battlefield: [...LANDS, 'Grizzly Bears'] }, {}, [
      { player: 0, type: 'cast', card: 'Bramble Armor' },
      ...passBoth,
      { player: 0, type: 'choose', targets: ['0:Grizzly Bears'] },
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(onField(r, 'Bramble Armor')).toMatchObject({ attachedTo: 'Grizzly Bears' })
    expect(onField(r, 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 3 })
  })

  it('CR 303.4, 701.3a: Felidar Umbra moves from one creature of Ann to another', () => {
    const r = play(
      pool,
      {
        battlefield: [...LANDS, 'Grizzly Bears', 'Hill Giant', { name: 'Felidar Umbra', attachedTo: 'Grizzly Bears' }],
      },
      {},
      [{ player: 0, type: 'activate', card: 'Felidar Umbra', ability: 0, targets: ['0:Hill Giant'] }, ...passBoth],
    )
    expect(out(r).rejected).toEqual([])
    expect(onField(r, 'Felidar Umbra')).toMatchObject({ attachedTo: 'Hill Giant' })
  })
})
