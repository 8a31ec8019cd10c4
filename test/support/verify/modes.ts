// Behavioural checks of modal shapes beyond a spell's or a trigger's "Choose one —" (CR 700.2): an activated
// ability's modes, chosen as it is activated with the targets they need (CR 602.2b, 601.2b-c), and modes of which
// none may be chosen ("choose any number —": with none, the triggered ability is removed, CR 603.3c).
import { expect } from 'vitest'
import { activate, PASS, play, pt, ready, seat, type Checks } from './harness'
import { combat } from './combatTriggers'

const JITTE = "Umezawa's Jitte"
const RANKLE = 'Rankle, Master of Pranks'

export const MODE_CHECKS: Checks = {
  'modes:activated': {
    card: JITTE,
    rule: 'CR 700.2, 602.2b',
    run() {
      const jitte = (charge: number, extra: Record<string, unknown>) =>
        play(
          [JITTE, 'Grizzly Bears', 'Llanowar Elves'],
          {
            ann: {
              battlefield: [
                ready('Grizzly Bears'),
                { name: JITTE, counters: { charge }, attachedTo: '0:Grizzly Bears' },
              ],
            },
            ben: { battlefield: ['Llanowar Elves'] },
          },
          activate(JITTE, 0, extra),
          true,
        )
      const charge = (p: ReturnType<typeof jitte>) =>
        seat(p, 0).battlefield.find((b) => b.name === JITTE)?.counters?.charge ?? 0
      // The second mode on Ben's 1/1: -1/-1, it dies; one charge counter removed as the cost.
      let p = jitte(2, { modes: [1], targets: ['1:Llanowar Elves'] })
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).graveyard).toEqual(['Llanowar Elves'])
      expect(charge(p)).toBe(1)
      // The third mode: Ann gains 2 life, nothing else changes.
      p = jitte(2, { modes: [2] })
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 0).life).toBe(22)
      expect(seat(p, 1).battlefield.map((b) => b.name)).toEqual(['Llanowar Elves'])
      // The first mode: the equipped creature gets +2/+2.
      p = jitte(1, { modes: [0] })
      expect(p.out.rejected ?? []).toEqual([])
      expect(pt(p, 0, 'Grizzly Bears')).toEqual([4, 4])
      expect(charge(p)).toBe(0)
      // Near misses: two modes for "choose one", a mode without its target, and no counter to remove.
      for (const [n, bad] of [
        [2, { modes: [0, 2] }],
        [2, { modes: [1] }],
        [0, { modes: [2] }],
      ] as const) {
        p = jitte(n, bad)
        expect(p.out.rejected?.length, JSON.stringify(bad)).toBe(1)
        expect(seat(p, 0).life).toBe(20)
        expect(pt(p, 0, 'Grizzly Bears')).toEqual([2, 2])
      }
    },
  },
  'modes:none': {
    card: RANKLE,
    rule: 'CR 700.2, 603.3c',
    run() {
      const rankle = (modes: number[]) =>
        play(
          [RANKLE],
          { ann: { battlefield: [ready(RANKLE)], hand: [] }, ben: { hand: [] } },
          [...combat([RANKLE], undefined, 'combatDamage'), { player: 0, type: 'choose', modes }, ...PASS],
          true,
        )
      // No mode chosen: the ability is removed; only the 3 combat damage happened.
      let p = rankle([])
      expect(p.out.rejected ?? []).toEqual([])
      expect(p.out.stack).toEqual([])
      expect([seat(p, 0).life, seat(p, 1).life]).toEqual([20, 17])
      expect([seat(p, 0).hand.length, seat(p, 1).hand.length]).toEqual([0, 0])
      expect(p.log.join('\n')).toMatch(/chooses no mode.*removed \(CR 603\.3c\)/)
      // The second mode: each player loses 1 life and draws a card.
      p = rankle([1])
      expect(p.out.rejected ?? []).toEqual([])
      expect([seat(p, 0).life, seat(p, 1).life]).toEqual([19, 16])
      expect([seat(p, 0).hand.length, seat(p, 1).hand.length]).toEqual([1, 1])
      // A mode twice is refused: the ability still waits for its modes.
      p = rankle([1, 1])
      expect((p.out.rejected as { index: number }[])[0].index).toBe(4) // the choose, after the combat's four actions
      expect([seat(p, 0).life, seat(p, 1).life]).toEqual([20, 17])
    },
  },
}
