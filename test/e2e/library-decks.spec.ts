// Your decks everywhere, in Chromium: a deck file imported into the library has its unknown names flagged with
// "did you mean" (and a line that is not a card), keeps the variant it was imported for, and a re-import gets a
// name of its own; a library deck plays at any seat of New Game, in the goldfish and in simulations.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** A deck of the library, written as the library writes it (docs/decks.md). */
function putLibraryDeck(userData: string, id: string, name: string, variant: string | null): void {
  const dir = join(userData, 'decks')
  mkdirSync(dir, { recursive: true })
  const time = '2026-01-01T00:00:00.000Z'
  const deck = {
    format: 'hearthside-deck',
    version: 1,
    id,
    name,
    variant,
    main: [
      { count: 56, name: 'Mountain' },
      { count: 4, name: 'Lightning Bolt' },
    ],
    sideboard: [],
    maybe: [],
    hero: null,
    type: null,
    notes: '',
    created: time,
    modified: time,
  }
  writeFileSync(join(dir, `${id}.deck.json`), JSON.stringify(deck))
}

/** Each player's cards in the game that started, by name: how many in all, Mountains and Lightning Bolts. */
async function deckCounts(page: Page, players: number[]): Promise<number[][]> {
  return page.evaluate((ps) => {
    const app = (
      document.querySelector('#app') as unknown as {
        __vue_app__: { config: { globalProperties: { $pinia: { _s: Map<string, Record<string, unknown>> } } } }
      }
    ).__vue_app__
    const game = app.config.globalProperties.$pinia._s.get('game') as {
      state: { objects: Record<string, { owner: number; def: string }>; cards: Record<string, { name: string }> }
    }
    const s = game.state
    return ps.map((p) => {
      const mine = Object.values(s.objects).filter((o) => o.owner === p)
      const named = (n: string) => mine.filter((o) => s.cards[o.def]?.name === n).length
      return [mine.length, named('Mountain'), named('Lightning Bolt')]
    })
  }, players)
}

async function openPractice(page: Page, tab: string) {
  await page.getByRole('button', { name: 'Practice', exact: true }).click()
  await page.getByRole('tab', { name: tab }).click()
}

test('deck import flags "Lightning Blot", "Mountian" and "hello world", keeps its variant, and a re-import is its own deck', async ({
  hearth,
}) => {
  test.setTimeout(60_000)
  const { page } = hearth
  const file = join(hearth.userData, 'typos.txt')
  writeFileSync(file, '4 Lightning Blot\n20 Mountian\nhello world\n')
  await page.getByRole('button', { name: 'Decks', exact: true }).click()
  await page.locator('[data-variant="manahearth"]').first().click()
  hearth.openNext(file)
  await page.locator('[data-action="library-import"]').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Deck editor' })).toBeVisible()
  const problems = page.getByTestId('import-problems')
  await expect(problems).toContainText('Line 1')
  await expect(problems).toContainText('Did you mean Lightning Bolt')
  await expect(problems).toContainText('Line 2')
  await expect(problems).toContainText('Did you mean Mountain')
  await expect(problems).toContainText('Line 3')
  await expect(problems).toContainText('hello world')
  await expect(page.getByTestId('deck-variant')).toHaveValue('manahearth')
  await expect(page.getByTestId('deck-name')).toHaveValue('typos')
  // Imported again: a second deck, named apart.
  await page.getByRole('button', { name: 'Deck library' }).click()
  hearth.openNext(file)
  await page.locator('[data-action="library-import"]').click()
  await expect(page.getByTestId('deck-name')).toHaveValue('typos (2)')
})

