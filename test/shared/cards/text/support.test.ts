// Support N (CR 701.35) from real cards, and an Alchemy rebalanced card naming itself without its "A-" prefix.
import { describe, expect, it } from 'vitest'
import { manualLines, names, passBoth, play } from '../../../support/realCards'

const counters = (r: ReturnType<typeof play>, name: string) =>
  r.state.battlefield
    .map((id) => r.state.objects[id])
    .filter((o) => r.state.cards[o.def].name === name)
    .map((o) => o.counters['+1/+1'] ?? 0)

describe('support', () => {
  it('CR 701.35a: Lead by Example (a sorcery) puts a +1/+1 counter on each of up to two target creatures', () => {
    expect(manualLines('Lead by Example')).toEqual([])
    const r = play(
      ['Lead by Example'],
      { hand: ['Lead by Example'], battlefield: ['Forest', 'Forest', 'Grizzly Bears', 'Llanowar Elves'] },
      {},
      [{ player: 0, type: 'cast', card: 'Lead by Example', targets: ['Grizzly Bears', 'Llanowar Elves'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(counters(r, 'Grizzly Bears')).toEqual([1])
    expect(counters(r, 'Llanowar Elves')).toEqual([1])
  })

  it('CR 701.35a: on a permanent, support names other creatures: Joraga Auxiliary cannot target itself', () => {
    expect(manualLines('Joraga Auxiliary')).toEqual([])
    const lands = ['Forest', 'Forest', 'Forest', 'Forest', 'Plains', 'Plains']
    const activate = (targets: string[]) =>
      play(['Joraga Auxiliary'], { battlefield: ['Joraga Auxiliary', 'Grizzly Bears', ...lands] }, {}, [
        { player: 0, type: 'activate', card: 'Joraga Auxiliary', ability: 0, targets },
        ...passBoth,
      ])
    expect(activate(['Joraga Auxiliary']).output.rejected).toHaveLength(1)
    const r = activate(['Grizzly Bears'])
    expect(r.output.rejected).toEqual([])
    expect(counters(r, 'Grizzly Bears')).toEqual([1])
  })
})

describe('Alchemy rebalanced cards', () => {
  it('CR 201.5: A-Elderleaf Mentor names itself "Elderleaf Mentor": its enters trigger creates an Elf Warrior', () => {
    expect(manualLines('A-Elderleaf Mentor')).toEqual([])
    const r = play(
      ['A-Elderleaf Mentor'],
      { hand: ['A-Elderleaf Mentor'], battlefield: ['Forest', 'Forest', 'Forest'] },
      {},
      [{ player: 0, type: 'cast', card: 'A-Elderleaf Mentor' }, ...passBoth, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.battlefield)).toContain('Elf Warrior')
  })
})
