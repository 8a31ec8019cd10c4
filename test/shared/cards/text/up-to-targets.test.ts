// "Up to N target …" (CR 601.2c): any number of those targets from none to N, each a different object, on spells,
// activated and triggered abilities (CR 603.3d).
import { describe, expect, it } from 'vitest'
import { manualLines, names, out, passBoth, play, poolWith } from '../../../support/realCards'

const pool = poolWith(
  'Into the Void',
  'Expose Evil',
  'Dauntless Onslaught',
  'Glarewielder',
  'Morbid Plunder',
  "Death's Duet",
)
const tapped = (r: ReturnType<typeof play>, player: number) =>
  r.state.battlefield.filter((id) => r.state.objects[id].controller === player && r.state.objects[id].tapped)
const bf = (r: ReturnType<typeof play>, player: number) =>
  names(
    r.state,
    r.state.battlefield.filter((id) => r.state.objects[id].controller === player),
  )

describe('up to N targets', () => {
  it("CR 601.2c: Into the Void returns up to two target creatures to their owners' hands (two, or just one)", () => {
    expect(manualLines('Into the Void')).toEqual([])
    const both = play(
      pool,
      { hand: ['Into the Void'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
      { battlefield: ['Grizzly Bears', 'Llanowar Elves'] },
      [
        { player: 0, type: 'cast', card: 'Into the Void', targets: ['1:Grizzly Bears', '1:Llanowar Elves'] },
        ...passBoth,
      ],
    )
    expect(both.output.rejected).toEqual([])
    expect(names(both.state, both.state.players[1].zones.hand).sort()).toEqual(['Grizzly Bears', 'Llanowar Elves'])
    const one = play(
      pool,
      { hand: ['Into the Void'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
      { battlefield: ['Grizzly Bears', 'Llanowar Elves'] },
      [{ player: 0, type: 'cast', card: 'Into the Void', targets: ['1:Llanowar Elves'] }, ...passBoth],
    )
    expect(one.output.rejected).toEqual([])
    expect(names(one.state, one.state.players[1].zones.hand)).toEqual(['Llanowar Elves'])
    expect(bf(one, 1)).toEqual(['Grizzly Bears'])
  })

  it('CR 601.2c: the same creature cannot be both of Into the Void\'s "up to two" targets', () => {
    const r = play(
      pool,
      { hand: ['Into the Void'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Into the Void', targets: ['1:Grizzly Bears', '1:Grizzly Bears'] }],
    )
    expect(out(r).rejected?.length).toBe(1)
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Into the Void'])
  })

  it('CR 601.2c: Expose Evil taps no creature when cast with no target, and still investigates', () => {
    expect(manualLines('Expose Evil')).toEqual([])
    const r = play(
      pool,
      { hand: ['Expose Evil'], battlefield: ['Plains', 'Plains'] },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Expose Evil', targets: [] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(bf(r, 0)).toContain('Clue')
    expect(tapped(r, 1)).toEqual([])
    expect(names(r.state, r.state.players[0].zones.graveyard)).toEqual(['Expose Evil'])
  })

  it('CR 601.2c: Dauntless Onslaught gives each of its (up to two) targets +2/+2', () => {
    expect(manualLines('Dauntless Onslaught')).toEqual([])
    const r = play(
      pool,
      { hand: ['Dauntless Onslaught'], battlefield: ['Plains', 'Plains', 'Plains', 'Grizzly Bears', 'Llanowar Elves'] },
      {},
      [
        {
          player: 0,
          type: 'cast',
          card: 'Dauntless Onslaught',
          targets: ['0:Grizzly Bears', '0:Llanowar Elves'],
        },
        ...passBoth,
      ],
    )
    expect(r.output.rejected).toEqual([])
    const pt = (name: string) => out(r).players[0].battlefield.find((c) => c.name === name)!
    expect([pt('Grizzly Bears').power, pt('Grizzly Bears').toughness]).toEqual([4, 4])
    expect([pt('Llanowar Elves').power, pt('Llanowar Elves').toughness]).toEqual([3, 3])
  })

  it("CR 603.3d: Glarewielder's enters trigger takes one target of its up to two; that creature can't block", () => {
    expect(manualLines('Glarewielder')).toEqual([])
    const r = play(
      pool,
      { hand: ['Glarewielder'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      { battlefield: ['Grizzly Bears', 'Llanowar Elves'] },
      [
        { player: 0, type: 'cast', card: 'Glarewielder' },
        ...passBoth,
        { player: 0, type: 'choose', targets: ['1:Grizzly Bears'] },
        ...passBoth,
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Glarewielder', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [{ card: '1:Grizzly Bears', blocks: '0:Glarewielder' }] },
        { player: 1, type: 'declareBlockers', blockers: [{ card: '1:Llanowar Elves', blocks: '0:Glarewielder' }] },
      ],
    )
    expect(out(r).rejected?.length).toBe(1)
    expect(out(r).rejected![0].reason).toMatch(/block/i)
    expect(r.state.combat?.blockers.map((b) => r.state.cards[r.state.objects[b.id].def].name)).toEqual([
      'Llanowar Elves',
    ])
  })

  it('CR 601.2c: Morbid Plunder returns up to two target creature cards from your graveyard to your hand', () => {
    expect(manualLines('Morbid Plunder')).toEqual([])
    const r = play(
      pool,
      {
        hand: ['Morbid Plunder'],
        battlefield: ['Swamp', 'Swamp', 'Swamp'],
        graveyard: ['Grizzly Bears', 'Llanowar Elves', 'Giant Growth'],
      },
      { graveyard: ['Hill Giant'] },
      [
        { player: 0, type: 'cast', card: 'Morbid Plunder', targets: ['1:Hill Giant'] }, // not in Ann's graveyard
        { player: 0, type: 'cast', card: 'Morbid Plunder', targets: ['0:Llanowar Elves'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(out(r).players[0].hand).toEqual(['Llanowar Elves'])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Giant Growth', 'Grizzly Bears', 'Morbid Plunder'])
  })

  it("CR 601.2c: Death's Duet needs exactly two different target creature cards from its caster's graveyard", () => {
    expect(manualLines("Death's Duet")).toEqual([])
    const r = play(
      pool,
      {
        hand: ["Death's Duet"],
        battlefield: ['Swamp', 'Swamp', 'Swamp'],
        graveyard: ['Grizzly Bears', 'Llanowar Elves'],
      },
      {},
      [
        { player: 0, type: 'cast', card: "Death's Duet", targets: ['0:Grizzly Bears'] },
        { player: 0, type: 'cast', card: "Death's Duet", targets: ['0:Grizzly Bears', '0:Llanowar Elves'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(out(r).players[0].hand.sort()).toEqual(['Grizzly Bears', 'Llanowar Elves'])
  })
})
