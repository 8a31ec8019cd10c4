// The game in progress, as the screens use it. It composes three stores:
//  - history (stores/history.ts): the engine History with undo/redo, the life chart and the log;
//  - session (stores/session/): the hotseat statechart, who sits at the table and when the cover is up;
//  - persistence (stores/persistence.ts): Save, Save As and the autosave after every change.
// Beside it: the setup a new game starts from (stores/gameSetup.ts) and undo/redo across seats (stores/timeTravel.ts).
// NewGameScreen calls `start(setup)`, LoadScreen `resume(loaded)`, then both go to the 'game' screen.
// The engine (src-shared/engine) runs here in the renderer: it is pure. The UI asks it what is legal; every
// action goes through `act`, which records it and shows the engine's reason when it is refused.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { LoadedSave } from '@shared/bridge'
import '@shared/variants'
import { checkAction, createGame, record, startHistory, viewFor } from '@shared/engine'
import { playerName } from '@shared/engine'
import type { Action, GameState, History, NewGame, ObjId, PlayerIndex } from '@shared/engine'
import { expandState, gameOrigin, initialStateOf } from '@shared/engine/codec'
import { settleCardText } from '@shared/engine/textPins'
import { useSettingsStore } from './settings'
import { useHistoryStore } from './history'
import { pinDigest, pinOpens } from './seatPins'
import { usePersistenceStore } from './persistence'
import { useSaveCheckStore } from './saveCheck'
import { useSessionStore } from './session'
import { newGameId, PLAYER_COLORS, randomSeed, resolveDecks, type GameSetup } from './gameSetup'
import { useTimeTravel, type TimeTravel } from './timeTravel'
import { computerAction, isLevel, type Decision, type Level } from '@shared/computer'
import { goldfishAction, isGoldfish } from '@shared/practice/goldfish'
import { startComputer } from '../computer/client'
import type { ChangeCause } from './session'
import {
  actorOf,
  actsInPublic,
  decidesInPublic,
  declaresBlockers,
  FALLBACK_STOPS,
  onlyResponding,
  OPPONENT_RESOLVES,
  passUntilEnds,
  shouldAutoPass,
} from '../components/table/flow'
import { publicSteps, variantStops } from '../components/table/variants/stops'
import type { HandOffMode, PassUntilMode, Stops } from '../components/table/flow'

export type { LifePoint } from './history'
export type { GameSetup, GameSetupPlayer } from './gameSetup'
export { resolveDecks } from './gameSetup'
export type { TimeTravel } from './timeTravel'

const MAX_AUTO_PASSES = 2000

/** Settings' pace of the computer's actions, as the least time between two of them. */
export const COMPUTER_PACE_MS = { instant: 0, fast: 250, readable: 700 } as const
export type ComputerPace = keyof typeof COMPUTER_PACE_MS
export const computerPaceMs = (pace: string | undefined): number =>
  COMPUTER_PACE_MS[(pace ?? 'readable') as ComputerPace] ?? COMPUTER_PACE_MS.readable

/** A refusal as a player reads it: a scenario's field hint ('"faceDown": true', the contract's words) left out. */
export const forPlayers = (reason: string): string =>
  reason.replace(/\s*\(\s*"\w+":\s*[^,)]+\)/g, '').replace(/\(\s*"\w+":\s*[^,)]+,\s*/g, '(')

