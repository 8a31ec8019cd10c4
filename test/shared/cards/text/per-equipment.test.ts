// "~ gets +2/+0 for each Equipment attached to it" (Goblin Gaveleer; CR 301.5, 604.3 counted as it applies).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { powerToughness } from '../../../../src-shared/engine/query'
import { passBoth, playWithBasics, poolWith } from '../../../support/realCards'

const pool = poolWith()

describe('for each Equipment attached to it', () => {
  it('CR 301.5: Goblin Gaveleer gets +2/+0 for each Equipment attached to it, not for Equipment elsewhere', () => {
    expect(explainCard(pool.byName('Goblin Gaveleer')!).automated).toBe(true)
    const equip = (card: string, target: string) => [
      { player: 0, type: 'activate', card, ability: 0, targets: [target] },
      ...passBoth,
    ]
    const board = {
      battlefield: ['Goblin Gaveleer', 'Grizzly Bears', 'Short Sword', 'Leonin Scimitar', 'Mountain', 'Mountain'],
    }
    const gaveleer = (r: ReturnType<typeof playWithBasics>) => {
      const id = r.state.battlefield.find((i) => r.state.cards[r.state.objects[i].def].name === 'Goblin Gaveleer')!
      return powerToughness(r.state, r.state.objects[id])
    }
    const none = playWithBasics(pool, board, {}, [])
    expect(gaveleer(none)).toEqual({ power: 1, toughness: 1 })
    const both = playWithBasics(pool, board, {}, [
      ...equip('Short Sword', 'Goblin Gaveleer'),
      ...equip('Leonin Scimitar', 'Goblin Gaveleer'),
    ])
    expect(both.output.rejected).toEqual([])
    expect(gaveleer(both)).toEqual({ power: 7, toughness: 3 }) // 1 + 2×2 + 1 + 1 / 1 + 1 + 1
    const elsewhere = playWithBasics(pool, board, {}, [...equip('Short Sword', 'Grizzly Bears')])
    expect(elsewhere.output.rejected).toEqual([])
    expect(gaveleer(elsewhere)).toEqual({ power: 1, toughness: 1 })
  })
})
