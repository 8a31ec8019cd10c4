// The hotseat table end to end: the built renderer in Chromium with the real bridge (saves on disk).
// Games are SET UP through the game store (test-only hook, enabled by localStorage 'hearthside.testHooks');
// everything after that is played through the UI only: drags, clicks and keys.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { playOnce } from './autoplay'
import {
  agreeToTravel,
  annAndBen,
  deck,
  DELIBERATE_WAIT_MS,
  seat,
  startGame,
  table,
  takeSeat,
  takeSeatByKey,
} from './table'

async function attr(page: Page, name: string) {
  return (await table(page).getAttribute(name)) ?? ''
}
async function viewer(page: Page): Promise<number> {
  const v = await attr(page, 'data-viewer')
  return v === '' ? -1 : Number(v)
}
const handCards = (page: Page, p: number) => seat(page, p).locator('.player__hand .card')

test('a whole 2-player normal game, played through the UI to a winner', async ({ hearth }, testInfo) => {
  test.setTimeout(180_000) // 47 s on a 2-core machine at load 28
  const { page } = hearth
  await startGame(page, {
    variant: 'normal',
    options: {},
    start: 0,
    seed: 11,
    players: [
      { name: 'Ann', color: '#f59e0b', deck: deck({ Mountain: 5, 'Raging Goblin': 3, 'Lightning Bolt': 2 }) },
      // Eight cards: Ben draws his last card on turn 2 and loses when he must draw from an empty library (CR 704.5b).
      { name: 'Ben', color: '#60a5fa', deck: deck({ Forest: 4, 'Llanowar Elves': 4 }) },
    ],
  })
  await expect(page.getByTestId('hand-off')).toContainText('Pass to Ann')
  await page.screenshot({ path: testInfo.outputPath('hand-off.png') })
  const tried = new Set<string>()
  const log: string[] = []
  let shot = false
  for (let i = 0; i < 300; i++) {
    const r = await playOnce(page, tried, log)
    if (r === 'over') break
    if (
      !shot &&
      (await attr(page, 'data-turn')) === '3' &&
      (await attr(page, 'data-asked')) === '1' &&
      (await page.getByTestId('confirm-blockers').isVisible())
    ) {
      // Ben blocks on the public view (CR 509.1); arrows show what each attacker attacks.
      await expect(page.locator('[data-testid="arrows"] line.arrows__attack')).toHaveCount(2)
      await page.screenshot({ path: testInfo.outputPath('table.png') })
      shot = true
    }
  }
  const lines = await page.getByRole('region', { name: 'Game log' }).innerText()
  testInfo.annotations.push({ type: 'driver', description: log.join(' | ') })
  // Illegal drops were explained in the engine's words.
  expect(log.some((l) => l.includes("You can't pay {R} for"))).toBe(true)
  // What happened, through drags: lands, creatures, an attack with a block, a Bolt at Ben's face.
  expect(lines).toContain('Ann plays Mountain')
  expect(lines).toContain('Ann casts Raging Goblin')
  expect(lines).toContain('Ben casts Llanowar Elves')
  expect(lines).toMatch(/Ann attacks: Raging Goblin → Ben/)
  expect(lines).toContain('Ben blocks: Llanowar Elves blocks Raging Goblin')
  expect(lines).toContain('Lightning Bolt deals 3 damage to Ben')
  expect(lines).toContain('Ben loses the game (drew from an empty library, CR 704.5b)')
  const over = page.getByTestId('game-over')
  await expect(over).toBeVisible()
  await expect(over).toContainText('Ann wins!')
  await expect(over).toContainText('Ben: 16 life')
  await expect(over.getByRole('img', { name: 'Life totals over the game' })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('game-over.png'), fullPage: true })
  expect(shot).toBe(true)
  // Rematch: the same players again, a new game from the mulligans.
  await over.getByTestId('rematch').click()
  await expect(page.getByTestId('hand-off')).toBeVisible()
  expect(await hearth.problems()).toEqual([])
})

