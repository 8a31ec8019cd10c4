// Every decision in words and cards, in Chromium: each starter deck is played against itself at the hotseat table
// (seeded random legal answers, so triggers, "may"s, searches, discards and every variant's own decisions come up).
// At each new decision the whole table is read as the deciding player sees it: its text, every button's name and
// every aria-label. No engine kind ("triggerTargets"), JSON fragment ({"player":0}, ["c8"]) or object id (c8) may
// show, and the deciding player must see a prompt or a question. The log is read for the wordings players reported.
// Bounded by counts: steps per game. The suite plays a short game of the first deck of each variant; the long tests
// play every deck longer, and axe-core reads the table at the first prompt of each kind there (no serious or
// critical violation). Covers are lifted by a click, "respond?" answered by a click.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import '@shared/variants'
import { legalActions, pendingFor, Random } from '@shared/engine'
import type { Action, GameState, PlayerIndex } from '@shared/engine'
import { starterDecks } from '@shared/cards/starter'
import { starterSelfGame } from '../support/starterGame'
import { expect, test } from './fixtures'
import type { HearthPage } from './fixtures'
import { startAtPosition } from './table'
import { rawShapes } from '../support/rawShapes'

/** Steps per game: the suite's short games, and the long tests' games. */
const STEPS = { short: 25, long: 100 }

