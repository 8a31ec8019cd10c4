// Behavioural checks of the templates added for the staples: a search by the target's controller (Path to Exile),
// piles separated by an opponent (Fact or Fiction), prowl (CR 702.76a) and a cost per target beyond the first
// (strive, CR 601.2f). Each plays a real card and asserts what the template's meaning gives, and its negative case.
import { expect } from 'vitest'
import { cast, LANDS, onField, PASS, play, seat, type Checks } from './harness'

export const BREADTH_CHECKS: Checks = {
  'effect:controllerSearch': {
    card: 'Path to Exile',
    rule: 'CR 608.2h, 701.19',
    run() {
      const path = (answers: unknown[]) =>
        play(
          ['Path to Exile'],
          {
            ann: { hand: ['Path to Exile'], battlefield: LANDS },
            ben: { battlefield: ['Grizzly Bears'], library: ['Lightning Bolt', 'Plains', 'Island'] },
          },
          [...cast('Path to Exile', { targets: ['1:Grizzly Bears'] }), ...answers],
        )
      // Ben, the exiled creature's controller, searches his library: a basic land onto the battlefield tapped.
      const yes = path([
        { player: 1, type: 'choose', option: 'yes' },
        { player: 1, type: 'choose', cards: ['Island'] },
      ])
      expect(seat(yes, 1).exile).toEqual(['Grizzly Bears'])
      expect(seat(yes, 1).battlefield).toEqual([expect.objectContaining({ name: 'Island', tapped: true })])
      expect(seat(yes, 1).library).toBe(2)
      expect(onField(yes, 0, 'Island')).toBe(4)
      // He may decline: no land, no shuffle.
      const no = path([{ player: 1, type: 'choose', option: 'no' }])
      expect(seat(no, 1).battlefield).toEqual([])
      expect(seat(no, 1).library).toBe(3)
      expect(no.log.join('\n')).not.toContain('Ben shuffles')
    },
  },
  'effect:piles': {
    card: 'Fact or Fiction',
    rule: 'CR 700.3',
    run() {
      const library = ['Forest', 'Mountain', 'Swamp', 'Plains', 'Lightning Bolt', 'Island']
      const p = play(['Fact or Fiction'], { ann: { hand: ['Fact or Fiction'], battlefield: LANDS, library } }, [
        ...cast('Fact or Fiction'),
        { player: 1, type: 'choose', cards: ['Lightning Bolt', 'Forest'] },
        { player: 0, type: 'choose', cards: ['Lightning Bolt', 'Forest'] },
      ])
      expect(seat(p, 0).hand.sort()).toEqual(['Forest', 'Lightning Bolt'])
      expect(seat(p, 0).graveyard.sort()).toEqual(['Fact or Fiction', 'Mountain', 'Plains', 'Swamp'])
      expect(seat(p, 0).library).toBe(1)
      // A set of cards that isn't one of the piles is refused.
      const mixed = play(
        ['Fact or Fiction'],
        { ann: { hand: ['Fact or Fiction'], battlefield: LANDS, library } },
        [
          ...cast('Fact or Fiction'),
          { player: 1, type: 'choose', cards: ['Lightning Bolt', 'Forest'] },
          { player: 0, type: 'choose', cards: ['Lightning Bolt', 'Mountain'] },
        ],
        true,
      )
      expect(mixed.out.rejected?.length).toBe(1)
      expect(seat(mixed, 0).hand).toEqual([])
    },
  },
  'cast:alternative.prowl': {
    card: "Thieves' Fortune",
    rule: 'CR 702.76a',
    run() {
      const fortune = (attacker: string, attacks: boolean) =>
        play(
          ["Thieves' Fortune", attacker],
          { ann: { hand: ["Thieves' Fortune"], battlefield: [{ name: attacker, sick: false }, 'Island'] } },
          [
            { type: 'passUntil', step: 'declareAttackers' },
            {
              player: 0,
              type: 'declareAttackers',
              attackers: attacks ? [{ card: attacker, target: 'player:1' }] : [],
            },
            { type: 'passUntil', step: 'postcombatMain' },
            { player: 0, type: 'cast', card: "Thieves' Fortune", alternative: 'prowl' },
            ...PASS,
            { player: 0, type: 'choose', cards: ['Plains'] },
          ],
          true,
        )
      // A Rogue dealt combat damage to Ben: {U} casts it, and its four-card look gives one card.
      const rogue = fortune('Bane Alley Blackguard', true)
      expect(rogue.out.rejected ?? []).toEqual([])
      expect(seat(rogue, 0).hand).toEqual(['Plains'])
      expect(seat(rogue, 0).graveyard).toEqual(["Thieves' Fortune"])
      // No combat damage, or a creature of other types only: refused, the card stays in the hand.
      for (const p of [fortune('Bane Alley Blackguard', false), fortune('Grizzly Bears', true)]) {
        expect(p.out.rejected?.[0].reason).toMatch(/prowl/)
        expect(seat(p, 0).hand).toEqual(["Thieves' Fortune"])
      }
    },
  },
  'mana:trigger': {
    card: 'Wild Growth',
    rule: 'CR 605.1b, 605.4a',
    run() {
      const tap = (land: string) =>
        play(
          ['Wild Growth'],
          { ann: { battlefield: ['Forest', 'Island', { name: 'Wild Growth', attachedTo: '0:Forest' }] } },
          [{ player: 0, type: 'activateMana', card: land }],
        )
      // The enchanted Forest tapped for mana: {G} and an additional {G}, at once (no stack).
      const p = tap('Forest')
      expect(p.state.players[0].manaPool.map((u) => u.type)).toEqual(['G', 'G'])
      expect(p.state.stack).toEqual([])
      // The additional {G} is the trigger's: the Forest's own ability still adds one {G} (a shared definition the
      // engine must never change), so the next tap adds {G}{G} again, not more.
      const forest = Object.values(p.state.cards).find((c) => c.name === 'Forest')!
      expect(forest.faces[0].manaAbilities[0].produces).toEqual([['G']])
      expect(tap('Forest').state.players[0].manaPool.map((u) => u.type)).toEqual(['G', 'G'])
      // Another land tapped for mana: no bonus.
      expect(tap('Island').state.players[0].manaPool.map((u) => u.type)).toEqual(['U'])
    },
  },
  'cast:perExtraTarget': {
    card: 'Desperate Stand',
    rule: 'CR 207.2c, 601.2f',
    run() {
      const stand = (lands: string[], targets: string[]) =>
        play(
          ['Desperate Stand', 'Hill Giant'],
          { ann: { hand: ['Desperate Stand'], battlefield: [...lands, 'Grizzly Bears', 'Hill Giant'] } },
          cast('Desperate Stand', { targets }),
          true,
        )
      // Two targets: {R}{W} and {R}{W} more; each gets +2/+0.
      const both = stand(['Mountain', 'Plains', 'Mountain', 'Plains'], ['0:Grizzly Bears', '0:Hill Giant'])
      expect(both.out.rejected ?? []).toEqual([])
      expect(seat(both, 0).battlefield.find((b) => b.name === 'Grizzly Bears')?.power).toBe(4)
      expect(seat(both, 0).battlefield.find((b) => b.name === 'Hill Giant')?.power).toBe(5)
      // Two lands pay for one target only.
      const short = stand(['Mountain', 'Plains'], ['0:Grizzly Bears', '0:Hill Giant'])
      expect(short.out.rejected?.length).toBe(1)
      expect(seat(short, 0).hand).toEqual(['Desperate Stand'])
    },
  },
}
