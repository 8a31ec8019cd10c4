// The renderer's access to window.hearth (src-shared/bridge.ts). When the page runs without it (opened in a
// plain browser), every call answers with a clear error instead of crashing.
import { createBridgeClient, failure } from '@shared/bridge'
import type { BridgeError, BridgeResult, HearthBridge } from '@shared/bridge'

const missingBridge: HearthBridge = createBridgeClient({
  invoke: async () =>
    failure(
      'not-available',
      'Hearthside must be opened as the desktop app: its connection to the main process is missing.',
    ),
  subscribe: () => () => undefined,
})

export function bridge(): HearthBridge {
  return window.hearth ?? missingBridge
}

/** A failed bridge call, as an exception for code that prefers try/catch. */
export class BridgeCallError extends Error {
  constructor(readonly error: BridgeError) {
    super(error.message)
    this.name = 'BridgeCallError'
  }
}

export function unwrap<T>(result: BridgeResult<T>): T {
  if (!result.ok) throw new BridgeCallError(result.error)
  return result.value
}
