// Auras and Equipment on the table: each sits beside what it is attached to (CR 303.4, 301.5), and neither
// hides the other's name.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { annAndBen, bothKeep, deck, seat, startGame, takeSeatIfAsked } from './table'

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
  await startGame(
    page,
    annAndBen(3, deck({ Plains: 10, 'Savannah Lions': 4, 'Holy Strength': 6 }), deck({ Forest: 20 })),
  )
  await bothKeep(page)
  await expect(page.getByTestId('pass')).toBeVisible()
  // The board, set up with the manual tools: lands and a creature.
  for (const name of ['Plains', 'Plains', 'Plains', 'Savannah Lions'])
    await act(page, { type: 'manual', player: 0, op: 'move', card: await annCard(page, name), to: 'battlefield' })
  const lions = await page.evaluate(() => {
    const s = (window as unknown as Hooks).__hearthside.game().state
    return s.battlefield.find((id) => s.cards[s.objects[id].def]?.name === 'Savannah Lions')!
  })
  await expect(seat(page, 0).locator(`.player__battlefield [data-card="${lions}"]`)).toBeVisible()
  // Holy Strength cast at the Lions (it resolves once Ben lets it).
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

/** The battlefield id of Ann's permanent `name` (the n-th copy), with what it is attached to. */
async function annPermanent(page: Page, name: string, n = 0): Promise<{ id: string; attachedTo: string | null }> {
  return page.evaluate(
    ([want, k]) => {
      const s = (window as unknown as Hooks).__hearthside.game().state
      const id = s.battlefield.filter((x) => s.cards[s.objects[x].def]?.name === want)[k] ?? ''
      return { id, attachedTo: id ? (s.objects[id].attachedTo ?? null) : null }
    },
    [name, n] as const,
  )
}

/** Beside: the attached card starts right of the host's left edge, level with its top; both names readable. */
async function besideItsHost(page: Page, host: string, attached: string): Promise<void> {
  await page.mouse.move(0, 0)
  const h = (await page.locator(`[data-card="${host}"]`).boundingBox())!
  const on = (await page.locator(`[data-card="${attached}"]`).boundingBox())!
  expect(on.x).toBeGreaterThan(h.x + h.width * 0.3)
  expect(Math.abs(on.y - h.y)).toBeLessThan(h.height * 0.5)
  await nameIsVisible(page, host)
  await nameIsVisible(page, attached)
}

/** Equips `equipment` to `creature` through the table: its menu's Equip, the creature clicked as the target. */
async function equipThroughTable(page: Page, equipment: string, creature: string): Promise<void> {
  await page.locator(`[data-card="${equipment}"]`).click({ button: 'right' })
  await page
    .getByTestId('card-menu')
    .getByRole('menuitem', { name: /^Activate: Equip/ })
    .click()
  await page.locator(`[data-card="${creature}"]`).click()
  await page.getByTestId('confirm-cast').click()
  // The ability resolves once Ben lets it ("respond?" on this screen, or his seat behind a cover).
  for (let i = 0; i < 30 && (await annPermanent(page, 'Short Sword')).attachedTo !== creature; i++)
    if (!(await takeSeatIfAsked(page))) await page.waitForTimeout(100)
  expect((await annPermanent(page, 'Short Sword')).attachedTo).toBe(creature)
  await expect(page.getByTestId('pass')).toBeVisible()
}

test('Equipment: equipped through the table it sits beside its creature (CR 301.5), moves on a new equip (CR 301.5c), and stays unattached when the creature dies (CR 704.5n)', async ({
  hearth,
}) => {
  const { page } = hearth
  await startGame(page, annAndBen(3, deck({ Plains: 10, 'Savannah Lions': 4, 'Short Sword': 6 }), deck({ Forest: 20 })))
  await bothKeep(page)
  await expect(page.getByTestId('pass')).toBeVisible()
  // The board, set up with the manual tools: lands and two creatures.
  for (const name of ['Plains', 'Plains', 'Plains', 'Plains', 'Savannah Lions', 'Savannah Lions'])
    await act(page, { type: 'manual', player: 0, op: 'move', card: await annCard(page, name), to: 'battlefield' })
  const first = (await annPermanent(page, 'Savannah Lions', 0)).id
  const second = (await annPermanent(page, 'Savannah Lions', 1)).id
  // Short Sword cast from the hand (it resolves once Ben lets it).
  const card = await annCard(page, 'Short Sword')
  if (!(await page.locator(`.player__hand [data-card="${card}"]`).count()))
    await act(page, { type: 'manual', player: 0, op: 'move', card, to: 'hand' })
  await act(page, { type: 'cast', player: 0, card, targets: [] })
  for (let i = 0; i < 30 && !(await annPermanent(page, 'Short Sword')).id; i++)
    if (!(await takeSeatIfAsked(page))) await page.waitForTimeout(100)
  const sword = (await annPermanent(page, 'Short Sword')).id
  expect(sword).not.toBe('')
  await expect(page.getByTestId('pass')).toBeVisible()

  // Equip {1} through the table: the Sword goes beside the first Lions, 2/1 and now 3/2 (+1/+1).
  await equipThroughTable(page, sword, first)
  await expect(page.getByRole('group', { name: 'Savannah Lions and what is attached to it' })).toBeVisible()
  await besideItsHost(page, first, sword)
  await expect(page.locator(`[data-card="${first}"]`)).toHaveAttribute('aria-label', /3\/2/)

  // Equipped again, to the second Lions: it moves (CR 301.5c), the first Lions is alone again.
  await equipThroughTable(page, sword, second)
  await besideItsHost(page, second, sword)
  await expect(page.locator(`[data-card="${first}"]`)).toHaveAttribute('aria-label', /2\/1/)

  // The equipped Lions dies (moved to the graveyard through its menu): the Sword stays on the battlefield,
  // unattached (CR 704.5n), a card of its own with its name in view.
  await page.locator(`[data-card="${second}"]`).click({ button: 'right' })
  await page.getByTestId('card-menu').getByRole('menuitem', { name: 'Move to graveyard' }).click()
  await expect(page.locator(`.player__battlefield [data-card="${second}"]`)).toHaveCount(0)
  expect(await annPermanent(page, 'Short Sword')).toEqual({ id: sword, attachedTo: null })
  await expect(page.getByRole('group', { name: /and what is attached to it/ })).toHaveCount(0)
  await expect(seat(page, 0).locator(`.player__battlefield [data-card="${sword}"]`)).toBeVisible()
  await nameIsVisible(page, sword)
  expect(await hearth.problems()).toEqual([])
})
