// A cube: any deck-list file of cards (one line per card, "1 Name" or "Name"), at least 15 cards for each pack of
// each seat, shuffled and dealt in packs of 15 without replacement.
import type { CardDefinition } from '../cards/model'
import type { CardPool } from '../cards/pool'
import { parseDeckList } from '../cards/decklist'
import type { Random } from '../engine/rng'
import { shuffle, type PackCard } from './booster'

export const CUBE_PACK_SIZE = 15
const CLI_HINT = ' (import a card database with "hearth cards import", and give it with --db)'

export class CubeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CubeError'
  }
}

export interface Cube {
  cards: CardDefinition[]
  /** One entry per copy in the list. */
  names: string[]
}

/** A cube list's entries (a bare name is one copy: cube lists often leave the count out). */
export function cubeEntries(text: string, label = 'the cube list'): { name: string; count: number }[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => (/^\s*(\d+x?\s|#|\/\/|sideboard|deck\b|$)/i.test(l) ? l : `1 ${l.trim()}`))
    .join('\n')
  const list = parseDeckList(lines)
  if (list.errors.length) throw new CubeError(`${label}: line ${list.errors[0].line}: ${list.errors[0].message}`)
  return [...list.main, ...list.sideboard]
}

/** Reads a cube list against a card pool; unknown names are an error naming them. */
export function readCube(text: string, pool: CardPool, label = 'the cube list', hint = CLI_HINT): Cube {
  const entries = cubeEntries(text, label)
  const names: string[] = []
  const cards = new Map<string, CardDefinition>()
  const unknown: string[] = []
  for (const e of entries) {
    const def = pool.byName(e.name)
    if (!def) {
      unknown.push(e.name)
      continue
    }
    cards.set(def.name, def)
    for (let i = 0; i < e.count; i++) names.push(def.name)
  }
  if (unknown.length)
    throw new CubeError(
      `${label}: ${unknown.length} card(s) not in the card pool in use: ${unknown
        .slice(0, 5)
        .map((n) => `"${n}"`)
        .join(', ')}${unknown.length > 5 ? ', …' : ''}${hint}`,
    )
  return { cards: [...cards.values()], names }
}

/** The cards a cube needs for `seats` seats (15 for each pack of each seat). */
export const cubeNeeds = (seats: number, rounds: number) => seats * rounds * CUBE_PACK_SIZE

/** Deals `rounds` packs of 15 to each seat, without replacement. Throws when the cube is too small. */
export function dealCube(cube: Cube, seats: number, rounds: number, rng: Random): PackCard[][][] {
  const need = cubeNeeds(seats, rounds)
  if (cube.names.length < need)
    throw new CubeError(
      `the cube has ${cube.names.length} cards; ${seats} seats need ${need} (${rounds} packs of ${CUBE_PACK_SIZE} each)`,
    )
  const deck = shuffle(
    cube.names.map((name, i) => ({ name, rarity: 'cube', sheet: 'cube', uuid: `cube:${i}` })),
    rng,
  )
  const packs: PackCard[][][] = []
  let k = 0
  for (let s = 0; s < seats; s++) {
    packs.push([])
    for (let r = 0; r < rounds; r++) packs[s].push(deck.slice(k, (k += CUBE_PACK_SIZE)))
  }
  return packs
}
