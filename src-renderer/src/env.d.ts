/// <reference types="vite/client" />
import type { HearthBridge } from '@shared/bridge'

declare global {
  interface Window {
    /** Exposed by the preload (src-main/preload), or by the e2e tests' shim. */
    hearth?: HearthBridge
  }
}

export {}
