// Magic Combat Rules at one screen (MCR-8): set spells are revealed on the public view by their slot, by the active
// player before a fight and by the defender answering it, face down until cast: the fights take no cover, no hand
// shows there, and no set card's name shows before it is cast. Through the UI only, the first round of a game.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { deck, gameLog, startGame, takeSeat } from './table'

async function look(page: Page) {
  return page.evaluate(() => {
    const has = (sel: string) => !!document.querySelector(sel)
    const main = document.querySelector('main.game')
    return {
      handOff: has('[data-testid="hand-off"]'),
      respond: has('[data-testid="respond"]'),
      answerHere: has('[data-testid="answer-here"]'),
      actHere: has('[data-testid="act-here"]'),
      placement: has('[data-testid="placement"]'),
      setSpells: has('[data-testid="set-spells"]'),
      slots: document.querySelectorAll('[data-testid^="reveal-slot-"]').length,
      opened: has('[data-set-card] [data-testid="reveal"]'),
      fight: [...document.querySelectorAll<HTMLButtonElement>('[data-testid^="fight-"]')].some((b) => !b.disabled),
      board: document.querySelector('[data-testid="combat-board"]')?.textContent ?? '',
      handCards: document.querySelectorAll('.player__hand .card[data-name]').length,
      turn: Number(main?.getAttribute('data-turn') ?? 0),
    }
  })
}

test('Combat Rules (MCR-8): both players reveal set spells by their slot on the public view, with no cover in the fights', async ({
  hearth,
}) => {
  test.setTimeout(120_000)
  const { page } = hearth
  await page.setViewportSize({ width: 1280, height: 800 })
  const ann = deck({ 'Grizzly Bears': 10, 'Giant Growth': 10 })
  const ben = deck({ 'Savannah Lions': 10, Shock: 10 })
  await startGame(page, {
    variant: 'combat',
    options: {},
    start: 0,
    seed: 4,
    players: [
      { name: 'Ann', color: '#f59e0b', deck: ann },
      { name: 'Ben', color: '#60a5fa', deck: ben },
    ],
  })
  const covers: Record<number, number> = {}
  let fightsCovers = 0
  const revealed = { ann: false, ben: false }
  let publicSince = false
  for (let i = 0; i < 200; i++) {
    const ui = await look(page)
    if (ui.turn > 1) break
    // Once someone has acted on the public view, a hand shows again only after a cover.
    if (publicSince) expect(ui.handCards, 'a hand shown with no cover after the public view').toBe(0)
    if (ui.handOff) {
      publicSince = false
      covers[ui.turn] = (covers[ui.turn] ?? 0) + 1
      if (revealed.ann || revealed.ben) fightsCovers++
      await takeSeat(page)
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
      // Each sets one card: Ann a Giant Growth, Ben a Shock (their only non-creature cards).
      await page.getByTestId('set-spells').getByRole('checkbox').first().check()
      await page.getByTestId('confirm-set').click()
      continue
    }
    if (ui.actHere || ui.answerHere) {
      // On the public view: no hand, and the set cards are face down ("Reveal set card 1"), names unshown.
      expect(ui.handCards).toBe(0)
      publicSince = true
      const who = ui.actHere ? 'ann' : 'ben'
      if (ui.opened) {
        await page.locator('[data-set-card] [data-testid="reveal"]').first().click()
        revealed[who] = true
        continue
      }
      if (!revealed[who] && ui.slots > 0) {
        if (!revealed.ann) expect(ui.board).not.toContain('Giant Growth')
        if (!revealed.ben) expect(ui.board).not.toContain('Shock')
        await page.getByTestId('reveal-slot-1').click()
        if (!(await page.locator('[data-set-card] [data-testid="reveal"]').count())) revealed[who] = true
        continue
      }
      if (ui.actHere && ui.fight) await page.locator('[data-testid^="fight-"]:not([disabled])').first().click()
      else if (ui.actHere) await page.getByTestId('public-pass').click()
      else await page.getByTestId('respond-no').click()
      continue
    }
    if (ui.respond) {
      await page.getByTestId('respond-no').click()
      continue
    }
    if (await page.getByTestId('pass-anyway').isVisible()) {
      await page.getByTestId('pass-anyway').click()
      continue
    }
    if (
      (await page.locator('[data-testid="summon"]:not([disabled])').count()) &&
      !(await gameLog(page)).includes('casts Grizzly')
    ) {
      await page.locator('[data-testid="summon"]:not([disabled])').first().click()
      continue
    }
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Space')
  }
  const log = await gameLog(page)
  expect(revealed, log).toEqual({ ann: true, ben: true })
  expect(log).toMatch(/Ann casts Giant Growth/)
  expect(log).toMatch(/Ben casts Shock/)
  // The reveals and answers took no cover; the turn took at most two (Ann's part, Ben's setting of spells).
  expect(fightsCovers).toBe(0)
  expect(covers[1] ?? 0, JSON.stringify(covers)).toBeLessThanOrEqual(2)
  expect(await hearth.problems()).toEqual([])
})
