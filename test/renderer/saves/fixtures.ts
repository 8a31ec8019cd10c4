// Saves for the renderer's tests: list entries, and a real game played by the engine (random legal play) as the
// save document the bridge would return.
import '@shared/variants'
import { createGame, type Action, type GameState, type NewGame } from '@shared/engine'
import { saveInputFromGame } from '@shared/engine/saveFromGame'
import type { LoadedSave, SaveDocument, SaveEntry, SaveMeta } from '@shared/bridge'
import { playRandomly, starterGameSetup } from '../../support/randomPlay'

export function meta(overrides: Partial<SaveMeta> = {}): SaveMeta {
  return {
    gameId: 'friday',
    name: 'Friday night',
    variant: 'normal',
    players: ['Ann', 'Ben'],
    turn: 7,
    round: 4,
    activePlayer: 1,
    summary: 'Turn 7 · Ann 14 life, Ben 9 life',
    winner: null,
    savedAt: '2026-11-20T20:15:00.000Z',
    actionCount: 120,
    ...overrides,
  }
}

export function entry(id: string, overrides: Partial<SaveMeta> = {}, extra: Partial<SaveEntry> = {}): SaveEntry {
  return {
    id,
    path: `/u/saves/${id}`,
    kind: /\.auto-\d+\.json$/.test(id) ? 'auto' : 'manual',
    size: 12000,
    modifiedAt: '2026-11-20T20:15:00.000Z',
    formatVersion: 2,
    meta: meta(overrides),
    ...extra,
  }
}

export interface PlayedGame {
  setup: NewGame
  log: Action[]
  state: GameState
  save: SaveDocument
  loaded: LoadedSave
}

/** A real normal game between Ann and Ben: random legal play for `actions` actions. */
export function playedGame(actions = 200, seed = 5): PlayedGame {
  const setup = starterGameSetup(
    ['Mountain', 'Forest', 'Grizzly Bears', 'Lightning Bolt', 'Giant Growth', 'Llanowar Elves'],
    40,
    seed,
    5,
  )
  const { log, state } = playRandomly(createGame(setup), seed, { maxActions: actions, passBias: 0.6 })
  const { status, ...input } = saveInputFromGame({ gameId: 'friday', name: 'Friday night', setup, log, state })
  const save: SaveDocument = {
    format: 'hearthside-save',
    formatVersion: 3,
    appVersion: 'test',
    meta: {
      ...status!,
      gameId: 'friday',
      name: 'Friday night',
      variant: 'normal',
      players: ['Ann', 'Ben'],
      savedAt: '2026-11-20T20:15:00.000Z',
      actionCount: log.length,
      winner: status!.winner ?? null,
    },
    ...input,
    options: input.options ?? {},
  }
  return {
    setup,
    log,
    state,
    save,
    loaded: {
      id: 'friday.json',
      path: '/u/saves/friday.json',
      save,
      state,
      source: 'verified',
      warnings: [],
      migratedFrom: null,
    },
  }
}
