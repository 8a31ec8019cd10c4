// Casualty with real cards (CR 702.153): the contract's `kicked: true` pays the optional additional cost, sacrificing
// a creature with power N or greater (`sacrifice` names it); then the spell's trigger copies it (same targets).
import { describe, expect, it } from 'vitest'
import { play, realCard, passBoth as RESOLVE } from '../../../support/realCards'
import { explainCard } from '../../../../src-shared/engine'

type Out = {
  players: { life: number; graveyard: string[]; battlefield: { name: string; damage?: number }[] }[]
  rejected?: { index: number; reason: string }[]
  log: string[]
  stack: string[]
}
const out = (r: { output: unknown }) => r.output as Out
const CARDS = ["Light 'Em Up", 'Hill Giant']
const ann = { hand: ["Light 'Em Up"], battlefield: ['Mountain', 'Mountain', 'Grizzly Bears'] }
const ben = { battlefield: ['Hill Giant'] }

describe('casualty (CR 702.153)', () => {
  it("CR 702.153a: Light 'Em Up with casualty 2 paid by Grizzly Bears is copied: 2 + 2 damage kill Hill Giant", () => {
    const r = play(CARDS, ann, ben, [
      {
        player: 0,
        type: 'cast',
        card: "Light 'Em Up",
        targets: ['1:Hill Giant'],
        kicked: true,
        sacrifice: ['Grizzly Bears'],
      },
      ...RESOLVE, // the casualty trigger: the copy
      ...RESOLVE, // the copy
      ...RESOLVE, // Light 'Em Up
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears', "Light 'Em Up"])
    expect(out(r).players[1].graveyard).toEqual(['Hill Giant'])
    expect(out(r).log.join('\n')).toMatch(/copied 1 time \(casualty\)/)
  })

  it("CR 702.153a: without casualty, Light 'Em Up deals 2 damage once", () => {
    const r = play(CARDS, ann, ben, [
      { player: 0, type: 'cast', card: "Light 'Em Up", targets: ['1:Hill Giant'] },
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].battlefield).toEqual([expect.objectContaining({ name: 'Hill Giant', damage: 2 })])
    expect(out(r).players[0].battlefield.map((b) => b.name)).toContain('Grizzly Bears')
  })

  it('CR 702.153a: the sacrificed creature needs power 2 or greater', () => {
    const r = play(CARDS, { ...ann, battlefield: ['Mountain', 'Mountain', 'Llanowar Elves'] }, ben, [
      { player: 0, type: 'cast', card: "Light 'Em Up", targets: ['1:Hill Giant'], kicked: true },
    ])
    expect(out(r).rejected).toHaveLength(1)
  })

  it('CR 702.153a: the Casualty line is automated', () => {
    expect(explainCard(realCard("Light 'Em Up")).lines.filter((l) => !l.automated)).toEqual([])
  })
})
