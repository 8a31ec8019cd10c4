// Mental Magic end to end through the table UI: a card played face down as a Utopia (ruling MM-4) whose card the
// other player never gets in their DOM, and a card cast as another card of the same mana cost (MM-3), which marks
// that name for everyone (MM-2). As in game.spec.ts the game is set up through the game store (test-only hook);
// everything after that goes through the UI.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { deck, pass, screenshotPath, startGame, table, takeSeatIfAsked } from './table'

/** Takes the hand-off if it is showing, and checks whose view the table shows. */
async function seatOf(page: Page, player: number) {
  await takeSeatIfAsked(page)
  await expect(table(page)).toHaveAttribute('data-viewer', String(player))
}

test('Mental Magic: a Utopia stays secret from the other player (MM-4), a card cast as another marks its name (MM-2, MM-3)', async ({
  hearth,
}) => {
  const { page } = hearth
  await startGame(
    page,
    {
      variant: 'mental',
      options: {},
      start: 0,
      seed: 5,
      players: [
        { name: 'Ann', color: '#f59e0b', deck: deck({ Shock: 4, 'Goblin Guide': 4, Mountain: 2 }) },
        { name: 'Ben', color: '#60a5fa', deck: deck({ Plains: 5, 'Glory Seeker': 5 }) },
      ],
    },
    { smartPass: false },
  )
  // Both keep (each behind the hand-off).
  for (const player of [0, 1]) {
    await seatOf(page, player)
    await page.getByTestId('keep').click()
  }
  await seatOf(page, 0)
  await expect(table(page)).toHaveAttribute('data-step', 'precombatMain')

  // MM-4: Shock played face down as a Utopia, with the land drop; only Ann is told what lies under it.
  const board = page.getByTestId('mental-board')
  await board.getByTestId('mm-card').selectOption({ label: 'Shock' })
  await board.getByTestId('mm-utopia').click()
  await expect(board.getByTestId('mm-under-utopias')).toHaveText('Under your Utopias: Shock')
  await expect(page.locator('section[data-player="0"] .card[data-name="Utopia"]')).toHaveCount(1)

  // MM-3: Goblin Guide cast as Lightning Bolt ({R} both, MA-6) at Ben, paid by the Utopia's any-colour mana.
  await board.getByTestId('mm-card').selectOption({ label: 'Goblin Guide' })
  await board.getByTestId('mm-as').selectOption('Lightning Bolt')
  await board.getByTestId('mm-target-0').selectOption({ label: 'Ben' })
  await expect(board.getByTestId('mm-cast')).toBeEnabled()
  await board.getByTestId('mm-cast').click()
  await expect(page.getByTestId('marked')).toContainText('Lightning Bolt')

  // Ben gets priority with Lightning Bolt on the stack: his view holds no trace of the card under Ann's Utopia.
  await pass(page)
  // Asked "respond?" on Ann's screen, Ben chooses to respond: the table is handed over to him.
  await page.getByTestId('respond').or(page.getByTestId('hand-off')).waitFor()
  if (await page.getByTestId('respond').isVisible()) await page.getByTestId('respond-yes').click()
  await seatOf(page, 1)
  await expect(page.locator('section[data-player="0"] .card[data-name="Utopia"]')).toHaveCount(1)
  const html = await page.content()
  expect(html).not.toContain('Shock')
  expect(html).not.toContain('Under your Utopias')
  await pass(page)
  // Lightning Bolt resolves: 3 damage to Ben.
  await seatOf(page, 0)
  await expect(page.locator('[data-life="1"]')).toContainText('17')
  await page.screenshot({ path: screenshotPath('mental-table.png') })
  expect(await hearth.problems()).toEqual([])
})
