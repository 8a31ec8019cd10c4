// Bytes → a validated save document of the current format version. Every failure is a SaveError naming the
// problem and the file (corrupt, truncated, foreign and future-version files get a clear message).
import {
  OLDEST_SAVE_FORMAT_VERSION,
  SAVE_FORMAT,
  SAVE_FORMAT_VERSION,
  type SaveDocument,
  type SaveWarning,
} from '../../src-shared/saves/format'
import { cardsChecksum, CHECKSUM_PARTS, checksumOf, type ChecksumPart } from './checksum'
import { SaveError } from './errors'
import { MIGRATIONS } from './migrations'
import { describeIssues, saveV3Schema } from './schema'

/** No save comes near this (a Mental Magic game with a full card pool is ~20 MB). */
export const MAX_SAVE_BYTES = 256 * 1024 * 1024

export interface DecodedSave {
  save: SaveDocument
  /** The format version the file had, when it was migrated. */
  migratedFrom: number | null
  /** What reading found to say (an older save without a checksum). */
  warnings: SaveWarning[]
}

export function tooLarge(file: string, size: number): SaveError {
  return new SaveError(
    'too-large',
    file,
    `"${file}" is not a save file: it is ${Math.round(size / 1048576)} MB, more than any save could be.`,
  )
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Bytes → text: UTF-8 only, an optional byte-order mark skipped. */
export function decodeText(bytes: Uint8Array, file: string): string {
  if (bytes.length > MAX_SAVE_BYTES) throw tooLarge(file, bytes.length)
  try {
    return utf8.decode(bytes)
  } catch {
    // Cut off in the middle of a character: the only fault is at the end.
    if (endsMidCharacter(bytes)) throw truncatedError(file, bytes.length)
    throw new SaveError('corrupt', file, `"${file}" is damaged or not a save file: it is not UTF-8 text.`)
  }
}

function endsMidCharacter(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true })
    return true
  } catch {
    return false
  }
}

function truncatedError(file: string, length: number): SaveError {
  return new SaveError(
    'truncated',
    file,
    `"${file}" is incomplete: the save stops part-way (after ${length} bytes). It may not have been copied or downloaded fully.`,
  )
}

function lineColumn(text: string, position: number): string {
  let line = 1
  let last = -1
  for (let i = 0; i < position && i < text.length; i++)
    if (text.charCodeAt(i) === 10) {
      line++
      last = i
    }
  return `line ${line}, column ${position - last}`
}

/** Classifies a JSON.parse failure: a text that stops part-way is truncated, anything else corrupt. */
function parseFailure(text: string, error: unknown, file: string): SaveError {
  const message = error instanceof Error ? error.message : String(error)
  const end = text.trimEnd().length
  const match = /at position (\d+)/.exec(message)
  const position = match ? Number(match[1]) : undefined
  // V8 names the end of input, or gives the position of the failure; "Unexpected token" is a bad character.
  const truncated =
    /end of JSON input|Unterminated string/i.test(message) ||
    (position !== undefined ? position >= end : !/Unexpected token/i.test(message) && openBrackets(text) > 0)
  if (truncated) return truncatedError(file, Buffer.byteLength(text))
  const where = position !== undefined ? ` at ${lineColumn(text, position)}` : ''
  return new SaveError('corrupt', file, `"${file}" is damaged: it is not valid JSON${where}.`)
}

