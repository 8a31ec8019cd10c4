/// <reference lib="dom" />
// The table's flow figures, in Debian's Chromium on the built renderer (out/renderer; build it first with
// `npx electron-vite build`). A game is set up through the game store (the bench's hook into the page, as in
// ui.bench.ts); each decision is the computer's (Easy) for whoever sits at the screen or is asked on it, chosen here
// from the page's state, and played through the store.
//  - ui.handOffsPerGame: covers in a hotseat game of each variant's starter decks (default settings), per turn and
//    the most in one turn; target: at most 2 a turn in Combat Rules (every turn), about 1 elsewhere. A person asked
//    on the public view acts there when their choice needs no hidden card, as the table lets them: decisions about
//    public objects (blockers, attackers, targets), abilities of permanents, and in Combat Rules' public steps fights
//    and set spells revealed by their slot (MCR-8). Every cover counts, those a player asked for to lift a face-down
//    hand too (the veil: after another player acted at the screen, a player with priority goes on on the public view,
//    hand face down, until they lift it through their cover); `forcedPerTurn` leaves those lifts out.
//  - ui.handLiftsPerGame: of those covers, the lifts (the person needed their hand: a spell or land from it), per turn
//    and the most in one turn.
//  - ui.stopsPerGame: in a Normal game against the computer, the stops where the person could do nothing but pass
//    (the engine's legal actions from their own view); target 0.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { exposeStores, launchChromium, serveRenderer } from './renderer'
import type { Figure } from './run'
import '../../src-shared/variants'
import { starterDecks, starterPool } from '../../src-shared/cards/starter'
import { matchDeck } from '../../src-shared/computer/decks'
import { computerAction } from '../../src-shared/computer'
import { playable } from '../../src-shared/computer/sim'
import { legalActions, viewFor, type GameState } from '../../src-shared/engine'
import { doableInPublic } from '../renderer/session/publicActions'

const RENDERER = join(__dirname, '..', '..', 'out', 'renderer')
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']
const MAX_STEPS = 4000
const VARIANTS = ['normal', 'manahearth', 'heroic', 'combat', 'mental'] as const

type Look = {
  handOffTo: number | null
  askFor: number | null
  asked: string | null
  viewer: number | null
  session: string
  ended: boolean
  state: GameState
}

function stubBridge() {
  const ok = (value: unknown) => Promise.resolve({ ok: true, value })
  const missing = () => Promise.resolve({ ok: false, error: { code: 'not-available', message: 'stub' } })
  const settings = {
    handOff: 'ask',
    skipUnanswerable: true,
    animationSpeed: 'off',
    autoTap: true,
    cardImages: false,
    stops: ['precombatMain', 'declareAttackers', 'declareBlockers', 'postcombatMain', 'end'],
    computerPace: 'instant',
  }
  const api = (methods: Record<string, () => Promise<unknown>>) =>
    new Proxy(methods, { get: (t, k: string) => t[k] ?? missing })
  Object.defineProperty(window, 'hearth', {
    value: {
      app: api({}),
      saves: api({ latest: () => ok(null), list: () => ok([]), autosave: () => missing() }),
      cards: api({}),
      decks: api({}),
      rules: api({ list: () => ok([]) }),
      settings: api({ get: () => ok(settings), set: () => ok(settings) }),
      on: () => () => undefined,
    },
  })
}

type Hooks = { __hearthside: { game(): Record<string, any>; store(id: string): Record<string, any> } } // eslint-disable-line @typescript-eslint/no-explicit-any

const look = (page: Page): Promise<Look> =>
  page.evaluate(() => {
    const h = (window as unknown as Hooks).__hearthside
    const g = h.game()
    const session = h.store('session')
    return {
      handOffTo: g.handOffTo,
      askFor: g.askFor,
      asked: session.context.asked,
      viewer: g.viewer,
      session: session.state,
      ended: g.ended,
      state: JSON.parse(JSON.stringify(g.state)),
    }
  })

const run = (page: Page, what: string, arg?: unknown) =>
  page.evaluate(
    ([w, a]) => {
      const h = (window as unknown as Hooks).__hearthside
      const g = h.game()
      if (w === 'seat') g.takeSeat()
      else if (w === 'respond') g.respond(a)
      else g.act(a)
    },
    [what, arg] as const,
  )

function setupOf(variant: string, computers?: Record<number, string>) {
  const decks = starterDecks().filter((d) => d.variant === variant)
  const players = ['Ann', 'Ben'].map((name, i) => {
    const deck = decks[i % decks.length]
    const d = matchDeck(deck.text, starterPool(), deck.name)
    const nameOf = (id: string) => d.cards.find((c) => c.id === id)?.name ?? id
    return { name, color: '', deck: d.main.map(nameOf), ...(d.hero ? { hero: nameOf(d.hero) } : {}) }
  })
  return { variant, options: {}, start: 0, seed: 3, players, ...(computers ? { computers } : {}) }
}

async function startIn(page: Page, url: string, setup: object): Promise<void> {
  await page.goto(url)
  await page.waitForFunction(
    () => !!(document.querySelector('#app') as unknown as { __vue_app__?: unknown }).__vue_app__,
  )
  await page.evaluate(exposeStores)
  await page.evaluate(() => (window as unknown as Hooks).__hearthside.store('screen').go('game'))
  await page.evaluate((s) => (window as unknown as Hooks).__hearthside.game().start(s), setup)
}

