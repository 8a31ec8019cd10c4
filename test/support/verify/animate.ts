// Behavioural checks of "~ becomes a N/N … creature until end of turn" (manlands, Keyrunes, "target land becomes"):
// the permanent is a creature of that size with the keywords named until the turn ends, can attack, and is a land
// again (not a creature) after the cleanup step (CR 613.1d, 613.4b, 514.2).
import { expect } from 'vitest'
import { activate, cast, LANDS, permanent, play, seat, TO_BENS_UPKEEP, type Checks } from './harness'

const ready = (name: string, extra: Record<string, unknown> = {}) => ({ name, sick: false, ...extra })

export const ANIMATE_CHECKS: Checks = {
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
  'effect:setBasePT': {
    card: 'Diminish',
    rule: 'CR 613.4b-c, 514.2',
    run() {
      const diminish = (more: unknown[] = []) =>
        play(
          ['Diminish', 'Serra Angel'],
          {
            ann: { hand: ['Diminish'], battlefield: LANDS },
            ben: { battlefield: ['Serra Angel', { name: 'Grizzly Bears', counters: { '+1/+1': 1 } }] },
          },
          [...cast('Diminish', { targets: [more.length ? '1:Serra Angel' : '1:Grizzly Bears'] }), ...more],
        )
      // A 3/3 (2/2 and a counter) has base 1/1: the counter still counts (CR 613.4c), 2/2.
      expect(permanent(diminish(), 1, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 })
      // A 4/4 flyer is a 1/1 flyer until the turn ends, then a 4/4 again.
      const later = diminish([{ type: 'passUntil', step: 'upkeep', turn: 4 }])
      expect(permanent(later, 1, 'Serra Angel')).toMatchObject({ power: 4, toughness: 4 })
      const now = play(
        ['Diminish', 'Serra Angel'],
        { ann: { hand: ['Diminish'], battlefield: LANDS }, ben: { battlefield: ['Serra Angel'] } },
        cast('Diminish', { targets: ['1:Serra Angel'] }),
      )
      expect(permanent(now, 1, 'Serra Angel')).toMatchObject({ power: 1, toughness: 1 })
    },
  },
  'effect:animate': {
    card: 'Treetop Village',
    rule: 'CR 613.1d, 613.4b, 514.2',
    run() {
      const attack = [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Treetop Village', target: 'player:1' }] },
        { type: 'passUntil', step: 'postcombatMain' },
      ]
      const p = play(['Treetop Village'], { ann: { battlefield: [...LANDS, ready('Treetop Village')] } }, [
        ...activate('Treetop Village'),
        ...attack,
      ])
      // A 3/3 Ape creature with trample: it attacked and dealt 3.
      expect(permanent(p, 0, 'Treetop Village')).toMatchObject({ power: 3, toughness: 3, tapped: true })
      expect(seat(p, 1).life).toBe(17)
      const state = p.state
      const id = state.battlefield.find((i) => state.cards[state.objects[i].def].name === 'Treetop Village')!
      const mods = state.objects[id].mods ?? []
      expect(mods.some((m) => m.animate?.subtypes.includes('Ape') && m.keywords?.includes('trample'))).toBe(true)
      // Not activated, it is no creature and can't attack.
      const idle = play(
        ['Treetop Village'],
        { ann: { battlefield: [...LANDS, ready('Treetop Village')] } },
        [...attack.slice(0, 2)],
        true,
      )
      expect(idle.out.rejected?.length).toBe(1)
      expect(seat(idle, 1).life).toBe(20)
      // CR 514.2: at the cleanup step it stops being a creature.
      const later = play(['Treetop Village'], { ann: { battlefield: [...LANDS, ready('Treetop Village')] } }, [
        ...activate('Treetop Village'),
        ...TO_BENS_UPKEEP,
      ])
      const after = permanent(later, 0, 'Treetop Village')
      expect(after.power).toBeUndefined()
    },
  },
}
