// The `electron` module, faked for main-process tests in plain Node (the Electron binary can't be downloaded
// here). Tests do `vi.mock('electron', () => import('./electron-mock').then((m) => m.electronModule))` and
// inspect `electron` (the same objects) to see what the code under test asked Electron to do.
import { EventEmitter } from 'node:events'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { mkdtempSync } from 'node:fs'
import { vi } from 'vitest'

export const REPO_ROOT = resolve(__dirname, '../../..')

type Listener = (...args: unknown[]) => unknown

export class FakeWebContents extends EventEmitter {
  readonly sent: { channel: string; payload: unknown }[] = []
  destroyed = false
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null
  send(channel: string, payload: unknown) {
    this.sent.push({ channel, payload })
  }
  isDestroyed() {
    return this.destroyed
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static instances: FakeBrowserWindow[] = []
  static getAllWindows() {
    return FakeBrowserWindow.instances.filter((w) => !w.destroyed)
  }
  readonly webContents = new FakeWebContents()
  readonly loadURL = vi.fn(async (_url: string) => undefined)
  readonly show = vi.fn()
  readonly focus = vi.fn()
  readonly restore = vi.fn()
  readonly maximize = vi.fn()
  minimized = false
  maximized = false
  destroyed = false
  bounds = { x: 10, y: 20, width: 1280, height: 800 }
  constructor(readonly options: Record<string, unknown>) {
    super()
    FakeBrowserWindow.instances.push(this)
  }
  isMinimized() {
    return this.minimized
  }
  isMaximized() {
    return this.maximized
  }
  isFullScreen() {
    return false
  }
  isDestroyed() {
    return this.destroyed
  }
  getNormalBounds() {
    return { ...this.bounds }
  }
}

function createState() {
  const appEvents = new EventEmitter()
  let resolveReady: () => void = () => undefined
  const readyPromise = new Promise<void>((r) => (resolveReady = r))
  const userData = mkdtempSync(join(tmpdir(), 'hearthside-userdata-'))
  const ipcHandlers = new Map<string, Listener>()
  const rendererListeners = new Map<string, Set<Listener>>()
  return {
    userData,
    ipcHandlers,
    rendererListeners,
    app: {
      isPackaged: false,
      requestSingleInstanceLock: vi.fn(() => true),
      quit: vi.fn(),
      enableSandbox: vi.fn(),
      whenReady: vi.fn(() => readyPromise),
      /** Resolves whenReady(): call after the code under test has set up what must happen before ready. */
      fireReady: () => resolveReady(),
      on: vi.fn((event: string, listener: Listener) => {
        appEvents.on(event, listener)
      }),
      emit: (event: string, ...args: unknown[]) => appEvents.emit(event, ...args),
      getAppPath: () => REPO_ROOT,
      getPath: (name: string) => (name === 'userData' ? userData : join(userData, name)),
      getName: () => 'Hearthside',
      getVersion: () => '0.1.0',
    },
    ipcMain: {
      handle: vi.fn((channel: string, listener: Listener) => {
        if (ipcHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
        ipcHandlers.set(channel, listener)
      }),
      removeHandler: vi.fn((channel: string) => {
        ipcHandlers.delete(channel)
      }),
    },
    ipcRenderer: {
      invoke: vi.fn(async (_channel: string, ..._args: unknown[]): Promise<unknown> => ({ ok: true, value: null })),
      on: vi.fn((channel: string, listener: Listener) => {
        if (!rendererListeners.has(channel)) rendererListeners.set(channel, new Set())
        rendererListeners.get(channel)!.add(listener)
      }),
      removeListener: vi.fn((channel: string, listener: Listener) => {
        rendererListeners.get(channel)?.delete(listener)
      }),
    },
    contextBridge: { exposeInMainWorld: vi.fn() },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    session: {
      defaultSession: {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        webRequest: { onBeforeRequest: vi.fn(), onHeadersReceived: vi.fn() },
      },
    },
    Menu: { buildFromTemplate: vi.fn((template: unknown[]) => ({ template })), setApplicationMenu: vi.fn() },
    screen: { getAllDisplays: vi.fn(() => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }]) },
    dialog: { showSaveDialog: vi.fn(), showOpenDialog: vi.fn() },
    shell: { showItemInFolder: vi.fn(), trashItem: vi.fn() },
  }
}

/** The live fake; `resetElectron()` replaces its contents between tests. */
export const electron = createState()

export function resetElectron(): void {
  Object.assign(electron, createState())
  FakeBrowserWindow.instances = []
}

/** What `import ... from 'electron'` yields: getters, so a reset is seen by modules already imported. */
export const electronModule = {
  get app() {
    return electron.app
  },
  get ipcMain() {
    return electron.ipcMain
  },
  get ipcRenderer() {
    return electron.ipcRenderer
  },
  get contextBridge() {
    return electron.contextBridge
  },
  get protocol() {
    return electron.protocol
  },
  get session() {
    return electron.session
  },
  get Menu() {
    return electron.Menu
  },
  get screen() {
    return electron.screen
  },
  get dialog() {
    return electron.dialog
  },
  get shell() {
    return electron.shell
  },
  BrowserWindow: FakeBrowserWindow,
}
