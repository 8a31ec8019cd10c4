// The engine's GameCodec and ReplayStepper (src-shared/engine/codec.ts) with the real save service, and
// saveInputFromGame (src-shared/engine/saveFromGame.ts): real games of random legal play are saved, loaded and replayed
// (a save replayed from its log must equal its snapshot), and autosaved at every turn change.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '@shared/variants'
import { starterPool } from '@shared/cards/starter'
import {
  applyAction,
  createGame,
  engineCodec,
  engineStepper,
  gameOrigin,
  initialStateOf,
  Random,
  randomAction,
  replayTimeline,
  sameJson,
  startAtStep,
  summarizeState,
  viewFor,
  type Action,
  type GameState,
  type NewGame,
} from '@shared/engine'
import { saveInputFromGame } from '@shared/engine/saveFromGame'
import type { SaveDocument } from '@shared/saves/format'
import { createSaveService, type SaveService } from '../../../src-main/saves'
import { decodeSaveText } from '../../../src-main/saves/decode'
import { removeDir, tempDir } from './helpers'

const NAMES = [
  'Mountain',
  'Forest',
  'Lightning Bolt',
  'Giant Growth',
  'Grizzly Bears',
  'Hill Giant',
  'Shock',
  'Llanowar Elves',
]

function setup(seed: number, start?: number, size = 40): NewGame {
  const pool = starterPool()
  const defs = NAMES.map((n) => pool.byName(n)!)
  const deck = Array.from({ length: size }, (_, i) => defs[(i * 5) % defs.length].id)
  return {
    variant: 'normal',
    seed,
    cards: defs,
    options: {},
    ...(start !== undefined && { start }),
    players: [
      { name: 'Ann', deck },
      { name: 'Ben', deck: [...deck].reverse() },
    ],
  }
}

interface Played {
  initial: GameState
  state: GameState
  log: Action[]
  turnChanges: number[]
}

function play(
  initial: GameState,
  seed: number,
  max: number,
  onTurn?: (state: GameState, log: Action[]) => void,
): Played {
  const rng = Random.fromSeed(seed)
  let state = initial
  const log: Action[] = []
  const turnChanges: number[] = []
  while (state.phase !== 'ended' && log.length < max) {
    const action = randomAction(state, rng, { passBias: 0.6 })
    if (!action) break
    const r = applyAction(state, action)
    if (!r.ok) throw new Error(r.reason)
    const turn = state.turn
    state = r.state
    log.push(action)
    if (state.turn !== turn) {
      turnChanges.push(log.length)
      onTurn?.(state, log)
    }
  }
  return { initial, state, log, turnChanges }
}

let dir: string
let saves: SaveService
beforeEach(async () => {
  dir = await tempDir()
  saves = createSaveService({ dir, appVersion: 'test', codec: engineCodec })
})
afterEach(async () => {
  await removeDir(dir)
})

