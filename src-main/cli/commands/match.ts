// `hearth match --variant V [--games N] [--seed S] [--players "normal,random"] [--deck0 FILE] [--deck1 FILE] [--db DIR]`
// (the scenario contract): plays games between computer players and prints
// {"games","wins","draws","unfinished","turns":{"mean","max"},"decisionMs":{"p50","p95","max"}}.
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { CliIo } from '../io'
import { parseArgs } from '../io'
import { defaultDatabaseDir, loadCardPool } from '../../cards/database'
import { addDraftSetCards } from '../../cards/draftSets'
import { starterPool } from '../../../src-shared/cards/starter'
import { isVariantId, variantIds } from '../../../src-shared/variants'
import { matchDeck, starterMatchDecks } from '../../../src-shared/computer/decks'
import { playMatch, type MatchDeck, type Seat } from '../../../src-shared/computer/match'

const SEATS = ['easy', 'normal', 'hard', 'random']

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
    return typeof raw === 'string' && /^-?\d+$/.test(raw) && n >= min ? n : null
  }
  const games = whole('games', 20, 1)
  if (games === null) return fail('--games must be a whole number of at least 1')
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
      pool = (await loadCardPool(resolve(io.cwd, options.db))).pool
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
      text = await readFile(resolve(io.cwd, file), 'utf8')
    } catch {
      return fail(`cannot read the deck file ${file}`)
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
    const summary = playMatch({ variant, seats: seats as Seat[], decks, seed }, games)
    io.out(JSON.stringify(summary) + '\n')
    return 0
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
}
