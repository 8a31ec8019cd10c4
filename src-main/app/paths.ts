// Where things are. Bundles sit in out/ (out/main, out/preload, out/renderer); resources/ is shipped inside the
// app (asar) beside them, so the same relative paths hold in development and when packaged.
import { join } from 'node:path'
import type { AppPaths } from '@shared/bridge'

export interface AppLocations {
  /** The folder holding package.json: the project in development, app.asar when packaged. */
  appPath: string
  /** The folder of the main bundle (out/main). */
  mainDir: string
  userData: string
}

export function resolvePaths(locations: AppLocations) {
  return {
    preload: join(locations.mainDir, '..', 'preload', 'index.js'),
    renderer: join(locations.mainDir, '..', 'renderer'),
    resources: join(locations.appPath, 'resources'),
    rules: join(locations.appPath, 'resources', 'rules'),
    windowState: join(locations.userData, 'window-state.json'),
    settings: join(locations.userData, 'settings.json'),
    user: userPaths(locations.userData),
  }
}

export function userPaths(userData: string): AppPaths {
  return { userData, saves: join(userData, 'saves'), cards: join(userData, 'cards') }
}
