// Transforming double-faced cards (CR 701.28, 712) and an optional reveal of a kind of card (CR 701.16a): Delver of
// Secrets transforms when an instant or sorcery card is revealed from the top of the library at upkeep.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { faceOf, keywordsOf } from '../../../../src-shared/engine/query'
import type { GameState } from '../../../../src-shared/engine/types'
import { boardPlayer, passBoth, realPool } from '../../../support/realCards'

const pool = realPool(['Delver of Secrets // Insectile Aberration', 'Lightning Bolt'])
const delver = (s: GameState) => s.battlefield.map((id) => s.objects[id]).find((o) => o.controller === 0)!
const toAnnsUpkeep = (library: string[]) =>
  boardPlayer({ active: 1, step: 'end', library })(
    pool,
    { battlefield: ['Delver of Secrets // Insectile Aberration'] },
    {},
    [{ type: 'passUntil', step: 'upkeep' }, ...passBoth],
  )

describe('transform (Delver of Secrets)', () => {
  it('CR 701.28: an instant on top, revealed: Delver of Secrets transforms into Insectile Aberration (flying)', () => {
    expect(explainCard(pool.byName('Delver of Secrets // Insectile Aberration')!).automated).toBe(true)
    const base = toAnnsUpkeep(['Lightning Bolt', 'Island'])
    expect(base.state.active).toBe(0)
    const r = boardPlayer({ active: 1, step: 'end', library: ['Lightning Bolt', 'Island'] })(
      pool,
      { battlefield: ['Delver of Secrets // Insectile Aberration'] },
      {},
      [{ type: 'passUntil', step: 'upkeep' }, ...passBoth, { player: 0, type: 'choose', option: 'yes' }],
    )
    expect(r.output.rejected).toEqual([])
    const d = delver(r.state)
    expect(faceOf(r.state, d)?.name).toBe('Insectile Aberration')
    expect(keywordsOf(r.state, d).has('flying')).toBe(true)
  })

  it('CR 701.16a: a land on top: nothing is revealed, nothing is asked, no transformation', () => {
    const r = toAnnsUpkeep(['Island', 'Lightning Bolt'])
    expect(r.output.rejected).toEqual([])
    expect(r.state.pending).toEqual([])
    expect(faceOf(r.state, delver(r.state))?.name).toBe('Delver of Secrets')
  })
})
