// "Counter target spell that targets a permanent you control" (CR 115.7): only a spell with such a target can be
// chosen, on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'

const bolt = (target: string) =>
  play(
    ['Rebuff the Wicked', 'Lightning Bolt'],
    { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
    { hand: ['Rebuff the Wicked'], battlefield: ['Plains', 'Grizzly Bears'] },
    [
      { player: 0, type: 'cast', card: 'Lightning Bolt', targets: [target] },
      { player: 0, type: 'pass' },
      { player: 1, type: 'cast', card: 'Rebuff the Wicked', targets: ['0:Lightning Bolt'] },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
    ],
  )

describe('a spell that targets … (CR 115.7)', () => {
  it("CR 115.7: Rebuff the Wicked counters a Lightning Bolt aimed at its caster's creature", () => {
    expect(manualLines('Rebuff the Wicked')).toEqual([])
    const r = bolt('1:Grizzly Bears')
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Lightning Bolt'])
    expect(out(r).players[1].battlefield.map((c) => c.name)).toContain('Grizzly Bears')
  })

  it('CR 115.7: Rebuff the Wicked cannot target a Lightning Bolt aimed at a player', () => {
    const r = bolt('player:1')
    expect(out(r).rejected?.map((x) => x.index)).toEqual([2])
  })
})
