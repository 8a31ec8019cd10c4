// Choosing a triggered ability's target on the table (CR 603.3d) as a spell's: an arrow from the ability's source
// follows the pointer onto the target, and a click on the table chooses it (the arrow gives way, the ability
// resolves on it). A prepared position: Ann casts Viashino Pyromancer, whose "enters" ability deals 2 damage to
// target player.
import type { Locator, Page } from '@playwright/test'
import '@shared/variants'
import { CardPool } from '@shared/cards/pool'
import { starterCardDefinitions } from '@shared/cards/starter'
import { runScenario } from '@shared/scenario'
import { expect, test } from './fixtures'
import { exposeStores, gameLog, seat, takeSeat } from './table'

const POSITION = {
  variant: 'normal',
  seed: 4,
  start: 0,
  players: [{ name: 'Ann' }, { name: 'Ben' }],
  state: {
    turn: 3,
    active: 0,
    step: 'precombatMain',
    players: [
      { hand: ['Viashino Pyromancer'], library: ['Mountain', 'Mountain'], battlefield: ['Mountain', 'Mountain'] },
      { hand: ['Island'], library: ['Island', 'Island'], battlefield: ['Island'] },
    ],
  },
}

/** The centre of an element, in the page's coordinates. */
async function centreOf(el: Locator): Promise<{ x: number; y: number }> {
  const box = (await el.boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** An arrow's end (x2, y2) in the page's coordinates (the SVG sits at the table's top left). */
async function arrowEnd(page: Page, selector: string): Promise<{ x: number; y: number }> {
  return page.evaluate((sel) => {
    const line = document.querySelector<SVGLineElement>(sel)!
    const svg = line.ownerSVGElement!.getBoundingClientRect()
    return { x: svg.left + Number(line.getAttribute('x2')), y: svg.top + Number(line.getAttribute('y2')) }
  }, selector)
}

test("a triggered ability's target: an arrow from its source follows the pointer onto the target (CR 603.3d)", async ({
  hearth,
}) => {
  test.setTimeout(60_000)
  const { page } = hearth
  await page.setViewportSize({ width: 1280, height: 800 })
  await exposeStores(page)
  const state = runScenario({ actions: [], ...POSITION }, new CardPool(starterCardDefinitions())).state
  // The game store exists once the game screen has been shown.
  await page.evaluate(() => (window as unknown as { __hearthside: { go(id: string): void } }).__hearthside.go('game'))
  await page.evaluate((s) => {
    const hooks = (
      window as unknown as {
        __hearthside: { game(): { startPosition(s: unknown): void }; go(id: string): void }
      }
    ).__hearthside
    hooks.game().startPosition(s)
    hooks.go('game')
  }, state)
  await takeSeat(page)
  await seat(page, 0).locator('.player__hand [data-name="Viashino Pyromancer"]').click()
  // Ben can't answer (smart pass): the creature resolves and its ability waits for Ann's target.
  await expect(page.getByTestId('prompt')).toContainText('Viashino Pyromancer', { timeout: 10_000 })
  const source = page.locator('.player__battlefield [data-name="Viashino Pyromancer"]').first()
  await expect(source).toBeVisible()
  // The arrow starts at the Pyromancer and follows the pointer.
  const from = await centreOf(source)
  await page.mouse.move(from.x + 200, from.y - 250)
  const aim = page.getByTestId('aim-arrow')
  await expect(aim).toBeVisible()
  let end = await arrowEnd(page, '[data-testid="aim-arrow"]')
  expect(Math.abs(end.x - (from.x + 200))).toBeLessThan(3)
  expect(Math.abs(end.y - (from.y - 250))).toBeLessThan(3)
  const start = await page.evaluate(() => {
    const line = document.querySelector<SVGLineElement>('[data-testid="aim-arrow"]')!
    const svg = line.ownerSVGElement!.getBoundingClientRect()
    return { x: svg.left + Number(line.getAttribute('x1')), y: svg.top + Number(line.getAttribute('y1')) }
  })
  expect(Math.abs(start.x - from.x)).toBeLessThan(3)
  expect(Math.abs(start.y - from.y)).toBeLessThan(3)
  const life = seat(page, 1).locator('[data-life="1"]')
  const to = await centreOf(life)
  await page.mouse.move(to.x, to.y, { steps: 4 })
  end = await arrowEnd(page, '[data-testid="aim-arrow"]')
  expect(Math.abs(end.x - to.x)).toBeLessThan(3)
  expect(Math.abs(end.y - to.y)).toBeLessThan(3)
  // The target chosen on the table (Ben's name): the aiming arrow gives way, and the ability deals its damage to Ben.
  await seat(page, 1).locator('.player__name').click()
  await expect(aim).toHaveCount(0)
  await expect.poll(() => gameLog(page)).toMatch(/Viashino Pyromancer deals 2 damage to Ben/)
  expect(await hearth.problems()).toEqual([])
})
