// CR 601.2c: one word "target" with a count ("two target artifacts") needs that many different objects; a spell that
// says "target" twice may choose the same object once for each.
import { describe, expect, it } from 'vitest'
import { passBoth, play } from '../../../support/realCards'

describe('CR 601.2c: the targets of one word "target" are different', () => {
  it('Rack and Ruin: the same artifact twice is rejected; two artifacts are both destroyed', () => {
    const ben = { battlefield: ['Ornithopter', 'Millstone'] }
    const ann = { hand: ['Rack and Ruin'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }
    const twice = play(['Rack and Ruin', 'Ornithopter', 'Millstone'], ann, ben, [
      { player: 0, type: 'cast', card: 'Rack and Ruin', targets: ['Ornithopter', 'Ornithopter'] },
    ])
    expect(JSON.stringify(twice.output.rejected)).toMatch(/already a target of the same word .*CR 601\.2c/)
    const both = play(['Rack and Ruin', 'Ornithopter', 'Millstone'], ann, ben, [
      { player: 0, type: 'cast', card: 'Rack and Ruin', targets: ['Ornithopter', 'Millstone'] },
      ...passBoth,
    ])
    expect(both.output.rejected).toEqual([])
    const out = both.output as { players: { graveyard: string[]; battlefield: unknown[] }[] }
    expect(out.players[1].graveyard.sort()).toEqual(['Millstone', 'Ornithopter'])
    expect(out.players[1].battlefield).toEqual([])
  })

  it('Reckless Spite: two nonblack creatures, never the same one twice', () => {
    const r = play(
      ['Reckless Spite'],
      { hand: ['Reckless Spite'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
      { battlefield: ['Grizzly Bears', 'Hill Giant'] },
      [{ player: 0, type: 'cast', card: 'Reckless Spite', targets: ['Grizzly Bears', 'Grizzly Bears'] }],
    )
    expect(JSON.stringify(r.output.rejected)).toMatch(/CR 601\.2c/)
  })
})
