// "Exile target creature you control, then return that card to the battlefield under its owner's control" and the
// delayed form "… at the beginning of the next end step" (CR 400.7: a new object; CR 603.7c; CR 111.7 tokens).
import { describe, expect, it } from 'vitest'
import { manualLines, names, out, passBoth, play } from '../../../support/realCards'

describe('exile, then return to the battlefield (CR 400.7)', () => {
  it('CR 400.7: Cloudshift returns the creature as a new object, without its damage or counters', () => {
    expect(manualLines('Cloudshift')).toEqual([])
    const r = play(
      ['Cloudshift'],
      {
        hand: ['Cloudshift'],
        battlefield: ['Plains', { name: 'Hill Giant', damage: 2, counters: { '+1/+1': 1 }, tapped: true }],
      },
      {},
      [{ player: 0, type: 'cast', card: 'Cloudshift', targets: ['0:Hill Giant'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const giant = out(r).players[0].battlefield.find((c) => c.name === 'Hill Giant')!
    expect(giant).toMatchObject({ damage: 0, tapped: false, power: 3, toughness: 3 })
    expect(giant.counters['+1/+1'] ?? 0).toBe(0)
    expect(out(r).players[0].graveyard).toEqual(['Cloudshift'])
  })

  it("CR 603.7c: Flickerwisp exiles the opponent's creature until the beginning of the next end step", () => {
    expect(manualLines('Flickerwisp')).toEqual([])
    const wisp = (more: unknown[]) =>
      play(
        ['Flickerwisp'],
        { hand: ['Flickerwisp'], battlefield: ['Plains', 'Plains', 'Plains'] },
        { battlefield: [{ name: 'Grizzly Bears', tapped: true }] },
        [
          { player: 0, type: 'cast', card: 'Flickerwisp' },
          ...passBoth,
          { player: 0, type: 'choose', targets: ['1:Grizzly Bears'] },
          ...passBoth,
          ...more,
        ],
      )
    const now = wisp([])
    expect(now.output.rejected).toEqual([])
    expect(names(now.state, now.state.players[1].zones.exile)).toEqual(['Grizzly Bears'])
    const later = wisp([{ type: 'passUntil', step: 'end' }, ...passBoth])
    expect(later.output.rejected).toEqual([])
    expect(names(later.state, later.state.players[1].zones.exile)).toEqual([])
    const bears = out(later).players[1].battlefield.find((c) => c.name === 'Grizzly Bears')
    expect(bears).toMatchObject({ tapped: false })
  })
})
