// A cube on the Practice screen in real Chromium: a list too small for the pod is refused with a message naming the
// count it needs; a cube of the bundled cards deals a sealed pod of one person and a bot. The person builds in the
// deck editor from the pool (limited rules, basic lands free), comes back to the pairings, keeps the deck in the
// deck library, plays a Mental Magic game with the cards of this draft as the pool against the bot's deck, returns to
// the draft, and draws a sample hand from the drafted deck.
import { writeFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { exposeStores } from './table'
import { starterPool } from '../../src-shared/cards/starter'

const spells = starterPool()
  .all()
  .filter((c) => !c.faces[0].types.includes('Land'))
  .map((c) => c.name)

async function openDraft(page: Page) {
  await page.getByRole('button', { name: 'Practice', exact: true }).click()
  await page.getByRole('tab', { name: 'Draft / Sealed' }).click()
}

test('a cube: too small is said; sealed, built in the deck editor, kept, and played as Mental Magic with its pool', async ({
  hearth,
}, testInfo) => {
  test.setTimeout(300_000)
  const { page } = hearth
  await exposeStores(page)
  await openDraft(page)
  await page.getByTestId('draft-source-cube').check()
  // 50 cards: a draft of 2 seats needs 90.
  const small = testInfo.outputPath('small-cube.txt')
  await writeFile(small, spells.slice(0, 50).join('\n'))
  await page.getByTestId('draft-seats').fill('2')
  await page.getByTestId('draft-cube-file').setInputFiles(small)
  await expect(page.getByTestId('draft-cube-problem')).toContainText('50 cards, too few')
  await expect(page.getByTestId('draft-cube-problem')).toContainText('at least 90')
  await expect(page.getByTestId('draft-start')).toBeDisabled()
  // 200 cards ("1 Name" lines and bare names): sealed for 2 seats needs 180.
  const big = testInfo.outputPath('cube.txt')
  await writeFile(
    big,
    spells
      .slice(0, 200)
      .map((n, i) => (i % 2 ? n : `1 ${n}`))
      .join('\n'),
  )
  await page.getByTestId('draft-cube-file').setInputFiles(big)
  await expect(page.getByTestId('draft-cube-name')).toContainText('200 cards')
  await page.getByTestId('draft-format').selectOption('sealed')
  await expect(page.getByTestId('draft-cube-problem')).toHaveCount(0)
  await page.getByTestId('draft-start').click()
  await expect(page.getByTestId('draft-results')).toBeVisible()

  // Building in the deck editor: the pool is the source, the limited rules judge the deck.
  await page.getByTestId('draft-edit-0').click()
  await expect(page.getByTestId('draft-build-bar')).toBeVisible()
  await expect(page.getByTestId('result-count')).toContainText('your pool and the basic lands')
  await expect(page.getByTestId('editor-legal')).toContainText('Legal in Limited')
  const count = Number(await page.getByTestId('draft-build-count').textContent())
  expect(count).toBe(40)
  await page.getByTestId('draft-build-add-Plains').click()
  await expect(page.getByTestId('draft-build-count')).toHaveText('41')
  await page.getByTestId('draft-build-done').click()
  await expect(page.getByTestId('draft-results')).toBeVisible()
  await expect(page.getByTestId('draft-deck-legal-0')).toContainText('41 cards')

  // Kept in the deck library.
  await page.getByTestId('draft-keep-0').click()
  await expect(page.getByTestId('draft-notice')).toContainText('Kept')

  // A Mental Magic game with the cards of this draft as the pool, against the bot's deck.
  await page.getByTestId('draft-play-variant').selectOption('mental')
  await page.getByTestId('draft-play').click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  // Mental Magic with the draft's cards as the game's pool (ruling MM-1): a custom pool of the pod's cards.
  const game = await page.evaluate(() => {
    const g = (
      window as unknown as {
        __hearthside: { game(): { state: { variant: string; extra: { pool?: { source: string; size: number } } } } }
      }
    ).__hearthside.game().state
    return { variant: g.variant, pool: g.extra.pool }
  })
  expect(game.variant).toBe('mental')
  expect(game.pool?.source).toBe('custom')
  // The 180 cards opened (each once in this cube) and the five basic lands.
  expect(game.pool?.size).toBe(185)
  // The person keeps and passes for a few turns (the computer plays the bot's deck), then concedes.
  const passes = { n: 0 }
  for (let i = 0; i < 40; i++) {
    if (await page.getByTestId('game-over').isVisible()) break
    if (await page.getByTestId('keep').isVisible()) await page.getByTestId('keep').click()
    else if (
      await page
        .getByTestId('pass')
        .isEnabled()
        .catch(() => false)
    ) {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.keyboard.press('Space')
      passes.n++
    } else await page.waitForTimeout(100)
  }
  if (!(await page.getByTestId('game-over').isVisible())) {
    await page.getByTestId('concede').click()
    await page.getByTestId('concede-yes').click()
  }
  await expect(page.getByTestId('game-over')).toBeVisible()
  const turn = await page.locator('main.game').getAttribute('data-turn')
  testInfo.annotations.push({ type: 'game', description: `${passes.n} passes, turn ${turn}` })
  await page.getByTestId('draft-back').click()
  await expect(page.getByTestId('draft-results')).toBeVisible()

  // The drafted deck in practice: a sample hand of seven from its 41 cards.
  await page.getByTestId('draft-use-0').click()
  await page.getByRole('tab', { name: 'Sample hands' }).click()
  await page.locator('#sample-variant').selectOption('normal')
  await page.locator('#sample-deck').selectOption('draft-cube-0')
  await page.getByTestId('sample-draw').click()
  await expect(page.getByTestId('sample-hand').getByRole('button')).toHaveCount(7)
  expect(await hearth.problems()).toEqual([])
})
