// Generated inputs (fast-check) for the deck library's service and bridge channels, puzzle import and settings,
// like the save and deck-list fuzz tests: every call answers a result or a known error, never an exception, and
// what is on disk afterwards keeps the invariants (one identity per file, the size cap, the one name policy).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BRIDGE_ERROR_CODES, DEFAULT_SETTINGS } from '@shared/bridge'
import { MAX_DECK_CARDS } from '@shared/cards/decklist'
import { nameProblem } from '@shared/saves/names'
import { createSettingsStore } from '../../src-main/app/settings'
import { createDeckLibrary, type LibraryDeckInput } from '../../src-main/decks/library'
import { createBridgeHandlers } from '../../src-main/ipc/handlers'
import { BridgeFailure } from '../../src-main/ipc/errors'
import { createPuzzleStore } from '../../src-main/puzzles/store'

const tmp = () => mkdtempSync(join(tmpdir(), 'hearthside-fuzz-'))

/** Names people type or files bring: plain, hostile characters, device names, long ones. */
const names = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('CON', 'nul', 'COM1', 'LPT9', 'a\u202eb', 'x\u200by', '\u061cz', 'w\u2028v', '\ufeffBOM', '  ', ''),
  fc.string({ minLength: 100, maxLength: 300 }),
)
const entries = fc.array(
  fc.record({ count: fc.integer({ min: 1, max: 1000 }), name: fc.string({ minLength: 1, maxLength: 20 }) }),
  {
    maxLength: 8,
  },
)
const deckInput = fc.record({
  name: names,
  variant: fc.constantFrom(null, 'normal', 'heroic'),
  main: entries,
  sideboard: entries,
  maybe: entries,
  hero: fc.constantFrom(null, 'Hero'),
  type: fc.constantFrom(null, 'Elf'),
})

type Op =
  | { kind: 'create'; deck: LibraryDeckInput }
  | { kind: 'rename' | 'duplicate' | 'delete' | 'get'; pick: number; name: string }
const ops = fc.array(
  fc.oneof(
    deckInput.map((deck) => ({ kind: 'create' as const, deck })),
    fc.record({
      kind: fc.constantFrom('rename' as const, 'duplicate' as const, 'delete' as const, 'get' as const),
      pick: fc.nat(20),
      name: names,
    }),
  ),
  { minLength: 1, maxLength: 12 },
)

describe('the deck library service (property)', () => {
  it('any sequence of changes, some at once, keeps one deck per file, the cap and the name policy', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (sequence: Op[]) => {
        const dir = tmp()
        const lib = createDeckLibrary({ dir })
        const ids = () =>
          readdirSync(dir)
            .filter((n) => n.endsWith('.deck.json'))
            .map((n) => n.slice(0, -10))
        const run = (op: Op) => {
          if (op.kind === 'create') return lib.save({ ...op.deck, id: undefined })
          const known = ids()
          const id = known.length ? known[op.pick % known.length] : 'none'
          if (op.kind === 'rename') return lib.rename(id, op.name)
          if (op.kind === 'duplicate') return lib.duplicate(id)
          if (op.kind === 'delete') return lib.delete(id)
          return lib.get(id)
        }
        // Half the steps at once, half one after another.
        const half = Math.ceil(sequence.length / 2)
        const results = [
          ...(await Promise.allSettled(sequence.slice(0, half).map(run))),
          ...(await sequence
            .slice(half)
            .reduce<Promise<PromiseSettledResult<unknown>[]>>(
              async (done, op) => [...(await done), ...(await Promise.allSettled([run(op)]))],
              Promise.resolve([]),
            )),
        ]
        for (const r of results) {
          if (r.status === 'rejected') {
            expect(r.reason).toBeInstanceOf(BridgeFailure)
            expect(BRIDGE_ERROR_CODES).toContain((r.reason as BridgeFailure).code)
          }
        }
        const listed = await lib.list()
        expect(new Set(listed.map((d) => d.id)).size).toBe(listed.length)
        expect(listed.map((d) => d.id).sort()).toEqual(ids().sort())
        for (const info of listed) {
          const deck = await lib.get(info.id)
          expect(deck.id).toBe(info.id)
          expect(nameProblem(deck.name)).toBeNull()
          expect(info.cards + info.sideboard).toBeLessThanOrEqual(MAX_DECK_CARDS)
        }
      }),
      { numRuns: 60 },
    )
  }, 120_000)
})

