// Shared setups for the table tests: small decks from the starter pool.
import type { GameSetup } from '../../../src-renderer/src/stores/game'

export function deck(spec: Record<string, number>): string[] {
  return Object.entries(spec).flatMap(([name, n]) => Array.from({ length: n }, () => name))
}

export function twoPlayers(overrides: Partial<GameSetup> = {}): GameSetup {
  return {
    variant: 'normal',
    options: {},
    start: 0,
    seed: 7,
    players: [
      { name: 'Ann', color: '#f59e0b', deck: deck({ Mountain: 8, 'Lightning Bolt': 6, 'Raging Goblin': 6 }) },
      { name: 'Ben', color: '#60a5fa', deck: deck({ Forest: 8, 'Grizzly Bears': 6, 'Giant Growth': 6 }) },
    ],
    ...overrides,
  }
}

import { createPinia, setActivePinia } from 'pinia'
import type { GameState, ObjId } from '@shared/engine'
import { DEFAULT_SETTINGS } from '@shared/bridge'
import '@shared/variants'
import { starterPool } from '@shared/cards/starter'
import { runScenario } from '@shared/scenario'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'

/**
 * A fresh Pinia and a game store with a started game (both players keep: Ann's turn 1, first main phase). The
 * players stop in their own main phases only (`stops`, as the Settings screen sets them), the smart pass off.
 */
export function startedGame(setup: GameSetup = twoPlayers(), keep = true, stops = ['precombatMain', 'postcombatMain']) {
  const pinia = createPinia()
  setActivePinia(pinia)
  // The smart pass off (it would pass for a player with nothing castable): these tests stop where their stops say;
  // test/renderer/session/smart-pass.test.ts turns it on.
  useSettingsStore().settings = { ...DEFAULT_SETTINGS, stops, skipUnanswerable: false }
  const game = useGameStore()
  game.start(setup)
  if (keep) {
    game.takeSeat()
    game.act({ type: 'keep', player: game.viewer! })
    game.takeSeat()
    game.act({ type: 'keep', player: game.viewer! })
    game.takeSeat()
  }
  return { pinia, game }
}

/** The id of the first card named `name` in a player's zone. */
export function cardIn(state: GameState, player: number, zone: string, name: string): ObjId {
  const id = state.players[player].zones[zone].find((x) => state.cards[state.objects[x].def]?.name === name)
  if (!id) throw new Error(`no ${name} in ${state.players[player].name}'s ${zone}`)
  return id
}

/** A copy of the state with a card of the player's library put onto the battlefield (for rendering tests). */
export function onBattlefield(
  state: GameState,
  player: number,
  name: string,
  extra: Partial<GameState['objects'][string]> = {},
): { state: GameState; id: ObjId } {
  const zone = state.players[player].zones.library.some((x) => state.cards[state.objects[x].def]?.name === name)
    ? 'library'
    : 'hand'
  const id = cardIn(state, player, zone, name)
  const players = state.players.map((p, i) =>
    i === player ? { ...p, zones: { ...p.zones, [zone]: p.zones[zone].filter((x) => x !== id) } } : p,
  )
  return {
    id,
    state: {
      ...state,
      players,
      battlefield: [...state.battlefield, id],
      objects: { ...state.objects, [id]: { ...state.objects[id], zone: 'battlefield', controller: player, ...extra } },
    },
  }
}

/**
 * A starter-card game at Ann's declare attackers step on turn 3 (seed 3, Ann started; libraries of two Mountains and
 * two Forests), from Ann's and Ben's boards, after `actions`.
 */
export function atDeclareAttackers(
  ann: Record<string, unknown>,
  ben: Record<string, unknown>,
  actions: unknown[] = [],
  options: Record<string, unknown> = {},
): GameState {
  return runScenario(
    {
      variant: 'normal',
      seed: 3,
      start: 0,
      options,
      players: [{ name: 'Ann' }, { name: 'Ben' }],
      state: {
        turn: 3,
        active: 0,
        step: 'declareAttackers',
        players: [
          { library: ['Mountain', 'Mountain'], ...ann },
          { library: ['Forest', 'Forest'], ...ben },
        ],
      },
      actions,
    },
    starterPool(),
  ).state
}
