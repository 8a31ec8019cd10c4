// Magic Combat Rules at one screen with few covers (MCR-8): fights are picked on the public view while the defender
// sits at the screen (no hand shows), the defender is asked about set instants only when they have one, and a turn
// takes at most two covers. Through the UI only, from the start of a game for two rounds.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { deck, startGame, takeSeat } from './table'

async function look(page: Page) {
  return page.evaluate(() => {
    const has = (sel: string) => !!document.querySelector(sel)
    const main = document.querySelector('main.game')
    return {
      over: has('[data-testid="game-over"]'),
      handOff: has('[data-testid="hand-off"]'),
      respond: has('[data-testid="respond"]'),
      veiled: has('[data-testid="veiled"]'),
      actHere: has('[data-testid="act-here"]'),
      placement: has('[data-testid="placement"]'),
      setSpells: has('[data-testid="set-spells"]'),
      discard: has('[data-testid="confirm-cards"]'),
      summon: [...document.querySelectorAll<HTMLButtonElement>('[data-testid="summon"]')].some((b) => !b.disabled),
      fight: [...document.querySelectorAll<HTMLButtonElement>('[data-testid^="fight-"]')].some((b) => !b.disabled),
      handCards: document.querySelectorAll('.player__hand .card[data-name]').length,
      turn: Number(main?.getAttribute('data-turn') ?? 0),
    }
  })
}

test('Combat Rules (MCR-8): fights on the public view, no hand shows there, at most two covers a turn', async ({
  hearth,
}) => {
  test.setTimeout(180_000)
  const { page } = hearth
  await page.setViewportSize({ width: 1280, height: 800 })
  const creatures = { 'Grizzly Bears': 6, 'Savannah Lions': 6, 'Elite Vanguard': 6, 'Giant Growth': 6, Shock: 6 }
  await startGame(page, {
    variant: 'combat',
    options: {},
    start: 0,
    seed: 4,
    players: ['Ann', 'Ben'].map((name, i) => ({ name, color: i ? '#60a5fa' : '#f59e0b', deck: deck(creatures) })),
  })
  const covers: Record<number, number> = {}
  let publicFights = 0
  const summoned = new Set<number>()
  for (let i = 0; i < 400; i++) {
    const ui = await look(page)
    if (ui.over || ui.turn > 4) break
    if (ui.handOff) {
      covers[ui.turn] = (covers[ui.turn] ?? 0) + 1
      await takeSeat(page)
      continue
    }
    if (ui.respond) {
      await page.getByTestId('respond-no').click()
      continue
    }
    // A hand face down after the other player acted at the screen: lifted through its cover (counted above).
    if (ui.veiled) {
      expect(ui.handCards).toBe(0)
      await page.getByTestId('lift-hand').click()
      continue
    }
    if (ui.actHere) {
      // The active player on the public view: no hand shows, the Fight buttons work, "Done fighting" passes.
      expect(ui.handCards).toBe(0)
      if (ui.fight) {
        publicFights++
        await page.locator('[data-testid^="fight-"]:not([disabled])').first().click()
      } else await page.getByTestId('public-pass').click()
      continue
    }
    if (ui.placement) {
      for (let k = 0; k < 3; k++) {
        const chip = page.getByTestId('placement').locator('[data-place][draggable="true"]').first()
        if (await chip.count()) await chip.click()
      }
      await page.getByTestId('confirm-placement').click()
      continue
    }
    if (ui.setSpells) {
      const checks = page.getByTestId('set-spells').getByRole('checkbox')
      if ((await checks.count()) && ui.turn % 2 === 1) await checks.first().check()
      await page.getByTestId('confirm-set').click()
      continue
    }
    if (ui.summon && !summoned.has(ui.turn)) {
      summoned.add(ui.turn)
      await page.locator('[data-testid="summon"]:not([disabled])').first().click()
      continue
    }
    if (ui.fight) {
      await page.locator('[data-testid^="fight-"]:not([disabled])').first().click()
      continue
    }
    if (ui.discard) {
      const checks = page.getByTestId('prompt').getByRole('checkbox')
      const n = Number(/Discard (\d+)/.exec((await page.getByTestId('prompt').innerText()) ?? '')?.[1] ?? 0)
      for (let k = 0; k < n; k++) await checks.nth(k).check()
      await page.getByTestId('confirm-cards').click()
      continue
    }
    if (await page.getByTestId('pass-anyway').isVisible()) {
      await page.getByTestId('pass-anyway').click()
      continue
    }
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Space')
  }
  expect(publicFights).toBeGreaterThan(0)
  for (const turn of [1, 2, 3, 4])
    expect(covers[turn] ?? 0, `turn ${turn}: ${JSON.stringify(covers)}`).toBeLessThanOrEqual(2)
  expect(await hearth.problems()).toEqual([])
})
