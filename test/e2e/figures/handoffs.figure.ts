// ui.handOffsPerGame: hand-off covers in a full scripted Normal game through the UI, with the default settings and
// with 'every-priority'. A figure, not a test: `npm run bench -- ui` runs this file (playwright.figures.config.ts)
// and reprints what it writes to test-results/ui.handOffsPerGame.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { playOnce } from '../autoplay'
import { annAndBen, deck, exposeStores, startGame, table } from '../table'

async function attr(page: Page, name: string) {
  return (await table(page).getAttribute(name)) ?? ''
}

/**
 * Plays a full scripted Normal game to its end (two 20-card decks: lands, creatures and burn, about a dozen turns
 * before a player dies or decks out, CR 704.5a/b) and counts the hand-off covers that came up.
 */
async function coversPerGame(
  page: Page,
): Promise<{ covers: number; turns: number; ending: string; reasons: Record<string, number> }> {
  await startGame(
    page,
    annAndBen(
      11,
      deck({ Mountain: 9, 'Raging Goblin': 5, 'Lightning Bolt': 3, 'Hill Giant': 3 }),
      deck({ Forest: 9, 'Llanowar Elves': 4, 'Grizzly Bears': 7 }),
    ),
  )
  const tried = new Set<string>()
  const log: string[] = []
  const seen = { covers: 0, reasons: {} as Record<string, number> }
  for (let i = 0; i < 2000; i++) {
    if ((await playOnce(page, tried, log, { seen })) === 'over') {
      const lines = await page.getByRole('region', { name: 'Game log' }).innerText()
      const ending = lines.match(/\w+ loses the game[^\n]*/)?.[0] ?? ''
      return { covers: seen.covers, turns: Number(await attr(page, 'data-turn')), ending, reasons: seen.reasons }
    }
  }
  throw new Error(`the game did not end: ${log.slice(-10).join(' | ')}`)
}

/** Where the hand-off figures are written for `npm run bench -- ui` (test/bench/ui.bench.ts reads them). */
const HAND_OFFS_FILE = join(__dirname, '..', '..', '..', 'test-results', 'ui.handOffsPerGame.json')
const played: Record<string, Awaited<ReturnType<typeof coversPerGame>>> = {}

function record(settings: string, r: Awaited<ReturnType<typeof coversPerGame>>): void {
  const figure = {
    name: 'ui.handOffsPerGame',
    value: r.covers,
    unit: 'covers',
    settings,
    turns: r.turns,
    ending: r.ending,
    reasons: r.reasons,
  }
  console.log(JSON.stringify(figure))
  const old = existsSync(HAND_OFFS_FILE)
    ? (JSON.parse(readFileSync(HAND_OFFS_FILE, 'utf8')) as { figures: { settings: string }[] }).figures
    : []
  const figures = [...old.filter((f) => f.settings !== settings), figure]
  mkdirSync(dirname(HAND_OFFS_FILE), { recursive: true })
  writeFileSync(HAND_OFFS_FILE, JSON.stringify({ at: new Date().toISOString(), figures }, null, 2))
}

test.describe('hand-off covers per full scripted game (ui.handOffsPerGame)', () => {
  // The figure is measured and printed, not asserted (the goal is at most 25 covers with the default settings).
  test('with the default settings: a full game, its covers counted', async ({ hearth }) => {
    test.setTimeout(600_000) // 162 s on a 2-core machine at load 28
    const r = await coversPerGame(hearth.page)
    record('default', r)
    played.default = r
    // A full game, long enough to matter, that ends with a loser.
    expect(r.turns).toBeGreaterThanOrEqual(9)
    expect(r.ending).not.toBe('')
    expect(r.covers).toBeGreaterThan(0) // a game between two people hands the table over
  })

  test("with the strictest mode ('every-priority'): the same game, more covers", async ({ hearth }) => {
    test.setTimeout(1_500_000) // 486 s on a 2-core machine at load 28
    const { page } = hearth
    await exposeStores(page)
    await page.evaluate(async () => {
      const hooks = (window as unknown as { __hearthside: { store(id: string): Record<string, unknown> } }).__hearthside
      await (hooks.store('settings').update as (p: object) => Promise<void>)({ handOff: 'every-priority' })
    })
    const r = await coversPerGame(page)
    record('every-priority', r)
    expect(r.ending).not.toBe('')
    if (played.default) {
      expect(r.turns).toBe(played.default.turns)
      expect(r.covers).toBeGreaterThan(played.default.covers)
    }
  })
})
