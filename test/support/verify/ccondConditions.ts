// Behavioural checks of the conditions added to the condition grammar for the `condition` lines (text/conditions*.ts):
// each real card played with its condition true and false (CR 608.2c in an effect, 611.3a in a static ability,
// 603.4 as an intervening "if").
import { expect } from 'vitest'
import { cast, LANDS, play, pt, seat, type Checks } from './harness'

export const CCOND_CHECKS: Checks = {
  'condition:cardsInGraveyard': {
    card: 'Unholy Hunger',
    rule: 'CR 608.2c, 611.3a',
    run() {
      // "Destroy target creature. Spell mastery — If there are two or more instant and/or sorcery cards in your
      // graveyard, you gain 2 life."
      const hunger = (graveyard: string[]) =>
        play(
          ['Unholy Hunger', 'Grizzly Bears', 'Lightning Bolt', 'Counterspell'],
          { ann: { hand: ['Unholy Hunger'], battlefield: LANDS, graveyard }, ben: { battlefield: ['Grizzly Bears'] } },
          cast('Unholy Hunger', { targets: ['1:Grizzly Bears'] }),
        )
      let p = hunger(['Lightning Bolt', 'Counterspell'])
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(seat(p, 0).life).toBe(22)
      // Near miss: one instant and a creature card: the Bears die, no life.
      p = hunger(['Lightning Bolt', 'Grizzly Bears'])
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(seat(p, 0).life).toBe(20)
      // "Jace's Phantasm gets +4/+4 as long as an opponent has ten or more cards in their graveyard" (CR 611.3a).
      const phantasm = (n: number) =>
        play(["Jace's Phantasm"], {
          ann: { battlefield: ["Jace's Phantasm"] },
          ben: { graveyard: Array.from({ length: n }, () => 'Island') },
        })
      expect(pt(phantasm(10), 0, "Jace's Phantasm")).toEqual([5, 5])
      expect(pt(phantasm(9), 0, "Jace's Phantasm")).toEqual([1, 1])
    },
  },
}
