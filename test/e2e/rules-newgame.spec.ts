// The rules reference and New Game, in Chromium under the app's CSP: Markdown rendered (headings, tables, bold) with
// nothing blocked and no notes for developers; New Game remembers the last players, keeps Start in view at
// 1024×640, and labels Heroic's ban list away from the seats.
import { expect, test } from './fixtures'

test("the rules reference renders its Markdown under the CSP and reads as a player's guide", async ({ hearth }) => {
  const { page } = hearth
  await page.getByRole('button', { name: 'Rules reference', exact: true }).click()
  const article = page.locator('article.rules__text')
  const about = article.locator('[data-test="markdown"]')
  await expect(about.getByRole('heading', { level: 1, name: 'About the rules' })).toBeVisible()
  await expect(about.locator('table tbody tr')).toHaveCount(5)
  await expect(about.locator('strong').first()).toBeVisible()
  await expect(article).not.toContainText('this project')
  await expect(article).not.toContainText('.txt')

  await page.getByRole('button', { name: /^Rulings/ }).click()
  const rulings = article.locator('[data-test="markdown"]')
  await expect(rulings.getByRole('heading', { level: 2, name: 'Manahearth', exact: true })).toBeVisible()
  await expect(rulings.locator('li').filter({ hasText: /^MH-10 / })).toBeVisible()
  await expect(rulings.locator('strong', { hasText: 'option' }).first()).toBeVisible()
  await expect(article).not.toContainText('code comments')
  await expect(article).not.toContainText('**')
  // Nothing rendered carries an inline style (the CSP would block it).
  expect(await article.locator('[data-test="markdown"] [style]').count()).toBe(0)

  // A search result jumps to its ruling in the rendered text, marked.
  await page.getByLabel('Search the rules and rulings').fill('MH-10')
  await page.locator('[data-document="rulings"] [data-testid="rules-match"]').first().click()
  await expect(rulings.locator('li:focus')).toContainText('MH-10 Hero ability')
  await expect(rulings.locator('mark', { hasText: 'MH-10' }).first()).toBeVisible()
  expect(await hearth.problems()).toEqual([])
})

test('New Game remembers the last players, keeps Start in view at 1024×640, and labels the ban list', async ({
  hearth,
}) => {
  const { page } = hearth
  await page.setViewportSize({ width: 1024, height: 640 })
  await page.getByRole('button', { name: 'New game', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New game' })).toBeVisible()
  const start = page.getByRole('button', { name: 'Start', exact: true })
  const inView = async () => {
    const box = (await start.boundingBox())!
    return box.y >= 0 && box.y + box.height <= 640
  }
  // Start is in view without scrolling, and stays in view scrolled to the seats.
  expect(await inView()).toBe(true)
  await page.getByLabel('Name').first().fill('Ann')
  await page.getByLabel('Name').nth(1).fill('Ben')
  await page.locator('[data-seat="1"] select[data-field="color"]').selectOption({ index: 4 })
  const benColor = await page.locator('[data-seat="1"] select[data-field="color"]').inputValue()
  await page.locator('[data-seat="1"]').scrollIntoViewIfNeeded()
  expect(await inView()).toBe(true)
  await expect(page.getByTestId('deck-legal')).toHaveCount(2)
  await start.click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()

  // Next time (after a restart of the page), the same players are offered.
  await page.reload()
  await page.getByRole('button', { name: 'New game', exact: true }).click()
  await expect(page.getByLabel('Name').first()).toHaveValue('Ann')
  await expect(page.getByLabel('Name').nth(1)).toHaveValue('Ben')
  await expect(page.locator('[data-seat="1"] select[data-field="color"]')).toHaveValue(benColor)

  // Heroic's ban list: a labelled box in the house rules, above and apart from the seats.
  await page.getByRole('radio', { name: 'Heroic' }).check()
  const banList = page.getByRole('textbox', { name: /^Banned cards/ })
  await expect(banList).toBeVisible()
  const box = (await banList.boundingBox())!
  const seats = (await page.locator('.new-game__seats').boundingBox())!
  expect(box.y + box.height).toBeLessThan(seats.y - 24)
  expect(await page.locator('.new-game__seats textarea, .new-game__seats [data-option]').count()).toBe(0)
  expect(await inView()).toBe(true)
  expect(await hearth.problems()).toEqual([])
})
