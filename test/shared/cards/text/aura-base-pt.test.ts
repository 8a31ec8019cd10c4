// "Enchanted creature has base power and toughness 0/2" (CR 613.4b, layer 7b): the Aura sets the creature's base
// power and toughness; counters and other bonuses still apply on top (layers 7c-d).
import { describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'

describe('Auras setting base power and toughness (CR 613.4b)', () => {
  it('CR 613.4b: Reduce in Stature makes Hill Giant 0/2; a +1/+1 counter still counts', () => {
    expect(manualLines('Reduce in Stature')).toEqual([])
    const r = play(
      ['Reduce in Stature'],
      {
        battlefield: [
          { name: 'Hill Giant', counters: { '+1/+1': 1 } },
          { name: 'Reduce in Stature', attachedTo: 'Hill Giant' },
        ],
      },
      {},
      [],
    )
    const giant = out(r).players[0].battlefield.find((c) => c.name === 'Hill Giant')!
    expect([giant.power, giant.toughness]).toEqual([1, 3])
  })

  it('CR 613.4b: Gigantiform makes Grizzly Bears 8/8', () => {
    expect(manualLines('Gigantiform')).not.toContain(
      'Enchanted creature has base power and toughness 8/8 and has trample.',
    )
    const r = play(
      ['Gigantiform'],
      { battlefield: ['Grizzly Bears', { name: 'Gigantiform', attachedTo: 'Grizzly Bears' }] },
      {},
      [],
    )
    const bears = out(r).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')!
    expect([bears.power, bears.toughness]).toEqual([8, 8])
  })
})
