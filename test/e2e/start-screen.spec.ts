// The first thing a player sees, in real Chromium, with the real bridge handlers behind window.hearth.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, REPO_ROOT, test } from './fixtures'

const ENTRIES = [
  'New game',
  'Continue',
  'Load game',
  'Practice',
  'Decks',
  'Card database',
  'Rules reference',
  'Settings',
]

test('the start screen shows the title, the eight entries and the version, under the strict CSP', async ({
  hearth,
}, testInfo) => {
  const { page } = hearth
  await expect(page).toHaveTitle('Hearthside')
  await expect(page.getByRole('heading', { level: 1, name: 'Hearthside' })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByRole('button')).toHaveText(ENTRIES.map((entry) => new RegExp(`^${entry}`)))
  for (const entry of ENTRIES) await expect(menu.getByRole('button', { name: entry, exact: true })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'New game', exact: true })).toBeFocused()
  await expect(page.getByText('Version 0.1.0')).toBeVisible()

  const screenshot = testInfo.outputPath('start-screen.png')
  await page.screenshot({ path: screenshot, fullPage: true })
  await testInfo.attach('start screen', { path: screenshot, contentType: 'image/png' })

  expect(await hearth.problems()).toEqual([])
})

test('the page runs under the production CSP: injected inline script is blocked', async ({ hearth }) => {
  const { page } = hearth
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(meta).toContain("script-src 'self'")
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.head.append(script)
    return (window as unknown as { __injected?: boolean }).__injected ?? false
  })
  expect(ran).toBe(false)
  await expect
    .poll(async () => (await hearth.problems()).some((problem) => problem.startsWith('CSP: script-src')))
    .toBe(true)
})

test('the rules reference reads the shipped texts through the bridge', async ({ hearth }, testInfo) => {
  const { page } = hearth
  await page.getByRole('button', { name: 'Rules reference', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeFocused()
  const documents = page.getByRole('navigation', { name: 'Rules documents' }).getByRole('button')
  await expect(documents).toHaveCount(7)
  await expect(page.getByRole('heading', { level: 2, name: 'About the rules' })).toBeVisible()

  await page.getByRole('button', { name: 'Manahearth', exact: true }).click()
  const text = readFileSync(join(REPO_ROOT, 'resources', 'rules', 'manahearth.txt'), 'utf8')
  await expect(page.locator('article pre')).toHaveText(text, { useInnerText: false })
  await expect(page.getByRole('button', { name: 'Manahearth', exact: true })).toHaveAttribute('aria-current', 'page')

  const screenshot = testInfo.outputPath('rules-reference.png')
  await page.screenshot({ path: screenshot })
  await testInfo.attach('rules reference', { path: screenshot, contentType: 'image/png' })

  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { level: 1, name: 'Hearthside' })).toBeVisible()
  expect(await hearth.problems()).toEqual([])
})

test('every start entry is reachable by keyboard and leads to its screen', async ({ hearth }) => {
  const { page } = hearth
  await page.keyboard.press('Tab') // from New game to Continue
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Continue' })).toBeVisible()
  await expect(page.getByText('Coming soon')).toHaveCount(0)
  await page.getByRole('button', { name: 'Back' }).click()
  for (const [entry, title] of [
    ['Load game', 'Load game'],
    ['Decks', 'Decks'],
    ['Card database', 'Card database'],
    ['Settings', 'Settings'],
  ]) {
    await page.getByRole('button', { name: entry, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await page.keyboard.press('Escape')
  }
  expect(await hearth.problems()).toEqual([])
})

test('menu commands from main reach the page', async ({ hearth }) => {
  const { page } = hearth
  await hearth.emit('menu:command', 'rules-reference')
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeVisible()
  await hearth.emit('menu:command', 'new-game')
  await expect(page.getByRole('heading', { level: 1, name: 'New game' })).toBeVisible()
  await hearth.emit('menu:command', 'save')
  await expect(page.getByRole('status')).toHaveText('Nothing to save: no game is in progress.')
})

test('the bridge answers bad input with an error, and settings really reach the disk', async ({ hearth }) => {
  const { page } = hearth
  const bad = await page.evaluate(() => window.hearth!.rules.get({ id: '../../etc/passwd' as never }))
  expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
  const status = await page.evaluate(() => window.hearth!.cards.status())
  expect(status).toMatchObject({ ok: true, value: { source: 'starter', origin: null } })
  const saved = await page.evaluate(() => window.hearth!.settings.set({ autoTap: false }))
  expect(saved).toMatchObject({ ok: true, value: { autoTap: false } })
  expect(JSON.parse(readFileSync(join(hearth.userData, 'settings.json'), 'utf8'))).toMatchObject({ autoTap: false })
})

test('a game saved through the bridge lands on disk, and Continue never offers a save that does not load', async ({
  hearth,
}) => {
  const { page } = hearth
  const game = {
    gameId: 'friday-1',
    name: 'Friday night',
    variant: 'manahearth' as const,
    players: [{ name: 'Ann' }, { name: 'Ben' }],
    seed: 7,
    cards: [],
    log: [{ player: 0, type: 'keep' }],
    snapshot: { turn: 7 },
    status: { turn: 7, round: null, activePlayer: 1, summary: 'Turn 7' },
  }
  const saved = await page.evaluate((g) => window.hearth!.saves.save({ game: g }), game)
  expect(saved).toMatchObject({ ok: true, value: { id: 'friday-1.json' } })
  expect(JSON.parse(readFileSync(join(hearth.userData, 'saves', 'friday-1.json'), 'utf8'))).toMatchObject({
    format: 'hearthside-save',
    meta: { name: 'Friday night' },
  })

  await page.reload()
  // The rules engine's codec checks what loads: this hand-made snapshot is no game (no cards, a log that can't be
  // replayed), so Continue falls back to the newest save that loads, and here there is none.
  await expect(page.locator('#hint-continue')).not.toContainText('Friday night')
  const loaded = await page.evaluate(() => window.hearth!.saves.load({ id: 'friday-1.json' }))
  expect(loaded).toMatchObject({ ok: false, error: { code: 'corrupt', detail: 'unplayable' } })
  expect(await hearth.problems()).toEqual([])
})
