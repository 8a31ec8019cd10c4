// Auras and Equipment on the table: each sits beside what it is attached to (CR 303.4, 301.5), and neither
// hides the other's name.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { deck, seat, startGame, takeSeat, takeSeatIfAsked } from './table'

type Hooks = {
  __hearthside: {
    game(): {
      state: {
        players: { zones: Record<string, string[]> }[]
        objects: Record<string, { def: string; attachedTo?: string | null }>
        cards: Record<string, { name: string }>
        battlefield: string[]
      }
      act(a: object): string | null
    }
  }
}

/** A card of Ann's, by name, from her hand or library. */
async function annCard(page: Page, name: string): Promise<string> {
  return page.evaluate((n) => {
    const s = (window as unknown as Hooks).__hearthside.game().state
    const z = s.players[0].zones
    return [...z.hand, ...z.library].find((id) => s.cards[s.objects[id].def]?.name === n) ?? ''
  }, name)
}
async function act(page: Page, action: object): Promise<void> {
  const error = await page.evaluate((a) => (window as unknown as Hooks).__hearthside.game().act(a), action)
  expect(error).toBeNull()
}

/** The point in the middle of `name`'s text shows that card, not the one attached to it (or its host). */
async function nameIsVisible(page: Page, id: string): Promise<void> {
  const name = page.locator(`[data-card="${id}"] .card__name`)
  await expect(name).toBeVisible()
  const box = (await name.boundingBox())!
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('[data-card]')?.getAttribute('data-card') ?? '',
    [box.x + box.width / 2, box.y + box.height / 2] as const,
  )
  expect(hit, `the name of ${id} is covered`).toBe(id)
}

test('an Aura sits beside the creature it enchants (CR 303.4), and both names stay readable', async ({ hearth }) => {
  const { page } = hearth
  await startGame(page, {
    variant: 'normal',
    options: {},
    start: 0,
    seed: 3,
    players: [
      {
        name: 'Ann',
        color: '#f59e0b',
        deck: deck({ Plains: 10, 'Savannah Lions': 4, 'Holy Strength': 6 }),
      },
      { name: 'Ben', color: '#60a5fa', deck: deck({ Forest: 20 }) },
    ],
  })
  for (let i = 0; i < 2; i++) {
    await takeSeat(page)
    await page.getByTestId('keep').click()
  }
  await takeSeat(page)
  await expect(page.getByTestId('pass')).toBeVisible()
  // The board, set up with the manual tools: lands and a creature.
  for (const name of ['Plains', 'Plains', 'Plains', 'Savannah Lions'])
    await act(page, { type: 'manual', player: 0, op: 'move', card: await annCard(page, name), to: 'battlefield' })
  const lions = await page.evaluate(() => {
    const s = (window as unknown as Hooks).__hearthside.game().state
    return s.battlefield.find((id) => s.cards[s.objects[id].def]?.name === 'Savannah Lions')!
  })
  await expect(seat(page, 0).locator(`.player__battlefield [data-card="${lions}"]`)).toBeVisible()
  // Holy Strength cast at the Lions (it resolves once Ben lets it), then Short Sword cast and equipped.
  const card = await annCard(page, 'Holy Strength')
  if (!(await page.locator(`.player__hand [data-card="${card}"]`).count()))
    await act(page, { type: 'manual', player: 0, op: 'move', card, to: 'hand' })
  await act(page, { type: 'cast', player: 0, card, targets: [{ card: lions }] })
  // A new object on the battlefield (CR 400.7): found by its name there.
  const onBattlefield = () =>
    page.evaluate(() => {
      const s = (window as unknown as Hooks).__hearthside.game().state
      const id = s.battlefield.find((x) => s.cards[s.objects[x].def]?.name === 'Holy Strength')
      return id ? { id, attachedTo: s.objects[id].attachedTo } : null
    })
  for (let i = 0; i < 30 && !(await onBattlefield()); i++) {
    if (!(await takeSeatIfAsked(page))) await page.waitForTimeout(100)
  }
  const { id: aura, attachedTo: attached } = (await onBattlefield())!
  expect(attached).toBe(lions)
  await expect(seat(page, 0).locator(`[data-card="${lions}"]`)).toContainText('Savannah Lions')
  await page.mouse.move(0, 0)
  // Beside: the Aura's box starts to the right of the creature's left edge and its top is level with it.
  const host = (await page.locator(`[data-card="${lions}"]`).boundingBox())!
  const on = (await page.locator(`[data-card="${aura}"]`).boundingBox())!
  expect(on.x).toBeGreaterThan(host.x + host.width * 0.3)
  expect(Math.abs(on.y - host.y)).toBeLessThan(host.height * 0.5)
  await nameIsVisible(page, lions)
  await nameIsVisible(page, aura)
  expect(await hearth.problems()).toEqual([])
})
