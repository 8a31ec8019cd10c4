// Hidden cards stay hidden against the players' own habits, in Chromium: a held or repeated Space (or Enter) never
// lifts the next player's cover nor answers another player's "respond?"; an undo into another player's decision asks
// them and is logged; a seat's PIN guards its cover.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { annAndBen, deck, DELIBERATE_WAIT_MS, seat, startGame, takeSeat } from './table'

const ANN = deck({ Mountain: 10, 'Lightning Bolt': 10 })
/** Ben's hand is only Forests and Grizzly Bears: "Grizzly Bears" in the page means his hand shows. */
const BEN = deck({ Forest: 10, 'Grizzly Bears': 10 })

/** Holds a key down like a person leaning on it: one keydown, then auto-repeats (`repeat: true`), then keyup. */
async function hold(page: Page, key: string, repeats: number): Promise<void> {
  await page.keyboard.down(key)
  for (let i = 0; i < repeats; i++) {
    await page.waitForTimeout(60)
    await page.keyboard.down(key) // Playwright marks a second down of a held key as a repeat
  }
  await page.keyboard.up(key)
}

async function keepBoth(page: Page): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await takeSeat(page)
    await page.getByTestId('keep').click()
  }
  await takeSeat(page)
}

const benHandShows = async (page: Page) => (await page.content()).includes('Grizzly Bears')

test('Ann passing with Space up to the cover, then holding or tapping Space and Enter, never lifts Ben’s cover', async ({
  hearth,
}) => {
  const { page } = hearth
  await startGame(page, annAndBen(21, ANN, BEN))
  await keepBoth(page)
  // Ann passes with fresh Space presses until "Pass to Ben" comes up (her turn ends; Ben's begins).
  const cover = page.getByTestId('hand-off')
  for (let i = 0; i < 20 && !(await cover.isVisible()); i++) {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Space')
    await page.waitForTimeout(50)
  }
  await expect(cover).toContainText('Pass to Ben')
  // The focus is on the cover itself, never on a button (nor on Ben's controls, which don't exist yet).
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('hand-off')
  // Her habits: Space held (auto-repeat), fresh Space and Enter presses after the delay, Enter held.
  await hold(page, 'Space', 15)
  await page.waitForTimeout(DELIBERATE_WAIT_MS)
  for (const key of ['Space', 'Enter', 'Space', 'Enter']) {
    await page.keyboard.press(key)
    await page.waitForTimeout(120)
  }
  await hold(page, 'Enter', 10)
  // Even with the cover's button focused by a Tab, Space and Enter do nothing.
  await page.getByTestId('take-seat').focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Enter')
  await expect(cover).toBeVisible()
  expect(await benHandShows(page)).toBe(false)
  expect(await page.locator('.card').count()).toBe(0)
  // Ben's R, pressed afresh once the cover has been up a moment, lifts it.
  await page.keyboard.press('r')
  await expect(cover).toBeHidden()
  await expect(page.getByTestId('seat')).toHaveText('Ben at the table')
  expect(await benHandShows(page)).toBe(true)
  expect(await hearth.problems()).toEqual([])
})

test('Ann’s Space and Enter never answer Ben’s "respond?"; Ben’s click does; an undo into Ben’s answer asks him and is logged', async ({
  hearth,
}) => {
  const { page } = hearth
  await startGame(page, annAndBen(21, ANN, BEN), { smartPass: false })
  await keepBoth(page)
  // Ann plays a Mountain and drags Lightning Bolt onto Ben.
  await seat(page, 0).locator('.player__hand .card[data-name="Mountain"]').first().click()
  await seat(page, 0)
    .locator('.player__hand .card[data-name="Lightning Bolt"]')
    .first()
    .dragTo(page.locator('[data-life="1"]'))
  const respond = page.getByTestId('respond')
  await expect(respond).toContainText('Ben: respond to')
  const log = page.getByRole('region', { name: 'Game log' })
  await expect(log).toContainText('Ann casts Lightning Bolt targeting Ben')
  const linesBefore = (await log.innerText()).split('\n').length
  // Ann, still at the keys: Space held, Space and Enter tapped, and on the focused "Let it resolve" too.
  await hold(page, 'Space', 10)
  await page.waitForTimeout(DELIBERATE_WAIT_MS)
  for (const key of ['Space', 'Enter']) await page.keyboard.press(key)
  await page.getByTestId('respond-no').focus()
  for (const key of ['Space', 'Enter']) await page.keyboard.press(key)
  await hold(page, 'Enter', 8)
  await expect(respond).toBeVisible()
  await expect(page.locator('[data-life="1"]')).toHaveText('♥ 20')
  expect((await log.innerText()).split('\n').length).toBe(linesBefore)
  // Ben clicks.
  await page.getByTestId('respond-no').click()
  await expect(page.locator('[data-life="1"]')).toHaveText('♥ 17')
  await expect(log).toContainText('Ben passes')
  // Ann undoes: that takes back Ben's answer, so Ben is asked first; nothing changes until he agrees.
  await page.getByTestId('undo').click()
  const consent = page.getByTestId('travel-consent')
  await expect(consent).toContainText("Ann wants to undo 1 action, into Ben's decisions.")
  await page.keyboard.press('Space')
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-life="1"]')).toHaveText('♥ 17')
  await consent.getByTestId('travel-agree-1').click()
  await expect(consent).toBeHidden()
  await expect(respond).toBeVisible() // Ben is asked again
  await expect(log).toContainText("Ann undid 1 action, back into Ann's turn")
  // A redo into his answer asks him too; his refusal is logged and nothing is redone.
  await page.getByTestId('redo').click()
  await consent.getByTestId('travel-refuse-1').click()
  await expect(log).toContainText('Ben refused to let Ann redo 1 action')
  await expect(respond).toBeVisible()
  expect(await hearth.problems()).toEqual([])
})

test('a seat with a PIN lifts its cover only with that PIN (set at New Game; off by default)', async ({ hearth }) => {
  const { page } = hearth
  const setup = annAndBen(21, ANN, BEN)
  setup.players[1] = { ...setup.players[1], pin: '2468' } as (typeof setup.players)[number]
  await startGame(page, setup)
  await takeSeat(page) // Ann has no PIN
  await page.getByTestId('keep').click()
  const cover = page.getByTestId('hand-off')
  await expect(cover).toContainText('Pass to Ben')
  await page.getByTestId('take-seat').click()
  await expect(cover).toBeVisible()
  await page.getByTestId('seat-pin').fill('1111')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('pin-refused')).toHaveText("That is not Ben's PIN.")
  expect(await benHandShows(page)).toBe(false)
  await page.getByTestId('seat-pin').fill('2468')
  await page.keyboard.press('Enter')
  await expect(cover).toBeHidden()
  await expect(page.getByTestId('keep')).toBeVisible()
  expect(await hearth.problems()).toEqual([])
})
