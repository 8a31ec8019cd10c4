// The Load list and the replay viewer with real saves (the real save service and the engine's codec): a game's
// autosaves grouped under it, rematches told apart, finished games offering Replay and Rematch; replays drawn like
// the table, stepped with the keys, passes folded; and no hidden card of an unfinished game shown without the
// agreement of the player it belongs to.
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import '../../src-shared/variants'
import { starterPool } from '../../src-shared/cards/starter'
import {
  applyAction,
  createGame,
  nameOf,
  Random,
  randomAction,
  type Action,
  type GameState,
  type NewGame,
} from '../../src-shared/engine'
import { engineCodec } from '../../src-shared/engine/codec'
import { saveInputFromGame } from '../../src-shared/engine/saveFromGame'
import { createSaveService } from '../../src-main/saves'
import { expect, test } from './fixtures'

interface Played {
  setup: NewGame
  log: Action[]
  states: GameState[]
}

/** Random legal play between Ann and Ben (a normal game of starter cards), up to `max` actions or the end. */
function play(seed: number, max: number): Played {
  const pool = starterPool()
  const defs = ['Mountain', 'Forest', 'Grizzly Bears', 'Lightning Bolt', 'Giant Growth', 'Shock'].map((n) =>
    pool.byName(n)!,
  )
  const deck = Array.from({ length: 40 }, (_, i) => defs[(i * 5) % defs.length].id)
  const setup: NewGame = {
    variant: 'normal',
    seed,
    start: 0,
    cards: defs,
    players: [
      { name: 'Ann', deck },
      { name: 'Ben', deck },
    ],
  }
  const rng = Random.fromSeed(seed)
  const states = [createGame(setup)]
  const log: Action[] = []
  while (states.at(-1)!.phase !== 'ended' && log.length < max) {
    const action = randomAction(states.at(-1)!, rng, { passBias: 0.6 })
    if (!action) break
    const r = applyAction(states.at(-1)!, action)
    if (!r.ok) throw new Error(r.reason)
    states.push(r.state)
    log.push(action)
  }
  return { setup, log, states }
}

const service = (userData: string) =>
  createSaveService({ dir: join(userData, 'saves'), appVersion: 'e2e', codec: engineCodec })

function input(game: Played, gameId: string, upTo = game.log.length, name?: string) {
  return saveInputFromGame({
    gameId,
    ...(name ? { name } : {}),
    setup: game.setup,
    log: game.log.slice(0, upTo),
    state: game.states[upTo],
    players: [{ color: '#f59e0b' }, { color: '#38bdf8' }],
  })
}