test('a library deck plays at seat 2 of New Game, in the goldfish and in a simulation', async ({ hearth }) => {
  test.setTimeout(90_000)
  const { page } = hearth
  putLibraryDeck(hearth.userData, 'burn', 'Burn', 'normal')
  putLibraryDeck(hearth.userData, 'any-burn', 'Any burn', null)
  putLibraryDeck(hearth.userData, 'hero-burn', 'Hero burn', 'manahearth')
  await page.reload()

  await page.getByRole('button', { name: 'New game', exact: true }).click()
  const seat2 = page.locator('[data-seat="1"] select[data-field="deck"]')
  // The variant's library decks and those built for none, never another variant's.
  await expect(seat2.locator('optgroup[label="Your decks"] option')).toHaveText([
    /Any burn \(deck library, 60 cards\)/,
    /Burn \(deck library, 60 cards\)/,
  ])
  await seat2.selectOption('library:burn')
  await expect(page.locator('[data-seat="1"] [data-testid="deck-legal"]')).toBeVisible()
  await page.getByLabel('Name').first().fill('Ann')
  await page.getByLabel('Name').nth(1).fill('Ben')
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page.getByTestId('hand-off')).toBeVisible()
  // Ben's 60 cards are the library deck's: 56 Mountains (no starter deck has as many).
  expect(await deckCounts(page, [1])).toEqual([[60, 56, 4]])
  await page.getByRole('button', { name: 'Leave' }).click()

  // The goldfish takes it.
  await openPractice(page, 'Goldfish')
  await page.locator('#goldfish-deck').selectOption({ label: 'Burn (deck library)' })
  await page.getByTestId('goldfish-start').click()
  await expect(page.getByTestId('keep')).toBeVisible()
  await expect(
    page.locator('[data-card][data-name="Lightning Bolt"], [data-card][data-name="Mountain"]').first(),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Leave' }).click()

  // A simulation of two games, the library deck against a library deck.
  await openPractice(page, 'Simulations')
  await page.locator('#sim-deck').selectOption({ label: 'Burn (deck library)' })
  await page.locator('#sim-games').fill('2')
  await page.locator('#sim-opponent').selectOption({ label: 'Any burn (computer)' })
  await page.getByTestId('sim-run').click()
  await expect(page.getByTestId('sim-result')).toBeVisible({ timeout: 60_000 })
  expect(await hearth.problems()).toEqual([])
})

test('a library deck plays at every seat of a four-player game, and in the sample hands', async ({ hearth }) => {
  test.setTimeout(90_000)
  const { page } = hearth
  putLibraryDeck(hearth.userData, 'burn', 'Burn', 'normal')
  await page.reload()

  await page.getByRole('button', { name: 'New game', exact: true }).click()
  await page.locator('select[data-field="player-count"]').selectOption('4')
  const names = ['Ann', 'Ben', 'Cat', 'Dan']
  for (let seat = 0; seat < 4; seat++) {
    await page.locator(`[data-seat="${seat}"] select[data-field="deck"]`).selectOption('library:burn')
    await page.getByLabel('Name').nth(seat).fill(names[seat])
  }
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page.getByTestId('hand-off')).toBeVisible()
  // Every seat's 60 cards are the library deck's: 56 Mountains and 4 Lightning Bolts.
  const decks = await deckCounts(page, [0, 1, 2, 3])
  expect(decks).toEqual([
    [60, 56, 4],
    [60, 56, 4],
    [60, 56, 4],
    [60, 56, 4],
  ])
  await page.getByRole('button', { name: 'Leave' }).click()

  // The sample hands draw from it: seven cards, each a Mountain or a Lightning Bolt.
  await openPractice(page, 'Sample hands')
  await page.locator('#sample-deck').selectOption({ label: 'Burn (deck library)' })
  await page.getByTestId('sample-draw').click()
  const hand = page.getByTestId('sample-hand').locator('li')
  await expect(hand).toHaveCount(7)
  const drawn = await hand.allInnerTexts()
  expect(drawn.filter((t) => !/Mountain|Lightning Bolt/.test(t))).toEqual([])
  expect(await hearth.problems()).toEqual([])
})
