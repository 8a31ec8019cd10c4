// New targets for the copies a spell makes of itself (CR 707.10c): storm (CR 702.40a), replicate (CR 702.56a) and
// conspire (CR 702.78a) say "you may choose new targets for the copies". Named on `cast` (`copyTargets`, one list per
// copy), or asked per copy when the game's `chooseCopyTargets` option is on; otherwise the copies keep the targets.
import { describe, expect, it } from 'vitest'
import { out, passBoth as RESOLVE, playOnTwoIslands, ready } from '../../../support/realCards'

const CARDS = ['Grapeshot', 'Lightning Bolt', 'Llanowar Elves', 'Birds of Paradise', 'Grizzly Bears']
const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']

/** Ann's main phase: a hand, her lands, and Ben's creatures; `options` the game's house rules. */
function game(cards: string[], hand: string[], lands: string[], ben: unknown[], actions: unknown[], options = {}) {
  return playOnTwoIslands(
    cards,
    { hand, battlefield: lands.map((n) => ready(n)) },
    { battlefield: ben },
    actions,
    undefined,
    options,
  )
}

const BOLT_FIRST = [{ player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] }, ...RESOLVE]
const BOLT_TWICE = [
  { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
  ...RESOLVE,
  { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
  ...RESOLVE,
]
const ELVES_AND_BIRDS = [ready('Llanowar Elves'), ready('Birds of Paradise'), ready('Grizzly Bears')]

describe('copies of a spell may get new targets (CR 707.10c)', () => {
  it("CR 702.40a, 707.10c: Grapeshot's storm copies hit the targets named on cast, one list per copy", () => {
    const r = game(CARDS, ['Lightning Bolt', 'Lightning Bolt', 'Grapeshot'], MOUNTAINS, ELVES_AND_BIRDS, [
      ...BOLT_TWICE,
      {
        player: 0,
        type: 'cast',
        card: 'Grapeshot',
        targets: ['player:1'],
        copyTargets: [['1:Llanowar Elves'], ['1:Birds of Paradise']],
      },
      ...RESOLVE, // the storm trigger
      ...RESOLVE, // the second copy
      ...RESOLVE, // the first copy
      ...RESOLVE, // Grapeshot
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(20 - 3 - 3 - 1)
    expect(out(r).players[1].graveyard.sort()).toEqual(['Birds of Paradise', 'Llanowar Elves'])
    expect(out(r).log.join('\n')).toMatch(/chooses new targets for the copy: Llanowar Elves \(CR 707.10c\)/)
  })

  it("CR 707.10c: without copyTargets, and with the option off, the copies keep the spell's targets", () => {
    const r = game(CARDS, ['Lightning Bolt', 'Grapeshot'], MOUNTAINS, ELVES_AND_BIRDS, [
      ...BOLT_FIRST,
      { player: 0, type: 'cast', card: 'Grapeshot', targets: ['1:Grizzly Bears'] },
      ...RESOLVE,
      ...RESOLVE,
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
  })

  it("CR 707.10c: an empty list keeps that copy's targets; the next copy takes its own", () => {
    const r = game(CARDS, ['Lightning Bolt', 'Lightning Bolt', 'Grapeshot'], MOUNTAINS, ELVES_AND_BIRDS, [
      ...BOLT_TWICE,
      { player: 0, type: 'cast', card: 'Grapeshot', targets: ['player:1'], copyTargets: [[], ['1:Llanowar Elves']] },
      ...RESOLVE,
      ...RESOLVE,
      ...RESOLVE,
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(20 - 6 - 2)
    expect(out(r).players[1].graveyard).toEqual(['Llanowar Elves'])
  })

  it("CR 707.10c, 601.2c: a copy's targets that could not be the spell's are refused as it is cast, naming the copy", () => {
    const r = game(CARDS, ['Lightning Bolt', 'Grapeshot'], MOUNTAINS, ELVES_AND_BIRDS, [
      ...BOLT_FIRST,
      {
        player: 0,
        type: 'cast',
        card: 'Grapeshot',
        targets: ['player:1'],
        copyTargets: [['1:Llanowar Elves', 'player:1']],
      },
    ])
    expect(out(r).rejected?.[0].reason).toMatch(/copy 1 needs 1 target, as many as the spell's \(CR 707.10c\), got 2/)
  })

  it('CR 707.10c: a spell that makes no copies of itself refuses copyTargets', () => {
    const r = game(CARDS, ['Lightning Bolt'], MOUNTAINS, ELVES_AND_BIRDS, [
      { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'], copyTargets: [['1:Llanowar Elves']] },
    ])
    expect(out(r).rejected?.[0].reason).toMatch(/makes no copies of itself/)
  })

  it('CR 707.10c: with the chooseCopyTargets option its controller is asked for each copy, "keep" keeping them', () => {
    const r = game(
      CARDS,
      ['Lightning Bolt', 'Lightning Bolt', 'Grapeshot'],
      MOUNTAINS,
      ELVES_AND_BIRDS,
      [
        ...BOLT_TWICE,
        { player: 0, type: 'cast', card: 'Grapeshot', targets: ['player:1'] },
        ...RESOLVE, // the storm trigger resolves: the first copy asks
        { player: 0, type: 'choose', targets: ['1:Birds of Paradise'] },
        { player: 0, type: 'choose', option: 'keep' }, // the second copy
        ...RESOLVE,
        ...RESOLVE,
        ...RESOLVE,
      ],
      { chooseCopyTargets: true },
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Birds of Paradise'])
    expect(out(r).players[1].life).toBe(20 - 6 - 2)
    expect(out(r).stack).toEqual([])
  })

  it('CR 707.10c: the option waits for the answer, and refuses a target the copy could not have', () => {
    const r = game(
      CARDS,
      ['Lightning Bolt', 'Grapeshot'],
      MOUNTAINS,
      ELVES_AND_BIRDS,
      [
        ...BOLT_FIRST,
        { player: 0, type: 'cast', card: 'Grapeshot', targets: ['player:1'] },
        ...RESOLVE,
        { player: 0, type: 'choose', targets: ['player:1', '1:Llanowar Elves'] },
      ],
      { chooseCopyTargets: true },
    )
    expect(out(r).rejected?.[0].reason).toMatch(/name all 1 of the copy's targets/i)
    expect((r.output as { waitingFor?: { decision: string } }).waitingFor?.decision).toBe('effect')
  })

  it("CR 702.40a, 707.10c: Spreading Insurrection's copy takes another creature, and the spell keeps its own", () => {
    const r = game(
      ['Spreading Insurrection', 'Lightning Bolt', 'Grizzly Bears', 'Llanowar Elves'],
      ['Lightning Bolt', 'Spreading Insurrection'],
      ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
      [ready('Grizzly Bears'), ready('Llanowar Elves')],
      [
        ...BOLT_FIRST,
        {
          player: 0,
          type: 'cast',
          card: 'Spreading Insurrection',
          targets: ['1:Grizzly Bears'],
          copyTargets: [['1:Llanowar Elves']],
        },
        ...RESOLVE,
        ...RESOLVE,
        ...RESOLVE,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.map((o) => o.name)).toEqual(
      expect.arrayContaining(['Grizzly Bears', 'Llanowar Elves']),
    )
    expect(out(r).players[0].graveyard).toEqual(['Lightning Bolt', 'Spreading Insurrection'])
  })

  it('CR 702.56a, 707.10c: Gigadrowse replicated twice taps three permanents', () => {
    const r = game(
      ['Gigadrowse', 'Grizzly Bears', 'Llanowar Elves', 'Birds of Paradise'],
      ['Gigadrowse'],
      ['Island', 'Island', 'Island', 'Island'],
      ELVES_AND_BIRDS,
      [
        {
          player: 0,
          type: 'cast',
          card: 'Gigadrowse',
          targets: ['1:Grizzly Bears'],
          replicate: 2,
          copyTargets: [['1:Llanowar Elves'], ['1:Birds of Paradise']],
        },
        ...RESOLVE,
        ...RESOLVE,
        ...RESOLVE,
        ...RESOLVE,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].battlefield.every((o) => o.tapped)).toBe(true)
  })

  it('CR 702.78a, 707.10c: Gleeful Sabotage conspired destroys a second artifact', () => {
    const r = game(
      ['Gleeful Sabotage', 'Ornithopter', 'Millstone', 'Llanowar Elves'],
      ['Gleeful Sabotage'],
      ['Forest', 'Forest', 'Forest', 'Llanowar Elves', 'Llanowar Elves'],
      [ready('Ornithopter'), ready('Millstone')],
      [
        {
          player: 0,
          type: 'cast',
          card: 'Gleeful Sabotage',
          targets: ['1:Ornithopter'],
          kicked: true,
          copyTargets: [['1:Millstone']],
        },
        ...RESOLVE,
        ...RESOLVE,
        ...RESOLVE,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard.sort()).toEqual(['Millstone', 'Ornithopter'])
  })
})
