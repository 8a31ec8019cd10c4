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

describe('CR 601.2c, 603.3d: a triggered ability with two targets of one word', () => {
  const cards = ['Sea Drake', 'Sol Ring']
  it('Sea Drake: the same land twice is refused; two different lands return to the hand', () => {
    const ann = { hand: ['Sea Drake'], battlefield: ['Island', 'Island', 'Plains'] }
    const twice = play(cards, ann, {}, [
      { player: 0, type: 'cast', card: 'Sea Drake' },
      ...passBoth,
      { player: 0, type: 'choose', targets: ['Plains', 'Plains'] },
    ])
    expect(JSON.stringify(twice.output.rejected)).toMatch(/CR 601\.2c/)
    const both = play(cards, ann, {}, [
      { player: 0, type: 'cast', card: 'Sea Drake' },
      ...passBoth,
      { player: 0, type: 'choose', targets: ['Plains', 'Island'] },
      ...passBoth,
    ])
    expect(both.output.rejected).toEqual([])
    const out = both.output as { players: { hand: string[] }[] }
    expect(out.players[0].hand.sort()).toEqual(['Island', 'Plains'])
  })

  it('Sea Drake with one land: the ability has no two different targets and is removed (CR 603.3d)', () => {
    const r = play(cards, { hand: ['Sea Drake'], battlefield: ['Island', 'Sol Ring'] }, {}, [
      { player: 0, type: 'cast', card: 'Sea Drake' },
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect((r.output.log as string[]).join('\n')).toMatch(/no legal target and is removed \(CR 603\.3d\)/)
    const out = r.output as { players: { hand: string[]; battlefield: { name: string }[] }[] }
    expect(out.players[0].battlefield.map((b) => b.name).sort()).toEqual(['Island', 'Sea Drake', 'Sol Ring'])
  })
})
