// Behavioural checks of the other ways to cast a spell (CR 118.9, 702): each real card is put on the stack from the
// right zone at the right cost (the lands tapped show what was paid; too few lands for the printed cost prove the
// other cost was used), and the right thing happens after; and where the way has a condition, it is refused without.
import { expect } from 'vitest'
import { faceOf, hasKeyword, isCreature, powerToughness } from '../../../src-shared/engine/query'
import { cast, onField, PASS, permanent, play, seat, type Checks, type Played } from './harness'

const tappedLands = (p: Played, i: number) => seat(p, i).battlefield.filter((b) => b.tapped).length
/** The permanent of this name in the engine's state. */
const object = (p: Played, name: string) => {
  const id = p.state.battlefield.find((x) => faceOf(p.state, p.state.objects[x])?.name === name)
  expect(id, `${name} on the battlefield`).toBeDefined()
  return p.state.objects[id!]
}

export const CAST_MODE_CHECKS: Checks = {
  'cast:madness': {
    card: 'Fiery Temper',
    rule: 'CR 702.35a',
    run() {
      const temper = (answer: unknown) =>
        play(
          ['Fiery Temper', 'Tormenting Voice'],
          { ann: { hand: ['Tormenting Voice', 'Fiery Temper'], battlefield: ['Mountain', 'Mountain', 'Mountain'] } },
          [
            { player: 0, type: 'cast', card: 'Tormenting Voice', discard: ['Fiery Temper'] },
            ...PASS, // the madness trigger
            answer,
            ...PASS,
            ...PASS,
          ],
          true,
        )
      // Discarded into exile and cast from there for {R} (the third Mountain; its mana cost is {1}{R}{R}): 3 damage.
      let p = temper({ player: 0, type: 'choose', option: 'yes', targets: ['player:1'] })
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(17)
      expect(tappedLands(p, 0)).toBe(3)
      expect(seat(p, 0).graveyard.sort()).toEqual(['Fiery Temper', 'Tormenting Voice'])
      expect(p.log.join('\n')).toMatch(/Fiery Temper for its madness cost/)
      // Declined: it goes from exile to the graveyard, and nothing is dealt.
      p = temper({ player: 0, type: 'choose', option: 'no' })
      expect(seat(p, 1).life).toBe(20)
      expect(seat(p, 0).exile).toEqual([])
      expect(seat(p, 0).graveyard).toContain('Fiery Temper')
      expect(tappedLands(p, 0)).toBe(2)
    },
  },
  'cast:suspend': {
    card: 'Rift Bolt',
    rule: 'CR 702.62a, 116.2f',
    run() {
      const suspend = (lands: string[], then: unknown[]) =>
        play(
          ['Rift Bolt'],
          { ann: { hand: ['Rift Bolt'], battlefield: lands } },
          [{ player: 0, type: 'special', action: 'suspend', card: 'Rift Bolt' }, ...then],
          true,
        )
      // {R} paid, exiled with one time counter; nothing yet on Ben's turn.
      let p = suspend(['Mountain'], [{ type: 'passUntil', step: 'draw', turn: 4 }])
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 0).exile).toEqual(['Rift Bolt'])
      expect(Object.values(p.state.objects).find((o) => o.zone === 'exile')?.counters.time).toBe(1)
      expect(seat(p, 1).life).toBe(20)
      // At Ann's next upkeep the last counter goes and it is cast without paying its mana cost: 3 damage.
      p = suspend(
        ['Mountain'],
        [
          { type: 'passUntil', step: 'upkeep', turn: 5 },
          ...PASS,
          { player: 0, type: 'choose', option: 'yes', targets: ['player:1'] },
          ...PASS,
        ],
      )
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(17)
      expect(seat(p, 0).graveyard).toEqual(['Rift Bolt'])
      // Without {R} it can't be suspended.
      p = suspend([], [])
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(p, 0).hand).toEqual(['Rift Bolt'])
    },
  },
  'cast:foretell': {
    card: 'Demon Bolt',
    rule: 'CR 702.143a, 116.2h',
    run() {
      const ben = { battlefield: ['Grizzly Bears'] }
      const castIt = { player: 0, type: 'cast', card: 'Demon Bolt', from: 'exile', targets: ['1:Grizzly Bears'] }
      // Foretold for {2} (both Mountains), then cast on Ann's next turn from exile for {R}: its mana cost {2}{R} is
      // more than her two lands make.
      let p = play(['Demon Bolt'], { ann: { hand: ['Demon Bolt'], battlefield: ['Mountain', 'Mountain'] }, ben }, [
        { player: 0, type: 'special', action: 'foretell', card: 'Demon Bolt' },
        { type: 'passUntil', step: 'declareAttackers', turn: 4 },
        { player: 1, type: 'declareAttackers', attackers: [] },
        { type: 'passUntil', step: 'precombatMain', turn: 5 },
        castIt,
        ...PASS,
      ])
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(seat(p, 0).graveyard).toEqual(['Demon Bolt'])
      expect(tappedLands(p, 0)).toBe(1)
      // Not on the turn it was foretold.
      p = play(
        ['Demon Bolt'],
        { ann: { hand: ['Demon Bolt'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, ben },
        [{ player: 0, type: 'special', action: 'foretell', card: 'Demon Bolt' }, castIt],
        true,
      )
      expect(p.out.rejected?.[0]?.index).toBe(1)
      expect(seat(p, 0).exile).toEqual(['Demon Bolt'])
      expect(onField(p, 1, 'Grizzly Bears')).toBe(1)
    },
  },
  'cast:alternative.bestow': {
    card: 'Nimbus Naiad',
    rule: 'CR 702.103b, 702.103f',
    run() {
      const islands = ['Island', 'Island', 'Island', 'Island', 'Island']
      // Bestowed for {4}{U}: an Aura on the Bears, a 4/4 flier.
      let p = play(
        ['Nimbus Naiad', 'Murder'],
        { ann: { hand: ['Nimbus Naiad'], battlefield: [...islands, 'Grizzly Bears'] } },
        cast('Nimbus Naiad', { alternative: 'bestow', targets: ['0:Grizzly Bears'] }),
      )
      expect(permanent(p, 0, 'Nimbus Naiad')).toMatchObject({ attachedTo: 'Grizzly Bears' })
      expect(isCreature(p.state, object(p, 'Nimbus Naiad'))).toBe(false)
      expect(permanent(p, 0, 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4 })
      expect(hasKeyword(p.state, object(p, 'Grizzly Bears'), 'flying')).toBe(true)
      expect(tappedLands(p, 0)).toBe(5)
      // The Bears die: the Naiad stays, a 2/2 creature again.
      p = play(
        ['Nimbus Naiad', 'Murder'],
        {
          ann: { hand: ['Nimbus Naiad'], battlefield: [...islands, 'Grizzly Bears'] },
          ben: { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        },
        [
          ...cast('Nimbus Naiad', { alternative: 'bestow', targets: ['0:Grizzly Bears'] }),
          { player: 0, type: 'pass' },
          { player: 1, type: 'cast', card: 'Murder', targets: ['0:Grizzly Bears'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
        ],
      )
      expect(seat(p, 0).graveyard).toEqual(['Grizzly Bears'])
      expect(permanent(p, 0, 'Nimbus Naiad')).toMatchObject({ power: 2, toughness: 2 })
      // With no creature to enchant it can't be bestowed.
      p = play(
        ['Nimbus Naiad'],
        { ann: { hand: ['Nimbus Naiad'], battlefield: islands } },
        cast('Nimbus Naiad', { alternative: 'bestow' }),
        true,
      )
      expect(p.out.rejected?.[0]?.index).toBe(0)
    },
  },
  'cast:alternative.dash': {
    card: 'Mardu Scout',
    rule: 'CR 702.109a',
    run() {
      const scout = (dash: boolean) =>
        play(
          ['Mardu Scout'],
          { ann: { hand: ['Mardu Scout'], battlefield: ['Mountain', 'Mountain'] } },
          [
            ...cast('Mardu Scout', dash ? { alternative: 'dash' } : {}),
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 0, type: 'declareAttackers', attackers: [{ card: 'Mardu Scout', target: 'player:1' }] },
            { type: 'passUntil', step: 'end' },
            ...PASS,
          ],
          true,
        )
      // Dashed for {1}{R}: haste, 3 damage, and back to the hand at the end step.
      let p = scout(true)
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(17)
      expect(seat(p, 0).hand).toEqual(['Mardu Scout'])
      expect(onField(p, 0, 'Mardu Scout')).toBe(0)
      // Cast for its mana cost: summoning sick (no attack), and it stays.
      p = scout(false)
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 1).life).toBe(20)
      expect(onField(p, 0, 'Mardu Scout')).toBe(1)
    },
  },
  'cast:alternative.surge': {
    card: 'Comparative Analysis',
    rule: 'CR 702.117a',
    run() {
      const ann = {
        hand: ['Comparative Analysis', 'Lightning Bolt'],
        battlefield: ['Island', 'Island', 'Island', 'Mountain'],
      }
      const analysis = {
        player: 0,
        type: 'cast',
        card: 'Comparative Analysis',
        targets: ['player:0'],
        alternative: 'surge',
      }
      // After another spell this turn: {2}{U} (its mana cost {3}{U} is more than the three lands left).
      let p = play(['Comparative Analysis', 'Lightning Bolt'], { ann }, [
        ...cast('Lightning Bolt', { targets: ['player:1'] }),
        analysis,
        ...PASS,
      ])
      expect(seat(p, 0).hand.length).toBe(2)
      expect(seat(p, 0).graveyard).toEqual(['Lightning Bolt', 'Comparative Analysis'])
      expect(tappedLands(p, 0)).toBe(4)
      // First spell of the turn: no surge.
      p = play(['Comparative Analysis', 'Lightning Bolt'], { ann }, [analysis], true)
      expect(p.out.rejected?.[0]?.reason).toMatch(/702\.117a/)
      expect(seat(p, 0).hand.length).toBe(2)
    },
  },
  'cast:entwine': {
    card: 'Barbed Lightning',
    rule: 'CR 702.42a',
    run() {
      const lightning = (lands: number, extra: Record<string, unknown>) =>
        play(
          ['Barbed Lightning'],
          {
            ann: { hand: ['Barbed Lightning'], battlefield: Array(lands).fill('Mountain') },
            ben: { battlefield: ['Hill Giant'] },
          },
          cast('Barbed Lightning', extra),
          true,
        )
      // Entwined ({2}{R} and {2}): both modes, 3 to the Giant and 3 to Ben.
      const both = { modes: [0, 1], targets: ['1:Hill Giant', 'player:1'] }
      let p = lightning(5, { ...both, kicked: true })
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).graveyard).toEqual(['Hill Giant'])
      expect(seat(p, 1).life).toBe(17)
      expect(tappedLands(p, 0)).toBe(5)
      // Without the entwine cost, one mode only; and three lands can't pay for both.
      p = lightning(3, both)
      expect(p.out.rejected?.length).toBe(1)
      p = lightning(3, { ...both, kicked: true })
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 1).life).toBe(20)
      p = lightning(3, { modes: [1], targets: ['player:1'] })
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(17)
      expect(onField(p, 1, 'Hill Giant')).toBe(1)
    },
  },
  'cast:splice': {
    card: 'Vital Surge',
    rule: 'CR 702.47a',
    run() {
      const lands = ['Mountain', 'Mountain', 'Forest', 'Forest']
      const ray = (hand: string[], card: string, battlefield = lands) =>
        play(
          ['Glacial Ray', 'Vital Surge'],
          { ann: { hand, battlefield } },
          cast(card, { targets: ['player:1'], splice: ['Vital Surge'] }),
          true,
        )
      // Spliced onto the Arcane Glacial Ray for {1}{G}: 2 damage and 3 life; Vital Surge stays in the hand.
      let p = ray(['Glacial Ray', 'Vital Surge'], 'Glacial Ray')
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(18)
      expect(seat(p, 0).life).toBe(23)
      expect(seat(p, 0).hand).toEqual(['Vital Surge'])
      expect(tappedLands(p, 0)).toBe(4)
      // Not onto a spell that isn't Arcane, nor without mana for the splice cost.
      for (p of [
        ray(['Lightning Bolt', 'Vital Surge'], 'Lightning Bolt'),
        ray(['Glacial Ray', 'Vital Surge'], 'Glacial Ray', ['Mountain', 'Mountain', 'Forest']),
      ]) {
        expect(p.out.rejected?.length).toBe(1)
        expect(seat(p, 0).life).toBe(20)
      }
    },
  },
  'cast:alternative.awaken': {
    card: 'Coastal Discovery',
    rule: 'CR 702.113a',
    run() {
      const six = ['Island', 'Island', 'Island', 'Island', 'Island', 'Plains']
      // For {5}{U}: two cards drawn, and the Plains a 4/4 Elemental creature land with haste.
      let p = play(
        ['Coastal Discovery'],
        { ann: { hand: ['Coastal Discovery'], battlefield: six } },
        cast('Coastal Discovery', { alternative: 'awaken', targets: ['0:Plains'] }),
      )
      expect(seat(p, 0).hand.length).toBe(2)
      const plains = object(p, 'Plains')
      expect(plains.counters).toEqual({ '+1/+1': 4 })
      expect(isCreature(p.state, plains)).toBe(true)
      expect(powerToughness(p.state, plains)).toEqual({ power: 4, toughness: 4 })
      expect(hasKeyword(p.state, plains, 'haste')).toBe(true)
      // For its mana cost: two cards, no creature land.
      p = play(
        ['Coastal Discovery'],
        { ann: { hand: ['Coastal Discovery'], battlefield: six } },
        cast('Coastal Discovery'),
      )
      expect(seat(p, 0).hand.length).toBe(2)
      expect(isCreature(p.state, object(p, 'Plains'))).toBe(false)
    },
  },
  'cast:alternative.emerge': {
    card: 'Wretched Gryff',
    rule: 'CR 702.119a',
    run() {
      const gryff = (sacrifice: string) =>
        play(
          ['Wretched Gryff', 'Hill Giant'],
          { ann: { hand: ['Wretched Gryff'], battlefield: ['Island', 'Island', 'Grizzly Bears', 'Hill Giant'] } },
          [...cast('Wretched Gryff', { alternative: 'emerge', sacrifice: [sacrifice] }), ...PASS],
          true,
        )
      // Hill Giant (mana value 4) sacrificed: {5}{U} less 4 is {1}{U}; the cast trigger draws a card.
      let p = gryff('Hill Giant')
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 0).graveyard).toEqual(['Hill Giant'])
      expect(onField(p, 0, 'Wretched Gryff')).toBe(1)
      expect(seat(p, 0).hand.length).toBe(1)
      // Grizzly Bears (mana value 2) leave {3}{U} to pay: two Islands can't.
      p = gryff('Grizzly Bears')
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(p, 0).hand).toEqual(['Wretched Gryff'])
      expect(seat(p, 0).graveyard).toEqual([])
    },
  },
  'cast:alternative.overload': {
    card: 'Vandalblast',
    rule: 'CR 702.96a, 702.96b',
    run() {
      const vandalblast = (n: number, extra: Record<string, unknown>) =>
        play(
          ['Vandalblast', 'Ornithopter', 'Bottle Gnomes'],
          {
            ann: { hand: ['Vandalblast'], battlefield: [...Array(n).fill('Mountain'), 'Bottle Gnomes'] },
            ben: { battlefield: ['Ornithopter', 'Bottle Gnomes'] },
          },
          cast('Vandalblast', extra),
          true,
        )
      // Overloaded for {4}{R}: each artifact Ann doesn't control is destroyed, no target; hers stays.
      let p = vandalblast(5, { alternative: 'overload' })
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).graveyard.sort()).toEqual(['Bottle Gnomes', 'Ornithopter'])
      expect(onField(p, 0, 'Bottle Gnomes')).toBe(1)
      expect(tappedLands(p, 0)).toBe(5)
      // For {R}: the one target only.
      p = vandalblast(1, { targets: ['1:Ornithopter'] })
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).graveyard).toEqual(['Ornithopter'])
      expect(onField(p, 1, 'Bottle Gnomes')).toBe(1)
      // One Mountain can't pay the overload cost.
      p = vandalblast(1, { alternative: 'overload' })
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(p, 1).graveyard).toEqual([])
    },
  },
}
