// The one typed bridge between the renderer and the main process, exposed as `window.hearth`.
// The preload builds it over ipcRenderer with createBridgeClient; the end-to-end tests build the same client
// over a Playwright binding. Every method takes at most one request object and resolves to a BridgeResult:
// main validates each payload before acting on it and answers bad input with {ok:false, error}, never a throw.
// The renderer never names a filesystem path: files are chosen in main, through the system's dialogs.
import type { Color } from './mana/types'
import type { CardDefinition } from './cards/model'
import type { SaveDocument, SaveEntry, SaveInput, SaveListQuery, SaveMeta, SaveWarning } from './saves/format'
import type { Puzzle } from './practice/puzzles'
import type { DraftSave } from './draft/save'

// ---------------------------------------------------------------------------------------------------------
// Results and errors

export const BRIDGE_ERROR_CODES = [
  'invalid-input', // the payload failed validation (the message names the field)
  'not-available', // the feature is not built yet, or not wired in this build
  'not-found', // the save, card, deck or document does not exist
  'conflict', // e.g. renaming onto a name already taken
  'corrupt', // a file could not be read as what it claims to be (truncated, foreign, future version)
  'forbidden', // the sender is not the app's own page
  'io', // the disk or network failed
  'internal', // anything else: a bug
] as const
export type BridgeErrorCode = (typeof BRIDGE_ERROR_CODES)[number]

export interface BridgeError {
  code: BridgeErrorCode
  /** A sentence a player can read. */
  message: string
  /** The module's own, finer code when it has one (e.g. a save's "future-version"). */
  detail?: string
  /** The file concerned, so the app can offer to show it in its folder. */
  file?: string
}

export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: BridgeError }

// ---------------------------------------------------------------------------------------------------------
// Shared vocabulary

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }

/** A variant's id, as scenarios name it: one of the registered manifests' (isVariantId in @shared/variants). */
export type VariantId = string

// ---------------------------------------------------------------------------------------------------------
// app

export type AppPlatform = 'linux' | 'darwin' | 'win32' | 'other'

export interface AppPaths {
  userData: string
  saves: string
  cards: string
}

export interface AppInfo {
  name: string
  version: string
  platform: AppPlatform
  /** Electron's version, or null outside Electron (tests, the CLI). */
  electron: string | null
  packaged: boolean
  paths: AppPaths
}

// ---------------------------------------------------------------------------------------------------------
// saves (src-main/saves; the save format and list types live in ./saves/format)

/** Names a save in the app's saves folder. A plain file name: never a path. */
export type SaveId = string

export type { SaveDocument, SaveEntry, SaveInput, SaveListQuery, SaveMeta, SaveWarning }

export interface SaveRequest {
  game: SaveInput
  /** Save into this file of the saves folder (overwriting it); absent: `<gameId>.json`. */
  id?: SaveId
}
/** Save As… and autosave: the game alone. */
export interface GameRequest {
  game: SaveInput
}
export interface SaveRef {
  id: SaveId
}
export interface RenameSaveRequest {
  id: SaveId
  name: string
}
export interface DuplicateSaveRequest {
  id: SaveId
  /** Default "NAME (copy)". */
  name?: string
}
export interface SavedFile {
  path: string
  meta: SaveMeta
}
export interface LoadedSave {
  /** The file name in the saves folder; null for a file opened from elsewhere. */
  id: SaveId | null
  path: string
  /** The document, migrated to the current format version. */
  save: SaveDocument
  /** The engine state to resume from. */
  state: unknown
  /** 'verified': the snapshot matched the replayed log; 'log': replayed from the log; 'snapshot': unchecked. */
  source: 'verified' | 'log' | 'snapshot'
  warnings: SaveWarning[]
  migratedFrom: number | null
  /** Set when the game opened from its saved position while its log is checked off the main thread: pass it to
   *  `saves.verify` for the outcome. Absent: checked already. */
  checking?: string
}

