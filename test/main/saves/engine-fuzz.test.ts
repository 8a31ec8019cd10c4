// Loader fuzzing with the real engine codec (no crash, a clear error): a real game's save with its log,
// decks, starting player, prepared position and snapshot mutated at random. Loading either works (from the verified
// log, the log, or the snapshot, always giving an engine state) or fails with a SaveError; nothing else is thrown.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { starterPool } from '@shared/cards/starter'
import {
  applyAction,
  createGame,
  engineCodec,
  Random,
  randomAction,
  startAtStep,
  type Action,
  type GameState,
  type NewGame,
} from '@shared/engine'
import { saveInputFromGame } from '@shared/engine/saveFromGame'
import type { SaveDocument, SaveInput } from '@shared/saves/format'
import { decodeSaveText } from '../../../src-main/saves/decode'
import { encodeSave } from '../../../src-main/saves/encode'
import { SaveError } from '../../../src-main/saves/errors'
import { restoreGame } from '../../../src-main/saves/restore'

function play(initial: GameState, seed: number, max: number): { state: GameState; log: Action[] } {
  const rng = Random.fromSeed(seed)
  let state = initial
  const log: Action[] = []
  while (state.phase !== 'ended' && log.length < max) {
    const a = randomAction(state, rng)
    if (!a) break
    const r = applyAction(state, a)
    if (!r.ok) throw new Error(r.reason)
    state = r.state
    log.push(a)
  }
  return { state, log }
}

function document(input: SaveInput): SaveDocument {
  const { status, ...rest } = input
  return {
    format: 'hearthside-save',
    formatVersion: 3,
    appVersion: 'test',
    meta: {
      gameId: input.gameId,
      name: 'Fuzz',
      variant: input.variant,
      players: input.players.map((p) => p.name),
      savedAt: '2026-11-23T10:00:00.000Z',
      actionCount: input.log.length,
      ...status!,
      winner: status!.winner ?? null,
    },
    ...rest,
    options: rest.options ?? {},
  }
}

const pool = starterPool()
const defs = ['Mountain', 'Forest', 'Lightning Bolt', 'Grizzly Bears', 'Giant Growth'].map((n) => pool.byName(n)!)
const deck = Array.from({ length: 30 }, (_, i) => defs[i % defs.length].id)
const setup: NewGame = {
  variant: 'normal',
  seed: 4,
  start: 1,
  cards: defs,
  players: [
    { name: 'Ann', deck },
    { name: 'Ben', deck },
  ],
}
const fromSetup = play(createGame(setup), 2, 120)
const prepared = startAtStep(createGame({ ...setup, skipSetup: true }), { turn: 2, active: 0, step: 'precombatMain' })
const fromPosition = play(prepared, 3, 80)
const DOCS = [
  document(saveInputFromGame({ gameId: 'fuzz-a', setup, ...fromSetup })),
  document(saveInputFromGame({ gameId: 'fuzz-b', initialState: prepared, ...fromPosition })),
].map((d) => JSON.parse(encodeSave(d)) as Record<string, unknown>)

/** Replaces, deletes or adds a value somewhere under one of the game fields. */
type Mutation = { field: string; path: number[]; op: 'replace' | 'delete' | 'add'; value: unknown }
function mutate(doc: Record<string, unknown>, m: Mutation): Record<string, unknown> {
  const root = structuredClone(doc)
  let parent: Record<string | number, unknown> = root
  let key: string | number = m.field
  for (const step of m.path) {
    const node: unknown = parent[key]
    if (typeof node !== 'object' || node === null) break
    const keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node)
    if (!keys.length) break
    parent = node as Record<string | number, unknown>
    key = keys[step % keys.length]
  }
  if (m.op === 'delete') {
    if (Array.isArray(parent)) parent.splice(key as number, 1)
    else delete parent[key]
  } else if (m.op === 'add' && typeof parent[key] === 'object' && parent[key] !== null && !Array.isArray(parent[key])) {
    ;(parent[key] as Record<string, unknown>).extra = m.value
  } else parent[key] = m.value
  return root
}

const mutation = fc.record({
  field: fc.constantFrom('log', 'players', 'start', 'initial', 'snapshot', 'seed', 'options', 'cards'),
  path: fc.array(fc.nat(), { maxLength: 5 }),
  op: fc.constantFrom('replace', 'delete', 'add') as fc.Arbitrary<Mutation['op']>,
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(null, 0, -1, 1, 5, 'c1', 'pass', 'hearthside-game', [], {}),
  ),
})

describe('the engine codec under mutated saves', () => {
  it('the unmutated saves load verified', () => {
    for (const doc of DOCS) {
      const { save } = decodeSaveText(JSON.stringify(doc), '/saves/fuzz.json')
      expect(restoreGame(save, '/saves/fuzz.json', engineCodec).source).toBe('verified')
    }
  })

  it('loading never throws anything but a SaveError, and what loads is an engine state', () => {
    const outcomes = new Set<string>()
    fc.assert(
      fc.property(fc.constantFrom(...DOCS), fc.array(mutation, { minLength: 1, maxLength: 3 }), (doc, mutations) => {
        const mutated = mutations.reduce((d, m) => mutate(d, m), doc)
        try {
          const { save } = decodeSaveText(JSON.stringify(mutated), '/saves/fuzz.json')
          const restored = restoreGame(save, '/saves/fuzz.json', engineCodec)
          const state = restored.state as GameState
          expect(state.format).toBe('hearthside-game')
          expect(Array.isArray(state.players)).toBe(true)
          expect(typeof state.cards).toBe('object')
          outcomes.add(restored.source)
        } catch (error) {
          if (!(error instanceof SaveError)) throw error
          expect(error.message).toContain('"/saves/fuzz.json"')
          outcomes.add(error.code)
        }
      }),
      // Seeded, so the outcomes the mutations reach are the same in every run.
      { numRuns: 300, seed: 7 },
    )
    // The mutations reach every outcome: verified, loaded from the log, from the snapshot, and refused.
    expect(outcomes.has('verified')).toBe(true)
    expect(outcomes.has('log')).toBe(true)
    expect(outcomes.has('snapshot')).toBe(true)
    expect(outcomes.has('invalid') || outcomes.has('unplayable')).toBe(true)
  }, 90_000) // 24 s on a 2-core machine at load 27
})
