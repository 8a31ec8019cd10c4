// The bridge's `cards` namespace over the card database in the user-data folder (database.ts): its status, importing
// a chosen MTGJSON/Scryfall file, searching, and the one-click download with progress events and cancel.
// Without an imported database the bundled starter pool answers (SCENARIOS.md), as the CLI does.
import { open } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type {
  CardDatabaseStatus,
  CardDownloadProgress,
  CardDownloadSource,
  CardImportResult,
  CardQuery,
  CardSummary,
} from '@shared/bridge'
import type { CardDefinition } from '@shared/cards/model'
import type { CardPool, CardQuery as PoolQuery } from '@shared/cards/pool'
import { parseManaCost } from '@shared/mana'
import { BridgeFailure } from '../ipc/errors'
import type { CardsService } from '../ipc/services'
import { DATABASE_FILE, importCards, loadCardPool } from './database'
import { downloadDatabase, MTGJSON_ATOMIC_URL, resolveScryfallBulkUrl, SCRYFALL_ORACLE_BULK } from './download'
import type { DownloadProgress } from './download'
import { originsOf } from './net'
import { CardImportError } from './importer'

export interface CardsServiceOptions {
  /** The folder holding cards.json (and downloads/). */
  dir: string
  /** Where the downloads come from (tests point these at a local server). */
  sources?: { mtgjsonAtomic?: string; scryfallBulkApi?: string }
  /** Least time between two progress events of the same phase (default 200 ms). */
  progressInterval?: number
}

/** The cards service, plus the pool it searches (the decks service resolves names in the same one). */
export interface CardsServiceWithPool extends CardsService {
  pool(): Promise<CardPool>
}

const DEFAULT_LIMIT = 100

const ORIGINS: Record<string, string> = {
  'mtgjson-atomic': 'MTGJSON AtomicCards',
  'scryfall-array': 'Scryfall bulk data',
  'scryfall-list': 'Scryfall card list',
  'scryfall-card': 'Scryfall card',
  mixed: 'Starter pool and imported cards',
}

interface Header {
  source?: { file?: string; kind?: string }
  importedAt?: string
  cardCount?: number
}

/**
 * The database's header without reading every card: writeDatabase writes the info object's fields first, then
 * `"legalities":…`. Null when the file is missing or its start can't be read that way.
 */
async function readHeader(dir: string): Promise<Header | null> {
  let handle
  try {
    handle = await open(join(dir, DATABASE_FILE), 'r')
  } catch {
    return null
  }
  try {
    const buffer = Buffer.alloc(64 * 1024)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    const text = buffer.subarray(0, bytesRead).toString('utf8')
    const end = text.indexOf(',"legalities":')
    if (end < 0) return null
    return JSON.parse(`${text.slice(0, end)}}`) as Header
  } catch {
    return null
  } finally {
    await handle.close()
  }
}

/** The cost as printed: faces that can each be cast show theirs ("{1}{R} // {1}{U}"), as `hearth cards find`. */
function costText(card: CardDefinition): string {
  const castable = ['split', 'aftermath', 'adventure', 'modal_dfc'].includes(card.layout)
  return castable ? card.faces.map((f) => f.manaCostText).join(' // ') : (card.faces[0]?.manaCostText ?? '')
}

export function cardSummary(card: CardDefinition): CardSummary {
  return {
    name: card.name,
    manaCost: costText(card),
    manaValue: card.manaValue,
    typeLine: card.faces.map((f) => f.typeLine).join(' // '),
  }
}

function importResult(result: { imported: number; skipped: number; warnings: string[] }): CardImportResult {
  return { imported: result.imported, skipped: result.skipped, warnings: result.warnings }
}

/** An import's failure in the bridge's terms: a file that is not card data is "corrupt", not a bug. */
function importFailure(error: unknown): unknown {
  if (error instanceof CardImportError)
    return new BridgeFailure(/no such file/.test(error.message) ? 'not-found' : 'corrupt', error.message)
  if (error instanceof Error && /no cards to import|is not a Hearthside card database|damaged/.test(error.message))
    return new BridgeFailure('corrupt', error.message)
  return error
}

