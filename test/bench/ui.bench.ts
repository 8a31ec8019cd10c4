/// <reference lib="dom" />
// The table's UI figures, in Debian's Chromium on the built renderer (out/renderer; this bench
// builds nothing: run `npx electron-vite build` first). The bridge is a minimal in-page stub.
//  - ui.startup: page load → the start screen is interactive (its New game button focused); target ≤ 1 s.
//  - ui.dragFrame: frame time p95 while a card is dragged over a battlefield of 200 permanents; target ≤ 16 ms.
//    Chromium runs with the playwright.config.ts flags plus --disable-frame-rate-limit --disable-gpu-vsync, so a
//    frame's time is the work it took, not the wait for the next vsync.
//  - ui.action: a drop (a manual move of a permanent to its owner's graveyard) → the board updated on screen,
//    p95; target ≤ 50 ms. Includes the engine's check and apply, the player view and the re-render of 200 cards.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { exposeStores, launchChromium, serveRenderer } from './renderer'
import type { Figure } from './run'
import { percentile, round } from './stats'
import '../../src-shared/variants'
import { starterPool } from '../../src-shared/cards/starter'
import { applyAction, createGame, type GameState } from '../../src-shared/engine'

const RENDERER = join(__dirname, '..', '..', 'out', 'renderer')
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const MEASURE_FLAGS = ['--disable-frame-rate-limit', '--disable-gpu-vsync']

/** A position with 200 permanents (150 Ann's, 50 Ben's): Ann's first main phase, Ann at the table. */
export function bigBoard(): GameState {
  const pool = starterPool()
  const names = ['Grizzly Bears', 'Mountain', 'Forest', 'Raging Goblin', 'Llanowar Elves', 'Hill Giant']
  const defs = names.map((n) => pool.byName(n)!)
  const deck = Array.from({ length: 220 }, (_, i) => defs[i % defs.length].id)
  let s = createGame({
    variant: 'normal',
    seed: 9,
    start: 0,
    cards: defs,
    players: [
      { name: 'Ann', deck },
      { name: 'Ben', deck },
    ],
  })
  const step = (a: Parameters<typeof applyAction>[1]) => {
    const r = applyAction(s, a)
    if (!r.ok) throw new Error(r.reason)
    s = r.state
  }
  step({ type: 'keep', player: 0 })
  step({ type: 'keep', player: 1 })
  while (s.step !== 'precombatMain') step({ type: 'pass', player: s.priority! })
  // Put library cards onto the battlefield directly (plain data: a prepared position).
  const objects = { ...s.objects }
  const battlefield = [...s.battlefield]
  const players = s.players.map((p, i) => {
    const count = i === 0 ? 150 : 50
    const moved = p.zones.library.slice(0, count)
    for (const id of moved) {
      objects[id] = { ...objects[id], zone: 'battlefield', controller: i, sick: false }
      battlefield.push(id)
    }
    return { ...p, zones: { ...p.zones, library: p.zones.library.slice(count) } }
  })
  return { ...s, objects, battlefield, players }
}

function stubBridge() {
  const ok = (value: unknown) => Promise.resolve({ ok: true, value })
  const missing = () => Promise.resolve({ ok: false, error: { code: 'not-available', message: 'stub' } })
  const settings = { handOff: 'hidden-info', animationSpeed: 'normal', autoTap: true, cardImages: false }
  const api = (methods: Record<string, () => Promise<unknown>>) =>
    new Proxy(methods, { get: (t, k: string) => t[k] ?? missing })
  Object.defineProperty(window, 'hearth', {
    value: {
      app: api({
        info: () =>
          ok({
            name: 'Hearthside',
            version: 'bench',
            platform: 'linux',
            electron: null,
            packaged: false,
            paths: { userData: '/', saves: '/', cards: '/' },
          }),
      }),
      saves: api({ latest: () => ok(null), list: () => ok([]), autosave: () => missing() }),
      cards: api({}),
      decks: api({}),
      rules: api({ list: () => ok([]) }),
      settings: api({ get: () => ok(settings), set: () => ok(settings) }),
      on: () => () => undefined,
    },
  })
}

