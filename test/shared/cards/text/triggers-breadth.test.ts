// Triggered abilities read from real cards: ability words (CR 207.2c), "~ or another <type> enters" (CR 603.6a),
// the older "is put into a graveyard from the battlefield" as dies (CR 700.4), and the dead card found again
// (CR 603.10a, 400.7).
import { describe, expect, it } from 'vitest'
import { manualLines, out, playScenario } from '../../../support/realCards'

const lands = (n: number, land = 'Plains') => Array.from({ length: n }, () => land)

describe('triggered abilities, breadth', () => {
  it("CR 207.2c: an ability word has no rules meaning: Steppe Lynx's landfall trigger pumps it", () => {
    expect(manualLines('Steppe Lynx')).toEqual([])
    const r = playScenario(['Steppe Lynx'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [{ hand: ['Plains'], library: lands(3), battlefield: ['Steppe Lynx'] }, { library: lands(3) }],
      },
      actions: [
        { player: 0, type: 'playLand', card: 'Plains' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    })
    const lynx = out(r).players[0].battlefield.find((p) => p.name === 'Steppe Lynx')!
    expect([lynx.power, lynx.toughness]).toEqual([2, 3])
  })

  it('CR 603.6a: "whenever ~ or another enchantment enters under your control" triggers on itself (Eidolon of Blossoms)', () => {
    expect(manualLines('Eidolon of Blossoms')).toEqual([])
    const r = playScenario(['Eidolon of Blossoms'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [
          { hand: ['Eidolon of Blossoms'], library: lands(5, 'Forest'), battlefield: lands(4, 'Forest') },
          { library: lands(3) },
        ],
      },
      actions: [
        { player: 0, type: 'cast', card: 'Eidolon of Blossoms' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    })
    expect(out(r).players[0].hand).toEqual(['Forest'])
    expect(out(r).players[0].library).toBe(4)
  })

  it('CR 603.6a: an opponent\'s enchantment entering does not trigger "another enchantment enters under your control"', () => {
    const r = playScenario(['Eidolon of Blossoms', 'Pacifism'], {
      state: {
        turn: 3,
        active: 1,
        step: 'precombatMain',
        players: [
          { library: lands(5, 'Forest'), battlefield: ['Eidolon of Blossoms'] },
          { hand: ['Pacifism'], library: lands(3), battlefield: [...lands(2), 'Grizzly Bears'] },
        ],
      },
      actions: [
        { player: 1, type: 'cast', card: 'Pacifism', targets: ['1:Grizzly Bears'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    })
    expect(out(r).players[0].library).toBe(5)
    expect(out(r).stack).toEqual([])
  })

  it('CR 700.4, 603.10a: "is put into a graveyard from the battlefield" is dies, and the card returns to its owner\'s hand (Endless Cockroaches)', () => {
    expect(manualLines('Endless Cockroaches')).toEqual([])
    const r = playScenario(['Endless Cockroaches'], {
      state: {
        turn: 3,
        active: 1,
        step: 'precombatMain',
        players: [
          { library: lands(3), battlefield: ['Endless Cockroaches'] },
          { hand: ['Lightning Bolt'], library: lands(3), battlefield: ['Mountain'] },
        ],
      },
      actions: [
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Endless Cockroaches'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    })
    expect(out(r).players[0].hand).toEqual(['Endless Cockroaches'])
    expect(out(r).players[0].graveyard).toEqual([])
  })
})

describe('older wording on noncreature permanents', () => {
  it("CR 700.4: Rancor's 'is put into a graveyard from the battlefield' triggers though it is an Aura, and it returns to its owner's hand", () => {
    expect(manualLines('Rancor')).toEqual([])
    const r = playScenario(['Rancor'], {
      state: {
        turn: 3,
        active: 1,
        step: 'precombatMain',
        players: [
          { library: lands(3), battlefield: ['Grizzly Bears', { name: 'Rancor', attachedTo: 'Grizzly Bears' }] },
          { hand: ['Lightning Bolt'], library: lands(3), battlefield: ['Mountain'] },
        ],
      },
      actions: [
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Grizzly Bears'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    })
    expect(out(r).players[0].hand).toEqual(['Rancor'])
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
  })
})

describe('abilities that work from the graveyard', () => {
  const squee = (zone: 'graveyard' | 'battlefield', more: Record<string, unknown>[]) =>
    playScenario(['Squee, Goblin Nabob'], {
      state: {
        turn: 3,
        active: 1,
        step: 'end',
        players: [{ library: lands(3, 'Mountain'), [zone]: ['Squee, Goblin Nabob'] }, { library: lands(3) }],
      },
      actions: [{ type: 'passUntil', step: 'upkeep', turn: 4 }, ...more],
    })

  it('CR 113.6k: Squee returns from your graveyard to your hand at the beginning of your upkeep', () => {
    expect(manualLines('Squee, Goblin Nabob')).toEqual([])
    const r = squee('graveyard', [
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 0, type: 'choose', option: 'yes' },
    ])
    expect(out(r).players[0].hand).toEqual(['Squee, Goblin Nabob'])
    expect(out(r).players[0].graveyard).toEqual([])
  })

  it("CR 113.6k: on the battlefield Squee's ability does nothing (it works only from the graveyard)", () => {
    const r = squee('battlefield', [])
    expect(out(r).stack).toEqual([])
    expect(out(r).players[0].battlefield.map((c) => c.name)).toEqual(['Squee, Goblin Nabob'])
  })
})
