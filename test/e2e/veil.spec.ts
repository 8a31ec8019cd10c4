// The veil, in Chromium: once another player has acted at the screen (Ben declares blockers on the public view, CR
// 509.1), Ann's hand comes back only through her own cover. Until she lifts it she goes on on the public view, her
// hand face down; a held Space (or Enter) never lifts it, passes for her, or lifts her cover.
import type { Page } from '@playwright/test'
import '@shared/variants'
import { CardPool } from '@shared/cards/pool'
import { starterCardDefinitions } from '@shared/cards/starter'
import { runScenario } from '@shared/scenario'
import { expect, test } from './fixtures'
import { DELIBERATE_WAIT_MS, seat, startAtPosition, table, takeSeat } from './table'

/** Ann's turn 3, about to attack with Raging Goblin; Lightning Bolt in her hand (the card that must not show). */
const ATTACK = {
  variant: 'normal',
  seed: 3,
  start: 0,
  actions: [],
  players: [{ name: 'Ann' }, { name: 'Ben' }],
  state: {
    turn: 3,
    active: 0,
    step: 'declareAttackers',
    players: [
      {
        hand: ['Lightning Bolt', 'Mountain'],
        library: ['Mountain', 'Mountain'],
        battlefield: ['Mountain', 'Raging Goblin'],
      },
      { hand: ['Forest'], library: ['Forest', 'Forest'], battlefield: ['Forest', 'Grizzly Bears'] },
    ],
  },
}

/** Holds a key down like a person leaning on it: one keydown, then auto-repeats, then keyup. */
async function hold(page: Page, key: string, repeats: number): Promise<void> {
  await page.keyboard.down(key)
  for (let i = 0; i < repeats; i++) {
    await page.waitForTimeout(60)
    await page.keyboard.down(key)
  }
  await page.keyboard.up(key)
}

const annHandShows = async (page: Page) => (await page.content()).includes('Lightning Bolt')

test('the veil: after Ben blocks on the public view, Ann’s hand shows only once she lifts it, never by a held Space', async ({
  hearth,
}) => {
  test.setTimeout(120_000)
  const { page } = hearth
  const state = runScenario(ATTACK, new CardPool(starterCardDefinitions())).state
  await startAtPosition(page, state)
  await takeSeat(page)
  expect(await annHandShows(page)).toBe(true)
  // Ann attacks with the Goblin.
  await seat(page, 0).locator('.player__battlefield .card[data-name="Raging Goblin"]').click()
  await page.getByTestId('confirm-attackers').click()
  const blockHere = page.getByTestId('block-here')
  for (let i = 0; i < 10 && !(await blockHere.isVisible()); i++) {
    if (await page.getByTestId('pass').isEnabled()) await page.getByTestId('pass').click()
    await page.waitForTimeout(100)
  }
  // Ben blocks with his Bears on the public view: no hand shows.
  await expect(blockHere).toBeVisible()
  expect(await annHandShows(page)).toBe(false)
  await seat(page, 1).locator('.player__battlefield .card[data-name="Grizzly Bears"]').click()
  await page.getByTestId('confirm-blockers').click()
  // Ann has priority again (after combat, in her second main phase): her hand face down, no cover, no Pass button.
  const veiled = page.getByTestId('veiled')
  await expect(veiled).toBeVisible()
  await expect(veiled).toContainText("Ann's hand is face down")
  expect(await annHandShows(page)).toBe(false)
  expect(await page.getByTestId('hand-off').count()).toBe(0)
  expect(await page.getByTestId('pass').count()).toBe(0)
  await expect(table(page)).toHaveAttribute('data-viewer', '')
  // The focus is not on her controls.
  expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="veiled"]') ?? null)).toBeNull()
  const step = await table(page).getAttribute('data-step')
  // Ben (or Ann) leaning on Space and Enter, then tapping them after the delay: nothing lifts, nothing passes.
  await hold(page, 'Space', 12)
  await page.waitForTimeout(DELIBERATE_WAIT_MS)
  for (const key of ['Space', 'Enter', 'Space']) {
    await page.keyboard.press(key)
    await page.waitForTimeout(100)
  }
  await hold(page, 'Enter', 8)
  // Even with "Show Ann's hand" focused by a Tab: Space and Enter do nothing.
  await page.getByTestId('lift-hand').focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Enter')
  await hold(page, 'Space', 6)
  await expect(veiled).toBeVisible()
  await expect(table(page)).toHaveAttribute('data-step', step ?? '')
  expect(await annHandShows(page)).toBe(false)
  // Ann's deliberate act: the click brings her cover (which a held Space doesn't lift either), then her hand.
  await page.getByTestId('lift-hand').click()
  const cover = page.getByTestId('hand-off')
  await expect(cover).toContainText('Ann')
  await hold(page, 'Space', 8)
  await expect(cover).toBeVisible()
  expect(await annHandShows(page)).toBe(false)
  await takeSeat(page)
  await expect(seat(page, 0).locator('.player__hand .card[data-name="Lightning Bolt"]')).toBeVisible()
  await expect(table(page)).toHaveAttribute('data-viewer', '0')
  expect(await hearth.problems()).toEqual([])
})
