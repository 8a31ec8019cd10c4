// The game in progress (issue 9 owns this store). Contract used by other screens:
//  - NewGameScreen calls `start(setup)` then goes to the 'game' screen.
//  - LoadScreen calls `resume(loaded)` (a LoadedSave from the bridge) then goes to the 'game' screen.
// The engine (src-shared/engine) runs here in the renderer: it is pure. The UI asks it what is legal; every
// action goes through `act`, which records it in the engine History (unlimited undo/redo to decision points) and
// shows the engine's reason when it is refused.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { LoadedSave, SaveInput, VariantId } from '@shared/bridge'
import '@shared/variants'
import {
  canRedo,
  canUndo,
  checkAction,
  createGame,
  record,
  redo as historyRedo,
  startHistory,
  undo as historyUndo,
  viewFor,
} from '@shared/engine'
import type { Action, GameState, History, NewGame, PlayerIndex } from '@shared/engine'
import { expandState, gameOrigin, initialStateOf } from '@shared/engine/codec'
import { saveInputFromGame } from '@shared/saves/fromGame'
import type { CardDefinition } from '@shared/cards/model'
import { starterPool } from '@shared/cards/starter'
import { bridge } from '../bridge'
import { useScreenStore } from './screen'
import { useSettingsStore } from './settings'
import type { ScreenId } from './screen'
import { actorOf, DEFAULT_STOPS, passUntilHolds, shouldAutoPass } from '../components/table/flow'
import { variantStops } from '../components/table/variants/stops'
import type { HandOffMode, PassUntil, PassUntilMode, Stops } from '../components/table/flow'

export interface GameSetupPlayer {
  name: string
  /** A CSS colour for the player's seat. */
  color: string
  /** The deck as card names (one entry per copy), main deck first. */
  deck: string[]
  sideboard?: string[]
  deckName?: string
  /** Manahearth planeswalker / Heroic legendary creature, when chosen at deck building. */
  hero?: string
}

export interface GameSetup {
  variant: VariantId
  options: Record<string, unknown>
  players: GameSetupPlayer[]
  /** The starting player's seat, or 'random' (from the seed). */
  start: number | 'random'
  seed?: number
  /** "Casual: ignore deck rules" was ticked. */
  ignoreDeckRules?: boolean
  /** Definitions of cards the decks name that are not in the starter pool (an imported deck's, from decks.check). */
  cards?: CardDefinition[]
}

/** Life totals at a point of the game, for the end-of-game chart. */
export interface LifePoint {
  /** The number of actions in effect. */
  at: number
  turn: number
  life: number[]
}

const PLAYER_COLORS = ['#f59e0b', '#60a5fa', '#f472b6', '#34d399']
const MAX_AUTO_PASSES = 2000

function randomSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff)
}

function newGameId(): string {
  return `g${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

/** Resolves a setup's card names through the starter pool and the setup's own cards: definitions by id and each deck as ids. */
export function resolveDecks(setup: GameSetup): {
  cards: Record<string, CardDefinition>
  decks: string[][]
  sideboards: string[][]
} {
  const pool = starterPool()
  // An imported deck's cards outside the starter pool come with the setup (the pool's own lookup by name).
  for (const def of setup.cards ?? []) if (!pool.byName(def.name)) pool.add(def)
  const cards: Record<string, CardDefinition> = {}
  const resolve = (owner: string, names: string[]) =>
    names.map((name) => {
      const def = pool.byName(name)
      if (!def) throw new Error(`${owner}'s deck names "${name}", which is not a known card`)
      cards[def.id] = def
      return def.id
    })
  const decks = setup.players.map((p) => resolve(p.name, p.deck))
  const sideboards = setup.players.map((p) => resolve(p.name, p.sideboard ?? []))
  if (setup.players.some((p) => p.hero)) {
    for (const p of setup.players)
      if (p.hero) {
        const def = pool.byName(p.hero)
        if (def) cards[def.id] = def
      }
  }
  return { cards, decks, sideboards }
}

