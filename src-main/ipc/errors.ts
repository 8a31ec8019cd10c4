// Turning anything a service throws into a structured bridge error: nothing is thrown across IPC.
import type { ZodError } from 'zod'
import { BRIDGE_ERROR_CODES, failure } from '@shared/bridge'
import type { BridgeChannel, BridgeError, BridgeErrorCode } from '@shared/bridge'
import type { SaveErrorCode } from '@shared/saves/format'
import { isSaveError } from '../saves/errors'

/** Thrown by services (and handlers) to answer with a specific code. */
export class BridgeFailure extends Error {
  constructor(
    readonly code: BridgeErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'BridgeFailure'
  }
}

/** The save layer's codes (src-shared/saves/format.ts) in the bridge's terms; the original travels as `detail`. */
const SAVE_CODES: Record<SaveErrorCode, BridgeErrorCode> = {
  'not-found': 'not-found',
  unreadable: 'io',
  'write-failed': 'io',
  'too-large': 'corrupt',
  empty: 'corrupt',
  truncated: 'corrupt',
  corrupt: 'corrupt',
  foreign: 'corrupt',
  'future-version': 'corrupt',
  invalid: 'corrupt',
  unplayable: 'corrupt',
  'unsafe-overwrite': 'conflict',
  'bad-name': 'invalid-input',
}

const IO_CODES = new Set(['EACCES', 'EPERM', 'ENOSPC', 'EIO', 'EROFS', 'EBUSY', 'EMFILE', 'ENOTDIR', 'EISDIR'])

/** Channels that write a game the page sent: there a save's "invalid" means bad input, not a damaged file. */
const WRITING_CHANNELS: readonly string[] = ['saves:save', 'saves:saveAs', 'saves:autosave']

export function toBridgeError(error: unknown, channel?: BridgeChannel): BridgeError {
  if (error instanceof BridgeFailure) return { code: error.code, message: error.message }
  if (isSaveError(error)) {
    const code =
      error.code === 'invalid' && channel && WRITING_CHANNELS.includes(channel)
        ? 'invalid-input'
        : (SAVE_CODES[error.code] ?? 'internal')
    const mapped: BridgeError = { code, message: error.message, detail: error.code }
    return error.file ? { ...mapped, file: error.file } : mapped
  }
  const e = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown }
  const message = typeof e.message === 'string' && e.message ? e.message : String(error)
  // A service may throw its own error class carrying one of the bridge's codes.
  if ((BRIDGE_ERROR_CODES as readonly unknown[]).includes(e.code)) return { code: e.code as BridgeErrorCode, message }
  if (e.code === 'ENOENT') return { code: 'not-found', message }
  if (typeof e.code === 'string' && IO_CODES.has(e.code)) return { code: 'io', message }
  return { code: 'internal', message: `Something went wrong: ${message}` }
}

/** "saves:rename: name: Too small: expected string to have >=1 characters; Unrecognized key: "x"" */
export function describeInvalidRequest(channel: BridgeChannel, error: ZodError): string {
  const problems = error.issues.map((issue) => {
    const path = issue.path.map(String).join('.')
    return path ? `${path}: ${issue.message}` : issue.message
  })
  return `Invalid request for ${channel}: ${problems.join('; ')}`
}

export function invalidRequest(channel: BridgeChannel, error: ZodError): { ok: false; error: BridgeError } {
  return failure('invalid-input', describeInvalidRequest(channel, error))
}
