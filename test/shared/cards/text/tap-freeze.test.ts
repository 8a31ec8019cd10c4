// Tapping that lasts: "It doesn't untap during its controller's next untap step" (CR 502.3), and an Aura's
// "tap enchanted creature" (CR 303.4e), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, playScenario } from '../../../support/realCards'

const lands = (n: number, land = 'Island') => Array.from({ length: n }, () => land)
const tapped = (r: ReturnType<typeof playScenario>, player: number, name: string) =>
  out(r).players[player].battlefield.find((c) => c.name === name)!.tapped

describe('tap and keep tapped', () => {
  it("CR 502.3: Crippling Chill's creature stays tapped through its controller's next untap step only", () => {
    expect(manualLines('Crippling Chill')).toEqual([])
    const scenario = (untilTurn: number) =>
      playScenario(['Crippling Chill'], {
        state: {
          turn: 3,
          active: 0,
          step: 'precombatMain',
          players: [
            { hand: ['Crippling Chill'], library: lands(6), battlefield: lands(3) },
            { library: lands(6), battlefield: ['Grizzly Bears'] },
          ],
        },
        actions: [
          { player: 0, type: 'cast', card: 'Crippling Chill', targets: ['1:Grizzly Bears'] },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          { type: 'passUntil', step: 'upkeep', turn: untilTurn },
        ],
      })
    const next = scenario(4)
    expect(out(next).players[0].hand).toHaveLength(1) // and draws a card
    expect(tapped(next, 1, 'Grizzly Bears')).toBe(true)
    expect(tapped(scenario(6), 1, 'Grizzly Bears')).toBe(false)
  })

  it('CR 303.4e: "When Capture Sphere enters, tap enchanted creature" taps the creature it enchants', () => {
    expect(manualLines('Capture Sphere')).toEqual([])
    const r = playScenario(['Capture Sphere'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [
          { hand: ['Capture Sphere'], library: lands(6), battlefield: lands(4) },
          { library: lands(6), battlefield: ['Grizzly Bears', 'Llanowar Elves'] },
        ],
      },
      actions: [
        { player: 0, type: 'cast', card: 'Capture Sphere', targets: ['1:Grizzly Bears'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    })
    expect(tapped(r, 1, 'Grizzly Bears')).toBe(true)
    expect(tapped(r, 1, 'Llanowar Elves')).toBe(false)
    expect(out(r).stack).toEqual([])
  })
})
