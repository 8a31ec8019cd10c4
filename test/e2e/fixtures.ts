// The e2e harness. The built renderer is served from a tiny local HTTP server with the production CSP header, and
// window.hearth is a small shim (installed before the page's scripts) that sends every call to a Playwright
// binding backed by the real createBridgeHandlers from src-main: saves, rules, settings and app info really read
// and write the disk, in a fresh user-data folder per test. Services not built yet answer "not available", as in the app.
import { createServer } from 'node:http'
import type { Server } from 'node:http'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base, expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { BRIDGE_CHANNELS, BRIDGE_EVENTS, failure, isBridgeChannel } from '@shared/bridge'
import type { BridgeEventName, BridgeEvents } from '@shared/bridge'
import { createAppService } from '../../src-main/app/app-info'
import { userPaths } from '../../src-main/app/paths'
import { contentTypeOf, resolveInside } from '../../src-main/app/protocol'
import { createRulesLibrary } from '../../src-main/app/rules'
import { contentSecurityPolicy } from '../../src-main/app/security'
import { createSettingsStore } from '../../src-main/app/settings'
import { createBridgeHandlers } from '../../src-main/ipc/handlers'
import { createSaveService } from '../../src-main/saves'
import '../../src-shared/variants'
import { engineCodec } from '../../src-shared/engine/codec'
import { createCardImageCache, whenCardImagesEnabled } from '../../src-main/cards/images'
import { createCardsService } from '../../src-main/cards/service'
import { createDecksService } from '../../src-main/decks/service'
import { createDeckLibrary } from '../../src-main/decks/library'
import { createPuzzleStore } from '../../src-main/puzzles/store'
import { createDraftStore } from '../../src-main/saves/drafts'
import { createCardSearch } from '../../src-main/decks/cardSearch'
import type { BridgeServices, DesktopService } from '../../src-main/ipc/services'

export const REPO_ROOT = join(__dirname, '..', '..')
export const RENDERER_DIR = join(REPO_ROOT, 'out', 'renderer')
const VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version

/** A 2×2 PNG standing in for Scryfall's card pictures. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4YSMHRAwQCgAibgSJoCkBrwAAAABJRU5ErkJggg==',
  'base64',
)

/** Serves out/renderer with the same CSP the app sends on app://, and a stand-in for Scryfall's named-card pictures
 *  at /scryfall/cards/named (the names asked for are recorded in `pictureRequests`). */
async function startServer(): Promise<{ server: Server; url: string; pictureRequests: string[] }> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    throw new Error('out/renderer is missing: build first (`npm run test:e2e` runs `npm run build` before the tests).')
  }
  const csp = contentSecurityPolicy()
  const pictureRequests: string[] = []
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname === '/scryfall/cards/named') {
      pictureRequests.push(url.searchParams.get('exact') ?? '')
      return void response.writeHead(200, { 'Content-Type': 'image/png' }).end(PICTURE)
    }
    const file = resolveInside(RENDERER_DIR, new URL(request.url ?? '/', 'http://localhost').pathname)
    if (!file) return void response.writeHead(403).end()
    try {
      const body = await readFile(file)
      response
        .writeHead(200, {
          'Content-Type': contentTypeOf(file),
          'Content-Security-Policy': csp,
          'X-Content-Type-Options': 'nosniff',
        })
        .end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pictureRequests }
}

/** Runs in the page before its scripts: window.hearth over the binding, and a record of CSP violations. */
function installShim({
  channels,
  events,
}: {
  channels: Record<string, Record<string, string>>
  events: readonly string[]
}) {
  type Listener = (payload: unknown) => void
  const w = window as unknown as Record<string, unknown> & {
    __hearthInvoke(channel: string, request: unknown): Promise<unknown>
  }
  const violations: string[] = []
  w.__cspViolations = violations
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push(`${event.violatedDirective} ${event.blockedURI}`),
  )
  const listeners = new Map<string, Set<Listener>>()
  const bridge: Record<string, unknown> = {}
  for (const [namespace, methods] of Object.entries(channels)) {
    const api: Record<string, (request?: unknown) => Promise<unknown>> = {}
    for (const [method, channel] of Object.entries(methods)) {
      api[method] = async (request?: unknown) => {
        try {
          return await w.__hearthInvoke(channel, request)
        } catch (error) {
          return { ok: false, error: { code: 'internal', message: `The call "${channel}" failed: ${String(error)}` } }
        }
      }
    }
    bridge[namespace] = Object.freeze(api)
  }
  bridge.on = (event: string, listener: Listener) => {
    if (!events.includes(event)) throw new Error(`hearth.on: unknown event "${event}"`)
    if (!listeners.has(event)) listeners.set(event, new Set())
    listeners.get(event)!.add(listener)
    return () => listeners.get(event)?.delete(listener)
  }
  w.__hearthEmit = (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload))
  Object.defineProperty(window, 'hearth', { value: Object.freeze(bridge), writable: false, configurable: false })
}

