// "Destroy target creature or land" (Wrecking Ball, Fissure): a permanent of either type (CR 115.1), not another.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const pool = realPool(['Wrecking Ball', 'Sol Ring'])
const LANDS = ['Swamp', 'Swamp', 'Mountain', 'Mountain', 'Mountain']
const ben = { battlefield: ['Forest', 'Grizzly Bears', 'Sol Ring'] }
const ball = (target: string) =>
  play(pool, { hand: ['Wrecking Ball'], battlefield: LANDS }, ben, [
    { player: 0, type: 'cast', card: 'Wrecking Ball', targets: [`1:${target}`] },
    ...passBoth,
  ])

describe('target creature or land', () => {
  it('CR 115.1: Wrecking Ball destroys a land or a creature, and may not target a noncreature artifact', () => {
    expect(explainCard(pool.byName('Wrecking Ball')!).automated).toBe(true)
    expect(out(ball('Forest')).players[1].graveyard).toEqual(['Forest'])
    expect(out(ball('Grizzly Bears')).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(ball('Sol Ring')).rejected?.map((r) => r.index)).toEqual([0])
  })
})
