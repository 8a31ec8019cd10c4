import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultSavesDir } from '../../../src-main/saves/paths'

describe("the default saves folder (the same as the app's userData/saves)", () => {
  it("follows Electron's appData folder on each platform", () => {
    expect(defaultSavesDir({}, 'linux', '/home/ann')).toBe(join('/home/ann', '.config', 'Hearthside', 'saves'))
    expect(defaultSavesDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/ann')).toBe(join('/cfg', 'Hearthside', 'saves'))
    expect(defaultSavesDir({}, 'darwin', '/Users/ann')).toBe(
      join('/Users/ann', 'Library', 'Application Support', 'Hearthside', 'saves'),
    )
    expect(defaultSavesDir({ APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ann')).toBe(
      join('C:\\Users\\ann\\AppData\\Roaming', 'Hearthside', 'saves'),
    )
  })

  it('HEARTHSIDE_SAVES overrides it', () => {
    expect(defaultSavesDir({ HEARTHSIDE_SAVES: '/tmp/s', XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/ann')).toBe(
      '/tmp/s',
    )
  })
})
