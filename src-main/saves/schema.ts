// Schemas of the save format, one per format version (src-shared/saves/FORMAT.md). Validation covers the
// structure of everything but the engine's snapshot, which stays opaque. Unknown extra fields are tolerated and kept.
import { z } from 'zod'
import { isWindowsDeviceName, unsafeCharacter } from '../../src-shared/saves/names'
import { CARD_LAYOUTS, type CardDefinition } from '../../src-shared/cards/model'
import { SAVE_FORMAT, type SaveDocument, type SaveMeta } from '../../src-shared/saves/format'
import { isVariantId, variantIds } from '../../src-shared/variants'

/** JSON has no Infinity: JSON.stringify writes it as null. The generic symbol {∞} (ruling MA-2) reads back as Infinity. */
const jsonNumber = z.union([
  z.number(),
  z.null().transform(() => Infinity),
  // Already read back (a document migrated from an older version).
  z.custom<number>((v) => v === Infinity),
])
const color = z.enum(['W', 'U', 'B', 'R', 'G'])
const manaType = z.enum(['W', 'U', 'B', 'R', 'G', 'C'])

const manaSymbol = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('generic'), amount: jsonNumber }),
  z.looseObject({ kind: z.literal('variable'), letter: z.enum(['X', 'Y', 'Z']) }),
  z.looseObject({ kind: z.literal('colored'), color }),
  z.looseObject({ kind: z.literal('half'), color }),
  z.looseObject({ kind: z.literal('colorless') }),
  z.looseObject({ kind: z.literal('snow') }),
  z.looseObject({ kind: z.literal('hybrid'), colors: z.tuple([color, color]) }),
  z.looseObject({ kind: z.literal('twobrid'), color }),
  z.looseObject({ kind: z.literal('phyrexian'), colors: z.union([z.tuple([color]), z.tuple([color, color])]) }),
])

const cardLayout = z.enum(CARD_LAYOUTS)

const cardFace = z.looseObject({
  name: z.string(),
  manaCost: z.looseObject({ symbols: z.array(manaSymbol) }).nullable(),
  manaCostText: z.string(),
  manaValue: jsonNumber,
  typeLine: z.string(),
  supertypes: z.array(z.string()),
  types: z.array(z.string()),
  subtypes: z.array(z.string()),
  oracleText: z.string(),
  power: z.string().optional(),
  toughness: z.string().optional(),
  loyalty: z.string().optional(),
  defense: z.string().optional(),
  colors: z.array(color),
  colorIndicator: z.array(color).optional(),
  keywords: z.array(z.string()),
  loyaltyAbilities: z.array(
    z.looseObject({ cost: z.string(), amount: z.number().nullable(), x: z.boolean(), text: z.string() }),
  ),
  manaAbilities: z.array(
    z.looseObject({
      text: z.string(),
      cost: z.string(),
      tap: z.boolean(),
      produces: z.array(z.array(z.union([manaType, z.literal('any')]))),
    }),
  ),
  byHand: z.array(z.string().max(4000)).max(100).optional(),
  inert: z.array(z.string().max(4000)).max(100).optional(),
})

export const cardDefinitionSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1),
  layout: cardLayout,
  faces: z.array(cardFace).min(1),
  manaValue: jsonNumber,
  colorIdentity: z.array(color),
  legalities: z.record(z.string(), z.enum(['legal', 'banned', 'restricted', 'not_legal'])),
  isFunny: z.boolean().optional(),
})

const variant = z.string().refine(isVariantId, { error: () => `must be one of ${variantIds().join(', ')}` })
const index = z.number().int().min(0)
const actionSchema = z.looseObject({ type: z.string().min(1), player: index })
const seed = z.union([z.number().int(), z.string().min(1)])
/** Absent snapshot reads as null (the game is then loaded from its log). */
const snapshot = z
  .unknown()
  .optional()
  .transform((v) => (v === undefined ? null : v))
const isoTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a date and time')
export const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/

