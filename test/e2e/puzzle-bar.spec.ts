// One person at the table, no cover: a puzzle with a fixed opponent opens on the solver's own table and Reset keeps it
// so; the puzzle bar sits under the header, clear of Undo, Save, Leave and the turn line; a puzzle whose turn is over
// says it can no longer be won. The goldfish's turn passes with no thinking shown.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { exposeStores } from './table'

async function openPuzzles(page: Page) {
  await page.getByRole('button', { name: 'Practice', exact: true }).click()
  await page.getByRole('tab', { name: 'Puzzles' }).click()
}

async function apart(a: Locator, b: Locator): Promise<boolean> {
  const x = (await a.boundingBox())!
  const y = (await b.boundingBox())!
  return x.x + x.width <= y.x || y.x + y.width <= x.x || x.y + x.height <= y.y || y.y + y.height <= x.y
}

test('a fixed-opponent puzzle: no cover, Reset brings none, the bar hides nothing, a lost puzzle says so', async ({
  hearth,
}) => {
  const { page } = hearth
  await page.setViewportSize({ width: 1280, height: 800 })
  await openPuzzles(page)
  await exposeStores(page)
  await page.getByRole('button', { name: 'Play Burn out' }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  await expect(page.getByTestId('hand-off')).toHaveCount(0)
  await expect(page.getByTestId('seat')).toHaveText('You at the table')
  const bar = page.getByRole('complementary', { name: 'Puzzle' })
  for (const id of ['undo', 'save']) expect(await apart(bar, page.getByTestId(id)), id).toBe(true)
  expect(await apart(bar, page.locator('.game__bar'))).toBe(true)
  // Reset: the same position, still no cover.
  await page.getByTestId('puzzle-reset').click()
  await expect(page.getByTestId('hand-off')).toHaveCount(0)
  await expect(page.getByTestId('seat')).toHaveText('You at the table')
  // Passing the whole turn away: "win this turn" can no longer be won, and the bar says so.
  await page.evaluate(async () => {
    const game = (
      window as unknown as {
        __hearthside: { game(): { state: { priority: number | null; turn: number }; act(a: object): string | null } }
      }
    ).__hearthside.game()
    const turn = game.state.turn
    // The fixed opponent answers between two passes (a moment each).
    for (let i = 0; i < 120 && game.state.turn === turn; i++) {
      if (game.state.priority === 0) game.act({ type: 'pass', player: 0 })
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  })
  await expect(page.getByTestId('puzzle-lost')).toContainText('can no longer be won')
  await expect(page.getByTestId('hand-off')).toHaveCount(0)
  expect(await hearth.problems()).toEqual([])
})
