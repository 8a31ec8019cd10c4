// Bestow with real cards (CR 702.103): `cast` with `alternative: "bestow"` and a creature target casts the card for
// its bestow cost as an Aura spell with enchant creature; attached, it is an Aura; unattached, a creature again.
import { describe, expect, it } from 'vitest'
import { play, passBoth as RESOLVE } from '../../../support/realCards'

interface Perm {
  name: string
  power?: number
  toughness?: number
  attachedTo?: string
}
type Out = {
  players: { life: number; graveyard: string[]; battlefield: Perm[] }[]
  rejected?: { index: number; reason: string }[]
  log: string[]
  stack: string[]
}
const out = (r: { output: unknown }) => r.output as Out
const ISLANDS = ['Island', 'Island', 'Island', 'Island', 'Island']
const ann = { hand: ['Nimbus Naiad'], battlefield: [...ISLANDS, 'Grizzly Bears'] }
const bestow = {
  player: 0,
  type: 'cast',
  card: 'Nimbus Naiad',
  alternative: 'bestow',
  targets: ['0:Grizzly Bears'],
}
const find = (r: { output: unknown }, name: string) => out(r).players[0].battlefield.find((b) => b.name === name)

describe('bestow (CR 702.103)', () => {
  it('CR 702.103b: Nimbus Naiad bestowed on Grizzly Bears is an Aura: the Bears are a 4/4', () => {
    const r = play(['Nimbus Naiad'], ann, {}, [bestow, ...RESOLVE])
    expect(out(r).rejected ?? []).toEqual([])
    expect(find(r, 'Nimbus Naiad')).toMatchObject({ attachedTo: 'Grizzly Bears' })
    expect(find(r, 'Nimbus Naiad')?.power).toBeUndefined() // not a creature while attached
    expect(find(r, 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4 })
    expect(out(r).log.join('\n')).toMatch(/casts Nimbus Naiad \(for its bestow cost\)/)
  })

  it('CR 702.103f: when the enchanted creature dies, Nimbus Naiad stays as a 2/2 creature', () => {
    const r = play(['Nimbus Naiad', 'Murder'], ann, { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] }, [
      bestow,
      ...RESOLVE,
      { player: 0, type: 'pass' },
      { player: 1, type: 'cast', card: 'Murder', targets: ['0:Grizzly Bears'] },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    expect(find(r, 'Nimbus Naiad')).toMatchObject({ power: 2, toughness: 2 })
    expect(find(r, 'Nimbus Naiad')?.attachedTo).toBeUndefined()
  })

  it('CR 702.103b: a bestowed spell needs a creature to target', () => {
    const r = play(['Nimbus Naiad'], { hand: ['Nimbus Naiad'], battlefield: ISLANDS }, {}, [
      { player: 0, type: 'cast', card: 'Nimbus Naiad', alternative: 'bestow' },
    ])
    expect(out(r).rejected).toHaveLength(1)
  })

  it('CR 702.103a: cast for its mana cost it is a 2/2 creature', () => {
    const r = play(['Nimbus Naiad'], ann, {}, [{ player: 0, type: 'cast', card: 'Nimbus Naiad' }, ...RESOLVE])
    expect(out(r).rejected ?? []).toEqual([])
    expect(find(r, 'Nimbus Naiad')).toMatchObject({ power: 2, toughness: 2 })
    expect(find(r, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 })
  })
})
