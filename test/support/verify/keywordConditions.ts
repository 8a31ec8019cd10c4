// Behavioural checks of the conditions inside keyword abilities (CR 603.4 intervening "if"): echo's "if this came
// under your control since your last upkeep", renown's "if it isn't renowned" and graft's "if it has a +1/+1 counter".
// Each real card is played where the condition is true (the keyword acts) and where it is false (it doesn't).
import { expect } from 'vitest'
import { onField, PASS, permanent, play, seat, type Checks } from './harness'

const attack = (card: string) => [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: [{ card, target: 'player:1' }] },
]
/** To Ann's next upkeep (Ben has no creature: no attack to declare). */
const TO_NEXT_TURN = [{ type: 'passUntil', step: 'upkeep', turn: 5 }]

export const KEYWORD_CONDITION_CHECKS: Checks = {
  'condition:echoDue': {
    card: 'Goblin Patrol',
    rule: 'CR 702.30a, 603.4',
    run() {
      const patrol = (answer: string, then: unknown[] = []) =>
        play(
          ['Goblin Patrol'],
          { step: 'upkeep', ann: { battlefield: ['Mountain', { name: 'Goblin Patrol', sick: false }] } },
          [...PASS, { player: 0, type: 'choose', option: answer }, ...then],
        )
      // Under Ann's control since before this upkeep: echo asks; declined, it is sacrificed.
      expect(seat(patrol('decline'), 0).graveyard).toEqual(['Goblin Patrol'])
      // Paid: it stays, the Mountain tapped, and at her next upkeep echo is no longer due (nothing asked).
      let p = patrol('pay')
      expect(permanent(p, 0, 'Mountain').tapped).toBe(true)
      expect(onField(p, 0, 'Goblin Patrol')).toBe(1)
      p = patrol('pay', [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [] },
        ...TO_NEXT_TURN,
        ...PASS,
      ])
      expect(onField(p, 0, 'Goblin Patrol')).toBe(1)
      expect(p.state.pending).toEqual([])
      expect(p.out.stack).toEqual([])
      expect(p.state.turn).toBe(5)
    },
  },
  'condition:notRenowned': {
    card: "Knight of the Pilgrim's Road",
    rule: 'CR 702.112a, 603.4',
    run() {
      const knight = "Knight of the Pilgrim's Road"
      // Its first combat damage to Ben: a +1/+1 counter, renowned (3 damage).
      let p = play([knight], { ann: { battlefield: [{ name: knight, sick: false }] } }, [
        ...attack(knight),
        { type: 'passUntil', step: 'endCombat' },
      ])
      expect(seat(p, 1).life).toBe(17)
      expect(permanent(p, 0, knight).counters).toEqual({ '+1/+1': 1 })
      // Renowned, its next combat damage (4) adds no counter.
      p = play([knight], { ann: { battlefield: [{ name: knight, sick: false }] } }, [
        ...attack(knight),
        { type: 'passUntil', step: 'endCombat' },
        ...TO_NEXT_TURN,
        ...attack(knight),
        { type: 'passUntil', step: 'endCombat' },
      ])
      expect(seat(p, 1).life).toBe(13)
      expect(permanent(p, 0, knight).counters).toEqual({ '+1/+1': 1 })
    },
  },
  'condition:hasCounter': {
    card: 'Llanowar Reborn',
    rule: 'CR 702.58a, 603.4',
    run() {
      const reborn = (counters: Record<string, number>, answer: unknown[]) =>
        play(
          ['Llanowar Reborn'],
          {
            ann: {
              hand: ['Grizzly Bears'],
              battlefield: ['Forest', 'Forest', { name: 'Llanowar Reborn', tapped: true, counters }],
            },
          },
          [{ player: 0, type: 'cast', card: 'Grizzly Bears' }, ...PASS, ...PASS, ...answer],
        )
      // With its +1/+1 counter: the counter may move onto the Bears that entered.
      let p = reborn({ '+1/+1': 1 }, [{ player: 0, type: 'choose', option: 'yes' }])
      expect(permanent(p, 0, 'Grizzly Bears').counters).toEqual({ '+1/+1': 1 })
      expect(permanent(p, 0, 'Llanowar Reborn').counters ?? {}).toEqual({})
      // Without one: no trigger, nothing asked.
      p = reborn({ '+1/+1': 0 }, []) // a kind given as 0 is none (the prepared land didn't enter)
      expect(permanent(p, 0, 'Grizzly Bears').counters ?? {}).toEqual({})
      expect(p.state.pending).toEqual([])
      expect(p.out.stack).toEqual([])
    },
  },
}
