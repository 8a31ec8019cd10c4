// CR 401.5, 701.16, 701.18: a search or a scry looks at cards only their owner may see. While one player decides,
// the other player's view of that decision names none of those cards and carries none of their ids.
import { describe, expect, it } from 'vitest'
import { viewFor } from '../../../src-shared/engine'
import { passBoth, play, playCombat } from '../../support/realCards'

const LIB = ['Grizzly Bears', 'Llanowar Elves', 'Shivan Dragon', 'Hill Giant', 'Serra Angel']

function libraryIds(state: ReturnType<typeof play>['state'], player: number): string[] {
  return state.players[player].zones.library
}

describe('CR 401.5: another player decision about hidden cards', () => {
  for (const [card, lands] of [
    ['Demonic Tutor', ['Swamp', 'Swamp']],
    ['Opt', ['Island']],
  ] as const)
    it(`${card}: the opponent's view of the pending choice names no library card; the chooser's keeps it`, () => {
      const r = play([card], { hand: [card], battlefield: lands, library: LIB }, {}, [
        { player: 0, type: 'cast', card },
        ...passBoth,
      ])
      expect(r.output.rejected).toEqual([])
      const s = r.state
      expect(s.pending).toHaveLength(1)
      expect(s.pending[0].player).toBe(0)
      const own = JSON.stringify(viewFor(s, 0).pending)
      expect(libraryIds(s, 0).some((id) => own.includes(`"${id}"`))).toBe(true)
      for (const viewer of [1, 'spectator'] as const) {
        const theirs = viewFor(s, viewer).pending
        expect(theirs).toEqual([{ kind: s.pending[0].kind, player: 0, private: true }])
        const json = JSON.stringify(theirs)
        for (const name of LIB) expect(json).not.toContain(name)
        for (const id of libraryIds(s, 0)) expect(json).not.toContain(`"${id}"`)
      }
    })

  it('a decision that refers only to public cards stays whole in every view (CR 509.1)', () => {
    const r = playCombat(['Grizzly Bears'], { battlefield: ['Grizzly Bears'] }, { battlefield: ['Hill Giant'] }, [
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
      ...passBoth,
    ])
    const s = r.state
    expect(s.pending.map((d) => d.kind)).toEqual(['declareBlockers'])
    expect(viewFor(s, 1).pending).toEqual(s.pending)
  })
})