export const useGameStore = defineStore('game', () => {
  const hist = useHistoryStore()
  const persist = usePersistenceStore()
  const session = useSessionStore()
  const settings = useSettingsStore()
  const saveCheck = useSaveCheckStore()

  /** The engine History (tests may set a prepared one). */
  const history = computed<History | null>({
    get: () => hist.history,
    set: (h) => {
      hist.history = h
    },
  })
  const state = computed<GameState | null>(() => hist.state)
  const setup = shallowRef<GameSetup | null>(null)
  /** The engine's reason for the last refused action. */
  const error = ref<string | null>(null)
  const handOffMode = ref<HandOffMode>(settings.settings.handOff ?? 'ask')
  const skipUnanswerable = ref(settings.settings.skipUnanswerable ?? true)
  const stops = ref<Stops[]>([])
  // The Settings screen's hand-off choices apply at once, to the game in progress too.
  watch(
    () => [settings.settings.handOff, settings.settings.skipUnanswerable] as const,
    ([mode, skip]) => {
      handOffMode.value = mode ?? 'ask'
      skipUnanswerable.value = skip ?? true
    },
  )
  /** Automatic passes in a row (a safety stop for positions that would pass forever). */
  let autoPasses = 0

  /** The player whose view the table shows (null: the cover, or the public view). */
  const viewer = computed<PlayerIndex | null>(() => (typeof session.shown === 'number' ? session.shown : null))
  /** The player the hand-off cover names (the cover is up whenever the session is in its hand-off state). */
  const handOffTo = computed<PlayerIndex | null>(() => (session.state === 'handOff' ? session.context.handOffTo : null))
  /** The player asked "respond?" on the same screen (the table shows the public view meanwhile). */
  const askFor = computed<PlayerIndex | null>(() => (session.state === 'asking' ? session.context.askFor : null))
  /** The player declaring blockers on the same screen (public view, CR 509.1), or null. */
  const blockingFor = computed<PlayerIndex | null>(() => (session.context.asked === 'block' ? askFor.value : null))
  /** The player making a decision on the same screen (blockers, or any decision that needs no hidden card), or null. */
  const decidingFor = computed<PlayerIndex | null>(() =>
    session.context.asked === 'block' || session.context.asked === 'decide' ? askFor.value : null,
  )
  /** The active player acting in a variant's public step on the same screen (Combat Rules' fights), or null. */
  const actingFor = computed<PlayerIndex | null>(() => (session.context.asked === 'public' ? askFor.value : null))
  /** The player going on on the public view with their hand face down (another player acted at the screen since they
   *  last dismissed a cover): they lift it only through a cover. Null otherwise. */
  const veiledFor = computed<PlayerIndex | null>(() => (session.context.asked === 'veiled' ? askFor.value : null))
  /** The player acting on the public view: the active player in a variant's public step (Combat Rules' abilities
   *  and fights, MCR-8), or a player asked "respond?" answering there with what needs no hidden card (an ability of
   *  a permanent; in a public step a set instant revealed by its slot: its face shows nowhere until it is cast).
   *  Null otherwise. */
  const publicActor = computed<PlayerIndex | null>(() => {
    const asked = session.context.asked
    if (askFor.value === null || !state.value) return null
    return asked === 'public' || asked === 'respond' || asked === 'veiled' ? askFor.value : null
  })
  /** The next action is taken with Ctrl (or ⌘) held: the table holds priority for its player afterwards. */
  let holdNext = false
  /** Set by the table as an action begins (a click, a drop or a key with Ctrl or ⌘ held). */
  function holdPriorityNext(on: boolean): void {
    holdNext = on
  }
  const passUntil = computed(() => session.context.passUntil)
  /** The person seated last: who is at the screen while a cover or a question is up (asks for undo and redo). */
  const lastSeated = ref<PlayerIndex | null>(null)
  /** The turn each player last sat down in (their view shown), by seat. */
  let seatedInTurn: Record<number, number> = {}
  watch(
    viewer,
    (v) => {
      if (v === null) return
      lastSeated.value = v
      if (state.value) seatedInTurn[v] = state.value.turn
    },
    { flush: 'sync' },
  )
  /** Each seat's PIN digest (stores/seatPins.ts), or undefined: no PIN. */
  const pins = computed(() => persist.pins)
  /** Why the last try to take the seat failed (a wrong PIN), or null. */
  const seatRefused = ref<string | null>(null)
  /** Cleanup discards a player chose ahead in their own seat, for that turn (CR 514.1): made for them at the cleanup
   *  while still legal, so a turn whose combat was played on the public view needs no cover there (MCR-8). Kept with
   *  the save's seats (stores/persistence.ts), and kept for the turn when used: undone to before the cleanup, the
   *  game makes it again. */
  const discardAhead = computed(() => persist.discardAhead)
  function chooseDiscardAhead(player: PlayerIndex, cards: ObjId[]): void {
    const s = state.value
    if (!s) return
    const rest = { ...persist.discardAhead }
    delete rest[player]
    persist.discardAhead = cards.length ? { ...rest, [player]: { turn: s.turn, cards: [...cards] } } : rest
    persist.autosave()
  }
  /** The cleanup's discard, chosen ahead: made now when it is still legal (the same cards, the same count). */
  function discardChosenAhead(s: GameState): boolean {
    const d = s.pending[0]
    const ahead = d?.kind === 'discard' && s.step === 'cleanup' ? persist.discardAhead[d.player] : undefined
    if (!d || !ahead || ahead.turn !== s.turn) return false
    const action = { type: 'discard', player: d.player, cards: ahead.cards } as Action
    if (checkAction(s, action) || hist.apply(action)) return false
    settle('action')
    return true
  }
  /** An undo or redo waiting for other players' agreement. */
  const travel = shallowRef<TimeTravel | null>(null)
  const covered = computed(() => session.state === 'handOff' || session.state === 'idle')

  const inProgress = computed(() => state.value !== null)
  const ended = computed(() => state.value?.phase === 'ended')
  /** What the table shows: the seated player's view, the public view (game over, "respond?"), or null (cover). */
  const view = computed<GameState | null>(() => {
    const s = state.value
    const shown = session.shown
    if (!s || shown === null) return null
    // A table of computers only shows every hand (nobody at the screen plays, so nothing is hidden from them).
    if (shown === 'all') return s
    return viewFor(s, shown === 'public' ? 'spectator' : shown)
  })
  const log = computed<string[]>(() =>
    hist.logFor(session.shown === 'public' || session.shown === 'all' ? 'spectator' : session.shown),
  )
  const undoable = computed(() => hist.undoable)
  const redoable = computed(() => hist.redoable)
  const lifeTimeline = computed(() => hist.lifeTimeline)
  const colors = computed(() => persist.colors)
  const gameId = computed(() => persist.gameId)
  const lastSaved = computed(() => persist.lastSaved)
  const canRematch = computed(() => !!setup.value || !!persist.origin.setup)

  // The session asks for passes (automatic ones, "pass until…", "no response"): real engine actions in the log.
  session.on('pass', (e) => {
    if (e.auto && ++autoPasses > MAX_AUTO_PASSES) return
    const reason = hist.apply({ type: 'pass', player: e.player, ...(e.auto ? { auto: true } : {}) } as Action)
    if (reason) {
      if (!e.auto) error.value = reason
      return
    }
    if (!e.auto) autoPasses = 0
    settle(e.auto ? 'auto' : 'action')
  })

  // The computer's seats: the session enters its computer state when one of them must act and asks it to think
  // (in a Web Worker, from that seat's view only); its decision is played like a person's action.
  const computers = ref<Record<number, Level>>({})
  /** The computer seat deciding now (the table says so), or null. */
  const thinkingSeat = ref<PlayerIndex | null>(null)
  const thinking = computed<PlayerIndex | null>(() => (session.state === 'computer' ? thinkingSeat.value : null))
  /** Every seat is the computer's: the table shows every hand, read-only. */
  const watching = computed(() => session.shown === 'all')
  let thinker: ReturnType<typeof startComputer> | null = null
  /** Seats played by a script (a practice puzzle's fixed opponent): to the session they are the computer's. */
  const scripted = ref<PlayerIndex[]>([])
  let script: ((s: GameState) => Action | null) | null = null
  const sendSeats = () =>
    session.send({
      type: 'COMPUTER.SEATS',
      players: [...new Set([...Object.keys(computers.value).map(Number), ...scripted.value])],
    })
  function setComputers(seats: Record<number, Level>): void {
    computers.value = { ...seats }
    persist.computers = { ...seats }
    sendSeats()
  }
  /** Seats a script plays (`next` gives its action, or null to wait); none: `setScript([], null)`. */
  function setScript(seats: PlayerIndex[], next: ((s: GameState) => Action | null) | null): void {
    scripted.value = [...seats]
    script = next
    sendSeats()
  }
  /** Is the seat played by a machine (the computer or a script)? */
  const machine = (p: PlayerIndex): boolean => computers.value[p] !== undefined || scripted.value.includes(p)
  async function decideFor(s: GameState, player: PlayerIndex, level: Level): Promise<Decision> {
    const options = { level, seed: 7919 * (player + 1) }
    if (typeof Worker !== 'undefined') {
      try {
        thinker ??= startComputer()
        return await thinker.think(s, player, options)
      } catch {
        thinker = null
      }
    }
    return computerAction(s, player, options)
  }
  session.on('computer.think', (e) => {
    const s = state.value
    const level = computers.value[e.player]
    if (s && scripted.value.includes(e.player)) {
      // A script's seat answers at once (a puzzle's fixed opponent: its next action, or a pass).
      queueMicrotask(() => {
        const next = state.value === s ? script?.(s) : null
        if (next) act(next)
      })
      return
    }
    if (!s || !level) return
    thinkingSeat.value = e.player
    // A goldfish (practice) only keeps and passes: answered here at once, with no trip to the worker (each trip
    // copies the whole game to it) and no pacing; its turn is instant.
    if (isGoldfish(s, e.player)) {
      queueMicrotask(() => {
        if (state.value === s) act(goldfishAction(s, e.player))
      })
      return
    }
    const since = Date.now()
    decideFor(s, e.player, level)
      .then(async (d) => {
        // The Settings screen's pace: the computer's actions come no faster than a person can follow them.
        const wait = computerPaceMs(settings.settings.computerPace) - (Date.now() - since)
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        if (state.value === s) act(d.action) // not if the game changed meanwhile (undo, load)
      })
      .catch((failure: unknown) => {
        if (state.value !== s) return
        // The seat goes back to the people: a person plays it by hand from here (behind the cover).
        const why = failure instanceof Error ? failure.message : String(failure)
        const rest = { ...computers.value }
        delete rest[e.player]
        setComputers(rest)
        session.send({ type: 'COMPUTER.RESIGN' })
        settle('action')
        error.value = `The computer could not decide for ${s.players[e.player]?.name ?? 'its seat'} (${why}): play it by hand.`
      })
  })

  function initStops(initial: GameState): void {
    // Each seat starts with the Settings screen's stops for its own turns (none on other players' turns: a stop
    // there would hand the table over every turn); the phase bar changes them for this game.
    const own = settings.settings.stops ?? FALLBACK_STOPS.own
    // A variant may add stops where its active player has something to do (components/table/variants/stops.ts).
    const extra = variantStops(initial.variant)
    // "When an opponent's spell or ability resolves" applies on every turn.
    const others = [...FALLBACK_STOPS.others, ...(own.includes(OPPONENT_RESOLVES) ? [OPPONENT_RESOLVES] : [])]
    stops.value = initial.players.map(() => ({
      own: [...own, ...extra.own.filter((step) => !own.includes(step))],
      others: [...others, ...extra.others.filter((step) => !others.includes(step))],
    }))
  }

  function startFrom(
    params: NewGame,
    meta: {
      setup: GameSetup | null
      colors: string[]
      deckNames: (string | undefined)[]
      pins?: (string | undefined)[]
    },
  ): void {
    const initial = createGame(params)
    begin(initial, meta.setup, { setup: params }, meta.colors, meta.deckNames, meta.pins)
  }

  /** A new game at the table: its history, stops and save record start here. */
  function begin(
    initial: GameState,
    from: GameSetup | null,
    origin: { setup: NewGame } | { initialState: GameState },
    colors: string[],
    deckNames: (string | undefined)[],
    seatPins: (string | undefined)[] = [],
  ): void {
    saveCheck.stop()
    hist.begin(initial)
    persist.pins = initial.players.map((_, i) => seatPins[i])
    resetSeatState()
    setup.value = from
    error.value = null
    autoPasses = 0
    initStops(initial)
    persist.begin({ gameId: newGameId(), saveId: null, origin, colors, deckNames })
    session.send({ type: 'SESSION.BEGIN', players: initial.players.length, resumed: false })
    settle('begin')
  }

  /** Starts from a prepared position (a practice puzzle's): undo reaches back to it, saves replay from it. */
  function startPosition(initial: GameState, colors: string[] = []): void {
    begin(
      initial,
      null,
      { initialState: initial },
      initial.players.map((_, i) => colors[i] ?? PLAYER_COLORS[i % PLAYER_COLORS.length]),
      initial.players.map(() => undefined),
    )
  }

  function start(newSetup: GameSetup): void {
    const { cards, decks, sideboards } = resolveDecks(newSetup)
    if (scripted.value.length) setScript([], null)
    // The computer's seats are known before the first decision (a person alone at the table gets no cover).
    if (newSetup.computers) setComputers(newSetup.computers)
    const seed = newSetup.seed ?? randomSeed()
    const digests = newSetup.players.map((p) => p.pinDigest ?? (p.pin ? pinDigest(p.pin) : undefined))
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
    startFrom(params, {
      setup: {
        ...newSetup,
        seed,
        players: newSetup.players.map(({ pin: _typed, ...p }, i) => ({
          ...p,
          ...(digests[i] ? { pinDigest: digests[i] } : {}),
        })),
      },
      pins: digests,
      colors: newSetup.players.map((p, i) => p.color || PLAYER_COLORS[i % PLAYER_COLORS.length]),
      deckNames: newSetup.players.map((p) => p.deckName),
    })
  }

  /**
   * A loaded save goes on at its saved position at once. When main still checks its log (`checking`), the history
   * is rebuilt from the log afterwards (stores/saveCheck.ts: undo waits for it); a save checked already is replayed
   * here, as before.
   */
  function resume(loaded: LoadedSave): void {
    saveCheck.stop()
    if (loaded.checking) return resumeAtOnce(loaded)
    const doc = settleCardText(loaded.save) // the card text the game was played with
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
    if (restored) hist.restore(restored)
    else hist.begin(current)
    goOn(loaded, doc, current, begin)
  }

  /** The saved position at once; its log's check and the history's rebuild follow (nothing replayed here). */
  function resumeAtOnce(loaded: LoadedSave): void {
    const doc = loaded.save
    const current = expandState(loaded.state, doc.cards)
    let begin: { setup?: NewGame; initialState?: GameState } = { initialState: current }
    let initial: GameState | null = null
    try {
      const from = gameOrigin(doc)
      initial = initialStateOf(doc)
      begin = {
        ...(from.setup ? { setup: from.setup } : {}),
        ...(from.initialState ? { initialState: from.initialState } : {}),
      }
    } catch {
      initial = null
    }
    if (initial) hist.beginAt(initial, doc.log as unknown as Action[], current)
    else hist.begin(current)
    goOn(loaded, doc, current, initial ? begin : { initialState: current })
    void saveCheck.follow(loaded, initial, () => settle('begin'))
  }

  function goOn(
    loaded: LoadedSave,
    doc: LoadedSave['save'],
    current: GameState,
    begin: { setup?: NewGame; initialState?: GameState },
  ): void {
    // The seats the computer played go on with it, at the same levels.
    setComputers(
      Object.fromEntries(doc.players.flatMap((p, i) => (isLevel(p.computer) ? [[i, p.computer]] : []))) as Record<
        number,
        Level
      >,
    )
    setup.value = null
    error.value = null
    autoPasses = 0
    initStops(current)
    persist.pins = doc.players.map((p) => (typeof p.pin === 'string' ? p.pin : undefined))
    resetSeatState()
    persist.discardAhead = Object.fromEntries(
      doc.players.flatMap((p, i) =>
        p.discardAhead ? [[i, { turn: p.discardAhead.turn, cards: [...p.discardAhead.cards] }]] : [],
      ),
    )
    persist.begin({
      gameId: doc.meta.gameId,
      saveId: loaded.id,
      origin: begin,
      colors: doc.players.map((p, i) => p.color ?? PLAYER_COLORS[i % PLAYER_COLORS.length]),
      deckNames: doc.players.map((p) => p.deckName),
    })
    session.send({ type: 'SESSION.BEGIN', players: current.players.length, resumed: true })
    settle('begin')
  }

  function resetSeatState(): void {
    persist.discardAhead = {}
    lastSeated.value = null
    seatedInTurn = {}
    seatRefused.value = null
    travel.value = null
  }

  /** Does `pin` open `player`'s seat (always, for a seat without a PIN)? */
  function pinFits(player: PlayerIndex, pin: string): boolean {
    return pinOpens(pins.value[player], pin)
  }

  /** Hands the table to the player the hand-off screen named (with their PIN, when their seat has one). */
  function takeSeat(pin = ''): boolean {
    const to = handOffTo.value
    if (to !== null && !pinFits(to, pin)) {
      seatRefused.value = `That is not ${state.value ? `${playerName(state.value, to)}'s` : 'their'} PIN.`
      return false
    }
    seatRefused.value = null
    session.send({ type: 'SEAT.READY' })
    if (seatNote && session.state === 'seated') error.value = seatNote
    seatNote = null
    return true
  }

  /** "Respond?": the asked player answers on the same screen. */
  function respond(yes: boolean): void {
    session.send({ type: yes ? 'ASK.RESPOND' : 'ASK.DECLINE' })
  }

  /** What the asked player learns once seated behind their cover (a refusal that names a card only they see). */
  let seatNote: string | null = null
  /** The player asked on the public view takes the seat (the cover comes up); `note` shows to them once seated, never
   *  on the public view: a refusal that depends on a hidden card (a set card that can't be cast now, MCR-8). */
  function toSeat(note: string | null = null): void {
    if (askFor.value === null) return
    seatNote = note
    session.send({ type: 'ASK.RESPOND' })
  }

  /** After any change: tells the session what changed (it passes automatically or hands the table over). `holder`:
   *  the player who acted holding priority (CR 117.3c); `consented`: an undo or redo other players agreed to at the
   *  screen. */
  function settle(cause: ChangeCause, holder: PlayerIndex | null = null, consented = false): void {
    const s = state.value
    if (!s) return
    seatNote = null
    if (cause !== 'undo' && cause !== 'redo' && discardChosenAhead(s)) return
    const ctx = session.context
    const ended = s.phase === 'ended'
    const expired = ctx.passUntil.flatMap((u, p) => (passUntilEnds(s, p, u) ? [p] : []))
    const actor = ended ? null : actorOf(s, ctx.handOffTo ?? ctx.askFor ?? ctx.viewer)
    const p = s.priority
    const until = p !== null && !expired.includes(p) ? ctx.passUntil[p] : null
    const options = { mode: handOffMode.value, skipUnanswerable: skipUnanswerable.value, hold: holder === p }
    const autoPass =
      p !== null &&
      autoPasses < MAX_AUTO_PASSES &&
      shouldAutoPass(s, p, options, stops.value[p] ?? FALLBACK_STOPS, until, hist.resolved)
        ? p
        : null
    // 'ask': "respond?", and blockers, are answered on the same screen (public view) before any cover.
    // A variant's public step (Combat Rules' fights): the active player acts there, the others answer there.
    const pub = publicSteps(s.variant)
    const question =
      actor === null
        ? null
        : onlyResponding(s, actor, pub)
          ? 'respond'
          : declaresBlockers(s, actor)
            ? 'block'
            : actsInPublic(s, actor, pub)
              ? 'public'
              : decidesInPublic(s, actor)
                ? 'decide'
                : null
    const ask = handOffMode.value === 'ask' && question !== null
    // Only priority, nothing to ask: a player who may not see their hand yet goes on with it face down (the veil).
    const mayVeil =
      handOffMode.value === 'ask' &&
      s.phase === 'turn' &&
      actor !== null &&
      question === null &&
      s.priority === actor &&
      !s.pending.length
    // The active player who has had their look this turn may go on with their hand face down after another player's
    // look (a response from the hand) rather than a cover.
    const goesOn = mayVeil && actor === s.active && seatedInTurn[actor] === s.turn
    session.send({
      type: 'GAME.CHANGED',
      cause,
      actor,
      ended,
      autoPass,
      ask,
      question: question ?? undefined,
      mayVeil,
      goesOn,
      expired,
      ...(consented ? { consented } : {}),
    })
    // A refusal names the card that was tried: never carried over to the next player.
    if (session.state !== 'seated') error.value = null
    // Every change is autosaved, a new game at once (a resumed one is already on disk).
    if (cause !== 'begin' || !ctx.holdAutoPass) persist.autosave()
  }

  /** Why `action` is not legal now (the engine's words), or null. */
  function why(action: Action): string | null {
    const s = state.value
    if (!s) return 'No game is in progress.'
    const reason = checkAction(s, action)
    return reason ? forPlayers(reason.charAt(0).toUpperCase() + reason.slice(1)) : null
  }

  /** Takes an action for a player: recorded when legal, else the engine's reason is shown (and returned). */
  function act(action: Action): string | null {
    const hold = holdNext && action.type !== 'pass'
    holdNext = false
    const reason = hist.apply(action)
    if (reason) {
      error.value = forPlayers(reason)
      return reason
    }
    error.value = null
    autoPasses = 0
    settle('action', hold ? action.player : null)
    return null
  }

  const { agreeTravel, cancelTravel, undo, redo } = useTimeTravel({
    hist,
    state,
    travel,
    error,
    // The player at the screen: seated, or the last one seated under a cover.
    asker: () => session.context.viewer ?? lastSeated.value,
    machine,
    pinFits,
    settle: (cause, consented) => settle(cause, null, consented),
  })

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
    const reason = why({ type: 'pass', player })
    if (reason) {
      error.value = reason
      return reason
    }
    session.send({ type: 'PASS_UNTIL.SET', player, until: { mode, turn: s.turn } })
    return error.value
  }

  function setHandOffMode(mode: HandOffMode): void {
    handOffMode.value = mode
  }

  function setSkipUnanswerable(on: boolean): void {
    skipUnanswerable.value = on
  }

  /** Same setup, new seed. */
  function rematch(): void {
    const st = setup.value
    if (st) return start({ ...st, seed: randomSeed() })
    const from = persist.origin.setup
    if (!from) return
    setComputers({ ...computers.value })
    startFrom(
      { ...from, seed: randomSeed() },
      { setup: null, colors: [...persist.colors], deckNames: [...persist.deckNames], pins: [...persist.pins] },
    )
  }

  /** Leaves the game: the last autosave still gets written. */
  function quit(): void {
    persist.seal()
    saveCheck.stop()
    hist.clear()
    resetSeatState()
    scripted.value = []
    script = null
    setComputers({})
    session.send({ type: 'SESSION.END' })
  }

  return {
    computers,
    setComputers,
    setScript,
    thinking,
    watching,
    startPosition,
    history,
    state,
    view,
    setup,
    gameId,
    colors,
    viewer,
    handOffTo,
    askFor,
    blockingFor,
    decidingFor,
    actingFor,
    veiledFor,
    publicActor,
    chooseDiscardAhead,
    discardAhead,
    holdPriorityNext,
    covered,
    error,
    handOffMode,
    skipUnanswerable,
    stops,
    passUntil,
    lifeTimeline,
    inProgress,
    ended,
    log,
    undoable,
    redoable,
    lastSaved,
    canRematch,
    start,
    resume,
    takeSeat,
    seatRefused,
    pins,
    pinFits,
    travel,
    agreeTravel,
    cancelTravel,
    respond,
    toSeat,
    act,
    why,
    undo,
    redo,
    setStop,
    passUntilMode,
    setHandOffMode,
    setSkipUnanswerable,
    save: () => persist.save(),
    saveAs: () => persist.saveAs(),
    flushSaves: () => persist.flush(),
    saveInput: () => persist.saveInput(),
    rematch,
    quit,
  }
})
