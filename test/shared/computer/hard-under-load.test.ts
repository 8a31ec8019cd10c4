// Hard is deterministic by its budget (a count of simulated decisions), not by the clock: the same game played
// again while other threads keep every core busy makes the same choices. The wall-clock cap is only a safety net.
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { starterMatchDecks } from '@shared/computer/decks'
import { playGame } from '@shared/computer/match'
import type { Action } from '@shared/engine'

function hardGame(): string[] {
  const decks = starterMatchDecks('normal')
  const actions: string[] = []
  playGame(
    {
      variant: 'normal',
      seats: ['hard', 'normal'],
      decks: [decks, decks],
      seed: 5,
      maxTurns: 4,
      onAction: (_s, a: Action) => actions.push(JSON.stringify(a)),
    },
    0,
  )
  return actions
}

describe('Hard under load', () => {
  it('makes the same choices with every core busy (a budget of simulated decisions, not milliseconds)', async () => {
    const quiet = hardGame()
    expect(quiet.length).toBeGreaterThan(20)
    const busy = [0, 1].map(
      () => new Worker('const end = Date.now() + 120000; while (Date.now() < end) {}', { eval: true }),
    )
    try {
      await new Promise((r) => setTimeout(r, 100))
      expect(hardGame()).toEqual(quiet)
    } finally {
      await Promise.all(busy.map((w) => w.terminate()))
    }
  }, 120_000)
})