/** The names of cards in players' hands that are not public anywhere (battlefield, graveyards, exile, stack, log). */
async function secretNames(page: Page, except: number): Promise<string[]> {
  return page.evaluate((me) => {
    type S = {
      players: { zones: Record<string, string[]> }[]
      objects: Record<string, { def: string }>
      cards: Record<string, { name: string }>
      battlefield: string[]
      stack: { id: string }[]
    }
    const g = (window as unknown as { __hearthside: { game(): { state: S; log: string[] } } }).__hearthside.game()
    const s = g.state
    const name = (id: string) => s.cards[s.objects[id].def].name
    const publicNames = new Set<string>()
    for (const id of s.battlefield) publicNames.add(name(id))
    for (const item of s.stack) if (s.objects[item.id]) publicNames.add(name(item.id))
    for (const p of s.players)
      for (const z of ['graveyard', 'exile']) for (const id of p.zones[z]) publicNames.add(name(id))
    const logText = g.log.join('\n')
    const out = new Set<string>()
    s.players.forEach((p, i) => {
      if (i === me) return
      for (const id of p.zones.hand) {
        const n = name(id)
        if (!publicNames.has(n) && !logText.includes(n)) out.add(n)
      }
    })
    return [...out]
  }, except)
}

async function assertNoSecrets(page: Page, viewerSeat: number) {
  const secrets = await secretNames(page, viewerSeat)
  const html = await page.content()
  for (const name of secrets)
    expect(html, `"${name}" (another player's hidden card) is in the page`).not.toContain(name)
  return secrets.length
}

test('a 4-player free-for-all through several turns: every hand-off hides every hand', async ({ hearth }, testInfo) => {
  test.setTimeout(400_000) // 120 s on a 2-core machine at load 28
  const { page } = hearth
  await startGame(page, {
    variant: 'normal',
    options: {},
    start: 0,
    seed: 5,
    players: [
      { name: 'Ann', color: '#f59e0b', deck: deck({ Mountain: 10, 'Raging Goblin': 10 }) },
      { name: 'Ben', color: '#60a5fa', deck: deck({ Forest: 10, 'Grizzly Bears': 10 }) },
      { name: 'Cara', color: '#f472b6', deck: deck({ Island: 10, 'Storm Crow': 10 }) },
      { name: 'Dan', color: '#34d399', deck: deck({ Plains: 10, 'Savannah Lions': 10 }) },
    ],
  })
  const tried = new Set<string>()
  const log: string[] = []
  let handOffs = 0
  let checked = 0
  for (let i = 0; i < 400; i++) {
    if (await page.getByTestId('hand-off').isVisible()) {
      handOffs++
      // The hand-off screen: no hidden card of anyone, and no table at all underneath.
      checked += await assertNoSecrets(page, -1)
      await expect(page.locator('.card')).toHaveCount(0)
      if (handOffs === 3) await page.screenshot({ path: testInfo.outputPath('hand-off-4p.png') })
      await takeSeat(page)
      const me = await viewer(page)
      // At the table: the other three players' hands are card backs.
      checked += await assertNoSecrets(page, me)
      if (handOffs === 12) await page.screenshot({ path: testInfo.outputPath('table-4p.png') })
      continue
    }
    await playOnce(page, tried, log)
    if (Number(await attr(page, 'data-turn')) >= 5) break
  }
  // Every player has had a turn, and Ann a second one.
  expect(Number(await attr(page, 'data-turn'))).toBeGreaterThanOrEqual(5)
  if (await page.getByTestId('hand-off').isVisible()) await takeSeat(page)
  expect(handOffs).toBeGreaterThanOrEqual(8)
  expect(checked).toBeGreaterThan(20)
  const lines = await page.getByRole('region', { name: 'Game log' }).innerText()
  for (const who of ['Ann', 'Ben', 'Cara', 'Dan']) expect(lines).toContain(`${who} plays`)
  expect(await hearth.problems()).toEqual([])
})

