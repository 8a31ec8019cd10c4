// Rules the table must not let slip in combat, through the UI: an attack requirement (CR 508.1d) and an attack
// trigger that always reaches the stack (CR 603.3), run by the engine or left to the players by hand.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { annAndBen, bothKeep, deck, gameLog, pass, seat, startGame, takeSeatIfAsked } from './table'

type Hooks = {
  __hearthside: {
    game(): {
      state: {
        step: string
        stack: unknown[]
        players: { zones: Record<string, string[]> }[]
        objects: Record<string, { def: string }>
        cards: Record<string, { name: string }>
      }
      act(a: object): string | null
    }
  }
}

/** Ann's turn 1 with Valley Dasher and Goblin Guide (both with haste) put onto her battlefield by hand. */
async function hastyBoard(page: Page): Promise<{ dasher: string; guide: string }> {
  await startGame(
    page,
    annAndBen(5, deck({ Mountain: 10, 'Valley Dasher': 1, 'Goblin Guide': 1 }), deck({ Forest: 6, Mountain: 6 })),
    { smartPass: false },
  )
  await bothKeep(page)
  await expect(page.getByTestId('pass')).toBeVisible()
  const ids: string[] = []
  for (const name of ['Valley Dasher', 'Goblin Guide']) {
    const id = await page.evaluate((n) => {
      const g = (window as unknown as Hooks).__hearthside.game()
      const s = g.state
      const z = s.players[0].zones
      const card = [...z.hand, ...z.library].find((x) => s.cards[s.objects[x].def]?.name === n)!
      const error = g.act({ type: 'manual', player: 0, op: 'move', card, to: 'battlefield' })
      if (error) throw new Error(error)
      // A new object on the battlefield (CR 400.7): found there by its name.
      const t = g.state as unknown as { battlefield: string[] } & typeof s
      return t.battlefield.find((x) => t.cards[t.objects[x].def]?.name === n)!
    }, name)
    ids.push(id)
  }
  // On to the declaration of attackers.
  for (let i = 0; i < 5 && !(await page.getByTestId('confirm-attackers').isVisible()); i++) await pass(page)
  await expect(page.getByTestId('confirm-attackers')).toBeVisible()
  return { dasher: ids[0], guide: ids[1] }
}

test('CR 508.1d: "attacks each combat if able" — No attacks is refused with the reason, attacking with Valley Dasher is accepted', async ({
  hearth,
}) => {
  const { page } = hearth
  const { dasher } = await hastyBoard(page)
  await expect(page.getByTestId('confirm-attackers')).toHaveText('No attacks')
  await page.getByTestId('confirm-attackers').click()
  await expect(page.getByTestId('error')).toContainText(
    'Valley Dasher attacks each combat if able: declare it as an attacker (CR 508.1d)',
  )
  await expect(page.getByTestId('confirm-attackers')).toBeVisible() // still Ann's declaration
  await seat(page, 0).locator(`[data-card="${dasher}"]`).dragTo(page.locator('[data-life="1"]'))
  await page.getByTestId('confirm-attackers').click()
  await expect(page.getByTestId('confirm-attackers')).toBeHidden()
  expect(await gameLog(page)).toContain('Ann attacks: Valley Dasher → Ben')
  expect(await hearth.problems()).toEqual([])
})

test("CR 603.3: Goblin Guide's attack trigger reaches the stack, is logged, and resolves (by the engine or by hand)", async ({
  hearth,
}) => {
  const { page } = hearth
  await hastyBoard(page)
  await page.getByRole('button', { name: 'All attack' }).click()
  await expect(page.getByTestId('confirm-attackers')).toHaveText('Attack with 2')
  await page.getByTestId('confirm-attackers').click()
  // The trigger is on the stack, for everyone to see: Ann holds priority or Ben is asked "respond?".
  await expect(page.locator('.stack__item', { hasText: 'Goblin Guide' })).toBeVisible()
  let log = await gameLog(page)
  expect(log).toContain('Ann attacks: ')
  expect(log).toMatch(/Goblin Guide's ability triggers/)
  // It resolves: a text the engine can't run is left to Ann by hand, with its text shown.
  for (let i = 0; i < 30; i++) {
    const s = await page.evaluate(() => (window as unknown as Hooks).__hearthside.game().state.stack.length)
    if (s === 0) break
    if (await page.getByTestId('manual-done').isVisible()) {
      await expect(page.getByRole('region', { name: 'Resolve by hand' })).toContainText(/Resolve .+ by hand/)
      await page.getByTestId('manual-done').click()
    } else if (!(await takeSeatIfAsked(page))) await pass(page)
  }
  log = await gameLog(page)
  expect(log).toMatch(/Goblin Guide's ability (resolves|triggers \(resolve it by hand\))|Ben reveals/)
  expect(await page.evaluate(() => (window as unknown as Hooks).__hearthside.game().state.stack.length)).toBe(0)
  expect(await hearth.problems()).toEqual([])
})
