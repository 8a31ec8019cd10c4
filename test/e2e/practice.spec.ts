// Practice in real Chromium: a goldfish game to the kill, a sample hand with a mulligan, a 50-game simulation with
// its charts, one puzzle of each variant solved at the normal table, and an imported puzzle kept by main.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import '../../src-shared/variants'
import { variantIds } from '../../src-shared/variants'
import { starterPool } from '../../src-shared/cards/starter'
import { parsePuzzle, playPuzzle } from '../../src-shared/practice/puzzles'
import { expect, REPO_ROOT, test } from './fixtures'
import { exposeStores } from './table'

type Hooks = { __hearthside: { game(): Record<string, unknown> & { act(a: unknown): string | null } } }

async function openPractice(page: Page, tab: string) {
  await page.getByRole('button', { name: 'Practice', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible()
  await page.getByRole('tab', { name: tab }).click()
}

test('goldfish: a starter deck at the normal table kills the goldfish; the end shows the kill turn and damage chart', async ({
  hearth,
}, testInfo) => {
  const { page } = hearth
  await openPractice(page, 'Goldfish')
  await page.getByTestId('goldfish-start').click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  await exposeStores(page)
  // One person at the table: no cover, the hand is yours at once. You keep it, then the computer pilots your seat
  // too, so the game runs to the kill.
  await expect(page.getByTestId('keep')).toBeVisible()
  await expect(page.getByTestId('hand-off')).toHaveCount(0)
  await page.evaluate(async () => {
    const hooks = (
      window as unknown as {
        __hearthside: {
          store(id: string): { settings?: Record<string, unknown>; update?(patch: object): Promise<unknown> }
          game(): { setComputers(s: object): void; act(a: object): string | null }
        }
      }
    ).__hearthside
    // The computer at its quickest pace (Settings), so the game runs to the kill in moments.
    const settings = hooks.store('settings')
    if (settings.settings && 'computerPace' in settings.settings) await settings.update?.({ computerPace: 'instant' })
    const game = hooks.game()
    game.setComputers({ 0: 'normal', 1: 'easy' })
    game.act({ type: 'keep', player: 0 })
  })
  const result = page.getByTestId('goldfish-result')
  await expect(result).toBeVisible({ timeout: 90_000 })
  await expect(page.getByTestId('goldfish-kill')).toHaveText(/Killed the goldfish on turn \d+/)
  const goldfish = await page.evaluate(() => {
    const s = (window as unknown as Hooks).__hearthside.game().state as {
      winner: number
      players: { life: number; lost: boolean; zones: { library: string[] } }[]
    }
    return { winner: s.winner, life: s.players[1].life, library: s.players[1].zones.library.length }
  })
  expect(goldfish.winner).toBe(0)
  expect(goldfish.life).toBeLessThanOrEqual(0)
  expect(goldfish.library).toBe(0)
  await expect(result.locator('canvas')).toBeVisible()
  // One person: the log speaks to them as "You", with the verb to match ("You cast", never "You casts").
  const log = await page.locator('[data-test="log-lines"]').innerText()
  expect(log).toMatch(/\bYou (cast|play|pass)\b/)
  // Its passes fold as at the hotseat table, "You pass" included.
  expect(log).toContain('Everyone passes')
  expect(log).not.toMatch(/^You pass\n.*passes \(auto\)$/m)
  expect(
    log.match(
      /\bYou (?:is|has|does|loses|passes|wins|casts|plays|draws|keeps|attacks|gains|takes|discards|activates|mulligans|reveals|sacrifices|chooses|puts)\b/g,
    ) ?? [],
  ).toEqual([])
  await page.screenshot({ path: testInfo.outputPath('practice-goldfish.png') })
  expect(await hearth.problems()).toEqual([])
})

test('sample hand: draw seven, take a London mulligan, put one on the bottom, draw the next turn; exact odds shown', async ({
  hearth,
}) => {
  const { page } = hearth
  await openPractice(page, 'Sample hands')
  await page.getByTestId('sample-draw').click()
  const hand = page.getByTestId('sample-hand').getByRole('button')
  await expect(hand).toHaveCount(7)
  await page.getByTestId('sample-mulligan').click()
  await expect(page.getByTestId('sample-status')).toHaveText(/Choose 1 card\(s\) to put on the bottom/)
  await hand.first().click()
  await expect(hand).toHaveCount(6)
  await expect(page.getByTestId('sample-status')).toHaveText(/1 mulligan/)
  await page.getByTestId('sample-next').click()
  await expect(hand).toHaveCount(7)
  await expect(page.getByTestId('odds-lands')).toContainText(/At least 2 lands\s*\d+\.\d%/)
  await expect(page.getByTestId('odds-card')).toHaveText(/on the play \d+\.\d%, on the draw \d+\.\d%/)
  expect(await hearth.problems()).toEqual([])
})

test('simulation: 50 goldfish games in a worker, with progress, win rate and charts', async ({ hearth }, testInfo) => {
  const { page } = hearth
  await openPractice(page, 'Simulations')
  await page.getByLabel('Games').fill('50')
  await page.getByTestId('sim-run').click()
  await expect(page.getByTestId('sim-result')).toBeVisible({ timeout: 120_000 })
  await expect(page.getByTestId('sim-winrate')).toHaveText(/Won \d+ of 50 games: .*95% interval/)
  const charts = page.getByTestId('sim-result').locator('canvas')
  await expect(charts).toHaveCount(4)
  // The kill-turn chart drew bars: some pixels of its canvas are not transparent.
  const painted = await charts.first().evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
    let n = 0
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++
    return n
  })
  expect(painted).toBeGreaterThan(1000)
  const shot = testInfo.outputPath('practice-simulation.png')
  await page.screenshot({ path: shot, fullPage: true })
  await testInfo.attach('simulation', { path: shot, contentType: 'image/png' })
  const download = page.waitForEvent('download')
  await page.getByTestId('sim-csv').click()
  expect((await download).suggestedFilename()).toBe('simulation-normal.csv')
  expect(await hearth.problems()).toEqual([])
})

