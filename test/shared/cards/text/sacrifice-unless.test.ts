// "Sacrifice it unless you …" (CR 117.12, 701.17a): the controller pays the named cost or sacrifices the source.
import { describe, expect, it } from 'vitest'
import { boardPlayer, manualLines, names, passBoth, play } from '../../../support/realCards'

const onBattlefield = (r: ReturnType<typeof play>, name: string) =>
  names(r.state, r.state.battlefield).filter((n) => n === name).length

describe('sacrifice it unless you return a land (karoo lands)', () => {
  const catacombs = (battlefield: string[], answer: Record<string, unknown>[]) =>
    play(["Crosis's Catacombs"], { hand: ["Crosis's Catacombs"], battlefield }, {}, [
      { player: 0, type: 'playLand', card: "Crosis's Catacombs" },
      ...passBoth,
      ...answer,
    ])

  it("CR 117.12: Crosis's Catacombs stays when a non-Lair land is returned to its owner's hand", () => {
    expect(manualLines("Crosis's Catacombs")).toEqual([])
    const r = catacombs(['Island', 'Swamp'], [{ player: 0, type: 'choose', cards: ['Island'] }])
    expect(r.output.rejected).toEqual([])
    expect(r.state.pending).toEqual([])
    expect(onBattlefield(r, "Crosis's Catacombs")).toBe(1)
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Island'])
  })

  it("CR 701.17a: declining sacrifices Crosis's Catacombs; a Lair can't pay (it is one itself)", () => {
    const r = catacombs(['Island'], [{ player: 0, type: 'choose', option: 'decline' }])
    expect(r.output.rejected).toEqual([])
    expect(onBattlefield(r, "Crosis's Catacombs")).toBe(0)
    expect(names(r.state, r.state.players[0].zones.graveyard)).toEqual(["Crosis's Catacombs"])
    expect(onBattlefield(r, 'Island')).toBe(1)
    // With no other land, nothing can pay: it is sacrificed without a choice.
    const alone = catacombs([], [])
    expect(alone.state.pending).toEqual([])
    expect(names(alone.state, alone.state.players[0].zones.graveyard)).toEqual(["Crosis's Catacombs"])
  })
})

describe('sacrifice it unless you discard or sacrifice', () => {
  const upkeep = boardPlayer({ step: 'upkeep' })

  it('CR 117.12: Masticore at the upkeep: discarding a card keeps it, declining sacrifices it', () => {
    expect(manualLines('Masticore')).toEqual([])
    const run = (answer: Record<string, unknown>) =>
      upkeep(['Masticore'], { hand: ['Forest'], battlefield: ['Masticore'] }, {}, [
        ...passBoth,
        { player: 0, type: 'choose', ...answer },
      ])
    const kept = run({ cards: ['Forest'] })
    expect(kept.output.rejected).toEqual([])
    expect(onBattlefield(kept, 'Masticore')).toBe(1)
    expect(names(kept.state, kept.state.players[0].zones.graveyard)).toEqual(['Forest'])
    const lost = run({ option: 'decline' })
    expect(onBattlefield(lost, 'Masticore')).toBe(0)
    expect(names(lost.state, lost.state.players[0].zones.graveyard)).toEqual(['Masticore'])
    expect(names(lost.state, lost.state.players[0].zones.hand)).toEqual(['Forest'])
  })

  it('CR 117.12: Bull Elephant needs two Forests returned; one is not enough', () => {
    expect(manualLines('Bull Elephant')).toEqual([])
    const cast = (cards: string[]) =>
      play(['Bull Elephant'], { hand: ['Bull Elephant'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] }, {}, [
        { player: 0, type: 'cast', card: 'Bull Elephant' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', cards },
      ])
    expect(cast(['Forest']).output.rejected).toHaveLength(1)
    const r = cast(['Forest', 'Forest#2'])
    expect(r.output.rejected).toEqual([])
    expect(onBattlefield(r, 'Bull Elephant')).toBe(1)
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Forest', 'Forest'])
  })

  it('CR 117.12: Balduvian Horde: paying discards a card at random', () => {
    expect(manualLines('Balduvian Horde')).toEqual([])
    const r = play(
      ['Balduvian Horde'],
      { hand: ['Balduvian Horde', 'Island'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Balduvian Horde' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', option: 'pay' },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(onBattlefield(r, 'Balduvian Horde')).toBe(1)
    expect(names(r.state, r.state.players[0].zones.graveyard)).toEqual(['Island'])
  })
})

describe('bounce lands: return an untapped land of a type', () => {
  const atoll = (battlefield: unknown[], cards: string[]) =>
    play(['Coral Atoll'], { hand: ['Coral Atoll'], battlefield }, {}, [
      { player: 0, type: 'playLand', card: 'Coral Atoll' },
      ...passBoth,
      { player: 0, type: 'choose', cards },
    ])

  it('CR 117.12: Coral Atoll stays when an untapped Island is returned; a tapped Island cannot pay', () => {
    expect(manualLines('Coral Atoll')).toEqual([])
    const r = atoll(['Island'], ['Island'])
    expect(r.output.rejected).toEqual([])
    expect(onBattlefield(r, 'Coral Atoll')).toBe(1)
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Island'])
    const tapped = atoll([{ name: 'Island', tapped: true }], [])
    expect(tapped.state.pending).toEqual([])
    expect(names(tapped.state, tapped.state.players[0].zones.graveyard)).toEqual(['Coral Atoll'])
  })
})

describe('return another creature', () => {
  it('CR 117.12: Faerie Impostor cannot return itself; returning another creature keeps it', () => {
    expect(manualLines('Faerie Impostor')).toEqual([])
    const cast = (cards: string[]) =>
      play(['Faerie Impostor'], { hand: ['Faerie Impostor'], battlefield: ['Island', 'Grizzly Bears'] }, {}, [
        { player: 0, type: 'cast', card: 'Faerie Impostor' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', cards },
      ])
    expect(cast(['Faerie Impostor']).output.rejected).toHaveLength(1)
    const r = cast(['Grizzly Bears'])
    expect(r.output.rejected).toEqual([])
    expect(onBattlefield(r, 'Faerie Impostor')).toBe(1)
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Grizzly Bears'])
  })
})