export function createCardsService(options: CardsServiceOptions): CardsServiceWithPool {
  const { dir } = options
  const interval = options.progressInterval ?? 200
  let loaded: Promise<{ pool: CardPool; source: 'database' | 'starter' }> | null = null
  let download: AbortController | null = null

  const load = () => {
    loaded ??= loadCardPool(dir).catch((error: unknown) => {
      loaded = null
      throw new BridgeFailure('corrupt', error instanceof Error ? error.message : String(error))
    })
    return loaded
  }

  async function status(): Promise<CardDatabaseStatus> {
    const { pool, source } = await load()
    if (source === 'starter') return { source: 'starter', cards: pool.size, origin: null, importedAt: null }
    const header = await readHeader(dir)
    const kind = header?.source?.kind
    const file = header?.source?.file
    const origin = kind ? `${ORIGINS[kind] ?? kind}${file ? ` (${basename(file)})` : ''}` : 'Imported card data'
    return { source: 'imported', cards: pool.size, origin, importedAt: header?.importedAt ?? null }
  }

  async function importFile(file: string): Promise<CardImportResult> {
    if (download)
      throw new BridgeFailure('conflict', 'A card database download is running; wait for it or cancel it first.')
    try {
      const result = await importCards(file, dir)
      return importResult(result)
    } catch (error) {
      throw importFailure(error)
    } finally {
      loaded = null
    }
  }

  async function find(query: CardQuery): Promise<CardSummary[]> {
    if (query.cost !== undefined) {
      try {
        parseManaCost(query.cost)
      } catch (error) {
        throw new BridgeFailure(
          'invalid-input',
          `The mana cost "${query.cost}" can't be read: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    }
    const { pool } = await load()
    const limit = query.limit ?? DEFAULT_LIMIT
    const name = query.name?.trim()
    const rest: PoolQuery = {
      ...(query.cost !== undefined ? { cost: query.cost } : {}),
      ...(query.type?.trim() ? { type: query.type } : {}),
      ...(query.colors?.length ? { colors: query.colors } : {}),
      ...(query.manaValue !== undefined ? { manaValue: query.manaValue } : {}),
    }
    // Names that start with the text first, then names that contain it.
    const byPrefix = name ? pool.search({ ...rest, prefix: name, limit }) : []
    const found = name
      ? [...byPrefix, ...pool.search({ ...rest, name }).filter((c) => !byPrefix.includes(c))]
      : pool.search(rest)
    if (found.length === 0 && name) {
      // Nothing has that text: the nearest names ("Lightnig Bolt" → "Lightning Bolt"), still within the other criteria.
      const near = pool.suggest(name, 10)
      const allowed = new Set(pool.search(rest).map((c) => c.name))
      return near
        .map((n) => pool.byName(n))
        .filter((c): c is CardDefinition => c !== undefined && allowed.has(c.name))
        .slice(0, limit)
        .map(cardSummary)
    }
    return found.slice(0, limit).map(cardSummary)
  }

  async function runDownload(
    source: CardDownloadSource,
    onProgress: (progress: CardDownloadProgress) => void,
  ): Promise<CardImportResult | null> {
    if (download) throw new BridgeFailure('conflict', 'A card database download is already running.')
    const controller = new AbortController()
    download = controller
    let lastPhase = ''
    let lastAt = 0
    let received = 0
    let total: number | null = null
    const send = (progress: CardDownloadProgress, force = false) => {
      const now = Date.now()
      if (!force && progress.phase === lastPhase && now - lastAt < interval) return
      lastPhase = progress.phase
      lastAt = now
      onProgress(progress)
    }
    const onDownloadProgress = (p: DownloadProgress) => {
      if (p.phase === 'download') {
        received = p.received
        total = p.total
        send(
          { source, phase: 'downloading', receivedBytes: p.received, totalBytes: p.total },
          p.total !== null && p.received === p.total,
        )
      } else {
        received = p.bytesRead
        total = p.totalBytes
        send({
          source,
          phase: 'importing',
          receivedBytes: p.bytesRead,
          totalBytes: p.totalBytes,
          message: `${p.cards} cards read`,
        })
      }
    }
    try {
      send({ source, phase: 'downloading', receivedBytes: 0, totalBytes: null }, true)
      // Only the configured addresses' origins are trusted besides Scryfall and MTGJSON over https (net.ts).
      const net = { allowedOrigins: originsOf(options.sources?.mtgjsonAtomic, options.sources?.scryfallBulkApi) }
      const url =
        source === 'mtgjson-atomic'
          ? (options.sources?.mtgjsonAtomic ?? MTGJSON_ATOMIC_URL)
          : await resolveScryfallBulkUrl(
              options.sources?.scryfallBulkApi ?? SCRYFALL_ORACLE_BULK,
              controller.signal,
              net,
            )
      const result = await downloadDatabase(url, dir, {
        ...net,
        signal: controller.signal,
        onProgress: onDownloadProgress,
        fileName: source === 'mtgjson-atomic' ? undefined : 'oracle-cards.json',
      })
      const imported = importResult(result.imported ?? { imported: 0, skipped: 0, warnings: [] })
      send(
        {
          source,
          phase: 'done',
          receivedBytes: result.bytes,
          totalBytes: result.bytes,
          message: `${imported.imported} cards imported`,
        },
        true,
      )
      return imported
    } catch (error) {
      if (controller.signal.aborted) {
        send(
          {
            source,
            phase: 'cancelled',
            receivedBytes: received,
            totalBytes: total,
            message: 'Cancelled; the next download resumes where this one stopped.',
          },
          true,
        )
        return null
      }
      const message = error instanceof Error ? error.message : String(error)
      send({ source, phase: 'failed', receivedBytes: received, totalBytes: total, message }, true)
      const failure = importFailure(error)
      throw failure instanceof BridgeFailure
        ? failure
        : new BridgeFailure('io', `The card database download failed: ${message}`)
    } finally {
      download = null
      loaded = null
    }
  }

  return {
    status,
    importFile,
    find,
    download: runDownload,
    async cancelDownload() {
      download?.abort()
    },
    pool: async () => (await load()).pool,
  }
}
