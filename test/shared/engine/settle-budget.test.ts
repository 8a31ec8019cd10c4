// Settling a save's card text (engine/textPins.ts) is bounded: a save that records its by-hand lines is never
// settled, and an older one is tried within a budget of trials and of actions applied in all, so a damaged long save
// costs a few replays of its log, never hundreds.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { starterPool } from '@shared/cards/starter'
import { applyAction, createGame, Random, randomAction, type Action, type NewGame } from '@shared/engine'
import { engineCodec } from '@shared/engine/codec'
import { recordsTextPins, settleWithin } from '@shared/engine/textPins'
import type { SaveDocument } from '@shared/saves/format'
import { saveInputFromGame } from '@shared/engine/saveFromGame'

const ACTIONS = 400

function savedGame(): SaveDocument {
  const pool = starterPool()
  const defs = ['Mountain', 'Forest', 'Shock', 'Grizzly Bears', 'Hill Giant'].map((n) => pool.byName(n)!)
  const deck = Array.from({ length: 120 }, (_, i) => defs[(i * 3) % defs.length].id)
  const setup: NewGame = {
    variant: 'normal',
    seed: 4,
    start: 0,
    cards: defs,
    players: [
      { name: 'Ann', deck },
      { name: 'Ben', deck },
    ],
  }
  let state = createGame(setup)
  const rng = Random.fromSeed(2)
  const log: Action[] = []
  while (state.phase !== 'ended' && log.length < ACTIONS) {
    const a = randomAction(state, rng, { passBias: 0.97 })
    if (!a) break
    const r = applyAction(state, a)
    if (!r.ok) throw new Error(r.reason)
    state = r.state
    log.push(a)
  }
  const { status: _status, ...input } = saveInputFromGame({ gameId: 'g', setup, log, state })
  return { format: 'hearthside-save', formatVersion: 3, appVersion: 't', meta: {}, ...input } as unknown as SaveDocument
}

/** One digit of the snapshot changed: Ann's life. */
function damaged(save: SaveDocument): SaveDocument {
  const snapshot = structuredClone(save.snapshot) as { players: { life: number }[] }
  snapshot.players[0].life += 1
  return { ...save, snapshot }
}

/** As a version that didn't record by-hand lines wrote it. */
function older({ textPins: _recorded, ...save }: SaveDocument): SaveDocument {
  return { ...save, cards: save.cards.map((d) => ({ ...d, faces: d.faces.map(({ byHand: _b, ...f }) => f) })) }
}

describe('settling card text is bounded', () => {
  const game = savedGame()

  it('a save that records its by-hand lines is not settled at all: a damaged one loads from its log at once', () => {
    expect(game.log.length).toBeGreaterThan(ACTIONS / 2)
    expect(recordsTextPins(game)).toBe(true)
    const result = settleWithin(damaged(game), { maxTrials: 300, maxActions: 1 })
    expect(result).toMatchObject({ divergence: null, spent: false })
    const replayed = engineCodec.replay(damaged(game))
    expect(engineCodec.equalsSnapshot(replayed.state, game.snapshot)).toBe(true)
  })

  it('an older save with a damaged snapshot stops when its budget of actions is spent, and says so', () => {
    const old = damaged(older(game))
    expect(recordsTextPins(old)).toBe(false)
    // Room for the first checked replay and two trials, not the 300 trials of before.
    const budget = { maxTrials: 300, maxActions: 3 * old.log.length }
    const result = settleWithin(old, budget)
    expect(result.save).toBe(old)
    expect(result.spent).toBe(true)
    expect(result.divergence).toMatchObject({ index: old.log.length, reason: null })
  })

  it('within the default budget, the damaged older save still loads from its log, with the reason', () => {
    const old = damaged(older(game))
    const replayed = engineCodec.replay(old)
    expect(engineCodec.equalsSnapshot(replayed.state, game.snapshot)).toBe(true)
  })

  it('an older log with an illegal action is named from the settling replay', () => {
    const old = older(game)
    const log = [...old.log]
    const at = log.findIndex((a, i) => i > 50 && a.type === 'pass')
    log[at] = { ...log[at], player: 7 }
    expect(() => engineCodec.replay({ ...old, log })).toThrow(new RegExp(`action ${at + 1} of the log`))
  })
})