/** The outcome of checking an opened save's log against its saved position (`saves.verify`). */
export interface SaveCheck {
  /** 'verified': the log reaches the saved position; 'log': it reaches another one (`state`), which the game goes
   *  on from; 'snapshot': the log does not replay, the saved position stands; 'unchecked': it could not be checked
   *  (in time, or at all: `warnings` says why), the saved position stands. */
  source: 'verified' | 'log' | 'snapshot' | 'unchecked'
  /** What the check found to say (beyond what opening the save said already). */
  warnings: SaveWarning[]
  /** The position the log reaches, when it is not the saved one (compact: without its card table). */
  state?: unknown
  /** The card definitions the game was played with, when they had to be settled (saves of older versions). */
  cards?: SaveDocument['cards']
}
export interface SaveCheckRef {
  checking: string
}
/** How far the check of an opened save has come (actions of its log). */
export interface SaveCheckProgress {
  checking: string
  done: number
  total: number
}

// ---------------------------------------------------------------------------------------------------------
// cards (src-main/cards)

export interface CardDatabaseStatus {
  source: 'starter' | 'imported'
  cards: number
  /** E.g. "MTGJSON AtomicCards"; null for the starter pool. */
  origin: string | null
  /** ISO 8601 time of the import; null for the starter pool. */
  importedAt: string | null
}

/** As `hearth cards import` prints it. */
export interface CardImportResult {
  imported: number
  skipped: number
  warnings: string[]
}

export interface CardQuery {
  name?: string
  /** Exact cost, e.g. "{1}{W}{U}" (ruling MA-6). */
  cost?: string
  type?: string
  colors?: Color[]
  manaValue?: number
  limit?: number
}

/** As `hearth cards find` prints it. */
export interface CardSummary {
  name: string
  manaCost: string
  manaValue: number
  typeLine: string
}

export const CARD_DOWNLOAD_SOURCES = ['mtgjson-atomic', 'scryfall-oracle'] as const
export type CardDownloadSource = (typeof CARD_DOWNLOAD_SOURCES)[number]

export interface CardDownloadRequest {
  source: CardDownloadSource
}

/** Asks main for a card's picture (Settings.cardImages): its exact name, as the table shows it. */
export interface CardImageRequest {
  name: string
}

/** A card's picture as a `data:` URL, or why there is none (offline, unknown to Scryfall, …): the text frame stays. */
export type CardImage = { name: string; dataUrl: string } | { name: string; dataUrl: null; reason: string }

export interface CardDownloadProgress {
  source: CardDownloadSource
  phase: 'downloading' | 'importing' | 'done' | 'failed' | 'cancelled'
  receivedBytes: number
  totalBytes: number | null
  message?: string
}

// ---------------------------------------------------------------------------------------------------------
// decks (src-main/decks)

export interface DeckEntry {
  count: number
  name: string
}

export interface DeckList {
  name: string
  /** E.g. "text", "arena", "cockatrice", "mtgo", "forge", "starter". */
  format: string
  main: DeckEntry[]
  sideboard: DeckEntry[]
  /** Heroic "Hero: NAME" line. */
  hero: string | null
  /** Heroic "Type: NAME" line. */
  type: string | null
  /** Unknown names and malformed lines, with line numbers and "did you mean" suggestions. */
  problems: DeckProblem[]
}

export interface DeckProblem {
  line: number | null
  message: string
  suggestions: string[]
}

export interface StarterDeckInfo {
  id: string
  name: string
  variant: VariantId
  description: string
  cards: number
  hero: string | null
}

/** A deck to check against a variant's deck rules (names are resolved in main's card database). */
export interface DeckCheckRequest {
  variant: VariantId
  deck: Pick<DeckList, 'main' | 'sideboard' | 'hero' | 'type'>
}

/** A deck rule broken: `rule` is its id ('CR 100.2a', 'MH-1', 'HE-4', …; 'unknown-card', 'deck-list'). */
export interface DeckRuleProblem {
  rule: string
  message: string
}

/** As `hearth deck check` prints it. */
export interface DeckCheckResult {
  legal: boolean
  problems: DeckRuleProblem[]
  /** Heroic: the hero and the creature type (ruling HE-4). */
  hero?: string
  type?: string
  typeCandidates?: string[]
  /**
   * The definitions of the deck's cards that are not in the bundled starter pool (an imported deck's cards found in
   * the card database): the renderer starts the game with them (GameSetup.cards). Absent when there are none.
   */
  cards?: CardDefinition[]
}

export interface StarterDecksRequest {
  variant?: VariantId
}
export interface StarterDeckRef {
  id: string
}

