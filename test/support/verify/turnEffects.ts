// Behavioural checks of effects that reach into later steps and turns: delayed triggered abilities (CR 603.7) and
// extra turns (CR 500.7).
import { expect } from 'vitest'
import { cast, LANDS, onField, play, seat, PASS, type Checks } from './harness'

export const TURN_EFFECT_CHECKS: Checks = {
  'effect:delayed': {
    card: 'Blessed Wine',
    rule: 'CR 603.7a-b',
    run() {
      const wine = (actions: unknown[]) =>
        play(['Blessed Wine'], { ann: { hand: ['Blessed Wine'], battlefield: LANDS } }, [
          ...cast('Blessed Wine'),
          ...actions,
        ])
      // Now: 1 life, no card.
      let p = wine([])
      expect(seat(p, 0).life).toBe(21)
      expect(seat(p, 0).hand).toEqual([])
      expect(p.out.stack).toEqual([])
      // At the beginning of the next turn's upkeep (Ben's), Ann draws; once only.
      p = wine([{ type: 'passUntil', step: 'upkeep', turn: 4 }])
      expect(p.out.stack.length).toBe(1)
      p = wine([{ type: 'passUntil', step: 'draw', turn: 4 }])
      expect(seat(p, 0).hand).toEqual(['Plains'])
      expect(seat(p, 1).hand).toEqual(['Plains'])
      p = wine([{ type: 'passUntil', step: 'upkeep', turn: 5 }])
      expect(p.out.stack).toEqual([])
      expect(seat(p, 0).hand).toEqual(['Plains'])
      // At end of combat (Aether Membrane): the creature it blocked returns to its owner's hand then, not before.
      const membrane = (step: string) =>
        play(
          ['Aether Membrane'],
          {
            active: 1,
            turn: 4,
            ann: { battlefield: ['Aether Membrane'] },
            ben: { battlefield: [{ name: 'Grizzly Bears', sick: false }] },
          },
          [
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 1, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:0' }] },
            { type: 'passUntil', step: 'declareBlockers' },
            { player: 0, type: 'declareBlockers', blockers: [{ card: 'Aether Membrane', blocks: '1:Grizzly Bears' }] },
            { type: 'passUntil', step },
          ],
        )
      expect(onField(membrane('combatDamage'), 1, 'Grizzly Bears')).toBe(1)
      p = membrane('postcombatMain')
      expect(onField(p, 1, 'Grizzly Bears')).toBe(0)
      expect(seat(p, 1).hand).toEqual(['Grizzly Bears'])
      // The object its creator targeted (Silent Assassin: "destroy target blocking creature at end of combat"): the
      // delayed ability affects it then, without targeting it (CR 603.7c).
      const assassin = (step: string) =>
        play(
          ['Silent Assassin', 'Hill Giant'],
          {
            ann: { battlefield: [...LANDS, 'Silent Assassin', { name: 'Grizzly Bears', sick: false }] },
            ben: { battlefield: ['Hill Giant'] },
          },
          [
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
            { type: 'passUntil', step: 'declareBlockers' },
            { player: 1, type: 'declareBlockers', blockers: [{ card: 'Hill Giant', blocks: '0:Grizzly Bears' }] },
            { player: 0, type: 'activate', card: 'Silent Assassin', ability: 0, targets: ['1:Hill Giant'] },
            ...PASS,
            { type: 'passUntil', step },
          ],
        )
      expect(onField(assassin('combatDamage'), 1, 'Hill Giant')).toBe(1)
      p = assassin('postcombatMain')
      expect(onField(p, 1, 'Hill Giant')).toBe(0)
      expect(seat(p, 1).graveyard).toEqual(['Hill Giant'])
    },
  },
  'effect:extraTurn': {
    card: 'Time Walk',
    rule: 'CR 500.7',
    run() {
      const walk = (turn: number) =>
        play(['Time Walk'], { ann: { hand: ['Time Walk'], battlefield: LANDS } }, [
          ...cast('Time Walk'),
          { type: 'passUntil', step: 'upkeep', turn },
        ])
      // Ann's extra turn comes right after this one (turn 4), then Ben's (turn 5).
      expect(walk(4).state.active).toBe(0)
      expect(walk(5).state.active).toBe(1)
      expect(walk(6).state.active).toBe(0)
      // Without it, turn 4 is Ben's.
      const p = play(['Time Walk'], { ann: { battlefield: LANDS } }, [{ type: 'passUntil', step: 'upkeep', turn: 4 }])
      expect(p.state.active).toBe(1)
    },
  },
}
