// The Hard level: deterministic (the same position and seed give the same choice, however often it is asked and
// on whatever copy), it passes every decision scenario Normal passes, and its search finds what Normal's one-step
// look-ahead misses.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import '@shared/engine'
import '@shared/variants'
import { actingPlayers, applyAction, createGame, legalActions, type GameState } from '@shared/engine'
import { runScenario } from '@shared/scenario'
import { starterPool } from '@shared/cards/starter'
import { computerAction } from '@shared/computer'
import { starterMatchDecks } from '@shared/computer/decks'

const VARIANTS = ['normal', 'manahearth', 'combat', 'heroic', 'mental']
/** No wall-clock cap in tests: the cap is the only input besides the view and the seed, a safety net for the table. */
const HARD = { level: 'hard', seed: 21, timeCapMs: 600_000 } as const

function game(variant: string, seed: number): GameState {
  const decks = starterMatchDecks(variant)
  const players = [0, 1].map((i) => {
    const d = decks[i % decks.length]
    return { name: `P${i}`, deck: d.main, sideboard: d.sideboard ?? [], ...(d.hero ? { extra: { hero: d.hero } } : {}) }
  })
  return createGame({ variant, seed, cards: decks.flatMap((d) => d.cards), players, start: 0 })
}

describe('Hard is deterministic', () => {
  for (const variant of VARIANTS)
    it(`${variant}: the same position and seed give the same choice, on the position and on a copy of it`, () => {
      let s = game(variant, 41)
      let checked = 0
      for (let step = 0; step < 2000 && s.phase !== 'ended' && checked < 5; step++) {
        const p = actingPlayers(s)[0]
        const first = computerAction(s, p, HARD)
        if (legalActions(s, p).filter((a) => a.type !== 'pass').length > 1) {
          expect(computerAction(s, p, HARD).action, `${variant} step ${step}`).toEqual(first.action)
          expect(computerAction(structuredClone(s), p, HARD).action, `${variant} step ${step}`).toEqual(first.action)
          checked++
        }
        const r = applyAction(s, first.action)
        if (!r.ok) throw new Error(r.reason)
        s = r.state
      }
      expect(checked).toBeGreaterThan(2)
    }, 300_000) // combat: 74 s on a 2-core machine at load 16
})

const dir = join(__dirname, '../../scenarios/computer')
const scenario = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>
const withLevel = (raw: Record<string, unknown>, level: string) =>
  JSON.parse(JSON.stringify(raw).replace(/"level":"(easy|normal|hard)"/g, `"level":"${level}"`)) as unknown

describe('Hard decides the classic failures as well as Normal', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    it(`${file} holds with the computer on Hard`, () => {
      const raw = scenario(file)
      const result = runScenario(withLevel(raw, 'hard'), starterPool())
      expect(result.output.failed).toEqual([])
    }, 60_000)
})

describe('a combat trick after blocks', () => {
  it('CR 510.1: a combat trick after blocks (Giant Growth saves the blocked attacker and kills the blocker)', () => {
    const raw = scenario('cr-510-1-hard-finds-the-combat-trick.json')
    expect(runScenario(raw, starterPool()).output.failed).toEqual([])
    // Normal scores a play in combat once the combat's damage is dealt (quiescence), so it finds the trick too.
    expect(runScenario(withLevel(raw, 'normal'), starterPool()).output.failed).toEqual([])
  }, 60_000)
})
