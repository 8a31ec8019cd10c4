// Behavioural checks of winning and losing by an effect (CR 104.2b, 104.3e): the game ends at once for that player,
// played with the effect's condition or target on both sides.
import { expect } from 'vitest'
import { activate, cast, LANDS, PASS, play, ready, type Checks } from './harness'

const DOOR_MANA = ['Plains', 'Plains', 'Island', 'Island', 'Swamp', 'Swamp', 'Mountain', 'Mountain', 'Forest', 'Forest']

export const GAME_OUTCOME_CHECKS: Checks = {
  'effect:gameOutcome': {
    card: 'Door to Nothingness',
    rule: 'CR 104.3e, 104.2b',
    run() {
      // "Target player loses the game": Ben, targeted, loses; Ann is the last player in it and wins (CR 104.2a).
      const door = (target: string) =>
        play(
          ['Door to Nothingness'],
          { ann: { battlefield: [...DOOR_MANA, ready('Door to Nothingness')] } },
          activate('Door to Nothingness', 0, { targets: [target] }),
        )
      let p = door('player:1')
      expect(p.state.players[1].lost).toBe(true)
      expect(p.state.winner).toBe(0)
      // Near miss: Ann targets herself and she loses (the target, not the controller).
      p = door('player:0')
      expect(p.state.players[0].lost).toBe(true)
      expect(p.state.winner).toBe(1)
      // Transcendence's state trigger (CR 603.8): at 20 or more life Ann loses, once; the game is over, no loop.
      p = play(
        ['Transcendence', 'Sacred Nectar'],
        { ann: { life: 18, hand: ['Sacred Nectar'], battlefield: [...LANDS, 'Transcendence'] } },
        [...cast('Sacred Nectar'), ...PASS],
        true,
      )
      expect(p.state.players[0].lost).toBe(true)
      expect(p.state.winner).toBe(1)
      expect(p.log.filter((l) => /Transcendence's ability triggers/.test(l))).toHaveLength(1)
    },
  },
  'condition:lifeAtLeast': {
    card: 'Felidar Sovereign',
    rule: 'CR 603.4, 104.2b',
    run() {
      // "If you have 40 or more life, you win the game": at 40 life in Ben's upkeep he wins; at 39 the game goes on.
      const sovereign = (life: number) =>
        play(['Felidar Sovereign'], { ben: { life, battlefield: [ready('Felidar Sovereign')] } }, [
          { type: 'passUntil', step: 'upkeep', turn: 4 },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
        ])
      let p = sovereign(40)
      expect(p.state.winner).toBe(1)
      expect(p.state.players[0].lost).toBe(true)
      p = sovereign(39)
      expect(p.state.winner ?? null).toBe(null)
      expect(p.state.players[0].lost).toBe(false)
    },
  },
}
