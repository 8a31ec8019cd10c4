// What the bridge handlers need from the rest of main. Each service is injected into createBridgeHandlers, so the
// saves (src-main/saves) and cards (src-main/cards) modules plug in without the IPC layer knowing how they work,
// and the end-to-end tests run the same handlers outside Electron. Requests reach a service already validated.
import type {
  AppInfo,
  BridgeEventName,
  BridgeEvents,
  CardDatabaseStatus,
  CardDownloadProgress,
  CardDownloadSource,
  CardImage,
  CardImportResult,
  CardQuery,
  CardSummary,
  DeckCheckRequest,
  DeckCheckResult,
  DeckList,
  RulesDocument,
  RulesDocumentId,
  RulesDocumentInfo,
  Settings,
  StarterDeckInfo,
  VariantId,
} from '@shared/bridge'
import type { SaveService } from '../saves'
import type { DeckLibrary } from '../decks/library'
import type { CardSearch } from '../decks/cardSearch'
import type { PuzzleStore } from '../puzzles/store'
import type { DraftStore } from '../saves/drafts'

export interface AppService {
  info(): Promise<AppInfo>
}

/** Issue 8: the save layer (src-main/saves), used as it is. Its SaveErrors become bridge errors (errors.ts). */
export type SavesService = SaveService

/** Issue 4. */
export interface CardsService {
  status(): Promise<CardDatabaseStatus>
  importFile(file: string): Promise<CardImportResult>
  find(query: CardQuery): Promise<CardSummary[]>
  /** Resolves with null when cancelled. */
  download(
    source: CardDownloadSource,
    onProgress: (progress: CardDownloadProgress) => void,
  ): Promise<CardImportResult | null>
  cancelDownload(): Promise<void>
}

/** Issue 9: card pictures from Scryfall, cached on disk (src-main/cards/images.ts). */
export interface CardImagesService {
  /** Never throws for a network failure: it answers `dataUrl: null` with the reason. */
  image(name: string): Promise<CardImage>
}

/** Issue 4. */
export interface DecksService {
  starters(variant?: VariantId): Promise<StarterDeckInfo[]>
  starter(id: string): Promise<DeckList>
  importFile(file: string): Promise<DeckList>
  check(variant: VariantId, deck: DeckCheckRequest['deck']): Promise<DeckCheckResult>
}

export interface RulesService {
  list(): Promise<RulesDocumentInfo[]>
  get(id: RulesDocumentId): Promise<RulesDocument>
}

export interface SettingsService {
  get(): Promise<Settings>
  set(patch: Partial<Settings>): Promise<Settings>
}

export interface FileFilter {
  name: string
  extensions: string[]
}

/** The system's file dialogs and file manager (Electron's dialog and shell; a fake in tests). */
export interface DesktopService {
  /** null when the player cancels. */
  chooseSaveFile(options: { title: string; defaultName: string; filters: FileFilter[] }): Promise<string | null>
  /** null when the player cancels. */
  chooseOpenFile(options: { title: string; filters: FileFilter[] }): Promise<string | null>
  showInFolder(file: string): Promise<void>
}

export interface BridgeEventSink {
  emit<E extends BridgeEventName>(event: E, payload: BridgeEvents[E]): void
}

/** Absent services answer "not available yet". */
export interface BridgeServices {
  app: AppService
  saves?: SavesService
  cards?: CardsService
  cardImages?: CardImagesService
  decks?: DecksService
  library?: DeckLibrary
  cardSearch?: CardSearch
  puzzles?: PuzzleStore
  drafts?: DraftStore
  rules?: RulesService
  settings?: SettingsService
  desktop?: DesktopService
  events?: BridgeEventSink
}
