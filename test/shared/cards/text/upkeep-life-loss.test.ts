// Vampire Lacerator (CR 603.2, 503.1): "At the beginning of your upkeep, you lose 1 life unless an opponent has 10
// or less life."
import { describe, expect, it } from 'vitest'
import '../../../../src-shared/variants'
import { explainCard } from '../../../../src-shared/engine/automation'
import { BASICS_BOARD, boardPlayer, poolWith } from '../../../support/realCards'

const pool = poolWith()

/** From Ben's end step into Ann's upkeep, where the trigger resolves. */
const fromBensEnd = boardPlayer({ ...BASICS_BOARD, turn: 4, active: 1, step: 'end' })
const upkeep = (benLife: number) =>
  fromBensEnd(pool, { battlefield: ['Vampire Lacerator'] }, { life: benLife }, [
    { player: 1, type: 'pass' },
    { player: 0, type: 'pass' },
    { player: 0, type: 'pass' },
    { player: 1, type: 'pass' },
  ])

describe('Vampire Lacerator', () => {
  it('CR 603.2: at the beginning of your upkeep, you lose 1 life while no opponent is at 10 or less', () => {
    expect(explainCard(pool.byName('Vampire Lacerator')!).automated).toBe(true)
    const r = upkeep(20)
    expect(r.output.rejected).toEqual([])
    expect(r.state.stack).toEqual([])
    expect(r.state.players[0].life).toBe(19)
  })

  it('CR 603.2: no life is lost when an opponent has 10 or less life', () => {
    const r = upkeep(10)
    expect(r.output.rejected).toEqual([])
    expect(r.state.stack).toEqual([])
    expect(r.state.players[0].life).toBe(20)
    expect((r.output as { log: string[] }).log.some((l) => /Vampire Lacerator/.test(l))).toBe(true)
  })
})