// ---------------------------------------------------------------------------------------------------------
// the deck library (src-main/decks/library.ts; the file format in docs/decks.md)

export interface LibraryEntry {
  count: number
  name: string
}

/** A deck of the library as the editor edits it. */
export interface LibraryDeckContent {
  name: string
  variant: VariantId | null
  main: LibraryEntry[]
  sideboard: LibraryEntry[]
  /** Cards considered, not part of the deck. */
  maybe: LibraryEntry[]
  hero: string | null
  type: string | null
}

export interface LibraryDeck extends LibraryDeckContent {
  id: string
  notes: string
  created: string
  modified: string
}

export interface LibraryDeckInfo {
  id: string
  name: string
  variant: VariantId | null
  cards: number
  sideboard: number
  hero: string | null
  modified: string
}

export type LibraryExportFormat = 'text' | 'mtgo' | 'arena' | 'cockatrice' | 'forge'

export interface LibraryDeckRef {
  id: string
}
export interface LibraryImportRequest {
  /** The variant the deck is built for (the Decks screen's); none: the deck keeps no variant. */
  variant?: VariantId
}
/** An imported deck, and the problems of its file (unknown names with suggestions, lines that are not cards). */
export interface LibraryImportResult extends LibraryDeck {
  problems: DeckProblem[]
}
export interface LibrarySaveRequest extends LibraryDeckContent {
  id?: string
}
export interface LibraryRenameRequest {
  id: string
  name: string
}
export interface LibrarySearchRequest {
  query: string
}
export interface LibraryExportRequest {
  id: string
  format: LibraryExportFormat
}
export interface CardSearchRequest {
  /** The deck editor's query language (docs/decks.md). */
  query: string
  limit?: number
}
export interface CardSearchResult {
  /** The pool searched: the imported database, or the bundled starter pool. */
  source: 'starter' | 'database'
  /** Every match; `cards` holds the first ones by name. */
  total: number
  cards: CardDefinition[]
  /** Where the query is wrong (0-based position), or null. */
  error: { position: number; message: string } | null
}
export interface LibraryCopyStarterRequest {
  starter: string
}

// ---------------------------------------------------------------------------------------------------------
// imported puzzles (src-main/puzzles/store.ts; the format in docs/puzzles.md)

export interface PuzzleListing {
  puzzles: Puzzle[]
  /** Kept files that no longer read as puzzles, each with its problem. */
  problems: { file: string; message: string }[]
}
export interface PuzzleImportRequest {
  /** The file's name, for messages. */
  name: string
  /** The file's text (JSON). */
  text: string
}
export interface PuzzleRef {
  id: string
}

// ---------------------------------------------------------------------------------------------------------
// rules (resources/rules: the variants' texts and rulings, checked against the project's shared copy)

/** A rules reference document: the shared texts and each variant's own (its manifest's `document`). */
export type RulesDocumentId = string

export interface RulesDocumentInfo {
  id: RulesDocumentId
  title: string
  summary: string
  format: 'markdown' | 'text'
}

export interface RulesDocument extends RulesDocumentInfo {
  text: string
}

export interface RulesDocumentRef {
  id: RulesDocumentId
}

// ---------------------------------------------------------------------------------------------------------
// settings

export interface Settings {
  /** When the hand-off screen covers the table: 'ask' first asks "respond?" on the same screen. */
  handOff: 'every-priority' | 'hidden-info' | 'ask'
  /** Pass for a player who can't respond (no card in hand, no untapped permanent with an ability): no hand-off. */
  skipUnanswerable: boolean
  animationSpeed: 'off' | 'fast' | 'normal' | 'slow'
  /** The size of the app's text, in percent (the table's rows scroll or overlap to keep every control in reach). */
  textScale: 100 | 125 | 150 | 200
  autoTap: boolean
  cardImages: boolean
  /** New Game's last players, names and colours in seat order (and the computer's level for its seats), offered
   *  again the next time. */
  newGamePlayers?: { name: string; color: string; computer?: 'easy' | 'normal' | 'hard' }[]
  /** Step names where the table stops to give you priority (the others pass on their own when nothing happens). */
  stops: string[]
  /** The least time between two of the computer's actions: instant (0), fast (250 ms) or readable (700 ms). */
  computerPace: 'instant' | 'fast' | 'readable'
}

