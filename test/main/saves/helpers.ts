// Test helpers for the save layer: a few card definitions, a small fake rules engine behind the GameCodec seam,
// and games to save. The fake engine is only what the seam needs: a deterministic fold of the log.
import { isDeepStrictEqual } from 'node:util'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CardDefinition, CardFace } from '@shared/cards/model'
import type { GameCodec } from '@shared/saves/codec'
import type { GameStatus, SaveAction, SaveDocument, SaveInput } from '@shared/saves/format'

function face(partial: Partial<CardFace> & Pick<CardFace, 'name' | 'typeLine' | 'types'>): CardFace {
  return {
    manaCost: null,
    manaCostText: '',
    manaValue: 0,
    supertypes: [],
    subtypes: [],
    oracleText: '',
    colors: [],
    keywords: [],
    loyaltyAbilities: [],
    manaAbilities: [],
    ...partial,
  }
}

export const MOUNTAIN: CardDefinition = {
  id: 'a3fb7228-e76b-4e96-a40e-20b5fed75685',
  name: 'Mountain',
  layout: 'normal',
  manaValue: 0,
  colorIdentity: ['R'],
  legalities: { vintage: 'legal', modern: 'legal' },
  faces: [
    face({
      name: 'Mountain',
      typeLine: 'Basic Land — Mountain',
      supertypes: ['Basic'],
      types: ['Land'],
      subtypes: ['Mountain'],
      oracleText: '({T}: Add {R}.)',
      manaAbilities: [{ text: '{T}: Add {R}.', cost: '', tap: true, produces: [['R']] }],
    }),
  ],
}
export const LIGHTNING_BOLT: CardDefinition = {
  id: '4457ed35-7c10-48c8-9776-456485fdf070',
  name: 'Lightning Bolt',
  layout: 'normal',
  manaValue: 1,
  colorIdentity: ['R'],
  legalities: { vintage: 'legal', modern: 'legal', historic: 'banned' },
  faces: [
    face({
      name: 'Lightning Bolt',
      manaCost: { symbols: [{ kind: 'colored', color: 'R' }] },
      manaCostText: '{R}',
      manaValue: 1,
      typeLine: 'Instant',
      types: ['Instant'],
      oracleText: 'Lightning Bolt deals 3 damage to any target.',
      colors: ['R'],
    }),
  ],
}
export const GRIZZLY_BEARS: CardDefinition = {
  id: '14c8cdb5-6b5e-4dd4-9d06-1b7f1a3d5e8a',
  name: 'Grizzly Bears',
  layout: 'normal',
  manaValue: 2,
  colorIdentity: ['G'],
  legalities: { vintage: 'legal' },
  faces: [
    face({
      name: 'Grizzly Bears',
      manaCost: {
        symbols: [
          { kind: 'generic', amount: 1 },
          { kind: 'colored', color: 'G' },
        ],
      },
      manaCostText: '{1}{G}',
      manaValue: 2,
      typeLine: 'Creature — Bear',
      types: ['Creature'],
      subtypes: ['Bear'],
      power: '2',
      toughness: '2',
      colors: ['G'],
    }),
  ],
}
export const BASIC_CARDS = [MOUNTAIN, LIGHTNING_BOLT, GRIZZLY_BEARS]

/** The fake engine's state: plain JSON, like the real engine's. */
export interface FakeState {
  turn: number
  active: number
  passes: number
  life: number[]
  battlefield: string[][]
  graveyard: string[][]
}

const NO_OPS = new Set(['keep', 'mulligan', 'bottom', 'activateMana', 'declareAttackers', 'declareBlockers', 'discard'])

