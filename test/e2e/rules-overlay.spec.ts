// The rules reference (F1) during a game opens over the table and Back or Escape returns to it exactly as it was:
// over the hand-off cover it reveals nothing, and no key pressed in it reaches the cover or the table.
import { expect, test } from './fixtures'
import { annAndBen, deck, DELIBERATE_WAIT_MS, gameLog, startGame, table, takeSeat } from './table'

const ANN = deck({ Mountain: 10, 'Lightning Bolt': 10 })
const BEN = deck({ Forest: 10, 'Grizzly Bears': 10 })

test('F1 over the cover reveals nothing, its keys reach nothing, and Escape returns to the same cover', async ({
  hearth,
}) => {
  test.setTimeout(60_000)
  const { page } = hearth
  await startGame(page, annAndBen(21, ANN, BEN))
  const cover = page.getByTestId('hand-off')
  await expect(cover).toContainText('Pass to Ann')
  await page.keyboard.press('F1')
  const overlay = page.getByTestId('rules-overlay')
  await expect(overlay.getByRole('heading', { name: 'Rules reference' })).toBeVisible()
  // The overlay hides the whole window; nothing of a hand is in the page.
  const box = await overlay.boundingBox()
  expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 })
  expect(await page.content()).not.toContain('Lightning Bolt')
  // R (the cover's own key) pressed in the reference after the delay does not lift the cover underneath.
  await page.waitForTimeout(DELIBERATE_WAIT_MS)
  await overlay.getByRole('button', { name: /Back to the game/ }).focus()
  await page.keyboard.press('r')
  await page.keyboard.press('Escape')
  await expect(overlay).toHaveCount(0)
  await expect(cover).toContainText('Pass to Ann')
  expect(await page.content()).not.toContain('Lightning Bolt')
})

test('F1 mid-turn keeps the table: Back returns to the same turn, hand and log', async ({ hearth }) => {
  test.setTimeout(60_000)
  const { page } = hearth
  await startGame(page, annAndBen(21, ANN, BEN))
  for (let i = 0; i < 2; i++) {
    await takeSeat(page)
    await page.getByTestId('keep').click()
  }
  await takeSeat(page)
  const snapshot = async () => ({
    table: await table(page).evaluate((el) => [el.getAttribute('data-turn'), el.getAttribute('data-step')]),
    cards: await table(page).locator('[data-card]').count(),
    log: (await gameLog(page)).length,
  })
  const before = await snapshot()
  await page.getByTestId('rules').click()
  const overlay = page.getByTestId('rules-overlay')
  await overlay.getByRole('searchbox').fill('mulligan')
  // Space typed in the search field passes nothing.
  await overlay.getByRole('searchbox').press('Space')
  await overlay.getByRole('button', { name: /Back to the game/ }).click()
  await expect(overlay).toHaveCount(0)
  const after = await snapshot()
  expect(after).toEqual(before)
  expect(before.cards).toBeGreaterThan(0)
})