test('save from the menu mid-game, reload, Continue: the same board, and undo still works', async ({
  hearth,
}, testInfo) => {
  test.setTimeout(240_000) // 66 s on a 2-core machine at load 28
  const { page } = hearth
  await startGame(
    page,
    annAndBen(3, deck({ Mountain: 10, 'Raging Goblin': 10 }), deck({ Forest: 10, 'Grizzly Bears': 10 })),
  )
  const tried = new Set<string>()
  const log: string[] = []
  for (let i = 0; i < 200; i++) {
    await playOnce(page, tried, log)
    if (Number(await attr(page, 'data-turn')) >= 3 && (await viewer(page)) === 0) break
  }
  expect(Number(await attr(page, 'data-turn'))).toBe(3)
  const board = async () =>
    page.evaluate(() =>
      [...document.querySelectorAll('section[data-player]')]
        .map((el) => ({
          player: el.getAttribute('data-player'),
          life: el.querySelector('[data-life]')?.textContent?.trim(),
          battlefield: [...el.querySelectorAll('.player__battlefield .card')]
            .map((c) => c.getAttribute('aria-label'))
            .sort(),
        }))
        .sort((a, b) => String(a.player).localeCompare(String(b.player))),
    )
  const before = await board()
  expect(before[0].battlefield.length).toBeGreaterThan(0)

  await hearth.emit('menu:command', 'save')
  await expect(page.getByRole('status')).toContainText('Saved as')

  await page.reload()
  // Continue (the start screen) resumes the most recent save.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('hand-off')).toContainText('Pass to Ann')
  await takeSeat(page)
  expect(await board()).toEqual(before)
  await page.screenshot({ path: testInfo.outputPath('resumed.png') })

  // The whole log came back: undo reaches into the turns played before the save (Ctrl+Z), redo restores.
  const lifeLine = await page.getByRole('region', { name: 'Game log' }).innerText()
  expect(lifeLine).toContain('Ann keeps 7 cards')
  await page.keyboard.press('Control+z')
  await agreeToTravel(page)
  await expect(page.getByTestId('redo')).toBeEnabled()
  await page.keyboard.press('Control+y')
  await agreeToTravel(page)
  await expect(page.getByTestId('redo')).toBeDisabled()
  // And play goes on from there.
  for (let i = 0; i < 30; i++) {
    await playOnce(page, tried, log)
    if (Number(await attr(page, 'data-turn')) >= 4) break
  }
  expect(Number(await attr(page, 'data-turn'))).toBe(4)
  expect(await hearth.problems()).toEqual([])
})

