// Behavioural checks of "whenever you cast or copy an instant or sorcery spell" (magecraft, CR 207.2c): a copy put on
// the stack by its controller triggers it as a cast does (CR 707.10); "whenever you cast …" alone does not see a copy.
import { expect } from 'vitest'
import { LANDS, play, seat, PASS, type Checks } from './harness'

const BOLT = { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] }
const GRAPESHOT = { player: 0, type: 'cast', card: 'Grapeshot', targets: ['player:1'] }

export const COPY_TRIGGER_CHECKS: Checks = {
  'trigger:cast.orCopy': {
    card: 'Witherbloom Pledgemage',
    rule: 'CR 207.2c, 707.10',
    run() {
      const cards = ['Witherbloom Pledgemage', 'Guttersnipe', 'Lightning Bolt', 'Grapeshot']
      const hand = ['Lightning Bolt', 'Grapeshot']
      // Bolt, then Grapeshot with one storm copy: two casts and one copy, a life each.
      let p = play(cards, { ann: { hand, battlefield: [...LANDS, 'Witherbloom Pledgemage'] } }, [
        BOLT,
        ...PASS, // magecraft
        ...PASS, // Lightning Bolt
        GRAPESHOT,
        { player: 0, type: 'choose', order: ['Grapeshot', 'Witherbloom Pledgemage'] }, // CR 603.3b
        ...PASS,
        ...PASS, // the storm trigger and the cast's magecraft, in either order
        ...PASS, // the copy's magecraft
        ...PASS, // the copy
        ...PASS, // Grapeshot
      ])
      expect(seat(p, 0).life).toBe(23)
      expect(seat(p, 1).life).toBe(15)
      expect(p.out.stack).toEqual([])
      // Near miss: Guttersnipe's "whenever you cast" sees the two casts, not the copy (2 damage each).
      p = play(cards, { ann: { hand, battlefield: [...LANDS, 'Guttersnipe'] } }, [
        BOLT,
        ...PASS,
        ...PASS,
        GRAPESHOT,
        { player: 0, type: 'choose', order: ['Grapeshot', 'Guttersnipe'] },
        ...PASS,
        ...PASS,
        ...PASS,
        ...PASS,
      ])
      expect(seat(p, 1).life).toBe(20 - 2 - 3 - 2 - 1 - 1)
      expect(p.out.stack).toEqual([])
    },
  },
}