export const useGameStore = defineStore('game', () => {
  const history = shallowRef<History | null>(null)
  const state = computed<GameState | null>(() => history.value?.state ?? null)
  const setup = shallowRef<GameSetup | null>(null)
  /** How the game began (for saves): the createGame parameters, or the position the log starts from. */
  const origin = shallowRef<{ setup?: NewGame; initialState?: GameState }>({})
  const gameId = ref('')
  const saveId = ref<string | null>(null)
  const colors = ref<string[]>([])
  const deckNames = ref<(string | undefined)[]>([])
  /** The player whose view the table shows (null: no one yet, the hand-off screen is up). */
  const viewer = ref<PlayerIndex | null>(null)
  /** The player the table is waiting to be handed to (the hand-off screen covers the table). */
  const handOffTo = ref<PlayerIndex | null>(null)
  /** The engine's reason for the last refused action. */
  const error = ref<string | null>(null)
  const handOffMode = ref<HandOffMode>('hidden-info')
  const stops = ref<Stops[]>([])
  const passUntil = ref<(PassUntil | null)[]>([])
  /** Indices of logged actions the table took by itself (automatic passes). */
  const autoActions = shallowRef<Set<number>>(new Set())
  /** After undo/redo: no automatic passes until the next action a player takes. */
  const holdAutoPass = ref(false)
  const lifeTimeline = shallowRef<LifePoint[]>([])
  const lastSaved = ref<string | null>(null)
  /** The turn of the last autosave (autosave at every turn change). */
  let autosavedTurn = 0

  const inProgress = computed(() => state.value !== null)
  const ended = computed(() => state.value?.phase === 'ended')
  /** What the table shows: the viewer's view; the spectator's view at the end. Null while a hand-off is up. */
  const view = computed<GameState | null>(() => {
    const s = state.value
    if (!s) return null
    if (s.phase === 'ended') return viewFor(s, 'spectator')
    if (handOffTo.value !== null || viewer.value === null) return null
    return viewFor(s, viewer.value)
  })
  const log = computed<string[]>(() => {
    const h = history.value
    if (!h) return []
    const out: string[] = []
    const auto = autoActions.value
    // Automatic passes are not news: their "X passes" lines are left out (what they caused is kept).
    for (let i = 0; i < h.cursor; i++)
      for (const line of h.lines[i]) if (!(auto.has(i) && line.endsWith(' passes'))) out.push(line)
    return out
  })
  const undoable = computed(() => !!history.value && canUndo(history.value))
  const redoable = computed(() => !!history.value && canRedo(history.value))

  function reset(
    initial: GameState,
    options: { setup: GameSetup | null; colors: string[]; deckNames: (string | undefined)[] },
  ) {
    history.value = startHistory(initial)
    setup.value = options.setup
    colors.value = options.colors
    deckNames.value = options.deckNames
    gameId.value = newGameId()
    saveId.value = null
    viewer.value = null
    handOffTo.value = null
    error.value = null
    // Each seat starts with the Settings screen's stops for its own turns (none on other players' turns: a stop
    // there would hand the table over every turn); the phase bar changes them for this game.
    const own = useSettingsStore().settings.stops ?? DEFAULT_STOPS.own
    // A variant may add stops where its active player has something to do (components/table/variants/stops.ts).
    const extra = variantStops(initial.variant)
    stops.value = initial.players.map(() => ({
      own: [...own, ...extra.own.filter((step) => !own.includes(step))],
      others: [...DEFAULT_STOPS.others, ...extra.others.filter((step) => !DEFAULT_STOPS.others.includes(step))],
    }))
    passUntil.value = initial.players.map(() => null)
    autoActions.value = new Set()
    holdAutoPass.value = false
    lifeTimeline.value = [{ at: 0, turn: initial.turn, life: initial.players.map((p) => p.life) }]
    lastSaved.value = null
    autosavedTurn = initial.turn
  }

  function start(newSetup: GameSetup): void {
    const { cards, decks, sideboards } = resolveDecks(newSetup)
    const seed = newSetup.seed ?? randomSeed()
    const params: NewGame = {
      variant: newSetup.variant,
      options: newSetup.options,
      players: newSetup.players.map((p, i) => ({
        name: p.name,
        deck: decks[i],
        sideboard: sideboards[i],
        ...(p.hero ? { extra: { hero: p.hero } } : {}),
      })),
      cards,
      seed,
      ...(newSetup.start === 'random' ? {} : { start: newSetup.start }),
    }
    const initial = createGame(params)
    origin.value = { setup: params }
    reset(initial, {
      setup: { ...newSetup, seed },
      colors: newSetup.players.map((p, i) => p.color || PLAYER_COLORS[i % PLAYER_COLORS.length]),
      deckNames: newSetup.players.map((p) => p.deckName),
    })
    settle()
  }

  function resume(loaded: LoadedSave): void {
    const doc = loaded.save
    const current = expandState(loaded.state, doc.cards)
    // The log replays from the game's start (its setup or prepared position: the save codec), so undo reaches
    // back to the first action. When it does not replay, the game resumes from its saved position and undo stops there.
    let restored: History | null = null
    let begin: { setup?: NewGame; initialState?: GameState } = {}
    try {
      const from = gameOrigin(doc)
      begin = {
        ...(from.setup ? { setup: from.setup } : {}),
        ...(from.initialState ? { initialState: from.initialState } : {}),
      }
      let h = startHistory(initialStateOf(doc))
      for (const a of doc.log as unknown as Action[]) {
        const r = record(h, a)
        if (!r.ok) throw new Error(r.reason)
        h = r.history
      }
      if (h.state.actionCount === current.actionCount) restored = h
    } catch {
      restored = null
    }
    if (!restored) begin = { initialState: current }
    reset(restored?.initial ?? current, {
      setup: null,
      colors: doc.players.map((p, i) => p.color ?? PLAYER_COLORS[i % PLAYER_COLORS.length]),
      deckNames: doc.players.map((p) => p.deckName),
    })
    origin.value = begin
    if (restored) {
      history.value = restored
      autoActions.value = new Set(
        restored.actions.flatMap((a, i) => ((a as { auto?: unknown }).auto === true ? [i] : [])),
      )
    }
    gameId.value = doc.meta.gameId
    saveId.value = loaded.id
    lifeTimeline.value = [{ at: history.value!.cursor, turn: current.turn, life: current.players.map((p) => p.life) }]
    holdAutoPass.value = true
    autosavedTurn = current.turn
    settle()
  }

  /** Hands the table to the player the hand-off screen named. */
  function takeSeat(): void {
    if (handOffTo.value === null) return
    viewer.value = handOffTo.value
    handOffTo.value = null
  }

  /** After any change: automatic passes, then who must see the table. */
  function settle(): void {
    runAutoPasses()
    const s = state.value
    if (!s) return
    // A "pass until something happens" ends when something happens.
    passUntil.value = passUntil.value.map((u, p) => {
      if (!u) return u
      if (!passUntilHolds(s, p, u)) return null
      if (
        u.mode === 'event' &&
        (s.pending.some((d) => d.player === p) || (s.stack.length > 0 && s.stack[s.stack.length - 1].controller !== p))
      )
        return null
      return u
    })
    if (s.phase === 'ended') {
      handOffTo.value = null
      if (autosavedTurn !== -1) {
        autosavedTurn = -1
        void autosave()
      }
      return
    }
    const actor = actorOf(s, handOffTo.value ?? viewer.value)
    if (actor === null) return
    if (actor !== viewer.value) {
      handOffTo.value = actor
      // A refusal names the card that was tried: never carried over to the next player.
      error.value = null
    } else handOffTo.value = null
    if (s.turn !== autosavedTurn) {
      autosavedTurn = s.turn
      void autosave()
    }
  }

  function runAutoPasses(): void {
    if (holdAutoPass.value) return
    for (let i = 0; i < MAX_AUTO_PASSES; i++) {
      const h = history.value
      if (!h) return
      const s = h.state
      const p = s.priority
      if (p === null || !shouldAutoPass(s, p, handOffMode.value, stops.value[p] ?? DEFAULT_STOPS, passUntil.value[p]))
        return
      // Marked `auto` in the log: a resumed game still steps over them on undo (the engine ignores the field).
      const r = record(h, { type: 'pass', player: p, auto: true } as Action)
      if (!r.ok) return
      const auto = new Set([...autoActions.value].filter((k) => k < h.cursor))
      auto.add(h.cursor)
      autoActions.value = auto
      history.value = r.history
      noteLife()
    }
  }

  function noteLife(): void {
    const h = history.value!
    const s = h.state
    const kept = lifeTimeline.value.filter((pt) => pt.at <= h.cursor)
    const last = kept[kept.length - 1]
    const life = s.players.map((p) => p.life)
    if (!last || last.turn !== s.turn || last.life.some((v, i) => v !== life[i]))
      kept.push({ at: h.cursor, turn: s.turn, life })
    lifeTimeline.value = kept
  }

  /** Why `action` is not legal now (the engine's words), or null. */
  function why(action: Action): string | null {
    const s = state.value
    if (!s) return 'No game is in progress.'
    const reason = checkAction(s, action)
    return reason ? reason.charAt(0).toUpperCase() + reason.slice(1) : null
  }

  /** Takes an action for a player: recorded when legal, else the engine's reason is shown (and returned). */
  function act(action: Action): string | null {
    const h = history.value
    if (!h) return 'No game is in progress.'
    const r = record(h, action)
    if (!r.ok) {
      error.value = r.reason
      return r.reason
    }
    error.value = null
    autoActions.value = new Set([...autoActions.value].filter((k) => k < h.cursor))
    history.value = r.history
    holdAutoPass.value = false
    noteLife()
    settle()
    return null
  }

  function undo(): void {
    let h = history.value
    if (!h || !canUndo(h)) return
    // Back to before the last decision a player made: automatic passes are stepped over.
    let undone: number
    do {
      undone = h.cursor - 1
      h = historyUndo(h)
    } while (h.cursor > 0 && autoActions.value.has(undone))
    history.value = h
    afterTimeTravel()
  }

  function redo(): void {
    let h = history.value
    if (!h || !canRedo(h)) return
    h = historyRedo(h)
    while (canRedo(h) && autoActions.value.has(h.cursor)) h = historyRedo(h)
    history.value = h
    afterTimeTravel()
  }

  function afterTimeTravel(): void {
    error.value = null
    holdAutoPass.value = true
    noteLife()
    settle()
  }

  function setStop(player: PlayerIndex, which: 'own' | 'others', step: string, on: boolean): void {
    const next = stops.value.slice()
    const current = next[player] ?? { own: [], others: [] }
    const list = current[which].filter((s) => s !== step)
    if (on) list.push(step)
    next[player] = { ...current, [which]: list }
    stops.value = next
  }

  /** "Pass until…" for the player with priority: passes now and keeps passing while it holds. */
  function passUntilMode(player: PlayerIndex, mode: PassUntilMode): string | null {
    const s = state.value
    if (!s) return 'No game is in progress.'
    const next = passUntil.value.slice()
    next[player] = { mode, turn: s.turn }
    passUntil.value = next
    return act({ type: 'pass', player })
  }

  function setHandOffMode(mode: HandOffMode): void {
    handOffMode.value = mode
  }

  // ---- saving ----

  function saveInput(): SaveInput | null {
    const h = history.value
    if (!h) return null
    const begin = origin.value
    return saveInputFromGame({
      gameId: gameId.value,
      ...(begin.setup ? { setup: begin.setup } : { initialState: begin.initialState ?? h.initial }),
      log: h.actions.slice(0, h.cursor),
      state: h.state,
      players: h.state.players.map((_, i) => ({
        color: colors.value[i],
        ...(deckNames.value[i] ? { deckName: deckNames.value[i] } : {}),
      })),
    })
  }

  async function save(): Promise<string> {
    const game = saveInput()
    if (!game) return 'Nothing to save: no game is in progress.'
    const result = await bridge().saves.save({ game, ...(saveId.value ? { id: saveId.value } : {}) })
    if (!result.ok) return `Could not save: ${result.error.message}`
    saveId.value = result.value.id
    lastSaved.value = result.value.id
    return `Saved as ${result.value.meta?.name ?? result.value.id}.`
  }

  async function saveAs(): Promise<string> {
    const game = saveInput()
    if (!game) return 'Nothing to save: no game is in progress.'
    const result = await bridge().saves.saveAs({ game })
    if (!result.ok) return `Could not save: ${result.error.message}`
    if (!result.value) return 'Save cancelled.'
    return `Saved to ${result.value.path}.`
  }

  async function autosave(): Promise<void> {
    const game = saveInput()
    if (!game) return
    const result = await bridge().saves.autosave({ game })
    if (result.ok) lastSaved.value = result.value.id
  }

  /** Same setup, new seed. */
  function rematch(): void {
    const st = setup.value
    if (!st) return
    start({ ...st, seed: randomSeed() })
  }

  function quit(): void {
    history.value = null
    viewer.value = null
    handOffTo.value = null
  }

  return {
    history,
    state,
    view,
    setup,
    gameId,
    colors,
    viewer,
    handOffTo,
    error,
    handOffMode,
    stops,
    passUntil,
    lifeTimeline,
    inProgress,
    ended,
    log,
    undoable,
    redoable,
    lastSaved,
    start,
    resume,
    takeSeat,
    act,
    why,
    undo,
    redo,
    setStop,
    passUntilMode,
    setHandOffMode,
    save,
    saveAs,
    autosave,
    saveInput,
    rematch,
    quit,
  }
})

// End-to-end tests start games with chosen small decks through this store (setup only; play goes through the UI).
// Enabled only when the page's localStorage holds hearthside.testHooks = '1'.
if (typeof window !== 'undefined') {
  try {
    if (window.localStorage?.getItem('hearthside.testHooks') === '1') {
      ;(window as unknown as { __hearthside: unknown }).__hearthside = {
        game: () => useGameStore(),
        go: (id: ScreenId) => useScreenStore().go(id),
      }
    }
  } catch {
    // localStorage unavailable: no hooks.
  }
}
