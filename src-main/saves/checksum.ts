// The card table's checksum (src-shared/saves/FORMAT.md "checksum"). Snapshots leave the card table out (it is the
// save's `cards`), so a change inside `cards` (a power, a name, oracle text) replays and compares equal: the
// checksum is what tells the card table is the one that was saved. Also: every card the game refers to is there.
import { createHash } from 'node:crypto'
import type { SaveDocument } from '../../src-shared/saves/format'

export const CHECKSUM_ALGORITHM = 'sha256'

/** "sha256:HEX" over `cards` and `pool` as canonical JSON (keys sorted), so the order of keys in the file, or a
 *  reformatted file, doesn't matter; any change of a value does. */
export function cardsChecksum(cards: unknown, pool: unknown): string {
  const hash = createHash(CHECKSUM_ALGORITHM)
  const parts: string[] = []
  canonical(cards ?? null, parts)
  parts.push('\n')
  canonical(pool ?? null, parts)
  hash.update(parts.join(''))
  return `${CHECKSUM_ALGORITHM}:${hash.digest('hex')}`
}

/** JSON.stringify with sorted keys (Infinity and NaN as null, undefined object values left out, as JSON does). */
function canonical(value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    out.push('[')
    value.forEach((v, i) => {
      if (i) out.push(',')
      if (v === undefined || typeof v === 'function') out.push('null')
      else canonical(v, out)
    })
    out.push(']')
  } else if (typeof value === 'object' && value !== null) {
    out.push('{')
    let first = true
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key]
      if (v === undefined || typeof v === 'function') continue
      if (!first) out.push(',')
      first = false
      out.push(JSON.stringify(key), ':')
      canonical(v, out)
    }
    out.push('}')
  } else out.push(JSON.stringify(value) ?? 'null')
}

/** A digest of any JSON value, as canonical JSON. */
export function jsonChecksum(value: unknown): string {
  const parts: string[] = []
  canonical(value ?? null, parts)
  return `${CHECKSUM_ALGORITHM}:${createHash(CHECKSUM_ALGORITHM).update(parts.join('')).digest('hex')}`
}

/** What a save's `checksum` field holds (format 3; format 2 had `cards` only, or no checksum). */
export interface SaveChecksum {
  /** `cards` and `pool`. */
  cards: string
  /** `players`: names, colours, decks, setups, and which seats the computer plays at which level. */
  players: string
  /** `meta`: what the save list shows. */
  meta: string
  /** How the game began and what it is: `variant`, `options`, `seed`, `start`, `initial`, `scenario`, `textPins`. */
  game: string
}

export type ChecksumPart = keyof SaveChecksum

/** What each part covers, in words, for the message of a failed check. */
export const CHECKSUM_PARTS: Record<ChecksumPart, string> = {
  cards: 'its card table ("cards": a card\'s name, text or numbers)',
  players: 'its seats ("players": a name, a deck, or which seats the computer plays)',
  meta: 'its description ("meta": the name, players, turn or summary the list shows)',
  game: 'how its game began ("variant", "options", "seed", "start", "initial" or "scenario")',
}

export function checksumOf(doc: Record<string, unknown> | SaveDocument): SaveChecksum {
  return {
    cards: cardsChecksum(doc.cards, doc.pool),
    players: jsonChecksum(doc.players),
    meta: jsonChecksum(doc.meta),
    game: jsonChecksum({
      variant: doc.variant,
      options: doc.options,
      seed: doc.seed,
      start: doc.start,
      initial: doc.initial,
      scenario: doc.scenario,
      textPins: doc.textPins,
    }),
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The card ids a save refers to: the players' decks and sideboards, and the cards of its prepared position and
 *  snapshot (objects `{def}` of an engine state). The snapshot is untrusted: anything unexpected is skipped. */
export function referencedCardIds(save: SaveDocument): Set<string> {
  const ids = new Set<string>()
  for (const p of save.players) {
    for (const id of p.deck ?? []) ids.add(id)
    for (const id of p.sideboard ?? []) ids.add(id)
  }
  for (const position of [save.initial, save.snapshot]) {
    if (!isObject(position) || !isObject(position.objects) || isObject(position.cards)) continue
    for (const object of Object.values(position.objects))
      if (isObject(object) && typeof object.def === 'string') ids.add(object.def)
  }
  return ids
}
