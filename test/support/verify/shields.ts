// Behavioural checks of shields given as a spell or ability resolves: protection from the colour chosen then (CR
// 702.16a-b, 608.2d) and "can't be regenerated this turn" (CR 701.15): each plays a real card, with its negative case.
import { expect } from 'vitest'
import { activate, cast, LANDS, permanent, play, seat, type Checks, ready } from './harness'

export const SHIELD_CHECKS: Checks = {
  'effect:protectionChoice': {
    card: 'Mother of Runes',
    rule: 'CR 702.16a-b, 608.2d',
    run() {
      const mother = (color: string) =>
        play(
          ['Mother of Runes', 'Lightning Bolt'],
          {
            ann: { battlefield: [ready('Mother of Runes'), 'Grizzly Bears'] },
            ben: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
          },
          [
            ...activate('Mother of Runes', 0, { targets: ['0:Grizzly Bears'] }),
            { player: 0, type: 'choose', option: color },
            { player: 0, type: 'pass' },
            { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Grizzly Bears'] },
            { player: 1, type: 'pass' },
            { player: 0, type: 'pass' },
          ],
          true,
        )
      // Protection from red: Ben's Lightning Bolt can't target the Bears (CR 702.16b).
      const red = mother('red')
      expect(red.out.rejected?.map((r) => r.index)).toEqual([5])
      expect(permanent(red, 0, 'Grizzly Bears')).toBeDefined()
      expect(seat(red, 1).hand).toEqual(['Lightning Bolt'])
      // Protection from blue: the Bolt kills them.
      const blue = mother('blue')
      expect(blue.out.rejected ?? []).toEqual([])
      expect(seat(blue, 0).graveyard).toEqual(['Grizzly Bears'])
    },
  },
  'effect:noRegen': {
    card: 'Engulfing Flames',
    rule: 'CR 701.15a, 701.15',
    run() {
      const shieldThen = (spell: string) =>
        play(
          ['Engulfing Flames', 'Drudge Skeletons', 'Lightning Bolt'],
          {
            ann: { hand: [spell], battlefield: LANDS },
            ben: { battlefield: ['Drudge Skeletons', 'Swamp'] },
          },
          [
            { player: 0, type: 'pass' },
            { player: 1, type: 'activate', card: 'Drudge Skeletons', ability: 0 },
            { player: 1, type: 'pass' },
            { player: 0, type: 'pass' },
            ...cast(spell, { targets: ['1:Drudge Skeletons'] }),
          ],
        )
      // Its regeneration shield would save it from Lightning Bolt (CR 701.15a) …
      const bolt = shieldThen('Lightning Bolt')
      expect(permanent(bolt, 1, 'Drudge Skeletons')).toMatchObject({ tapped: true, damage: 0 })
      // … but Engulfing Flames says it can't be regenerated: it dies.
      const flames = shieldThen('Engulfing Flames')
      expect(seat(flames, 1).graveyard).toEqual(['Drudge Skeletons'])
    },
  },
}
