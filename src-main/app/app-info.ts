// app.info over the bridge: name, version, platform and the user's folders.
import type { AppInfo, AppPaths, AppPlatform } from '@shared/bridge'
import type { AppService } from '../ipc/services'

export function platformOf(platform: string): AppPlatform {
  return platform === 'linux' || platform === 'darwin' || platform === 'win32' ? platform : 'other'
}

export function createAppService(details: {
  name: string
  version: string
  platform: string
  electron: string | null
  packaged: boolean
  paths: AppPaths
}): AppService {
  const info: AppInfo = {
    name: details.name,
    version: details.version,
    platform: platformOf(details.platform),
    electron: details.electron,
    packaged: details.packaged,
    paths: { ...details.paths },
  }
  return { info: async () => structuredClone(info) }
}
