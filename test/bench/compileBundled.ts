// `cards.compile` as the app runs it: the compiler bundled by esbuild without keep-names (as electron-vite bundles
// the app), timed in a fresh Node process. Under tsx every function carries a name wrapper that costs 13-25% CPU.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSync } from 'esbuild'

export interface BundledCompile {
  wallMs: number
  cpuMs: number
  faces: number
}

export function bundledCompile(atomicPath: string): BundledCompile {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-compile-'))
  try {
    const out = join(dir, 'compileAll.cjs')
    buildSync({
      entryPoints: [join(__dirname, 'compileAll.entry.ts')],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      outfile: out,
      logLevel: 'error',
    })
    return JSON.parse(execFileSync(process.execPath, [out, atomicPath], { encoding: 'utf8' })) as BundledCompile
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
