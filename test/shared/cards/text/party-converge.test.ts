// The party (CR 700.8) and converge, the colours of mana spent to cast the spell (CR 601.2h), counted wherever an
// amount is read: real cards, and every card of the two shapes.
import { describe, expect, it } from 'vitest'
import { LIBRARY, PASS, cast, play, pt, seat } from '../../../support/verify/harness'
import { classOf, scanLines } from '../../../support/shapeScan'

describe('the party and converge', () => {
  it('CR 700.8, 702.73a: a changeling fills one open place of the party (Shepherd of Heroes, a Cleric, with Changeling Outcast and a Cleric)', () => {
    const p = play(
      ['Shepherd of Heroes', 'Changeling Outcast', 'Cabal Evangel'],
      {
        ann: {
          hand: ['Shepherd of Heroes'],
          battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Changeling Outcast', 'Cabal Evangel'],
        },
      },
      [...cast('Shepherd of Heroes'), ...PASS],
    )
    expect(seat(p, 0).life).toBe(24) // Cleric and Rogue (or any other place): 2 × 2
  })

  it("CR 604.3, 700.8: Archpriest of Iona's power is the number of creatures in its controller's party, as it changes", () => {
    const p = play(['Archpriest of Iona', 'Fugitive Wizard'], {
      ann: { battlefield: ['Archpriest of Iona', 'Fugitive Wizard', 'Grizzly Bears'] },
    })
    expect(pt(p, 0, 'Archpriest of Iona')[0]).toBe(2) // itself (a Cleric) and the Wizard
  })

  it('CR 601.2h: Radiant Flames deals damage equal to the colours of mana spent to cast it', () => {
    const flames = (lands: string[]) =>
      play(
        ['Radiant Flames', 'Serra Angel'],
        {
          ann: { hand: ['Radiant Flames'], battlefield: lands },
          ben: { battlefield: ['Grizzly Bears', 'Serra Angel'] },
        },
        cast('Radiant Flames'),
      )
    const two = flames(['Mountain', 'Mountain', 'Island'])
    expect(seat(two, 1).battlefield.map((c) => c.name)).toEqual(['Serra Angel']) // 2 damage: the Bears die
    expect(seat(flames(['Mountain', 'Mountain', 'Mountain']), 1).battlefield.length).toBe(2) // 1 damage
  })

  it("CR 601.2h: a permanent spell keeps the mana spent on it: Radiant Epicure's enters trigger drains by its colours", () => {
    const p = play(
      ['Radiant Epicure'],
      {
        ann: {
          hand: ['Radiant Epicure'],
          battlefield: ['Swamp', 'Swamp', 'Island', 'Forest', 'Mountain'],
          library: LIBRARY,
        },
      },
      [...cast('Radiant Epicure'), ...PASS],
    )
    // {4}{B} paid with two Swamps, an Island, a Forest and a Mountain: four colours.
    expect(seat(p, 1).life).toBe(16)
    expect(seat(p, 0).life).toBe(24)
  })

  it('CR 700.8, 601.2h: every line counting the party or the colours spent is run with its template, or left by hand with a reason', () => {
    const party = classOf(scanLines(/creatures? in your party/i), 'amount:count.party')
    expect(party.missing).toEqual([])
    expect(party.run.length).toBeGreaterThanOrEqual(15)
    expect(party.run).toEqual(expect.arrayContaining(['Shepherd of Heroes', 'Deadly Alliance', 'Kabira Outrider']))
    expect(Object.keys(party.byHand)).toEqual(expect.arrayContaining(['Concerted Defense', 'Skyclave Plunder']))
    const converge = classOf(scanLines(/colors of mana spent to cast/i), 'amount:count.colorsSpent')
    expect(converge.missing).toEqual([])
    expect(converge.run).toEqual(expect.arrayContaining(['Painful Truths', 'Radiant Flames', 'Kaleidoscorch']))
    // "… with mana value less than or equal to the number of colors …" (Bring to Light) isn't read.
    expect(converge.byHand['Bring to Light']).toBeDefined()
  }, 120_000)
})

describe('opponents you have, life you gained this turn', () => {
  it('CR 119.3, 608.2c, 107.3: Essence Pulse counts the life it gained itself: each creature gets -2/-2, not +2/+2', () => {
    const p = play(
      ['Essence Pulse', 'Serra Angel'],
      {
        ann: { hand: ['Essence Pulse'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Grizzly Bears'] },
        ben: { battlefield: ['Serra Angel'] },
      },
      cast('Essence Pulse'),
    )
    expect(seat(p, 0).life).toBe(22)
    expect(seat(p, 0).battlefield.some((c) => c.name === 'Grizzly Bears')).toBe(false) // 2/2 died
    expect(pt(p, 1, 'Serra Angel')).toEqual([2, 2])
  })

  it('CR 102.2: Chittering Witch makes a Rat for each opponent (one in a two-player game)', () => {
    const p = play(
      ['Chittering Witch'],
      { ann: { hand: ['Chittering Witch'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] } },
      [...cast('Chittering Witch'), ...PASS],
    )
    expect(seat(p, 0).battlefield.filter((c) => /Rat/.test(c.name)).length).toBe(1)
  })

  it('CR 102.2, 119.3: every line counting "opponents you have" or "the life you gained this turn" is run with its template, or left by hand', () => {
    const opp = classOf(scanLines(/opponents? you have/i), 'amount:count.opponents')
    expect(opp.missing).toEqual([])
    expect(opp.run).toEqual(expect.arrayContaining(['Chittering Witch', 'Inspired Sphinx']))
    const gained = classOf(scanLines(/amount of life you gained this turn/i), 'amount:count.lifeGained')
    expect(gained.missing).toEqual([])
    expect(gained.run).toEqual(expect.arrayContaining(['Fortifying Draught', 'Essence Pulse', "Nightmare's Thirst"]))
  }, 120_000)
})

describe('Tarmogoyf and Lhurgoyf', () => {
  it('CR 604.3, 205.2a: Tarmogoyf is a characteristic-defining */1+* of the card types in all graveyards, as they change', () => {
    const p = play(
      ['Tarmogoyf', 'Serra Angel'],
      {
        ann: { hand: ['Lightning Bolt'], battlefield: ['Tarmogoyf', 'Mountain'], graveyard: ['Grizzly Bears'] },
        ben: { battlefield: ['Serra Angel'], graveyard: ['Forest'] },
      },
      cast('Lightning Bolt', { targets: ['player:1'] }),
    )
    expect(pt(p, 0, 'Tarmogoyf')).toEqual([3, 4]) // creature, land, and the Bolt's instant once it resolved
  })

  it('CR 604.3: every "… and its toughness is equal to that number plus N" and every count of card types in graveyards is run with its template, or left by hand', () => {
    const plus = classOf(scanLines(/toughness is equal to that number plus/i), 'static:countPT.toughnessPlus')
    expect(plus.missing).toEqual([])
    expect(plus.run).toEqual(expect.arrayContaining(['Lhurgoyf', 'Tarmogoyf']))
    const types = classOf(scanLines(/card types among cards in all graveyards/i), 'amount:count.cardTypes')
    expect(types.missing).toEqual([])
    expect(types.run).toEqual(expect.arrayContaining(['Tarmogoyf']))
  }, 120_000)
})