export interface HearthPage {
  page: Page
  /** The test's user-data folder. */
  userData: string
  /** Pushes an event to the page, as main does (e.g. a menu command). */
  emit<E extends BridgeEventName>(event: E, payload: BridgeEvents[E]): Promise<void>
  /** The file the next open dialog answers with (once); without it the dialog is cancelled. */
  openNext(file: string): void
  /** Console errors, uncaught exceptions and CSP violations so far. */
  problems(): Promise<string[]>
}

export const test = base.extend<{ hearth: HearthPage }, { server: { url: string; pictureRequests: string[] } }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { server, url, pictureRequests } = await startServer()
      await use({ url, pictureRequests })
      await new Promise((resolve) => server.close(resolve))
    },
    { scope: 'worker' },
  ],

  hearth: async ({ page, server }, use) => {
    const userData = mkdtempSync(join(tmpdir(), 'hearthside-e2e-'))
    let nextOpen: string | null = null
    const desktop: DesktopService = {
      chooseSaveFile: async ({ defaultName }) => join(userData, 'chosen', defaultName),
      chooseOpenFile: async () => {
        const file = nextOpen
        nextOpen = null
        return file
      },
      showInFolder: async () => undefined,
    }
    const emit = async <E extends BridgeEventName>(event: E, payload: BridgeEvents[E]) => {
      await page.evaluate(
        ([name, data]) => (window as unknown as { __hearthEmit(e: string, p: unknown): void }).__hearthEmit(name, data),
        [event, payload] as const,
      )
    }
    const cards = createCardsService({ dir: userData })
    const settings = createSettingsStore(join(userData, 'settings.json'))
    // Card pictures never go online here: the local server stands in for Scryfall.
    const cardImages = createCardImageCache({
      dir: join(userData, 'card-images'),
      baseUrl: `${server.url}/scryfall/cards/named`,
      timeoutMs: 2000,
      minIntervalMs: 0,
    })
    const services: BridgeServices = {
      app: createAppService({
        name: 'Hearthside',
        version: VERSION,
        platform: process.platform,
        electron: null,
        packaged: false,
        paths: userPaths(userData),
      }),
      saves: createSaveService({ dir: join(userData, 'saves'), appVersion: VERSION, codec: engineCodec }),
      rules: createRulesLibrary(join(REPO_ROOT, 'resources', 'rules')),
      settings,
      desktop,
      // An event for a page that has gone (the test ended) is dropped, as main drops it for a closed window.
      events: { emit: (event, payload) => void emit(event, payload).catch(() => undefined) },
      cards,
      cardImages: whenCardImagesEnabled(cardImages, async () => (await settings.get()).cardImages),
      decks: createDecksService({ pool: cards.pool }),
      library: createDeckLibrary({ dir: join(userData, 'decks') }),
      puzzles: createPuzzleStore({ dir: join(userData, 'puzzles') }),
      drafts: createDraftStore({ dir: join(userData, 'drafts') }),
      cardSearch: createCardSearch({
        pool: cards.pool,
        source: async () => ((await cards.status()).source === 'starter' ? 'starter' : 'database'),
      }),
    }
    const handlers = createBridgeHandlers(services)
    await page.exposeBinding('__hearthInvoke', async (source, channel: unknown, request: unknown) => {
      // The same rule as main's sender validation: only the page's top frame may call.
      if (source.frame !== page.mainFrame()) return failure('forbidden', 'Only the app’s own page may use the bridge.')
      if (!isBridgeChannel(channel)) return failure('invalid-input', `Unknown bridge channel "${String(channel)}"`)
      return handlers[channel](request)
    })
    await page.addInitScript(installShim, { channels: BRIDGE_CHANNELS, events: BRIDGE_EVENTS })

    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`)
    })
    await page.goto(`${server.url}/index.html`)

    await use({
      page,
      userData,
      emit,
      openNext: (file) => {
        nextOpen = file
      },
      problems: async () => [
        ...errors,
        ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).map(
          (v) => `CSP: ${v}`,
        ),
      ],
    })
  },
})

export { expect }