/** The log's wordings players reported (hotseat: nobody is "you" on a shared screen). */
const LOG_SHAPES: [RegExp, string][] = [
  [/^You\b|\b(?:to|at) you\b/, '"you" on a shared screen'],
  [/\ba a\b|\ban an?\b/, 'a doubled article'],
  [/\ba (?:[AEIO][a-z])/, '"a" before a vowel'],
  [/\(s\)/, 'a "(s)" plural'],
  [/\. targeting\b/, '". targeting"'],
  [/\bc\d+\b/, 'an object id'],
  [/[{[]\s*"|"\s*:/, 'JSON'],
]

/** The table as the player at it reads it: its text, and every accessible name and description. */
async function tableText(page: Page): Promise<{ text: string; log: string }> {
  return page.evaluate(() => {
    const main = document.querySelector('main.game') as HTMLElement | null
    if (!main) return { text: '', log: '' }
    const log = (document.querySelector('[data-test="log-lines"]') as HTMLElement | null)?.innerText ?? ''
    const attrs: string[] = []
    for (const el of main.querySelectorAll('[aria-label], [title], [aria-description], [placeholder]'))
      for (const a of ['aria-label', 'title', 'aria-description', 'placeholder']) {
        const v = el.getAttribute(a)
        if (v) attrs.push(v)
      }
    const lines = [...main.querySelectorAll('[data-test="log-lines"]')].map((el) => (el as HTMLElement).innerText)
    let text = main.innerText
    for (const l of lines) text = text.replace(l, '')
    return { text: `${text}\n${attrs.join('\n')}`, log }
  })
}

async function stateOf(page: Page): Promise<GameState> {
  const json = await page.evaluate(() =>
    JSON.stringify((window as unknown as { __hearthside: { game(): { state: unknown } } }).__hearthside.game().state),
  )
  return JSON.parse(json) as GameState
}

function deciding(s: GameState): PlayerIndex | null {
  const d = s.pending[0]
  if (d) return pendingFor(s, d.player) ? d.player : null
  return s.priority
}

/** Serious and critical axe-core violations on the page now. */
async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} x${v.nodes.length}: ${v.nodes[0]?.target.join(' ')}`)
}

/** Plays starter deck `i` against itself for `steps` steps from `seed`, reading every new decision. */
async function playDeck(hearth: HearthPage, i: number, steps: number, seed: number, withAxe: boolean): Promise<void> {
  const { page } = hearth
  const initial = starterSelfGame(i, seed)
  await startAtPosition(page, initial)
  const rng = Random.fromSeed(seed)
  const problems: string[] = []
  const kinds = new Set<string>()
  let read = 0
  let lastKey = ''
  const t0 = Date.now()
  let step = 0
  for (; step < steps; step++) {
    const ui = await page.evaluate(() => ({
      over: !!document.querySelector('[data-testid="game-over"]'),
      cover: !!document.querySelector('[data-testid="hand-off"]'),
      respond: !!document.querySelector('[data-testid="respond"]'),
      prompt: !!document.querySelector(
        '[data-testid="prompt"], [data-testid="public-seat"], [data-testid="block-here"]',
      ),
      viewer: document.querySelector('main.game')?.getAttribute('data-viewer') ?? '',
      asked: document.querySelector('main.game')?.getAttribute('data-asked') ?? '',
    }))
    if (ui.over) break
    if (ui.cover) {
      await page.getByTestId('take-seat').click()
      continue
    }
    const s = await stateOf(page)
    if (s.phase === 'ended') break
    const p = deciding(s)
    if (p === null) {
      await page.waitForTimeout(50)
      continue
    }
    const d0 = s.pending[0]
    const key = d0 ? `${d0.kind}:${s.turn}:${s.step}:${s.pending.length}` : ''
    if ((d0 && key !== lastKey) || ui.respond) {
      lastKey = key
      read++
      const { text, log } = await tableText(page)
      const what = ui.respond ? 'respond?' : d0!.kind
      if (withAxe && !kinds.has(what)) for (const v of await axe(page)) problems.push(`axe at ${what}: ${v}`)
      kinds.add(what)
      for (const shape of rawShapes(text)) problems.push(`${what}: ${shape} in «${text.slice(0, 400)}»`)
      for (const line of log.split('\n'))
        for (const [re, name] of LOG_SHAPES) if (re.test(line)) problems.push(`log: ${name} in «${line}»`)
      if (d0 && !ui.respond && !ui.prompt)
        problems.push(`${d0.kind} for ${s.players[d0.player].name}: no prompt shows (viewer "${ui.viewer}")`)
    }
    if (ui.respond) {
      await page.getByTestId('respond-no').click()
      continue
    }
    // Attacks and blocks through their buttons (listing every set of attackers grows with the board).
    const attack = page.getByTestId('confirm-attackers')
    if (await attack.isVisible()) {
      const all = page.getByRole('button', { name: 'All attack' })
      if (rng.int(2) === 0 && (await all.isVisible())) await all.click()
      await attack.click()
      continue
    }
    const block = page.getByTestId('confirm-blockers')
    if (await block.isVisible()) {
      await block.click()
      continue
    }
    const legal = legalActions(s, p).filter((a) => a.type !== 'concede' && a.type !== 'manual')
    if (!legal.length) break
    const moves = legal.filter((a) => a.type !== 'pass')
    const pool: Action[] = moves.length && rng.int(10) < 7 ? moves : legal
    const action = pool[rng.int(pool.length)]
    const refused = await page.evaluate(
      (a) =>
        (window as unknown as { __hearthside: { game(): { act(a: object): string | null } } }).__hearthside
          .game()
          .act(a),
      action as object,
    )
    if (refused) problems.push(`${JSON.stringify(action).slice(0, 120)} refused: ${refused}`)
  }
  test.info().annotations.push({
    type: 'kinds',
    description: `${step} steps, ${Date.now() - t0} ms, ${read} read: ${[...kinds].join(' ')}`,
  })
  expect([...new Set(problems)].slice(0, 8)).toEqual([])
  expect(read).toBeGreaterThan(0)
  expect(await hearth.problems()).toEqual([])
}

test('the raw shapes and the log wordings are caught (the reading would fail on the old generic panel)', () => {
  expect(rawShapes('You must answer "triggerTargets"')).not.toEqual([])
  expect(rawShapes('choose (targets: [{"player":0}])')).not.toEqual([])
  expect(rawShapes('discard (cards: ["c8"])')).not.toEqual([])
  expect(rawShapes('Viashino Pyromancer: it deals 2 damage to target player — Ben')).toEqual([])
  const caught = (line: string) => LOG_SHAPES.filter(([re]) => re.test(line)).map(([, name]) => name)
  for (const line of [
    'Ann gets a a card (ruling MH-4)',
    'Ann plays a Island',
    'Ben takes 0 mulligan(s)',
    'Ann activates Chandra: It deals 2 damage to any target. targeting Ben',
    'Ben is blocking c203',
    'Ann has {"faceDown": true}',
  ])
    expect(caught(line), line).not.toEqual([])
  expect(caught('Ann casts Lightning Bolt targeting Ben')).toEqual([])
})

const decks = starterDecks()
for (let i = 0; i < decks.length; i++) {
  const what = `${decks[i].variant} — ${decks[i].name} against itself: no prompt shows an engine kind, JSON or an object id; the log reads cleanly`
  if (decks.findIndex((d) => d.variant === decks[i].variant) === i)
    test(`${what} (${STEPS.short} steps)`, async ({ hearth }) => {
      test.setTimeout(120_000)
      await playDeck(hearth, i, STEPS.short, 7 + i, false)
    })
  test(`${what} (${STEPS.long} steps) @long`, async ({ hearth }) => {
    test.setTimeout(400_000) // 50–160 s at load 15
    await playDeck(hearth, i, STEPS.long, 17 + i, true)
  })
}