/** The settings' default stops (the table adds FALLBACK_STOPS and each variant's): like Arena, not in upkeep or
 *  draw, nor in the quieter combat steps. */
export const DEFAULT_SETTINGS_STOPS: readonly string[] = Object.freeze([
  'precombatMain',
  'declareAttackers',
  'declareBlockers',
  'postcombatMain',
  'end',
])

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  handOff: 'ask',
  skipUnanswerable: true,
  animationSpeed: 'normal',
  textScale: 100,
  autoTap: true,
  cardImages: false,
  stops: [...DEFAULT_SETTINGS_STOPS],
  computerPace: 'readable',
})

// ---------------------------------------------------------------------------------------------------------
// Events pushed from main to the renderer

export const MENU_COMMANDS = ['new-game', 'open', 'save', 'save-as', 'undo', 'redo', 'rules-reference'] as const
export type MenuCommand = (typeof MENU_COMMANDS)[number]

export interface BridgeEvents {
  'menu:command': MenuCommand
  'cards:download-progress': CardDownloadProgress
  'saves:verify-progress': SaveCheckProgress
}
export type BridgeEventName = keyof BridgeEvents
export const BRIDGE_EVENTS = [
  'menu:command',
  'cards:download-progress',
  'saves:verify-progress',
] as const satisfies readonly BridgeEventName[]

// ---------------------------------------------------------------------------------------------------------
// The bridge

type Call<T> = Promise<BridgeResult<T>>

export interface HearthBridge {
  app: {
    info(): Call<AppInfo>
  }
  saves: {
    /** The saves folder's files, newest first unless the query says otherwise. */
    list(query?: SaveListQuery): Call<SaveEntry[]>
    save(request: SaveRequest): Call<SaveEntry>
    /** Asks for a file with the save dialog; null when the player cancels. */
    saveAs(request: GameRequest): Call<SavedFile | null>
    /** Opens a save at once from its saved position; its log is checked off the main thread (`checking`). */
    load(request: SaveRef): Call<LoadedSave>
    /** Open…: asks for a save file anywhere and opens it as `load` does; null when the player cancels. */
    open(): Call<LoadedSave | null>
    /** Resolves when the check of an opened save's log ends (within a deadline); progress arrives as events. */
    verify(request: SaveCheckRef): Call<SaveCheck>
    /** Moves the save to the system trash. */
    delete(request: SaveRef): Call<void>
    rename(request: RenameSaveRequest): Call<SaveEntry>
    duplicate(request: DuplicateSaveRequest): Call<SaveEntry>
    /** Asks where to write a copy; false when the player cancels. */
    export(request: SaveRef): Call<boolean>
    /** Asks for a save file to copy into the saves folder; null when the player cancels. */
    import(): Call<SaveEntry | null>
    showInFolder(request: SaveRef): Call<void>
    /** At a turn change: into the game's rotating autosaves. */
    autosave(request: GameRequest): Call<SaveEntry>
    /** The most recently saved game that loads, for Continue; null when there is none. */
    latest(): Call<SaveEntry | null>
    /** "Restore the previous version": a damaged save's `NAME.bak` takes its place (the damaged file goes to the
     *  trash). Refused when the save loads as it is or has no previous version. */
    restoreBackup(request: SaveRef): Call<SaveEntry>
  }
  cards: {
    status(): Call<CardDatabaseStatus>
    /** Asks for an MTGJSON or Scryfall file; null when the player cancels. */
    import(): Call<CardImportResult | null>
    find(query: CardQuery): Call<CardSummary[]>
    /** Resolves when the download and import finish (null when cancelled); progress arrives as events. */
    download(request: CardDownloadRequest): Call<CardImportResult | null>
    cancelDownload(): Call<void>
    /** The card's picture from Scryfall, cached on disk in main; a failure is a value with a reason, not an error. */
    image(request: CardImageRequest): Call<CardImage>
  }
  /** The player's own decks (src-main/decks/library.ts). */
  library: {
    list(): Call<LibraryDeckInfo[]>
    search(request: LibrarySearchRequest): Call<LibraryDeckInfo[]>
    get(request: LibraryDeckRef): Call<LibraryDeck>
    /** Without an id: a new deck. */
    save(request: LibrarySaveRequest): Call<LibraryDeck>
    rename(request: LibraryRenameRequest): Call<LibraryDeck>
    duplicate(request: LibraryDeckRef): Call<LibraryDeck>
    /** To the system trash. */
    delete(request: LibraryDeckRef): Call<void>
    /** Asks for a deck file (text, .dec, Arena, .cod, .dck) to copy into the library, built for `variant`; null when
     *  the player cancels. Its unknown names and unreadable lines come back as problems, with "did you mean". */
    import(request?: LibraryImportRequest): Call<LibraryImportResult | null>
    /** Asks where to write the deck in that format; false when the player cancels. */
    export(request: LibraryExportRequest): Call<boolean>
    /** A starter deck copied into the library, to edit. */
    copyStarter(request: LibraryCopyStarterRequest): Call<LibraryDeck>
    /** Searches the card pool in use with the query language. */
    searchCards(request: CardSearchRequest): Call<CardSearchResult>
  }
  decks: {
    starters(request?: StarterDecksRequest): Call<StarterDeckInfo[]>
    starter(request: StarterDeckRef): Call<DeckList>
    /** Asks for a deck file (text, .dec, Arena, .cod, .dck); null when the player cancels. */
    importFile(): Call<DeckList | null>
    /** Checks a deck against the variant's deck rules. */
    check(request: DeckCheckRequest): Call<DeckCheckResult>
  }
  /** The player's imported puzzles, kept in the user's data folder. */
  puzzles: {
    list(): Call<PuzzleListing>
    /** Checks a puzzle file and keeps it; a bad file is refused with a message naming its problem. */
    import(request: PuzzleImportRequest): Call<Puzzle>
    /** To the trash. */
    delete(request: PuzzleRef): Call<void>
  }
  /** The draft in progress (Practice → Draft / Sealed), saved in the user's data folder. */
  drafts: {
    load(): Call<DraftSave | null>
    save(request: { text: string }): Call<void>
    clear(): Call<void>
    /** Keeps a drafted set's cards, so the decks of that draft (kept in the deck library) resolve later. */
    keepSet(request: { code: string; name: string; cards: CardDefinition[] }): Call<void>
  }
  rules: {
    list(): Call<RulesDocumentInfo[]>
    get(request: RulesDocumentRef): Call<RulesDocument>
  }
  settings: {
    get(): Call<Settings>
    set(patch: Partial<Settings>): Call<Settings>
  }
  /** Listens to a push event from main; returns the function that stops listening. */
  on<E extends BridgeEventName>(event: E, listener: (payload: BridgeEvents[E]) => void): () => void
}

