// The zod schema of every bridge request. Main parses each payload with these before any service sees it.
// Strict objects: unknown keys are refused, so a typo in the renderer is an error, not a silently ignored field.
import { z } from 'zod'
import { CARD_DOWNLOAD_SOURCES } from '@shared/bridge'
import { isVariantId, variantIds } from '@shared/variants'
import type { BridgeChannel, BridgeRequest, JsonValue, SaveInput, Settings } from '@shared/bridge'
import type { CardDefinition } from '@shared/cards/model'
import { COLORS } from '@shared/mana/types'
import { checkFileStem, isWindowsDeviceName, nameProblem, unsafeCharacter } from '@shared/saves/names'
import { cardImageNameProblem } from '../cards/images'
import { isRulesDocumentId, rulesCatalogue } from '../app/rules'

/** Largest game record accepted over the bridge (a 2,000-action save is meant to stay under 300 KB). */
export const MAX_GAME_BYTES = 16 * 1024 * 1024
const MAX_JSON_DEPTH = 64

/** Ids the registries hold (the variants' manifests), checked when a request comes in. */
const variantId = z.string().refine(isVariantId, { error: () => `must be one of ${variantIds().join(', ')}` })
const rulesDocumentId = z.string().refine(isRulesDocumentId, {
  error: () =>
    `must be one of ${rulesCatalogue()
      .map((d) => d.id)
      .join(', ')}`,
})

const none = z.undefined({ error: 'this call takes no request' })

/** A file name in the app's own folders: never a path, so a request can't reach outside them. */
export const saveId = z
  .string({ error: 'must be a string' })
  .min(1, 'must not be empty')
  .max(255, 'must be at most 255 characters')
  .refine((id) => !/[/\\\0]/.test(id) && id !== '.' && id !== '..', 'must be a save name, not a path')
  .refine((id) => checkFileStem(id) === null, {
    error: (issue) => `must be a usable file name: ${checkFileStem(String(issue.input))}`,
  })

const displayName = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, 'must not be empty')
  .max(120, 'must be at most 120 characters')
  .refine((name) => unsafeCharacter(name) === null, 'must not contain control or text-direction characters')
  .refine((name) => !isWindowsDeviceName(name), 'must not be a Windows device name (CON, NUL, COM1, …)')

function isJsonValue(value: unknown, depth: number): value is JsonValue {
  if (depth > MAX_JSON_DEPTH) return false
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every((item) => isJsonValue(item, depth + 1))
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).every((item) => isJsonValue(item, depth + 1))
  }
  return false
}

/**
 * A game to save: plain JSON data (no functions, dates, NaN or cycles), at most MAX_GAME_BYTES as JSON text.
 * Its shape is checked by the save layer's own schema (src-main/saves/schema.ts) before anything is written.
 */
export const gameRecord = z
  .custom<SaveInput>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && isJsonValue(value, 0),
    'must be a plain JSON object (the game record)',
  )
  .refine((value) => JSON.stringify(value).length <= MAX_GAME_BYTES, `must be at most ${MAX_GAME_BYTES} bytes as JSON`)

const saveRef = z.strictObject({ id: saveId })

/** A run of cost symbols such as "{1}{W}{U}" (ruling MA-6); the cards module parses the symbols themselves. */
const costText = z
  .string()
  .max(100)
  .regex(/^(\{[^{}]{1,8}\})+$/, 'must be a mana cost written as symbols, e.g. "{1}{W}{U}"')

/** A deck's lines: a count and a card name each. */
const deckEntries = z
  .array(z.strictObject({ count: z.number().int().min(1).max(1000), name: z.string().min(1).max(200) }))
  .max(1000)

/** A library deck's id: its file name without ".deck.json" (src-main/decks/library.ts). */
const libraryId = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a deck id (lower-case letters, digits, dashes)')
const libraryRef = z.strictObject({ id: libraryId })

/** Each setting's schema; the settings file is read field by field with these. */
export const SETTINGS_FIELDS = {
  handOff: z.enum(['every-priority', 'hidden-info', 'ask']),
  skipUnanswerable: z.boolean(),
  animationSpeed: z.enum(['off', 'fast', 'normal', 'slow']),
  textScale: z.union([z.literal(100), z.literal(125), z.literal(150), z.literal(200)]),
  autoTap: z.boolean(),
  cardImages: z.boolean(),
  newGamePlayers: z
    .array(
      z.strictObject({
        // Empty: the New Game screen's default name; else the one name policy.
        name: z
          .string()
          .max(100)
          .refine((name) => name === '' || nameProblem(name) === null, {
            error: (issue) => `must be a usable name: ${nameProblem(String(issue.input))}`,
          }),
        color: z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a colour such as "#f59e0b"'),
        computer: z.enum(['easy', 'normal', 'hard']).optional(),
      }),
    )
    .max(8),
  stops: z.array(z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,39}$/, 'must be step names such as "upkeep"')).max(40),
  computerPace: z.enum(['instant', 'fast', 'readable']),
} satisfies { [K in keyof Settings]: z.ZodType<Settings[K]> }

