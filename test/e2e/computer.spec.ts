// The computer opponent at the table, in real Chromium from the New Game screen: in each of the five variants a
// person (played by this test through the UI: keep, answer the prompts, pass with Space) against the computer on
// Normal, played to the game-over screen, with no hand-off cover ever; and a game of computers only, watched to its
// end. Then: a save with a computer seat loads with the computer still playing it; Undo goes back past the
// computer's moves to the person's decision. The computer plays at the instant pace (Settings).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { exposeStores } from './table'

const VARIANTS = [
  { id: 'normal', label: 'Normal Magic' },
  { id: 'manahearth', label: 'Manahearth' },
  { id: 'heroic', label: 'Heroic' },
  { id: 'combat', label: 'Magic Combat Rules' },
  { id: 'mental', label: 'Mental Magic' },
] as const

/** The person's decisions stop being answered after this many turns: they concede (the game must end). */
const TURN_CAP = 40
/** Tries of the person's in a row that change nothing: the driver can't answer what is asked (it concedes). */
const STUCK = 40

async function instantPace(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await page.locator('input[name="computer-pace"][value="instant"]').check()
  await expect(page.locator('input[name="computer-pace"][value="instant"]')).toBeChecked()
  await page.getByRole('button', { name: 'Back' }).first().click()
}

