// axe-core on every screen, in Chromium: the start screen, New Game, the saves, decks, deck editor, card database,
// practice, settings, rules and replay screens, and the table of each variant mid-game with its prompts (the
// hand-off cover, each variant's first decision, the mulligan, attackers, a spell's targets, "respond?", blockers
// on the same screen, a trigger's target, a card's menu, the keys overlay). No serious or critical violation may be
// found. With A11Y_REPORT=FILE each test adds its counts per screen to FILE (test/bench/a11y.bench.ts reads them).
import { appendFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import '@shared/variants'
import { CardPool } from '@shared/cards/pool'
import { starterCardDefinitions } from '@shared/cards/starter'
import { runScenario } from '@shared/scenario'
import type { GameState } from '@shared/engine'
import { expect, test } from './fixtures'
import { annAndBen, deck, exposeStores, seat, startAtPosition, startGame, takeSeat } from './table'

/** Serious and critical violations on the page now, each as "rule (impact) xN: first element". */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) x${v.nodes.length}: ${v.nodes[0]?.target.join(' ')} ${v.help}: ${v.nodes[0]?.failureSummary ?? ''}`,
    )
}

/** Scans the page as `screen`; the test fails at its end with every screen's findings. */
function scanner(page: Page) {
  const found: Record<string, string[]> = {}
  return {
    found,
    async scan(screen: string) {
      found[screen] = await violations(page)
    },
    report() {
      const file = process.env.A11Y_REPORT
      if (file)
        appendFileSync(
          file,
          `${JSON.stringify(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.length])))}\n`,
        )
      expect(Object.entries(found).filter(([, v]) => v.length)).toEqual([])
    },
  }
}

const go = (page: Page, id: string) =>
  page.evaluate(
    (screen) => (window as unknown as { __hearthside: { go(id: string): void } }).__hearthside.go(screen),
    id,
  )

/** A prepared position (the scenario contract's `state`), played from at the table. */
function position(scenario: object): GameState {
  return runScenario({ actions: [], ...scenario }, new CardPool(starterCardDefinitions())).state
}
async function startAt(page: Page, state: GameState): Promise<void> {
  await startAtPosition(page, state)
  await expect(page.getByTestId('hand-off')).toBeVisible()
}

test('axe: no serious or critical violation on any screen but the table', async ({ hearth }) => {
  test.setTimeout(200_000) // about 60 s on a 2-core machine at load 20
  const { page } = hearth
  const { scan, report } = scanner(page)
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await scan('start')
  await exposeStores(page)
  const screens: [string, string][] = [
    ['new-game', 'New game'],
    ['decks', 'Decks'],
    ['deck-editor', 'Deck editor'],
    ['cards', 'Card database'],
    ['practice', 'Practice'],
    ['settings', 'Settings'],
    ['rules', 'Rules reference'],
    ['load', 'Load game'],
  ]
  for (const [id, title] of screens) {
    await go(page, id)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await page.waitForTimeout(300) // lists that load through the bridge
    await scan(id)
  }
  // The keys overlay, over the start screen.
  await go(page, 'start')
  await page.keyboard.press('?')
  await expect(page.getByTestId('shortcuts')).toBeVisible()
  await scan('shortcuts')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('shortcuts')).toBeHidden()
  // A saved game in the list, and its replay.
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
  await expect(page.locator('li[data-id]').first()).toBeVisible()
  await scan('saves')
  await page.locator('li[data-id]').first().getByRole('button', { name: 'Replay' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Replay/ })).toBeVisible()
  await scan('replay')
  report()
})

const NORMAL = {
  variant: 'normal',
  seed: 4,
  start: 0,
  players: [{ name: 'Ann' }, { name: 'Ben' }],
  state: {
    turn: 3,
    active: 0,
    step: 'declareAttackers',
    players: [
      {
        hand: ['Lightning Bolt', 'Giant Growth', 'Mountain', 'Forest'],
        library: ['Mountain', 'Mountain', 'Mountain'],
        battlefield: [
          'Mountain',
          'Forest',
          { name: 'Grizzly Bears', sick: false },
          { name: 'Raging Goblin', tapped: true },
        ],
        graveyard: ['Shock'],
      },
      {
        hand: ['Counterspell', 'Island'],
        library: ['Island', 'Island', 'Island'],
        battlefield: ['Island', 'Island', { name: 'Hill Giant', sick: false }],
      },
    ],
  },
}

const VARIANT_POSITIONS: Record<string, object> = {
  manahearth: {
    variant: 'manahearth',
    seed: 1,
    start: 0,
    players: [{ name: 'Ann' }, { name: 'Ben' }],
    state: {
      turn: 3,
      active: 0,
      step: 'precombatMain',
      players: [
        {
          hero: 'Chandra Nalaar',
          hand: ['Lightning Bolt'],
          library: ['Mountain'],
          battlefield: ['Mountain', { name: 'Grizzly Bears', sick: false }],
        },
        { hero: 'Garruk Wildspeaker', hand: ['Forest'], library: ['Grizzly Bears'] },
      ],
    },
  },
  heroic: {
    variant: 'heroic',
    seed: 11,
    start: 0,
    players: [
      { name: 'Ann', hero: 'Krenko, Mob Boss' },
      { name: 'Ben', hero: 'Ezuri, Renegade Leader' },
    ],
    state: {
      turn: 5,
      active: 0,
      step: 'precombatMain',
      players: [
        {
          hand: ['Mountain'],
          library: ['Mountain', 'Mountain'],
          battlefield: ['Mountain', { name: 'Krenko, Mob Boss', sick: false }],
        },
        { hand: ['Forest'], library: ['Forest', 'Forest'], battlefield: ['Forest'] },
      ],
    },
  },
  combat: {
    variant: 'combat',
    seed: 1,
    start: 0,
    players: [{ name: 'Ann' }, { name: 'Ben' }],
    state: {
      turn: 1,
      round: 1,
      active: 0,
      step: 'precombatMain',
      players: [
        {
          library: ['Savannah Lions', 'Elite Vanguard', 'Glory Seeker'],
          hand: ['Centaur Courser'],
          battlefield: [],
          slots: ['Grizzly Bears', null, null, null, null],
        },
        {
          library: ['Runeclaw Bear', 'Wall of Wood', 'Typhoid Rats'],
          hand: [],
          battlefield: [],
          slots: ['Hill Giant', null, null, null, null],
        },
      ],
    },
  },
  mental: {
    variant: 'mental',
    seed: 2,
    start: 0,
    players: [{ name: 'Ann' }, { name: 'Bob' }],
    state: {
      turn: 2,
      active: 0,
      step: 'precombatMain',
      marked: ['Lightning Bolt'],
      players: [
        { hand: ['Shock', 'Lightning Bolt'], library: ['Mountain', 'Mountain'], battlefield: ['Mountain', 'Mountain'] },
        { hand: ['Jackal Pup'], library: ['Mountain', 'Mountain'], battlefield: ['Mountain', 'Mountain'] },
      ],
    },
  },
}

test('axe: no serious or critical violation at the table: its cover, prompts and menus in Normal Magic', async ({
  hearth,
}) => {
  test.setTimeout(240_000) // 72 s on a 2-core machine at load 25
  const { page } = hearth
  const { scan, report } = scanner(page)
  // The start of a game: the cover, the mulligan.
  await startGame(
    page,
    annAndBen(21, deck({ Mountain: 10, 'Lightning Bolt': 10 }), deck({ Forest: 10, 'Grizzly Bears': 10 })),
  )
  await scan('hand-off')
  await takeSeat(page)
  await expect(page.getByTestId('keep')).toBeVisible()
  await scan('mulligan')
  // Mid-game, declaring attackers; a card's menu; the keys overlay at the table.
  await startAt(page, position(NORMAL))
  await takeSeat(page)
  await expect(page.getByTestId('prompt')).toBeVisible()
  await scan('table: attackers')
  await seat(page, 0).locator('.player__battlefield .card[data-name="Grizzly Bears"]').focus()
  await page.keyboard.press('m')
  await expect(page.getByTestId('card-menu')).toBeVisible()
  await scan('card menu')
  await page.keyboard.press('Escape')
  await page.keyboard.press('?')
  await expect(page.getByTestId('shortcuts')).toBeVisible()
  await scan('table: keys')
  await page.keyboard.press('Escape')
  // Grizzly Bears attacks: Ben declares blockers on the same screen.
  await seat(page, 0).locator('.player__battlefield .card[data-name="Grizzly Bears"]').click()
  await page.getByTestId('confirm-attackers').click()
  const blockHere = page.getByTestId('block-here')
  for (let i = 0; i < 10 && !(await blockHere.isVisible()); i++) {
    if (await page.getByTestId('hand-off').isVisible()) await takeSeat(page)
    else if (await page.getByTestId('respond').isVisible()) await page.getByTestId('respond-no').click()
    else if (await page.getByTestId('pass').isEnabled()) await page.getByTestId('pass').click()
    await page.waitForTimeout(100)
  }
  await expect(blockHere).toBeVisible()
  await scan('table: blockers here')
  await page.getByTestId('confirm-blockers').click()
  // Ben acted at the screen: Ann goes on with her hand face down until she lifts it (her cover).
  const at = (attr: string) => page.locator('main.game').getAttribute(attr)
  for (let i = 0; i < 10 && ((await at('data-step')) !== 'postcombatMain' || (await at('data-viewer')) !== '0'); i++) {
    if (await page.getByTestId('hand-off').isVisible()) await takeSeat(page)
    else if (await page.getByTestId('respond').isVisible()) await page.getByTestId('respond-no').click()
    else if (await page.getByTestId('veiled').isVisible()) {
      await scan('table: hand face down')
      await page.getByTestId('lift-hand').click()
    } else await page.getByTestId('pass').click()
  }
  // Bolt: its targets; then Ben's "respond?" on the same screen.
  await seat(page, 0).locator('.player__hand .card[data-name="Lightning Bolt"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('prompt')).toContainText('Cast Lightning Bolt')
  await scan('table: targets')
  await page.getByTestId('prompt').getByRole('button', { name: 'Ben (player)' }).click()
  await page.getByTestId('confirm-cast').click()
  await expect(page.getByTestId('respond')).toBeVisible()
  await scan('table: respond?')
  // An undo into Ben's answer asks him; the end of the game.
  await page.getByTestId('respond-no').click()
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('travel-consent')).toBeVisible()
  await scan('table: undo consent')
  await page.getByTestId('travel-cancel').click()
  // Ben answered at the screen: Ann's hand is face down until she lifts it (her cover), and she concedes from her seat.
  await expect(page.getByTestId('veiled')).toBeVisible()
  await page.getByTestId('lift-hand').click()
  await takeSeat(page)
  await page.getByTestId('concede').click()
  await scan('table: concede?')
  await page.getByTestId('concede-yes').click()
  await expect(page.getByTestId('game-over')).toBeVisible()
  await scan('game over')
  report()
})

test('axe: no serious or critical violation at the table of every variant, mid-game and at its first decision', async ({
  hearth,
}) => {
  test.setTimeout(200_000) // about 60 s on a 2-core machine at load 20
  const { page } = hearth
  const { scan, report } = scanner(page)
  await exposeStores(page)
  for (const [variant, scenario] of Object.entries(VARIANT_POSITIONS)) {
    await startAt(page, position(scenario))
    await takeSeat(page)
    await expect(page.getByTestId('seat')).toBeVisible()
    await scan(`table: ${variant}`)
  }
  // Each variant's first decision (a hero, slots, a mulligan), from a fresh start.
  const fresh: Record<string, [string[], string[]]> = {
    manahearth: [
      deck({ 'Chandra Nalaar': 1, 'Lightning Bolt': 8, 'Raging Goblin': 6, 'Goblin Guide': 4 }),
      deck({ 'Ajani Goldmane': 1, 'Grizzly Bears': 5, 'Savannah Lions': 4 }),
    ],
    combat: [
      deck({ 'Grizzly Bears': 4, 'Savannah Lions': 4, 'Hill Giant': 4, 'Giant Growth': 3 }),
      deck({ 'Raging Goblin': 4, 'Goblin Guide': 4, 'Gray Ogre': 4, Shock: 4 }),
    ],
    mental: [deck({ Shock: 4, 'Goblin Guide': 4, Mountain: 2 }), deck({ Plains: 5, 'Glory Seeker': 5 })],
  }
  for (const [variant, [a, b]] of Object.entries(fresh)) {
    await startGame(page, { ...annAndBen(5, a, b), variant })
    await takeSeat(page)
    await expect(page.getByTestId('prompt').locator('.decision').first()).toBeVisible()
    await scan(`first decision: ${variant}`)
  }
  report()
})
