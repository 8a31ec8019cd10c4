// The Electron main process: one secure window, the bridge, the menu, and a single instance.
// Each piece lives in its own module; this file only puts them together in the order Electron requires.
import { join } from 'node:path'
import { app, BrowserWindow, ipcMain, Menu, protocol, screen, session, shell } from 'electron'
import type { BridgeHandlers } from '../ipc/handlers'
import { createBridgeHandlers } from '../ipc/handlers'
import { registerBridge, webContentsEventSink } from '../ipc/register'
import { originOf } from '../ipc/sender'
import type { BridgeServices } from '../ipc/services'
import { createCardImageCache, whenCardImagesEnabled } from '../cards/images'
import { createCardsService } from '../cards/service'
import { createDecksService } from '../decks/service'
import { createDeckParser } from '../decks/offThread'
import { createDeckLibrary } from '../decks/library'
import { createPuzzleChecker, createPuzzleStore } from '../puzzles/store'
import { createDraftStore } from '../saves/drafts'
import { loadDraftSetCards } from '../cards/draftSets'
import { createCardSearch } from '../decks/cardSearch'
import { createSaveService } from '../saves'
import { checkOf, createSaveChecker } from '../saves/check'
import '../../src-shared/variants' // the engine's codec plays every registered variant
import { engineCodec } from '../../src-shared/engine/codec'
import { createAppService } from './app-info'
import { createDesktopService } from './desktop'
import { buildMenuTemplate } from './menu'
import { resolvePaths } from './paths'
import { APP_ENTRY_URL, APP_ORIGIN, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './protocol'
import { createRulesLibrary } from './rules'
import { contentSecurityPolicy, hardenSession, hardenWebContents } from './security'
import { createSettingsStore } from './settings'
import { claimSingleInstance } from './single-instance'
import { createMainWindow } from './window'
import { fitToDisplays, readWindowState, trackWindowState } from './window-state'

export interface StartOptions {
  /** The folder of the main bundle (out/main). */
  mainDir: string
  /** Vite's dev server (electron-vite dev sets ELECTRON_RENDERER_URL); ignored when packaged. */
  devServerUrl?: string
}

export interface RunningApp {
  handlers: BridgeHandlers
  services: BridgeServices
  trustedOrigins: readonly string[]
  getWindow(): BrowserWindow | null
}

/** Starts the app; returns null when another instance already runs (this one then quits). */
export function startMainProcess(options: StartOptions): { ready: Promise<RunningApp> } | null {
  // Before ready: app:// must be a standard, secure scheme for 'self' and the CSP to mean it.
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }])
  app.enableSandbox()

  let mainWindow: BrowserWindow | null = null
  if (!claimSingleInstance(app, () => mainWindow)) return null

  const development = !app.isPackaged
  const devServerUrl = development ? options.devServerUrl : undefined
  const devOrigin = devServerUrl ? originOf(devServerUrl) : null
  const trustedOrigins: readonly string[] = devOrigin ? [APP_ORIGIN, devOrigin] : [APP_ORIGIN]

  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, trustedOrigins))
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  const ready = app.whenReady().then((): RunningApp => {
    const paths = resolvePaths({
      appPath: app.getAppPath(),
      mainDir: options.mainDir,
      userData: app.getPath('userData'),
    })
    const csp = contentSecurityPolicy({ devServerUrl })
    protocol.handle(APP_SCHEME, createAppProtocolHandler(paths.renderer, csp))
    hardenSession(session.defaultSession, trustedOrigins, csp)

    const events = webContentsEventSink(() => mainWindow?.webContents)
    // The card database lives where `hearth cards import` puts it: in the user-data folder (src-main/cards/database.ts).
    const cards = createCardsService({ dir: paths.user.userData })
    const settings = createSettingsStore(paths.settings)
    // Opened saves' logs and imported puzzles are checked in the engine's worker thread, with a deadline.
    const engineWorker = join(options.mainDir, 'engineWorker.js')
    const saveService = createSaveService({
      dir: paths.user.saves,
      appVersion: app.getVersion(),
      codec: engineCodec,
      trash: (file) => shell.trashItem(file),
      checker: createSaveChecker({
        workerFile: engineWorker,
        inProcess: (path) => saveService.loadFile(path).then(checkOf),
      }),
    })
    const services: BridgeServices = {
      app: createAppService({
        name: app.getName(),
        version: app.getVersion(),
        platform: process.platform,
        electron: process.versions.electron ?? null,
        packaged: app.isPackaged,
        paths: paths.user,
      }),
      // The rules engine's codec: replay checks when a save is opened (in the worker), summaries for the list.
      saves: saveService,
      rules: createRulesLibrary(paths.rules),
      settings,
      desktop: createDesktopService(() => mainWindow),
      events,
      cards,
      // Card pictures: fetched from Scryfall only with Settings.cardImages on and when the page asks; kept on disk.
      cardImages: whenCardImagesEnabled(
        createCardImageCache({ dir: join(paths.user.userData, 'card-images') }),
        async () => (await settings.get()).cardImages,
      ),
      // Deck files are parsed in a worker thread (out/main/deckWorker.js), so no file can stall the bridge.
      decks: createDecksService({
        pool: cards.pool,
        // A drafted deck kept in the library names its set's cards (kept with the drafts, docs/draft.md).
        draftCards: () => loadDraftSetCards(join(paths.user.userData, 'drafts')),
        parse: createDeckParser({ workerFile: join(options.mainDir, 'deckWorker.js') }),
      }),
      // The deck editor's search over the card pool in use (the imported database, else the starter pool).
      cardSearch: createCardSearch({
        pool: cards.pool,
        source: async () => ((await cards.status()).source === 'starter' ? 'starter' : 'database'),
      }),
      // The player's own decks, one file each in the user's data folder (docs/decks.md).
      library: createDeckLibrary({
        dir: join(paths.user.userData, 'decks'),
        trash: (file) => shell.trashItem(file),
        parse: createDeckParser({ workerFile: join(options.mainDir, 'deckWorker.js') }),
      }),
      // Imported puzzles, one file each in the user's data folder (docs/puzzles.md).
      puzzles: createPuzzleStore({
        dir: join(paths.user.userData, 'puzzles'),
        trash: (file) => shell.trashItem(file),
        check: createPuzzleChecker({ workerFile: engineWorker }),
      }),
      // The draft in progress (docs/draft.md).
      drafts: createDraftStore({ dir: join(paths.user.userData, 'drafts') }),
    }
    const handlers = createBridgeHandlers(services, {
      onInternalError: (channel, error) => console.error(`hearthside: ${channel} failed:`, error),
    })
    registerBridge(ipcMain, handlers, trustedOrigins)

    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate({
          platform: process.platform,
          appName: app.getName(),
          development,
          send: (command) => events.emit('menu:command', command),
        }),
      ),
    )

    const openWindow = () => {
      const saved = readWindowState(paths.windowState)
      const state = fitToDisplays(
        saved,
        screen.getAllDisplays().map((display) => display.workArea),
      )
      const window = createMainWindow({ preload: paths.preload, state, title: 'Hearthside', devTools: development })
      mainWindow = window
      trackWindowState(window, paths.windowState)
      window.on('closed', () => {
        if (mainWindow === window) mainWindow = null
      })
      window
        .loadURL(devServerUrl ?? APP_ENTRY_URL)
        .catch((error: unknown) => console.error('hearthside: the window failed to load:', error))
    }
    openWindow()
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow()
    })

    return { handlers, services, trustedOrigins, getWindow: () => mainWindow }
  })
  return { ready }
}
