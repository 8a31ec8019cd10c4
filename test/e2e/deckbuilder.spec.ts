// The deck builder in real Chromium with main's real bridge handlers and deck library: build a legal Manahearth
// deck from an empty one by search, drag and double-click, watching the MH-1 problems disappear; save it to the
// library; export it to Cockatrice .cod and import it back; then play it in a new game (seat 1). From the editor, a
// sample hand with the variant's mulligan and a goldfish game to the kill.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { exposeStores, takeSeatIfAsked } from './table'

test('build a legal Manahearth deck (ruling MH-1), save, export to .cod, import it back and play it', async ({
  hearth,
}, testInfo) => {
  test.setTimeout(120_000)
  const { page } = hearth
  await page.getByRole('button', { name: 'Decks', exact: true }).click()
  await page.locator('[data-action="new-deck"]').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Deck editor' })).toBeVisible()
  await page.getByTestId('deck-variant').selectOption('manahearth')
  await page.getByTestId('deck-name').fill('Red Hero')

  // The empty deck breaks MH-1: 0 cards, no planeswalker.
  const problems = page.getByTestId('deck-problems')
  await expect(problems.locator('[data-rule="MH-1"]').first()).toBeVisible()
  await expect(problems).toContainText('must have exactly 31')
  await expect(problems).toContainText('at least one planeswalker')

  // A bad query says where it is wrong.
  const query = page.getByTestId('card-query')
  await query.fill('c:xyz')
  await expect(page.getByTestId('query-error')).toContainText('At 3')

  // The hero, dragged from the results into the hero slot.
  await query.fill('t:planeswalker chandra nalaar')
  const results = page.getByTestId('card-results')
  const hero = results.locator('[data-card="Chandra Nalaar"]')
  await hero.dragTo(page.locator('section[data-board="hero"]'))
  await expect(page.locator('section[data-board="main"] [data-card="Chandra Nalaar"]')).toBeVisible()
  await expect(problems).not.toContainText('planeswalker')

  // Fifteen red nonlegendary spells, two copies each, by double-click (30 + the hero = 31).
  await query.fill('c=r -t:legendary -t:land (t:creature or t:instant or t:sorcery)')
  const rows = results.locator('[role="option"]')
  await expect(rows.nth(14)).toBeVisible()
  for (let i = 0; i < 15; i++) {
    await rows.nth(i).dblclick()
    await rows.nth(i).dblclick()
  }
  await expect(page.locator('section[data-board="main"] [data-testid="board-count"]')).toHaveText('31')
  await expect(page.getByTestId('editor-legal')).toHaveText('Legal in Manahearth.')
  await expect(page.getByTestId('legal-in').locator('[data-variant="manahearth"]')).toBeVisible()
  await expect(page.getByTestId('deck-stats')).toContainText('31 cards')

  // + and − and their keys.
  const first = page.locator('section[data-board="main"] li').nth(1)
  await first.getByRole('button', { name: /^One more/ }).click()
  await expect(page.getByTestId('deck-problems')).toContainText('MH-1')
  await first.focus()
  await page.keyboard.press('-')
  await expect(page.getByTestId('editor-legal')).toBeVisible()

  const screenshot = testInfo.outputPath('deck-editor.png')
  await page.screenshot({ path: screenshot, fullPage: true })
  await testInfo.attach('deck editor', { path: screenshot, contentType: 'image/png' })

  // The visual views: columns by mana value, or by type.
  const main = page.locator('section[data-board="main"]')
  await page.getByRole('radio', { name: 'By mana value' }).check()
  await expect(main.locator('.board__column h4').first()).toHaveText('1')
  await page.getByRole('radio', { name: 'By type' }).check()
  await expect(main.locator('.board__column h4').first()).toHaveText('Creature')
  await page.getByRole('radio', { name: 'List' }).check()

  await page.locator('[data-action="save-deck"]').click()
  await expect(page.getByRole('status').first()).toContainText('Saved')
  const file = join(hearth.userData, 'decks', 'red-hero.deck.json')
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 'hearthside-deck', variant: 'manahearth' })

  // Export to Cockatrice .cod, then import it back into the library.
  await page.getByTestId('export-format').selectOption('cockatrice')
  await page.locator('[data-action="export-deck"]').click()
  const cod = join(hearth.userData, 'chosen', 'Red Hero.cod')
  await expect.poll(() => existsSync(cod)).toBe(true)
  expect(readFileSync(cod, 'utf8')).toContain('<card number="1" name="Chandra Nalaar"/>')

  await page.getByRole('button', { name: 'Deck library' }).click()
  hearth.openNext(cod)
  await page.locator('[data-action="library-import"]').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Deck editor' })).toBeVisible()
  // The library already has "Red Hero": the imported copy is a deck of its own.
  await expect(page.getByTestId('deck-name')).toHaveValue('Red Hero (2)')
  await page.getByTestId('deck-variant').selectOption('manahearth')
  await expect(page.locator('section[data-board="main"] [data-testid="board-count"]')).toHaveText('31')
  await expect(page.getByTestId('editor-legal')).toHaveText('Legal in Manahearth.')

  // Play it: New Game with the deck in seat 1.
  await page.locator('[data-action="play-deck"]').click()
  await expect(page.getByRole('heading', { level: 1, name: 'New game' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Manahearth' })).toBeChecked()
  await page.getByLabel('Name').first().fill('Ann')
  await page.getByLabel('Name').nth(1).fill('Ben')
  await expect(page.getByTestId('deck-legal')).toHaveCount(2)
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page.locator('main[aria-label="Game table"]')).toBeVisible()
  expect(await hearth.problems()).toEqual([])
})

