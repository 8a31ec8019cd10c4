// Packaging: electron-builder's own schema validates the configuration (the binary isn't needed for that).
// test/e2e/packaging.spec.ts goes further: a dry build of the unpacked Linux app.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from './electron-mock'

interface BuilderConfig {
  appId: string
  productName: string
  files: string[]
  electronFuses: Record<string, boolean>
  linux: { target: string[] }
  win: { target: string[] }
  mac: { target: string[] }
}

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { main: string; build: BuilderConfig }

describe('electron-builder configuration', () => {
  it('passes electron-builder’s schema', async () => {
    const { getConfig, validateConfiguration } = await import('app-builder-lib/out/util/config/config')
    const { DebugLogger } = await import('builder-util')
    const config = await getConfig(REPO_ROOT, null, null)
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined()
    await expect(
      validateConfiguration(
        { ...config, linux: { target: ['AppImage'], bogus: true } as never },
        new DebugLogger(false),
      ),
    ).rejects.toThrow(/configuration/)
  })

  it('targets Linux AppImage and deb, Windows NSIS and macOS dmg', () => {
    expect(pkg.build.linux.target).toEqual(['AppImage', 'deb'])
    expect(pkg.build.win.target).toEqual(['nsis'])
    expect(pkg.build.mac.target).toEqual(['dmg'])
  })

  it('ships the bundles and resources, starting from the main bundle', () => {
    expect(pkg.main).toBe('out/main/index.js')
    expect(pkg.build.files).toEqual(expect.arrayContaining(['out/**/*', 'resources/**/*']))
  })

  it('flips the Electron fuses the security checklist asks for', () => {
    expect(pkg.build.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
    })
  })
})