type Schemas = { [C in BridgeChannel]: z.ZodType<BridgeRequest<C>> }

export const REQUEST_SCHEMAS: Schemas = {
  'app:info': none,

  'saves:list': z
    .strictObject({
      sort: z.enum(['savedAt', 'name', 'variant', 'turn']).optional(),
      order: z.enum(['asc', 'desc']).optional(),
      search: z.string().max(200).optional(),
      kind: z.enum(['manual', 'auto', 'all']).optional(),
      gameId: z.string().max(64).optional(),
    })
    .optional(),
  'saves:save': z.strictObject({ game: gameRecord, id: saveId.optional() }),
  'saves:saveAs': z.strictObject({ game: gameRecord }),
  'saves:load': saveRef,
  'saves:restoreBackup': saveRef,
  'saves:open': none,
  'saves:verify': z.strictObject({
    checking: z.string().regex(/^[0-9a-f-]{36}$/, 'must be the ticket of an opened save'),
  }),
  'saves:delete': saveRef,
  'saves:rename': z.strictObject({ id: saveId, name: displayName }),
  'saves:duplicate': z.strictObject({ id: saveId, name: displayName.optional() }),
  'saves:export': saveRef,
  'saves:import': none,
  'saves:showInFolder': saveRef,
  'saves:autosave': z.strictObject({ game: gameRecord }),
  'saves:latest': none,

  'cards:status': none,
  'cards:import': none,
  'cards:find': z.strictObject({
    name: z.string().max(200).optional(),
    cost: costText.optional(),
    type: z.string().max(100).optional(),
    colors: z
      .array(z.enum(COLORS as [string, ...string[]] as ['W', 'U', 'B', 'R', 'G']))
      .max(5)
      .optional(),
    manaValue: z.number().int().min(0).max(1_000_000).optional(),
    limit: z.number().int().min(1).max(1000).optional(),
  }),
  'cards:download': z.strictObject({ source: z.enum(CARD_DOWNLOAD_SOURCES) }),
  'cards:cancelDownload': none,
  'cards:image': z.strictObject({
    name: z.string({ error: 'must be a string' }).superRefine((name, context) => {
      const problem = cardImageNameProblem(name)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
  }),

  'decks:starters': z.strictObject({ variant: variantId.optional() }).optional(),
  'decks:starter': z.strictObject({ id: saveId }),
  'decks:importFile': none,
  'decks:check': z.strictObject({
    variant: variantId,
    deck: z.strictObject({
      main: deckEntries,
      sideboard: deckEntries,
      hero: z.string().max(200).nullable(),
      type: z.string().max(100).nullable(),
    }),
  }),

  'library:list': none,
  'library:search': z.strictObject({ query: z.string().max(500) }),
  'library:get': libraryRef,
  'library:save': z.strictObject({
    id: libraryId.optional(),
    name: z.string().max(200),
    variant: variantId.nullable(),
    main: deckEntries,
    sideboard: deckEntries,
    maybe: deckEntries,
    hero: z.string().max(200).nullable(),
    type: z.string().max(100).nullable(),
  }),
  'library:rename': z.strictObject({ id: libraryId, name: displayName }),
  'library:duplicate': libraryRef,
  'library:delete': libraryRef,
  'library:import': z.strictObject({ variant: variantId.optional() }).optional(),
  'library:export': z.strictObject({ id: libraryId, format: z.enum(['text', 'mtgo', 'arena', 'cockatrice', 'forge']) }),
  'library:copyStarter': z.strictObject({ starter: saveId }),
  'library:searchCards': z.strictObject({
    query: z.string().max(1000),
    // The whole database for a Mental Magic game's pool (ruling MM-1).
    limit: z.number().int().min(1).max(100_000).optional(),
  }),

  'puzzles:list': none,
  'puzzles:import': z.strictObject({ name: z.string().max(300), text: z.string().max(2_000_000) }),
  'puzzles:delete': z.strictObject({ id: z.string().min(1).max(200) }),

  'drafts:load': none,
  'drafts:save': z.strictObject({ text: z.string().max(50_000_000) }),
  'drafts:clear': none,
  'drafts:keepSet': z.strictObject({
    code: z.string().min(1).max(40),
    name: z.string().max(200),
    // Card definitions as the page read them from a set file: named, with faces (the rest is the card model's).
    cards: z
      .array(z.looseObject({ name: z.string().min(1).max(300), faces: z.array(z.unknown()).min(1) }))
      .max(20_000) as unknown as z.ZodType<CardDefinition[]>,
  }),

  'rules:list': none,
  'rules:get': z.strictObject({ id: rulesDocumentId }),

  'settings:get': none,
  'settings:set': z.strictObject(SETTINGS_FIELDS).partial(),
}
