// The main side of the bridge: one handler per channel. Each parses its payload with REQUEST_SCHEMAS, calls the
// injected service, and answers a BridgeResult. Bad input, a missing service or a failing service becomes
// {ok:false, error}; a handler never throws. The same object backs IPC (register.ts) and the e2e tests' binding.
import { join } from 'node:path'
import { success } from '@shared/bridge'
import type {
  BridgeChannel,
  BridgeError,
  BridgeRequest,
  BridgeResponse,
  BridgeResult,
  LoadedSave,
} from '@shared/bridge'
import type { LoadedGame } from '../saves'
import { BridgeFailure, invalidRequest, toBridgeError } from './errors'
import { REQUEST_SCHEMAS } from './schemas'
import type { BridgeServices, FileFilter } from './services'

export type BridgeHandlers = { [C in BridgeChannel]: (request: unknown) => Promise<BridgeResult<BridgeResponse<C>>> }

type Implementations = {
  [C in BridgeChannel]: (services: BridgeServices, request: BridgeRequest<C>) => Promise<BridgeResponse<C>>
}

export const SAVE_FILE_FILTERS: FileFilter[] = [{ name: 'Hearthside saved game', extensions: ['json'] }]
export const CARD_FILE_FILTERS: FileFilter[] = [{ name: 'MTGJSON or Scryfall card data', extensions: ['json'] }]
export const DECK_FILE_FILTERS: FileFilter[] = [
  { name: 'Deck list', extensions: ['txt', 'dec', 'dek', 'cod', 'dck'] },
  { name: 'All files', extensions: ['*'] },
]

/** The extension each export format is written with. */
const DECK_EXPORT_EXTENSIONS = { text: 'txt', mtgo: 'dec', arena: 'txt', cockatrice: 'cod', forge: 'dck' } as const

const FEATURES: Record<Exclude<keyof BridgeServices, 'app'>, string> = {
  saves: 'Saved games are',
  cards: 'The card database is',
  cardImages: 'Card pictures are',
  decks: 'Decks are',
  library: 'The deck library is',
  cardSearch: 'The card search is',
  puzzles: 'Imported puzzles are',
  drafts: 'Draft saves are',
  rules: 'The rules reference is',
  settings: 'Settings are',
  desktop: 'File dialogs are',
  events: 'Progress events are',
}

function need<K extends Exclude<keyof BridgeServices, 'app'>>(
  services: BridgeServices,
  key: K,
): NonNullable<BridgeServices[K]> {
  const service = services[key]
  if (!service)
    throw new BridgeFailure('not-available', `${FEATURES[key]} not available yet in this version of Hearthside.`)
  return service as NonNullable<BridgeServices[K]>
}

/** The save layer's loaded game, as plain data for the page. */
function loadedSave(game: LoadedGame): LoadedSave {
  return {
    id: game.id,
    path: game.path,
    save: game.save,
    state: game.state,
    source: game.source,
    warnings: game.warnings,
    migratedFrom: game.migratedFrom,
    ...(game.checking && { checking: game.checking }),
  }
}

