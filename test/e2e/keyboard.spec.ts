// Playing by keyboard alone, in Chromium: New Game to Start in one Tab, a whole (short) game with the cover lifted
// by R, the hand reached by a skip link, cards chosen with the arrow keys and played with Enter, targets and Cast
// reached by the focus, passes by Space; a card's menu gives the focus back to its card; the polite live region
// reads each seat only its own lines (never a hidden card); the replay's keys with a checkbox focused; undo in the
// deck editor.
import type { Page } from '@playwright/test'
import '@shared/variants'
import { CardPool } from '@shared/cards/pool'
import { starterCardDefinitions } from '@shared/cards/starter'
import { runScenario } from '@shared/scenario'
import { expect, test } from './fixtures'
import { annAndBen, deck, DELIBERATE_WAIT_MS, seat, startAtPosition, startGame, table, takeSeat } from './table'

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return {
      card: el?.dataset.name ?? (el?.classList.contains('card') ? '?' : null),
      testid: el?.dataset.testid ?? null,
      tag: el?.tagName ?? null,
      text: el?.textContent?.trim().slice(0, 40) ?? '',
      outline: el ? getComputedStyle(el).outlineStyle : 'none',
    }
  })

test('keyboard only: from the start screen, New Game to Start takes one Tab', async ({ hearth }) => {
  const { page } = hearth
  const newGame = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'New game' })
  await expect(newGame).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'New game' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('skip-start')).toBeFocused()
  expect((await focused(page)).outline).not.toBe('none') // the focus shows
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('hand-off')).toBeVisible()
  expect(await hearth.problems()).toEqual([])
})

/** Ann (Bolts and Mountains) against Ben at 7 life with Forests: two turns of Ann's win by keyboard. */
const SHORT_GAME = {
  variant: 'normal',
  seed: 3,
  start: 0,
  actions: [],
  players: [{ name: 'Ann' }, { name: 'Ben' }],
  state: {
    turn: 2,
    active: 0,
    step: 'precombatMain',
    players: [
      {
        hand: ['Mountain', 'Lightning Bolt', 'Lightning Bolt'],
        library: ['Lightning Bolt', 'Mountain', 'Mountain'],
        battlefield: ['Mountain'],
      },
      { life: 7, hand: ['Forest'], library: ['Forest', 'Forest', 'Forest'], battlefield: ['Forest'] },
    ],
  },
}

test('keyboard only: a whole short game, every key through the UI, the focus always visible and never lost', async ({
  hearth,
}) => {
  test.setTimeout(120_000) // 24 s on a 2-core machine at load 20
  const { page } = hearth
  const state = runScenario(SHORT_GAME, new CardPool(starterCardDefinitions())).state
  await startAtPosition(page, state)
  const keys: string[] = []
  const press = async (key: string) => {
    keys.push(key)
    await page.keyboard.press(key)
  }
  const over = page.getByTestId('game-over')
  const played = new Set<string>()
  for (let i = 0; i < 80 && !(await over.isVisible()); i++) {
    if (await page.getByTestId('hand-off').isVisible()) {
      await page.waitForTimeout(DELIBERATE_WAIT_MS)
      await press('r')
      await expect(page.getByTestId('hand-off')).toBeHidden()
      continue
    }
    if (await page.getByTestId('respond').isVisible()) {
      await page.waitForTimeout(DELIBERATE_WAIT_MS)
      await press('l')
      await expect(page.getByTestId('respond')).toBeHidden()
      continue
    }
    // A hand face down after another player acted at the screen: H, afresh after a moment, lifts it (its cover).
    if (await page.getByTestId('veiled').isVisible()) {
      await page.waitForTimeout(DELIBERATE_WAIT_MS)
      await press('h')
      await expect(page.getByTestId('veiled')).toBeHidden()
      continue
    }
    const viewer = await table(page).getAttribute('data-viewer')
    const turn = await table(page).getAttribute('data-turn')
    const step = await table(page).getAttribute('data-step')
    const me = Number(viewer)
    const inHand = (selector: string) => seat(page, me).locator(`.player__hand .card${selector}`).count()
    const untapped = seat(page, me).locator('.player__battlefield .card:not(.card--tapped)[data-name="Mountain"]')
    const wanted =
      me === 0 &&
      step?.endsWith('Main') &&
      (await untapped.count()) > 0 &&
      (await inHand('[data-name="Lightning Bolt"]'))
        ? 'Lightning Bolt'
        : step === 'precombatMain' &&
            !played.has(`${turn}:${me}`) &&
            (await inHand('[data-name="Mountain"]')) + (await inHand('[data-name="Forest"]'))
          ? 'land'
          : null
    if (wanted) {
      // The skip link to the hand (the first Tab from the table), then the arrows to the card, Enter.
      await page.locator('main.game').focus()
      await press('Tab')
      await expect(page.getByTestId('skip-hand')).toBeFocused()
      await press('Enter')
      const isWanted = (name: string | null) =>
        wanted === 'land' ? name === 'Mountain' || name === 'Forest' : name === wanted
      for (let k = 0; k < 8 && !isWanted((await focused(page)).card); k++) await press('ArrowRight')
      const at = await focused(page)
      expect(isWanted(at.card), `focused ${JSON.stringify(at)}`).toBe(true)
      expect(at.outline).not.toBe('none')
      await press('Enter')
      if (wanted === 'land') {
        played.add(`${turn}:${me}`)
        continue
      }
      // Bolt's targets: the focus is on the first choice; Tab to Ben, Enter; the focus moves on to Cast.
      await expect(page.getByTestId('prompt')).toContainText('Cast Lightning Bolt')
      for (let k = 0; k < 6 && (await focused(page)).text !== 'Ben (player)'; k++) await press('Tab')
      await press('Enter')
      await expect(page.getByTestId('confirm-cast')).toBeFocused()
      await press('Enter')
      await expect(page.getByTestId('confirm-cast')).toBeHidden()
      continue
    }
    // Nothing to do: Space passes (from the Pass button or the table itself; never from a card).
    if ((await focused(page)).card) await press('Escape')
    await press('Space')
    await page.waitForTimeout(50)
  }
  await expect(over).toBeVisible()
  await expect(over).toContainText('Ann wins')
  expect(keys.filter((k) => k === 'Enter').length).toBeGreaterThan(4)
  expect(await hearth.problems()).toEqual([])
})

