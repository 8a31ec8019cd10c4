// Manahearth and Magic Combat Rules played end to end through the table UI. As in
// game.spec.ts the game is SET UP through the game store (test-only hook); everything after that goes through the
// UI only: the hero picker, the partial mulligan, lands dragged from the Manahearth Zone, hero ability buttons,
// drags to cast and attack; slot placement by drag and pick, setting spells, fights by drag and click, Space to pass.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoScrolling } from './autoplay'
import { deck, gameLog, pass, screenshotPath, seat, startGame, takeSeat } from './table'

const NAMES = ['Ann', 'Ben']

/** One look at the page: what is on screen (fewer round trips than a locator per question). */
async function look(page: Page) {
  return page.evaluate(() => {
    const has = (sel: string) => !!document.querySelector(sel)
    const enabled = (sel: string) => [...document.querySelectorAll<HTMLButtonElement>(sel)].some((b) => !b.disabled)
    const main = document.querySelector('main.game')
    return {
      over: has('[data-testid="game-over"]'),
      handOff: has('[data-testid="hand-off"]'),
      respond: has('[data-testid="respond"]'),
      veiled: has('[data-testid="veiled"]'),
      manual: has('[data-testid="manual-done"]'),
      heroPicker: has('[data-testid="hero-picker"]'),
      mulligan: has('[data-testid="mh-mulligan"]'),
      lotus: has('[data-testid="lotus"]'),
      placement: has('[data-testid="placement"]'),
      setSpells: has('[data-testid="set-spells"]'),
      attackers: has('[data-testid="confirm-attackers"]'),
      blockers: has('[data-testid="confirm-blockers"]'),
      heroAbility: enabled('[data-testid^="hero-ability-"]'),
      fight: enabled('[data-testid^="fight-"]'),
      reveal: enabled('[data-testid="reveal"]'),
      revealSlot: enabled('[data-testid^="reveal-slot-"]'),
      actHere: has('[data-testid="act-here"]'),
      answerHere: has('[data-testid="answer-here"]'),
      handCards: document.querySelectorAll('.player__hand .card[data-name]').length,
      asked: main?.getAttribute('data-asked') ?? '',
      summon: enabled('[data-testid="summon"]'),
      discard:
        document.querySelector('[data-testid="confirm-cards"]')?.parentElement?.querySelector('h3')?.textContent ?? '',
      viewer: main?.getAttribute('data-viewer') ?? '',
      turn: main?.getAttribute('data-turn') ?? '',
      step: main?.getAttribute('data-step') ?? '',
      active: main?.getAttribute('data-active') ?? '',
    }
  })
}

