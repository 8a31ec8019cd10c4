// Building what the save layer stores from a game in progress. Pure; used by the renderer's game store
// (then `bridge().saves.save({game})` or `.autosave({game})`) and by `hearth scenario --save`.
//
//   saveInputFromGame({ gameId, name?, setup | initialState, log, state, players?, pool?, scenario? }) → SaveInput
//
// - `setup`: the createGame parameters the game was made with (players' decks as card definition ids, seed, start…).
//   Or `initialState`: the state the log starts from, for a game that began from a prepared position (setup skipped).
// - `log`: every accepted action since then, as applyAction received them; `state`: the state after the log.
// - `players`: per seat, the colour and deck name the save list shows.
// To keep saving a game resumed from a save, pass `...gameOrigin(loaded.save)` (@shared/engine) for setup,
// initialState and players. Throws an Error naming the problem when the record is inconsistent.
import type { Action, GameState } from './types'
import type { NewGame } from './game'
import { compactState, summarizeState } from './codec'
import { findVariant } from './registry'
import { withTextPins } from './textPins'
import { type SaveAction, type SaveInput, type SavePlayer, type SavePool, type SaveScenario } from '../saves/format'

export interface GameRecord {
  gameId: string
  name?: string
  setup?: NewGame
  initialState?: GameState
  log: readonly Action[]
  state: GameState
  players?: readonly {
    color?: string
    deckName?: string
    computer?: SavePlayer['computer']
    pin?: string
    discardAhead?: SavePlayer['discardAhead']
  }[]
  /** Mental Magic's card pool (ruling MM-1). */
  pool?: SavePool
  /** `hearth scenario --save` only. */
  scenario?: SaveScenario
}

export function saveInputFromGame(game: GameRecord): SaveInput {
  const { state, setup } = game
  if (!findVariant(state.variant)) throw new Error(`unknown variant "${state.variant}"`)
  if (state.actionCount < game.log.length)
    throw new Error(`the log has ${game.log.length} actions but the game has accepted ${state.actionCount}`)
  const fromSetup = setup !== undefined && !setup.skipSetup
  if (!fromSetup && !game.initialState) throw new Error('a game to save needs its setup or its initial state')
  if (fromSetup && setup.players.length !== state.players.length) {
    throw new Error(`the setup has ${setup.players.length} players but the game has ${state.players.length}`)
  }
  const players: SavePlayer[] = state.players.map((p, i) => {
    const meta = game.players?.[i] ?? {}
    const sp = fromSetup ? setup.players[i] : undefined
    return {
      name: p.name,
      ...(meta.color !== undefined && { color: meta.color }),
      ...(meta.deckName !== undefined && { deckName: meta.deckName }),
      ...(meta.computer !== undefined && { computer: meta.computer }),
      ...(meta.pin !== undefined && { pin: meta.pin }),
      ...(meta.discardAhead !== undefined && {
        discardAhead: { ...meta.discardAhead, cards: [...meta.discardAhead.cards] },
      }),
      ...(sp && { deck: [...sp.deck] }),
      ...(sp?.sideboard?.length && { sideboard: [...sp.sideboard] }),
      ...(sp?.extra && Object.keys(sp.extra).length && { setup: { ...sp.extra } }),
    }
  })
  return {
    gameId: game.gameId,
    ...(game.name !== undefined && { name: game.name }),
    variant: state.variant,
    options: state.options,
    players,
    seed: state.seed,
    // Every definition the game knows (its decks' and any token's made since): createGame takes them all.
    // Each face names its lines left by hand, so the game keeps its card text when a later engine reads more.
    cards: withTextPins(Object.values(state.cards)),
    textPins: true,
    ...(game.pool && { pool: game.pool }),
    log: game.log.map((a) => a as unknown as SaveAction),
    ...(fromSetup && setup.start !== undefined && { start: setup.start }),
    ...(!fromSetup && { initial: compactState(game.initialState!) }),
    ...(game.scenario && { scenario: game.scenario }),
    snapshot: compactState(state),
    status: summarizeState(state),
  }
}