/** How many brackets are left open at the end of a JSON text (strings skipped). */
function openBrackets(text: string): number {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{' || c === '[') depth++
    else if (c === '}' || c === ']') depth--
  }
  return inString ? depth + 1 : depth
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Text → document. Never throws anything but SaveError. */
export function decodeSaveText(text: string, file: string): DecodedSave {
  text = text.replace(/^\uFEFF/, '')
  if (!text.trim()) throw new SaveError('empty', file, `"${file}" is empty: it holds no saved game.`)
  let root: unknown
  try {
    root = JSON.parse(text)
  } catch (error) {
    throw parseFailure(text, error, file)
  }
  return decodeSaveValue(root, file)
}

/** A parsed JSON value → document. Never throws anything but SaveError. */
export function decodeSaveValue(root: unknown, file: string): DecodedSave {
  if (!isPlainObject(root) || !('format' in root)) {
    throw new SaveError(
      'foreign',
      file,
      `"${file}" is not a Hearthside save: it is JSON, but has no "format": "${SAVE_FORMAT}" field.`,
    )
  }
  if (root.format !== SAVE_FORMAT) {
    const what = typeof root.format === 'string' ? ` (its format is "${root.format.slice(0, 60)}")` : ''
    throw new SaveError('foreign', file, `"${file}" is not a Hearthside save${what}.`)
  }
  const version = root.formatVersion ?? root.version
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new SaveError(
      'invalid',
      file,
      `"${file}" is a damaged Hearthside save: its format version is missing or not a whole number.`,
    )
  }
  if (version > SAVE_FORMAT_VERSION) {
    const app = typeof root.appVersion === 'string' ? ` (Hearthside ${root.appVersion.slice(0, 40)})` : ''
    throw new SaveError(
      'future-version',
      file,
      `"${file}" was saved by a newer version of Hearthside${app} in save format ${version}; this version reads formats up to ${SAVE_FORMAT_VERSION}. Update Hearthside to open it.`,
    )
  }
  if (version < OLDEST_SAVE_FORMAT_VERSION) {
    throw new SaveError(
      'invalid',
      file,
      `"${file}" uses save format ${version}, which this version of Hearthside no longer reads.`,
    )
  }
  const warnings: SaveWarning[] = []
  if (version === SAVE_FORMAT_VERSION) checkChecksum(root, file)
  else if (version === 2 && !checkCardsChecksum(root, file))
    warnings.push({
      code: 'no-checksum',
      message:
        'This save was written before saves carried a checksum, so changes made to it outside Hearthside cannot be detected.',
    })
  let doc: unknown = root
  for (let v = version; v < SAVE_FORMAT_VERSION; v++) {
    const step = MIGRATIONS.find((m) => m.from === v)!
    const checked = step.schema.safeParse(doc)
    if (!checked.success) {
      throw new SaveError(
        'invalid',
        file,
        `"${file}" is a damaged Hearthside save (format ${v}): ${describeIssues(checked.error)}.`,
      )
    }
    try {
      doc = step.migrate(checked.data)
    } catch (error) {
      throw new SaveError(
        'invalid',
        file,
        `"${file}" could not be converted from save format ${v}: ${error instanceof Error ? error.message : String(error)}.`,
        { cause: error },
      )
    }
  }
  const checked = saveV3Schema.safeParse(doc)
  if (!checked.success) {
    throw new SaveError('invalid', file, `"${file}" is a damaged Hearthside save: ${describeIssues(checked.error)}.`)
  }
  // The checksum belongs to the file (checked above, written anew by encodeSave), not to the document.
  const { checksum: _checksum, ...save } = checked.data as SaveDocument
  return { save: save as SaveDocument, migratedFrom: version === SAVE_FORMAT_VERSION ? null : version, warnings }
}

/** Format 3: the checksum is required and must match every part (FORMAT.md "checksum"); a failure names what
 *  changed. */
function checkChecksum(root: Record<string, unknown>, file: string): void {
  const saved = root.checksum
  if (saved === undefined)
    throw new SaveError(
      'corrupt',
      file,
      `"${file}" is damaged: it has no "checksum", which every save of format ${SAVE_FORMAT_VERSION} carries, so whether it was changed can't be told.`,
    )
  const expected = checksumOf(root)
  const parts = Object.keys(expected) as ChecksumPart[]
  if (!isPlainObject(saved) || parts.some((k) => typeof saved[k] !== 'string')) {
    throw new SaveError('invalid', file, `"${file}" is a damaged Hearthside save: its "checksum" is not readable.`)
  }
  const changed = parts.filter((k) => saved[k] !== expected[k])
  if (changed.length) {
    const what = changed.map((k) => CHECKSUM_PARTS[k])
    const list = what.length > 1 ? `${what.slice(0, -1).join(', ')} and ${what[what.length - 1]}` : what[0]
    throw new SaveError(
      'corrupt',
      file,
      `"${file}" is damaged: ${list} ${changed.length > 1 ? 'are' : 'is'} not what was saved (the file was changed after it was written), so the game would not be the same.`,
    )
  }
}

/** Format 2: the card table's checksum, when the file has one (true: checked). */
function checkCardsChecksum(root: Record<string, unknown>, file: string): boolean {
  if (root.checksum === undefined) return false
  const saved = root.checksum as { cards?: unknown } | null
  if (!isPlainObject(saved) || typeof saved.cards !== 'string') {
    throw new SaveError('invalid', file, `"${file}" is a damaged Hearthside save: its "checksum" is not readable.`)
  }
  if (saved.cards !== cardsChecksum(root.cards, root.pool)) {
    throw new SaveError(
      'corrupt',
      file,
      `"${file}" is damaged: its card table ("cards") is not the one that was saved (a card's name, text or numbers changed), so the game would not be the same.`,
    )
  }
  return true
}

/** Bytes → document. Never throws anything but SaveError. */
export function decodeSave(bytes: Uint8Array, file: string): DecodedSave {
  try {
    return decodeSaveText(decodeText(bytes, file), file)
  } catch (error) {
    if (error instanceof SaveError) throw error
    // Anything unforeseen (a pathological document) is still reported as a damaged save, never a crash.
    throw new SaveError(
      'invalid',
      file,
      `"${file}" could not be read as a Hearthside save: ${error instanceof Error ? error.message : String(error)}.`,
      { cause: error },
    )
  }
}
