// The contract's casting choices (SCENARIOS.md additions of 2026-11-24) with real cards: `kicked` (CR 702.33),
// `from: "graveyard"` with flashback (CR 702.34), `divide` (CR 601.2d), buyback (CR 702.27), additional costs
// (CR 601.2b) and cost changes (CR 601.2f).
import { describe, expect, it } from 'vitest'
import { play, passBoth as RESOLVE } from '../../../support/realCards'

interface PlayerOut {
  life: number
  hand: string[]
  graveyard: string[]
  exile?: string[]
  battlefield: { name: string; damage?: number; tapped?: boolean }[]
}
type Out = { players: PlayerOut[]; rejected?: { index: number; reason: string }[]; log: string[] }
const out = (r: { output: unknown }) => r.output as Out

describe('kicker (CR 702.33)', () => {
  const lands = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']
  it('CR 702.33d: Burst Lightning kicked deals 4 damage instead of 2', () => {
    const r = play(['Burst Lightning'], { hand: ['Burst Lightning'], battlefield: lands }, {}, [
      { player: 0, type: 'cast', card: 'Burst Lightning', targets: ['player:1'], kicked: true },
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(16)
    expect(out(r).players[0].battlefield.filter((b) => b.tapped)).toHaveLength(5) // {R} + kicker {4} (CR 601.2f)
  })

  it('CR 702.33d: Burst Lightning not kicked deals 2 damage', () => {
    const r = play(['Burst Lightning'], { hand: ['Burst Lightning'], battlefield: lands }, {}, [
      { player: 0, type: 'cast', card: 'Burst Lightning', targets: ['player:1'] },
      ...RESOLVE,
    ])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[0].battlefield.filter((b) => b.tapped)).toHaveLength(1)
  })

  it('CR 702.33a: kicking needs the kicker paid too', () => {
    const r = play(['Burst Lightning'], { hand: ['Burst Lightning'], battlefield: ['Mountain', 'Mountain'] }, {}, [
      { player: 0, type: 'cast', card: 'Burst Lightning', targets: ['player:1'], kicked: true },
    ])
    expect(out(r).rejected).toHaveLength(1)
    expect(out(r).players[0].hand).toEqual(['Burst Lightning'])
  })

  it('CR 702.33d: Into the Roil kicked returns the permanent and draws a card', () => {
    const r = play(
      ['Into the Roil'],
      { hand: ['Into the Roil'], battlefield: ['Island', 'Island', 'Island', 'Island'], library: ['Forest'] },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Into the Roil', targets: ['1:Grizzly Bears'], kicked: true }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].hand).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].hand).toEqual(['Forest'])
  })

  it('CR 702.33d, 603.4: Kor Aeronaut kicked gives flying; unkicked its "if it was kicked" trigger does nothing', () => {
    const kicked = play(
      ['Kor Aeronaut'],
      { hand: ['Kor Aeronaut'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Kor Aeronaut', kicked: true },
        ...RESOLVE,
        { player: 0, type: 'choose', targets: ['0:Grizzly Bears'] },
        ...RESOLVE,
      ],
    )
    expect(out(kicked).rejected ?? []).toEqual([])
    expect(out(kicked).log.join('\n')).toMatch(/Grizzly Bears/)
    const plain = play(
      ['Kor Aeronaut'],
      { hand: ['Kor Aeronaut'], battlefield: ['Plains', 'Plains', 'Grizzly Bears'] },
      {},
      [{ player: 0, type: 'cast', card: 'Kor Aeronaut' }, ...RESOLVE],
    )
    expect(out(plain).rejected ?? []).toEqual([])
    expect(out(plain).players[0].battlefield.map((b) => b.name)).toContain('Kor Aeronaut')
    expect((plain.output as { stack?: unknown[] }).stack ?? []).toEqual([])
  })
})

describe('flashback (CR 702.34)', () => {
  it('CR 702.34a: Think Twice is cast from the graveyard for {2}{U}, then exiled', () => {
    const r = play(
      ['Think Twice'],
      { graveyard: ['Think Twice'], battlefield: ['Island', 'Island', 'Island'], library: ['Forest'] },
      {},
      [{ player: 0, type: 'cast', card: 'Think Twice', from: 'graveyard' }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand).toEqual(['Forest'])
    expect(out(r).players[0].graveyard).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Think Twice'])
  })

  it('CR 702.34a: a card without flashback is not cast from the graveyard', () => {
    const r = play(['Think Twice'], { graveyard: ['Shock'], battlefield: ['Mountain'] }, {}, [
      { player: 0, type: 'cast', card: 'Shock', from: 'graveyard', targets: ['player:1'] },
    ])
    expect(out(r).rejected).toHaveLength(1)
  })

  it('CR 702.34a: Think Twice cast from the hand goes to the graveyard as usual', () => {
    const r = play(
      ['Think Twice'],
      { hand: ['Think Twice'], battlefield: ['Island', 'Island'], library: ['Forest'] },
      {},
      [{ player: 0, type: 'cast', card: 'Think Twice' }, ...RESOLVE],
    )
    expect(out(r).players[0].graveyard).toEqual(['Think Twice'])
  })
})

describe('flashback with other costs (CR 702.34a)', () => {
  it('CR 702.34a: Deep Analysis from the graveyard costs {1}{U} and 3 life', () => {
    const r = play(
      ['Deep Analysis'],
      { graveyard: ['Deep Analysis'], battlefield: ['Island', 'Island'], library: ['Forest', 'Forest'] },
      {},
      [{ player: 0, type: 'cast', card: 'Deep Analysis', from: 'graveyard', targets: ['player:0'] }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].life).toBe(17)
    expect(out(r).players[0].hand).toEqual(['Forest', 'Forest'])
    expect(out(r).players[0].exile).toEqual(['Deep Analysis'])
  })

  it('CR 702.34a: Dread Return from the graveyard sacrifices three creatures', () => {
    const r = play(
      ['Dread Return'],
      {
        graveyard: ['Dread Return', 'Serra Angel'],
        battlefield: ['Llanowar Elves', 'Llanowar Elves', 'Grizzly Bears'],
      },
      {},
      [{ player: 0, type: 'cast', card: 'Dread Return', from: 'graveyard', targets: ['Serra Angel'] }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.map((b) => b.name)).toEqual(['Serra Angel'])
    expect(out(r).players[0].exile).toEqual(['Dread Return'])
  })
})

describe('jump-start and retrace (CR 702.133, 702.81)', () => {
  it('CR 702.133a: Radical Idea is cast from the graveyard by also discarding a card, then exiled', () => {
    const r = play(
      ['Radical Idea'],
      { graveyard: ['Radical Idea'], hand: ['Forest'], battlefield: ['Island', 'Island'], library: ['Swamp'] },
      {},
      [{ player: 0, type: 'cast', card: 'Radical Idea', from: 'graveyard', discard: ['Forest'] }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand).toEqual(['Swamp'])
    expect(out(r).players[0].graveyard).toEqual(['Forest'])
    expect(out(r).players[0].exile).toEqual(['Radical Idea'])
  })

  it('CR 702.81a: Flame Jab is cast from the graveyard by discarding a land card, and goes back there', () => {
    const r = play(
      ['Flame Jab'],
      { graveyard: ['Flame Jab'], hand: ['Shock', 'Mountain'], battlefield: ['Mountain'] },
      {},
      [{ player: 0, type: 'cast', card: 'Flame Jab', from: 'graveyard', targets: ['player:1'] }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(19)
    expect(out(r).players[0].hand).toEqual(['Shock']) // the land was discarded, not the Shock
    expect(out(r).players[0].graveyard.sort()).toEqual(['Flame Jab', 'Mountain'])
  })
})

describe('divided damage (CR 601.2d)', () => {
  const lands = ['Island', 'Mountain', 'Mountain']
  it('CR 601.2d: Electrolyze divides 1 and 1 between two targets, then draws', () => {
    const r = play(
      ['Electrolyze'],
      { hand: ['Electrolyze'], battlefield: lands, library: ['Forest'] },
      { battlefield: ['Llanowar Elves'] },
      [
        {
          player: 0,
          type: 'cast',
          card: 'Electrolyze',
          targets: ['1:Llanowar Elves', 'player:1'],
          divide: [1, 1],
        },
        ...RESOLVE,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(19)
    expect(out(r).players[1].graveyard).toEqual(['Llanowar Elves'])
    expect(out(r).players[0].hand).toEqual(['Forest'])
  })

  it('CR 601.2d: Electrolyze with one target deals it all 2', () => {
    const r = play(['Electrolyze'], { hand: ['Electrolyze'], battlefield: lands }, {}, [
      { player: 0, type: 'cast', card: 'Electrolyze', targets: ['player:1'], divide: [2] },
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(18)
  })

  it('CR 601.2d: amounts that do not add up, or give a target 0, are refused', () => {
    const r = play(
      ['Arc Lightning'],
      { hand: ['Arc Lightning'], battlefield: lands },
      { battlefield: ['Llanowar Elves'] },
      [
        { player: 0, type: 'cast', card: 'Arc Lightning', targets: ['player:1', '1:Llanowar Elves'], divide: [3, 1] },
        { player: 0, type: 'cast', card: 'Arc Lightning', targets: ['player:1', '1:Llanowar Elves'], divide: [3, 0] },
        { player: 0, type: 'cast', card: 'Arc Lightning', targets: ['player:1', '1:Llanowar Elves'], divide: [2, 1] },
        ...RESOLVE,
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0, 1])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[1].graveyard).toEqual(['Llanowar Elves'])
  })
})

describe('buyback, additional costs and cost changes (CR 702.27, 601.2b, 601.2f)', () => {
  it('CR 702.27a: Whispers of the Muse with buyback returns to the hand', () => {
    const r = play(
      ['Whispers of the Muse'],
      { hand: ['Whispers of the Muse'], battlefield: Array(6).fill('Island'), library: ['Forest'] },
      {},
      [{ player: 0, type: 'cast', card: 'Whispers of the Muse', kicked: true }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand.sort()).toEqual(['Forest', 'Whispers of the Muse'])
  })

  it('CR 601.2b: Bone Splinters sacrifices a creature as it is cast', () => {
    const r = play(
      ['Bone Splinters'],
      { hand: ['Bone Splinters'], battlefield: ['Swamp', 'Llanowar Elves'] },
      { battlefield: ['Grizzly Bears'] },
      [
        {
          player: 0,
          type: 'cast',
          card: 'Bone Splinters',
          targets: ['1:Grizzly Bears'],
          sacrifice: ['Llanowar Elves'],
        },
        ...RESOLVE,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Bone Splinters', 'Llanowar Elves'])
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
  })

  it('CR 601.2b: Bone Splinters cannot be cast with no creature to sacrifice', () => {
    const r = play(
      ['Bone Splinters'],
      { hand: ['Bone Splinters'], battlefield: ['Swamp'] },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Bone Splinters', targets: ['1:Grizzly Bears'] }],
    )
    expect(out(r).rejected).toHaveLength(1)
  })

  it('CR 601.2b: Tormenting Voice discards a card as it is cast', () => {
    const r = play(
      ['Tormenting Voice'],
      { hand: ['Tormenting Voice', 'Forest'], battlefield: ['Mountain', 'Mountain'], library: ['Island', 'Island'] },
      {},
      [{ player: 0, type: 'cast', card: 'Tormenting Voice', discard: ['Forest'] }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Forest', 'Tormenting Voice'])
    expect(out(r).players[0].hand).toEqual(['Island', 'Island'])
  })

  it('CR 601.2f: Thalia makes a noncreature spell cost {1} more', () => {
    const r = play(
      ['Thalia, Guardian of Thraben'],
      { hand: ['Shock'], battlefield: ['Mountain'] },
      { battlefield: ['Thalia, Guardian of Thraben'] },
      [{ player: 0, type: 'cast', card: 'Shock', targets: ['player:1'] }],
    )
    expect(out(r).rejected).toHaveLength(1)
    const paid = play(
      ['Thalia, Guardian of Thraben'],
      { hand: ['Shock'], battlefield: ['Mountain', 'Mountain'] },
      { battlefield: ['Thalia, Guardian of Thraben'] },
      [{ player: 0, type: 'cast', card: 'Shock', targets: ['player:1'] }, ...RESOLVE],
    )
    expect(out(paid).rejected ?? []).toEqual([])
    expect(out(paid).players[1].life).toBe(18)
  })

  it('CR 601.2f: Goblin Warchief makes Goblin spells cost {1} less (the generic part only)', () => {
    const r = play(
      ['Goblin Warchief', 'Goblin Piledriver'],
      { hand: ['Goblin Piledriver'], battlefield: ['Goblin Warchief', 'Mountain'] },
      {},
      [{ player: 0, type: 'cast', card: 'Goblin Piledriver' }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.map((b) => b.name)).toContain('Goblin Piledriver')
  })

  it('CR 702.41a: Frogmite costs {1} less for each artifact its caster controls', () => {
    const r = play(
      ['Frogmite', 'Ornithopter'],
      { hand: ['Frogmite'], battlefield: ['Ornithopter', 'Ornithopter', 'Ornithopter', 'Island'] },
      {},
      [{ player: 0, type: 'cast', card: 'Frogmite' }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.map((b) => b.name)).toContain('Frogmite')
  })
})

describe('convoke and delve (CR 702.51, 702.66)', () => {
  it('CR 702.51a: Stoke the Flames is paid by tapping four creatures, the red ones paying {R}{R}', () => {
    const r = play(
      ['Stoke the Flames'],
      { hand: ['Stoke the Flames'], battlefield: ['Raging Goblin', 'Raging Goblin', 'Grizzly Bears', 'Grizzly Bears'] },
      {},
      [{ player: 0, type: 'cast', card: 'Stoke the Flames', targets: ['player:1'] }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(16)
    expect(out(r).players[0].battlefield.every((b) => b.tapped)).toBe(true)
  })

  it('CR 702.51a: green creatures alone cannot pay Stoke the Flames {R}{R}', () => {
    const r = play(
      ['Stoke the Flames'],
      { hand: ['Stoke the Flames'], battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'] },
      {},
      [{ player: 0, type: 'cast', card: 'Stoke the Flames', targets: ['player:1'] }],
    )
    expect(out(r).rejected).toHaveLength(1)
  })

  it('CR 702.66a: Treasure Cruise exiles seven graveyard cards to pay {7}', () => {
    const r = play(
      ['Treasure Cruise'],
      {
        hand: ['Treasure Cruise'],
        battlefield: ['Island'],
        graveyard: Array(7).fill('Forest'),
        library: ['Island', 'Island', 'Island'],
      },
      {},
      [{ player: 0, type: 'cast', card: 'Treasure Cruise' }, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand).toHaveLength(3)
    expect(out(r).players[0].exile).toHaveLength(7)
    expect(out(r).players[0].graveyard).toEqual(['Treasure Cruise'])
  })
})

describe('kicked permanents (CR 702.33d)', () => {
  const forests = Array(8).fill('Forest')
  it('CR 702.33d: Baloth Gorger kicked enters with three +1/+1 counters (7/7)', () => {
    const r = play(['Baloth Gorger'], { hand: ['Baloth Gorger'], battlefield: forests }, {}, [
      { player: 0, type: 'cast', card: 'Baloth Gorger', kicked: true },
      ...RESOLVE,
    ])
    const gorger = (
      r.output as { players: { battlefield: { name: string; power?: number; counters?: object }[] }[] }
    ).players[0].battlefield.find((b) => b.name === 'Baloth Gorger')
    expect(out(r).rejected ?? []).toEqual([])
    expect(gorger?.counters).toEqual({ '+1/+1': 3 })
    expect(gorger?.power).toBe(7)
  })

  it('CR 702.33d: Baloth Gorger not kicked enters without counters', () => {
    const r = play(['Baloth Gorger'], { hand: ['Baloth Gorger'], battlefield: forests }, {}, [
      { player: 0, type: 'cast', card: 'Baloth Gorger' },
      ...RESOLVE,
    ])
    const gorger = (
      r.output as { players: { battlefield: { name: string; power?: number }[] }[] }
    ).players[0].battlefield.find((b) => b.name === 'Baloth Gorger')
    expect(gorger?.power).toBe(4)
  })
})

describe('flash for a price (CR 601.3)', () => {
  const lands = ['Mountain', 'Mountain', 'Mountain', 'Mountain']
  it('CR 601.3: Ghitu Fire with "kicked" is cast outside a main phase for {2} more', () => {
    const r = play(
      ['Ghitu Fire'],
      { hand: ['Ghitu Fire'], battlefield: lands },
      {},
      [{ player: 0, type: 'cast', card: 'Ghitu Fire', x: 1, targets: ['player:1'], kicked: true }, ...RESOLVE],
      'beginCombat',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(19)
    expect(out(r).players[0].battlefield.filter((b) => b.tapped)).toHaveLength(4)
  })

  it('CR 307.1: Ghitu Fire without paying more is a sorcery', () => {
    const r = play(
      ['Ghitu Fire'],
      { hand: ['Ghitu Fire'], battlefield: lands },
      {},
      [{ player: 0, type: 'cast', card: 'Ghitu Fire', x: 1, targets: ['player:1'] }],
      'beginCombat',
    )
    expect(out(r).rejected).toHaveLength(1)
  })
})
