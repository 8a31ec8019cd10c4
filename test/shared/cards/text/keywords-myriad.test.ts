// Myriad (CR 702.116) at a four-player table, on a real card: a token copy attacks each other opponent Ann chooses,
// and is exiled at end of combat; at a two-player table there is no other opponent and nothing happens.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, playCombat, ready, realPool } from '../../../support/realCards'
import { runScenario } from '../../../../src-shared/scenario'

const library = ['Island', 'Island', 'Island', 'Island', 'Island']
const passAll = [0, 1, 2, 3].map((player) => ({ player, type: 'pass' }))

describe('myriad (CR 702.116)', () => {
  it('CR 702.116a: Warchief Giant attacks Ben; Ann makes a copy attacking Cat, none for Dan; the copy is exiled at end of combat', () => {
    const r = runScenario(
      {
        variant: 'normal',
        seed: 1,
        start: 0,
        players: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cat' }, { name: 'Dan' }],
        state: {
          turn: 5,
          active: 0,
          step: 'declareAttackers',
          players: [{ library, battlefield: [ready('Warchief Giant')] }, { library }, { library }, { library }],
        },
        actions: [
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Warchief Giant', target: 'player:1' }] },
          ...passAll, // the myriad trigger resolves: Cat first, then Dan (turn order)
          { player: 0, type: 'choose', option: 'yes' },
          { player: 0, type: 'choose', option: 'no' },
          { type: 'passUntil', step: 'postcombatMain' },
        ],
      },
      realPool(['Warchief Giant']),
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players.map((p) => p.life)).toEqual([20, 15, 15, 20])
    expect(out(r).players[0].battlefield.map((c) => c.name)).toEqual(['Warchief Giant']) // the token is gone
    expect(r.state.battlefield.every((id) => !r.state.objects[id].token)).toBe(true)
    expect(manualLines('Warchief Giant')).toEqual([])
  })

  it('CR 702.116a: with two players there is no other opponent: only the Giant deals damage', () => {
    const r = playCombat(['Warchief Giant'], { battlefield: [ready('Warchief Giant')] }, {}, [
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Warchief Giant', target: 'player:1' }] },
      ...passBoth,
      { type: 'passUntil', step: 'postcombatMain' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(15)
    expect(r.state.pending).toEqual([])
  })
})