async function openLoad(page: Page) {
  await page.getByRole('button', { name: 'Load game', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Load game' })).toBeVisible()
}

test('an unfinished game replays without showing a hand until its player agrees', async ({ hearth }) => {
  const { page } = hearth
  const game = play(12, 120)
  const last = game.states.at(-1)!
  expect(last.phase).not.toBe('ended')
  await service(hearth.userData).save(input(game, 'friday', game.log.length, 'Friday night'))

  await openLoad(page)
  await page.locator('li[data-id="friday.json"]').getByRole('button', { name: 'Replay' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Replay: Friday night' })).toBeVisible()
  // The steps of the report: "Ann sees it", then End.
  const viewAs = page.getByRole('combobox', { name: 'Show the board as' })
  await expect(viewAs.locator('option[value="0"]')).toBeDisabled()
  // Even forced past the disabled option, the viewer refuses.
  await viewAs.evaluate((select: HTMLSelectElement) => {
    select.value = '0'
    select.dispatchEvent(new Event('change'))
  })
  await page.getByRole('button', { name: 'End ›|' }).click()
  const annHand = page.locator('section[data-player="0"] [data-test="hand"]')
  await expect(annHand).toContainText('hidden card')
  await expect(annHand.locator('[data-card]')).toHaveCount(0)
  // Nothing on the page names a card in Ann's hand unless it is also public.
  const names = last.players[0].zones.hand.map((id) => nameOf(last, id))
  const publicNames = new Set(
    Object.values(last.objects)
      .filter((o) => o.zone !== 'hand' && o.zone !== 'library')
      .map((o) => nameOf(last, o.id)),
  )
  const text = await page.locator('main').innerText()
  for (const name of names) if (!publicNames.has(name)) expect(text).not.toContain(name)
  // Ann agrees: her view opens, Ben's stays closed.
  await page.getByRole('checkbox', { name: 'Ann agrees' }).check()
  await viewAs.selectOption('0')
  await expect(annHand.locator('[data-card]')).toHaveCount(names.length)
  await expect(viewAs.locator('option[value="1"]')).toBeDisabled()
  await page.getByRole('checkbox', { name: 'Ann agrees' }).uncheck()
  await expect(viewAs).toHaveValue('spectator')
  await expect(annHand.locator('[data-card]')).toHaveCount(0)
  expect(await hearth.problems()).toEqual([])
})

test("the Load list groups a game's saves, tells a rematch apart, and offers Replay and Rematch for a finished game", async ({
  hearth,
}) => {
  const { page } = hearth
  const saves = service(hearth.userData)
  let finished: Played | null = null
  for (let seed = 1; seed < 60 && !finished; seed++) {
    const g = play(seed, 3000)
    if (g.states.at(-1)!.phase === 'ended') finished = g
  }
  expect(finished, 'a random game that ends').not.toBeNull()
  const first = finished!
  // The first game: autosaves along the way, then its end.
  const n = first.log.length
  await saves.autosave(input(first, 'game1', Math.floor(n / 3)))
  await saves.autosave(input(first, 'game1', Math.floor((2 * n) / 3)))
  await saves.save(input(first, 'game1', n))
  // The rematch: the same players and variant (so the same default name), still going.
  const rematch = play(99, 80)
  await saves.autosave(input(rematch, 'game2', 40))
  await saves.autosave(input(rematch, 'game2', 80))

  await openLoad(page)
  const list = page.getByRole('list', { name: 'Saved games' })
  const games = list.locator(':scope > li')
  await expect(games).toHaveCount(2)
  const names = await list.getByRole('heading', { level: 2 }).allInnerTexts()
  expect(names).toEqual(['Ann vs Ben · Normal Magic · game 2', 'Ann vs Ben · Normal Magic'])
  // The finished game: its latest save first, the earlier turns folded.
  const over = games.nth(1)
  await expect(over).toContainText('Game over')
  await expect(over.locator('details')).not.toHaveAttribute('open')
  await expect(over.locator('summary')).toHaveText('Earlier turns (2)')
  await expect(over.locator('details li')).toHaveCount(2)
  await expect(over.locator('details li').first()).toBeHidden()
  const actions = over.locator(':scope > article > .save__actions')
  await expect(actions.getByRole('button', { name: 'Resume' })).toHaveCount(0)
  await expect(actions.getByRole('button', { name: 'Replay' })).toBeVisible()
  await expect(
    games.nth(0).locator(':scope > article > .save__actions').getByRole('button', { name: 'Resume' }),
  ).toBeVisible()
  // Rematch: a new game at the table with the same players.
  await actions.getByRole('button', { name: 'Rematch' }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  await expect(page.getByTestId('hand-off')).toContainText(/Ann|Ben/)
  expect(await hearth.problems()).toEqual([])
})

test('a replay looks like the table: cards, the stack and arrows; keys step from anywhere; passes fold', async ({
  hearth,
}) => {
  const { page } = hearth
  // A game where a spell with a target is on the stack at some point.
  let game: Played | null = null
  let aimed = -1
  for (let seed = 1; seed < 80 && aimed < 0; seed++) {
    const g = play(seed, 400)
    const k = g.states.findIndex((s) => s.stack.some((item) => item.targets.length > 0))
    if (k > 0) {
      game = g
      aimed = k
    }
  }
  expect(aimed, 'a spell with a target in some random game').toBeGreaterThan(0)
  await service(hearth.userData).save(input(game!, 'aimed', game!.log.length, 'Aimed'))
  await openLoad(page)
  await page.locator('li[data-id="aimed.json"]').getByRole('button', { name: 'Replay' }).click()
  const position = page.locator('[data-test="position"]')
  const total = game!.log.length
  await expect(position).toHaveText(`Action 0 of ${total}`)
  // Keys, with the focus nowhere in particular.
  await page.locator('h1').click()
  await page.keyboard.press('End')
  await expect(position).toHaveText(`Action ${total} of ${total}`)
  await page.keyboard.press('Home')
  await expect(position).toHaveText(`Action 0 of ${total}`)
  await page.keyboard.press('ArrowRight')
  await expect(position).toHaveText(`Action 1 of ${total}`)
  // Passes fold: from before a run of passes, one step lands after the whole run.
  const log = game!.log
  const run = log.findIndex(
    (a, i) => i > 1 && a.type === 'pass' && log[i + 1]?.type === 'pass' && log[i - 1].type !== 'pass',
  )
  expect(run).toBeGreaterThan(0)
  await page.getByRole('slider', { name: 'Position in the game' }).fill(String(run))
  await expect(position).toHaveText(`Action ${run} of ${total}`)
  await page.locator('h1').click()
  await page.keyboard.press('ArrowRight')
  const landed = Number((await position.innerText()).match(/Action (\d+)/)![1])
  expect(landed).toBeGreaterThan(run + 1)
  await expect(page.locator('[data-test="action"]')).toContainText(/\d+ passes/)
  // The table's cards, the stack and an arrow to the spell's target.
  await page.getByRole('slider', { name: 'Position in the game' }).fill(String(aimed))
  await expect(position).toHaveText(`Action ${aimed} of ${total}`)
  await expect(page.locator('[data-test="replay-board"] .stack [data-stack-item]').first()).toBeVisible()
  await expect(page.getByTestId('arrows').locator('line').first()).toBeAttached()
  const battlefield = page.locator('[data-test="replay-board"] [data-test="battlefield"] .card')
  if ((await battlefield.count()) > 0) {
    // Read-only: a click on a card takes no action and opens no menu; it shows the card large.
    const name = (await battlefield.first().getAttribute('data-name')) ?? ''
    await battlefield.first().click()
    await expect(position).toHaveText(`Action ${aimed} of ${total}`)
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(page.getByTestId('card-detail')).toHaveAttribute('aria-label', name)
  }
  expect(await hearth.problems()).toEqual([])
})
