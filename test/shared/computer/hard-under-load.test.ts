// Hard is deterministic by its budget (a count of iterations), not by the clock: the same game played again while
// other threads keep every core busy makes the same choices, and its search grows the same tree. The wall-clock cap is
// only a safety net.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { starterMatchDecks } from '@shared/computer/decks'
import { playGame } from '@shared/computer/match'
import { Random, viewFor, type Action, type GameState } from '@shared/engine'
import { runScenario } from '@shared/scenario'
import { starterPool } from '@shared/cards/starter'
import { decisionSeed } from '@shared/computer'
import { computerListing } from '@shared/computer/listing'
import { playable } from '@shared/computer/sim'
import { searchHard } from '@shared/computer/search'

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

/** Hard's whole search tree at the root (visits and mean rewards per candidate) on a combat decision. */
function hardTree(): unknown {
  const file = join(__dirname, '../../scenarios/computer/hard-keeps-the-reach-blocker-home-against-a-lethal-flier.json')
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  const state: GameState = runScenario({ ...raw, actions: [], expect: undefined }, starterPool()).state
  const view = viewFor(state, 0)
  const seed = decisionSeed(view, 0, 1)
  const s = playable(view, seed)
  const ctx = { me: 0 as const, level: 'hard' as const, rng: Random.fromSeed(seed), legal: computerListing(s, 0) }
  return searchHard(s, ctx, { level: 'hard', seed: 1 }).search
}

const busy = () =>
  [0, 1].map(() => new Worker('const end = Date.now() + 120000; while (Date.now() < end) {}', { eval: true }))

describe('Hard under load', () => {
  it('its search tree is the same with every core busy (counted in iterations, seeded)', async () => {
    const quiet = hardTree()
    expect(quiet).not.toBeNull()
    const workers = busy()
    try {
      await new Promise((r) => setTimeout(r, 100))
      expect(hardTree()).toEqual(quiet)
    } finally {
      await Promise.all(workers.map((w) => w.terminate()))
    }
  }, 300_000) // 44 s with its own two busy threads on a 2-core machine at load 16

  it('makes the same choices with every core busy (a budget of simulated decisions, not milliseconds)', async () => {
    const quiet = hardGame()
    expect(quiet.length).toBeGreaterThan(20)
    const workers = busy()
    try {
      await new Promise((r) => setTimeout(r, 100))
      expect(hardGame()).toEqual(quiet)
    } finally {
      await Promise.all(workers.map((w) => w.terminate()))
    }
  }, 300_000) // 44 s with its own two busy threads on a 2-core machine at load 16
})
