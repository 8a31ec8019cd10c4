// The saved-game format: one JSON document per save. Pure types and constants; the schema that
// validates it lives in src-main/saves/schema.ts and the description in ./FORMAT.md.
import type { CardDefinition } from '../cards/model'

/** The value of every save's `format` field: anything else is a foreign file. */
export const SAVE_FORMAT = 'hearthside-save'
/** The format version this build writes. Older versions are migrated on load (src-main/saves/migrations.ts). */
export const SAVE_FORMAT_VERSION = 3
/** The oldest format version this build still reads. */
export const OLDEST_SAVE_FORMAT_VERSION = 1

/** A variant's id, as scenarios name it (one of the registered manifests': isVariantId in src-shared/variants). */
export type VariantId = string

/** Any JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** One action of the log, as the engine takes it (SCENARIOS.md "Action types"): `{type, player, ...fields}`. */
export interface SaveAction {
  type: string
  player: number
  [field: string]: unknown
}

export interface SavePlayer {
  name: string
  /** The player's table colour, as the app shows it (a CSS colour). */
  color?: string
  deckName?: string
  /** The deck the game was set up with: card definition ids (keys of `cards`), one per copy. Absent for games that
   *  began from a prepared position (`initial`). */
  deck?: string[]
  sideboard?: string[]
  /** Variant data given to the player at setup (e.g. a Heroic hero), as the engine's PlayerSetup.extra. */
  setup?: Record<string, unknown>
  /** The computer plays this seat, at this level (absent: a person). */
  computer?: 'easy' | 'normal' | 'hard'
  /** A digest of the seat's PIN, when the player set one at New Game (the app asks for it before showing the
   *  seat's hidden cards). */
  pin?: string
  /** The cards the player chose ahead to discard at that turn's cleanup (CR 514.1), made for them there while still
   *  legal: the seat's own choice, kept by the app with the seat like its PIN. */
  discardAhead?: { turn: number; cards: string[] }
  [field: string]: unknown
}

/** What a scenario played by `hearth scenario FILE --save OUT` adds, so `hearth load` prints the same result. */
export interface SaveScenario {
  /** The scenario's rejected actions, by their index in the scenario file (they are not in the log). */
  rejected: { index: number; reason: string }[]
  /** The scenario's `expect` block, when it had one. */
  expect?: Record<string, unknown>
}

/** Mental Magic's card pool, recorded so a loaded game plays the same (ruling MM-1). */
export interface SavePool {
  /** Where the pool came from: 'bundled', or a description of the imported database. */
  source: string
  /** A digest of the pool's contents, when known, to tell pools apart. */
  hash?: string
  cards: CardDefinition[]
}

/** The engine's view of a game position, for the list (filled in by GameCodec.summarize). */
export interface GameStatus {
  turn: number
  /** The round (a full cycle of turns; Combat Rules' numbered rounds); null when unknown. */
  round: number | null
  /** Whose turn it is (player index). */
  activePlayer: number
  /** A short text for the list, e.g. "Turn 7 · Ann 14 life, Bob 9 life". */
  summary: string
  /** Player index, 'draw', or null while the game goes on. */
  winner?: number | 'draw' | null
}

/** The metadata the save list shows without reading the rest of the file. */
export interface SaveMeta extends GameStatus {
  /** Identifies the game across its saves and autosaves: [A-Za-z0-9_-], 1–64 characters. */
  gameId: string
  /** Display name; the player can rename it. */
  name: string
  variant: VariantId
  /** The players' names, in seat order. */
  players: string[]
  /** ISO 8601 time of saving. */
  savedAt: string
  /** Number of actions in the log. */
  actionCount: number
}

