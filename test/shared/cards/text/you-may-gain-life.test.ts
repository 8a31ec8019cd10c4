// "You may gain 1 life" (CR 603.5, 119.3): "gain" with no subject is the imperative, its controller; the trigger's
// "you may" is answered yes or no (Angel's Feather, Ajani's Mantra).
import { describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'

describe('you may gain life', () => {
  it("CR 603.5, 119.3: Angel's Feather offers its controller 1 life whenever any player casts a white spell", () => {
    expect(manualLines("Angel's Feather")).toEqual([])
    const feather = (answer: string, spell: string, land: string) =>
      play(
        ["Angel's Feather", spell],
        { battlefield: ["Angel's Feather"] },
        { hand: [spell], battlefield: [land, land] },
        [
          { player: 0, type: 'pass' },
          { player: 1, type: 'cast', card: spell, ...(spell === 'Lightning Bolt' ? { targets: ['player:0'] } : {}) },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
          { player: 0, type: 'choose', option: answer },
        ],
      )
    // Ben's Raise the Alarm is white: Ann may gain 1.
    const yes = feather('yes', 'Raise the Alarm', 'Plains')
    expect(out(yes).rejected ?? []).toEqual([])
    expect(out(yes).players[0].life).toBe(21)
    expect(out(yes).players[1].life).toBe(20)
    const no = feather('no', 'Raise the Alarm', 'Plains')
    expect(out(no).players[0].life).toBe(20)
    // A red spell doesn't trigger it: Ann takes the Bolt and gains nothing (her "yes" has nothing to answer).
    const red = feather('yes', 'Lightning Bolt', 'Mountain')
    expect(out(red).players[0].life).toBe(17)
    expect(out(red).rejected?.length).toBe(1)
  })

  it("CR 603.5: Ajani's Mantra's upkeep trigger gains 1 life only if its controller says yes", () => {
    expect(manualLines("Ajani's Mantra")).toEqual([])
    const mantra = (answer: string) =>
      play(
        ["Ajani's Mantra"],
        { battlefield: ["Ajani's Mantra"] },
        {},
        [
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'choose', option: answer },
        ],
        'upkeep',
      )
    expect(out(mantra('yes')).players[0].life).toBe(21)
    expect(out(mantra('no')).players[0].life).toBe(20)
  })
})
