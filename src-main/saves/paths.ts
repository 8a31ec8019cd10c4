// Where saves live. The app passes `app.getPath('userData')/saves`; the CLI computes the same folder without
// Electron, so both see the same saves. HEARTHSIDE_SAVES overrides it (tests, portable installs).
import { homedir } from 'node:os'
import { join } from 'node:path'

const PRODUCT = 'Hearthside' // package.json productName: Electron's userData folder name

export function defaultSavesDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home = homedir(),
): string {
  if (env.HEARTHSIDE_SAVES) return env.HEARTHSIDE_SAVES
  // Electron's app.getPath('appData') on each platform.
  const appData =
    platform === 'win32'
      ? (env.APPDATA ?? join(home, 'AppData', 'Roaming'))
      : platform === 'darwin'
        ? join(home, 'Library', 'Application Support')
        : (env.XDG_CONFIG_HOME ?? join(home, '.config'))
  return join(appData, PRODUCT, 'saves')
}
