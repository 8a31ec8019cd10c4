// "You control enchanted creature" (Control Magic): control while the Aura is attached (CR 613.1b, layer 2), and
// back to the previous controller when it leaves (CR 611.2b), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const islands = (n: number) => Array.from({ length: n }, () => 'Island')
const onBattlefield = (r: ReturnType<typeof play>, player: number) =>
  out(r).players[player].battlefield.map((c) => c.name)

describe('control-changing Auras', () => {
  it('CR 613.1b: Control Magic gives its controller the enchanted creature, summoning sick (CR 302.6)', () => {
    expect(manualLines('Control Magic')).toEqual([])
    const r = play(
      ['Control Magic'],
      { hand: ['Control Magic'], battlefield: islands(4) },
      { battlefield: [{ name: 'Llanowar Elves', sick: false }] },
      [
        { player: 0, type: 'cast', card: 'Control Magic', targets: ['1:Llanowar Elves'] },
        ...passBoth,
        { player: 0, type: 'activateMana', card: 'Llanowar Elves', produce: 'G' }, // not since Ann's turn began
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([3])
    expect(onBattlefield(r, 0)).toContain('Llanowar Elves')
    expect(onBattlefield(r, 1)).not.toContain('Llanowar Elves')
  })

  it('CR 611.2b: when Control Magic is destroyed, the creature goes back to its owner', () => {
    const r = play(
      ['Control Magic', 'Disenchant'],
      { hand: ['Control Magic'], battlefield: islands(4) },
      { hand: ['Disenchant'], battlefield: ['Plains', 'Plains', 'Grizzly Bears'] },
      [
        { player: 0, type: 'cast', card: 'Control Magic', targets: ['1:Grizzly Bears'] },
        ...passBoth,
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Disenchant', targets: ['0:Control Magic'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Control Magic'])
    expect(onBattlefield(r, 1)).toContain('Grizzly Bears')
    expect(onBattlefield(r, 0)).not.toContain('Grizzly Bears')
  })

  it('CR 613.1b: Confiscate takes any permanent, a land too', () => {
    expect(manualLines('Confiscate')).toEqual([])
    const r = play(['Confiscate'], { hand: ['Confiscate'], battlefield: islands(6) }, { battlefield: ['Forest'] }, [
      { player: 0, type: 'cast', card: 'Confiscate', targets: ['1:Forest'] },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(onBattlefield(r, 0)).toContain('Forest')
    expect(onBattlefield(r, 1)).toEqual([])
  })
})
