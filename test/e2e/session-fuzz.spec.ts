// Fuzzes the hotseat session: seeded random sequences of play, undo, redo, save, leave, continue, load, replay,
// concede and rematch, with hand-offs on. After every step, the page's DOM, its accessibility tree and the log
// the table shows hold no name of a card hidden from whoever may be at the screen (CR 400.2: hands and libraries).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { agreeToTravel, deck, startGame } from './table'

const SETUP = {
  variant: 'normal',
  options: {},
  start: 0,
  seed: 21,
  players: [
    { name: 'Ann', color: '#f59e0b', deck: deck({ Mountain: 8, Shock: 4, 'Lightning Bolt': 4, 'Raging Goblin': 4 }) },
    {
      name: 'Ben',
      color: '#60a5fa',
      deck: deck({ Forest: 8, 'Giant Growth': 4, 'Llanowar Elves': 4, 'Grizzly Bears': 4 }),
    },
  ],
}
const STEP_COUNT = 40
const STEPS = [
  'play',
  'play',
  'play',
  'play',
  'undo',
  'redo',
  'save',
  'leave',
  'continue',
  'load',
  'replay',
  'concede',
  'rematch',
]

/** The names no one at the screen may read now: cards in hands and libraries, minus every name in public view. */
async function secrets(page: Page): Promise<{ viewer: string; names: string[]; log: string[] }> {
  return page.evaluate(() => {
    type S = {
      players: { zones: Record<string, string[]> }[]
      objects: Record<string, { def: string }>
      cards: Record<string, { name: string }>
      battlefield: string[]
      stack: { id: string; source: string }[]
    }
    const hooks = (window as unknown as { __hearthside: { game(): { state: S | null; log: string[] } } }).__hearthside
    const g = hooks.game()
    const main = document.querySelector('main.game')
    const viewer = main?.getAttribute('data-viewer') ?? ''
    const s = g.state ?? (window as unknown as { __lastState?: S }).__lastState
    if (!s) return { viewer, names: [], log: [] }
    ;(window as unknown as { __lastState?: S }).__lastState = s
    const name = (id: string) => s.cards[s.objects[id]?.def]?.name ?? ''
    const open = new Set<string>()
    for (const id of s.battlefield) open.add(name(id))
    for (const item of s.stack) open.add(name(item.source))
    s.players.forEach((p, i) => {
      for (const z of ['graveyard', 'exile']) for (const id of p.zones[z] ?? []) open.add(name(id))
      // The seated player's own hand is theirs to see.
      if (main && viewer !== '' && String(i) === viewer) for (const id of p.zones.hand) open.add(name(id))
    })
    const hidden = new Set<string>()
    s.players.forEach((p) => {
      for (const z of ['hand', 'library'])
        for (const id of p.zones[z] ?? []) if (!open.has(name(id))) hidden.add(name(id))
    })
    return { viewer, names: [...hidden].filter(Boolean), log: main ? g.log : [] }
  })
}

async function assertNothingHidden(page: Page, step: string): Promise<void> {
  const { viewer, names, log } = await secrets(page)
  if (names.length === 0) return
  const html = await page.content()
  const aria = await page.locator('body').ariaSnapshot()
  const logText = log.join('\n')
  for (const n of names) {
    const re = new RegExp(`\\b${n}\\b`)
    expect(re.test(html), `after ${step}, the DOM names hidden "${n}" (viewer "${viewer}")`).toBe(false)
    expect(re.test(aria), `after ${step}, the accessibility tree names hidden "${n}" (viewer "${viewer}")`).toBe(false)
    expect(re.test(logText), `after ${step}, the log names hidden "${n}" (viewer "${viewer}")`).toBe(false)
  }
}