/** A save document of the current format version. */
export interface SaveDocument {
  format: typeof SAVE_FORMAT
  formatVersion: typeof SAVE_FORMAT_VERSION
  /** The app version that wrote the file. */
  appVersion: string
  meta: SaveMeta
  variant: VariantId
  /** House-rule options chosen at setup (RULINGS.md rulings marked **option**). */
  options: Record<string, unknown>
  players: SavePlayer[]
  /** All randomness comes from the seed (SCENARIOS.md). */
  seed: number | string
  /** Every card definition the game uses, so it loads without the same card database. */
  cards: CardDefinition[]
  /** Mental Magic only (ruling MM-1). */
  pool?: SavePool
  /** The full action log, from setup on. */
  log: SaveAction[]
  /** The starting player, when it was chosen at setup (absent: drawn from the seed, CR 103.1). */
  start?: number
  /** For a game that began from a prepared position (setup skipped): the engine state the log starts from, in
   *  the same compact form as `snapshot`. Absent: the game is rebuilt from the setup (players' decks, start). */
  initial?: unknown
  /** Games saved by `hearth scenario --save`. */
  scenario?: SaveScenario
  /** Every face of `cards` records the lines that were by hand when the game was played (CardFace.byHand), so the
   *  save needs no settling of its card text on load. */
  textPins?: true
  /** The engine state after the log, for fast loading; opaque here (the engine writes it without the card table,
   *  which is `cards`). null when absent. */
  snapshot: unknown
  [field: string]: unknown
}

/** What the app hands over to save a game: the document without what the save layer fills in. */
export interface SaveInput {
  gameId: string
  /** Default: the existing save's name, else "Ann vs Bob · Heroic". */
  name?: string
  variant: VariantId
  options?: Record<string, unknown>
  players: SavePlayer[]
  seed: number | string
  cards: CardDefinition[]
  pool?: SavePool
  log: SaveAction[]
  snapshot: unknown
  /** See SaveDocument. */
  start?: number
  initial?: unknown
  scenario?: SaveScenario
  /** See SaveDocument. */
  textPins?: true
  /** Used for the metadata when no engine codec is available (otherwise the codec summarises the snapshot). */
  status?: GameStatus
}

/** One file of the save list. Plain JSON. */
export interface SaveEntry {
  /** The file name inside the saves folder: the handle for load, rename, delete… */
  id: string
  path: string
  kind: 'manual' | 'auto'
  /** Autosaves: the sequence number in the game's rotation. */
  autosave?: number
  size: number
  /** ISO 8601 modification time of the file. */
  modifiedAt: string
  formatVersion: number | null
  /** null when the file could not be read. */
  meta: SaveMeta | null
  /** Set when the quick check found the file unusable; the file is left untouched. */
  problem?: SaveProblem
  /** With a problem: a previous version (`NAME.bak`) is there, which "Restore the previous version" puts back. */
  backup?: boolean
}

export type SaveSortKey = 'savedAt' | 'name' | 'variant' | 'turn'

export interface SaveListQuery {
  /** Default 'savedAt' (newest first). */
  sort?: SaveSortKey
  /** Default: 'desc' for savedAt and turn, 'asc' for name and variant. */
  order?: 'asc' | 'desc'
  /** Words that must all appear in the name, players, variant, summary or file name (case-insensitive). */
  search?: string
  /** Default 'all'. */
  kind?: 'manual' | 'auto' | 'all'
  /** Only this game's saves. */
  gameId?: string
}

/** Error codes of the save layer (SaveError in src-main/saves/errors.ts). */
export const SAVE_ERROR_CODES = [
  'not-found', // no such file
  'unreadable', // the file system refused (permissions, a folder, …)
  'too-large', // larger than any save could be
  'empty', // zero bytes or only whitespace
  'truncated', // JSON that stops part-way
  'corrupt', // not JSON, or not UTF-8 text
  'foreign', // JSON, but not a Hearthside save
  'future-version', // a newer format version than this build reads
  'invalid', // a Hearthside save whose contents fail the schema
  'unplayable', // no usable snapshot and the log does not replay
  'unsafe-overwrite', // refusing to overwrite a file that does not load as a save
  'bad-name', // an id or name that is not acceptable
  'write-failed', // the file system refused a write
] as const
export type SaveErrorCode = (typeof SAVE_ERROR_CODES)[number]

/** A save error as plain JSON, for the bridge and the UI. */
export interface SaveProblem {
  code: SaveErrorCode
  message: string
  /** The file concerned (to show in its folder). */
  file: string
}

export type SaveWarningCode =
  'snapshot-mismatch' | 'replay-failed' | 'replay-warning' | 'no-snapshot' | 'unchecked' | 'migrated' | 'no-checksum'

export interface SaveWarning {
  code: SaveWarningCode
  message: string
}