test("keyboard: a card's menu opens with Space and closes with Escape, the focus back on its card; the cast prompt too", async ({
  hearth,
}) => {
  const { page } = hearth
  await startGame(
    page,
    annAndBen(21, deck({ Mountain: 10, 'Lightning Bolt': 10 }), deck({ Forest: 10, 'Grizzly Bears': 10 })),
  )
  for (let i = 0; i < 2; i++) {
    await takeSeat(page)
    await page.getByTestId('keep').click()
  }
  await takeSeat(page)
  const mountain = seat(page, 0).locator('.player__hand .card[data-name="Mountain"]').first()
  await mountain.focus()
  await page.keyboard.press('Space')
  await expect(page.getByTestId('card-menu')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('card-menu')).toBeHidden()
  await expect(mountain).toBeFocused()
  // The arrows move along the hand; End and Home to its ends.
  await page.keyboard.press('End')
  const last = seat(page, 0).locator('.player__hand .card').last()
  await expect(last).toBeFocused()
  await page.keyboard.press('Home')
  await expect(seat(page, 0).locator('.player__hand .card').first()).toBeFocused()
  // A zone is one Tab: from a hand card, Tab leaves the hand.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => !!document.activeElement?.closest('.player__hand-cards'))).toBe(false)
  // Play the Mountain from its menu; the focus is never lost (it goes to a control or card of the table).
  await mountain.focus()
  await page.keyboard.press('m')
  await page.getByTestId('card-menu').getByRole('menuitem', { name: 'Play' }).press('Enter')
  await expect(page.getByRole('region', { name: 'Game log' })).toContainText('Ann plays Mountain')
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true)
  // Bolt: Enter opens its targets (focused); Escape cancels, the focus back on Bolt.
  const bolt = seat(page, 0).locator('.player__hand .card[data-name="Lightning Bolt"]').first()
  await bolt.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('target-choice').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('prompt')).not.toContainText('Cast Lightning Bolt')
  await expect(bolt).toBeFocused()
  expect(await hearth.problems()).toEqual([])
})

