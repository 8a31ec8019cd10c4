// Crowded tables at 1280×800 stay readable (like Arena): Heroic's hero panel, Manahearth's heroes, a table of four
// and Mental Magic's marks fold into compact strips that open on demand; battlefield cards keep a readable minimum
// width and names never break mid-word; nothing overflows the window; the decision panel never covers the acting
// player's own creatures, so they can be dragged.
import type { Page } from '@playwright/test'
import '../../src-shared/variants'
import { runScenario } from '../../src-shared/scenario'
import { starterPool } from '../../src-shared/cards/starter'
import { expect, test } from './fixtures'
import { exposeStores, screenshotPath } from './table'

/** The smallest battlefield card a person can still read (its name whole, in a readable size). */
const MIN_CARD_WIDTH = 64

const creatures = (name: string, n: number) => Array.from({ length: n }, () => ({ name, sick: false }))
const lands = (name: string, n: number) => Array.from({ length: n }, () => name)

/** Opens the table at a scenario's position (the public scenario format), each seat a person; takes seat `me`. */
async function openAt(page: Page, scenario: Record<string, unknown>): Promise<void> {
  const state = runScenario({ ...scenario, actions: [] } as never, starterPool()).state
  await exposeStores(page)
  await page.evaluate(() => (window as unknown as { __hearthside: { go(id: string): void } }).__hearthside.go('game'))
  await page.waitForFunction(() => {
    try {
      return !!(window as unknown as { __hearthside: { game(): unknown } }).__hearthside.game()
    } catch {
      return false
    }
  })
  await page.evaluate((s) => {
    const hooks = (
      window as unknown as {
        __hearthside: {
          game(): { startPosition(s: unknown): void; setComputers(c: object): void }
          go(id: string): void
        }
      }
    ).__hearthside
    hooks.go('game')
    hooks.game().setComputers({})
    hooks.game().startPosition(s)
    hooks.go('game')
  }, state)
  const cover = page.getByTestId('hand-off')
  if (await cover.isVisible().catch(() => false)) {
    await cover.getByRole('button').click()
    await expect(cover).toBeHidden()
  }
  await expect(page.locator('main.game .player').first()).toBeVisible()
}

/** Every battlefield card's width, names split inside a word, the page's overflow, the decision panel's box and the
 *  viewer's own battlefield cards' boxes. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect()
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height }
    }
    /** Words of a card's name that the layout split over two lines (a word whose text has two line boxes). */
    const splitWords = (el: HTMLElement): string[] => {
      const text = el.firstChild
      if (!text || text.nodeType !== Node.TEXT_NODE) return []
      const out: string[] = []
      const value = text.textContent ?? ''
      for (const m of value.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(text, m.index)
        range.setEnd(text, m.index + m[0].length)
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
        if (tops.size > 1) out.push(m[0])
      }
      return out
    }
    const viewer = document.querySelector('main.game')?.getAttribute('data-viewer') ?? ''
    const cards = [...document.querySelectorAll<HTMLElement>('.player__battlefield .card')]
    return {
      widths: cards.map((el) => el.getBoundingClientRect().width),
      split: cards.flatMap((el) => {
        const name = el.querySelector<HTMLElement>('.card__name')
        return name ? splitWords(name) : []
      }),
      mine: cards.filter((el) => el.closest(`[data-player="${viewer}"]`)).map(box),
      overflow:
        document.documentElement.scrollWidth > window.innerWidth ||
        document.documentElement.scrollHeight > window.innerHeight,
      prompt: [...document.querySelectorAll('.game__prompt')].filter((el) => el.getClientRects().length).map(box),
    }
  })
}

const overlaps = (a: { top: number; bottom: number; left: number; right: number }, b: typeof a) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

async function expectReadable(page: Page, where: string) {
  const m = await measure(page)
  expect(m.widths.length, where).toBeGreaterThan(0)
  expect(Math.min(...m.widths), `${where}: the smallest battlefield card`).toBeGreaterThanOrEqual(MIN_CARD_WIDTH)
  expect(m.split, `${where}: names broken inside a word`).toEqual([])
  expect(m.overflow, `${where}: the page overflows the window`).toBe(false)
  return m
}

test.use({ viewport: { width: 1280, height: 800 } })

test('Heroic at 1280×800: the hero panel is one strip, its abilities on demand; cards readable', async ({ hearth }) => {
  test.setTimeout(60_000)
  const { page } = hearth
  await openAt(page, {
    variant: 'heroic',
    seed: 3,
    players: [
      { name: 'Ann', hero: 'Krenko, Mob Boss' },
      { name: 'Ben', hero: 'Ezuri, Renegade Leader' },
    ],
    state: {
      turn: 9,
      active: 0,
      step: 'precombatMain',
      players: [
        {
          hand: ['Giant Growth', 'Lightning Bolt', 'Mountain', 'Raging Goblin', 'Hill Giant'],
          battlefield: [
            ...lands('Mountain', 7),
            ...creatures('Raging Goblin', 5),
            ...creatures('Hill Giant', 3),
            { name: 'Krenko, Mob Boss', sick: false },
          ],
          heroDamage: 6,
          heroLevel: 1,
        },
        { battlefield: [...lands('Forest', 7), ...creatures('Llanowar Elves', 5), ...creatures('Grizzly Bears', 4)] },
      ],
    },
  })
  const panel = page.getByTestId('hero-panel')
  expect((await panel.boundingBox())!.height).toBeLessThanOrEqual(40)
  await expect(panel.getByRole('list', { name: 'Level abilities' })).toBeHidden()
  await expectReadable(page, 'heroic')
  await page.screenshot({ path: screenshotPath('crowded-heroic.png') })
  // On demand: the abilities open over the table, the battlefield keeps its size.
  const before = (await page.locator('.player__battlefield .card').first().boundingBox())!.width
  await panel.getByText(/Level abilities/).click()
  await expect(panel.getByRole('list', { name: 'Level abilities' })).toBeVisible()
  expect((await page.locator('.player__battlefield .card').first().boundingBox())!.width).toBe(before)
})

