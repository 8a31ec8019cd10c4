// Variant controls explain themselves: Mental Magic says what a Utopia is where it is offered (ruling MM-4), and a
// disabled Pass button looks disabled.
import { expect, test } from './fixtures'
import { deck, startGame, table, takeSeatIfAsked } from './table'

test('Mental Magic explains "Utopia (a face-down land that taps for any colour)" where it is offered (MM-4); a disabled Pass looks disabled', async ({
  hearth,
}) => {
  const { page } = hearth
  await startGame(page, {
    variant: 'mental',
    options: {},
    start: 0,
    seed: 5,
    players: [
      { name: 'Ann', color: '#f59e0b', deck: deck({ Shock: 4, 'Goblin Guide': 4, Mountain: 2 }) },
      { name: 'Ben', color: '#60a5fa', deck: deck({ Plains: 5, 'Glory Seeker': 5 }) },
    ],
  })
  await takeSeatIfAsked(page)
  // The mulligan: nobody has priority, so Pass is disabled, and it looks it (faded, no pointer).
  const pass = page.getByTestId('pass')
  await expect(pass).toBeDisabled()
  const look = await pass.evaluate((el) => {
    const s = getComputedStyle(el)
    return { opacity: Number(s.opacity), cursor: s.cursor }
  })
  expect(look.opacity).toBeLessThan(0.75)
  expect(look.cursor).toBe('not-allowed')
  for (let i = 0; i < 2; i++) {
    await takeSeatIfAsked(page)
    await page.getByTestId('keep').click()
  }
  for (let i = 0; i < 10 && (await table(page).getAttribute('data-viewer')) !== '0'; i++) {
    if (await page.getByTestId('respond').isVisible()) await page.getByTestId('respond-no').click()
    await takeSeatIfAsked(page)
  }
  const board = page.getByTestId('mental-board')
  await expect(board.getByTestId('mm-utopia-help')).toHaveText('Utopia (a face-down land that taps for any colour)')
  await expect(board.getByTestId('mm-utopia')).toHaveAccessibleDescription(
    'Utopia (a face-down land that taps for any colour)',
  )
})
