// Overload with real cards (CR 702.96): `cast` with `alternative: "overload"` and no targets casts the spell for its
// overload cost, and each "target" in its text reads "each".
import { describe, expect, it } from 'vitest'
import { play, realCard, passBoth as RESOLVE } from '../../../support/realCards'
import { explainCard } from '../../../../src-shared/engine'

type Out = {
  players: { life: number; hand: string[]; graveyard: string[]; battlefield: { name: string }[] }[]
  rejected?: { index: number; reason: string }[]
  log: string[]
}
const out = (r: { output: unknown }) => r.output as Out
const names = (r: { output: unknown }, p: number) => out(r).players[p].battlefield.map((b) => b.name)

describe('overload (CR 702.96)', () => {
  const ben = { battlefield: ['Llanowar Elves', 'Llanowar Elves', 'Grizzly Bears'] }

  it('CR 702.96a: Electrickery overloaded deals 1 damage to each creature Ann does not control', () => {
    const r = play(
      ['Electrickery'],
      { hand: ['Electrickery'], battlefield: ['Mountain', 'Mountain', 'Llanowar Elves'] },
      ben,
      [{ player: 0, type: 'cast', card: 'Electrickery', alternative: 'overload' }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(names(r, 1)).toEqual(['Grizzly Bears'])
    expect(names(r, 0)).toContain('Llanowar Elves') // her own creature is spared
  })

  it('CR 702.96a: Electrickery for its mana cost deals 1 damage to one target creature', () => {
    const r = play(['Electrickery'], { hand: ['Electrickery'], battlefield: ['Mountain'] }, ben, [
      { player: 0, type: 'cast', card: 'Electrickery', targets: ['1:Llanowar Elves'] },
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(names(r, 1)).toEqual(['Llanowar Elves', 'Grizzly Bears'])
  })

  it('CR 702.96a: Cyclonic Rift overloaded returns each nonland permanent Ann does not control', () => {
    const islands = Array(7).fill('Island')
    const r = play(
      ['Cyclonic Rift'],
      { hand: ['Cyclonic Rift'], battlefield: islands },
      { battlefield: ['Forest', 'Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Cyclonic Rift', alternative: 'overload' }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(names(r, 1)).toEqual(['Forest'])
    expect(out(r).players[1].hand).toEqual(['Grizzly Bears'])
  })

  it('CR 702.96b: an overloaded spell takes no targets', () => {
    const r = play(['Electrickery'], { hand: ['Electrickery'], battlefield: ['Mountain', 'Mountain'] }, ben, [
      { player: 0, type: 'cast', card: 'Electrickery', alternative: 'overload', targets: ['1:Grizzly Bears'] },
    ])
    expect(out(r).rejected).toHaveLength(1)
  })

  it('CR 702.96a: the Overload line is automated when every target can read "each"', () => {
    for (const name of ['Electrickery', 'Cyclonic Rift', 'Vandalblast'])
      expect(explainCard(realCard(name)).lines.filter((l) => !l.automated)).toEqual([])
  })
})
