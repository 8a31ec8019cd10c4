// Behavioural checks of characteristics set until end of turn: "~ becomes a N/N … creature" (manlands, Keyrunes,
// "target land becomes": a creature of that size with the keywords named, that can attack, and a land again after
// the cleanup step; CR 613.1d, 613.4b, 514.2) and "has base power and toughness N/N" (CR 613.4b-c).
import { expect } from 'vitest'
import { activate, cast, LANDS, permanent, play, seat, TO_BENS_UPKEEP, type Checks, ready } from './harness'

export const ANIMATE_CHECKS: Checks = {
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