const canAct = (s: GameState, p: number): boolean =>
  legalActions(playable(viewFor(s, p), 1), p).some((a) => a.type !== 'pass' && a.type !== 'concede')

async function hotseat(page: Page, url: string, variant: string): Promise<Figure[]> {
  await startIn(page, url, setupOf(variant))
  let covers = 0
  let opening = 0
  let turns = 0
  let steps = 0
  const byTurn: Record<number, number> = {}
  /** Covers that seated a player other than the active one (their hidden look in another's turn), by turn. */
  const othersByTurn: Record<number, number> = {}
  /** Covers asked for from the veil (a face-down hand lifted), by turn. */
  const liftsByTurn: Record<number, number> = {}
  let lifts = 0
  let lifting = false
  for (; steps < MAX_STEPS; steps++) {
    const ui = await look(page)
    turns = ui.state.turn
    if (ui.ended) break
    if (ui.handOffTo !== null) {
      covers++
      if (ui.state.phase !== 'turn')
        opening++ // mulligans, heroes, placements: once a game
      else {
        byTurn[ui.state.turn] = (byTurn[ui.state.turn] ?? 0) + 1
        if (ui.handOffTo !== ui.state.active) othersByTurn[ui.state.turn] = (othersByTurn[ui.state.turn] ?? 0) + 1
        if (lifting) {
          lifts++
          liftsByTurn[ui.state.turn] = (liftsByTurn[ui.state.turn] ?? 0) + 1
        }
      }
      lifting = false
      await run(page, 'seat')
      continue
    }
    const p = ui.askFor ?? ui.viewer
    if (p === null) break
    const a = computerAction(ui.state, p, { level: 'easy', seed: 3 }).action
    // Asked on the public view, a person acts right there when nothing of their choice is hidden (a decision about
    // public objects, an ability of a permanent, a set spell revealed by its slot, a fight); otherwise they take the
    // seat (the cover comes up).
    if (ui.askFor !== null && ui.asked !== 'block' && ui.asked !== 'decide' && a.type === 'pass')
      await run(page, 'respond', false)
    else if (ui.askFor !== null && !(a.type === 'fight' || doableInPublic(ui.state, a, p))) {
      lifting = ui.asked === 'veiled'
      await run(page, 'respond', true)
    } else await run(page, 'act', a)
  }
  const perTurn = (n: number) => Math.round((n / Math.max(1, turns)) * 100) / 100
  const forcedByTurn = Object.entries(byTurn).map(([t, n]) => n - (liftsByTurn[Number(t)] ?? 0))
  const cover: Figure = {
    name: 'ui.handOffsPerGame',
    value: covers,
    unit: 'covers',
    variant,
    turns,
    opening,
    perTurn: Math.round(((covers - opening) / Math.max(1, turns)) * 100) / 100,
    maxPerTurn: Math.max(0, ...Object.values(byTurn)),
    // The most in a turn where no other player had to look at hidden cards (a response from the hand, a discard):
    // each such look takes its cover, and the active player theirs back.
    maxPerTurnNoOtherLook: Math.max(
      0,
      ...Object.entries(byTurn)
        .filter(([t]) => !othersByTurn[Number(t)])
        .map(([, n]) => n),
    ),
    // Reveals and answers by slot on the public view (MCR-8); the seat only for a choice naming a hidden card.
    ...(variant === 'combat' ? { policy: 'reveals and answers on the public view' } : {}),
    forcedPerTurn: perTurn(covers - opening - lifts),
    maxForcedPerTurn: Math.max(0, ...forcedByTurn),
    ended: steps < MAX_STEPS,
    target: variant === 'combat' ? '≤ 2 a turn' : 'about 1 a turn',
  }
  const lift: Figure = {
    name: 'ui.handLiftsPerGame',
    value: lifts,
    unit: 'lifts',
    variant,
    turns,
    perTurn: perTurn(lifts),
    maxPerTurn: Math.max(0, ...Object.values(liftsByTurn)),
  }
  return [cover, lift]
}

async function againstComputer(page: Page, url: string): Promise<Figure> {
  await startIn(page, url, setupOf('normal', { 1: 'easy' }))
  let stops = 0
  let idle = 0
  let turns = 0
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    const ui = await look(page)
    turns = ui.state.turn
    if (ui.ended) break
    if (ui.session !== 'seated' || ui.viewer !== 0) {
      await page.waitForTimeout(10)
      continue
    }
    const s = ui.state
    if (s.priority === 0 && !s.pending.length) {
      stops++
      if (!canAct(s, 0)) idle++
    }
    await run(page, 'act', computerAction(s, 0, { level: 'easy', seed: 3 }).action)
  }
  return { name: 'ui.stopsPerGame', value: idle, unit: 'stops with nothing to do', stops, turns, target: 0 }
}

export default async function table(): Promise<Figure[]> {
  if (!existsSync(join(RENDERER, 'index.html'))) {
    console.error('table bench skipped: out/renderer is missing (build it first with `npx electron-vite build`).')
    return []
  }
  const { server, url } = await serveRenderer(RENDERER)
  const browser = await launchChromium(FLAGS)
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.addInitScript('window.__name = (f) => f')
    await page.addInitScript(stubBridge)
    const out: Figure[] = []
    for (const variant of VARIANTS) out.push(...(await hotseat(page, url, variant)))
    out.push(await againstComputer(page, url))
    return out
  } finally {
    await browser.close()
    server.close()
  }
}
