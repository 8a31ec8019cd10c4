// Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security), in one place:
// isolated sandboxed renderers without Node, a strict Content-Security-Policy, no navigation or new windows,
// no <webview>, no permissions, and no remote content.
import type { Session, WebContents, WebPreferences } from 'electron'
import { originOf } from '../ipc/sender'

/** Checklist 2-4, 6, 9, 10: the renderer gets no Node, an isolated world, the sandbox and web security. */
export function secureWebPreferences(preload: string, options: { devTools?: boolean } = {}): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    sandbox: true,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    devTools: options.devTools ?? false,
  }
}

/**
 * Checklist 7: the Content-Security-Policy. Production allows only the app's own origin, with no inline script or
 * style and no eval. In development the Vite server's origin and its HMR socket are added, and inline styles
 * (Vite injects <style> tags while serving).
 */
export function contentSecurityPolicy(options: { devServerUrl?: string } = {}): string {
  const dev = options.devServerUrl ? originOf(options.devServerUrl) : null
  const devSocket = dev ? dev.replace(/^http/, 'ws') : null
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': dev && devSocket ? ["'self'", dev, devSocket] : ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'child-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** Checklist 13: navigation stays on the app's own origin(s). */
export function isAllowedNavigation(url: string, trustedOrigins: readonly string[]): boolean {
  const origin = originOf(url)
  return origin !== null && origin !== 'file://' && trustedOrigins.includes(origin)
}

const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'devtools:'])

/** Checklist 1: no remote content. Requests may reach the app's own origin(s) and local data only. */
export function isAllowedRequest(url: string, trustedOrigins: readonly string[]): boolean {
  let protocol: string
  try {
    protocol = new URL(url).protocol
  } catch {
    return false
  }
  if (LOCAL_SCHEMES.has(protocol)) return true
  const origin = originOf(url)
  if (origin === null) return false
  // The Vite dev server's HMR socket is ws:// on the dev origin.
  const asHttp = origin.replace(/^ws(s?):/, 'http$1:')
  return origin !== 'file://' && (trustedOrigins.includes(origin) || trustedOrigins.includes(asHttp))
}

export type HardenableContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>

/** Checklist 12-14: refuse navigation away, new windows and <webview>. Applied to every WebContents created. */
export function hardenWebContents(contents: HardenableContents, trustedOrigins: readonly string[]): void {
  const guard = (event: { url: string; preventDefault(): void }) => {
    if (!isAllowedNavigation(event.url, trustedOrigins)) event.preventDefault()
  }
  contents.on('will-navigate', guard)
  contents.on('will-frame-navigate', guard)
  contents.on('will-redirect', guard)
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
}

export type HardenableSession = {
  setPermissionRequestHandler: Session['setPermissionRequestHandler']
  setPermissionCheckHandler: Session['setPermissionCheckHandler']
  webRequest: Pick<Session['webRequest'], 'onBeforeRequest' | 'onHeadersReceived'>
}

/**
 * Checklist 5 and 1: every permission request is refused (the app needs none), requests to anywhere but the app
 * are cancelled, and pages from the dev server get the CSP as a header too.
 */
export function hardenSession(session: HardenableSession, trustedOrigins: readonly string[], csp: string): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
  session.webRequest.onBeforeRequest({ urls: ['<all_urls>'] }, (details, callback) => {
    callback({ cancel: !isAllowedRequest(details.url, trustedOrigins) })
  })
  session.webRequest.onHeadersReceived({ urls: ['http://*/*', 'https://*/*'] }, (details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } })
  })
}