test('puzzles: one of each variant solved at the normal table, marked solved; a bad file is named', async ({
  hearth,
}) => {
  test.setTimeout(180_000)
  const { page } = hearth
  const dir = join(REPO_ROOT, 'resources/puzzles')
  const puzzles = readdirSync(dir).map((f) => parsePuzzle(readFileSync(join(dir, f), 'utf8')))
  await openPractice(page, 'Puzzles')
  await exposeStores(page)
  // The known solutions answer every stop, so the smart pass must not skip one.
  await page.evaluate(() =>
    (window as unknown as { __hearthside: { store(id: string): { update(p: object): Promise<void> } } }).__hearthside
      .store('settings')
      .update({ skipUnanswerable: false }),
  )
  for (const variant of variantIds()) {
    // Combat Rules: the puzzle whose fights come first (the table passes through a step no one must answer).
    const p = puzzles.find((x) => x.scenario.variant === variant && x.id !== 'combat-last-round-set-spell')!
    // The known solution as the engine's actions (the same position gives the same card ids in the page).
    const actions = playPuzzle(p, starterPool()).log
    const row = page.locator(`[data-puzzle="${p.id}"]`)
    await expect(row.locator('.state')).toHaveText('Unsolved')
    await row.getByRole('button', { name: `Play ${p.title}` }).click()
    await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
    await page.getByTestId('puzzle-hint').click()
    await expect(page.getByTestId('puzzle-hint-text')).toHaveText(p.hint)
    await page.evaluate(() =>
      ((window as unknown as Hooks).__hearthside.game() as unknown as { setComputers(s: object): void }).setComputers(
        {},
      ),
    )
    // Played in one go, so the table's own automatic passes don't interleave; a pass already made is skipped.
    const refused = await page.evaluate(
      (list) => {
        const game = (window as unknown as Hooks).__hearthside.game() as unknown as {
          state: { pending: { player: number }[]; priority: number | null }
          act(a: unknown): string | null
        }
        for (const a of list) {
          const s = game.state
          const acting = s.pending[0]?.player ?? s.priority
          if (a.type === 'pass' && (s.pending.length > 0 || a.player !== acting)) continue
          const why = game.act(a)
          if (why) return `${JSON.stringify(a)}: ${why}`
        }
        return null
      },
      actions as unknown as { type: string; player: number }[],
    )
    expect(refused, p.id).toBe(null)
    await expect(page.getByTestId('puzzle-solved'), p.id).toBeVisible()
    await page.getByRole('button', { name: 'Back to practice' }).click()
    await page.getByRole('tab', { name: 'Puzzles' }).click()
    await expect(page.locator(`[data-puzzle="${p.id}"] .state`)).toHaveText('✔ Solved')
  }
  await page.getByTestId('puzzle-import').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'hearthside-puzzle', version: 1, id: 'x', title: 'X', hint: 'h' })),
  })
  await expect(page.getByTestId('puzzle-error')).toHaveText(
    'broken.json: difficulty: must be one of easy, medium, hard',
  )
})

