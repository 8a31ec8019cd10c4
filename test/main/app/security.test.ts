// Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security), asserted.
import { EventEmitter } from 'node:events'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { electron, FakeBrowserWindow, resetElectron } from './electron-mock'
import {
  contentSecurityPolicy,
  hardenSession,
  hardenWebContents,
  isAllowedNavigation,
  isAllowedRequest,
  secureWebPreferences,
} from '../../../src-main/app/security'
import { createMainWindow } from '../../../src-main/app/window'
import { APP_ORIGIN } from '../../../src-main/app/protocol'

vi.mock('electron', () => import('./electron-mock').then((m) => m.electronModule))

const TRUSTED = [APP_ORIGIN]

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )
}

describe('web preferences (checklist 2-4, 6, 9, 10)', () => {
  const prefs = secureWebPreferences('/app/out/preload/index.js')

  it('isolates the context, sandboxes the renderer and gives it no Node', () => {
    expect(prefs.contextIsolation).toBe(true)
    expect(prefs.sandbox).toBe(true)
    expect(prefs.nodeIntegration).toBe(false)
    expect(prefs.nodeIntegrationInWorker).toBe(false)
    expect(prefs.nodeIntegrationInSubFrames).toBe(false)
  })

  it('keeps web security, blocks insecure content, experimental features and <webview>', () => {
    expect(prefs.webSecurity).toBe(true)
    expect(prefs.allowRunningInsecureContent).toBe(false)
    expect(prefs.experimentalFeatures).toBe(false)
    expect(prefs.webviewTag).toBe(false)
    expect(prefs.navigateOnDragDrop).toBe(false)
    expect(prefs).not.toHaveProperty('enableBlinkFeatures')
  })

  it('loads the preload it is given and turns developer tools off unless asked', () => {
    expect(prefs.preload).toBe('/app/out/preload/index.js')
    expect(prefs.devTools).toBe(false)
    expect(secureWebPreferences('/p.js', { devTools: true }).devTools).toBe(true)
  })
})

describe('the main window', () => {
  beforeEach(() => resetElectron())

  it('is created with the secure web preferences, hidden until ready, with the remembered bounds', () => {
    const window = createMainWindow({
      preload: '/out/preload/index.js',
      state: { x: 5, y: 6, width: 1400, height: 900, maximized: false },
      title: 'Hearthside',
      devTools: false,
    })
    const options = (window as unknown as FakeBrowserWindow).options
    expect(options.webPreferences).toEqual(secureWebPreferences('/out/preload/index.js'))
    expect(options).toMatchObject({ x: 5, y: 6, width: 1400, height: 900, show: false, title: 'Hearthside' })
    expect(window.show).not.toHaveBeenCalled()
    ;(window as unknown as FakeBrowserWindow).emit('ready-to-show')
    expect(window.show).toHaveBeenCalledOnce()
  })

  it('opens maximised when it was closed maximised', () => {
    const window = createMainWindow({
      preload: '/p.js',
      state: { width: 1280, height: 800, maximized: true },
      title: 'Hearthside',
      devTools: false,
    })
    expect(window.maximize).toHaveBeenCalledOnce()
    expect(electron.app.quit).not.toHaveBeenCalled()
  })
})

describe('Content-Security-Policy (checklist 7)', () => {
  it('allows only the app itself in production: no inline script or style, no eval, no plugins, no framing', () => {
    const policy = directives(contentSecurityPolicy())
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('style-src')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'none'"])
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-(inline|eval)|https?:|\*/)
  })

  it('adds only the dev server and its HMR socket in development', () => {
    const policy = directives(contentSecurityPolicy({ devServerUrl: 'http://localhost:5173/' }))
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:5173', 'ws://localhost:5173'])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('style-src')).toContain("'unsafe-inline'")
  })
})

