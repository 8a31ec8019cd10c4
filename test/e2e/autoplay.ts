// The scripted player for whole games through the UI (drags, clicks and keys only), with hooks that check the
// layout after every step and while every drag is in flight, and a count of the covers taken.
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { seat, takeSeat } from './table'

const LANDS = ['Mountain', 'Forest', 'Island', 'Plains', 'Swamp']

export interface AutoplayHooks {
  /** Runs while a card is being dragged (after dragstart, before the drop). */
  duringDrag?: (page: Page) => Promise<void>
}

/** Drags like a person: press, move a little (dragstart), look around (hooks), move onto the target, release. */
export async function drag(page: Page, from: Locator, to: Locator, hooks: AutoplayHooks = {}): Promise<void> {
  // Bounded: a card under a prompt can't be reached (the caller decides what that means).
  if (!hooks.duringDrag) return from.dragTo(to, { timeout: 10_000 })
  const a = await from.boundingBox()
  if (!a) throw new Error('the dragged card is not on screen')
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 - 8, { steps: 2 })
  await hooks.duringDrag(page)
  const b = await to.boundingBox()
  if (!b) throw new Error('the drop target is not on screen')
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 3 })
  await page.mouse.up()
}

/** What the driver counts as it plays: the covers, and (with `reasons`) why each came up. */
export interface CoverCount {
  covers: number
  reasons?: Record<string, number>
}

export interface AutoplayOptions extends AutoplayHooks {
  /** Counts the hand-off covers taken (ui.handOffsPerGame). */
  seen?: CoverCount
}

/**
 * Why the cover is up, from the game store: the decision the named player makes (mulligan, blockers, discard…), a
 * response to the other player's spell, priority back to a spell's controller, or the active player's turn.
 */
export async function coverReason(page: Page): Promise<string> {
  return page.evaluate(() => {
    type S = {
      active: number
      step: string
      stack: { controller: number }[]
      pending: { kind: string; player: number }[]
    }
    const g = (window as unknown as { __hearthside?: { game(): { state: S; handOffTo: number } } }).__hearthside?.game()
    if (!g) return 'unknown'
    const s = g.state
    const to = g.handOffTo
    if (s.pending.length) return `decision: ${s.pending[0].kind}`
    const top = s.stack[s.stack.length - 1]
    if (top) return top.controller === to ? 'stack: back to its controller' : 'stack: respond'
    return to === s.active ? `active player's turn (${s.step})` : `non-active player (${s.step})`
  })
}

/**
 * The one scripted player of the end-to-end games: plays the visible decision for the player at the table, through
 * the UI only. Covers are lifted by a click on their button (a deliberate act of the next player: never Space or
 * Enter); "respond?" is answered by a click on "Let it resolve". Keep hands; in a main phase play a land by dragging
 * it, cast spells by dragging (creatures to the battlefield, Lightning Bolt onto the opponent); attack by dragging
 * creatures onto the opponent (a wide board: "All attack"); block by dragging onto the attacker; otherwise pass with
 * Space (the player's own key, at their own table).
 */
