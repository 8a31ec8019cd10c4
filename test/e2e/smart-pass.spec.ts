// The smart pass and hold priority, through the UI. Against the computer, the person is never stopped for the
// computer's spell when they could do nothing (a deck with no instant); in hotseat, Ctrl held while casting keeps the
// priority (CR 117.3c), so two Lightning Bolts go on the stack together.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { annAndBen, bothKeep, deck, gameLog, startGame } from './table'

type Hooks = {
  __hearthside: {
    game(): {
      state: {
        turn: number
        priority: number | null
        pending: unknown[]
        stack: { controller: number }[]
        players: { zones: Record<string, string[]> }[]
        objects: Record<string, { def: string }>
        cards: Record<string, { name: string }>
        battlefield: string[]
      }
      viewer: number | null
      act(a: object): string | null
    }
    store(id: string): { update?(patch: object): Promise<unknown> }
  }
}

const game = (page: Page) =>
  page.evaluate(() => {
    const g = (window as unknown as Hooks).__hearthside.game()
    return { turn: g.state.turn, priority: g.state.priority, stack: g.state.stack, viewer: g.viewer }
  })

test('against the computer: no stop for its spell when the person has no instant and no ability', async ({
  hearth,
}) => {
  test.setTimeout(180_000)
  const { page } = hearth
  await startGame(page, {
    ...annAndBen(6, deck({ Mountain: 10, 'Raging Goblin': 10 }), deck({ Mountain: 10, 'Raging Goblin': 10 })),
    computers: { 1: 'normal' },
  }).catch(() => undefined) // no cover comes up: the person alone at the table is seated at once
  await page.evaluate(() =>
    (window as unknown as Hooks).__hearthside.store('settings').update?.({ computerPace: 'instant' }),
  )
  // The person passes wherever they are stopped (one loop in the page: the computer thinks in its worker meanwhile).
  const badStops = await page.evaluate(async () => {
    type P = { kind: string; player: number; count?: number }
    const g = (window as unknown as Hooks).__hearthside.game() as unknown as {
      state: { turn: number; phase: string; priority: number | null; pending: P[]; stack: { controller: number }[] }
      viewer: number | null
      handOffTo: number | null
      act(a: object): string | null
    } & { state: { players: { zones: Record<string, string[]> }[] } }
    let bad = 0
    for (let i = 0; i < 3000 && g.state.turn <= 6 && g.state.phase !== 'ended'; i++) {
      const s = g.state
      const mine = s.pending.find((d) => d.player === 0)
      if (g.viewer !== 0 || (s.priority !== 0 && !mine)) {
        await new Promise((resolve) => setTimeout(resolve, 5))
        continue
      }
      if (mine?.kind === 'mulligan') g.act({ type: 'keep', player: 0 })
      else if (mine?.kind === 'declareAttackers') g.act({ type: 'declareAttackers', player: 0, attackers: [] })
      else if (mine?.kind === 'declareBlockers') g.act({ type: 'declareBlockers', player: 0, blocks: [] })
      else if (mine?.kind === 'discard')
        g.act({ type: 'discard', player: 0, cards: s.players[0].zones.hand.slice(0, mine.count ?? 1) })
      else if (!mine) {
        if (s.stack.length && s.stack[s.stack.length - 1].controller === 1) bad++
        g.act({ type: 'pass', player: 0 })
      } else break
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    return bad
  })
  expect(await gameLog(page)).toMatch(/Ben casts Raging Goblin/) // a spell of the computer's on the stack
  expect(badStops).toBe(0)
  await expect(page.getByTestId('respond')).toHaveCount(0)
  expect(await hearth.problems()).toEqual([])
})

test('hold priority (CR 117.3c): a Lightning Bolt cast with Ctrl held leaves Ann the priority for a second one', async ({
  hearth,
}) => {
  const { page } = hearth
  await startGame(page, annAndBen(5, deck({ Mountain: 8, 'Lightning Bolt': 12 }), deck({ Forest: 20 })))
  // Ann stops in her main phase even with no land in hand (the smart pass off), so the turn waits for her.
  await page.evaluate(() =>
    (window as unknown as Hooks).__hearthside.store('settings').update?.({ skipUnanswerable: false }),
  )
  await bothKeep(page)
  await expect(page.getByTestId('pass')).toBeVisible()
  // Two Mountains put onto Ann's battlefield by hand (the table's manual tools): two Bolts can be paid for.
  await page.evaluate(() => {
    const g = (window as unknown as Hooks).__hearthside.game()
    for (let k = 0; k < 2; k++) {
      const s = g.state
      const z = s.players[0].zones
      const card = [...z.library, ...z.hand].find((x) => s.cards[s.objects[x].def]?.name === 'Mountain')!
      const error = g.act({ type: 'manual', player: 0, op: 'move', card, to: 'battlefield' })
      if (error) throw new Error(error)
    }
  })
  const bolts = page.locator('section[data-player="0"] .player__hand .card[data-name="Lightning Bolt"]')
  await page.keyboard.down('Control')
  await bolts.first().dragTo(page.locator('[data-life="1"]'))
  await page.keyboard.up('Control')
  await expect.poll(async () => (await game(page)).stack.length).toBe(1)
  const held = await game(page)
  expect(held.priority).toBe(0) // Ann keeps the priority over her own spell
  await expect(page.getByTestId('respond')).toHaveCount(0)
  await bolts.first().dragTo(page.locator('[data-life="1"]'))
  const log = await gameLog(page)
  expect(log.match(/Ann casts Lightning Bolt/g)?.length).toBe(2)
  expect(await hearth.problems()).toEqual([])
})