/** A fold of the log: lands enter, bolts to players deal 3, a pass by every player in turn ends the turn. */
export function fakeReplay(save: Pick<SaveDocument, 'players' | 'log'>): { state: FakeState; warnings: string[] } {
  const n = save.players.length
  if (n < 1) throw new Error('a game needs players')
  const state: FakeState = {
    turn: 1,
    active: 0,
    passes: 0,
    life: save.players.map(() => 20),
    battlefield: save.players.map(() => []),
    graveyard: save.players.map(() => []),
  }
  const warnings: string[] = []
  save.log.forEach((action, i) => {
    const p = action.player
    if (!Number.isInteger(p) || p < 0 || p >= n)
      throw new Error(`action ${i} is by player ${p}, who is not in the game`)
    if (action.type === 'pass') {
      state.passes++
      if (state.passes >= n) {
        state.passes = 0
        state.turn++
        state.active = (state.active + 1) % n
      }
      return
    }
    state.passes = 0
    if (action.type === 'playLand') state.battlefield[p].push(String(action.card))
    else if (action.type === 'cast') {
      const target = Array.isArray(action.targets) ? String(action.targets[0]) : ''
      const m = /^player:(\d+)$/.exec(target)
      if (action.card === 'Lightning Bolt' && m && Number(m[1]) < n) state.life[Number(m[1])] -= 3
      if (action.card === 'Grizzly Bears') state.battlefield[p].push('Grizzly Bears')
      else state.graveyard[p].push(String(action.card))
    } else if (!NO_OPS.has(action.type)) warnings.push(`action ${i} (${action.type}) was rejected`)
  })
  return { state, warnings }
}

export function fakeSummary(state: FakeState, names: string[] = []): GameStatus {
  const n = state.life.length
  const dead = state.life.findIndex((l) => l <= 0)
  return {
    turn: state.turn,
    round: Math.ceil(state.turn / n),
    activePlayer: state.active,
    summary: `Turn ${state.turn} · ${state.life.map((l, i) => `${names[i] ?? `P${i + 1}`} ${l}`).join(', ')}`,
    winner: dead >= 0 && n === 2 ? 1 - dead : null,
  }
}

export interface CountingCodec extends GameCodec<FakeState> {
  calls: { replay: number; equals: number; summarize: number }
}

export function fakeCodec(): CountingCodec {
  const calls = { replay: 0, equals: 0, summarize: 0 }
  return {
    calls,
    replay(save) {
      calls.replay++
      return fakeReplay(save)
    },
    equalsSnapshot(replayed, snapshot) {
      calls.equals++
      return isDeepStrictEqual(replayed, snapshot)
    },
    summarize(state) {
      calls.summarize++
      return fakeSummary(state)
    },
  }
}

/** A small, plausible two-player game of `turns` turns: lands, bolts and passes. */
export function smallLog(turns = 6): SaveAction[] {
  const log: SaveAction[] = [
    { type: 'keep', player: 0 },
    { type: 'keep', player: 1 },
  ]
  for (let t = 0; t < turns; t++) {
    const p = t % 2
    log.push({ type: 'playLand', player: p, card: 'Mountain' })
    log.push({ type: 'activateMana', player: p, card: 'Mountain', produce: 'R' })
    if (t % 3 === 2) log.push({ type: 'cast', player: p, card: 'Lightning Bolt', targets: [`player:${1 - p}`] })
    log.push({ type: 'pass', player: p }, { type: 'pass', player: 1 - p })
  }
  return log
}

/** A game to save: the snapshot is the fake engine's state after the log (so it verifies). */
export function gameInput(overrides: Partial<SaveInput> = {}): SaveInput {
  const base = {
    gameId: 'game-1',
    variant: 'normal' as const,
    options: { manaBurn: false },
    players: [
      { name: 'Ann', color: '#c0392b', deckName: 'Red Deck Wins' },
      { name: 'Bob', color: '#27ae60', deckName: 'Bears' },
    ],
    seed: 42,
    cards: BASIC_CARDS,
    log: smallLog(),
    ...overrides,
  }
  return { ...base, snapshot: 'snapshot' in overrides ? overrides.snapshot : fakeReplay(base).state }
}

export async function tempDir(prefix = 'hearth-saves-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix))
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true })
}

/** Every file under a folder with its bytes, to check nothing was modified. */
export async function folderBytes(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name)
    out.set(path.slice(dir.length + 1), (await readFile(path)).toString('base64'))
  }
  return out
}

export const FIXTURES = join(__dirname, 'fixtures')