test('keyboard only: keep, play a land from its menu, cast Lightning Bolt at a chosen target, undo and redo', async ({
  hearth,
}) => {
  const { page } = hearth
  await startGame(
    page,
    annAndBen(21, deck({ Mountain: 10, 'Lightning Bolt': 10 }), deck({ Forest: 10, 'Grizzly Bears': 10 })),
    { smartPass: false },
  )
  // Hand-offs and keeps: each cover is lifted by its player's R (never Enter or Space), then the focus is on what
  // to do next.
  for (const name of ['Ann', 'Ben']) {
    await expect(page.getByTestId('hand-off')).toContainText(`Pass to ${name}`)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('hand-off')).toBeVisible()
    await takeSeatByKey(page)
    await expect(page.getByTestId('keep')).toBeFocused()
    await page.keyboard.press('Enter')
  }
  await expect(page.getByTestId('hand-off')).toContainText('Pass to Ann')
  await takeSeatByKey(page)
  await expect(page.getByTestId('pass')).toBeFocused()
  // Escape never leaves the game.
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('pass')).toBeVisible()
  // A land, from its menu (M opens a card's menu; arrows move; Enter chooses).
  await seat(page, 0).locator('.player__hand .card[data-name="Mountain"]').first().focus()
  await page.keyboard.press('m')
  const menu = page.getByTestId('card-menu')
  await expect(menu.getByRole('menuitem', { name: 'Play' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'Game log' })).toContainText('Ann plays Mountain')
  // Lightning Bolt: Enter casts it; the prompt asks for a target; Tab to Ben, Enter, then Confirm.
  await seat(page, 0).locator('.player__hand .card[data-name="Lightning Bolt"]').first().focus()
  await page.keyboard.press('Enter')
  const prompt = page.getByTestId('prompt')
  await expect(prompt).toContainText('Cast Lightning Bolt')
  await prompt.getByRole('button', { name: 'Ben (player)' }).focus()
  await page.keyboard.press('Enter')
  await prompt.getByTestId('confirm-cast').focus()
  await page.keyboard.press('Enter')
  // Ben may answer: asked "respond?" on this screen (no hand shown, nothing of it focused). Ann's Enter and Space
  // never answer it; Ben's L (afresh, after a moment) lets it resolve.
  await expect(page.getByTestId('respond')).toContainText('Ben: respond to')
  await expect(page.getByTestId('respond-no')).not.toBeFocused()
  await expect(page.getByRole('region', { name: 'Game log' })).toContainText('Ann casts Lightning Bolt targeting Ben')
  await expect(page.locator('[data-stack-item]')).toContainText('Lightning Bolt')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Space')
  await expect(page.getByTestId('respond')).toBeVisible()
  await page.waitForTimeout(DELIBERATE_WAIT_MS)
  await page.keyboard.press('l')
  await expect(page.locator('[data-life="1"]')).toHaveText('♥ 17')
  await expect(page.getByTestId('hand-off')).toBeHidden()
  // Ctrl+Z: back before Ben's answer, once Ben agrees (A)… he is asked again. Ctrl+Y: again resolved, with his
  // agreement; Ben came to the screen to agree, so Ann's hand comes back only through her cover (R). Both are in
  // the log.
  await page.keyboard.press('Control+z')
  await expect(page.getByTestId('travel-consent')).toContainText("Ann wants to undo 1 action, into Ben's decisions")
  await page.waitForTimeout(DELIBERATE_WAIT_MS)
  await page.keyboard.press('a')
  await expect(page.getByTestId('respond')).toBeVisible()
  await page.keyboard.press('Control+y')
  await page.waitForTimeout(DELIBERATE_WAIT_MS)
  await page.keyboard.press('a')
  await expect(page.getByTestId('respond')).toBeHidden()
  await expect(page.getByTestId('hand-off')).toContainText('Ann')
  await takeSeatByKey(page)
  await expect(page.locator('[data-life="1"]')).toHaveText('♥ 17')
  const lines = page.getByRole('region', { name: 'Game log' })
  await expect(lines).toContainText("Ann undid 1 action, back into Ann's turn")
  await expect(lines).toContainText("Ann redid 1 action, forward into Ann's turn")
  expect(await hearth.problems()).toEqual([])
})

test('card pictures: with the setting on, visible cards show their picture under the CSP; hidden cards are never asked for', async ({
  hearth,
  server,
}) => {
  const { page } = hearth
  await page.evaluate(() => window.hearth!.settings.set({ cardImages: true }))
  const before = server.pictureRequests.length
  await startGame(
    page,
    annAndBen(
      11,
      deck({ Mountain: 5, 'Raging Goblin': 3, 'Lightning Bolt': 2 }),
      deck({ Forest: 4, 'Llanowar Elves': 4 }),
    ),
  )
  await takeSeat(page)
  const pictures = handCards(page, 0).locator('img.card__image')
  await expect(pictures.first()).toBeVisible()
  // Every card in Ann's hand is pictured, with its name as alt text; the picture came from the stand-in server.
  const names = await handCards(page, 0).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.name ?? ''))
  await expect(pictures).toHaveCount(names.length)
  expect(new Set(await pictures.evaluateAll((els) => els.map((el) => (el as HTMLImageElement).alt)))).toEqual(
    new Set(names),
  )
  expect(
    await pictures.first().evaluate((el) => (el as HTMLImageElement).src.startsWith('data:image/png;base64,')),
  ).toBe(true)
  const asked = server.pictureRequests.slice(before)
  expect(asked.length).toBeGreaterThan(0)
  // Ben's hand (Forest, Llanowar Elves) is hidden from Ann: its names never left the page.
  expect(asked.filter((n) => n === 'Forest' || n === 'Llanowar Elves')).toEqual([])
  expect(new Set(asked).size).toBe(asked.length) // each name asked once, then cached
  expect(await hearth.problems()).toEqual([])
})
