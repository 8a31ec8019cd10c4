// Wires the bridge handlers to ipcMain. Every invocation is checked for its sender and its arity before its
// handler runs; the answer is always a BridgeResult, so the renderer never sees an exception from main.
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron'
import { ALL_BRIDGE_CHANNELS, failure } from '@shared/bridge'
import type { BridgeEventName, BridgeEvents, BridgeResult } from '@shared/bridge'
import type { BridgeHandlers } from './handlers'
import type { BridgeEventSink } from './services'
import { isTrustedSender } from './sender'

export type IpcMainLike = Pick<IpcMain, 'handle' | 'removeHandler'>

/** Registers one ipcMain handler per channel; returns the function that removes them. */
export function registerBridge(
  ipcMain: IpcMainLike,
  handlers: BridgeHandlers,
  trustedOrigins: readonly string[],
): () => void {
  for (const channel of ALL_BRIDGE_CHANNELS) {
    const handler = handlers[channel] as (request: unknown) => Promise<BridgeResult<unknown>>
    ipcMain.handle(channel, async (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      if (!isTrustedSender(event.senderFrame, trustedOrigins)) {
        return failure('forbidden', `The call "${channel}" came from a page that is not Hearthside's own.`)
      }
      if (args.length > 1)
        return failure(
          'invalid-input',
          `Invalid request for ${channel}: it takes one request object, got ${args.length} arguments`,
        )
      try {
        return await handler(args[0])
      } catch (error) {
        // Handlers don't throw; this is the last line of defence.
        return failure('internal', `Something went wrong: ${error instanceof Error ? error.message : String(error)}`)
      }
    })
  }
  return () => {
    for (const channel of ALL_BRIDGE_CHANNELS) ipcMain.removeHandler(channel)
  }
}

/** Pushes events to the window's page; silently drops them while there is no live window. */
export function webContentsEventSink(
  getTarget: () => Pick<WebContents, 'send' | 'isDestroyed'> | null | undefined,
): BridgeEventSink {
  return {
    emit<E extends BridgeEventName>(event: E, payload: BridgeEvents[E]) {
      const target = getTarget()
      if (target && !target.isDestroyed()) target.send(event, payload)
    },
  }
}
