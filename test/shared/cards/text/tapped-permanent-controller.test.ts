// "Whenever enchanted land becomes tapped, ~ deals 2 damage to that land's controller" / "… its controller loses 2
// life" (CR 603.2, 603.2f), "Whenever a land enters, ~ deals 2 damage to that land's controller" (CR 603.6a): the
// controller of the event's permanent, not the source's.
import { beforeAll, describe, expect, it } from 'vitest'
import { manualLines } from '../../../support/realCards'
import { BEN_PASS, BENS_TURN, cast, LANDS, PASS, play, ready, seat } from '../../../support/verify/harness'
import { byHandWithoutReason, classOf, loadScanData, scanLines } from '../../../support/shapeScan'

describe('the controller of a permanent that became tapped (CR 603.2f)', () => {
  beforeAll(loadScanData, 60_000)

  it("CR 603.2f: Ann's Psychic Venom on Ben's land deals 2 damage to Ben when he taps it, not when he taps another", () => {
    expect(manualLines('Psychic Venom')).toEqual([])
    const tap = (land: string) =>
      play(
        ['Psychic Venom'],
        {
          ...BENS_TURN,
          ann: { battlefield: [{ name: 'Psychic Venom', attachedTo: '1:Island' }] },
          ben: { battlefield: ['Island', 'Swamp'] },
        },
        [{ player: 1, type: 'activateMana', card: land }, ...BEN_PASS],
      )
    expect(seat(tap('Island'), 1).life).toBe(18)
    expect(seat(tap('Island'), 0).life).toBe(20)
    expect(seat(tap('Swamp'), 1).life).toBe(20) // near miss: a land it doesn't enchant
  })

  it('CR 603.2f: Contaminated Ground\'s "its controller loses 2 life" is the enchanted land\'s controller', () => {
    expect(manualLines('Contaminated Ground')).toEqual([])
    const p = play(
      ['Contaminated Ground'],
      {
        ...BENS_TURN,
        ann: { battlefield: [{ name: 'Contaminated Ground', attachedTo: '1:Forest' }] },
        ben: { battlefield: ['Forest'] },
      },
      [{ player: 1, type: 'activateMana', card: 'Forest' }, ...BEN_PASS],
    )
    expect(seat(p, 1).life).toBe(18)
    expect(seat(p, 0).life).toBe(20)
  })

  it("CR 603.2f, 508.1f: Insolence deals 2 damage to the enchanted creature's controller as it attacks", () => {
    expect(manualLines('Insolence')).toEqual([])
    const p = play(
      ['Insolence'],
      {
        ...BENS_TURN,
        ann: { battlefield: [{ name: 'Insolence', attachedTo: '1:Grizzly Bears' }] },
        ben: { battlefield: [ready('Grizzly Bears')] },
      },
      [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 1, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:0' }] },
        ...BEN_PASS,
      ],
    )
    expect(seat(p, 1).life).toBe(18)
  })

  it("CR 603.6a: Ankh of Mishra deals 2 damage to the controller of the land that entered: Ben's land, Ben", () => {
    expect(manualLines('Ankh of Mishra')).toEqual([])
    const p = play(
      ['Ankh of Mishra'],
      {
        ...BENS_TURN,
        ann: { battlefield: ['Ankh of Mishra'] },
        ben: { hand: ['Forest', 'Llanowar Elves'], battlefield: ['Forest'] },
      },
      [
        { player: 1, type: 'playLand', card: 'Forest' },
        ...BEN_PASS,
        // Near miss: a creature entering is not a land.
        { player: 1, type: 'cast', card: 'Llanowar Elves' },
        ...BEN_PASS,
      ],
    )
    expect(seat(p, 1).life).toBe(18)
    expect(seat(p, 0).life).toBe(20)
  })

  it('CR 603.10a: Dingus Egg deals 2 damage to the controller of the land put into a graveyard, as it last was', () => {
    expect(manualLines('Dingus Egg')).toEqual([])
    const p = play(
      ['Dingus Egg', 'Stone Rain'],
      { ann: { hand: ['Stone Rain'], battlefield: ['Dingus Egg', ...LANDS] }, ben: { battlefield: ['Forest'] } },
      [...cast('Stone Rain', { targets: ['1:Forest'] }), ...PASS],
    )
    expect(seat(p, 1).battlefield.filter((b) => b.name === 'Forest')).toHaveLength(0)
    expect(seat(p, 1).life).toBe(18)
    expect(seat(p, 0).life).toBe(20)
  })

  it('every "its controller" / "that …\'s controller" after a permanent\'s event is run only for such events', () => {
    const lines = scanLines(
      /^whenever [^,]*, .*\b(?:its controller|that (?:land|creature|artifact|permanent)'s controller)\b/i,
    )
    const c = classOf(lines, 'trigger:becomesTapped')
    expect(c.run).toEqual(expect.arrayContaining(['Psychic Venom', 'Contaminated Ground', 'Chronic Flooding']))
    // Run only after an event with a permanent of its own: a permanent that became tapped or was tapped for mana.
    const others = lines.filter(
      (l) =>
        l.automated &&
        !/becomes tapped|for mana|\benters\b|\bdies\b|put into a graveyard from the battlefield/i.test(
          l.text.slice(0, l.text.indexOf(',')),
        ),
    )
    expect(others.filter((l) => !/\bits controller's\b|target/i.test(l.text)).map((l) => l.name)).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
  })
})
