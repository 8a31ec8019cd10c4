// Reconfigure (CR 702.151) on a real card, checked by its outcome: attached, the Equipment creature isn't a creature
// and equips its host; unattached (no target), it is a creature again.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play, ready } from '../../../support/realCards'
import { isCreature } from '../../../../src-shared/engine/query'

const attachedTo = (r: ReturnType<typeof play>) =>
  (out(r).players[0].battlefield.find((c) => c.name === 'Lizard Blades') as { attachedTo?: string } | undefined)
    ?.attachedTo
const blades = (r: ReturnType<typeof play>) =>
  r.state.battlefield.map((id) => r.state.objects[id]).find((o) => r.state.cards[o.def].name === 'Lizard Blades')!

describe('reconfigure (CR 702.151)', () => {
  it('CR 702.151a-b: Lizard Blades attaches to Grizzly Bears, stops being a creature, and the Bears strike twice', () => {
    const r = play(
      ['Lizard Blades'],
      { battlefield: [ready('Lizard Blades'), ready('Grizzly Bears'), 'Mountain', 'Mountain'] },
      {},
      [
        { player: 0, type: 'activate', card: 'Lizard Blades', ability: 0, targets: ['Grizzly Bears'] },
        ...passBoth,
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(attachedTo(r)).toBe('Grizzly Bears')
    expect(isCreature(r.state, blades(r))).toBe(false)
    expect(out(r).players[1].life).toBe(16) // double strike: 2 + 2
    expect(manualLines('Lizard Blades')).toEqual([])
  })

  it('CR 702.151a: activated with no target, attached Lizard Blades unattaches and is a creature again; only as a sorcery', () => {
    const board = {
      battlefield: [
        ready('Grizzly Bears'),
        ready('Lizard Blades', { attachedTo: 'Grizzly Bears' }),
        'Mountain',
        'Mountain',
      ],
    }
    const activate = { player: 0, type: 'activate', card: 'Lizard Blades', ability: 0 }
    const r = play(['Lizard Blades'], board, {}, [activate, ...passBoth])
    expect(out(r).rejected ?? []).toEqual([])
    expect(attachedTo(r)).toBeUndefined()
    expect(isCreature(r.state, blades(r))).toBe(true)
    const combat = play(['Lizard Blades'], board, {}, [activate], 'beginCombat')
    expect(out(combat).rejected?.length).toBe(1)
  })
})
