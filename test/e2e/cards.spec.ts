// Cards are readable: tiles scale with the window, long names are never cut short, rules text draws its symbols,
// any card opens a large view with its full text and automation marks (V, or its menu), the hover preview sits
// beside the card in every phase (the mulligan too), and lands of one name stack with a count.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { playOnce } from './autoplay'
import { deck, screenshotPath, seat, startGame, takeSeat } from './table'

const SETUP = {
  variant: 'normal',
  options: {},
  start: 0,
  seed: 4,
  players: [
    {
      name: 'Ann',
      color: '#f59e0b',
      deck: deck({ Mountain: 8, 'Merfolk of the Pearl Trident': 4, 'Lightning Bolt': 4, 'Raging Goblin': 4 }),
    },
    { name: 'Ben', color: '#60a5fa', deck: deck({ Forest: 10, 'Grizzly Bears': 10 }) },
  ],
}

const handCard = (page: Page, name: string) => seat(page, 0).locator(`.player__hand .card[data-name="${name}"]`).first()

test('hand tiles grow with the window: 1024×640 against 1920×1080', async ({ hearth }) => {
  const { page } = hearth
  const widths: number[] = []
  for (const size of [
    { width: 1024, height: 640 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size)
    await startGame(page, SETUP)
    await takeSeat(page)
    const box = await seat(page, 0).locator('.player__hand .card').first().boundingBox()
    widths.push(box!.width)
  }
  expect(widths[0]).toBeGreaterThanOrEqual(60)
  // Today's fixed 83 px tile is gone: the big window gets much bigger cards.
  expect(widths[1]).toBeGreaterThanOrEqual(120)
  expect(widths[1]).toBeGreaterThan(widths[0] * 1.4)
})

test('a long name is shown whole (smaller, on two lines), never "Me… of…"; rules text draws {T} and mana symbols', async ({
  hearth,
}) => {
  const { page } = hearth
  await page.setViewportSize({ width: 1024, height: 640 })
  await startGame(page, SETUP)
  await takeSeat(page)
  const merfolk = handCard(page, 'Merfolk of the Pearl Trident')
  await expect(merfolk).toBeVisible()
  const name = merfolk.locator('.card__name')
  await expect(name).toHaveAttribute('title', 'Merfolk of the Pearl Trident')
  const fits = await name.evaluate(
    (el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1,
  )
  expect(fits, 'the whole name fits its tile').toBe(true)
  // The land's reminder text: the tap symbol and the red mana symbol, not "{T}" and "{R}".
  const mountain = handCard(page, 'Mountain')
  await expect(mountain.locator('.card__text .ms-tap')).toHaveCount(1)
  await expect(mountain.locator('.card__text [data-testid="mana-cost"]')).toHaveAttribute('aria-label', '{R}')
  expect(await mountain.locator('.card__text').innerText()).not.toContain('{T}')
})

test('the mulligan: the preview sits beside the hovered card, clear of the log; V opens the large card view', async ({
  hearth,
}) => {
  const { page } = hearth
  await page.setViewportSize({ width: 1280, height: 800 })
  await startGame(page, SETUP)
  await takeSeat(page)
  await expect(page.getByTestId('keep')).toBeVisible()
  const bolt = handCard(page, 'Lightning Bolt')
  await bolt.hover()
  const preview = page.getByTestId('preview')
  await expect(preview).toBeVisible()
  await expect(preview).toContainText('Lightning Bolt')
  const p = (await preview.boundingBox())!
  const c = (await bolt.boundingBox())!
  const log = (await page.getByRole('region', { name: 'Game log' }).boundingBox())!
  // Beside the card: no overlap with it, and none with the log.
  expect(p.x >= c.x + c.width - 1 || p.x + p.width <= c.x + 1).toBe(true)
  expect(p.x + p.width <= log.x + 1 || p.y >= log.y + log.height).toBe(true)
  expect(p.y + p.height).toBeLessThanOrEqual(800)

  await page.keyboard.press('v')
  const detail = page.getByTestId('card-detail')
  await expect(detail).toBeVisible()
  await expect(detail.getByRole('heading', { name: 'Lightning Bolt' })).toBeVisible()
  await expect(detail).toContainText('Lightning Bolt deals 3 damage to any target.')
  // Each rules line carries its automation mark.
  await expect(detail.locator('[data-automated="true"]')).toHaveCount(1)
  await expect(detail.locator('.detail__mark--auto')).toHaveText('automatic')
  await page.screenshot({ path: screenshotPath('card-detail.png') })
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  // Escape closed the view only: still the mulligan, still in the game.
  await expect(page.getByTestId('keep')).toBeVisible()

  // From the card's menu too (right click), for a focused card by keyboard as well.
  await handCard(page, 'Mountain').click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'View card (V)' }).click()
  await expect(detail.getByRole('heading', { name: 'Mountain' })).toBeVisible()
  await detail.getByRole('button', { name: 'Close (Esc)' }).click()
  await handCard(page, 'Raging Goblin').focus()
  await page.keyboard.press('v')
  await expect(detail).toContainText('Haste')
  expect(await hearth.problems()).toEqual([])
})

test('lands of one name stack with a count; the opponent’s hidden hand opens no view and names nothing', async ({
  hearth,
}) => {
  test.setTimeout(300_000) // 84 s on a 2-core machine at load 28
  const { page } = hearth
  await page.setViewportSize({ width: 1280, height: 800 })
  await startGame(page, SETUP)
  const tried = new Set<string>()
  for (let i = 0; i < 200; i++) {
    if ((await playOnce(page, tried, [])) === 'over') break
    const turn = Number(await page.locator('main.game').getAttribute('data-turn'))
    const viewer = await page.locator('main.game').getAttribute('data-viewer')
    if (turn >= 5 && viewer === '0' && !(await page.getByTestId('hand-off').isVisible())) break
  }
  const stack = seat(page, 0)
    .getByTestId('land-stack')
    .filter({ has: page.locator('[data-name="Mountain"]') })
    .first()
  await expect(stack).toBeVisible()
  const n = await stack.locator('.card').count()
  expect(n).toBeGreaterThanOrEqual(2)
  await expect(stack).toHaveAttribute('aria-label', `${n} Mountain`)
  await expect(stack.locator('.player__count')).toHaveText(`×${n}`)
  // A hidden card: V does nothing, and its menu is titled "A hidden card".
  const back = seat(page, 1).locator('.player__hand .card').first()
  await back.hover()
  await page.keyboard.press('v')
  await expect(page.getByTestId('card-detail')).toBeHidden()
  await page.screenshot({ path: screenshotPath('table-stacks.png') })
})