// ui.handOffsPerGame: hand-off covers in a full scripted Normal game, with the default settings and with
// 'every-priority'; target ≤ 25 by default. Played through the UI by test/e2e/figures/handoffs.figure.ts (run here
// with playwright.figures.config.ts; a few minutes), which writes the figures to HAND_OFFS.
const HAND_OFFS = join(__dirname, '..', '..', 'test-results', 'ui.handOffsPerGame.json')
function handOffsPerGame(): Figure[] {
  rmSync(HAND_OFFS, { force: true })
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.figures.config.ts', '--reporter=dot'], {
    cwd: join(__dirname, '..', '..'),
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (run.status !== 0 || !existsSync(HAND_OFFS)) {
    console.error(`ui.handOffsPerGame: the scripted games failed (npx playwright test -c playwright.figures.config.ts)`)
    return []
  }
  const { at, figures } = JSON.parse(readFileSync(HAND_OFFS, 'utf8')) as { at: string; figures: Figure[] }
  return figures.map((f) => ({ ...f, measured: at, by: 'test/e2e/figures/handoffs.figure.ts' }))
}

export default async function ui(): Promise<Figure[]> {
  if (!existsSync(join(RENDERER, 'index.html'))) {
    console.error('ui bench skipped: out/renderer is missing (build it first with `npx electron-vite build`).')
    return []
  }
  const { server, url } = await serveRenderer(RENDERER)
  const browser = await launchChromium([...FLAGS, ...MEASURE_FLAGS])
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
    // tsx keeps function names with a __name helper that serialised functions take into the page.
    await page.addInitScript('window.__name = (f) => f')
    await page.addInitScript(stubBridge)
    const problems: string[] = []
    page.on('pageerror', (e) => problems.push(e.message))
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()))

    // ---- ui.startup ----
    const startups: number[] = []
    for (let i = 0; i < 7; i++) {
      await page.goto(url)
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-screen') === 'new-game')
      startups.push(await page.evaluate(() => performance.now()))
    }

    if (problems.length) console.error(problems)
    // ---- the board ----
    const board = bigBoard()
    await page.evaluate(exposeStores)
    await page.evaluate(() => (window as unknown as { __hearthside: { go(id: string): void } }).__hearthside.go('game'))
    await page.evaluate((s) => {
      type Hooks = { game(): Record<string, unknown>; store(id: string): { send(e: object): void } }
      const hooks = (window as unknown as { __hearthside: Hooks }).__hearthside
      const g = hooks.game()
      g.history = { initial: s, actions: [], lines: [], cursor: 0, state: s, snapshots: [s], every: 50 }
      // Ann sits down at the prepared board (the session statechart: a cover, then her seat).
      const session = hooks.store('session')
      session.send({ type: 'SESSION.BEGIN', players: 2, resumed: true })
      session.send({
        type: 'GAME.CHANGED',
        cause: 'begin',
        actor: 0,
        ended: false,
        autoPass: null,
        ask: false,
        expired: [],
      })
      session.send({ type: 'SEAT.READY' })
    }, board)
    await page.waitForSelector('section[data-player="0"] .player__hand .card')
    const permanents = await page.locator('.player__battlefield .card').count()

    // ---- ui.dragFrame: a hand card dragged over the battlefield ----
    const hand = page.locator('section[data-player="0"] .player__hand .card').first()
    await hand.scrollIntoViewIfNeeded()
    const from = (await hand.boundingBox())!
    const field = (await page.locator('section[data-player="0"] .player__battlefield').boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    // Start the drag (dragstart asks the engine once where the card may go), then measure the frames of dragging.
    await page.mouse.move(from.x + from.width / 2, from.y - 30, { steps: 4 })
    await page.waitForTimeout(300)
    await page.evaluate(() => {
      // A frame's time: from its start (the rAF timestamp, before input handling) to the task after its rendering.
      const w = window as unknown as { __frames: number[]; __recording: boolean }
      w.__frames = []
      w.__recording = true
      const tick = (t: number) => {
        if (!w.__recording) return
        setTimeout(() => w.__frames.push(performance.now() - t), 0)
        requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
    const top = Math.max(field.y + 10, 10)
    for (let i = 0; i < 150; i++) {
      const x = field.x + 20 + ((i * 37) % Math.max(40, field.width - 40))
      const y = top + ((i * 23) % Math.max(40, Math.min(field.height, 1000 - top) - 40))
      await page.mouse.move(x, y, { steps: 2 })
    }
    const dragging = await page.evaluate(() => document.querySelectorAll('.drop-zone--legal').length)
    const frames = await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __recording: boolean }
      w.__recording = false
      return w.__frames
    })
    await page.keyboard.press('Escape')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.up()

    // ---- ui.action: drop a permanent on its owner's graveyard → the board updates ----
    await page.evaluate(() => {
      const w = window as unknown as { __actions: number[] }
      w.__actions = []
      document.addEventListener(
        'drop',
        (event) => {
          const t0 = performance.now()
          const id = (event as DragEvent).dataTransfer?.getData('text/plain')
          const check = () => {
            if (id && !document.querySelector(`.player__battlefield [data-card="${id}"]`))
              w.__actions.push(performance.now() - t0)
            else requestAnimationFrame(check)
          }
          requestAnimationFrame(check)
        },
        true,
      )
    })
    const graveyard = page.locator('section[data-player="0"] [data-zone="graveyard"]')
    for (let i = 0; i < 20; i++) {
      await page.locator('section[data-player="0"] header').scrollIntoViewIfNeeded()
      const card = page.locator('section[data-player="0"] .player__battlefield .card').first()
      await card.dragTo(graveyard)
      await page.waitForFunction((n) => (window as unknown as { __actions: number[] }).__actions.length >= n, i + 1, {
        timeout: 5000,
      })
    }
    const actions = await page.evaluate(() => (window as unknown as { __actions: number[] }).__actions)
    // UI_BENCH_PROFILE=1: the store's action alone vs. the render after it (for looking into ui.action).
    if (process.env.UI_BENCH_PROFILE) {
      console.error(
        await page.evaluate(async () => {
          const g = (
            window as unknown as {
              __hearthside: { game(): { state: { battlefield: string[] }; act(a: unknown): unknown } }
            }
          ).__hearthside.game()
          const out: string[] = []
          for (let i = 0; i < 5; i++) {
            const id = g.state.battlefield[0]
            const t0 = performance.now()
            g.act({ type: 'manual', player: 0, op: 'move', card: id, to: 'exile' })
            const t1 = performance.now()
            await Promise.resolve()
            await new Promise((r) => setTimeout(r, 0))
            const t2 = performance.now()
            out.push(`act ${(t1 - t0).toFixed(1)} render ${(t2 - t1).toFixed(1)}`)
          }
          return out.join('; ')
        }),
      )
    }
    const left = await page.locator('.player__battlefield .card').count()

    return [
      ...handOffsPerGame(),
      {
        name: 'ui.startup',
        value: round(percentile(startups, 50), 1),
        unit: 'ms',
        p95: round(percentile(startups, 95), 1),
        runs: startups.length,
        target: 1000,
      },
      {
        name: 'ui.dragFrame',
        value: round(percentile(frames, 95), 2),
        unit: 'ms',
        p50: round(percentile(frames, 50), 2),
        frames: frames.length,
        permanents,
        legalTargetsLit: dragging,
        target: 16,
      },
      {
        name: 'ui.action',
        value: round(percentile(actions, 95), 1),
        unit: 'ms',
        p50: round(percentile(actions, 50), 1),
        drops: actions.length,
        permanents,
        after: left,
        target: 50,
      },
    ]
  } finally {
    await browser.close()
    server.close()
  }
}
