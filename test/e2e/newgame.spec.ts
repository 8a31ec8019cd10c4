// The screens around the game, in real Chromium with main's real bridge handlers (cards, decks, settings, rules):
// set up a game with two starter decks and start it; settings reach the disk; the card search and the decks screen
// answer from main's card pool.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './fixtures'

test('a new game: pick the variant and two starter decks, checked legal, and start it', async ({
  hearth,
}, testInfo) => {
  const { page } = hearth
  await page.getByRole('button', { name: 'New game', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New game' })).toBeVisible()
  await page.getByRole('radio', { name: 'Normal Magic' }).check()
  await expect(page.getByRole('radio', { name: 'Normal Magic' })).toBeChecked()

  await page.getByLabel('Name').first().fill('Ann')
  await page.getByLabel('Name').nth(1).fill('Ben')
  const decks = page.locator('select[data-field="deck"]')
  await decks.nth(0).selectOption({ label: 'Red Aggro (starter, 60 cards)' })
  await decks.nth(1).selectOption({ label: 'Green Stompy (starter, 60 cards)' })
  // Both checked by main against the normal deck rules.
  await expect(page.getByTestId('deck-legal')).toHaveCount(2)

  const screenshot = testInfo.outputPath('new-game.png')
  await page.screenshot({ path: screenshot, fullPage: true })
  await testInfo.attach('new game', { path: screenshot, contentType: 'image/png' })

  const start = page.getByRole('button', { name: 'Start', exact: true })
  await expect(start).toBeEnabled()
  await start.click()
  await expect(page.locator('main[aria-label="Game table"]')).toBeVisible()
  expect(await hearth.problems()).toEqual([])
})

test('the settings screen saves to settings.json and shows the card database', async ({ hearth }, testInfo) => {
  const { page } = hearth
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByTestId('card-db-status')).toHaveText(/The bundled starter pool: \d+ cards\./)
  await page.getByRole('radio', { name: /Every time priority passes/ }).check()
  await page.getByRole('checkbox', { name: 'Upkeep' }).check()
  // The stop "when an opponent's spell or ability resolves" (CR 117.3b), explained beside it.
  await page.getByRole('checkbox', { name: /When an opponent’s spell or ability resolves/ }).check()
  await expect(page.getByText(/never passes for you right after an opponent’s spell or ability resolves/)).toBeVisible()
  const file = join(hearth.userData, 'settings.json')
  await expect
    .poll(() => {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
      } catch {
        return null
      }
    })
    .toMatchObject({
      handOff: 'every-priority',
      stops: expect.arrayContaining(['upkeep', 'precombatMain', 'opponentResolves']),
    })
  const screenshot = testInfo.outputPath('settings.png')
  await page.screenshot({ path: screenshot, fullPage: true })
  await testInfo.attach('settings', { path: screenshot, contentType: 'image/png' })
  expect(await hearth.problems()).toEqual([])
})

test('the card search and the decks screen answer from main', async ({ hearth }) => {
  const { page } = hearth
  await page.getByRole('button', { name: 'Card database', exact: true }).click()
  await page.getByLabel('Exact mana cost').fill('{U}{U}')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('rowheader', { name: 'Counterspell' })).toBeVisible()
  // The large card view from the card database: the whole card, its text line by line, closed with Escape.
  const detail = page.getByTestId('card-detail')
  await page.getByRole('rowheader', { name: 'Counterspell' }).getByRole('button').click()
  await expect(detail).toHaveAttribute('aria-label', 'Counterspell')
  await expect(detail.getByRole('list', { name: 'Rules text' })).toContainText('Counter target spell')
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  await expect(page.getByRole('rowheader', { name: 'Counterspell' })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Decks', exact: true }).click()
  const red = page.locator('details[data-deck="normal-red-aggro"]')
  await red.locator('summary').click()
  await expect(red.getByTestId('deck-legal')).toBeVisible()
  await expect(red).toContainText('4 Lightning Bolt')
  // The large card view from a deck list.
  await red.getByRole('button', { name: 'Lightning Bolt', exact: true }).click()
  await expect(detail).toHaveAttribute('aria-label', 'Lightning Bolt')
  await expect(detail).toContainText('3 damage to any target')
  await detail.getByRole('button', { name: /close/i }).click()
  await expect(detail).toBeHidden()
  expect(await hearth.problems()).toEqual([])
})