test('from the editor: a sample hand with Manahearth’s partial mulligan (ruling MH-3), then goldfish it to the kill', async ({
  hearth,
}) => {
  test.setTimeout(180_000)
  const { page } = hearth
  // A Manahearth starter deck copied into the library opens in the editor.
  await page.getByRole('button', { name: 'Decks', exact: true }).click()
  await page.locator('[data-variant="manahearth"]').first().click()
  await page.locator('[data-starter]').first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Deck editor' })).toBeVisible()
  await expect(page.getByTestId('deck-variant')).toHaveValue('manahearth')
  const name = await page.getByTestId('deck-name').inputValue()

  // Sample hand: the Practice screen opens on the sample hands with the editor's deck chosen.
  await page.locator('[data-action="sample-hand"]').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Sample hands' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('#sample-variant')).toHaveValue('manahearth')
  await expect(page.locator('#sample-deck option:checked')).toHaveText(`${name} (deck editor)`)
  // The library's copy is offered too.
  await expect(page.locator('#sample-deck option', { hasText: `${name} (deck library)` })).toHaveCount(1)
  await page.getByTestId('sample-draw').click()
  const hand = page.getByTestId('sample-hand').getByRole('button')
  const size = await hand.count()
  expect(size).toBeGreaterThan(0)
  const before = await hand.allTextContents()
  // Ruling MH-3: choose one to three cards to shuffle back; the hand draws back up to its size, once.
  await hand.nth(0).click()
  await hand.nth(1).click()
  await expect(hand.nth(1)).toHaveAttribute('aria-pressed', 'true')
  const mulligan = page.getByTestId('sample-mulligan')
  await expect(mulligan).toHaveText('Mulligan the chosen cards (MH-3)')
  await mulligan.click()
  await expect(page.getByTestId('sample-status')).toHaveText(new RegExp(`Turn 0 · ${size} cards · 1 mulligan`))
  expect((await hand.allTextContents()).slice(0, size - 2)).toEqual(before.slice(2))
  await expect(mulligan).toBeDisabled()
  await page.getByTestId('sample-next').click()
  await expect(hand).toHaveCount(size + 1)
  await expect(page.getByTestId('odds-lands')).toContainText(/At least 1 land\s*\d+\.\d%/)

  // Back to the editor, then goldfish it: the normal table, your hero chosen (MH-2), the computer playing your seat.
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Deck editor' })).toBeVisible()
  await page.locator('[data-action="goldfish-deck"]').click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  await exposeStores(page)
  type Hooks = {
    __hearthside: {
      store(id: string): { settings?: Record<string, unknown>; update?(patch: object): Promise<unknown> }
      game(): {
        state: { variant: string; options: { goldfish: number[] }; pending: { kind: string; player: number }[] }
        setComputers(s: object): void
        act(a: object): string | null
      }
    }
  }
  const setup = await page.evaluate(() => {
    const s = (window as unknown as Hooks).__hearthside.game().state
    return { variant: s.variant, goldfish: s.options.goldfish, pending: s.pending.map((p) => `${p.kind} ${p.player}`) }
  })
  expect(setup).toMatchObject({ variant: 'manahearth', goldfish: [1] })
  expect(setup.pending[0]).toBe('chooseHero 0')
  // You choose your hero at the table (ruling MH-2); the goldfish has none.
  await takeSeatIfAsked(page)
  const picker = page.getByTestId('hero-picker')
  await picker.locator('.mh-prompt__hero').first().click()
  await picker.getByTestId('confirm-hero').click()
  await expect(page.getByTestId('mh-mulligan')).toBeVisible()
  // Then the computer plays your seat too (at its quickest pace, where Settings has one): you keep, and the game
  // runs to the kill.
  await page.evaluate(async () => {
    const hooks = (window as unknown as Hooks).__hearthside
    const settings = hooks.store('settings')
    if (settings.settings && 'computerPace' in settings.settings) await settings.update?.({ computerPace: 'instant' })
    const game = hooks.game()
    game.setComputers({ 0: 'normal', 1: 'easy' })
    game.act({ type: 'keep', player: 0 })
  })
  await expect(page.getByTestId('goldfish-result')).toBeVisible({ timeout: 150_000 })
  await expect(page.getByTestId('goldfish-kill')).toHaveText(/Killed the goldfish on turn \d+/)
  await expect(page.getByTestId('goldfish-result').locator('canvas')).toBeVisible()
  await page.getByRole('button', { name: 'Back to the deck editor' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Deck editor' })).toBeVisible()
  expect(await hearth.problems()).toEqual([])
})
