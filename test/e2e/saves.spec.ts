// Saved games end to end: a real game played by the engine is saved on disk by the real save service
// (with the engine's codec, as in the app), then the page lists it under Load game, replays it step by step and
// turn by turn, and after a reload Continue resumes it on the game table.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import '../../src-shared/variants'
import { starterPool } from '../../src-shared/cards/starter'
import { applyAction, createGame, Random, randomAction, type Action, type NewGame } from '../../src-shared/engine'
import { engineCodec, replayTimeline } from '../../src-shared/engine/codec'
import { saveInputFromGame } from '../../src-shared/engine/saveFromGame'
import type { SaveDocument } from '../../src-shared/saves/format'
import { createSaveService } from '../../src-main/saves'
import { expect, test } from './fixtures'

/** A real game of random legal play between Ann and Ben, saved into the test's saves folder as "Friday night". */
async function saveRealGame(userData: string) {
  const pool = starterPool()
  const defs = ['Mountain', 'Forest', 'Grizzly Bears', 'Lightning Bolt', 'Giant Growth'].map((n) => pool.byName(n)!)
  const deck = Array.from({ length: 40 }, (_, i) => defs[(i * 3) % defs.length].id)
  const setup: NewGame = {
    variant: 'normal',
    seed: 12,
    start: 0,
    cards: defs,
    players: [
      { name: 'Ann', deck },
      { name: 'Ben', deck },
    ],
  }
  const rng = Random.fromSeed(3)
  let state = createGame(setup)
  const log: Action[] = []
  while (state.phase !== 'ended' && log.length < 150) {
    const action = randomAction(state, rng, { passBias: 0.6 })
    if (!action) break
    const r = applyAction(state, action)
    if (!r.ok) throw new Error(r.reason)
    state = r.state
    log.push(action)
  }
  const saves = createSaveService({ dir: join(userData, 'saves'), appVersion: 'e2e', codec: engineCodec })
  const entry = await saves.save(
    saveInputFromGame({
      gameId: 'friday',
      name: 'Friday night',
      setup,
      log,
      state,
      players: [{ color: '#c0392b' }, { color: '#2980b9' }],
    }),
  )
  const doc = JSON.parse(readFileSync(join(userData, 'saves', entry.id), 'utf8')) as SaveDocument
  return { entry, state, log, turnStarts: replayTimeline(doc).turnStarts }
}

test('a saved game is listed, replays step by step, and Continue resumes it after a reload', async ({ hearth }) => {
  const { page } = hearth
  const game = await saveRealGame(hearth.userData)
  expect(game.turnStarts.length).toBeGreaterThan(2)

  // Listed with its metadata.
  await page.getByRole('button', { name: 'Load game', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Load game' })).toBeVisible()
  const item = page.locator('li[data-id="friday.json"]')
  await expect(item.getByRole('heading', { name: 'Friday night' })).toBeVisible()
  await expect(item).toContainText('Ann vs Ben · Normal Magic')
  await expect(item.locator('[data-test="turn"]')).toHaveText(`Turn ${game.state.turn}, round ${game.state.round}`)
  await expect(item).toContainText(`Ann ${game.state.players[0].life} life, Ben ${game.state.players[1].life} life`)

  // Searching narrows the list.
  await page.getByRole('searchbox').fill('nobody-called-this')
  await expect(page.getByText('No saved game matches your search.')).toBeVisible()
  await page.getByRole('searchbox').fill('ann friday')
  await expect(item).toBeVisible()

  // The replay: from the start, action by action, then turn by turn.
  await item.getByRole('button', { name: 'Replay' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Replay: Friday night' })).toBeVisible()
  const position = page.locator('[data-test="position"]')
  await expect(position).toHaveText(`Action 0 of ${game.log.length}`)
  await expect(page.locator('[data-test="action"]')).toHaveText('The game as it began.')
  await page.getByRole('button', { name: 'Action ›' }).click()
  await page.getByRole('button', { name: 'Action ›' }).click()
  await expect(position).toHaveText(`Action 2 of ${game.log.length}`)
  await page.getByRole('button', { name: '‹ Action' }).click()
  await expect(position).toHaveText(`Action 1 of ${game.log.length}`)
  await page.getByRole('button', { name: 'Turn »' }).click()
  await page.getByRole('button', { name: 'Turn »' }).click()
  await expect(position).toHaveText(`Action ${game.turnStarts[2]} of ${game.log.length}`)
  await expect(page.locator('[data-test="where"]')).toContainText('Turn 2 ·')
  // The table sees no hand; Ann sees hers once she agrees (the game is not over).
  const annHand = page.locator('section[data-player="0"] [data-test="hand"]')
  await expect(annHand).toContainText('hidden card')
  await page.getByRole('checkbox', { name: 'Ann agrees' }).check()
  await page.getByRole('combobox', { name: 'Show the board as' }).selectOption('0')
  await expect(annHand).not.toContainText('hidden card')
  await page.getByRole('button', { name: 'End ›|' }).click()
  await expect(page.locator('section[data-player="1"] [data-test="life"]')).toHaveText(
    `${game.state.players[1].life} life`,
  )

  // Reload: the start screen offers the game under Continue, which resumes it on the table.
  await page.reload()
  await expect(page.locator('#hint-continue')).toHaveText(`Friday night — Ann vs Ben, turn ${game.state.turn}`)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  expect(await hearth.problems()).toEqual([])
})

test('a damaged save is listed with its problem and Show in folder, not Resume; the file is left untouched', async ({
  hearth,
}) => {
  const { page } = hearth
  const game = await saveRealGame(hearth.userData)
  const path = join(hearth.userData, 'saves', game.entry.id)
  const text = readFileSync(path, 'utf8')
  writeFileSync(path, text.slice(0, Math.floor(text.length * 0.6)))
  await page.getByRole('button', { name: 'Load game', exact: true }).click()
  const item = page.locator('li[data-id="friday.json"]')
  await expect(item).toContainText('incomplete')
  await expect(item.getByRole('button', { name: 'Show in folder' })).toBeVisible()
  await expect(item.getByRole('button', { name: 'Resume' })).toHaveCount(0)
  await item.getByRole('button', { name: 'Show in folder' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0)
  expect(readFileSync(path, 'utf8')).toBe(text.slice(0, Math.floor(text.length * 0.6)))
})