describe('engineCodec with the save service', () => {
  it('a random game from its setup (random starting player, CR 103.1) saves and loads verified, equal to the game played', async () => {
    const params = setup(7)
    const game = play(createGame(params), 3, 600)
    expect(game.log.length).toBeGreaterThan(100)
    const input = saveInputFromGame({
      gameId: 'g1',
      setup: params,
      log: game.log,
      state: game.state,
      players: [{ color: '#c00', deckName: 'Red' }, {}],
    })
    const entry = await saves.save(input)
    expect(entry.meta).toMatchObject({
      turn: game.state.turn,
      activePlayer: game.state.active,
      actionCount: game.log.length,
      players: ['Ann', 'Ben'],
    })
    expect(entry.meta!.summary).toContain('Ann')
    const loaded = await saves.load(entry.id)
    expect(loaded.source).toBe('verified')
    expect(loaded.warnings).toEqual([])
    expect(sameJson(loaded.state, game.state)).toBe(true)
    // The save holds the setup, not a prepared position; the snapshot is compact (no card table).
    const doc = loaded.save
    expect(doc.initial).toBeUndefined()
    expect(doc.start).toBeUndefined()
    expect(doc.players[0]).toMatchObject({ name: 'Ann', color: '#c00', deckName: 'Red', deck: params.players[0].deck })
    const text = await readFile(join(dir, entry.id), 'utf8')
    expect(JSON.parse(text).snapshot).not.toHaveProperty('cards')
  })

  it('an explicit starting player is kept (CR 103.1): the replay starts with the same player', async () => {
    for (const start of [0, 1]) {
      const params = setup(11, start)
      const game = play(createGame(params), 5, 200)
      const entry = await saves.save(
        saveInputFromGame({ gameId: `s${start}`, setup: params, log: game.log, state: game.state }),
      )
      const loaded = await saves.load(entry.id)
      expect(loaded.save.start).toBe(start)
      expect(loaded.source).toBe('verified')
      expect((loaded.state as GameState).starting).toBe(start)
    }
  })

  it('a game from a prepared position stores it as `initial` and replays from it', async () => {
    const params = setup(5, 0)
    const prepared = startAtStep(createGame({ ...params, skipSetup: true }), {
      turn: 3,
      active: 1,
      step: 'precombatMain',
    })
    const game = play(prepared, 9, 150)
    const entry = await saves.save(
      saveInputFromGame({ gameId: 'prep', initialState: prepared, log: game.log, state: game.state }),
    )
    const loaded = await saves.load(entry.id)
    expect(loaded.source).toBe('verified')
    expect(loaded.save.initial).toBeDefined()
    expect(loaded.save.players[0].deck).toBeUndefined()
    expect(sameJson(loaded.state, game.state)).toBe(true)
  })

  it('an edited snapshot is caught: the game loads from its log, with a warning', async () => {
    const params = setup(8)
    const game = play(createGame(params), 4, 300)
    const entry = await saves.save(
      saveInputFromGame({ gameId: 'edit', setup: params, log: game.log, state: game.state }),
    )
    const path = join(dir, entry.id)
    const doc = JSON.parse(await readFile(path, 'utf8'))
    doc.snapshot.players[1].life = 99
    await writeFile(path, JSON.stringify(doc))
    const loaded = await saves.load(entry.id)
    expect(loaded.source).toBe('log')
    expect(loaded.warnings.map((w) => w.code)).toContain('snapshot-mismatch')
    expect(sameJson(loaded.state, game.state)).toBe(true)
  })

  it('a log that does not replay: the snapshot loads (its card table restored), with a warning naming the action', async () => {
    const params = setup(9)
    const game = play(createGame(params), 6, 300)
    const entry = await saves.save(
      saveInputFromGame({ gameId: 'badlog', setup: params, log: game.log, state: game.state }),
    )
    const path = join(dir, entry.id)
    const doc = JSON.parse(await readFile(path, 'utf8'))
    doc.log.splice(3, 0, { type: 'playLand', player: 0, card: 'c99999' })
    await writeFile(path, JSON.stringify(doc))
    const loaded = await saves.load(entry.id)
    expect(loaded.source).toBe('snapshot')
    const warning = loaded.warnings.find((w) => w.code === 'replay-failed')!
    expect(warning.message).toMatch(/action 4 of the log \(playLand by Ann\) is not legal/)
    const state = loaded.state as GameState
    expect(Object.keys(state.cards).length).toBe(NAMES.length)
    expect(sameJson(state, game.state)).toBe(true)
  })

  it('a save with neither decks nor a starting position, and no snapshot, is unplayable', async () => {
    const params = setup(1)
    const game = play(createGame(params), 1, 20)
    const input = saveInputFromGame({ gameId: 'nodecks', setup: params, log: game.log, state: game.state })
    const entry = await saves.save({ ...input, players: input.players.map(({ name }) => ({ name })) })
    const path = join(dir, entry.id)
    const doc = JSON.parse(await readFile(path, 'utf8'))
    doc.snapshot = null
    await writeFile(path, JSON.stringify(doc))
    await expect(saves.load(entry.id)).rejects.toMatchObject({
      code: 'unplayable',
      message: expect.stringContaining("neither the players' decks nor a starting position"),
    })
  })

  it('a text seed (older saves) replays through its hash, deterministically', () => {
    const params = setup(1)
    const doc = {
      ...saveInputFromGame({ gameId: 'x', setup: params, log: [], state: createGame(params) }),
      seed: 'abc',
    } as unknown as SaveDocument
    expect(sameJson(initialStateOf(doc), initialStateOf(doc))).toBe(true)
    expect(initialStateOf(doc).seed).toBeTypeOf('number')
  })

  it('gameOrigin gives back what saveInputFromGame needs to keep saving a resumed game', async () => {
    const params = setup(21)
    const first = play(createGame(params), 2, 100)
    const entry = await saves.save(
      saveInputFromGame({
        gameId: 'resume',
        setup: params,
        log: first.log,
        state: first.state,
        players: [{ color: 'red' }, { color: 'blue' }],
      }),
    )
    const loaded = await saves.load(entry.id)
    const origin = gameOrigin(loaded.save)
    expect(origin.setup).toBeDefined()
    expect(origin.players).toEqual([{ color: 'red' }, { color: 'blue' }])
    // Play on from the loaded state with the loaded log, and save again.
    const more = play(loaded.state as GameState, 77, 100)
    const log = [...(loaded.save.log as unknown as Action[]), ...more.log]
    const again = await saves.save(saveInputFromGame({ gameId: 'resume', ...origin, log, state: more.state }))
    const reloaded = await saves.load(again.id)
    expect(reloaded.source).toBe('verified')
    expect(reloaded.save.players[1].color).toBe('blue')
    expect(sameJson(reloaded.state, more.state)).toBe(true)
  })
})

