// A long save opens at its saved position, and its status follows the check of its log (verified, or the position
// its log reaches for a damaged one); undo comes back once the history is rebuilt. A damaged save is never written.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import '../../src-shared/variants'
import { engineCodec } from '../../src-shared/engine/codec'
import { saveInputFromGame } from '../../src-shared/engine/saveFromGame'
import { createSaveService } from '../../src-main/saves'
import { longRandomGame } from '../bench/longGame'
import { expect, test } from './fixtures'
import { exposeStores, table, takeSeatIfAsked } from './table'

// 3,000 actions of random legal play, mostly passes (as the hardening bench's long save, shorter).
const played = longRandomGame(3000, 300, 0.95)
const input = saveInputFromGame({
  gameId: 'long',
  name: 'Long game',
  setup: played.setup,
  log: played.log,
  state: played.state,
})

async function resume(page: import('@playwright/test').Page, id: string) {
  await page.getByRole('button', { name: 'Load game', exact: true }).click()
  await page.locator(`li[data-id="${id}"]`).getByRole('button', { name: 'Resume' }).first().click()
  await expect(table(page)).toBeVisible()
}

test.describe('a long save', () => {
  test.setTimeout(180_000)

  test('opens at its saved position; its log is checked and undo comes back', async ({ hearth }) => {
    const { page } = hearth
    const saves = createSaveService({ dir: join(hearth.userData, 'saves'), appVersion: 'e2e', codec: engineCodec })
    await saves.save(input)
    await resume(page, 'long.json')
    await expect(table(page)).toHaveAttribute('data-turn', String(played.state.turn))
    await takeSeatIfAsked(page)
    const status = page.getByTestId('save-check')
    await expect(status).toHaveAttribute('data-phase', 'done', { timeout: 120_000 })
    await expect(status).toHaveAttribute('data-source', 'verified')
    await expect(status).toContainText('The game log was checked: it reaches the saved position.')
    await expect(page.getByTestId('undo')).toBeEnabled()
    expect(await hearth.problems()).toEqual([])
  })

  test('one digit off in its snapshot: the status says so, the game goes on from its log, the file is untouched', async ({
    hearth,
  }) => {
    const { page } = hearth
    const dir = join(hearth.userData, 'saves')
    const saves = createSaveService({ dir, appVersion: 'e2e', codec: engineCodec })
    const snapshot = structuredClone(input.snapshot) as { players: { life: number }[] }
    snapshot.players[1].life += 7
    await saves.save({ ...input, gameId: 'damaged', name: 'Damaged game', snapshot })
    const bytes = readFileSync(join(dir, 'damaged.json'))
    await resume(page, 'damaged.json')
    await takeSeatIfAsked(page)
    const status = page.getByTestId('save-check')
    await expect(status).toHaveAttribute('data-phase', 'done', { timeout: 120_000 })
    await expect(status).toHaveAttribute('data-source', 'log')
    await expect(status).toContainText('does not match the game log')
    await exposeStores(page)
    const life = await page.evaluate(() =>
      (window as unknown as { __hearthside: { game(): { state: { players: { life: number }[] } } } }).__hearthside
        .game()
        .state.players.map((p) => p.life),
    )
    expect(life).toEqual(played.state.players.map((p) => p.life))
    expect(readFileSync(join(dir, 'damaged.json'))).toEqual(bytes)
    expect(await hearth.problems()).toEqual([])
  })
})
