// Decoded save → game state, through the engine's GameCodec (snapshot checks: a save replayed from its log
// must equal its snapshot. If it doesn't, load from the log and warn").
import type { GameCodec } from '../../src-shared/saves/codec'
import type { SaveDocument, SaveWarning } from '../../src-shared/saves/format'
import { referencedCardIds } from './checksum'
import { SaveError } from './errors'

export interface RestoredGame<State = unknown> {
  state: State
  /** 'verified': the snapshot equals the replayed log; 'log': replayed from the log (the snapshot differed or was
   *  absent); 'snapshot': the snapshot as saved, unchecked (no codec, checking turned off, or the log failed). */
  source: 'verified' | 'log' | 'snapshot'
  warnings: SaveWarning[]
  /** The card definitions the game was played with, when the replay had to settle them (older saves). */
  cards?: SaveDocument['cards']
}

export interface RestoreOptions {
  /** Replay the log and compare it with the snapshot. Default true. */
  check?: boolean
  /** Told how far the replay has come (actions of the log). */
  onProgress?: (done: number, total: number) => void
}

const MAX_ENGINE_WARNINGS = 20
const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** The state a snapshot stands for (the engine's compact form expanded), or the snapshot itself. */
function fromSnapshot<State>(
  codec: GameCodec<State> | undefined,
  snapshot: unknown,
  save: SaveDocument,
  file: string,
): State {
  if (!codec?.fromSnapshot) return snapshot as State
  try {
    return codec.fromSnapshot(snapshot, save)
  } catch (error) {
    throw new SaveError(
      'unplayable',
      file,
      `"${file}" cannot be loaded: its saved position is not a game the rules engine can read (${reason(error)}).`,
      { cause: error },
    )
  }
}

/** A game without its cards can't be played, from its log or its snapshot. */
function checkCards(save: SaveDocument, file: string): void {
  if (save.cards.length === 0)
    throw new SaveError('unplayable', file, `"${file}" cannot be loaded: its card table ("cards") is empty.`)
  const known = new Set(save.cards.map((c) => c.id))
  const missing = [...referencedCardIds(save)].filter((id) => !known.has(id))
  if (missing.length) {
    const shown = missing
      .slice(0, 3)
      .map((id) => `"${id.slice(0, 60)}"`)
      .join(', ')
    throw new SaveError(
      'unplayable',
      file,
      `"${file}" cannot be loaded: its card table ("cards") misses ${missing.length === 1 ? 'the card' : `${missing.length} cards`} ${shown}${missing.length > 3 ? ', …' : ''} that the game uses.`,
    )
  }
}

export function restoreGame<State>(
  save: SaveDocument,
  file: string,
  codec: GameCodec<State> | undefined,
  options: RestoreOptions = {},
): RestoredGame<State> {
  const snapshot = save.snapshot
  const warnings: SaveWarning[] = []
  if (codec) checkCards(save, file)
  if (!codec || options.check === false) {
    if (snapshot === null) {
      throw new SaveError(
        'unplayable',
        file,
        `"${file}" has no snapshot, and no rules engine is available to replay its log.`,
      )
    }
    if (!codec)
      warnings.push({
        code: 'unchecked',
        message: 'The saved position was not checked against the game log (no rules engine available).',
      })
    return { state: fromSnapshot(codec, snapshot, save, file), source: 'snapshot', warnings }
  }
  let replayed
  try {
    replayed = codec.replay(save, options.onProgress ? { onProgress: options.onProgress } : undefined)
  } catch (error) {
    if (snapshot === null) {
      throw new SaveError(
        'unplayable',
        file,
        `"${file}" cannot be loaded: it has no snapshot and its log does not replay (${reason(error)}).`,
        { cause: error },
      )
    }
    warnings.push({
      code: 'replay-failed',
      message: `The game log could not be replayed (${reason(error)}); the game was loaded from its saved position, and its replay is unavailable.`,
    })
    return { state: fromSnapshot(codec, snapshot, save, file), source: 'snapshot', warnings }
  }
  const engineWarnings = Array.isArray(replayed.warnings) ? replayed.warnings : []
  for (const text of engineWarnings.slice(0, MAX_ENGINE_WARNINGS))
    warnings.push({ code: 'replay-warning', message: String(text) })
  if (engineWarnings.length > MAX_ENGINE_WARNINGS) {
    warnings.push({
      code: 'replay-warning',
      message: `… and ${engineWarnings.length - MAX_ENGINE_WARNINGS} more remarks from the replay.`,
    })
  }
  const cards = replayed.cards ? { cards: replayed.cards } : {}
  if (snapshot === null) {
    warnings.push({
      code: 'no-snapshot',
      message: 'The save has no saved position; the game was rebuilt from its log.',
    })
    return { state: replayed.state, source: 'log', warnings, ...cards }
  }
  let equal: boolean
  try {
    equal = codec.equalsSnapshot(replayed.state, snapshot) === true
  } catch {
    equal = false
  }
  if (!equal) {
    warnings.push({
      code: 'snapshot-mismatch',
      message:
        'The saved position does not match the game log (the save was edited, or made by a version with different rules); the game was loaded from its log.',
    })
    return { state: replayed.state, source: 'log', warnings, ...cards }
  }
  return { state: replayed.state, source: 'verified', warnings, ...cards }
}
