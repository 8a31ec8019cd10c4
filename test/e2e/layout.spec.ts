// The table fits the window (like Arena and Forge): whole games at 1024×640, 1280×800 and 1920×1080 never scroll
// the page, keep the acting player's hand wholly in view, and keep every legal drop target in reach while a card
// is dragged. Screenshots of each size go to the test output (docs/screenshots with UPDATE_SCREENSHOTS=1).
import { expect, test } from './fixtures'
import { expectDropTargetsInView, expectHandInView, expectNoScrolling, playOnce } from './autoplay'
import { deck, screenshotPath, startGame } from './table'

const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]

// Independent games: the two workers share them.
test.describe.configure({ mode: 'parallel' })

for (const size of SIZES) {
  const name = `${size.width}x${size.height}`
  test(`a whole game at ${name}: no page scrolling, the hand in view, every legal drop target in reach`, async ({
    hearth,
  }) => {
    test.setTimeout(800_000) // 258 s on a 2-core machine at load 32
    const { page } = hearth
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
    let shot = false
    const duringDrag = async () => {
      drags++
      targets += await expectDropTargetsInView(page, `turn ${await turn()} drag ${drags}`)
      await expectNoScrolling(page, `during drag ${drags}`)
    }
    const turn = async () => Number((await page.locator('main.game').getAttribute('data-turn')) ?? 0)
    for (let i = 0; i < 400; i++) {
      const r = await playOnce(page, tried, log, { duringDrag })
      if (r === 'over') break
      const t = await turn()
      const where = `turn ${t}, step ${i}`
      await expectNoScrolling(page, where)
      const v = await page.locator('main.game').getAttribute('data-viewer')
      if (v) await expectHandInView(page, Number(v), where)
      if (!shot && t >= 8 && v === '0' && !(await page.getByTestId('hand-off').isVisible())) {
        await page.screenshot({ path: screenshotPath(`table-${name}.png`) })
        // The README's picture of the table: 1280×800 in a declare-blockers step, arrows showing the attacks.
        if (name === '1280x800' && (await page.getByTestId('confirm-blockers').isVisible()))
          await page.screenshot({ path: screenshotPath('table-blockers.png') })
        shot = true
      }
      if (t >= 10) break
    }
    test.info().annotations.push({ type: 'driver', description: log.join(' | ') })
    expect(drags).toBeGreaterThan(10)
    expect(targets).toBeGreaterThan(drags)
    expect(await turn()).toBeGreaterThanOrEqual(8)
    expect(shot).toBe(true)
    expect(await hearth.problems()).toEqual([])
  })
}