export async function playOnce(
  page: Page,
  tried: Set<string>,
  log: string[],
  options: AutoplayOptions = {},
): Promise<'over' | 'handOff' | 'acted'> {
  // One look at the page (fewer round trips than a locator per question).
  const ui = await page.evaluate(() => {
    const has = (id: string) => !!document.querySelector(`[data-testid="${id}"]`)
    const main = document.querySelector('main.game')
    return {
      over: has('game-over'),
      handOff: has('hand-off'),
      respond: has('respond'),
      veiled: has('veiled'),
      keep: has('keep'),
      attackers: has('confirm-attackers'),
      blockers: has('confirm-blockers'),
      viewer: main?.getAttribute('data-viewer') ?? '',
      asked: main?.getAttribute('data-asked') ?? '',
      turn: main?.getAttribute('data-turn') ?? '',
      step: main?.getAttribute('data-step') ?? '',
      active: main?.getAttribute('data-active') ?? '',
      players: Number(main?.getAttribute('data-players') ?? 2),
    }
  })
  if (ui.over) return 'over'
  if (ui.handOff) {
    const seen = options.seen
    if (seen) {
      seen.covers++
      if (seen.reasons) {
        const why = await coverReason(page)
        seen.reasons[why] = (seen.reasons[why] ?? 0) + 1
      }
    }
    await takeSeat(page)
    return 'handOff'
  }
  // "Respond?" on the same screen (no hand shows): this driver lets spells resolve.
  if (ui.respond) {
    await page.getByTestId('respond-no').click()
    log.push('lets it resolve')
    return 'acted'
  }
  // A hand face down after another player acted at the screen (the veil): this driver lifts it (the cover comes up).
  if (ui.veiled) {
    await page.getByTestId('lift-hand').click()
    log.push('lifts the hand')
    return 'acted'
  }
  // Blocks are declared on the public view by the asked player (CR 509.1); everything else by the viewer.
  const me = Number(ui.viewer === '' ? ui.asked : ui.viewer)
  const { turn, step } = ui
  const opponent = (me + 1) % ui.players
  const error = page.getByTestId('error')
  if (ui.keep) {
    await page.getByTestId('keep').click()
    log.push(`${me} keeps`)
    return 'acted'
  }
  if (ui.attackers) {
    const creatures = seat(page, me).locator('[aria-label$="creatures"] .card')
    // A wide board can sit under the prompt: then every creature attacks with the prompt's "All attack".
    if ((await creatures.count()) > 3 && !options.duringDrag) {
      await page.getByRole('button', { name: 'All attack' }).click()
    } else {
      for (let i = 0; i < (await creatures.count()); i++) {
        await drag(page, creatures.nth(i), page.locator(`[data-life="${opponent}"]`), options)
        if (await error.isVisible()) log.push(`${me} can't attack: ${await error.innerText()}`)
      }
    }
    log.push(`${me} attacks: ${await page.getByTestId('confirm-attackers').innerText()}`)
    await page.getByTestId('confirm-attackers').click()
    return 'acted'
  }
  if (ui.blockers) {
    const blocker = seat(page, me).locator('[aria-label$="creatures"] .card').first()
    const attacker = page.locator('.card[aria-label*="attacking"]').first()
    // A blocker under the prompt can't be dragged: then no block.
    if ((await blocker.count()) && (await attacker.count()))
      await drag(page, blocker, attacker, options).catch(() => log.push(`${me} can't reach a blocker`))
    log.push(`${me} blocks: ${await page.getByTestId('confirm-blockers').innerText()}`)
    await page.getByTestId('confirm-blockers').click()
    return 'acted'
  }
  const main = (step === 'precombatMain' || step === 'postcombatMain') && ui.active === String(me)
  if (main) {
    const cards = seat(page, me).locator('.player__hand .card')
    for (let i = 0; i < (await cards.count()); i++) {
      const [name, id] = await cards
        .nth(i)
        .evaluate((el) => [(el as HTMLElement).dataset.name ?? '', (el as HTMLElement).dataset.card ?? ''])
      // One try per card name and step: a refused copy is refused for the same reason (and its reason is shown).
      const key = `${turn}:${step}:${LANDS.includes(name) ? id : name}`
      if (tried.has(key) || (LANDS.includes(name) && tried.has(`${turn}:land`))) continue
      tried.add(key)
      if (LANDS.includes(name)) tried.add(`${turn}:land`)
      const card = page.locator(`[data-card="${id}"]`)
      const target =
        name === 'Lightning Bolt'
          ? page.locator(`[data-life="${opponent}"]`)
          : seat(page, me).locator('.player__battlefield')
      await drag(page, card, target, options)
      log.push(`${me} drags ${name} (turn ${turn}): ${(await error.isVisible()) ? await error.innerText() : 'ok'}`)
      return 'acted'
    }
  }
  // Space passes when no control has the focus.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('Space')
  log.push(`${me} passes (turn ${turn} ${step})`)
  return 'acted'
}

/** The page does not scroll: the document is no taller (or wider) than the window. */
export async function expectNoScrolling(page: Page, where: string): Promise<void> {
  const m = await page.evaluate(() => ({
    h: document.documentElement.scrollHeight,
    w: document.documentElement.scrollWidth,
    ih: innerHeight,
    iw: innerWidth,
  }))
  expect(m.h, `${where}: page height ${m.h} > window ${m.ih}`).toBeLessThanOrEqual(m.ih)
  expect(m.w, `${where}: page width ${m.w} > window ${m.iw}`).toBeLessThanOrEqual(m.iw)
}

/** Every card of the acting player's hand lies wholly inside the window. */
export async function expectHandInView(page: Page, player: number, where: string): Promise<void> {
  const out = await page.evaluate((p) => {
    const bad: string[] = []
    for (const el of document.querySelectorAll(`section[data-player="${p}"] .player__hand .card`)) {
      const r = el.getBoundingClientRect()
      if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
        bad.push(
          `${(el as HTMLElement).dataset.name}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`,
        )
    }
    return bad
  }, player)
  expect(out, `${where}: hand cards out of view`).toEqual([])
}

/** During a drag: every highlighted (legal) drop target is in the window and can be reached by the pointer. */
export async function expectDropTargetsInView(page: Page, where: string): Promise<number> {
  const r = await page.evaluate(() => {
    const bad: string[] = []
    const targets = [...document.querySelectorAll<HTMLElement>('.drop-zone--legal, .card--drop')]
    for (const el of targets) {
      const box = el.getBoundingClientRect()
      const label = el.getAttribute('aria-label') ?? el.dataset.drop ?? el.dataset.card ?? '?'
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1)
      const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 12), 0), innerHeight - 1)
      const inWindow = box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight
      const hit = document.elementFromPoint(x, y)
      if (!inWindow || !hit || !(el === hit || el.contains(hit) || hit.contains(el)))
        bad.push(`${label} at ${Math.round(box.left)},${Math.round(box.top)} (${hit?.className ?? 'nothing'} on top)`)
    }
    return { bad, count: targets.length }
  })
  expect(r.bad, `${where}: legal drop targets out of reach`).toEqual([])
  return r.count
}
