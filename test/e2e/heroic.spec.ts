// Heroic end to end in Chromium: a game set up on the New Game screen with the Heroic starter decks (their heroes
// designated at deck building, ruling HE-2), and the hero cast from outside the game through the hero panel once the
// mana is there (HE-7), played through the UI (lands dragged, Space to pass).
import { expect, test } from './fixtures'
import { deck, gameLog, pass, screenshotPath, seat, startGame, table, takeSeatIfAsked } from './table'

test("Heroic from the New Game screen: the starter decks' heroes wait outside the game, and casting needs the mana (HE-2, HE-7)", async ({
  hearth,
}) => {
  const { page } = hearth
  await page.getByRole('button', { name: 'New game', exact: true }).click()
  await page.getByRole('radio', { name: 'Heroic' }).check()
  const decks = page.locator('select[data-field="deck"]')
  await decks.nth(0).selectOption({ label: 'Goblin Horde (starter, 60 cards)' })
  await decks.nth(1).selectOption({ label: 'Elf Tribe (starter, 60 cards)' })
  await expect(page.getByTestId('deck-legal')).toHaveCount(2)
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(table(page)).toBeVisible()
  for (let i = 0; i < 2; i++) {
    await takeSeatIfAsked(page)
    await page.getByTestId('keep').click()
  }
  await takeSeatIfAsked(page)
  const me = Number(await table(page).getAttribute('data-viewer'))
  await expect(page.getByTestId('hero-name')).toHaveText(me === 0 ? 'Krenko, Mob Boss' : 'Ezuri, Renegade Leader')
  await expect(page.getByTestId('hero-where')).toHaveText('outside the game')
  // Turn 1, no lands: the engine's reason is on the panel.
  await expect(page.getByTestId('cast-hero')).toBeDisabled()
  await expect(page.getByTestId('cast-hero-why')).not.toBeEmpty()
  await expect(page.getByTestId('heroic-header')).toContainText('Krenko, Mob Boss')
  await expect(page.getByTestId('heroic-header')).toContainText('Ezuri, Renegade Leader')
  expect(await hearth.problems()).toEqual([])
})

test('Heroic: lands dragged turn by turn, then "Cast hero" puts Krenko on the battlefield from outside the game (HE-7)', async ({
  hearth,
}) => {
  test.setTimeout(180_000) // 56 s on a 2-core machine at load 28
  const { page } = hearth
  await startGame(
    page,
    {
      variant: 'heroic',
      options: {},
      start: 0,
      seed: 2,
      ignoreDeckRules: true,
      players: [
        {
          name: 'Ann',
          color: '#f59e0b',
          deck: deck({ Mountain: 20 }),
          sideboard: ['Krenko, Mob Boss'],
          hero: 'Krenko, Mob Boss',
        },
        {
          name: 'Ben',
          color: '#60a5fa',
          deck: deck({ Forest: 20 }),
          sideboard: ['Ezuri, Renegade Leader'],
          hero: 'Ezuri, Renegade Leader',
        },
      ],
    },
    { smartPass: false },
  )
  const played = new Set<string>()
  for (let guard = 0; guard < 200; guard++) {
    if (await takeSeatIfAsked(page)) continue
    if (await page.getByTestId('keep').isVisible()) {
      await page.getByTestId('keep').click()
      continue
    }
    const [viewer, turn, step, active] = await Promise.all(
      ['data-viewer', 'data-turn', 'data-step', 'data-active'].map((a) => table(page).getAttribute(a)),
    )
    if (viewer === '0' && active === '0' && step === 'precombatMain') {
      if (await page.getByTestId('cast-hero').isEnabled()) break
      if (!played.has(turn!)) {
        played.add(turn!)
        await seat(page, 0)
          .locator('.player__hand .card[data-name="Mountain"]')
          .first()
          .dragTo(seat(page, 0).locator('.player__battlefield'))
        continue
      }
    }
    if (viewer === '1' && active === '1' && step === 'precombatMain' && !played.has(turn!)) {
      played.add(turn!)
      await seat(page, 1)
        .locator('.player__hand .card[data-name="Forest"]')
        .first()
        .dragTo(seat(page, 1).locator('.player__battlefield'))
      continue
    }
    await pass(page)
  }
  await expect(seat(page, 0).locator('.player__battlefield .card[data-name="Mountain"]')).toHaveCount(4)
  await page.getByTestId('cast-hero').click()
  // Krenko is on the stack; Ben passes (behind a hand-off), it resolves.
  for (
    let guard = 0;
    guard < 10 && !(await seat(page, 0).locator('.player__battlefield .card[data-name="Krenko, Mob Boss"]').count());
    guard++
  ) {
    if (!(await takeSeatIfAsked(page))) await pass(page)
  }
  await takeSeatIfAsked(page)
  await expect(seat(page, 0).locator('.player__battlefield .card[data-name="Krenko, Mob Boss"]')).toHaveCount(1)
  await expect(table(page)).toHaveAttribute('data-viewer', '0')
  await expect(page.getByTestId('hero-where')).toHaveText('on the battlefield')
  await expect(page.getByTestId('hero-casts')).toHaveText('casts 1/4') // HE-10 counts resolved casts
  await page.screenshot({ path: screenshotPath('heroic-table.png') })
  expect(await gameLog(page)).toMatch(/Ann casts Krenko, Mob Boss/)
  expect(await hearth.problems()).toEqual([])
})
