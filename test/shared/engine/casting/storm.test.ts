// Storm with real cards (CR 702.40): as the spell is cast, its trigger copies it once for each spell cast before it
// this turn; the copies keep its targets (CR 707.10c allows new ones) and cease to exist as they leave the stack.
import { describe, expect, it } from 'vitest'
import { play, realCard, passBoth as RESOLVE } from '../../../support/realCards'
import { explainCard } from '../../../../src-shared/engine'

type Out = {
  players: { life: number; graveyard: string[] }[]
  rejected?: { index: number; reason: string }[]
  log: string[]
  stack: string[]
}
const out = (r: { output: unknown }) => r.output as Out
const CARDS = ['Grapeshot', 'Lightning Bolt']
const ann = { hand: ['Grapeshot', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }

describe('storm (CR 702.40)', () => {
  it('CR 702.40a: Grapeshot after Lightning Bolt is copied once: 1 + 1 damage, the copy leaves no card', () => {
    const r = play(CARDS, ann, {}, [
      { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
      ...RESOLVE,
      { player: 0, type: 'cast', card: 'Grapeshot', targets: ['player:1'] },
      ...RESOLVE, // the storm trigger
      ...RESOLVE, // the copy
      ...RESOLVE, // Grapeshot
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(15)
    expect(out(r).players[0].graveyard).toEqual(['Lightning Bolt', 'Grapeshot']) // CR 704.5e: no card for the copy
    expect(out(r).log.join('\n')).toMatch(/Grapeshot is copied 1 time \(storm\)/)
    expect(out(r).stack).toEqual([])
  })

  it('CR 702.40a: Grapeshot as the first spell of the turn is not copied', () => {
    const r = play(CARDS, ann, {}, [
      { player: 0, type: 'cast', card: 'Grapeshot', targets: ['player:1'] },
      ...RESOLVE,
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(19)
    expect(out(r).stack).toEqual([])
  })

  it('CR 702.40a: the Storm line is automated', () => {
    expect(explainCard(realCard('Grapeshot')).lines.filter((l) => !l.automated)).toEqual([])
  })
})