/** New Game: the variant, the two seats' players ('person' or a level), then Start. */
async function newGame(page: Page, variant: string, players: [string, string]): Promise<void> {
  await page.getByRole('button', { name: 'New game', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New game' })).toBeVisible()
  await page.getByRole('radio', { name: variant, exact: true }).check()
  await page.getByLabel('Name').first().fill('Ann')
  await page.getByLabel('Name').nth(1).fill('Ben')
  for (const [i, who] of players.entries()) await page.locator('select[data-field="player"]').nth(i).selectOption(who)
  const start = page.getByRole('button', { name: 'Start', exact: true })
  await expect(start).toBeEnabled({ timeout: 15_000 })
  await start.click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
}

/** One look at the table (one round trip). */
async function look(page: Page) {
  return page.evaluate(() => {
    const q = (sel: string) => document.querySelector<HTMLElement>(sel)
    const main = q('main.game')
    return {
      over: !!q('[data-testid="game-over"]'),
      handOff: !!q('[data-testid="hand-off"]'),
      thinking: q('[data-testid="thinking"]')?.textContent ?? '',
      pass: !!q('[data-testid="pass"]') && !(q('[data-testid="pass"]') as HTMLButtonElement).disabled,
      viewer: main?.dataset.viewer ?? '',
      turn: Number(main?.dataset.turn ?? 0),
    }
  })
}

/**
 * One move of the person (Ann) through the UI, in one round trip: "respond?" no, keep, a prompt answered (the
 * cards it asks for, then its confirm button; else its first choice), "pass anyway" past unfought creatures, else
 * "Pass until end of turn". Returns what it saw, and whether it did something.
 */
async function personStep(page: Page) {
  return page.evaluate(() => {
    const q = (sel: string) => document.querySelector<HTMLElement>(sel)
    const usable = (el: Element | null): el is HTMLButtonElement => !!el && !(el as HTMLButtonElement).disabled
    const main = q('main.game')
    const seen = {
      over: !!q('[data-testid="game-over"]'),
      handOff: !!q('[data-testid="hand-off"]'),
      thinking: q('[data-testid="thinking"]')?.textContent ?? '',
      viewer: main?.dataset.viewer ?? '',
      turn: Number(main?.dataset.turn ?? 0),
      cursor:
        (
          window as unknown as { __hearthside?: { game(): { history: { cursor: number } | null } } }
        ).__hearthside?.game().history?.cursor ?? -1,
      prompt: q('[data-testid="prompt"] .decision')?.textContent?.slice(0, 200) ?? '',
    }
    const act = (): boolean => {
      if (seen.over || seen.handOff || seen.thinking || seen.viewer !== '0') return false
      for (const id of ['pass-anyway', 'respond-no', 'keep']) {
        const b = q(`[data-testid="${id}"]`)
        if (usable(b)) return (b.click(), true)
      }
      const prompt = q('[data-testid="prompt"]')
      if (prompt?.querySelector('.decision')) {
        // Cards to choose (discard to hand size, cards to the bottom): the first ones, as many as the title asks.
        const boxes = [...prompt.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
        if (boxes.length && !boxes.some((b) => b.checked)) {
          const count = Number(/(\d+)/.exec(prompt.querySelector('.decision__title')?.textContent ?? '')?.[1] ?? 1)
          for (const box of boxes.slice(0, count)) box.click()
        }
        const buttons = [...prompt.querySelectorAll<HTMLButtonElement>('button')].filter(
          (b) => usable(b) && b.getClientRects().length > 0,
        )
        const confirm = buttons.find((b) => /^confirm|keep|done|lethal|no$/.test(b.dataset.testid ?? ''))
        const pick = confirm ?? buttons.find((b) => b.classList.contains('decision__confirm')) ?? buttons[0]
        if (pick) return (pick.click(), true)
        const select = prompt.querySelector<HTMLSelectElement>('select')
        if (select && select.options.length > 1 && select.selectedIndex !== 1) {
          select.selectedIndex = 1
          select.dispatchEvent(new Event('change', { bubbles: true }))
          return true
        }
      }
      // The phase bar's "Until…" menu: its first entry passes until the end of the turn.
      const until = q('.phases__until-menu button')
      if (usable(until)) return (until.click(), true)
      return false
    }
    return { ...seen, acted: act() }
  })
}

/**
 * Plays the person (Ann) until the game-over screen, never seeing a hand-off cover. Past TURN_CAP, or when
 * Ann's moves stop changing anything, she concedes through the UI.
 */
async function playPerson(page: Page, log: string[]): Promise<{ turns: number; conceded: boolean }> {
  let still = 0
  let last = -1
  let conceded = false
  for (let i = 0; i < 4000; i++) {
    const ui = await personStep(page)
    if (ui.over) return { turns: ui.turn, conceded }
    expect(ui.handOff, 'no hand-off cover with one person at the table').toBe(false)
    // Stuck: Ann's own moves change nothing (the computer's thinking time doesn't count).
    still = ui.cursor !== last ? 0 : ui.acted ? still + 1 : still
    last = ui.cursor
    if (!conceded && (ui.turn > TURN_CAP || still > STUCK)) {
      log.push(`Ann concedes on turn ${ui.turn} (${still > STUCK ? `stuck at: ${ui.prompt}` : 'turn cap'})`)
      await page.getByTestId('concede').click()
      await page.getByTestId('concede-yes').click()
      conceded = true
      continue
    }
    if (!ui.acted) await page.waitForTimeout(20)
  }
  throw new Error(`the game did not end: ${log.join(' | ')}`)
}

/** One move of Ann's, the same one in the same position: Space when she may only pass, else the prompt's answer. */
async function annMoves(page: Page): Promise<boolean> {
  const ui = await look(page)
  if (ui.thinking || ui.viewer !== '0' || ui.over) return false
  if (ui.pass && !(await page.locator('[data-testid="prompt"] .decision').count())) {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Space')
    return true
  }
  const step = await personStep(page)
  return step.acted
}

test.describe('the computer opponent at the table', () => {
  // Independent games: the two workers share them.
  test.describe.configure({ mode: 'parallel' })
  for (const v of VARIANTS) {
    // Manahearth's and Heroic's games against a person run in `npm run test:long`; their tables are played through
    // in each-variant.spec.ts and heroic.spec.ts.
    const against = { tag: v.id === 'manahearth' || v.id === 'heroic' ? ['@long'] : [] }
    test(
      `${v.label}: a person against the computer on Normal, from New Game to the game-over screen`,
      against,
      async ({ hearth }, testInfo) => {
        test.setTimeout(240_000) // Combat: 66 s on a 2-core machine at load 28
        const { page } = hearth
        await exposeStores(page)
        await instantPace(page)
        await newGame(page, v.label, ['person', 'normal'])
        // Ann sits at the table at once: no cover with one person.
        await expect(page.getByTestId('hand-off')).toHaveCount(0)
        const log: string[] = []
        const started = Date.now()
        const { turns, conceded } = await playPerson(page, log)
        await expect(page.getByTestId('game-over')).toBeVisible()
        const lines = await page.evaluate(() =>
          (window as unknown as { __hearthside: { game(): { log: string[] } } }).__hearthside.game().log.join('\n'),
        )
        // The computer played Ben's seat, in the log like a person.
        expect(lines).toMatch(/\nBen /)
        testInfo.annotations.push({
          type: 'game',
          description: `${v.id}: ${turns} turns, ${Date.now() - started} ms${conceded ? ', Ann conceded' : ''} ${log.join(' | ')}`,
        })
        expect(await hearth.problems()).toEqual([])
      },
    )

    // One variant's watched game runs in the suite, the others in `npm run test:long`: the unit suite plays
    // all-computer games in every variant.
    const watched = { tag: v.id === 'normal' ? [] : ['@long'] }
    test(
      `${v.label}: computers only, watched to the end at the instant pace`,
      watched,
      async ({ hearth }, testInfo) => {
        test.setTimeout(600_000) // Mental Magic: 200 s on a 2-core machine at load 30, with two workers
        const { page } = hearth
        await instantPace(page)
        const started = Date.now()
        await newGame(page, v.label, ['easy', 'normal'])
        await expect(page.getByTestId('watching')).toBeVisible()
        await expect(page.getByTestId('hand-off')).toHaveCount(0)
        await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 590_000 })
        testInfo.annotations.push({ type: 'game', description: `${v.id}: ${Date.now() - started} ms` })
        expect(await hearth.problems()).toEqual([])
      },
    )
  }

  test('a save with a computer seat loads with the computer in it, and Undo goes back past its moves', async ({
    hearth,
  }) => {
    test.setTimeout(120_000) // 33 s on a 2-core machine at load 28
    const { page } = hearth
    await exposeStores(page)
    await instantPace(page)
    await newGame(page, 'Normal Magic', ['person', 'normal'])
    // Ann keeps; the computer decides Ben's hand; Ann plays on (Space, prompts answered) until her last decision
    // was followed by moves of Ben's own and she may act again.
    await page.getByTestId('keep').click()
    const benAfterAnn = () =>
      page.evaluate(() => {
        const h = (
          window as unknown as {
            __hearthside: {
              game(): { history: { actions: { type: string; player: number; auto?: boolean }[]; cursor: number } }
            }
          }
        ).__hearthside.game().history
        const taken = h.actions.slice(0, h.cursor)
        const ann = taken.findLastIndex((a) => a.player === 0 && !a.auto)
        return ann >= 0 && taken.slice(ann + 1).some((a) => a.player === 1 && !a.auto)
      })
    for (let i = 0; i < 1000; i++) {
      const { viewer, thinking } = await look(page)
      if (viewer === '0' && !thinking && (await benAfterAnn())) break
      if (!(await annMoves(page))) await page.waitForTimeout(20)
    }
    expect(await benAfterAnn(), 'Ben acted after a decision of Ann’s').toBe(true)
    // Ben's hand shows card backs to Ann.
    await expect(page.locator('section[data-player="1"] .player__hand--hidden .card').first()).toBeAttached()
    const hidden = await page
      .locator('section[data-player="1"] .player__hand--hidden .card')
      .evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.name ?? ''))
    expect(hidden.every((name) => name === '')).toBe(true)

    // Undo: back to Ann's last decision, over Ben's moves; the computer then plays the same moves again.
    const before = await page.evaluate(() => {
      const g = (
        window as unknown as { __hearthside: { game(): { history: { actions: unknown[]; cursor: number } } } }
      ).__hearthside.game()
      return { actions: JSON.stringify(g.history.actions.slice(0, g.history.cursor)), cursor: g.history.cursor }
    })
    await page.getByTestId('undo').click()
    const after = await page.evaluate(() => {
      const g = (
        window as unknown as {
          __hearthside: { game(): { history: { actions: { player: number; auto?: boolean }[]; cursor: number } } }
        }
      ).__hearthside.game()
      return { cursor: g.history.cursor, undone: g.history.actions.slice(g.history.cursor) }
    })
    expect(after.cursor).toBeLessThan(before.cursor)
    // What Undo took back: Ann's decision first, then only Ben's moves and automatic passes.
    expect(after.undone[0].player).toBe(0)
    expect(after.undone.slice(1).some((a) => a.player === 1 && !a.auto)).toBe(true)
    expect(after.undone.slice(1).every((a) => a.player === 1 || a.auto)).toBe(true)
    await expect(page.getByTestId('hand-off')).toHaveCount(0)
    await expect(page.getByTestId('seat')).toHaveText('Ann at the table')
    // Ann takes the same decision again: Ben's moves come back identical.
    expect(await annMoves(page)).toBe(true)
    await expect
      .poll(() =>
        page.evaluate(() => {
          const g = (
            window as unknown as { __hearthside: { game(): { history: { actions: unknown[]; cursor: number } } } }
          ).__hearthside.game()
          return JSON.stringify(g.history.actions.slice(0, g.history.cursor))
        }),
      )
      .toContain(before.actions.slice(0, -1))

    // Save, leave, load: the computer still plays Ben's seat.
    await page.getByTestId('save').click()
    await expect(page.locator('.app-notice')).toContainText('Saved as')
    await page.getByRole('button', { name: 'Leave' }).click()
    await page.getByRole('button', { name: 'Load game', exact: true }).click()
    await page.getByRole('button', { name: 'Resume' }).first().click()
    await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
    await expect(page.getByTestId('hand-off')).toHaveCount(0)
    const seats = await page.evaluate(
      () => (window as unknown as { __hearthside: { game(): { computers: unknown } } }).__hearthside.game().computers,
    )
    expect(seats).toEqual({ 1: 'normal' })
    // Ann passes on: Ben's seat acts by itself (a new line of his in the log).
    const lines = async () =>
      page.evaluate(() =>
        (window as unknown as { __hearthside: { game(): { log: string[] } } }).__hearthside.game().log.join('\n'),
      )
    const loaded = (await lines()).length
    for (let i = 0; i < 1000 && !/\nBen (?!passes \(auto\))/.test((await lines()).slice(loaded)); i++) {
      const ui = await personStep(page)
      if (ui.over) break
      if (!ui.acted) await page.waitForTimeout(20)
    }
    expect((await lines()).slice(loaded)).toMatch(/\nBen (?!passes \(auto\))/)
    expect(await hearth.problems()).toEqual([])
  })
})
