// The card database screen with an imported database: the deck editor's query language (o: included) and the card
// shown as the deck editor shows it (its rules text, the large view); the Practice screen in the app's own style, its
// sample hands drawn as cards.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { starterPool } from '../../src-shared/cards/starter'
import { atomicEntry } from '../support/atomicIndex'
import { expect, test } from './fixtures'
import { screenshotPath } from './table'

/** Cards the bundled starter pool lacks (their text comes only from the imported database), and two it has. */
const OUTSIDE = ['Sift', 'Deep Analysis']
const INSIDE = ['Lightning Bolt', 'Counterspell']

test('with an imported database, o: finds by rules text and the card shows its text and its whole card', async ({
  hearth,
}) => {
  test.setTimeout(60_000)
  const { page } = hearth
  for (const name of OUTSIDE) expect(starterPool().byName(name)).toBeUndefined()
  const file = join(hearth.userData, 'AtomicCards-small.json')
  const data = Object.fromEntries([...OUTSIDE, ...INSIDE].map((name) => [name, atomicEntry(name)]))
  writeFileSync(file, JSON.stringify({ meta: { date: '2026-01-01', version: 'test' }, data }))
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  hearth.openNext(file)
  await page.locator('[data-action="import-cards"]').click()
  await expect(page.getByRole('status').filter({ hasText: 'Imported 4 cards' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: /Back/ }).click()

  await page.getByRole('button', { name: 'Card database', exact: true }).click()
  await page.getByTestId('card-query').fill('o:"draw three cards" t:sorcery')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('rowheader')).toHaveText(['Sift'])
  await expect(page.getByTestId('card-preview')).toContainText('Draw three cards, then discard a card.')
  await page.getByRole('rowheader', { name: 'Sift' }).getByRole('button').click()
  const detail = page.getByTestId('card-detail')
  await expect(detail.getByRole('list', { name: 'Rules text' })).toContainText('Draw three cards, then discard a card.')
  await page.keyboard.press('Escape')
  // Or, parentheses and negation, as in the deck editor.
  await page.getByTestId('card-query').fill('o:flashback or o:"3 damage"')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('rowheader')).toHaveText(['Deep Analysis', 'Lightning Bolt'])
  await page.getByTestId('card-query').fill('(o:flashback or o:"3 damage") -t:instant')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('rowheader')).toHaveText(['Deep Analysis'])
  await page.screenshot({ path: screenshotPath('cards-screen.png') })
  expect(await hearth.problems()).toEqual([])
})

test('Practice has the app’s header and buttons; a sample hand is drawn as cards that can be picked', async ({
  hearth,
}) => {
  test.setTimeout(60_000)
  const { page } = hearth
  await page.getByRole('button', { name: 'New game', exact: true }).click()
  const style = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el)
        return { font: s.fontSize, bg: s.backgroundColor, radius: s.borderRadius }
      })
  const newGameTitle = await style('h1')
  const accent = await style('.new-game__start')
  await page.getByRole('button', { name: /Back/ }).click()
  await page.getByRole('button', { name: 'Practice', exact: true }).click()
  expect((await style('h1')).font).toBe(newGameTitle.font)
  await expect(page.locator('.screen-header')).toHaveCount(1)
  await page.getByRole('tab', { name: 'Sample hands' }).click()
  // The main action looks like New Game's Start: the accent colour and the app's radius.
  const draw = await style('[data-testid="sample-draw"]')
  expect(draw.bg).toBe(accent.bg)
  await page.getByTestId('sample-draw').click()
  const hand = page.getByTestId('sample-hand').locator('.card')
  await expect(hand).toHaveCount(7)
  // Cards, not text buttons: a tile with its name and a card's proportions.
  const box = (await hand.first().boundingBox())!
  expect(box.height / box.width).toBeGreaterThan(1.3)
  expect(box.width).toBeGreaterThanOrEqual(100)
  expect(await hand.first().getAttribute('data-name')).toBeTruthy()
  expect(await page.getByTestId('sample-hand').locator('button').count()).toBe(0)
  await page.getByTestId('sample-mulligan').click()
  // London mulligan: seven new cards, one to put on the bottom, chosen with a click.
  await expect(page.getByTestId('sample-status')).toContainText('Choose 1 card')
  await hand.nth(2).click()
  await expect(hand).toHaveCount(6)
  await page.screenshot({ path: screenshotPath('practice-sample-hand.png') })
  expect(await hearth.problems()).toEqual([])
})
