// Migrations from older save format versions to the current one.
// Each step validates its input with that version's schema, then reshapes it into the next version. Pure: the file
// on disk is never rewritten by loading; the next save writes the current version.
import { createHash } from 'node:crypto'
import type { z } from 'zod'
import { SAVE_FORMAT_VERSION } from '../../src-shared/saves/format'
import { defaultSaveName, genericSummary } from '../../src-shared/variants/saveList'
import { saveV1Schema, saveV2Schema, type SaveV1 } from './schema'

export interface Migration {
  from: number
  to: number
  /** The schema of the `from` version. */
  schema: z.ZodType
  migrate(doc: unknown): Record<string, unknown>
}

/** v1 → v2: fields renamed (version, app, houseRules, cardDefinitions, mentalPool, actions, state; colour, deck),
 *  and the metadata block added from what v1 kept at the top level. */
function v1ToV2(input: unknown): Record<string, unknown> {
  const doc = input as SaveV1
  const {
    format,
    version: _version,
    app,
    variant,
    houseRules,
    players,
    seed,
    cardDefinitions,
    mentalPool,
    actions,
    state,
    turn,
    activePlayer,
    savedAt,
    ...rest
  } = doc
  const names = players.map((p) => p.name)
  // A stable id, so the same v1 file always migrates to the same game.
  const gameId =
    'v1-' +
    createHash('sha256')
      .update(JSON.stringify([seed, savedAt, names, variant]))
      .digest('hex')
      .slice(0, 16)
  const meta = {
    gameId,
    name: defaultSaveName(names, variant),
    variant,
    players: names,
    turn,
    round: null,
    activePlayer,
    summary: genericSummary({ turn, activePlayer, players: names, winner: null }),
    winner: null,
    savedAt,
    actionCount: actions.length,
  }
  return {
    ...rest,
    format,
    formatVersion: 2,
    appVersion: app,
    meta,
    variant,
    options: houseRules ?? {},
    players: players.map(({ colour, deck, ...p }) => ({
      ...p,
      ...(colour !== undefined && { color: colour }),
      ...(deck !== undefined && { deckName: deck }),
    })),
    seed,
    cards: cardDefinitions,
    // ruling MM-1: v1 kept the Mental Magic pool as a bare list of definitions.
    ...(mentalPool && { pool: { source: 'recorded by format version 1', cards: mentalPool } }),
    log: actions,
    snapshot: state,
  }
}

/** v2 → v3: the same fields; the checksum (which v2 had only for `cards`, or not at all) is checked before. */
function v2ToV3(input: unknown): Record<string, unknown> {
  const { checksum: _checksum, ...doc } = input as Record<string, unknown>
  return { ...doc, formatVersion: 3 }
}

export const MIGRATIONS: Migration[] = [
  { from: 1, to: 2, schema: saveV1Schema, migrate: v1ToV2 },
  { from: 2, to: 3, schema: saveV2Schema, migrate: v2ToV3 },
]

// Every version below the current one has a path to it.
for (let v = 1; v < SAVE_FORMAT_VERSION; v++) {
  if (!MIGRATIONS.some((m) => m.from === v && m.to === v + 1))
    throw new Error(`saves: no migration from format version ${v}`)
}
