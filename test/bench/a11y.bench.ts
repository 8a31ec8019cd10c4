// ui.a11yViolations: axe-core's serious and critical violations, summed over every screen the accessibility tour
// visits (test/e2e/a11y.spec.ts: the app's screens, the table of each variant mid-game, its cover and prompts, a
// card's menu, the keys overlay), in Debian's Chromium on the built renderer (out/renderer; this bench builds
// nothing: run `npx electron-vite build` first). Target 0.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Figure } from './run'

const ROOT = join(__dirname, '..', '..')

export default async function a11y(): Promise<Figure[]> {
  if (!existsSync(join(ROOT, 'out', 'renderer', 'index.html'))) {
    console.error('a11y bench skipped: out/renderer is missing (build it first with `npx electron-vite build`).')
    return []
  }
  const dir = mkdtempSync(join(tmpdir(), 'hearthside-a11y-'))
  const report = join(dir, 'report.jsonl')
  try {
    const started = Date.now()
    const run = spawnSync('npx', ['playwright', 'test', 'test/e2e/a11y.spec.ts', '--reporter=line'], {
      cwd: ROOT,
      env: { ...process.env, A11Y_REPORT: report },
      encoding: 'utf8',
      timeout: 900_000,
    })
    const seconds = (Date.now() - started) / 1000
    if (!existsSync(report)) {
      console.error(`a11y bench: the tour did not run\n${run.stdout}\n${run.stderr}`)
      return []
    }
    const screens: Record<string, number> = {}
    for (const line of readFileSync(report, 'utf8').split('\n').filter(Boolean))
      Object.assign(screens, JSON.parse(line) as Record<string, number>)
    const value = Object.values(screens).reduce((a, b) => a + b, 0)
    return [
      {
        name: 'ui.a11yViolations',
        value,
        unit: 'violations',
        screens: Object.keys(screens).length,
        failing: Object.fromEntries(Object.entries(screens).filter(([, n]) => n > 0)),
        seconds: Math.round(seconds),
        target: 0,
      },
    ]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
