// `hearth match --variant V [--games N] [--seed S] [--players "normal,random"] [--deck0 FILE] [--deck1 FILE] [--db DIR]`
// (the scenario contract): plays games between computer players and prints
// {"games","wins","draws","unfinished","turns":{"mean","max"},"decisionMs":{"p50","p95","max"}}.
// --games is at most MAX_GAMES; a match that lasts more than a few seconds shows its progress on stderr.
import { resolve } from 'node:path'
import { MAX_DECK_FILE_BYTES } from '../../../src-shared/cards/decklist'
import type { CliIo } from '../io'
import { databaseFolder, describeError, parseArgs, readBoundedFile } from '../io'
import { defaultDatabaseDir, loadCardPool } from '../../cards/database'
import { addDraftSetCards } from '../../cards/draftSets'
import { starterPool } from '../../../src-shared/cards/starter'
import { isVariantId, variantIds } from '../../../src-shared/variants'
import { matchDeck, starterMatchDecks } from '../../../src-shared/computer/decks'
import { playMatch, type MatchDeck, type Seat } from '../../../src-shared/computer/match'

const SEATS = ['easy', 'normal', 'hard', 'random']
/** More games than anyone waits for: a larger --games is refused, not run for ever. */
export const MAX_GAMES = 10_000
/** Progress on stderr at most this often. */
const PROGRESS_MS = 2_000

const usage = (): string =>
  `Usage: hearth match --variant ${variantIds().join('|')} [--games N] [--seed S] [--players "normal,random"] [--deck0 FILE] [--deck1 FILE] [--db DIR]`

export async function run(args: string[], io: CliIo): Promise<number> {
  const deckFlags = [0, 1, 2, 3].map((k) => `deck${k}`)
  const fail = (message: string): number => {
    io.err(`hearth match: ${message}\n${usage()}\n`)
    return 1
  }
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs(args, ['variant', 'games', 'seed', 'players', 'db', ...deckFlags])
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
  const { positional, options } = parsed
  if (positional.length) return fail(`unexpected argument "${positional[0]}"`)
  const variant = options.variant
  if (!isVariantId(variant))
    return fail(
      `--variant must be one of ${variantIds().join(', ')}${typeof variant === 'string' ? `, got "${variant}"` : ''}`,
    )
  const whole = (name: string, fallback: number, min: number): number | null => {
    const raw = options[name]
    if (raw === undefined) return fallback
    const n = Number(raw)
    return typeof raw === 'string' && /^-?\d+$/.test(raw) && n >= min && Number.isSafeInteger(n) ? n : null
  }
  const games = whole('games', 20, 1)
  if (games === null || games > MAX_GAMES)
    return fail(`--games must be a whole number from 1 to ${MAX_GAMES.toLocaleString('en')}`)
  const seed = whole('seed', 1, -2147483648)
  if (seed === null) return fail('--seed must be a whole number')
  const seats = (typeof options.players === 'string' ? options.players : 'normal,normal')
    .split(',')
    .map((x) => x.trim().toLowerCase())
  const bad = seats.find((x) => !SEATS.includes(x))
  if (bad !== undefined) return fail(`--players: "${bad}" is not one of ${SEATS.join(', ')}`)
  let pool = starterPool()
  if (typeof options.db === 'string') {
    try {
      // A folder that doesn't exist is a warning (the starter pool is used), as in the other commands.
      pool = (await loadCardPool((await databaseFolder(options.db, io, 'match'))!)).pool
    } catch (error) {
      return fail(`cannot load the card database: ${error instanceof Error ? error.message : String(error)}`)
    }
  } else if (Object.keys(options).some((k) => k.startsWith('deck'))) {
    try {
      pool = (await loadCardPool(defaultDatabaseDir())).pool
    } catch {
      pool = starterPool()
    }
  }
  // The cards of drafted sets (`hearth draft --set`), so a draft's decks resolve: those stored with this database,
  // then those stored with the default one.
  if (Object.keys(options).some((k) => k.startsWith('deck'))) {
    if (typeof options.db === 'string') pool = await addDraftSetCards(pool, resolve(io.cwd, options.db))
    pool = await addDraftSetCards(pool, defaultDatabaseDir())
  }
  let starters: MatchDeck[]
  try {
    starters = starterMatchDecks(variant, pool)
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
  const decks: MatchDeck[][] = seats.map(() => starters)
  for (let k = 0; k < seats.length; k++) {
    const file = options[`deck${k}`]
    if (typeof file !== 'string') continue
    let text: string
    try {
      // Only a regular file of bounded size: a pipe, a device or /dev/zero is refused at once.
      const bytes = await readBoundedFile(resolve(io.cwd, file), { maxBytes: MAX_DECK_FILE_BYTES, what: 'a deck list' })
      text = new TextDecoder().decode(bytes)
    } catch (error) {
      return fail(`cannot read the deck file: ${describeError(error)}`)
    }
    try {
      decks[k] = [matchDeck(text, pool, file)]
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error))
    }
  }
  for (const k of Object.keys(options))
    if (k.startsWith('deck') && Number(k.slice(4)) >= seats.length)
      return fail(`--${k}: there is no seat ${k.slice(4)}`)
  try {
    let shown = Date.now()
    const progress = (played: number) => {
      if (played === games || Date.now() - shown < PROGRESS_MS) return
      shown = Date.now()
      io.err(`hearth match: ${played} of ${games} games played\n`)
    }
    const summary = playMatch({ variant, seats: seats as Seat[], decks, seed }, games, progress)
    io.out(JSON.stringify(summary) + '\n')
    return 0
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
}
