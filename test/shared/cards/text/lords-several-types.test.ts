// Lords naming two kinds (CR 613.4c, 205.3m): "Skeletons you control and other Zombies you control get +1/+1 and
// have deathtouch." (Death Baron): each kind gets the bonus; "other" leaves the lord itself out.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { keywordsOf, powerToughness } from '../../../../src-shared/engine/query'
import type { GameState } from '../../../../src-shared/engine/types'
import { play, realPool } from '../../../support/realCards'

const find = (s: GameState, name: string, controller: number) =>
  s.battlefield.map((id) => s.objects[id]).find((o) => s.cards[o.def].name === name && o.controller === controller)!

describe('lords of several types', () => {
  it('CR 613.4c: Death Baron pumps Skeletons and other Zombies you control, not itself or the opponent’s', () => {
    const pool = realPool(['Death Baron', 'Drudge Skeletons', 'Gravedigger'])
    expect(explainCard(pool.byName('Death Baron')!).automated).toBe(true)
    const r = play(
      pool,
      { battlefield: ['Death Baron', 'Drudge Skeletons', 'Gravedigger'] },
      { battlefield: ['Gravedigger'] },
      [],
    )
    expect(r.output.rejected).toEqual([])
    const s = r.state
    expect(powerToughness(s, find(s, 'Drudge Skeletons', 0))).toEqual({ power: 2, toughness: 2 })
    expect(keywordsOf(s, find(s, 'Drudge Skeletons', 0)).has('deathtouch')).toBe(true)
    expect(powerToughness(s, find(s, 'Gravedigger', 0))).toEqual({ power: 3, toughness: 3 })
    expect(keywordsOf(s, find(s, 'Gravedigger', 0)).has('deathtouch')).toBe(true)
    expect(powerToughness(s, find(s, 'Death Baron', 0))).toEqual({ power: 2, toughness: 2 }) // not "other"
    expect(keywordsOf(s, find(s, 'Death Baron', 0)).has('deathtouch')).toBe(false)
    expect(powerToughness(s, find(s, 'Gravedigger', 1))).toEqual({ power: 2, toughness: 2 })
  })
})