test('the live region reads each seat only its own lines: a hidden card never reaches it', async ({ hearth }) => {
  const { page } = hearth
  // Ben's hand is Grizzly Bears and Forests: "Grizzly Bears" may only be read to Ben.
  await startGame(
    page,
    annAndBen(21, deck({ Mountain: 10, 'Lightning Bolt': 10 }), deck({ Forest: 10, 'Grizzly Bears': 10 })),
    { smartPass: false },
  )
  // Every text the region ever holds, with the seat at the screen then.
  await page.evaluate(() => {
    const w = window as unknown as { __said: { viewer: string; text: string }[] }
    w.__said = []
    const region = () => document.querySelector('[data-testid="announcer"]')
    new MutationObserver(() => {
      const text = region()?.textContent?.trim() ?? ''
      const viewer = document.querySelector('main.game')?.getAttribute('data-viewer') ?? ''
      if (text) w.__said.push({ viewer, text })
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  for (let i = 0; i < 2; i++) {
    await takeSeat(page)
    await page.getByTestId('keep').click()
  }
  await takeSeat(page)
  // Ann plays a Mountain and bolts Ben; passes her turn; Ben plays his turn (a Forest, perhaps Bears); Ann again.
  await seat(page, 0).locator('.player__hand .card[data-name="Mountain"]').first().click()
  await expect(page.getByTestId('announcer')).toContainText('Ann plays Mountain')
  const cover = page.getByTestId('hand-off')
  for (let i = 0; i < 40 && !(await cover.isVisible()); i++) {
    if (await page.getByTestId('respond').isVisible()) await page.getByTestId('respond-no').click()
    else if (await page.getByTestId('veiled').isVisible()) await page.getByTestId('veiled-pass').click()
    else {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.keyboard.press('Space')
    }
    await page.waitForTimeout(40)
  }
  await expect(cover).toContainText('Pass to Ben')
  await expect(page.getByTestId('announcer')).toHaveText('')
  await takeSeat(page)
  await seat(page, 1).locator('.player__hand .card[data-name="Forest"]').first().click()
  await expect(page.getByTestId('announcer')).toContainText('Ben plays Forest')
  for (let i = 0; i < 40 && (await table(page).getAttribute('data-viewer')) !== '0'; i++) {
    if (await cover.isVisible()) await takeSeat(page)
    else if (await page.getByTestId('respond').isVisible()) await page.getByTestId('respond-no').click()
    else if (await page.getByTestId('veiled').isVisible()) await page.getByTestId('veiled-pass').click()
    else {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.keyboard.press('Space')
    }
    await page.waitForTimeout(40)
  }
  const said = await page.evaluate(() => (window as unknown as { __said: { viewer: string; text: string }[] }).__said)
  expect(said.some((s) => s.viewer === '1')).toBe(true)
  // Ben's own draws name his cards to him; to Ann, or under a cover, they are "a card".
  const leaks = said.filter((s) => s.viewer !== '1' && s.text.includes('Grizzly Bears'))
  expect(leaks).toEqual([])
  expect(said.filter((s) => s.viewer === '0').length).toBeGreaterThan(0)
  expect(await hearth.problems()).toEqual([])
})

test('keyboard: the replay steps with a checkbox focused; the deck editor undoes with Ctrl+Z', async ({ hearth }) => {
  const { page } = hearth
  await startGame(
    page,
    annAndBen(21, deck({ Mountain: 10, 'Lightning Bolt': 10 }), deck({ Forest: 10, 'Grizzly Bears': 10 })),
  )
  await takeSeat(page)
  await page.getByTestId('keep').click()
  await hearth.emit('menu:command', 'save')
  await expect(page.getByRole('status')).toContainText('Saved as')
  await page.getByRole('button', { name: 'Leave' }).click()
  await page.getByRole('button', { name: 'Load game', exact: true }).click()
  await page.locator('li[data-id]').first().getByRole('button', { name: 'Replay' }).click()
  const position = page.locator('[data-test="position"]')
  await expect(position).toContainText('Action 0 of')
  await page.getByRole('checkbox', { name: 'Step through every pass' }).focus()
  await page.keyboard.press('End')
  await expect(position).not.toContainText('Action 0 of')
  await page.keyboard.press('Home')
  await expect(position).toContainText('Action 0 of')
  // The deck editor: a card added with Enter, then Ctrl+Z takes it back and Ctrl+Y brings it again.
  await page.evaluate(() =>
    (window as unknown as { __hearthside: { go(id: string): void } }).__hearthside.go('deck-editor'),
  )
  const main = page.locator('[data-board="main"]')
  await page.getByTestId('card-query').fill('Lightning Bolt')
  const result = page.locator('[data-index="0"]').first()
  await result.focus()
  await page.keyboard.press('Enter')
  await expect(main).toContainText('Lightning Bolt')
  await result.focus()
  await page.keyboard.press('Control+z')
  await expect(main).not.toContainText('Lightning Bolt')
  await page.keyboard.press('Control+y')
  await expect(main).toContainText('Lightning Bolt')
  expect(await hearth.problems()).toEqual([])
})
