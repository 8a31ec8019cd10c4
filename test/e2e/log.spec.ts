// The game log at the table: it follows the newest line unless the player has scrolled up to read (then it offers a
// jump to the new lines), its heading sits clear of the lines, and its wording is clean after a mulligan.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { deck, gameLog, pass, startGame, takeSeatIfAsked } from './table'

const lines = (page: Page) => page.locator('[data-test="log-lines"]')

async function scrollState(page: Page) {
  return page.evaluate(() => {
    const el = document.querySelector('[data-test="log-lines"]')
    if (!el) return { top: 0, max: 0, count: 0, shown: false }
    // Every line counts, a folded run of passes by its passes.
    const count = el.children.length + el.querySelectorAll('.log__pass').length
    return { top: el.scrollTop, max: el.scrollHeight - el.clientHeight, count, shown: true }
  })
}

/** The player at the table keeps, discards down to hand size (CR 514.1) or passes. */
async function step(page: Page) {
  const keep = page.getByTestId('keep')
  const discard = page.getByTestId('confirm-cards')
  if (await keep.isVisible()) await keep.click()
  else if (await discard.isVisible()) {
    await page.getByRole('group', { name: 'Cards in hand' }).getByRole('checkbox').first().check()
    await discard.click()
  } else await pass(page)
}

/** Passes (taking the hand-offs) until the log holds more lines than it shows, or `enough` says so. */
async function passUntil(page: Page, enough: () => Promise<boolean>, limit = 150) {
  for (let i = 0; i < limit && !(await enough()); i++) {
    if (await takeSeatIfAsked(page)) continue
    await step(page)
  }
}

test('the log follows the newest line unless scrolled up; its heading is clear of the text; a mulligan reads cleanly', async ({
  hearth,
}) => {
  const { page } = hearth
  await page.setViewportSize({ width: 1024, height: 640 })
  await startGame(page, {
    variant: 'normal',
    options: {},
    players: [
      { name: 'Ann', color: '#f59e0b', deck: deck({ Mountain: 24, 'Grizzly Bears': 16 }) },
      { name: 'Ben', color: '#38bdf8', deck: deck({ Forest: 24, 'Grizzly Bears': 16 }) },
    ],
    start: 0,
    seed: 7,
  })
  await takeSeatIfAsked(page)
  // Ann takes a mulligan and keeps: the log says what stays, not "keeps 7 cards" before the bottom choice.
  await page.getByTestId('mulligan').click()
  await takeSeatIfAsked(page)
  await page.getByTestId('keep').click()
  await expect(page.getByRole('region', { name: 'Game log' })).toContainText(
    'Ann keeps 6 cards and puts 1 card on the bottom',
  )
  expect(await gameLog(page)).not.toMatch(/Ann keeps 7 cards|card\(s\)|\b1 cards\b/)
  await takeSeatIfAsked(page)
  await page.getByRole('group', { name: 'Cards in hand' }).getByRole('checkbox').first().check()
  await page.getByTestId('confirm-cards').click()

  // Enough play for the log to scroll: it stays at its newest line.
  await passUntil(page, async () => {
    const s = await scrollState(page)
    return s.max > 60
  })
  await takeSeatIfAsked(page)
  let s = await scrollState(page)
  expect(s.max).toBeGreaterThan(60)
  expect(s.max - s.top).toBeLessThanOrEqual(8)

  // The heading never overlaps the lines.
  const heading = (await page.getByRole('region', { name: 'Game log' }).getByRole('heading').boundingBox())!
  const list = (await lines(page).boundingBox())!
  expect(heading.y + heading.height).toBeLessThanOrEqual(list.y + 0.5)

  // Scrolled up to read: new lines don't pull the log down; a button offers them. (A hand-off gives the table to
  // the next player, who starts at the newest line: the check waits for an action without one.)
  let checked = false
  for (let i = 0; i < 40 && !checked; i++) {
    if (await takeSeatIfAsked(page)) continue
    await lines(page).evaluate((el) => {
      el.scrollTop = 0
      el.dispatchEvent(new Event('scroll'))
    })
    const before = (await scrollState(page)).count
    await step(page)
    await page.waitForTimeout(150)
    if (await page.getByTestId('hand-off').isVisible()) continue
    s = await scrollState(page)
    if (s.count <= before) continue
    expect(s.top).toBe(0)
    checked = true
  }
  expect(checked).toBe(true)
  const jump = page.getByRole('button', { name: /new lines? ↓/ })
  await expect(jump).toBeVisible()
  await jump.click()
  s = await scrollState(page)
  expect(s.max - s.top).toBeLessThanOrEqual(8)
  // Following again.
  const now = s.count
  await passUntil(page, async () => (await scrollState(page)).count > now)
  await takeSeatIfAsked(page)
  s = await scrollState(page)
  expect(s.max - s.top).toBeLessThanOrEqual(8)
  expect(await hearth.problems()).toEqual([])
})
