// A dry build of the unpacked Linux app with electron-builder. The Electron binary can't be downloaded here, so a
// stand-in carrying Electron's fuse wire takes its place (electronDist): everything else is electron-builder's
// real work — collecting files and production dependencies, packing app.asar, and flipping the fuses.
// Runs in the e2e phase because it packs the bundles that `npm run test:e2e` has just built.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

const REPO_ROOT = join(__dirname, '..', '..')
const fromBuilder = createRequire(require.resolve('app-builder-lib', { paths: [REPO_ROOT] }))
const asar = fromBuilder('@electron/asar') as { listPackage(archive: string, options: object): string[] }
const fuses = fromBuilder('@electron/fuses') as {
  getCurrentFuseWire(binary: string): Promise<Record<string, number>>
  FuseV1Options: Record<string, number>
}
/** How a fuse is written in the wire: the characters '0' and '1'. */
const state = { DISABLE: '0'.charCodeAt(0), ENABLE: '1'.charCodeAt(0) }

/** An "electron" executable holding the fuse wire as Electron 40 ships it (version 1, eight fuses). */
function fakeElectronDist(dir: string): string {
  mkdirSync(join(dir, 'resources'), { recursive: true })
  const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
  const wire = '10110001' // Electron's defaults, fuse by fuse (FuseV1Options order)
  const binary = Buffer.concat([
    Buffer.from('#!/bin/sh\nexit 0\n# '),
    Buffer.from(SENTINEL),
    Buffer.from([1, wire.length]),
    Buffer.from(wire),
    Buffer.from('\n'),
  ])
  writeFileSync(join(dir, 'electron'), binary)
  chmodSync(join(dir, 'electron'), 0o755)
  writeFileSync(
    join(dir, 'version'),
    JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', 'electron', 'package.json'), 'utf8')).version,
  )
  return dir
}

// eslint-disable-next-line no-empty-pattern
test('electron-builder packs the unpacked Linux app with the bundles, the rules and the security fuses', async ({}, testInfo) => {
  test.setTimeout(180_000)
  const dist = fakeElectronDist(testInfo.outputPath('electron-dist'))
  const output = testInfo.outputPath('dist')
  const builder = join(REPO_ROOT, 'node_modules', 'electron-builder', 'cli.js')
  const run = spawnSync(
    process.execPath,
    [builder, '--dir', '--linux', '--x64', `-c.electronDist=${dist}`, `-c.directories.output=${output}`],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, CSC_IDENTITY_AUTO_DISCOVERY: 'false' },
      timeout: 170_000,
    },
  )
  await testInfo.attach('electron-builder output', { body: `${run.stdout}\n${run.stderr}`, contentType: 'text/plain' })
  expect(run.status, run.stderr).toBe(0)

  const unpacked = join(output, 'linux-unpacked')
  const executable = join(unpacked, 'hearthside')
  expect(existsSync(executable)).toBe(true)

  const files = asar.listPackage(join(unpacked, 'resources', 'app.asar'), {}).map((file) => file.replaceAll('\\', '/'))
  for (const expected of [
    '/package.json',
    '/out/main/index.js',
    '/out/preload/index.js',
    '/out/renderer/index.html',
    '/resources/rules/manahearth.txt',
    '/resources/rules/RULINGS.md',
    '/node_modules/zod/package.json',
  ]) {
    expect(files, expected).toContain(expected)
  }
  for (const excluded of [
    '/src-main',
    '/src-renderer',
    '/test',
    '/resources/icons',
    '/node_modules/electron',
    '/node_modules/vitest',
  ]) {
    expect(
      files.some((file) => file === excluded || file.startsWith(`${excluded}/`)),
      excluded,
    ).toBe(false)
  }

  const wire = await fuses.getCurrentFuseWire(executable)
  const option = fuses.FuseV1Options
  expect(wire[option.RunAsNode]).toBe(state.DISABLE)
  expect(wire[option.EnableNodeOptionsEnvironmentVariable]).toBe(state.DISABLE)
  expect(wire[option.EnableNodeCliInspectArguments]).toBe(state.DISABLE)
  expect(wire[option.OnlyLoadAppFromAsar]).toBe(state.ENABLE)
  expect(wire[option.EnableCookieEncryption]).toBe(state.ENABLE)
  expect(wire[option.GrantFileProtocolExtraPrivileges]).toBe(state.DISABLE)
})
