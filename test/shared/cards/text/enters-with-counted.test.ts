// "Enters with" counters counted as it enters (CR 614.1c, 107.3): the X of its spell (CR 107.3m), "where X is the
// number of other creatures on the battlefield" (without itself, CR 614.12), converge's colours of mana spent.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const counters = (r: ReturnType<typeof play>, name: string) =>
  out(r).players[0].battlefield.find((c) => c.name === name)?.counters

describe('enters with a counted number of counters', () => {
  it('CR 107.3m: Endless One enters with X +1/+1 counters, X being its spell’s', () => {
    expect(manualLines('Endless One')).toEqual([])
    const r = play(['Endless One'], { hand: ['Endless One'], battlefield: ['Forest', 'Forest', 'Forest'] }, {}, [
      { player: 0, type: 'cast', card: 'Endless One', x: 3 },
      ...passBoth,
    ])
    expect(counters(r, 'Endless One')).toEqual({ '+1/+1': 3 })
  })

  it('CR 107.3, 614.12: Stag Beetle counts the other creatures on the battlefield, both sides, not itself', () => {
    expect(manualLines('Stag Beetle')).toEqual([])
    const r = play(
      ['Stag Beetle'],
      { hand: ['Stag Beetle'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'] },
      { battlefield: ['Llanowar Elves', 'Hill Giant'] },
      [{ player: 0, type: 'cast', card: 'Stag Beetle' }, ...passBoth],
    )
    expect(counters(r, 'Stag Beetle')).toEqual({ '+1/+1': 3 })
  })

  it('CR 601.2h: converge — Crystalline Crawler gets a +1/+1 counter for each colour of mana spent to cast it', () => {
    expect(manualLines('Crystalline Crawler')).toEqual([])
    const r = play(
      ['Crystalline Crawler'],
      { hand: ['Crystalline Crawler'], battlefield: ['Plains', 'Island', 'Swamp', 'Swamp'] },
      {},
      [{ player: 0, type: 'cast', card: 'Crystalline Crawler' }, ...passBoth],
    )
    expect(counters(r, 'Crystalline Crawler')).toEqual({ '+1/+1': 3 })
  })
})
