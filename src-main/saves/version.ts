// The app version written into saves made outside Electron (the `hearth` CLI, tests, benchmarks): package.json's.
import pkg from '../../package.json'

export function appVersion(): string {
  return (pkg as { version: string }).version
}
