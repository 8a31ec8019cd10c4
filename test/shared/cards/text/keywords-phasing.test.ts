// Phasing (CR 702.26) on a real card, checked by its outcome: at its controller's untap step it phases out (treated
// as though it doesn't exist, keeping its counters and without leaving the battlefield), at the next one it phases in.
import { describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'

const board = { battlefield: [{ name: 'Sandbar Crocodile', counters: { '+1/+1': 1 } }, 'Mountain'] }
const untap = (actions: unknown[]) =>
  play(['Sandbar Crocodile'], board, { hand: ['Lightning Bolt'], battlefield: ['Mountain'] }, actions, 'untap')

describe('phasing (CR 702.26)', () => {
  it("CR 702.26a-b: Sandbar Crocodile phases out in Ann's untap step: gone from the battlefield, Ben can't target it", () => {
    const r = untap([
      { type: 'passUntil', step: 'upkeep', turn: 4 },
      { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Sandbar Crocodile'] },
    ])
    expect(out(r).rejected?.length).toBe(1)
    expect(out(r).players[0].battlefield.map((c) => c.name)).toEqual(['Mountain'])
    expect(out(r).players[0].graveyard).toEqual([]) // it didn't leave the battlefield (CR 702.26d)
    expect(manualLines('Sandbar Crocodile')).toEqual([])
  })

  it('CR 702.26a, d: it phases in at her next untap step with its counter, without entering the battlefield anew', () => {
    const r = untap([{ type: 'passUntil', step: 'upkeep', turn: 5 }])
    expect(out(r).rejected ?? []).toEqual([])
    const croc = out(r).players[0].battlefield.find((c) => c.name === 'Sandbar Crocodile')
    expect(croc?.counters).toEqual({ '+1/+1': 1 })
    expect(out(r).log.some((l) => /Sandbar Crocodile phases in/.test(l))).toBe(true)
  })
})
