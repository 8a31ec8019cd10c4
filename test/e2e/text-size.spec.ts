// Readable at every size, in Chromium at 1280×800: the text at 200% (the Settings' text size) and the system's zoom
// at 200% (a 640×400 window in CSS pixels) keep every control of the table within the window's width (rows wrap,
// scroll or overlap); nothing is told by colour alone in the phase bar; reduced motion turns the table's transitions
// off.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { annAndBen, deck, startGame, takeSeat } from './table'

/** Controls of the page cut off at the left or right edge of the window (a skip link waits off screen). */
const cutOff = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"], select, input, summary')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('details:not([open]) > :not(summary)'))
      .map((el) => ({
        text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30),
        r: el.getBoundingClientRect(),
      }))
      .filter(({ r }) => r.right > innerWidth + 1 || r.left < -1)
      .map(({ text, r }) => `${text} at ${Math.round(r.left)}–${Math.round(r.right)}`),
  )

async function toTheTable(page: Page): Promise<void> {
  await startGame(
    page,
    annAndBen(21, deck({ Mountain: 10, 'Lightning Bolt': 10 }), deck({ Forest: 10, 'Grizzly Bears': 10 })),
  )
  for (let i = 0; i < 2; i++) {
    await takeSeat(page)
    await page.getByTestId('keep').click()
  }
  await takeSeat(page)
}

test('text at 200% and the system zoom at 200%: no control of the table is lost off its sides', async ({ hearth }) => {
  const { page } = hearth
  await page.evaluate(() => window.hearth!.settings.set({ textScale: 200 }))
  await toTheTable(page)
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px')
  expect(await cutOff(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
  await expect(page.getByTestId('pass')).toBeInViewport()
  await expect(page.locator('section[data-player="0"] .player__hand .card').first()).toBeInViewport()
  // The system's zoom: the same window at 200% is 640×400 CSS pixels.
  await page.evaluate(() => window.hearth!.settings.set({ textScale: 100 }))
  await page.setViewportSize({ width: 640, height: 400 })
  await toTheTable(page)
  expect(await cutOff(page)).toEqual([])
  await expect(page.getByTestId('pass')).toBeInViewport()
  await expect(page.locator('section[data-player="0"] .player__hand .card').first()).toBeInViewport()
  expect(await hearth.problems()).toEqual([])
})

test('reduced motion: no transition at the table; stops in the phase bar are told by shape, not colour alone', async ({
  hearth,
}) => {
  const { page } = hearth
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await toTheTable(page)
  const card = page.locator('section[data-player="0"] .player__hand .card').first()
  expect(await card.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s')
  expect(await page.locator('main.game').evaluate((el) => getComputedStyle(el).getPropertyValue('--anim-ms'))).toBe(
    '0ms',
  )
  // A stop on is a filled dot, off a hollow one (besides its colour and its aria-pressed).
  const stop = page.getByRole('button', { name: 'Stop at Main 1 on my turn' })
  await expect(stop).toHaveAttribute('aria-pressed', 'true')
  await expect(stop).toHaveText('●')
  await stop.click()
  await expect(stop).toHaveAttribute('aria-pressed', 'false')
  await expect(stop).toHaveText('○')
  // The current step is underlined too.
  const current = page.locator('.phases__step[aria-current="step"]')
  expect(await current.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline')
  expect(await hearth.problems()).toEqual([])
})