describe('navigation and new windows (checklist 13, 14)', () => {
  it('allows navigation only within the app origin', () => {
    expect(isAllowedNavigation('app://hearth/index.html', TRUSTED)).toBe(true)
    expect(isAllowedNavigation('https://example.com/', TRUSTED)).toBe(false)
    expect(isAllowedNavigation('file:///etc/passwd', TRUSTED)).toBe(false)
    expect(isAllowedNavigation('app://elsewhere/index.html', TRUSTED)).toBe(false)
    expect(isAllowedNavigation('javascript:alert(1)', TRUSTED)).toBe(false)
    expect(isAllowedNavigation('http://localhost:5173/', TRUSTED)).toBe(false)
    expect(isAllowedNavigation('http://localhost:5173/', [...TRUSTED, 'http://localhost:5173'])).toBe(true)
  })

  function hardened() {
    const contents = Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn() })
    hardenWebContents(contents as never, TRUSTED)
    return contents
  }

  function navigationEvent(url: string) {
    return { url, preventDefault: vi.fn() }
  }

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'])(
    'refuses %s to a remote page and lets the app reload itself',
    (name) => {
      const contents = hardened()
      const away = navigationEvent('https://example.com/phish')
      contents.emit(name, away)
      expect(away.preventDefault).toHaveBeenCalled()
      const home = navigationEvent('app://hearth/index.html')
      contents.emit(name, home)
      expect(home.preventDefault).not.toHaveBeenCalled()
    },
  )

  it('denies every window.open and refuses to attach a <webview>', () => {
    const contents = hardened()
    const handler = contents.setWindowOpenHandler.mock.calls[0][0] as (d: { url: string }) => { action: string }
    expect(handler({ url: 'https://example.com' })).toEqual({ action: 'deny' })
    expect(handler({ url: 'app://hearth/index.html' })).toEqual({ action: 'deny' })
    const attach = { preventDefault: vi.fn() }
    contents.emit('will-attach-webview', attach)
    expect(attach.preventDefault).toHaveBeenCalled()
  })
})

describe('the session (checklist 1, 5)', () => {
  beforeEach(() => resetElectron())

  it('refuses every permission request and check', () => {
    const session = electron.session.defaultSession
    hardenSession(session as never, TRUSTED, contentSecurityPolicy())
    const request = session.setPermissionRequestHandler.mock.calls[0][0] as (
      c: unknown,
      p: string,
      cb: (granted: boolean) => void,
    ) => void
    const callback = vi.fn()
    const permissions = ['media', 'geolocation', 'notifications', 'openExternal']
    for (const permission of permissions) request(null, permission, callback)
    // Answered once per request (a handler that never calls back would pass an every() over no calls), each "no".
    expect(callback).toHaveBeenCalledTimes(permissions.length)
    expect(callback.mock.calls).toEqual(permissions.map(() => [false]))
    const check = session.setPermissionCheckHandler.mock.calls[0][0] as (...a: unknown[]) => boolean
    expect(check(null, 'media', 'app://hearth', {})).toBe(false)
  })

  it('cancels requests for remote content and keeps the app’s own', () => {
    const session = electron.session.defaultSession
    hardenSession(session as never, TRUSTED, contentSecurityPolicy())
    const [filter, listener] = session.webRequest.onBeforeRequest.mock.calls[0] as [
      { urls: string[] },
      (d: { url: string }, cb: (r: { cancel: boolean }) => void) => void,
    ]
    expect(filter.urls).toEqual(['<all_urls>'])
    const verdict = (url: string) => {
      let cancel: boolean | undefined
      listener({ url }, (response) => (cancel = response.cancel))
      return cancel
    }
    expect(verdict('https://cards.scryfall.io/large/front/a.jpg')).toBe(true)
    expect(verdict('http://example.com/script.js')).toBe(true)
    expect(verdict('wss://example.com/socket')).toBe(true)
    expect(verdict('file:///etc/passwd')).toBe(true)
    expect(verdict('app://hearth/assets/index.js')).toBe(false)
    expect(verdict('data:image/png;base64,AAAA')).toBe(false)
  })

  it('adds the CSP header to pages served over http (the dev server)', () => {
    const session = electron.session.defaultSession
    const csp = contentSecurityPolicy({ devServerUrl: 'http://localhost:5173' })
    hardenSession(session as never, [...TRUSTED, 'http://localhost:5173'], csp)
    const listener = session.webRequest.onHeadersReceived.mock.calls[0][1] as (
      d: unknown,
      cb: (r: { responseHeaders: Record<string, string[]> }) => void,
    ) => void
    let headers: Record<string, string[]> = {}
    listener({ responseHeaders: { 'Content-Type': ['text/html'] } }, (r) => (headers = r.responseHeaders))
    expect(headers['Content-Security-Policy']).toEqual([csp])
    expect(headers['Content-Type']).toEqual(['text/html'])
  })

  it('lets the dev server’s HMR socket through only when the dev server is trusted', () => {
    expect(isAllowedRequest('ws://localhost:5173/', TRUSTED)).toBe(false)
    expect(isAllowedRequest('ws://localhost:5173/', [...TRUSTED, 'http://localhost:5173'])).toBe(true)
  })
})
