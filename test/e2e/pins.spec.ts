// Optional seat PINs, in Chromium, set where players set them (New Game): the seat's cover, its agreement to an
// undo into its decisions, and the replay of its hidden cards each ask for that PIN; a wrong one is refused by name
// and changes nothing. A seat without a PIN is never asked.
import { expect, test } from './fixtures'
import { exposeStores, gameLog, takeSeat } from './table'

test('a PIN set at New Game guards its seat’s cover, its agreement to an undo, and its cards in a replay', async ({
  hearth,
}) => {
  test.setTimeout(90_000)
  const { page } = hearth
  // Ann stops at her first main phase even with nothing to play (no smart pass): her turn is a seat change.
  await exposeStores(page)
  await page.evaluate(() =>
    (window as unknown as { __hearthside: { store(id: string): { update(p: object): Promise<void> } } }).__hearthside
      .store('settings')
      .update({ skipUnanswerable: false }),
  )
  await page.getByRole('button', { name: 'New game', exact: true }).click()
  await page.getByRole('radio', { name: 'Normal Magic' }).check()
  await page.getByLabel('Name').first().fill('Ann')
  await page.getByLabel('Name').nth(1).fill('Ben')
  const decks = page.locator('select[data-field="deck"]')
  await decks.nth(0).selectOption({ label: 'Red Aggro (starter, 60 cards)' })
  await decks.nth(1).selectOption({ label: 'Green Stompy (starter, 60 cards)' })
  // Off by default: both PIN fields are empty.
  const pins = page.locator('input[data-field="pin"]')
  await expect(pins).toHaveCount(2)
  await expect(pins.nth(0)).toHaveValue('')
  await pins.nth(1).fill('2468')
  await page.locator('select[data-field="starting-player"]').selectOption('0')
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()

  // Ann has no PIN: her cover lifts with a click. Ben's asks for his.
  const cover = page.getByTestId('hand-off')
  await expect(cover).toContainText('Pass to Ann')
  await expect(page.getByTestId('seat-pin')).toHaveCount(0)
  await takeSeat(page)
  await page.getByTestId('keep').click()
  await expect(cover).toContainText('Pass to Ben')
  // A click without the PIN only moves the focus to its field.
  await page.getByTestId('take-seat').click()
  await expect(page.getByTestId('seat-pin')).toBeFocused()
  await expect(cover).toBeVisible()
  await page.getByTestId('seat-pin').fill('1357')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('pin-refused')).toHaveText("That is not Ben's PIN.")
  await expect(page.getByTestId('keep')).toHaveCount(0)
  await page.getByTestId('seat-pin').fill('2468')
  await page.keyboard.press('Enter')
  await expect(cover).toBeHidden()
  await page.getByTestId('keep').click()
  await takeSeat(page) // back to Ann, who starts

  // Ann undoes into Ben's mulligan decision: Ben must agree, with his PIN.
  await page.getByTestId('undo').click()
  const consent = page.getByTestId('travel-consent')
  await expect(consent).toContainText("Ann wants to undo 1 action, into Ben's decisions.")
  await consent.locator('#travel-pin-1').fill('0000')
  await consent.getByTestId('travel-agree-1').click()
  await expect(consent.getByRole('alert')).toHaveText("That is not Ben's PIN.")
  await expect(consent).toBeVisible()
  await consent.locator('#travel-pin-1').fill('2468')
  await page.keyboard.press('Enter')
  await expect(consent).toBeHidden()
  await expect.poll(() => gameLog(page)).toContain('Ann undid 1 action')
  // The undo lands in Ben's decision: his cover, with his PIN, before his hand.
  await expect(cover).toContainText('Pass to Ben')
  await expect(page.getByTestId('keep')).toHaveCount(0)

  // The replay of this unfinished game: Ben's cards show only with his PIN.
  await page.getByRole('button', { name: 'Leave', exact: true }).click()
  await page.getByRole('button', { name: 'Load game', exact: true }).click()
  await page.getByRole('button', { name: 'Replay' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: /^Replay/ })).toBeVisible()
  const benAgrees = page.getByRole('checkbox', { name: 'Ben agrees' })
  await benAgrees.click() // refused: the box stays unticked
  await expect(page.getByRole('alert')).toContainText("Ben's PIN")
  await expect(benAgrees).not.toBeChecked()
  const viewAs = page.getByRole('combobox', { name: 'Show the board as' })
  await expect(viewAs.locator('option[value="1"]')).toBeDisabled()
  await page.getByTestId('replay-pin-1').fill('2468')
  await benAgrees.check()
  await expect(benAgrees).toBeChecked()
  await expect(viewAs.locator('option[value="1"]')).toBeEnabled()
  // Ann has no PIN: her box needs none.
  await page.getByRole('checkbox', { name: 'Ann agrees' }).check()
  await expect(page.getByRole('checkbox', { name: 'Ann agrees' })).toBeChecked()
  expect(await hearth.problems()).toEqual([])
})