test('Manahearth: a 2-player game through the UI to a winner (hero pick, mulligan MH-3, Manahearth Zone MH-6, hero ability MH-10)', async ({
  hearth,
}, testInfo) => {
  test.setTimeout(360_000) // 108 s on a 2-core machine at load 30
  const { page } = hearth
  // Tall enough that the Manahearth Zone and the battlefield are both in view (a drag that scrolls is dropped).
  await page.setViewportSize({ width: 1280, height: 800 })
  await startGame(
    page,
    {
      variant: 'manahearth',
      options: {},
      start: 0,
      seed: 5,
      players: [
        {
          name: 'Ann',
          color: '#f59e0b',
          deck: deck({ 'Chandra Nalaar': 1, 'Lightning Bolt': 8, 'Raging Goblin': 6, 'Goblin Guide': 4 }),
        },
        { name: 'Ben', color: '#60a5fa', deck: deck({ 'Ajani Goldmane': 1, 'Grizzly Bears': 5, 'Savannah Lions': 4 }) },
      ],
    },
    { smartPass: false },
  )
  const heroOf = ['Chandra Nalaar', 'Ajani Goldmane']
  const land = ['Mountain', 'Plains']
  const done = new Set<string>()
  const log: string[] = []
  let handOffChecks = 0
  let shot = false
  for (let i = 0; i < 600; i++) {
    const ui = await look(page)
    if (ui.over) break
    if (ui.respond) {
      await page.getByTestId('respond-no').click()
      continue
    }
    if (ui.veiled) {
      // After another player acted at the screen, the hand comes back only through its player's cover.
      await page.getByTestId('lift-hand').click()
      continue
    }
    if (ui.handOff) {
      await takeSeat(page)
      continue
    }
    const me = Number(ui.viewer)
    const other = 1 - me
    const key = (what: string) => `${ui.turn}:${ui.step}:${me}:${what}`
    if (ui.heroPicker) {
      // Ruling MH-2: the other player's hidden choice is not in the page (their planeswalker is not in this deck).
      await expect(page.locator('body')).not.toContainText(heroOf[other])
      handOffChecks++
      await page.locator(`[data-hero="${heroOf[me]}"]`).click()
      await page.getByTestId('confirm-hero').click()
      log.push(`${me} picks ${heroOf[me]}`)
      continue
    }
    if (ui.mulligan) {
      if (me === 0) {
        // Ruling MH-3: one chosen card back, draw back to three.
        await page.getByTestId('mh-mulligan').getByRole('checkbox').first().check()
        await page.getByTestId('mh-mulligan-confirm').click()
      } else await page.getByTestId('keep').click()
      continue
    }
    if (ui.lotus) {
      await page.getByTestId('lotus').getByRole('button', { name: 'White' }).click()
      continue
    }
    if (ui.manual) {
      // Goblin Guide's attack trigger is resolved by hand: its text is shown, the player reveals nothing and is done.
      await expect(page.getByRole('region', { name: 'Resolve by hand' })).toContainText(/Resolve .+ by hand/)
      await page.getByTestId('manual-done').click()
      log.push(`${me} resolves by hand`)
      continue
    }
    if (ui.attackers) {
      const creatures = seat(page, me).locator('[aria-label$="creatures"] .card')
      for (let k = 0; k < (await creatures.count()); k++)
        await creatures.nth(k).dragTo(page.locator(`[data-life="${other}"]`))
      await page.getByTestId('confirm-attackers').click()
      continue
    }
    if (ui.blockers) {
      await page.getByTestId('confirm-blockers').click()
      continue
    }
    const main = (ui.step === 'precombatMain' || ui.step === 'postcombatMain') && ui.active === String(me)
    if (main && !done.has(`${ui.turn}:land`)) {
      done.add(`${ui.turn}:land`)
      // A land dragged from its Manahearth pile onto the battlefield (ruling MH-6).
      const pile = page.locator(`[data-pile="${land[me]}"]`)
      // The pile's button says which land it plays.
      await expect(page.getByTestId(`play-${land[me]}`)).toHaveText(`Play a ${land[me]}`)
      const before = Number(await pile.getAttribute('data-count'))
      // The battlefield first in view (the pile stays in view): Chromium drops a drag that scrolls the page.
      const battlefield = seat(page, me).locator('.player__battlefield')
      await battlefield.scrollIntoViewIfNeeded()
      await pile.dragTo(battlefield)
      await expect(pile).toHaveAttribute('data-count', String(before - 1))
      log.push(`${me} plays ${land[me]} from the zone`)
      continue
    }
    if (main && ui.heroAbility && !done.has(key('hero'))) {
      done.add(key('hero'))
      const ability = page.locator('[data-testid^="hero-ability-"]:not([disabled])').first()
      const box = ability.locator('xpath=..')
      const select = box.locator('select')
      if (await select.count()) {
        // The hero's targets read as names (a player, a card), never as ids or raw data.
        const labels = await select.locator('option').allInnerTexts()
        expect(labels).toContain(NAMES[other])
        for (const label of labels) expect(label).not.toMatch(/^\s*$|[{}"]|^c\d+$/)
        await select.selectOption({ label: NAMES[other] })
      }
      const text = await ability.innerText()
      await ability.click()
      log.push(`${me} uses the hero: ${text}`)
      continue
    }
    if (main) {
      const cards = seat(page, me).locator('.player__hand .card')
      let acted = false
      for (let k = 0; k < (await cards.count()); k++) {
        const name = (await cards.nth(k).getAttribute('data-name')) ?? ''
        if (done.has(key(name))) continue
        done.add(key(name))
        const card = cards.nth(k)
        if (name === 'Lightning Bolt') await card.dragTo(page.locator(`[data-life="${other}"]`))
        else if (name === 'Lotus') await card.dragTo(page.locator('[data-drop="stack"]'))
        else await card.dragTo(seat(page, me).locator('.player__battlefield'))
        acted = true
        break
      }
      if (acted) continue
    }
    if (!shot && Number(ui.turn) >= 5 && main && me === 0) {
      await page.mouse.move(0, 0) // no card preview over the table
      await expectNoScrolling(page, 'manahearth at 1280×800')
      await page.screenshot({ path: screenshotPath('manahearth-table.png') })
      shot = true
    }
    await pass(page)
  }
  const over = page.getByTestId('game-over')
  await expect(over).toBeVisible()
  await expect(over).toContainText(/wins!/)
  const lines = await gameLog(page)
  testInfo.annotations.push({ type: 'driver', description: log.join(' | ') })
  expect(handOffChecks).toBe(2)
  expect(lines).toContain('Ann takes a mulligan: shuffles 1 card back')
  expect(lines).toContain('Ann plays Mountain from the Manahearth Zone')
  expect(lines).toContain('Ben plays Plains from the Manahearth Zone')
  expect(lines).toMatch(/Ann activates Chandra Nalaar \[\+1\] paying \{R\}\{R\} and 1 life/)
  expect(lines).toMatch(/Ann attacks: /)
  // Ruling MH-4: the Lotus colour picked with the colour buttons.
  expect(lines).toMatch(/Lotus resolves: Ben chooses the colour of its mana \(ruling MH-4\)\nBen adds \{W\}/)
  expect(lines).toMatch(/Ann casts (Raging Goblin|Goblin Guide)/)
  expect(shot).toBe(true)
  expect(await hearth.problems()).toEqual([])
})

// The abilities and fights are played on the public view (MCR-8): the active player picks fights there (by drag and
// by click) and reveals set spells by their slot, the defender answers there; no hand shows there.
test('Combat Rules: a game through the UI to the end of round ten (placement MCR-2, set spells and fights MCR-8, round MCR-3)', async ({
  hearth,
}, testInfo) => {
  test.setTimeout(480_000) // 150 s on a 2-core machine at load 30
  const { page } = hearth
  await page.setViewportSize({ width: 1280, height: 800 })
  // Disjoint decks: a name in the page can only come from the seat it belongs to.
  const decks = [
    deck({
      'Grizzly Bears': 4,
      'Savannah Lions': 4,
      'Elite Vanguard': 2,
      'Hill Giant': 2,
      'Giant Growth': 3,
      'Lightning Bolt': 3,
    }),
    deck({ 'Raging Goblin': 4, 'Goblin Guide': 4, 'Gray Ogre': 4, 'Craw Wurm': 2, Shock: 4 }),
  ]
  await startGame(
    page,
    {
      variant: 'combat',
      options: {},
      start: 0,
      seed: 3,
      players: NAMES.map((name, i) => ({ name, color: i ? '#60a5fa' : '#f59e0b', deck: decks[i] })),
    },
    { smartPass: false },
  )
  // The round is public and always shown, even behind the hand-off (ruling MCR-3).
  await expect(page.getByTestId('round')).toHaveText('Round 1 of 10')
  const placed: string[][] = [[], []]
  const done = new Set<string>()
  const log: string[] = []
  let hiddenChecks = 0
  let shot = false
  let dragged = false
  let warned = false
  let defenderReveals = 0
  let publicFights = 0
  for (let i = 0; i < 2000; i++) {
    const ui = await look(page)
    if (ui.over) break
    if (ui.actHere || ui.answerHere) {
      // On the public view: no hand shows; set spells are revealed by their slot (face down until chosen).
      expect(ui.handCards).toBe(0)
      const me = Number(ui.asked)
      const other = 1 - me
      const key = (what: string) => `${ui.turn}:${ui.step}:${me}:${what}`
      if (ui.reveal) {
        // A target of the other side when the spell has one (the buttons name the targets).
        const reveals = page.locator('[data-set-card] [data-testid="reveal"]')
        const aimed = reveals.filter({ hasNotText: `→ ${NAMES[me]}` })
        await ((await aimed.count()) ? aimed : reveals).first().click()
        continue
      }
      if (ui.step === 'fights' && ui.revealSlot && Number(ui.turn) <= 8 && !done.has(key('reveal'))) {
        done.add(key('reveal'))
        await page.locator('[data-testid^="reveal-slot-"]:not([disabled])').first().click()
        log.push(`${me} reveals (turn ${ui.turn})`)
        if (ui.answerHere) defenderReveals++
        continue
      }
      if (ui.answerHere) {
        await page.getByTestId('respond-no').click()
        continue
      }
      if (ui.step === 'fights' && ui.fight) {
        if (!shot && Number(ui.turn) >= 5) {
          await page.mouse.move(0, 0) // no card preview over the table
          await expectNoScrolling(page, 'combat at 1280×800')
          await page.screenshot({ path: screenshotPath('combat-table.png') })
          shot = true
        }
        const button = page.locator('[data-testid^="fight-"]:not([disabled])').first()
        if (!warned) {
          // Fight is the primary action; passing with a creature that can still fight asks first (MCR-8).
          await expect(button).toHaveClass(/decision__confirm/)
          await page.getByTestId('public-pass').click()
          await expect(page.getByTestId('unfought')).toContainText('fought yet (MCR-8). Pass anyway?')
          await page.getByTestId('unfought').getByRole('button', { name: 'Keep fighting' }).click()
          await expect(page.getByTestId('unfought')).toBeHidden()
          warned = true
        }
        publicFights++
        if (!dragged) {
          // Drag the creature onto the slot across from it (MCR-8).
          const slot = Number((await button.getAttribute('data-testid'))!.slice('fight-'.length))
          await page.locator(`[data-slot="${me}:${slot}"] .card`).dragTo(page.locator(`[data-slot="${other}:${slot}"]`))
          dragged = true
        } else await button.click()
        continue
      }
      if (await page.getByTestId('pass-anyway').isVisible()) await page.getByTestId('pass-anyway').click()
      else await page.getByTestId('public-pass').click()
      continue
    }
    if (ui.respond) {
      await page.getByTestId('respond-no').click()
      continue
    }
    if (ui.veiled) {
      // After another player acted at the screen, the hand comes back only through its player's cover.
      await page.getByTestId('lift-hand').click()
      continue
    }
    if (ui.handOff) {
      await expect(page.getByTestId('round')).toBeVisible()
      await takeSeat(page)
      continue
    }
    const me = Number(ui.viewer)
    const other = 1 - me
    const key = (what: string) => `${ui.turn}:${ui.step}:${me}:${what}`
    if (ui.placement) {
      // Ruling MCR-2: the other player's placement (made before this hand-off) is not in the page.
      const html = await page.content()
      for (const name of placed[other])
        expect(html, `${name} (placed face down by the other player) is in the page`).not.toContain(name)
      hiddenChecks++
      // One set of slots, the board's (MCR-2): a creature dragged from the prompt onto slot 1…
      const box = page.getByTestId('placement')
      const first = box.locator('[data-place][draggable="true"]').first()
      placed[me].push((await first.getAttribute('data-name')) ?? '')
      await first.dragTo(page.locator(`[data-slot="${me}:0"]`))
      await expect(page.locator(`[data-slot="${me}:0"] .card`)).toHaveCount(1)
      await expect(box.locator('select')).toHaveCount(0)
      // …and one dropped straight from the hand onto slot 3.
      const next = box.locator('[data-place][draggable="true"]').first()
      if (await next.count()) {
        const id = await next.getAttribute('data-place')
        placed[me].push((await next.getAttribute('data-name')) ?? '')
        await page
          .locator(`section[data-player="${me}"] .player__hand [data-card="${id}"]`)
          .dragTo(page.locator(`[data-slot="${me}:2"]`))
        await expect(page.locator(`[data-slot="${me}:2"] .card`)).toHaveCount(1)
      }
      await page.getByTestId('confirm-placement').click()
      log.push(`${me} places ${placed[me].join(', ')}`)
      continue
    }
    if (ui.discard) {
      // Cleanup: discard down to seven (ruling MCR-10), with the table's own prompt.
      const n = Number(/Discard (\d+)/.exec(ui.discard)?.[1] ?? 0)
      const checks = page.getByTestId('prompt').getByRole('checkbox')
      for (let k = 0; k < n; k++) await checks.nth(k).check()
      await page.getByTestId('confirm-cards').click()
      continue
    }
    if (ui.setSpells) {
      const box = page.getByTestId('set-spells')
      const checks = box.getByRole('checkbox')
      if (Number(ui.turn) <= 4 && (await checks.count())) await checks.first().check()
      await page.getByTestId('confirm-set').click()
      continue
    }
    if (ui.step === 'precombatMain' && ui.summon && !done.has(key('summon'))) {
      done.add(key('summon'))
      await page.locator('[data-testid="summon"]:not([disabled])').first().click()
      continue
    }
    await pass(page)
  }
  const over = page.getByTestId('game-over')
  await expect(over).toBeVisible()
  await expect(over).toContainText(/wins!|draw/)
  const lines = await gameLog(page)
  testInfo.annotations.push({ type: 'driver', description: log.join(' | ') })
  expect(hiddenChecks).toBe(2)
  expect(lines).toContain('Round 10 is over')
  expect(lines).toMatch(/Ann places 2 creatures face down/)
  expect(lines).toMatch(/Ann sets 1 card face down/)
  expect(lines).toMatch(/Ann picks .* to fight/)
  expect(lines).toMatch(/(Ann|Ben) casts (Giant Growth|Lightning Bolt|Shock)/)
  expect(lines).toMatch(/scores a point for/)
  // The end shows the score by round, not life (MCR-3, MCR-10): ten rows, and each total is the log's points.
  await expect(over.getByTestId('score-by-round').locator('tbody tr')).toHaveCount(10)
  await expect(over.getByRole('img', { name: 'Life totals over the game' })).toHaveCount(0)
  const points = NAMES.map((n) => lines.split('\n').filter((l) => l.endsWith(`scores a point for ${n} (MCR-9)`)).length)
  await expect(over.getByTestId('final-score')).toContainText(
    NAMES.map((n, i) => `${n}: ${points[i]} point${points[i] === 1 ? '' : 's'}`).join(' · '),
  )
  const last = over.getByTestId('score-by-round').locator('tbody tr').last().locator('td')
  for (let i = 0; i < NAMES.length; i++) await expect(last.nth(i)).toContainText(`(${points[i]})`)
  expect(dragged).toBe(true)
  expect(warned).toBe(true)
  expect(publicFights).toBeGreaterThan(10)
  // The defender stops before a picked fight when they have a set card, and reveals an instant there (MCR-8).
  expect(defenderReveals).toBeGreaterThan(0)
  expect(shot).toBe(true)
  expect(await hearth.problems()).toEqual([])
})
