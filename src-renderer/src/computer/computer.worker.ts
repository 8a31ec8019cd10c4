// The computer thinks here, off the table's thread (src-shared/computer/protocol.ts).
import '@shared/engine'
import '@shared/variants'
import { handleThink, type ThinkRequest } from '@shared/computer/protocol'

self.onmessage = (event: MessageEvent<ThinkRequest>) => {
  self.postMessage(handleThink(event.data))
}
