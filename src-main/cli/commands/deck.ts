// `hearth deck check --variant V FILE [--db DIR]` (the scenario contract): prints {"legal","problems"}, plus the
// deck's automation share with --automation (the copies whose text the engine runs entirely).
// FILE is plain text, MTGO .dec, an Arena export, Cockatrice .cod or Forge .dck; Heroic names its hero with
// "Hero: NAME" and its creature type with "Type: NAME". Imports are relative (tsx has no @shared path).
import { extname, resolve } from 'node:path'
import type { CliIo } from '../io'
import { databaseFolder, describeError, parseArgs, readBoundedFile } from '../io'
import { defaultDatabaseDir, loadCardPool } from '../../cards/database'
import {
  decodeDeckBytes,
  MAX_DECK_FILE_BYTES,
  normaliseFormat,
  parseDeckList,
} from '../../../src-shared/cards/decklist'
import { checkDeck } from '../../../src-shared/cards/deckRules'
import { isVariantId, variantIds } from '../../../src-shared/variants'
import { automationLevel, explainVerified } from '../../../src-shared/engine/automation'
import type { CardDefinition } from '../../../src-shared/cards/model'

const usage = (): string =>
  `Usage: hearth deck check --variant ${variantIds().join('|')} FILE [--db DIR] [--format FORMAT] [--as text|mtgo|arena|cockatrice|forge] [--ban "NAME|NAME"]`

export async function run(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args
  if (sub !== 'check') {
    io.err(`hearth deck: ${sub ? `unknown subcommand "${sub}"` : 'give a subcommand'}\n${usage()}\n`)
    return 1
  }
  const { positional, options } = parseArgs(rest, ['variant', 'db', 'format', 'as', 'ban'], ['automation'])
  if (positional.length !== 1) {
    io.err(`hearth deck check: give exactly one deck FILE\n${usage()}\n`)
    return 1
  }
  const variant = options.variant
  if (!isVariantId(variant)) {
    io.err(
      `hearth deck check: --variant must be one of ${variantIds().join(', ')}${typeof variant === 'string' ? `, got "${variant}"` : ''}\n`,
    )
    return 1
  }
  const listFormat = typeof options.as === 'string' ? options.as : undefined
  if (listFormat && !normaliseFormat(listFormat)) {
    io.err(`hearth deck check: --as must be text, mtgo, arena, cockatrice or forge, got "${listFormat}"\n`)
    return 1
  }
  const file = resolve(io.cwd, positional[0])
  let bytes: Uint8Array
  try {
    bytes = await readBoundedFile(file, { maxBytes: MAX_DECK_FILE_BYTES, what: 'a deck list' })
  } catch (error) {
    io.err(`hearth deck check: cannot read the deck file: ${describeError(error)}\n`)
    return 1
  }
  // By byte-order mark, else UTF-8, else Windows-1252; a binary file is refused, never echoed.
  const decoded = decodeDeckBytes(bytes, file)
  if (!decoded.ok) {
    io.err(`hearth deck check: ${decoded.message}\n`)
    return 1
  }
  const ext = extname(file).slice(1)
  const list = parseDeckList(decoded.text, listFormat ?? (['dec', 'cod', 'dck'].includes(ext) ? ext : undefined))
  if (list.errors.length) {
    io.err(list.errors.map((e) => `hearth deck check: ${file}: ${e.message}\n`).join(''))
    return 1
  }
  const db = await databaseFolder(typeof options.db === 'string' ? options.db : undefined, io, 'deck check')
  const { pool } = await loadCardPool(db ?? defaultDatabaseDir())
  if (typeof options.format === 'string') {
    const known = knownFormats(pool.all())
    const key = options.format
      .replace(/(?<!\s)\s+manahearth$/i, '')
      .trim()
      .toLowerCase()
    if (!known.has(key)) {
      io.err(
        `hearth deck check: --format "${options.format.slice(0, 60)}" is not a format the card data knows (${[...known].sort().join(', ')})\n${usage()}\n`,
      )
      return 1
    }
  }
  const result = checkDeck(variant, list, pool, {
    format: typeof options.format === 'string' ? options.format : undefined,
    banList:
      typeof options.ban === 'string'
        ? options.ban
            .split('|')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
  })
  const out: Record<string, unknown> = { legal: result.legal, problems: result.problems }
  // What the variant's deck rules found besides the problems (Heroic's hero and creature type, rulings HE-2, HE-4).
  if (result.hero) out.hero = result.hero
  if (result.type) out.type = result.type
  if (result.typeCandidates) out.typeCandidates = result.typeCandidates
  // With --automation: the share of the main deck's copies whose text the engine runs entirely (as `cards explain`).
  if (options.automation) out.automation = automationOf(list.main, pool)
  io.out(JSON.stringify(out) + '\n')
  return 0
}

function automationOf(
  main: { name: string; count: number }[],
  pool: { byName(n: string): CardDefinition | undefined },
) {
  let copies = 0
  let automated = 0
  let partly = 0
  const byHand: string[] = []
  for (const e of main) {
    const def = pool.byName(e.name)
    if (!def) continue
    copies += e.count
    const level = automationLevel(explainVerified(def))
    if (level === 'fully') automated += e.count
    else byHand.push(e.name)
    if (level === 'partly') partly += e.count
  }
  const share = (n: number) => (copies ? Math.round((1000 * n) / copies) / 1000 : 1)
  // `partly`: copies the engine runs part of (a line automated, or a trigger it puts on the stack, a cost it pays).
  return { share: share(automated), automated, copies, byHand, partly, partlyShare: share(partly) }
}

/** Scryfall's format keys, and any other the cards in use carry. */
const FORMATS = [
  'standard',
  'future',
  'historic',
  'timeless',
  'gladiator',
  'pioneer',
  'explorer',
  'modern',
  'legacy',
  'pauper',
  'vintage',
  'penny',
  'commander',
  'oathbreaker',
  'standardbrawl',
  'brawl',
  'alchemy',
  'paupercommander',
  'duel',
  'oldschool',
  'premodern',
  'predh',
]

function knownFormats(cards: { legalities?: Record<string, string> }[]): Set<string> {
  const known = new Set(FORMATS)
  for (const card of cards) for (const key of Object.keys(card.legalities ?? {})) known.add(key.toLowerCase())
  return known
}
