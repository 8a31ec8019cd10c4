// Creature keywords compiled as the ability their rule defines (CR 702): soulshift, bloodthirst, … on real cards,
// checked by their outcome (zones, counters, life).
import { describe, expect, it } from 'vitest'
import { manualLines, out, play, playCombat, ready, passBoth } from '../../../support/realCards'
import { hasType } from '../../../../src-shared/engine/query'

describe('creature keywords (CR 702)', () => {
  it('CR 702.46a: Hundred-Talon Kami (soulshift 4) dies and returns a Spirit card with mana value 4 or less', () => {
    const r = play(
      ['Hundred-Talon Kami', 'Kami of Empty Graves', 'Body of Jukai', 'Lightning Bolt'],
      { battlefield: ['Hundred-Talon Kami'], graveyard: ['Body of Jukai', 'Kami of Empty Graves'] },
      { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      [
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Hundred-Talon Kami'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 0, type: 'choose', targets: ['0:Body of Jukai'] }, // mana value 9: not a legal target
        { player: 0, type: 'choose', targets: ['0:Kami of Empty Graves'] },
        ...passBoth,
        { player: 0, type: 'choose', option: 'yes' },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([4])
    expect(out(r).players[0].hand).toEqual(['Kami of Empty Graves'])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Body of Jukai', 'Hundred-Talon Kami'])
    expect(manualLines('Hundred-Talon Kami')).toEqual([])
  })
})

describe('attack restrictions (CR 508.1c)', () => {
  it("CR 508.1c: Hammerhead Shark can't attack unless defending player controls an Island", () => {
    const attack = {
      player: 0,
      type: 'declareAttackers',
      attackers: [{ card: 'Hammerhead Shark', target: 'player:1' }],
    }
    const without = playCombat(
      ['Hammerhead Shark'],
      { battlefield: [ready('Hammerhead Shark')] },
      { battlefield: ['Forest'] },
      [attack],
    )
    expect(out(without).rejected?.[0].reason).toMatch(/unless defending player controls an? Island/)
    const withIsland = playCombat(
      ['Hammerhead Shark'],
      { battlefield: [ready('Hammerhead Shark')] },
      { battlefield: ['Island'] },
      [attack, { type: 'passUntil', step: 'endCombat' }],
    )
    expect(out(withIsland).rejected ?? []).toEqual([])
    expect(out(withIsland).players[1].life).toBe(18)
    expect(manualLines('Hammerhead Shark')).toEqual([])
  })
})

describe('bloodthirst (CR 702.54)', () => {
  const run = (boltFirst: boolean) =>
    play(
      ['Bloodscale Prowler', 'Lightning Bolt'],
      {
        hand: ['Bloodscale Prowler', 'Lightning Bolt'],
        battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
      },
      {},
      [
        ...(boltFirst ? [{ player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] }, ...passBoth] : []),
        { player: 0, type: 'cast', card: 'Bloodscale Prowler' },
        ...passBoth,
      ],
    )
  it('CR 702.54a: Bloodscale Prowler (bloodthirst 1) enters with a +1/+1 counter after an opponent was dealt damage this turn', () => {
    const r = run(true)
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(17)
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Bloodscale Prowler')?.counters).toEqual({ '+1/+1': 1 })
    expect(manualLines('Bloodscale Prowler')).toEqual([])
  })
  it('CR 702.54a: Bloodscale Prowler enters without a counter when no opponent was dealt damage this turn', () => {
    const r = run(false)
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Bloodscale Prowler')?.counters).toEqual({})
  })
})

describe('targeting triggers (CR 603.2)', () => {
  const grow = (creature: string) =>
    play([creature, 'Giant Growth'], { hand: ['Giant Growth'], battlefield: [creature, 'Forest'] }, {}, [
      { player: 0, type: 'cast', card: 'Giant Growth', targets: [`0:${creature}`] },
      ...passBoth,
      ...passBoth,
    ])
  it('CR 603.2: Phantasmal Bear is sacrificed when it becomes the target of a spell, and the spell has no target left', () => {
    const r = grow('Phantasmal Bear')
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Giant Growth', 'Phantasmal Bear'])
    expect(manualLines('Phantasmal Bear')).toEqual([])
  })
  it('CR 207.2c: Staunch-Hearted Warrior (heroic) gets two +1/+1 counters when its controller casts a spell that targets it', () => {
    const r = grow('Staunch-Hearted Warrior')
    expect(out(r).rejected ?? []).toEqual([])
    const warrior = out(r).players[0].battlefield.find((c) => c.name === 'Staunch-Hearted Warrior')
    expect(warrior?.counters).toEqual({ '+1/+1': 2 })
    expect(warrior?.power).toBe(7)
    expect(manualLines('Staunch-Hearted Warrior')).toEqual([])
  })
  it("CR 207.2c: heroic doesn't trigger on an opponent's spell that targets it", () => {
    const r = play(
      ['Staunch-Hearted Warrior', 'Giant Growth'],
      { battlefield: ['Staunch-Hearted Warrior'] },
      { hand: ['Giant Growth'], battlefield: ['Forest'] },
      [
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Giant Growth', targets: ['0:Staunch-Hearted Warrior'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield[0].counters).toEqual({})
  })
})

describe('choices as it enters (CR 614.12)', () => {
  const cast = (card: string, lands: string[], answer: string, more: unknown[] = []) =>
    play([card], { hand: [card], battlefield: lands }, { battlefield: [{ name: 'Grizzly Bears', sick: false }] }, [
      { player: 0, type: 'cast', card },
      ...passBoth,
      { player: 0, type: 'choose', option: answer },
      ...more,
    ])
  it('CR 702.136a: Zhur-Taa Goblin (riot) enters with a +1/+1 counter, or with haste and attacks that turn', () => {
    const counter = cast('Zhur-Taa Goblin', ['Mountain', 'Forest'], 'yes')
    expect(out(counter).rejected ?? []).toEqual([])
    expect(out(counter).players[0].battlefield.find((c) => c.name === 'Zhur-Taa Goblin')?.counters).toEqual({
      '+1/+1': 1,
    })
    const haste = cast('Zhur-Taa Goblin', ['Mountain', 'Forest'], 'no', [
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Zhur-Taa Goblin', target: 'player:1' }] },
      { type: 'passUntil', step: 'declareBlockers' },
      { player: 1, type: 'declareBlockers', blockers: [] },
      { type: 'passUntil', step: 'endCombat' },
    ])
    expect(out(haste).rejected ?? []).toEqual([])
    expect(out(haste).players[1].life).toBe(18)
    expect(manualLines('Zhur-Taa Goblin')).toEqual([])
  })
  it("CR 702.98a: Gore-House Chainwalker (unleash) with its +1/+1 counter can't block", () => {
    const r = cast('Gore-House Chainwalker', ['Mountain', 'Mountain'], 'yes', [
      { type: 'passUntil', step: 'declareAttackers', turn: 4 },
      { player: 1, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:0' }] },
      { type: 'passUntil', step: 'declareBlockers' },
      { player: 0, type: 'declareBlockers', blockers: [{ card: 'Gore-House Chainwalker', blocks: 'Grizzly Bears' }] },
    ])
    const walker = out(r).players[0].battlefield.find((c) => c.name === 'Gore-House Chainwalker')
    expect(walker?.counters).toEqual({ '+1/+1': 1 })
    expect(out(r).rejected?.map((x) => x.reason)).toEqual([expect.stringMatching(/can't block/)])
    expect(manualLines('Gore-House Chainwalker')).toEqual([])
  })
})

describe('fabricate (CR 702.123) and artifact creature tokens (CR 111.4)', () => {
  const artifacts = (r: ReturnType<typeof play>, name: string) =>
    r.state.battlefield
      .map((id) => r.state.objects[id])
      .filter((o) => r.state.cards[o.def].name === name)
      .map((o) => hasType(r.state, o, 'Artifact') && hasType(r.state, o, 'Creature'))
  it('CR 111.4: Servo Exhibition creates two Servos that are artifact creatures', () => {
    const r = play(['Servo Exhibition'], { hand: ['Servo Exhibition'], battlefield: ['Plains', 'Plains'] }, {}, [
      { player: 0, type: 'cast', card: 'Servo Exhibition' },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(artifacts(r, 'Servo')).toEqual([true, true])
  })
  const fabricate = (answer: string) =>
    play(
      ['Glint-Sleeve Artisan'],
      { hand: ['Glint-Sleeve Artisan'], battlefield: ['Plains', 'Plains', 'Plains'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Glint-Sleeve Artisan' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', option: answer },
      ],
    )
  it('CR 702.123a: Glint-Sleeve Artisan (fabricate 1) gets a +1/+1 counter, or makes a Servo artifact creature token', () => {
    const counter = fabricate('yes')
    expect(out(counter).rejected ?? []).toEqual([])
    expect(out(counter).players[0].battlefield.find((c) => c.name === 'Glint-Sleeve Artisan')?.counters).toEqual({
      '+1/+1': 1,
    })
    const servo = fabricate('no')
    expect(out(servo).rejected ?? []).toEqual([])
    expect(artifacts(servo, 'Servo')).toEqual([true])
    expect(out(servo).players[0].battlefield.find((c) => c.name === 'Glint-Sleeve Artisan')?.counters).toEqual({})
    expect(manualLines('Glint-Sleeve Artisan')).toEqual([])
  })
})

describe('ingest (CR 702.115)', () => {
  it('CR 702.115a: Culling Drone deals combat damage to Ben, who exiles the top card of his library', () => {
    const r = playCombat(
      ['Culling Drone'],
      { battlefield: [ready('Culling Drone')] },
      { library: ['Forest', 'Island'] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Culling Drone', target: 'player:1' }] },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[1].exile).toEqual(['Forest'])
    expect(out(r).players[1].library).toBe(1)
    expect(manualLines('Culling Drone')).toEqual([])
  })
})

describe('devour (CR 702.82)', () => {
  const devour = (eat: string[]) =>
    play(
      ['Gorger Wurm'],
      {
        hand: ['Gorger Wurm'],
        battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest', 'Llanowar Elves', 'Elvish Mystic', 'Grizzly Bears'],
      },
      {},
      [{ player: 0, type: 'cast', card: 'Gorger Wurm' }, ...passBoth, { player: 0, type: 'choose', cards: eat }],
    )
  it('CR 702.82a: Gorger Wurm (devour 1) sacrifices two creatures as it enters and gets two +1/+1 counters', () => {
    const r = devour(['Llanowar Elves', 'Elvish Mystic'])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Elvish Mystic', 'Llanowar Elves'])
    const wurm = out(r).players[0].battlefield.find((c) => c.name === 'Gorger Wurm')
    expect(wurm?.counters).toEqual({ '+1/+1': 2 })
    expect(manualLines('Gorger Wurm')).toEqual([])
  })
  it('CR 702.82a: devouring nothing leaves every creature and no counters', () => {
    const r = devour([])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Gorger Wurm')?.counters).toEqual({})
  })
})

describe('an Aura sacrificed when its creature is targeted (CR 603.2)', () => {
  it('CR 603.2: Illusionary Armor is sacrificed when the enchanted creature becomes the target of a spell', () => {
    const r = play(
      ['Illusionary Armor', 'Giant Growth'],
      {
        hand: ['Illusionary Armor', 'Giant Growth'],
        battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Forest', 'Grizzly Bears'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Illusionary Armor', targets: ['0:Grizzly Bears'] },
        ...passBoth,
        { player: 0, type: 'cast', card: 'Giant Growth', targets: ['0:Grizzly Bears'] },
        ...passBoth,
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Giant Growth', 'Illusionary Armor'])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')?.power).toBe(5) // 2 + 3, no +4
    expect(manualLines('Illusionary Armor')).toEqual([])
  })
})
