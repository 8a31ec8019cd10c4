// Random legal Heroic games with the starter decks (resources/decks/heroic), every action chosen by the engine's
// random player (so the variant's own actions come from its `enumerate`: the hero cast from outside, HE-7; the
// level-up bonus and Hero Level 0 choices, HE-9). After every action the engine invariants and Heroic's (a hero
// only outside, on the stack or on the battlefield, HE-8; level 0–5, HE-9; no game going on past 17 hero damage,
// HE-10) are checked.
import { describe, expect, it } from 'vitest'
import { replayChecked } from '@shared/engine'
import { heroicExtra } from '@shared/variants/heroic'
import { newHeroicGame, playRandomGame } from './helpers'

describe('Heroic random games', () => {
  it('16 random games of two to four players keep the invariants, the two-player ones end within 60 turns', () => {
    let ended = 0
    let outsideCasts = 0
    let bonusChoices = 0
    let levels = 0
    let castLosses = 0
    let runaways = 0
    for (let seed = 1; seed <= 16; seed++) {
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
    expect(ended).toBeGreaterThanOrEqual(10)
    expect(runaways).toBeLessThanOrEqual(16 - 10) // the rest ended
    expect(outsideCasts).toBeGreaterThan(30)
    expect(bonusChoices).toBeGreaterThan(30)
    expect(levels).toBeGreaterThan(30)
    expect(castLosses).toBeGreaterThan(0) // HE-10 happens in random play
  }, 60_000)

  it('a random game replays to the same state and its state round-trips through JSON (saves)', () => {
    const { state, log } = playRandomGame(4242)
    const replayed = replayChecked(newHeroicGame(4242), log)
    expect(replayed.ok ? replayed.state : replayed).toEqual(state)
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  }, 30_000)
})
