/// <reference lib="dom" />
// decks.render: the deck editor's frame time while its virtualised results list scrolls through 20,000 cards, in
// Debian's Chromium on the built renderer (out/renderer; build it first). Frame time as ui.bench.ts measures it
// (uncapped frames: --disable-frame-rate-limit --disable-gpu-vsync). The bridge is an in-page stub whose card
// database answers 20,000 cards. Target p95 ≤ 16 ms. Diagnostics (stderr): DECKS_PROFILE=1 (JS self time),
// DECKS_TRACE=1 (Chromium trace: time and count per kind of work; =2 also writes decks-trace.json with invalidation
// tracking to the temp dir; a traced run's own figure is slower), DECKS_FRAMES=1 (every frame time); DECKS_RENDERER=<dir> benches another build, for A/B comparisons.
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium, serveRenderer } from './renderer'
import type { Figure } from './run'
import { percentile, round } from './stats'
import { starterCardDefinitions } from '../../src-shared/cards/starter'

const RENDERER = process.env.DECKS_RENDERER ?? join(__dirname, '..', '..', 'out', 'renderer')
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-frame-rate-limit', '--disable-gpu-vsync', '--no-first-run']
const RESULTS = 20_000

function stubBridge(templates: unknown[]) {
  const ok = (value: unknown) => Promise.resolve({ ok: true, value })
  const missing = () => Promise.resolve({ ok: false, error: { code: 'not-available', message: 'stub' } })
  const cards = Array.from({ length: 20_000 }, (_, i) => {
    const t = templates[i % templates.length] as { name: string; faces: Array<{ name: string }> }
    const name = `${t.name} ${String(i).padStart(5, '0')}`
    return { ...t, id: `bench-${i}`, name, faces: t.faces.map((f, j) => (j === 0 ? { ...f, name } : f)) }
  })
  const settings = { handOff: 'hidden-info', animationSpeed: 'normal', autoTap: true, cardImages: false }
  const api = (methods: Record<string, (...a: unknown[]) => Promise<unknown>>) =>
    new Proxy(methods, { get: (t, k: string) => t[k] ?? missing })
  Object.defineProperty(window, 'hearth', {
    value: {
      app: api({}),
      saves: api({ latest: () => ok(null), list: () => ok([]) }),
      cards: api({ status: () => ok({ source: 'imported', cards: 20_000, origin: 'bench', importedAt: null }) }),
      decks: api({}),
      library: api({
        list: () => ok([]),
        searchCards: () => ok({ source: 'database', total: cards.length, cards, error: null }),
      }),
      rules: api({ list: () => ok([]) }),
      settings: api({ get: () => ok(settings), set: () => ok(settings) }),
      on: () => () => undefined,
    },
  })
}

export default async function run(): Promise<Figure[]> {
  if (!existsSync(join(RENDERER, 'index.html'))) {
    console.error('decks.render skipped: out/renderer is missing (build it first with `npx electron-vite build`).')
    return []
  }
  const { server, url } = await serveRenderer(RENDERER)
  const browser = await launchChromium(FLAGS)
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
    await page.addInitScript('window.__name = (f) => f')
    const templates = starterCardDefinitions().slice(0, 200)
    await page.addInitScript(stubBridge, templates)
    await page.goto(url)
    await page.getByRole('button', { name: 'Decks', exact: true }).click()
    await page.locator('[data-action="new-deck"]').click()
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${RESULTS} cards` })
      .waitFor()
    const cdp = process.env.DECKS_PROFILE ? await page.context().newCDPSession(page) : null
    if (cdp) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.start')
    }
    if (process.env.DECKS_TRACE)
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.invalidationTracking',
        ],
      })
    const frames = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const scroller = document.querySelector('[data-testid="card-results"]') as HTMLElement
          const out: number[] = []
          let n = 0
          const tick = (t: number) => {
            // One scroll step per frame (about 3 rows), then the time the frame took including the re-render.
            scroller.scrollTop += 97
            setTimeout(() => out.push(performance.now() - t), 0)
            if (++n < 400) requestAnimationFrame(tick)
            else setTimeout(() => resolve(out.slice(20)), 50)
          }
          requestAnimationFrame(tick)
        }),
    )
    if (cdp) {
      // DECKS_PROFILE=1: the functions the scrolling spent its time in (self time, top 15), to stderr.
      const { profile } = (await cdp.send('Profiler.stop')) as {
        profile: {
          nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>
          samples: number[]
        }
      }
      const self = new Map<number, number>()
      for (const id of profile.samples) self.set(id, (self.get(id) ?? 0) + 1)
      const byName = new Map<string, number>()
      for (const n of profile.nodes) {
        const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`
        byName.set(key, (byName.get(key) ?? 0) + (self.get(n.id) ?? 0))
      }
      console.error([...byName].sort((a, b) => b[1] - a[1]).slice(0, 15))
    }
    if (process.env.DECKS_TRACE) {
      // DECKS_TRACE=1: main-thread time per kind of work while scrolling (ms, summed over the frames), to stderr.
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: Array<{ name: string; ph: string; dur?: number; tid: number }>
      }
      const sum = new Map<string, number>()
      for (const e of trace.traceEvents)
        if (e.ph === 'X' && e.dur) sum.set(e.name, (sum.get(e.name) ?? 0) + e.dur / 1000)
      console.error(
        [...sum]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 20)
          .map(([k, v]) => `${k} ${Math.round(v)}`),
      )
      const count = new Map<string, number>()
      for (const e of trace.traceEvents) if (e.ph === 'X') count.set(e.name, (count.get(e.name) ?? 0) + 1)
      console.error(
        ['RasterTask', 'Paint', 'Commit', 'Layout', 'EventDispatch', 'FireAnimationFrame'].map(
          (k) => `${k} x${count.get(k)}`,
        ),
      )
      if (process.env.DECKS_TRACE === '2') await writeFile(join(tmpdir(), 'decks-trace.json'), JSON.stringify(trace))
    }
    if (process.env.DECKS_FRAMES) console.error(JSON.stringify(frames.map((f) => Math.round(f))))
    const rows = await page.locator('[data-testid="card-results"] [role="option"]').count()
    return [
      {
        name: 'decks.render',
        value: round(percentile(frames, 50), 2),
        unit: 'ms',
        p95: round(percentile(frames, 95), 2),
        target: 16,
        results: RESULTS,
        rowsInPage: rows,
        frames: frames.length,
      },
    ]
  } finally {
    await browser.close()
    server.close()
  }
}