/** The request/response part of the bridge, by namespace. */
export type BridgeApis = Omit<HearthBridge, 'on'>
export type BridgeNamespace = keyof BridgeApis

type ChannelMap = { [N in BridgeNamespace]: { [M in keyof BridgeApis[N] & string]: `${N}:${M}` } }

/** Every IPC channel, by namespace and method: `saves.load` travels on `saves:load`. */
export const BRIDGE_CHANNELS = {
  app: { info: 'app:info' },
  saves: {
    list: 'saves:list',
    save: 'saves:save',
    saveAs: 'saves:saveAs',
    load: 'saves:load',
    open: 'saves:open',
    verify: 'saves:verify',
    delete: 'saves:delete',
    rename: 'saves:rename',
    duplicate: 'saves:duplicate',
    export: 'saves:export',
    import: 'saves:import',
    showInFolder: 'saves:showInFolder',
    autosave: 'saves:autosave',
    latest: 'saves:latest',
    restoreBackup: 'saves:restoreBackup',
  },
  cards: {
    status: 'cards:status',
    import: 'cards:import',
    find: 'cards:find',
    download: 'cards:download',
    cancelDownload: 'cards:cancelDownload',
    image: 'cards:image',
  },
  decks: { starters: 'decks:starters', starter: 'decks:starter', importFile: 'decks:importFile', check: 'decks:check' },
  library: {
    list: 'library:list',
    search: 'library:search',
    get: 'library:get',
    save: 'library:save',
    rename: 'library:rename',
    duplicate: 'library:duplicate',
    delete: 'library:delete',
    import: 'library:import',
    export: 'library:export',
    copyStarter: 'library:copyStarter',
    searchCards: 'library:searchCards',
  },
  puzzles: { list: 'puzzles:list', import: 'puzzles:import', delete: 'puzzles:delete' },
  drafts: { load: 'drafts:load', save: 'drafts:save', clear: 'drafts:clear', keepSet: 'drafts:keepSet' },
  rules: { list: 'rules:list', get: 'rules:get' },
  settings: { get: 'settings:get', set: 'settings:set' },
} as const satisfies ChannelMap

