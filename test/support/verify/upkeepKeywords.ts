// Behavioural checks of the upkeep keywords (CR 702): echo, cumulative upkeep (mana and life), fading and vanishing,
// each played from Ben's end step into Ann's upkeep, paid and not paid.
import { expect } from 'vitest'
import { onField, permanent, play, seat, PASS, type Checks, type Played, answer } from './harness'

/** From Ben's end step (turn 4) into Ann's upkeep (turn 5): her upkeep triggers go on the stack there. */
const BENS_END = { active: 1, turn: 4, step: 'end' }
const TO_ANNS_UPKEEP = { type: 'passUntil', step: 'upkeep', turn: 5 }
/** On to Ann's next upkeep (turn 7), Ann attacking with nothing (Ben has no creature). */
const TO_NEXT_UPKEEP = [
  { type: 'passUntil', step: 'declareAttackers', turn: 5 },
  { player: 0, type: 'declareAttackers', attackers: [] },
  { type: 'passUntil', step: 'upkeep', turn: 7 },
]
const tapped = (p: Played, i: number) => seat(p, i).battlefield.filter((b) => b.tapped).length

export const UPKEEP_KEYWORD_CHECKS: Checks = {
  'effect:keywordAction.echo': {
    card: 'Pouncing Jaguar',
    rule: 'CR 702.30a',
    run() {
      const jaguar = (actions: unknown[]) =>
        play(['Pouncing Jaguar'], { ...BENS_END, ann: { battlefield: ['Pouncing Jaguar', 'Forest'] } }, [
          TO_ANNS_UPKEEP,
          ...PASS,
          ...actions,
        ])
      // Paid: {G} spent (the Forest tapped), the Jaguar stays, and its echo doesn't trigger again.
      let p = jaguar([answer('pay')])
      expect(onField(p, 0, 'Pouncing Jaguar')).toBe(1)
      expect(permanent(p, 0, 'Forest').tapped).toBe(true)
      p = jaguar([answer('pay'), ...TO_NEXT_UPKEEP])
      expect(p.out.stack).toEqual([])
      expect(onField(p, 0, 'Pouncing Jaguar')).toBe(1)
      // Not paid: sacrificed, the Forest untapped.
      p = jaguar([answer('decline')])
      expect(onField(p, 0, 'Pouncing Jaguar')).toBe(0)
      expect(seat(p, 0).graveyard).toEqual(['Pouncing Jaguar'])
      expect(permanent(p, 0, 'Forest').tapped).toBe(false)
    },
  },
  'condition:echoDue': {
    card: 'Pouncing Jaguar',
    rule: 'CR 702.30a',
    run() {
      // Its echo trigger has resolved (paid) under Ann's control: on her next upkeep nothing triggers.
      const p = play(['Pouncing Jaguar'], { ...BENS_END, ann: { battlefield: ['Pouncing Jaguar', 'Forest'] } }, [
        TO_ANNS_UPKEEP,
      ])
      expect(p.out.stack.length).toBe(1)
      const q = play(['Pouncing Jaguar'], { ...BENS_END, ann: { battlefield: ['Pouncing Jaguar', 'Forest'] } }, [
        TO_ANNS_UPKEEP,
        ...PASS,
        answer('pay'),
        ...TO_NEXT_UPKEEP,
      ])
      expect(q.out.stack).toEqual([])
      // Paid by Ann, then taken by Ben's Control Magic: it came under Ben's control, so his upkeep asks him.
      const r = play(
        ['Pouncing Jaguar', 'Control Magic'],
        {
          ...BENS_END,
          ann: { battlefield: ['Pouncing Jaguar', 'Forest'] },
          ben: { hand: ['Control Magic'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
        },
        [
          TO_ANNS_UPKEEP,
          ...PASS,
          answer('pay'),
          { type: 'passUntil', step: 'declareAttackers', turn: 5 },
          { player: 0, type: 'declareAttackers', attackers: [] },
          { type: 'passUntil', step: 'precombatMain', turn: 6 },
          { player: 1, type: 'cast', card: 'Control Magic', targets: ['0:Pouncing Jaguar'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
          { type: 'passUntil', step: 'upkeep', turn: 8 },
        ],
      )
      expect(onField(r, 1, 'Pouncing Jaguar')).toBe(1)
      expect(r.out.stack.length).toBe(1)
    },
  },
  'effect:keywordAction.cumulativeUpkeep': {
    card: 'Arctic Wolves',
    rule: 'CR 702.24a',
    run() {
      const wolves = (lands: number, actions: unknown[]) =>
        play(
          ['Arctic Wolves'],
          {
            ...BENS_END,
            ann: { battlefield: [{ name: 'Arctic Wolves', counters: { age: 1 } }, ...Array(lands).fill('Island')] },
          },
          [TO_ANNS_UPKEEP, ...PASS, ...actions],
          true,
        )
      // A second age counter: {2} twice, {4}, paid with four Islands.
      let p = wolves(5, [answer('pay')])
      expect(permanent(p, 0, 'Arctic Wolves').counters).toEqual({ age: 2 })
      expect(tapped(p, 0)).toBe(4)
      p = wolves(5, [answer('decline')])
      expect(onField(p, 0, 'Arctic Wolves')).toBe(0)
      expect(seat(p, 0).graveyard).toEqual(['Arctic Wolves'])
      expect(tapped(p, 0)).toBe(0)
      // Three Islands can't pay {4}: sacrificed.
      p = wolves(3, [])
      expect(onField(p, 0, 'Arctic Wolves')).toBe(0)
      expect(tapped(p, 0)).toBe(0)
    },
  },
  'effect:keywordAction.cumulativeUpkeepLife': {
    card: 'Gallowbraid',
    rule: 'CR 702.24a, 119.4',
    run() {
      const braid = (actions: unknown[]) =>
        play(['Gallowbraid'], { ...BENS_END, ann: { battlefield: [{ name: 'Gallowbraid', counters: { age: 2 } }] } }, [
          TO_ANNS_UPKEEP,
          ...PASS,
          ...actions,
        ])
      // Three age counters: 3 life.
      let p = braid([answer('pay')])
      expect(permanent(p, 0, 'Gallowbraid').counters).toEqual({ age: 3 })
      expect(seat(p, 0).life).toBe(17)
      p = braid([answer('decline')])
      expect(onField(p, 0, 'Gallowbraid')).toBe(0)
      expect(seat(p, 0).life).toBe(20)
    },
  },
  'effect:keywordAction.fading': {
    card: 'Blastoderm',
    rule: 'CR 702.32a',
    run() {
      const derm = (fade: number) =>
        play(['Blastoderm'], { ...BENS_END, ann: { battlefield: [{ name: 'Blastoderm', counters: { fade } }] } }, [
          TO_ANNS_UPKEEP,
          ...PASS,
        ])
      // A fade counter removed; with none to remove, it is sacrificed.
      expect(permanent(derm(1), 0, 'Blastoderm').counters).toEqual({})
      expect(onField(derm(1), 0, 'Blastoderm')).toBe(1)
      const p = derm(0)
      expect(onField(p, 0, 'Blastoderm')).toBe(0)
      expect(seat(p, 0).graveyard).toEqual(['Blastoderm'])
    },
  },
  'effect:keywordAction.vanishing': {
    card: 'Calciderm',
    rule: 'CR 702.63a',
    run() {
      const derm = (time: number) =>
        play(['Calciderm'], { ...BENS_END, ann: { battlefield: [{ name: 'Calciderm', counters: { time } }] } }, [
          TO_ANNS_UPKEEP,
          ...PASS,
        ])
      // A time counter removed; the last one removed, it is sacrificed.
      expect(permanent(derm(2), 0, 'Calciderm').counters).toEqual({ time: 1 })
      const p = derm(1)
      expect(onField(p, 0, 'Calciderm')).toBe(0)
      expect(seat(p, 0).graveyard).toEqual(['Calciderm'])
    },
  },
}