export const metaSchema = z.looseObject({
  gameId: z
    .string()
    .regex(GAME_ID, 'a game id is 1–64 letters, digits, "-" or "_"')
    .refine((id) => !isWindowsDeviceName(id), 'a game id may not be a Windows device name (CON, NUL, COM1, …)'),
  name: z
    .string()
    .min(1)
    .max(200)
    .refine((name) => !unsafeCharacter(name), 'a name may not hold control or text-direction characters')
    .refine((name) => !isWindowsDeviceName(name.trim()), 'a name may not be a Windows device name (CON, NUL, …)'),
  variant,
  players: z.array(z.string()),
  turn: index,
  round: index.nullable(),
  activePlayer: index,
  summary: z.string().max(1000),
  winner: z
    .union([index, z.literal('draw')])
    .nullable()
    .optional(),
  savedAt: isoTime,
  actionCount: index,
})

export const poolSchema = z.looseObject({
  source: z.string(),
  hash: z.string().optional(),
  cards: z.array(cardDefinitionSchema),
})

/** Format version 2 (read and migrated). */
export const saveV2Schema = z.looseObject({
  format: z.literal(SAVE_FORMAT),
  formatVersion: z.literal(2),
  appVersion: z.string(),
  meta: metaSchema,
  variant,
  options: z.record(z.string(), z.unknown()),
  players: z
    .array(
      z.looseObject({
        name: z.string().min(1),
        color: z.string().optional(),
        deckName: z.string().optional(),
        deck: z.array(z.string().min(1)).optional(),
        sideboard: z.array(z.string().min(1)).optional(),
        setup: z.record(z.string(), z.unknown()).optional(),
        computer: z.enum(['easy', 'normal', 'hard']).optional(),
        pin: z.string().optional(),
        discardAhead: z.looseObject({ turn: z.number().int(), cards: z.array(z.string().min(1)) }).optional(),
      }),
    )
    .min(1),
  seed,
  cards: z.array(cardDefinitionSchema),
  pool: poolSchema.optional(),
  log: z.array(actionSchema),
  start: index.optional(),
  initial: z.unknown().optional(),
  scenario: z
    .looseObject({
      rejected: z.array(z.looseObject({ index, reason: z.string() })),
      expect: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  snapshot,
})

/** Format version 3 (current): as 2, with the checksum covering the seats, the metadata and the game's setup
 *  (required in a file: decode.ts checks it before the schema; absent from a document being written). */
export const saveV3Schema = saveV2Schema.extend({
  formatVersion: z.literal(3),
  textPins: z.literal(true).optional(),
})

/** Format version 1 (app 0.0.x): no metadata block; fields named differently. Read only, for migration. */
export const saveV1Schema = z.looseObject({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(1),
  app: z.string(),
  variant,
  houseRules: z.record(z.string(), z.unknown()).optional(),
  players: z
    .array(z.looseObject({ name: z.string().min(1), colour: z.string().optional(), deck: z.string().optional() }))
    .min(1),
  seed,
  cardDefinitions: z.array(cardDefinitionSchema),
  mentalPool: z.array(cardDefinitionSchema).optional(),
  actions: z.array(actionSchema),
  state: snapshot,
  turn: index,
  activePlayer: index,
  savedAt: isoTime,
})
export type SaveV1 = z.infer<typeof saveV1Schema>

// Compile-time checks: what the schemas accept is what the shared types describe.
type Assignable<A extends B, B> = A
export type _CheckCard = Assignable<z.infer<typeof cardDefinitionSchema>, CardDefinition>
export type _CheckMeta = Assignable<z.infer<typeof metaSchema>, SaveMeta>
export type _CheckDocument = Assignable<z.infer<typeof saveV3Schema>, SaveDocument>

/** "players.1.name: Invalid input: expected string, received number; log.12.type: … (and 3 more problems)". */
export function describeIssues(error: z.ZodError, max = 3): string {
  const shown = error.issues.slice(0, max).map((issue) => {
    const path = issue.path.map(String).join('.')
    return path ? `${path}: ${issue.message}` : issue.message
  })
  const more = error.issues.length - shown.length
  return shown.join('; ') + (more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : '')
}