export type BridgeChannel = { [N in BridgeNamespace]: ChannelMap[N][keyof ChannelMap[N]] }[BridgeNamespace]

export const ALL_BRIDGE_CHANNELS: readonly BridgeChannel[] = Object.values(BRIDGE_CHANNELS).flatMap(
  (methods) => Object.values(methods) as BridgeChannel[],
)

export function isBridgeChannel(value: unknown): value is BridgeChannel {
  return typeof value === 'string' && (ALL_BRIDGE_CHANNELS as readonly string[]).includes(value)
}

export function isBridgeEvent(value: unknown): value is BridgeEventName {
  return typeof value === 'string' && (BRIDGE_EVENTS as readonly string[]).includes(value)
}

type MethodOf<C> = C extends `${infer N}:${infer M}`
  ? N extends BridgeNamespace
    ? M extends keyof BridgeApis[N]
      ? BridgeApis[N][M]
      : never
    : never
  : never

/** The request a channel carries (undefined for methods without one). */
export type BridgeRequest<C extends BridgeChannel> =
  Parameters<MethodOf<C>> extends [] ? undefined : Parameters<MethodOf<C>>[0]
/** The value a channel answers with when it succeeds. */
export type BridgeResponse<C extends BridgeChannel> =
  MethodOf<C> extends (...args: never[]) => Call<infer R> ? R : never

// ---------------------------------------------------------------------------------------------------------
// The client

export interface BridgeTransport {
  invoke(channel: BridgeChannel, request: unknown): Promise<unknown>
  subscribe(event: BridgeEventName, listener: (payload: unknown) => void): () => void
}

/** Builds `window.hearth` over a transport. A transport failure becomes an `internal` error result, never a throw. */
export function createBridgeClient(transport: BridgeTransport): HearthBridge {
  const bridge: Record<string, unknown> = {}
  for (const [namespace, methods] of Object.entries(BRIDGE_CHANNELS)) {
    const api: Record<string, (request?: unknown) => Promise<BridgeResult<unknown>>> = {}
    for (const [method, channel] of Object.entries(methods) as [string, BridgeChannel][]) {
      api[method] = async (request?: unknown) => {
        try {
          const result = await transport.invoke(channel, request)
          if (isBridgeResult(result)) return result
          return failure('internal', `The app answered "${channel}" with something that is not a result.`)
        } catch (error) {
          return failure(
            'internal',
            `The call "${channel}" failed: ${error instanceof Error ? error.message : String(error)}`,
          )
        }
      }
    }
    bridge[namespace] = Object.freeze(api)
  }
  bridge.on = (event: unknown, listener: unknown) => {
    if (!isBridgeEvent(event)) throw new Error(`hearth.on: unknown event "${String(event)}"`)
    if (typeof listener !== 'function') throw new Error('hearth.on: the listener must be a function')
    return transport.subscribe(event, listener as (payload: unknown) => void)
  }
  return Object.freeze(bridge) as unknown as HearthBridge
}

export function success<T>(value: T): BridgeResult<T> {
  return { ok: true, value }
}

export function failure(code: BridgeErrorCode, message: string): { ok: false; error: BridgeError } {
  return { ok: false, error: { code, message } }
}

export function isBridgeResult(value: unknown): value is BridgeResult<unknown> {
  if (typeof value !== 'object' || value === null) return false
  const result = value as { ok?: unknown; error?: { code?: unknown; message?: unknown } }
  if (result.ok === true) return true // a void answer's value may be dropped in transit
  return (
    result.ok === false &&
    typeof result.error === 'object' &&
    result.error !== null &&
    (BRIDGE_ERROR_CODES as readonly unknown[]).includes(result.error.code) &&
    typeof result.error.message === 'string'
  )
}