test('an imported puzzle is kept by main in the user data folder: listed again after a restart, deleted to the trash', async ({
  hearth,
}) => {
  const { page } = hearth
  const raw = JSON.parse(readFileSync(join(REPO_ROOT, 'resources/puzzles/normal-burn-out.json'), 'utf8'))
  const mine = { ...raw, id: 'my-burn', title: 'My own burn' }
  await openPractice(page, 'Puzzles')
  await page.getByTestId('puzzle-import').setInputFiles({
    name: 'my-burn.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(mine)),
  })
  await expect(page.getByRole('status').filter({ hasText: 'Imported "My own burn".' })).toBeVisible()
  await expect(page.locator('[data-puzzle="my-burn"]')).toBeVisible()
  const file = join(hearth.userData, 'puzzles', 'my-burn.puzzle.json')
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ id: 'my-burn', title: 'My own burn' })
  // A start position that doesn't build is refused by main, naming the field, and nothing is kept.
  const bad = { ...mine, id: 'bad' }
  bad.scenario = { ...mine.scenario, state: { ...mine.scenario.state, players: [{ hand: ['Lightning Blot'] }, {}] } }
  await page.getByTestId('puzzle-import').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  })
  await expect(page.getByTestId('puzzle-error')).toContainText('bad.json: scenario.state.players[0].hand[0]')
  expect(readdirSync(join(hearth.userData, 'puzzles'))).toEqual(['my-burn.puzzle.json'])
  // A new page (the app restarted) lists it again, from main.
  await page.reload()
  await openPractice(page, 'Puzzles')
  await expect(page.locator('[data-puzzle="my-burn"]')).toBeVisible()
  await page.getByRole('button', { name: 'Delete My own burn' }).click()
  await expect(page.locator('[data-puzzle="my-burn"]')).toHaveCount(0)
  expect(existsSync(file)).toBe(false)
  expect(await hearth.problems()).toEqual([])
})

test('a puzzle with a fixed opponent: its attack comes from the puzzle, and surviving it solves the puzzle', async ({
  hearth,
}) => {
  const { page } = hearth
  const p = parsePuzzle(readFileSync(join(REPO_ROOT, 'resources/puzzles/normal-hold-the-line.json'), 'utf8'))
  const actions = playPuzzle(p, starterPool()).log
  await openPractice(page, 'Puzzles')
  await exposeStores(page)
  await page.getByRole('button', { name: `Play ${p.title}` }).click()
  // The opponent's scripted attack with both Bears; the puzzle stops you at every step, so you pass to your blocks.
  const block = actions.find((a) => a.type === 'declareBlockers')!
  const shock = actions.find((a) => a.type === 'cast')!
  await expect
    .poll(() =>
      page.evaluate(() => {
        const s = (window as unknown as Hooks).__hearthside.game().state as {
          pending: { kind: string; player: number }[]
          combat: { attackers: unknown[] } | null
        }
        const game = (window as unknown as Hooks).__hearthside.game() as unknown as {
          act(a: unknown): string | null
          state: { priority: number | null }
        }
        if (!s.pending.length && game.state.priority === 0) game.act({ type: 'pass', player: 0 })
        return `${s.combat?.attackers?.length ?? 0} ${s.pending[0]?.kind ?? ''}`
      }),
    )
    .toBe('2 declareBlockers')
  // Wall of Wood blocks one Bear, Shock kills the other, then everyone passes to your next turn.
  const refused = await page.evaluate(
    ([blockAction, shockAction]) => {
      const game = (window as unknown as Hooks).__hearthside.game() as unknown as {
        state: { pending: { player: number }[]; priority: number | null; turn: number; phase: string }
        act(a: unknown): string | null
      }
      const blocked = game.act(blockAction)
      if (blocked) return blocked
      // The attacking player has priority first in the declare blockers step (CR 509.4): the fixed opponent passes.
      if (game.state.priority === 1) game.act({ type: 'pass', player: 1 })
      const shocked = game.act(shockAction)
      if (shocked) return shocked
      for (let i = 0; i < 200 && game.state.turn < 7 && game.state.phase !== 'ended'; i++) {
        const s = game.state
        if (s.pending.length || s.priority === null) break
        const why = game.act({ type: 'pass', player: s.priority })
        if (why) return why
      }
      return null
    },
    [block, shock] as unknown[],
  )
  expect(refused).toBe(null)
  await expect(page.getByTestId('puzzle-solved')).toBeVisible({ timeout: 20_000 })
})
