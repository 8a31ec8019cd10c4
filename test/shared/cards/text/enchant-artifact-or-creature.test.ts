// "Enchant artifact or creature" (CR 303.4a, 303.4d): the Aura targets an artifact or a creature, not a land, and is
// attached to it as it resolves (Ice Over).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { playWithBasics, poolWith } from '../../../support/realCards'

const pool = poolWith('Ice Over', 'Millstone')
const cast = (target: string) => [
  { player: 0, type: 'cast', card: 'Ice Over', targets: [target] },
  { player: 0, type: 'pass' },
  { player: 1, type: 'pass' },
]

describe('enchant artifact or creature', () => {
  it('CR 303.4a: Ice Over enchants an artifact or a creature, and can not target a land', () => {
    expect(explainCard(pool.byName('Ice Over')!).lines.filter((l) => !l.automated)).toEqual([])
    const ann = { hand: ['Ice Over'], battlefield: ['Island', 'Island'] }
    const ben = { battlefield: ['Millstone', 'Grizzly Bears', 'Forest'] }
    for (const target of ['1:Millstone', '1:Grizzly Bears']) {
      const r = playWithBasics(pool, ann, ben, cast(target))
      expect(r.output.rejected).toEqual([])
      const aura = r.state.battlefield
        .map((id) => r.state.objects[id])
        .find((o) => r.state.cards[o.def].name === 'Ice Over')
      expect(aura?.attachedTo).toBeDefined()
      expect(r.state.cards[r.state.objects[aura!.attachedTo!].def].name).toBe(target.slice(2))
    }
    const land = playWithBasics(pool, ann, ben, cast('1:Forest'))
    expect(land.output.rejected).toHaveLength(1)
    expect((land.output.rejected as { index: number }[])[0].index).toBe(0)
    expect(land.state.players[0].zones.hand.length).toBe(1)
  })
})
