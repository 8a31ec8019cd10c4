// Helpers shared by the table's end-to-end tests: a game is SET UP through the game store (reached through Vue's
// app instance: the production build has no test hooks); everything after that goes through the UI only.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** A deck list as card names, one per copy: `deck({ Mountain: 2 })` → ['Mountain', 'Mountain']. */
export const deck = (spec: Record<string, number>): string[] =>
  Object.entries(spec).flatMap(([name, n]) => Array.from({ length: n }, () => name))

/**
 * Gives the test `window.__hearthside` ({ game(), go(id), store(id) }): the app's Pinia stores, found through the
 * Vue app instance on #app. The game store exists once a screen that uses it was shown (the game screen is).
 */
export async function exposeStores(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !!(document.querySelector('#app') as unknown as { __vue_app__?: unknown })?.__vue_app__,
  )
  await page.evaluate(() => {
    type Store = Record<string, unknown> & { go(id: string): void }
    const app = (
      document.querySelector('#app') as unknown as {
        __vue_app__: { config: { globalProperties: { $pinia: { _s: Map<string, Store> } } } }
      }
    ).__vue_app__
    const stores = app.config.globalProperties.$pinia._s
    const store = (id: string) => {
      const found = stores.get(id)
      if (!found) throw new Error(`no "${id}" store yet`)
      return found
    }
    ;(window as unknown as { __hearthside: unknown }).__hearthside = {
      store,
      game: () => store('game'),
      go: (id: string) => store('screen').go(id),
    }
  })
}

/** Opens the table on a prepared game state (a scenario's, or a new game's), through the game store. */
export async function startAtPosition(page: Page, state: object): Promise<void> {
  await exposeStores(page)
  await page.evaluate(() => (window as unknown as { __hearthside: { go(id: string): void } }).__hearthside.go('game'))
  await page.evaluate((s) => {
    const hooks = (
      window as unknown as { __hearthside: { game(): { startPosition(s: unknown): void }; go(id: string): void } }
    ).__hearthside
    hooks.game().startPosition(s)
    hooks.go('game')
  }, state)
}

/** Starts a game from `setup`. `smartPass: false` turns the setting off first, for a test about a stop or a
 *  "respond?" that the smart pass would skip for a player who can only pass. */
export async function startGame(page: Page, setup: object, options: { smartPass?: boolean } = {}): Promise<void> {
  await page.reload()
  await exposeStores(page)
  if (options.smartPass === false)
    await page.evaluate(() =>
      (window as unknown as { __hearthside: { store(id: string): { update(p: object): Promise<void> } } }).__hearthside
        .store('settings')
        .update({ skipUnanswerable: false }),
    )
  await page.evaluate(() => (window as unknown as { __hearthside: { go(id: string): void } }).__hearthside.go('game'))
  await page.waitForFunction(() => {
    try {
      return !!(window as unknown as { __hearthside: { game(): unknown } }).__hearthside.game()
    } catch {
      return false
    }
  })
  await page.evaluate((s) => {
    const hooks = (window as unknown as { __hearthside: { game(): { start(s: unknown): void }; go(id: string): void } })
      .__hearthside
    hooks.game().start(s)
    hooks.go('game')
  }, setup)
  await expect(page.getByTestId('hand-off')).toBeVisible()
}

/** A Normal Magic setup for Ann (who starts) and Ben with these decks, dealt from `seed`. */
export const annAndBen = (seed: number, annDeck: string[], benDeck: string[]) => ({
  variant: 'normal',
  options: {},
  start: 0,
  seed,
  players: [
    { name: 'Ann', color: '#f59e0b', deck: annDeck },
    { name: 'Ben', color: '#60a5fa', deck: benDeck },
  ],
})

/** Screenshots go to the test output; `UPDATE_SCREENSHOTS=1` refreshes the README's copies in docs/screenshots. */
export const screenshotPath = (name: string): string =>
  process.env.UPDATE_SCREENSHOTS === '1' ? `docs/screenshots/${name}` : test.info().outputPath(name)

export const table = (page: Page) => page.getByRole('main', { name: 'Game table' })
export const seat = (page: Page, p: number) => page.locator(`section[data-player="${p}"]`)

/** Hands the table over: the hand-off screen shows, then the named player clicks "ready". */
export async function takeSeat(page: Page): Promise<void> {
  const handOff = page.getByTestId('hand-off')
  await handOff.getByRole('button').click()
  await expect(handOff).toBeHidden()
}

/** How long a cover or another player's question waits before its letter keys answer (components/table/deliberate.ts's
 *  DELIBERATE_DELAY_MS, with room). */
export const DELIBERATE_WAIT_MS = 900

/** The next player lifts the cover by keyboard: R, pressed afresh once the cover has been up a moment. */
export async function takeSeatByKey(page: Page): Promise<void> {
  const handOff = page.getByTestId('hand-off')
  await expect(handOff).toBeVisible()
  await page.waitForTimeout(DELIBERATE_WAIT_MS)
  await page.keyboard.press('r')
  await expect(handOff).toBeHidden()
}

/** An undo or redo into other players' decisions asks them: each one clicks "agrees" (none with a PIN here). */
export async function agreeToTravel(page: Page): Promise<void> {
  const consent = page.getByTestId('travel-consent')
  if (!(await consent.isVisible())) return
  const agree = consent.locator('[data-testid^="travel-agree-"]')
  while ((await agree.count()) > 0) await agree.first().click()
  await expect(consent).toBeHidden()
}

/** Takes the hand-off if it is showing (or lets a spell resolve when "respond?" is asked, or lifts a hand left face
 *  down after another player acted at the screen); true when it did. */
export async function takeSeatIfAsked(page: Page): Promise<boolean> {
  if (await page.getByTestId('veiled').isVisible()) {
    await page.getByTestId('lift-hand').click()
    await takeSeat(page)
    return true
  }
  if (await page.getByTestId('respond').isVisible()) {
    await page.getByTestId('respond-no').click()
    return true
  }
  if (!(await page.getByTestId('hand-off').isVisible())) return false
  await takeSeat(page)
  return true
}

/** Space passes priority when no control has the focus. */
export async function pass(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('Space')
}

/** The game log as the store holds it. */
export async function gameLog(page: Page): Promise<string> {
  return page.evaluate(() =>
    (window as unknown as { __hearthside: { game(): { log: string[] } } }).__hearthside.game().log.join('\n'),
  )
}

/** Both players keep their opening hands, each taking the table in turn; then Ann, who starts, takes her seat. */
export async function bothKeep(page: Page): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await takeSeat(page)
    await page.getByTestId('keep').click()
  }
  await takeSeat(page)
}