const visible = (page: Page, testId: string) => page.getByTestId(testId).isVisible()
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** One random step; returns what it did. */
async function step(page: Page, kind: string, rnd: () => number): Promise<string> {
  // An undo or redo into another player's decisions waits for them: they agree, or one refuses.
  if (await visible(page, 'travel-consent')) {
    if (rnd() < 0.3) return (await page.locator('[data-testid^="travel-refuse-"]').first().click(), 'refuse travel')
    await agreeToTravel(page)
    return 'agree travel'
  }
  const onTable = await page.locator('main.game').isVisible()
  if (!onTable && !['continue', 'load', 'replay'].includes(kind)) kind = rnd() < 0.5 ? 'continue' : 'load'
  switch (kind) {
    case 'play': {
      if (await visible(page, 'hand-off'))
        return (await page.getByTestId('hand-off').getByRole('button').click(), 'seat')
      if (await visible(page, 'respond')) {
        await page.getByTestId(rnd() < 0.5 ? 'respond-yes' : 'respond-no').click()
        return 'respond'
      }
      if (await visible(page, 'veiled')) {
        await page.getByTestId(rnd() < 0.5 ? 'lift-hand' : 'veiled-pass').click()
        return 'veiled'
      }
      if (await visible(page, 'keep')) return (await page.getByTestId('keep').click(), 'keep')
      if (await visible(page, 'game-over')) return 'over'
      for (const id of ['confirm-attackers', 'confirm-blockers'])
        if (await visible(page, id)) return (await page.getByTestId(id).click(), id)
      const land = page.locator(
        'main.game section[data-player] .player__hand .card[data-name="Mountain"], main.game section[data-player] .player__hand .card[data-name="Forest"]',
      )
      if (rnd() < 0.4 && (await land.count())) return (await land.first().click(), 'land')
      const pass = page.getByTestId('pass')
      if ((await pass.count()) && (await pass.isEnabled())) return (await pass.click(), 'pass')
      return 'nothing'
    }
    case 'undo':
    case 'redo': {
      const b = page.getByTestId(kind)
      if ((await b.count()) && (await b.isEnabled())) return (await b.click(), kind)
      return `no ${kind}`
    }
    case 'save':
      return (await page.getByTestId('save').click(), 'save')
    case 'leave':
      return (await button(page, 'Leave').click(), 'leave')
    case 'concede':
      if (!(await page.getByTestId('concede').isVisible())) return 'no concede'
      await page.getByTestId('concede').click()
      await page.getByTestId('concede-yes').click()
      return 'concede'
    case 'rematch': {
      const r = page.getByTestId('game-over').getByRole('button', { name: 'Rematch' })
      if (await r.count()) return (await r.click(), 'rematch')
      return 'no rematch'
    }
    case 'continue':
    case 'load':
    case 'replay': {
      if (onTable) await button(page, 'Leave').click()
      if (kind === 'continue') {
        await button(page, 'Continue').click()
        await page.locator('main.game').waitFor()
        return 'continue'
      }
      await button(page, 'Load game').click()
      await expect(page.getByRole('heading', { level: 1, name: 'Load game' })).toBeVisible()
      const which = kind === 'replay' ? 'Replay' : rnd() < 0.5 ? 'Resume' : 'Replay'
      const b = page.getByRole('button', { name: which, exact: true }).first()
      if (!(await b.count())) return (await button(page, 'Back').click(), `no ${which}`)
      await b.click()
      if (which === 'Replay') {
        await page.getByRole('heading', { level: 1, name: /^Replay/ }).waitFor()
        await assertNothingHidden(page, 'replay')
        await button(page, 'Back').click()
      } else await page.locator('main.game').waitFor()
      return which.toLowerCase()
    }
  }
  return kind
}

test('session fuzz: no step of undo, redo, save, leave, continue, load, replay, concede or rematch shows a hidden card', async ({
  hearth,
}) => {
  test.setTimeout(300_000) // 84 s on a 2-core machine at load 30
  const { page } = hearth
  await startGame(page, SETUP)
  let seed = 7
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
  const done: string[] = []
  // A fixed number of steps, not a time budget: the same steps, and the same verdict, on a quiet or a busy machine.
  for (let i = 0; i < STEP_COUNT; i++) {
    const kind = STEPS[Math.floor(rnd() * STEPS.length)]
    done.push(await step(page, kind, rnd))
    await assertNothingHidden(page, done.join(' → '))
  }
  console.log(`session fuzz: ${done.length} steps: ${done.join(' ')}`)
  for (const kind of ['seat', 'undo', 'save', 'leave', 'continue'])
    expect(done.filter((d) => d === kind).length, kind).toBeGreaterThan(0)
  expect(await hearth.problems()).toEqual([])
})
