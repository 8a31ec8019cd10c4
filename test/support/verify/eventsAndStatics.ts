// Behavioural checks of trigger events and statics the grammar came to read late: cost changes naming several kinds
// of spell or a mana value, and more.
import { expect } from 'vitest'
import { activate, answer, BENS_TURN, cast, onField, PASS, play, ready, seat, type Checks } from './harness'

export const EVENT_STATIC_CHECKS: Checks = {
  'cast:costChange.kinds': {
    card: 'Stormscape Familiar',
    rule: 'CR 601.2f, 202.3',
    run() {
      // "White spells and black spells you cast cost {1} less": Mind Rot ({2}{B}) for two Swamps.
      const cards = ['Stormscape Familiar', 'Mind Rot', 'Lightning Strike']
      let p = play(
        cards,
        {
          ann: { hand: ['Mind Rot'], battlefield: ['Stormscape Familiar', 'Swamp', 'Swamp'] },
          ben: { hand: ['Island', 'Island'] },
        },
        cast('Mind Rot', { targets: ['player:1'] }),
      )
      expect(seat(p, 1).hand.length).toBe(0)
      // Near miss: a red spell is no cheaper (Lightning Strike, {1}{R}, with one Mountain).
      p = play(
        cards,
        { ann: { hand: ['Lightning Strike'], battlefield: ['Stormscape Familiar', 'Mountain'] } },
        cast('Lightning Strike', { targets: ['player:1'] }),
        true,
      )
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(p, 1).life).toBe(20)
      // "Creature spells you cast with mana value 6 or greater cost {2} less": Craw Wurm (mv 6) for four Forests,
      // and not Spined Wurm (mv 5) for three.
      const wurms = ['Krosan Drover', 'Craw Wurm', 'Spined Wurm']
      p = play(
        wurms,
        { ann: { hand: ['Craw Wurm'], battlefield: ['Krosan Drover', ...Array(4).fill('Forest')] } },
        cast('Craw Wurm'),
      )
      expect(onField(p, 0, 'Craw Wurm')).toBe(1)
      p = play(
        wurms,
        { ann: { hand: ['Spined Wurm'], battlefield: ['Krosan Drover', ...Array(3).fill('Forest')] } },
        cast('Spined Wurm'),
        true,
      )
      expect(p.out.rejected?.[0]?.index).toBe(0)
    },
  },
  'static:protection.quality': {
    card: 'Foothill Guide',
    rule: 'CR 702.16a, 702.16b',
    run() {
      // Protection from Goblins: a Goblin's ability can't target it; a Human Wizard's can.
      const cards = ['Foothill Guide', 'Mogg Fanatic', 'Prodigal Pyromancer']
      let p = play(
        cards,
        { ann: { battlefield: [ready('Mogg Fanatic')] }, ben: { battlefield: ['Foothill Guide'] } },
        activate('Mogg Fanatic', 0, { targets: ['1:Foothill Guide'] }),
        true,
      )
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(onField(p, 1, 'Foothill Guide')).toBe(1)
      p = play(
        cards,
        { ann: { battlefield: [ready('Prodigal Pyromancer')] }, ben: { battlefield: ['Foothill Guide'] } },
        activate('Prodigal Pyromancer', 0, { targets: ['1:Foothill Guide'] }),
      )
      expect(onField(p, 1, 'Foothill Guide')).toBe(0)
    },
  },
  'trigger:counterPutOnSelf': {
    card: 'Fathom Mage',
    rule: 'CR 122.6, 603.2c',
    run() {
      const cards = ['Fathom Mage', 'Battlegrowth', "Dromoka's Gift", 'Grizzly Bears']
      const board = ['Fathom Mage', 'Grizzly Bears', ...Array(5).fill('Forest')]
      // A counter put on it: it triggers, and "you may draw a card" draws one.
      let p = play(cards, { ann: { hand: ['Battlegrowth'], battlefield: board } }, [
        ...cast('Battlegrowth', { targets: ['0:Fathom Mage'] }),
        ...PASS,
        answer('yes'),
      ])
      expect(seat(p, 0).hand.length).toBe(1)
      // Near miss: a counter on another creature doesn't trigger it.
      p = play(
        cards,
        { ann: { hand: ['Battlegrowth'], battlefield: board } },
        cast('Battlegrowth', { targets: ['0:Grizzly Bears'] }),
      )
      expect(seat(p, 0).hand.length).toBe(0)
      expect(p.state.stack).toEqual([])
      // Four counters at once (bolster 4 on its only creature): it triggers four times.
      p = play(cards, { ann: { hand: ["Dromoka's Gift"], battlefield: ['Fathom Mage', ...Array(5).fill('Forest')] } }, [
        ...cast("Dromoka's Gift"),
        ...[1, 2, 3, 4].flatMap(() => [...PASS, answer('yes')]),
      ])
      expect(seat(p, 0).hand.length).toBe(4)
    },
  },
  'static:playerRule.maxHandSize': {
    card: 'Gnat Miser',
    rule: 'CR 402.2, 514.1',
    run() {
      const nine = Array(9).fill('Forest')
      // Ben's cleanup step with nine cards under Ann's Gnat Miser: his maximum is six, he discards three.
      let p = play(
        ['Gnat Miser'],
        { ...BENS_TURN, step: 'end', ann: { battlefield: ['Gnat Miser'] }, ben: { hand: nine } },
        [
          { type: 'passUntil', step: 'upkeep', turn: 5 },
          { player: 1, type: 'discard', cards: ['Forest', 'Forest#2', 'Forest#3'] },
          { type: 'passUntil', step: 'upkeep', turn: 5 },
        ],
      )
      expect(seat(p, 1).hand.length).toBe(6)
      // Near miss: its controller's own maximum stays seven.
      p = play(['Gnat Miser'], { step: 'end', ann: { hand: nine, battlefield: ['Gnat Miser'] } }, [
        { type: 'passUntil', step: 'upkeep', turn: 4 },
        { player: 0, type: 'discard', cards: ['Forest', 'Forest#2'] },
        { type: 'passUntil', step: 'upkeep', turn: 4 },
      ])
      expect(seat(p, 0).hand.length).toBe(7)
    },
  },
}