describe('the deck library over the bridge (property)', () => {
  it('anything sent on a library channel answers {ok} or a known error, never "internal"', async () => {
    const dir = tmp()
    const handlers = createBridgeHandlers({ library: createDeckLibrary({ dir }) } as never)
    const channels = [
      'library:list',
      'library:get',
      'library:save',
      'library:rename',
      'library:duplicate',
      'library:delete',
      'library:search',
    ] as const
    const payload = fc.oneof(
      fc.anything({ maxDepth: 3 }),
      deckInput,
      fc.record({
        id: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('con', 'a-b', 'x'.repeat(81))),
        name: names,
      }),
      fc.record({ query: fc.string({ maxLength: 40 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...channels), payload, async (channel, request) => {
        const result = await handlers[channel](request as never)
        if (!result.ok) {
          expect(BRIDGE_ERROR_CODES).toContain(result.error.code)
          expect(result.error.code).not.toBe('internal')
        }
      }),
      { numRuns: 400 },
    )
  }, 120_000)
})

const BURN = JSON.parse(readFileSync(join(__dirname, '../../resources/puzzles/normal-burn-out.json'), 'utf8'))

describe('puzzle import (property)', () => {
  it('a puzzle file changed anywhere is kept or refused with a BridgeFailure; the folder holds only puzzles that list', async () => {
    const dir = tmp()
    const puzzles = createPuzzleStore({ dir })
    const change = fc.record({
      path: fc.constantFrom(
        'id',
        'title',
        'hint',
        'goal',
        'difficulty',
        'player',
        'solution',
        'scenario.state.players.0.hand',
        'scenario.state.players.1.life',
        'scenario.variant',
        'scenario.state.players.1.battlefield',
      ),
      value: fc.oneof(
        fc.anything({ maxDepth: 2 }),
        names,
        fc.array(fc.constantFrom('Grizzly Bears', 'Mountain'), { maxLength: 400 }),
      ),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 3 }), async (changes) => {
        const raw = structuredClone(BURN)
        for (const { path, value } of changes) {
          const keys = path.split('.')
          let at = raw
          for (const k of keys.slice(0, -1)) at = at?.[k]
          if (at && typeof at === 'object') at[keys[keys.length - 1]] = value
        }
        try {
          await puzzles.import('fuzz.json', JSON.stringify(raw))
        } catch (error) {
          expect(error).toBeInstanceOf(BridgeFailure)
        }
        const listing = await puzzles.list()
        expect(listing.problems).toEqual([])
        for (const p of listing.puzzles) expect(nameProblem(p.title)).toBeNull()
      }),
      { numRuns: 80 },
    )
  }, 120_000)
})

describe('settings (property)', () => {
  it('any file content, and any patch through the bridge, leaves valid settings whose player names follow the policy', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.anything({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? ''),
        ),
        fc.record({
          newGamePlayers: fc.array(fc.record({ name: names, color: fc.constantFrom('#fff', 'red') }), { maxLength: 4 }),
        }),
        async (content, patch) => {
          const file = join(tmp(), 'settings.json')
          writeFileSync(file, content)
          const store = createSettingsStore(file)
          const handlers = createBridgeHandlers({ settings: store } as never)
          const result = await handlers['settings:set'](patch as never)
          if (!result.ok) expect(result.error.code).toBe('invalid-input')
          const settings = await store.get()
          expect(Object.keys(settings)).toEqual(expect.arrayContaining(Object.keys(DEFAULT_SETTINGS)))
          for (const p of settings.newGamePlayers ?? [])
            expect(p.name === '' || nameProblem(p.name) === null).toBe(true)
        },
      ),
      { numRuns: 150 },
    )
  }, 120_000)

  it.skipIf(process.platform === 'win32')(
    'a FIFO or /dev/zero named settings.json gives the defaults at once',
    async () => {
      for (const make of ['fifo', 'zero']) {
        const file = join(tmp(), 'settings.json')
        execFileSync(make === 'fifo' ? 'mkfifo' : 'ln', make === 'fifo' ? [file] : ['-s', '/dev/zero', file])
        const started = Date.now()
        expect(await createSettingsStore(file).get()).toEqual(DEFAULT_SETTINGS)
        expect(Date.now() - started).toBeLessThan(5000)
      }
    },
  )
})
