// "Target creature gets +3/+3 until end of turn and must be blocked this turn if able" and "… gains haste until end
// of turn and can't be blocked this turn" (CR 611.2a, 509.1b-c), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play, ready } from '../../../support/realCards'

describe('a pump with a combat restriction (CR 509.1b-c)', () => {
  it('CR 509.1c: Compelled Duel: the creature gets +3/+3 and must be blocked if able', () => {
    expect(manualLines('Compelled Duel')).toEqual([])
    const r = play(
      ['Compelled Duel'],
      { hand: ['Compelled Duel'], battlefield: ['Forest', 'Forest', ready('Grizzly Bears')] },
      { battlefield: [ready('Hill Giant')] },
      [
        { player: 0, type: 'cast', card: 'Compelled Duel', targets: ['0:Grizzly Bears'] },
        ...passBoth,
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [] },
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Hill Giant', blocks: '0:Grizzly Bears' }] },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([6])
    expect(out(r).players[1].graveyard).toEqual(['Hill Giant'])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')).toMatchObject({ power: 5 })
  })

  it("CR 509.1b: Break Through the Line: the creature gains haste and can't be blocked this turn", () => {
    expect(manualLines('Break Through the Line')).toEqual([])
    const r = play(
      ['Break Through the Line'],
      { battlefield: ['Mountain', 'Break Through the Line', 'Grizzly Bears'] },
      { battlefield: [ready('Hill Giant')] },
      [
        { player: 0, type: 'activate', card: 'Break Through the Line', ability: 0, targets: ['0:Grizzly Bears'] },
        ...passBoth,
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Hill Giant', blocks: '0:Grizzly Bears' }] },
        { player: 1, type: 'declareBlockers', blockers: [] },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([6])
    expect(out(r).players[1].life).toBe(18)
  })
})
