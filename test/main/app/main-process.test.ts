// The main process put together, with only `electron` faked: it starts one secure window, serves the renderer
// over app://, registers every bridge channel behind sender validation, installs the menu, and hands a second
// launch over to the first.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ALL_BRIDGE_CHANNELS } from '@shared/bridge'
import { electron, FakeBrowserWindow, resetElectron } from './electron-mock'
import { startMainProcess } from '../../../src-main/app/main-process'
import { secureWebPreferences } from '../../../src-main/app/security'

vi.mock('electron', () => import('./electron-mock').then((m) => m.electronModule))

const MAIN_DIR = '/opt/hearthside/out/main'

async function start(options: { devServerUrl?: string } = {}) {
  const started = startMainProcess({ mainDir: MAIN_DIR, ...options })
  if (!started) throw new Error('did not start')
  electron.app.fireReady()
  return started.ready
}

function invoke(channel: string, frame: { url: string; parent: unknown } | null, ...args: unknown[]) {
  const handler = electron.ipcMain.handle.mock.calls.find(([name]) => name === channel)?.[1] as (
    ...a: unknown[]
  ) => Promise<unknown>
  return handler({ senderFrame: frame }, ...args)
}

const APP_FRAME = { url: 'app://hearth/index.html', parent: null }

beforeEach(() => {
  resetElectron()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

describe('startup', () => {
  it('quits at once when another instance is running, creating nothing', () => {
    electron.app.requestSingleInstanceLock.mockReturnValue(false)
    expect(startMainProcess({ mainDir: MAIN_DIR })).toBeNull()
    expect(electron.app.quit).toHaveBeenCalled()
    expect(electron.ipcMain.handle).not.toHaveBeenCalled()
    expect(FakeBrowserWindow.instances).toHaveLength(0)
  })

  it('registers app:// as a privileged scheme and enables the sandbox before ready', () => {
    startMainProcess({ mainDir: MAIN_DIR })
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ])
    expect(electron.app.enableSandbox).toHaveBeenCalled()
    expect(electron.protocol.handle).not.toHaveBeenCalled()
  })

  it('opens one window with the secure preferences and loads the renderer from app://', async () => {
    await start()
    expect(FakeBrowserWindow.instances).toHaveLength(1)
    const [window] = FakeBrowserWindow.instances
    expect(window.options.webPreferences).toEqual(
      secureWebPreferences('/opt/hearthside/out/preload/index.js', { devTools: true }),
    )
    expect(window.loadURL).toHaveBeenCalledWith('app://hearth/index.html')
    expect(electron.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function))
  })

  it('ignores the dev server when packaged, and turns developer tools off', async () => {
    electron.app.isPackaged = true
    await start({ devServerUrl: 'http://localhost:5173' })
    const [window] = FakeBrowserWindow.instances
    expect(window.loadURL).toHaveBeenCalledWith('app://hearth/index.html')
    expect((window.options.webPreferences as { devTools: boolean }).devTools).toBe(false)
  })

  it('uses the dev server in development, and trusts its origin', async () => {
    const running = await start({ devServerUrl: 'http://localhost:5173' })
    expect(FakeBrowserWindow.instances[0].loadURL).toHaveBeenCalledWith('http://localhost:5173')
    expect(running.trustedOrigins).toEqual(['app://hearth', 'http://localhost:5173'])
  })

  it('hardens the session and every web contents created', async () => {
    await start()
    expect(electron.session.defaultSession.setPermissionRequestHandler).toHaveBeenCalled()
    expect(electron.session.defaultSession.webRequest.onBeforeRequest).toHaveBeenCalled()
    const contents = FakeBrowserWindow.instances[0].webContents
    electron.app.emit('web-contents-created', {}, contents)
    expect(contents.windowOpenHandler?.({ url: 'https://example.com' })).toEqual({ action: 'deny' })
  })

  it('installs the app menu, whose commands reach the page as events', async () => {
    await start()
    const menu = electron.Menu.setApplicationMenu.mock.calls[0][0] as {
      template: { submenu?: { id?: string; click?: () => void }[] }[]
    }
    const newGame = menu.template.flatMap((m) => m.submenu ?? []).find((item) => item.id === 'new-game')
    newGame?.click?.()
    expect(FakeBrowserWindow.instances[0].webContents.sent).toEqual([{ channel: 'menu:command', payload: 'new-game' }])
  })
})

