// The table fits the window (like Arena and Forge): a whole game played at 1024×640, 1280×800 and 1920×1080 in turn
// (the window changes size before every step, as a player resizing it would) never scrolls the page, keeps the
// acting player's hand wholly in view, and keeps every legal drop target in reach while a card is dragged.
// Screenshots of each size go to the test output (docs/screenshots with UPDATE_SCREENSHOTS=1).
import { expect, test } from './fixtures'
import { expectDropTargetsInView, expectHandInView, expectNoScrolling, playOnce } from './autoplay'
import { deck, screenshotPath, startGame } from './table'

const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]

const sizeName = (size: { width: number; height: number }) => `${size.width}x${size.height}`

test('a whole game at three window sizes: no page scrolling, the hand in view, every legal drop target in reach', async ({
  hearth,
}) => {
  test.setTimeout(400_000) // 258 s for a game at one size on a 2-core machine at load 32
  const { page } = hearth
  let size = SIZES[0]
  await page.setViewportSize(size)
  await startGame(page, {
    variant: 'normal',
    options: {},
    start: 0,
    seed: 7,
    players: [
      {
        name: 'Ann',
        color: '#f59e0b',
        deck: deck({ Mountain: 9, 'Raging Goblin': 5, 'Lightning Bolt': 2, 'Hill Giant': 3, 'Goblin Guide': 1 }),
      },
      {
        name: 'Ben',
        color: '#60a5fa',
        deck: deck({ Forest: 9, 'Llanowar Elves': 4, 'Grizzly Bears': 5, 'Giant Growth': 2 }),
      },
    ],
  })
  const tried = new Set<string>()
  const log: string[] = []
  let drags = 0
  let targets = 0
  const dragsAt = new Map<string, number>()
  const shot = new Set<string>()
  const turn = async () => Number((await page.locator('main.game').getAttribute('data-turn')) ?? 0)
  const duringDrag = async () => {
    drags++
    dragsAt.set(sizeName(size), (dragsAt.get(sizeName(size)) ?? 0) + 1)
    targets += await expectDropTargetsInView(page, `${sizeName(size)}, turn ${await turn()} drag ${drags}`)
    await expectNoScrolling(page, `${sizeName(size)}, during drag ${drags}`)
  }
  for (let i = 0; i < 400; i++) {
    size = SIZES[i % SIZES.length]
    await page.setViewportSize(size)
    // The table lays itself out again after a resize (resize observers run before the next frame).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const name = sizeName(size)
    const r = await playOnce(page, tried, log, { duringDrag })
    if (r === 'over') break
    const t = await turn()
    const where = `${name}, turn ${t}, step ${i}`
    await expectNoScrolling(page, where)
    const v = await page.locator('main.game').getAttribute('data-viewer')
    if (v) await expectHandInView(page, Number(v), where)
    if (!shot.has(name) && t >= 8 && v === '0' && !(await page.getByTestId('hand-off').isVisible())) {
      await page.screenshot({ path: screenshotPath(`table-${name}.png`) })
      // The README's picture of the table: 1280×800 in a declare-blockers step, arrows showing the attacks.
      if (name === '1280x800' && (await page.getByTestId('confirm-blockers').isVisible()))
        await page.screenshot({ path: screenshotPath('table-blockers.png') })
      shot.add(name)
    }
    if (t >= 10 && shot.size === SIZES.length) break
  }
  test.info().annotations.push({ type: 'driver', description: log.join(' | ') })
  expect(drags).toBeGreaterThan(10)
  expect(targets).toBeGreaterThan(drags)
  // Every size saw cards dragged and the table at turn 8 or later.
  expect([...dragsAt.keys()].sort()).toEqual(SIZES.map(sizeName).sort())
  expect([...shot].sort()).toEqual(SIZES.map(sizeName).sort())
  expect(await turn()).toBeGreaterThanOrEqual(8)
  expect(await hearth.problems()).toEqual([])
})
