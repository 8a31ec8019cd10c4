// Random legal Heroic games with the starter decks (resources/decks/heroic), every action chosen by the engine's
// random player (so the variant's own actions come from its `enumerate`: the hero cast from outside, HE-7; the
// level-up bonus and Hero Level 0 choices, HE-9). After every action the engine invariants and Heroic's (a hero
// only outside, on the stack or on the battlefield, HE-8; level 0–5, HE-9; no game going on past 17 hero damage,
// HE-10) are checked.
import { describe, expect, it } from 'vitest'
import { replayChecked } from '@shared/engine'
import { heroicExtra } from '@shared/variants/heroic'
import { unitOrLong } from '../../../support/long'
import { newHeroicGame, playRandomGame } from './helpers'

// The unit suite plays five of the sixteen seeds (two-, three- and four-player games, an HE-10 loss among them, none
// of the runaway boards that take longest), `npm run test:long` all sixteen. The thresholds are per game played.
const SEEDS = unitOrLong(
  [1, 3, 4, 5, 6],
  [...Array(16).keys()].map((i) => i + 1),
)
const N = SEEDS.length

describe('Heroic random games', () => {
  it(`${N} random games of two to four players keep the invariants, the two-player ones end within 60 turns`, () => {
    let ended = 0
    let outsideCasts = 0
    let bonusChoices = 0
    let levels = 0
    let castLosses = 0
    let runaways = 0
    for (const seed of SEEDS) {
      const players = seed % 4 === 0 ? 4 : seed % 4 === 1 ? 3 : 2
      const { state, log, runaway } = playRandomGame(seed, players)
      if (state.phase === 'ended') ended++
      else if (runaway) runaways++
      else if (players === 2) throw new Error(`two-player game ${seed} did not end in 60 turns`)
      outsideCasts += log.filter((a) => a.type === 'cast' && (a as { from?: string }).from === 'outside').length
      bonusChoices += log.filter(
        (a) => a.type === 'choose' && typeof (a as { option?: unknown }).option === 'string',
      ).length
      state.players.forEach((p, i) => {
        levels += heroicExtra(state, i).heroLevel ?? 0
        if (p.lost && (heroicExtra(state, i).heroCasts ?? 0) >= 4) castLosses++
      })
    }
    expect(ended).toBeGreaterThanOrEqual(Math.ceil((N * 10) / 16))
    expect(runaways).toBeLessThanOrEqual(N - Math.ceil((N * 10) / 16)) // the rest ended
    expect(outsideCasts).toBeGreaterThan((N * 30) / 16)
    expect(bonusChoices).toBeGreaterThan((N * 30) / 16)
    expect(levels).toBeGreaterThan((N * 30) / 16)
    expect(castLosses).toBeGreaterThan(0) // HE-10 happens in random play
  }, 240_000) // all sixteen (npm run test:long): 74 s on a 2-core machine at load 4.5

  it('a random game replays to the same state and its state round-trips through JSON (saves)', () => {
    const { state, log } = playRandomGame(4242)
    const replayed = replayChecked(newHeroicGame(4242), log)
    expect(replayed.ok ? replayed.state : replayed).toEqual(state)
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  }, 30_000)
})
