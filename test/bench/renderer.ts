// The built renderer (out/renderer) served from 127.0.0.1 and opened in the machine's Chromium, for the benches
// that measure the page itself (ui, deck editor).
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { chromium, type Browser } from '@playwright/test'

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
}

/** Serves a built renderer folder; `url` is its index page. */
export async function serveRenderer(folder: string): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '')
    try {
      const body = await readFile(join(folder, path === '/' ? 'index.html' : path))
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html` }
}

/** Debian's Chromium (or CHROMIUM_PATH), headless, with the given flags. */
export function launchChromium(args: string[]): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args })
}

/** The app's Pinia stores for the bench, through Vue's app instance on #app (no test hooks in the build). */
export function exposeStores(): void {
  type Store = Record<string, unknown> & { go(id: string): void }
  const app = (
    document.querySelector('#app') as unknown as {
      __vue_app__: { config: { globalProperties: { $pinia: { _s: Map<string, Store> } } } }
    }
  ).__vue_app__
  const store = (id: string) => app.config.globalProperties.$pinia._s.get(id)!
  ;(window as unknown as { __hearthside: unknown }).__hearthside = {
    store,
    game: () => store('game'),
    go: (id: string) => store('screen').go(id),
  }
}