describe('summaries for the save list', () => {
  it("names the turn and each player's life, and the winner when the game is over (CR 104.3a)", () => {
    const params = setup(3, 0)
    let state = createGame(params)
    expect(summarizeState(state).summary).toBe('Setting up · Ann 20 life, Ben 20 life')
    const game = play(state, 8, 60)
    state = game.state
    const s = summarizeState(state)
    expect(s).toMatchObject({ turn: state.turn, round: state.round, activePlayer: state.active, winner: null })
    expect(s.summary).toBe(`Turn ${state.turn} · Ann ${state.players[0].life} life, Ben ${state.players[1].life} life`)
    const conceded = applyAction(state, { type: 'concede', player: 1 } as Action)
    if (!conceded.ok) throw new Error(conceded.reason)
    expect(summarizeState(conceded.state)).toMatchObject({ winner: 0 })
    expect(summarizeState(conceded.state).summary).toMatch(/^Ann won · turn \d+ · Ann \d+ life, Ben out$/)
  })
})

describe('engineStepper and replayTimeline (the replay viewer)', () => {
  it('steps from the start through every action to the played state; turn starts are where the turn changes', () => {
    const params = setup(31)
    const game = play(createGame(params), 12, 500)
    const doc = saveInputFromGame({
      gameId: 'step',
      setup: params,
      log: game.log,
      state: game.state,
    }) as unknown as SaveDocument
    let state = engineStepper.start(doc)
    expect(sameJson(state, game.initial)).toBe(true)
    for (const action of doc.log) state = engineStepper.apply(state, action)
    expect(sameJson(state, game.state)).toBe(true)
    const starts = engineStepper.turnStarts(doc)
    expect(starts).toEqual([0, ...game.turnChanges])
    const timeline = replayTimeline(doc)
    expect(timeline.error).toBeNull()
    expect(timeline.states).toHaveLength(doc.log.length + 1)
    expect(timeline.lines).toHaveLength(doc.log.length)
    for (const k of starts.slice(1)) expect(timeline.states[k].turn).toBe(timeline.states[k - 1].turn + 1)
    // Every position can be seen as each player or a spectator (CR 400.2: hands and libraries hidden).
    const mid = timeline.states[Math.floor(doc.log.length / 2)]
    const ann = viewFor(mid, 0)
    expect(ann.players[0].zones.hand.map((id) => ann.objects[id].def)).toEqual(
      mid.players[0].zones.hand.map((id) => mid.objects[id].def),
    )
    expect(ann.players[1].zones.hand.every((id) => ann.objects[id].def === 'hidden')).toBe(true)
  })

  it('a log that stops replaying: the timeline ends before the bad action and names it', () => {
    const params = setup(32)
    const game = play(createGame(params), 13, 50)
    const doc = saveInputFromGame({
      gameId: 'step',
      setup: params,
      log: game.log,
      state: game.state,
    }) as unknown as SaveDocument
    doc.log.splice(10, 0, { type: 'pass', player: 5 })
    const timeline = replayTimeline(doc)
    expect(timeline.error).toMatchObject({ index: 10 })
    expect(timeline.states).toHaveLength(11)
    expect(() => {
      let s = engineStepper.start(doc)
      for (const a of doc.log) s = engineStepper.apply(s, a)
    }).toThrow(/action 11 of the log/)
  })
})

