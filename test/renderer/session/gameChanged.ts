// A GAME.CHANGED event for the session statechart: an ordinary action by player 0, with these fields overridden.
import type { GameChanged } from '../../../src-renderer/src/stores/session/sessionMachine'

export const changed = (over: Partial<GameChanged>): GameChanged => ({
  type: 'GAME.CHANGED',
  cause: 'action',
  actor: 0,
  ended: false,
  autoPass: null,
  ask: false,
  expired: [],
  ...over,
})