test('Manahearth at 1280×800: the hero abilities are one strip and the ultimate is whole in view', async ({
  hearth,
}) => {
  test.setTimeout(60_000)
  const { page } = hearth
  await openAt(page, {
    variant: 'manahearth',
    seed: 1,
    players: [{ name: 'Ann' }, { name: 'Ben' }],
    state: {
      turn: 9,
      active: 0,
      step: 'precombatMain',
      players: [
        {
          hero: 'Garruk Wildspeaker',
          life: 10,
          hand: ['Giant Growth', 'Forest', 'Grizzly Bears'],
          battlefield: [...lands('Forest', 6), ...creatures('Grizzly Bears', 5), ...creatures('Centaur Courser', 3)],
        },
        { hero: 'Ajani Goldmane', life: 11, battlefield: [...lands('Plains', 6), ...creatures('Savannah Lions', 6)] },
      ],
    },
  })
  const abilities = page.getByRole('group', { name: 'Hero abilities' })
  expect((await abilities.boundingBox())!.height).toBeLessThanOrEqual(60)
  const ultimate = abilities.locator('button', { hasText: 'Ultimate' })
  await expect(ultimate).toBeInViewport({ ratio: 1 })
  await expectReadable(page, 'manahearth')
  await page.screenshot({ path: screenshotPath('crowded-manahearth.png') })
})

test('four players at 1280×800: every battlefield card readable, crowded rows scroll in their box', async ({
  hearth,
}) => {
  test.setTimeout(60_000)
  const { page } = hearth
  const seat = (land: string, c: string) => ({ hand: [land, c], battlefield: [...lands(land, 6), ...creatures(c, 6)] })
  await openAt(page, {
    variant: 'normal',
    seed: 1,
    players: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cat' }, { name: 'Dan' }],
    state: {
      turn: 9,
      active: 0,
      step: 'precombatMain',
      players: [
        seat('Mountain', 'Raging Goblin'),
        seat('Forest', 'Grizzly Bears'),
        seat('Plains', 'Savannah Lions'),
        seat('Island', 'Merfolk of the Pearl Trident'),
      ],
    },
  })
  const m = await expectReadable(page, 'four players')
  expect(m.widths).toHaveLength(4 * 12)
  // An opponent's crowded board scrolls in its own box (the page never does).
  const scrolls = await page
    .locator('section[data-player="1"] .player__field')
    .evaluate((el) => el.scrollHeight > el.clientHeight)
  expect(scrolls).toBe(true)
  await page.screenshot({ path: screenshotPath('crowded-four.png') })
})

test('the decision panel docks beside the table, never over the acting player’s creatures, which still drag', async ({
  hearth,
}) => {
  test.setTimeout(60_000)
  const { page } = hearth
  await openAt(page, {
    variant: 'normal',
    seed: 2,
    players: [{ name: 'Ann' }, { name: 'Ben' }],
    state: {
      turn: 5,
      active: 0,
      step: 'declareAttackers',
      players: [
        { battlefield: [...lands('Mountain', 5), ...creatures('Raging Goblin', 6), ...creatures('Hill Giant', 4)] },
        { battlefield: [...lands('Forest', 4), ...creatures('Grizzly Bears', 2)] },
      ],
    },
  })
  const m = await measure(page)
  expect(m.prompt.length, 'a decision is asked').toBeGreaterThan(0)
  expect(m.mine.length).toBe(15)
  for (const prompt of m.prompt) for (const card of m.mine) expect(overlaps(prompt, card)).toBe(false)
  // A creature at the right end of the row drags onto the opponent: an attack declared by drag.
  const goblin = page.locator('section[data-player="0"] .player__battlefield .card[data-name="Hill Giant"]').last()
  await goblin.dragTo(page.locator('section[data-player="1"] .player__header'))
  await expect(page.locator('section[data-player="0"] .card--marked[data-name="Hill Giant"]')).toHaveCount(1)
})

test('Mental Magic at 1280×800: twelve marked names and the header stay on one line', async ({ hearth }) => {
  test.setTimeout(60_000)
  const { page } = hearth
  const names = [
    'Lightning Bolt',
    'Shock',
    'Giant Growth',
    'Counterspell',
    'Grizzly Bears',
    'Llanowar Elves',
    'Hill Giant',
    'Raging Goblin',
    'Savannah Lions',
    'Divination',
    'Mind Rot',
    'Think Twice',
  ]
  await openAt(page, {
    variant: 'mental',
    seed: 1,
    players: [{ name: 'Ann' }, { name: 'Ben' }],
    state: {
      turn: 5,
      active: 0,
      step: 'precombatMain',
      players: [{ hand: ['Island', 'Shock'], battlefield: lands('Island', 4) }, { battlefield: lands('Mountain', 4) }],
      marked: names,
    },
  })
  const marked = page.getByTestId('marked')
  await expect(marked).toContainText('Marked (12)')
  const header = (await page.locator('.game__bar').boundingBox())!
  expect(header.height).toBeLessThanOrEqual(44)
  // The whole list on demand.
  await marked.getByText('Marked (12)').click()
  await expect(marked.locator('[data-marked]')).toHaveText(names)
  await expect(marked.locator('[data-marked]').first()).toBeVisible()
})
