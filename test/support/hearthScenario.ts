// The scenario contract through the `hearth scenario` command itself, as tests outside this repository drive it: the
// file carries real cards as Scryfall card objects built at test time from the shared AtomicCards (exact Oracle text).
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { main } from '../../src-main/cli/hearth'
import { memoryIo } from '../../src-main/cli/io'
import { atomicEntry } from './atomicIndex'

type Face = Record<string, unknown> & { name: string; type?: string; text?: string; manaCost?: string }

/** A Scryfall card object for a one-faced card of AtomicCards (throws a clear error when it is missing). */
export function scryfallCard(name: string): Record<string, unknown> {
  const faces = atomicEntry(name) as Face[] | undefined
  const f = faces?.[0]
  if (!f) throw new Error(`${name} is not in the shared AtomicCards`)
  return {
    object: 'card',
    name,
    layout: 'normal',
    mana_cost: f.manaCost ?? '',
    cmc: f.manaValue ?? 0,
    type_line: f.type,
    oracle_text: f.text ?? '',
    colors: f.colors ?? [],
    color_identity: f.colorIdentity ?? [],
    ...(f.power !== undefined ? { power: f.power, toughness: f.toughness } : {}),
    ...(f.loyalty !== undefined ? { loyalty: f.loyalty } : {}),
    legalities: { vintage: 'legal' },
  }
}

export interface ScenarioRun {
  code: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  out: any
  err: string
}

/** Plays a scenario file (its `cards` named, turned into Scryfall objects) with `hearth scenario`. */
export async function hearthScenario(file: Record<string, unknown> & { cards?: string[] }): Promise<ScenarioRun> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-contract-'))
  const path = join(dir, 'scenario.json')
  writeFileSync(path, JSON.stringify({ ...file, cards: (file.cards ?? []).map(scryfallCard) }))
  const io = memoryIo(dir)
  const code = await main(['scenario', path], io)
  return { code, out: JSON.parse(io.stdout || '{}'), err: io.stderr }
}

/** A two-player Normal game on Ann's turn 3, precombat main, with these real cards and sides. */
export function normalBoard(cards: string[], ann: object, ben: object, actions: unknown[], step = 'precombatMain') {
  const library = ['Island', 'Island', 'Island']
  return hearthScenario({
    variant: 'normal',
    seed: 1,
    start: 0,
    players: [{ name: 'Ann' }, { name: 'Ben' }],
    cards,
    state: {
      turn: 3,
      active: 0,
      step,
      players: [
        { library, ...ann },
        { library, ...ben },
      ],
    },
    actions,
  })
}

export const PASS = [
  { player: 0, type: 'pass' },
  { player: 1, type: 'pass' },
]