const IMPLEMENTATIONS: Implementations = {
  'app:info': (s) => s.app.info(),

  'saves:list': (s, query) => need(s, 'saves').list(query),
  'saves:save': (s, { game, id }) => need(s, 'saves').save(game, id === undefined ? {} : { id }),
  'saves:saveAs': async (s, { game }) => {
    const saves = need(s, 'saves')
    const defaultName = `${game.name ?? 'Hearthside game'}.json`
    const file = await need(s, 'desktop').chooseSaveFile({
      title: 'Save game as',
      defaultName,
      filters: SAVE_FILE_FILTERS,
    })
    return file === null ? null : saves.saveAs(game, file)
  },
  // Opening shows the saved position at once; the log is checked off the main thread (saves:verify).
  'saves:load': async (s, { id }) => loadedSave(await need(s, 'saves').open(id)),
  'saves:open': async (s) => {
    const saves = need(s, 'saves')
    const file = await need(s, 'desktop').chooseOpenFile({ title: 'Open saved game', filters: SAVE_FILE_FILTERS })
    return file === null ? null : loadedSave(await saves.openFile(file))
  },
  'saves:verify': (s, { checking }) => {
    const events = s.events
    return need(s, 'saves').verify(checking, (done, total) =>
      events?.emit('saves:verify-progress', { checking, done, total }),
    )
  },
  'saves:delete': (s, { id }) => need(s, 'saves').delete(id),
  'saves:rename': (s, { id, name }) => need(s, 'saves').rename(id, name),
  'saves:duplicate': (s, { id, name }) => need(s, 'saves').duplicate(id, name),
  'saves:export': async (s, { id }) => {
    const saves = need(s, 'saves')
    const file = await need(s, 'desktop').chooseSaveFile({
      title: 'Export saved game',
      defaultName: id,
      filters: SAVE_FILE_FILTERS,
    })
    if (file === null) return false
    await saves.export(id, file)
    return true
  },
  'saves:import': async (s) => {
    const saves = need(s, 'saves')
    const file = await need(s, 'desktop').chooseOpenFile({ title: 'Import saved game', filters: SAVE_FILE_FILTERS })
    return file === null ? null : saves.import(file)
  },
  'saves:showInFolder': async (s, { id }) => {
    const saves = need(s, 'saves')
    // The id is a plain file name (schemas.ts), so this stays inside the saves folder.
    await need(s, 'desktop').showInFolder(join(saves.dir, id))
  },
  'saves:autosave': (s, { game }) => need(s, 'saves').autosave(game),
  'saves:latest': (s) => need(s, 'saves').latest(),
  'saves:restoreBackup': (s, { id }) => need(s, 'saves').restoreBackup(id),

  'cards:status': (s) => need(s, 'cards').status(),
  'cards:import': async (s) => {
    const cards = need(s, 'cards')
    const file = await need(s, 'desktop').chooseOpenFile({ title: 'Import card database', filters: CARD_FILE_FILTERS })
    return file === null ? null : cards.importFile(file)
  },
  'cards:find': (s, query) => need(s, 'cards').find(query),
  'cards:download': (s, { source }) => {
    const events = s.events
    return need(s, 'cards').download(source, (progress) => events?.emit('cards:download-progress', progress))
  },
  'cards:cancelDownload': (s) => need(s, 'cards').cancelDownload(),
  'cards:image': (s, { name }) => need(s, 'cardImages').image(name),

  'decks:starters': (s, request) => need(s, 'decks').starters(request?.variant),
  'decks:starter': (s, { id }) => need(s, 'decks').starter(id),
  'decks:importFile': async (s) => {
    const decks = need(s, 'decks')
    const file = await need(s, 'desktop').chooseOpenFile({ title: 'Import deck', filters: DECK_FILE_FILTERS })
    return file === null ? null : decks.importFile(file)
  },
  'decks:check': (s, { variant, deck }) => need(s, 'decks').check(variant, deck),

  'library:list': (s) => need(s, 'library').list(),
  'library:search': (s, { query }) => need(s, 'library').search(query),
  'library:get': (s, { id }) => need(s, 'library').get(id),
  'library:save': (s, deck) => need(s, 'library').save(deck),
  'library:rename': (s, { id, name }) => need(s, 'library').rename(id, name),
  'library:duplicate': (s, { id }) => need(s, 'library').duplicate(id),
  'library:delete': (s, { id }) => need(s, 'library').delete(id),
  'library:import': async (s, request) => {
    const library = need(s, 'library')
    const file = await need(s, 'desktop').chooseOpenFile({ title: 'Import deck', filters: DECK_FILE_FILTERS })
    if (file === null) return null
    const deck = await library.importFile(file, request?.variant ?? null)
    // Its names resolved in the card pool in use, as a deck file for a new game is: "did you mean" for each
    // unknown name, and every line that is not a card line.
    const problems = s.decks ? (await s.decks.importFile(file)).problems : []
    return { ...deck, problems }
  },
  'library:export': async (s, { id, format }) => {
    const library = need(s, 'library')
    const deck = await library.get(id)
    const extension = DECK_EXPORT_EXTENSIONS[format]
    const file = await need(s, 'desktop').chooseSaveFile({
      title: 'Export deck',
      defaultName: `${deck.name.replace(/[\\/:*?"<>|]/g, '_')}.${extension}`,
      filters: [{ name: 'Deck list', extensions: [extension] }],
    })
    if (file === null) return false
    await library.exportFile(id, format, file)
    return true
  },
  'library:copyStarter': (s, { starter }) => need(s, 'library').copyStarter(starter),
  'library:searchCards': (s, { query, limit }) => need(s, 'cardSearch').search(query, limit),

  'puzzles:list': (s) => need(s, 'puzzles').list(),
  'puzzles:import': (s, { name, text }) => need(s, 'puzzles').import(name, text),
  'puzzles:delete': (s, { id }) => need(s, 'puzzles').delete(id),

  'drafts:load': (s) => need(s, 'drafts').load(),
  'drafts:save': (s, { text }) => need(s, 'drafts').save(text),
  'drafts:clear': (s) => need(s, 'drafts').clear(),
  'drafts:keepSet': (s, { code, name, cards }) => need(s, 'drafts').keepSet(code, name, cards),

  'rules:list': (s) => need(s, 'rules').list(),
  'rules:get': (s, { id }) => need(s, 'rules').get(id),

  'settings:get': (s) => need(s, 'settings').get(),
  'settings:set': (s, patch) => need(s, 'settings').set(patch),
}

/** Optional hook for failures that are bugs (code `internal`), e.g. to log them in main. */
export interface HandlerOptions {
  onInternalError?: (channel: BridgeChannel, error: unknown) => void
}

export function createBridgeHandlers(services: BridgeServices, options: HandlerOptions = {}): BridgeHandlers {
  const handlers: Partial<Record<BridgeChannel, (request: unknown) => Promise<BridgeResult<unknown>>>> = {}
  for (const channel of Object.keys(IMPLEMENTATIONS) as BridgeChannel[]) {
    const schema = REQUEST_SCHEMAS[channel]
    const implementation = IMPLEMENTATIONS[channel] as (services: BridgeServices, request: unknown) => Promise<unknown>
    handlers[channel] = async (request: unknown) => {
      const parsed = schema.safeParse(request)
      if (!parsed.success) return invalidRequest(channel, parsed.error)
      try {
        // A void answer travels as null: some transports drop undefined.
        return success((await implementation(services, parsed.data)) ?? null)
      } catch (error) {
        const bridgeError: BridgeError = toBridgeError(error, channel)
        if (bridgeError.code === 'internal') options.onInternalError?.(channel, error)
        return { ok: false, error: bridgeError }
      }
    }
  }
  return handlers as BridgeHandlers
}