describe('autosave at every turn change', () => {
  it('keeps the newest 5 in rotation; each loads verified at its turn; latest() is the newest', async () => {
    const params = setup(41, 0)
    const written: { turn: number; actions: number }[] = []
    const pending: Promise<unknown>[] = []
    const game = play(createGame(params), 14, 1500, (state, log) => {
      // The game store calls bridge().saves.autosave at each turn change, without waiting.
      pending.push(saves.autosave(saveInputFromGame({ gameId: 'auto', setup: params, log: [...log], state })))
      written.push({ turn: state.turn, actions: log.length })
    })
    await Promise.all(pending)
    expect(written.length).toBeGreaterThan(6)
    const autos = await saves.list({ kind: 'auto', gameId: 'auto', sort: 'savedAt' })
    expect(autos).toHaveLength(5)
    expect(autos.map((e) => e.autosave).sort((a, b) => a! - b!)).toEqual(
      [0, 1, 2, 3, 4].map((k) => written.length - 4 + k),
    )
    const newest = written[written.length - 1]
    const latest = await saves.latest()
    expect(latest?.id).toBe(`auto.auto-${written.length}.json`)
    expect(latest?.meta).toMatchObject({ turn: newest.turn, actionCount: newest.actions })
    for (const entry of autos) {
      const loaded = await saves.load(entry.id)
      expect(loaded.source).toBe('verified')
      expect((loaded.state as GameState).turn).toBe(entry.meta!.turn)
    }
    expect(game.log.length).toBeGreaterThan(newest.actions - 1)
    // The autosaves carry the name the game's manual save has.
    await saves.save(
      saveInputFromGame({ gameId: 'auto', name: 'Friday game', setup: params, log: game.log, state: game.state }),
    )
    const next = await saves.autosave(
      saveInputFromGame({ gameId: 'auto', setup: params, log: game.log, state: game.state }),
    )
    expect(next.meta?.name).toBe('Friday game')
    expect(decodeSaveText(await readFile(join(dir, next.id), 'utf8'), next.id).save.meta.name).toBe('Friday game')
  })
})

describe('sameJson: equality as a save file holds the data', () => {
  it('treats what JSON drops or rewrites as equal, and nothing else', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true)
    expect(sameJson([1, undefined], [1, null])).toBe(true)
    expect(sameJson({ amount: Infinity }, { amount: null })).toBe(true)
    expect(sameJson(JSON.parse(JSON.stringify({ x: [1, { y: undefined }] })), { x: [1, {}] })).toBe(true)
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false)
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false)
    expect(sameJson([1, 2], [2, 1])).toBe(false)
    expect(sameJson([], {})).toBe(false)
    expect(sameJson({ a: { b: [1] } }, { a: { b: [1, 2] } })).toBe(false)
  })
})