describe('the bridge in main', () => {
  it('registers a handler for every channel', async () => {
    await start()
    const channels = electron.ipcMain.handle.mock.calls.map(([channel]) => channel)
    expect(channels.sort()).toEqual([...ALL_BRIDGE_CHANNELS].sort())
  })

  it('answers the app’s own page', async () => {
    await start()
    const info = (await invoke('app:info', APP_FRAME, undefined)) as {
      ok: boolean
      value: { name: string; version: string }
    }
    expect(info).toMatchObject({ ok: true, value: { name: 'Hearthside', version: '0.1.0' } })
    const rules = (await invoke('rules:get', APP_FRAME, { id: 'manahearth' })) as {
      ok: boolean
      value: { text: string }
    }
    expect(rules.ok && rules.value.text).toContain('Manahearth')
  })

  it('refuses other senders: a remote page, a subframe, a destroyed frame', async () => {
    await start()
    for (const frame of [
      { url: 'https://evil.example/', parent: null },
      { url: 'app://hearth/index.html', parent: {} },
      null,
    ]) {
      expect(await invoke('rules:list', frame, undefined)).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    }
  })

  it('answers bad input with an error instead of crashing', async () => {
    await start()
    expect(await invoke('rules:get', APP_FRAME, { id: '../../etc/passwd' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    })
    expect(await invoke('decks:starter', APP_FRAME, { id: '../x' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    })
  })

  it('wires the card database (starter pool until one is imported) and the starter decks', async () => {
    await start()
    expect(await invoke('cards:status', APP_FRAME, undefined)).toMatchObject({
      ok: true,
      value: { source: 'starter', origin: null },
    })
    const starters = (await invoke('decks:starters', APP_FRAME, { variant: 'normal' })) as {
      ok: boolean
      value: { id: string }[]
    }
    expect(starters.value.map((d) => d.id)).toEqual(['normal-red-aggro', 'normal-green-stompy'])
  })

  it('wires card pictures behind the setting: off by default, so nothing is read or fetched', async () => {
    await start()
    expect(await invoke('cards:image', APP_FRAME, { name: 'Lightning Bolt' })).toEqual({
      ok: true,
      value: { name: 'Lightning Bolt', dataUrl: null, reason: 'Card pictures are turned off in Settings.' },
    })
    expect(existsSync(join(electron.userData, 'card-images'))).toBe(false)
  })

  it('keeps saved games in the user-data folder, deleting to the system trash', async () => {
    await start()
    const game = {
      gameId: 'g-1',
      name: 'Ann vs Ben',
      variant: 'normal',
      players: [{ name: 'Ann' }, { name: 'Ben' }],
      seed: 1,
      cards: [],
      log: [],
      snapshot: { turn: 1 },
      status: { turn: 1, round: null, activePlayer: 0, summary: 'Turn 1' },
    }
    const saved = (await invoke('saves:save', APP_FRAME, { game })) as { ok: boolean; value: { path: string } }
    expect(saved.ok).toBe(true)
    expect(saved.value.path).toBe(join(electron.userData, 'saves', 'g-1.json'))
    expect(existsSync(saved.value.path)).toBe(true)
    await invoke('saves:delete', APP_FRAME, { id: 'g-1.json' })
    expect(electron.shell.trashItem).toHaveBeenCalledWith(saved.value.path)
  })

  it('keeps settings in the user-data folder', async () => {
    await start()
    await invoke('settings:set', APP_FRAME, { autoTap: false })
    const again = (await invoke('settings:get', APP_FRAME, undefined)) as { value: { autoTap: boolean } }
    expect(again.value.autoTap).toBe(false)
  })
})

describe('windows and instances', () => {
  it('focuses the existing window on a second launch', async () => {
    await start()
    const [window] = FakeBrowserWindow.instances
    window.minimized = true
    electron.app.emit('second-instance', {}, [], '/')
    expect(window.restore).toHaveBeenCalled()
    expect(window.focus).toHaveBeenCalled()
  })

  it('quits when the window closes, except on macOS', async () => {
    await start()
    electron.app.emit('window-all-closed')
    expect(electron.app.quit).toHaveBeenCalledTimes(process.platform === 'darwin' ? 0 : 1)
  })

  it('reopens the window from the remembered state', async () => {
    const running = await start()
    const [window] = FakeBrowserWindow.instances
    window.bounds = { x: 200, y: 100, width: 1500, height: 900 }
    window.emit('close')
    window.destroyed = true
    window.emit('closed')
    expect(running.getWindow()).toBeNull()
    electron.app.emit('activate')
    expect(FakeBrowserWindow.instances[1].options).toMatchObject({ x: 200, y: 100, width: 1500, height: 900 })
  })
})
