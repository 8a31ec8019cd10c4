// Innistrad's werewolves: "At the beginning of each upkeep, if no spells were cast last turn, transform ~" and, on the
// back face, "if a player cast two or more spells last turn". An intervening "if" (CR 603.4) about the turn before
// this one, whoever's it was, checked as the upkeep begins and again as the ability resolves; a spell cast in this
// upkeep changes nothing about last turn.
import { describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'

const MAYOR = 'Mayor of Avabruck // Howlpack Alpha'
const pass = (first: number) => [
  { player: first, type: 'pass' },
  { player: 1 - first, type: 'pass' },
]
const toBensUpkeep = [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: [] },
  { type: 'passUntil', step: 'upkeep', turn: 4 },
]
const names = (r: ReturnType<typeof play>, i: number) => out(r).players[i].battlefield.map((b) => b.name)

describe('werewolves: spells cast last turn (CR 603.4)', () => {
  it('CR 603.4: Mayor of Avabruck transforms at an upkeep after a turn without spells, and back after two spells', () => {
    expect(manualLines(MAYOR)).toEqual(["Each other creature you control that's a Werewolf or a Wolf gets +1/+1."])
    const r = play(
      [MAYOR, 'Lightning Bolt'],
      { hand: ['Lightning Bolt', 'Lightning Bolt'], battlefield: [MAYOR, 'Mountain', 'Mountain'] },
      { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      [
        ...pass(0), // Ann's upkeep: no spells were cast last turn, so it transforms
        { type: 'passUntil', step: 'precombatMain' },
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        ...pass(0),
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        ...pass(0),
        ...toBensUpkeep,
        // Ben's upkeep: Ann cast two spells last turn. Ben's Bolt in response is this turn's, not last turn's.
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['player:0'] },
        ...pass(1),
        ...pass(1),
      ],
      'upkeep',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(14)
    expect(out(r).players[0].life).toBe(17)
    // Howlpack Alpha through Ann's turn (its end step made a Wolf), then human again.
    expect(names(r, 0).filter((n) => /wolf/i.test(n)).length).toBe(1)
    expect(names(r, 0)).toContain('Mayor of Avabruck')
    expect(out(r).stack).toEqual([])
  })

  it("CR 603.4: one spell last turn keeps a werewolf human, and a human doesn't transform after a turn with a spell", () => {
    const r = play(
      [MAYOR, 'Lightning Bolt'],
      { hand: ['Lightning Bolt'], battlefield: [MAYOR, 'Mountain'] },
      { battlefield: [] },
      [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        ...pass(0),
        ...toBensUpkeep,
        ...pass(1),
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(names(r, 0)).toContain('Mayor of Avabruck')
    expect(names(r, 0)).not.toContain('Howlpack Alpha')
  })
})
