// The preload: exposes the one typed bridge (src-shared/bridge.ts) as `window.hearth`, and nothing else.
// It runs sandboxed with context isolation, so it may import only `electron` and code bundled into it.
import { contextBridge, ipcRenderer } from 'electron'
import type { IpcRendererEvent } from 'electron'
import { createBridgeClient } from '@shared/bridge'

export const bridge = createBridgeClient({
  invoke: (channel, request) => ipcRenderer.invoke(channel, request),
  subscribe: (event, listener) => {
    // The page gets the payload only, never the IPC event (which would hand it `sender`).
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload)
    ipcRenderer.on(event, forward)
    return () => {
      ipcRenderer.removeListener(event, forward)
    }
  },
})

contextBridge.exposeInMainWorld('hearth', bridge)
