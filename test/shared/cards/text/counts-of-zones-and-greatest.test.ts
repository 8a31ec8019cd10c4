// Counted amounts on real cards: "that spell's mana value" after it was countered and "that card's power" after it
// moved (CR 608.2h, 202.3), cards in a target player's graveyard (CR 115.1), the highest mana value among
// permanents you control (CR 202.3), each with nothing, one and several things counted.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { realCard } from '../../../support/realCards'
import { LANDS, LIBRARY, PASS, cast, manaPool, play, ready, seat } from '../../../support/verify/harness'

const automated = (name: string) => expect(explainCard(realCard(name)).automated, name).toBe(true)

describe('counts of what a spell named, and of cards in zones', () => {
  it("CR 608.2h, 202.3: Overwhelming Intellect draws cards equal to the countered spell's mana value", () => {
    automated('Overwhelming Intellect')
    const counter = (spell: string) =>
      play(
        ['Overwhelming Intellect', spell],
        {
          active: 1,
          turn: 4,
          ann: { hand: ['Overwhelming Intellect'], battlefield: LANDS, library: LIBRARY },
          ben: { hand: [spell], battlefield: LANDS },
        },
        [
          { player: 1, type: 'cast', card: spell },
          { player: 1, type: 'pass' },
          { player: 0, type: 'cast', card: 'Overwhelming Intellect', targets: [`1:${spell}`] },
          ...PASS,
        ],
      )
    // Serra Angel (mana value 5) is countered, now a card in Ben's graveyard: its mana value as it last existed.
    let p = counter('Serra Angel')
    expect(seat(p, 1).graveyard).toEqual(['Serra Angel'])
    expect(seat(p, 0).hand.length).toBe(5)
    // One: Memnite's mana value 0 draws nothing; Llanowar Elves' 1 draws one.
    p = counter('Memnite')
    expect(seat(p, 0).hand.length).toBe(0)
    p = counter('Llanowar Elves')
    expect(seat(p, 0).hand.length).toBe(1)
  })

  it("CR 608.2h: Phyrexian Delver's controller loses life equal to the returned card's mana value", () => {
    automated('Phyrexian Delver')
    const delver = (card: string) =>
      play(
        ['Phyrexian Delver', card],
        { ann: { hand: ['Phyrexian Delver'], battlefield: LANDS, graveyard: [card] } },
        [...cast('Phyrexian Delver'), { player: 0, type: 'choose', targets: [`0:${card}`] }, ...PASS],
        true,
      )
    const p = delver('Serra Angel')
    expect(p.out.rejected ?? []).toEqual([])
    expect(seat(p, 0).battlefield.map((b) => b.name)).toContain('Serra Angel')
    expect(seat(p, 0).life).toBe(15)
  })

  it("CR 115.1: Corpse Augur dies: draw X and lose X, X the creature cards in target player's graveyard", () => {
    automated('Corpse Augur')
    const augur = (benGraveyard: string[]) =>
      play(
        ['Corpse Augur', 'Murder'],
        {
          ann: { hand: ['Murder'], battlefield: [...LANDS, 'Corpse Augur'], library: LIBRARY },
          ben: { graveyard: benGraveyard },
        },
        [
          ...cast('Murder', { targets: ['0:Corpse Augur'] }),
          { player: 0, type: 'choose', targets: ['player:1'] },
          ...PASS,
        ],
        true,
      )
    // Two creature cards in Ben's graveyard (his Island isn't one; Ann's Augur in her own isn't his): 2 and 2.
    let p = augur(['Grizzly Bears', 'Island', 'Hill Giant'])
    expect(p.out.rejected ?? []).toEqual([])
    expect(seat(p, 0).hand.length).toBe(2)
    expect(seat(p, 0).life).toBe(18)
    // One, and none.
    p = augur(['Grizzly Bears'])
    expect(seat(p, 0).life).toBe(19)
    p = augur(['Island'])
    expect(seat(p, 0).life).toBe(20)
    expect(seat(p, 0).hand.length).toBe(0)
  })

  it('CR 202.3: Torrent of Fire deals damage equal to the highest mana value among permanents you control', () => {
    automated('Torrent of Fire')
    const torrent = (ann: string[]) =>
      play(
        ['Torrent of Fire', ...ann, 'Craw Wurm'],
        { ann: { hand: ['Torrent of Fire'], battlefield: [...LANDS, ...ann] }, ben: { battlefield: ['Craw Wurm'] } },
        cast('Torrent of Fire', { targets: ['player:1'] }),
      )
    // Serra Angel's 5 (Ben's Craw Wurm, 6, is his): 5 damage.
    expect(seat(torrent(['Grizzly Bears', 'Serra Angel']), 1).life).toBe(15)
    expect(seat(torrent(['Grizzly Bears']), 1).life).toBe(18)
    // Lands only: 0.
    expect(seat(torrent([]), 1).life).toBe(20)
  })

  it('CR 608.2h, 208.1: Dead Reckoning deals damage equal to the power of the card it put on top of the library', () => {
    automated('Dead Reckoning')
    const reckon = (card: string, target: string) =>
      play(
        ['Dead Reckoning', card, target],
        { ann: { hand: ['Dead Reckoning'], battlefield: LANDS, graveyard: [card] }, ben: { battlefield: [target] } },
        [
          ...cast('Dead Reckoning', { targets: [`0:${card}`, `1:${target}`] }),
          { player: 0, type: 'choose', option: 'yes' },
        ],
        true,
      )
    // Hill Giant's 3 (a card in the library now, as it last existed in the graveyard) kills Ben's Hill Giant.
    let p = reckon('Hill Giant', 'Centaur Courser')
    expect(p.out.rejected ?? []).toEqual([])
    expect(seat(p, 0).graveyard).toEqual(['Dead Reckoning'])
    expect(seat(p, 1).graveyard).toEqual(['Centaur Courser'])
    // Near miss: Grizzly Bears' 2 doesn't kill a 3/3.
    p = reckon('Grizzly Bears', 'Centaur Courser')
    expect(seat(p, 1).graveyard).toEqual([])
    expect(seat(p, 1).battlefield.find((b) => b.name === 'Centaur Courser')?.damage).toBe(2)
  })

  it('CR 105.2, 605.1a: Crypt of Agadeem adds {B} for each black creature card in your graveyard', () => {
    automated('Crypt of Agadeem')
    const crypt = (graveyard: string[], produce: string) =>
      play(
        ['Crypt of Agadeem', 'Vampire Nighthawk', 'Dark Ritual', 'Hill Giant'],
        { ann: { battlefield: [ready('Crypt of Agadeem'), 'Island', 'Island'], graveyard } },
        [{ player: 0, type: 'activateMana', card: 'Crypt of Agadeem', ability: 1, produce }],
        true,
      )
    // Two black creature cards (not the black Dark Ritual, nor the green Grizzly Bears or red Hill Giant): {B}{B}.
    let p = crypt(['Vampire Nighthawk', 'Vampire Nighthawk', 'Dark Ritual', 'Grizzly Bears', 'Hill Giant'], 'BB')
    expect(p.out.rejected ?? []).toEqual([])
    expect(manaPool(p, 0)).toBe('BB')
    // One black creature card: {B}.
    p = crypt(['Vampire Nighthawk', 'Grizzly Bears'], 'B')
    expect(manaPool(p, 0)).toBe('B')
    // Near miss: a green creature card and a black instant: asking for {B} makes no mana.
    p = crypt(['Dark Ritual', 'Grizzly Bears'], 'B')
    expect(manaPool(p, 0)).toBe('')
  })

  it('CR 506.4, 205.3: Goblin Piledriver gets +2/+0 for each other attacking Goblin', () => {
    automated('Goblin Piledriver')
    automated('Goblin Rabblemaster')
    const attack = (attackers: string[]) =>
      play(
        ['Goblin Piledriver', 'Raging Goblin', 'Goblin Piker', 'Goblin Guide', 'Changeling Outcast'],
        {
          ann: {
            battlefield: [
              ready('Goblin Piledriver'),
              ready('Raging Goblin'),
              ready('Goblin Piker'),
              ready('Grizzly Bears'),
              ready('Goblin Guide'),
              ready('Changeling Outcast'),
            ],
          },
        },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          {
            player: 0,
            type: 'declareAttackers',
            attackers: ['Goblin Piledriver', ...attackers].map((card) => ({ card, target: 'player:1' })),
          },
          ...PASS,
        ],
      )
    const power = (p: ReturnType<typeof attack>) =>
      seat(p, 0).battlefield.find((b) => b.name === 'Goblin Piledriver')!.power
    // Two other attacking Goblins and a changeling (every creature type, CR 702.73a); not the attacking Bears, nor
    // the Goblin Guide left home: 1 + 3 × 2.
    expect(power(attack(['Raging Goblin', 'Goblin Piker', 'Grizzly Bears', 'Changeling Outcast']))).toBe(7)
    // One: 3. None (only the Bears attack with it; Piledriver itself isn't "other"): its printed 1.
    expect(power(attack(['Raging Goblin']))).toBe(3)
    expect(power(attack(['Grizzly Bears']))).toBe(1)
  })

  it('CR 506.4, 613.4c: Dire Fleet Neckbreaker: attacking Pirates you control get +2/+0, the others not', () => {
    automated('Dire Fleet Neckbreaker')
    const p = play(
      ['Dire Fleet Neckbreaker', 'Kitesail Corsair'],
      {
        ann: {
          battlefield: [ready('Dire Fleet Neckbreaker'), ready('Kitesail Corsair'), ready('Grizzly Bears')],
        },
      },
      [
        { type: 'passUntil', step: 'declareAttackers' },
        {
          player: 0,
          type: 'declareAttackers',
          attackers: ['Dire Fleet Neckbreaker', 'Grizzly Bears'].map((card) => ({ card, target: 'player:1' })),
        },
      ],
    )
    const power = (name: string) => seat(p, 0).battlefield.find((b) => b.name === name)!.power
    // The attacking Pirate: 3 + 2; the Pirate left home and the attacking Bears (no Pirate): printed.
    expect(power('Dire Fleet Neckbreaker')).toBe(5)
    expect(power('Kitesail Corsair')).toBe(2)
    expect(power('Grizzly Bears')).toBe(2)
  })

  it('CR 107.3, 611.2a: Craterhoof Behemoth: creatures you control gain trample and get +X/+X, X your creatures', () => {
    automated('Craterhoof Behemoth')
    const hoof = (ann: string[]) =>
      play(
        ['Craterhoof Behemoth', 'Craw Wurm'],
        {
          ann: { hand: ['Craterhoof Behemoth'], battlefield: [...LANDS, ...ann] },
          ben: { battlefield: ['Craw Wurm'] },
        },
        [...cast('Craterhoof Behemoth'), ...PASS],
      )
    // The Behemoth and two Bears: X is 3 (Ben's Craw Wurm isn't counted, nor pumped).
    let p = hoof(['Grizzly Bears', 'Grizzly Bears'])
    const bears = seat(p, 0).battlefield.filter((b) => b.name === 'Grizzly Bears')
    expect(bears.map((b) => [b.power, b.toughness])).toEqual([
      [5, 5],
      [5, 5],
    ])
    expect(bears[0].keywords ?? []).toContain('Trample')
    expect(seat(p, 1).battlefield.find((b) => b.name === 'Craw Wurm')!.power).toBe(6)
    // Alone: X is 1 (itself), a 6/6.
    p = hoof([])
    expect(seat(p, 0).battlefield.find((b) => b.name === 'Craterhoof Behemoth')!.power).toBe(6)
  })
})
