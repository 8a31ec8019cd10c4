// "As ~ enters, choose a color / creature type" (CR 614.12) and what reads the choice: "creatures you control of the
// chosen type get +1/+1", "~ has protection from the chosen color", an Aura's protection that "doesn't remove ~"
// (CR 702.16d).
import { describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'

const plains = (n: number) => Array(n).fill('Plains')
const resolve = [
  { player: 0, type: 'pass' },
  { player: 1, type: 'pass' },
]
const pt = (r: ReturnType<typeof play>, name: string) => {
  const c = out(r).players[0].battlefield.find((x) => x.name === name)!
  return [c.power, c.toughness]
}

describe('choices made as a permanent enters', () => {
  it('CR 614.12: Rally the Ranks asks for a creature type; creatures you control of that type get +1/+1', () => {
    expect(manualLines('Rally the Ranks')).toEqual([])
    const r = play(
      ['Rally the Ranks'],
      { hand: ['Rally the Ranks'], battlefield: [...plains(4), 'Llanowar Elves', 'Grizzly Bears'] },
      { battlefield: ['Llanowar Elves'] },
      [
        { player: 0, type: 'cast', card: 'Rally the Ranks' },
        ...resolve,
        { player: 0, type: 'choose', option: 'Unicorn-ish' }, // rejected: not a creature type
        { player: 0, type: 'choose', option: 'elf' },
      ],
    )
    expect(out(r).rejected).toHaveLength(1)
    expect(pt(r, 'Llanowar Elves')).toEqual([2, 2])
    expect(pt(r, 'Grizzly Bears')).toEqual([2, 2])
    expect(out(r).players[1].battlefield.find((x) => x.name === 'Llanowar Elves')?.power).toBe(1) // only yours
  })

  it('CR 614.12, 702.16: Voice of All has protection from the chosen color', () => {
    expect(manualLines('Voice of All')).toEqual([])
    const r = play(
      ['Voice of All', 'Shock'],
      { hand: ['Voice of All'], battlefield: plains(4) },
      { hand: ['Shock'], battlefield: ['Mountain'] },
      [
        { player: 0, type: 'cast', card: 'Voice of All' },
        ...resolve,
        { player: 0, type: 'choose', option: 'red' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Shock', targets: ['0:Voice of All'] },
      ],
    )
    expect(out(r).rejected).toHaveLength(1)
    expect(out(r).rejected?.[0].index).toBe(5)
    expect(out(r).rejected?.[0].reason).toMatch(/target/)
    expect(out(r).players[0].battlefield.map((c) => c.name)).toContain('Voice of All')
  })

  it('CR 702.16d: Pentarch Ward gives protection from white and, its effect not removing it, stays attached', () => {
    expect(manualLines('Pentarch Ward')).toEqual([])
    const r = play(['Pentarch Ward'], { hand: ['Pentarch Ward'], battlefield: [...plains(3), 'Grizzly Bears'] }, {}, [
      { player: 0, type: 'cast', card: 'Pentarch Ward', targets: ['0:Grizzly Bears'] },
      ...resolve,
      { player: 0, type: 'choose', option: 'white' },
      ...resolve, // its enters trigger: draw a card
    ])
    expect(out(r).rejected ?? []).toEqual([])
    const ward = out(r).players[0].battlefield.find((c) => c.name === 'Pentarch Ward') as
      { attachedTo?: string } | undefined
    expect(ward?.attachedTo).toBe('Grizzly Bears')
  })
})
