// Undaunted (CR 702.125) and graft (CR 702.58) on real cards, checked by their outcome (zones, counters, mana paid);
// undaunted also at a three-player table, where it counts each opponent.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play, realPool } from '../../../support/realCards'
import { runScenario } from '../../../../src-shared/scenario'

const swamps = (n: number) => Array.from({ length: n }, () => 'Swamp')
const curtains = (targets: string[]) => ({ player: 0, type: 'cast', card: "Curtains' Call", targets })

describe('undaunted and graft (CR 702.125, 702.58)', () => {
  it("CR 702.125a: Curtains' Call ({5}{B}, undaunted) costs {4}{B} against one opponent", () => {
    const ben = { battlefield: ['Grizzly Bears', 'Hill Giant'] }
    const five = play(["Curtains' Call"], { hand: ["Curtains' Call"], battlefield: swamps(5) }, ben, [
      curtains(['1:Grizzly Bears', '1:Hill Giant']),
      ...passBoth,
    ])
    expect(out(five).rejected ?? []).toEqual([])
    expect(out(five).players[1].graveyard.sort()).toEqual(['Grizzly Bears', 'Hill Giant'])
    const four = play(["Curtains' Call"], { hand: ["Curtains' Call"], battlefield: swamps(4) }, ben, [
      curtains(['1:Grizzly Bears', '1:Hill Giant']),
    ])
    expect(out(four).rejected?.length).toBe(1)
    expect(manualLines("Curtains' Call")).toEqual([])
  })

  it("CR 702.125a: at a three-player table Curtains' Call costs {3}{B}: four Swamps pay for it", () => {
    const run = (lands: number) =>
      runScenario(
        {
          variant: 'normal',
          seed: 1,
          start: 0,
          players: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cat' }],
          state: {
            turn: 4,
            active: 0,
            step: 'precombatMain',
            players: [
              { library: swamps(5), hand: ["Curtains' Call"], battlefield: swamps(lands) },
              { library: swamps(5), battlefield: ['Grizzly Bears'] },
              { library: swamps(5), battlefield: ['Hill Giant'] },
            ],
          },
          actions: [
            curtains(['1:Grizzly Bears', '2:Hill Giant']),
            { player: 0, type: 'pass' },
            { player: 1, type: 'pass' },
            { player: 2, type: 'pass' },
          ],
        },
        realPool(["Curtains' Call"]),
      )
    const four = run(4)
    expect(out(four).rejected ?? []).toEqual([])
    expect(out(four).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(four).players[2].graveyard).toEqual(['Hill Giant'])
    expect(out(run(3)).rejected?.length).toBe(1)
  })

  it('CR 702.58a: Simic Initiate (graft 1) enters with a +1/+1 counter and may move it onto a creature that enters', () => {
    const cast = play(['Simic Initiate'], { hand: ['Simic Initiate'], battlefield: ['Forest'] }, {}, [
      { player: 0, type: 'cast', card: 'Simic Initiate' },
      ...passBoth,
    ])
    expect(out(cast).rejected ?? []).toEqual([])
    expect(out(cast).players[0].battlefield.find((c) => c.name === 'Simic Initiate')?.counters).toEqual({
      '+1/+1': 1,
    })
    const board = {
      hand: ['Grizzly Bears'],
      battlefield: [{ name: 'Simic Initiate', counters: { '+1/+1': 1 } }, 'Forest', 'Forest'],
    }
    const moved = (answer: string) =>
      play(['Simic Initiate'], board, {}, [
        { player: 0, type: 'cast', card: 'Grizzly Bears' },
        ...passBoth, // the Bears resolve; graft triggers
        ...passBoth,
        { player: 0, type: 'choose', option: answer },
      ])
    const yes = moved('yes')
    expect(out(yes).rejected ?? []).toEqual([])
    expect(out(yes).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')?.counters).toEqual({ '+1/+1': 1 })
    expect(out(yes).players[0].graveyard).toEqual(['Simic Initiate']) // a 0/0 with no counter left (CR 704.5f)
    const no = moved('no')
    expect(out(no).players[0].battlefield.find((c) => c.name === 'Simic Initiate')?.counters).toEqual({ '+1/+1': 1 })
    expect(manualLines('Simic Initiate')).toEqual([])
  })
})
