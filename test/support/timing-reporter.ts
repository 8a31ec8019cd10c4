// A Vitest reporter for test/under-load.sh: one JSON line per test (its time, its limit and the share of its limit it
// used) and per test file (the time to import it and its tests' time), written to the file HEARTH_TIMING_FILE names.
// Used beside the default reporter: `vitest run --reporter=default --reporter=./test/support/timing-reporter.ts`.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

export default class TimingReporter implements Reporter {
  private readonly file = process.env.HEARTH_TIMING_FILE ?? 'test-results/unit-timings.jsonl'

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const lines: string[] = []
    for (const module of modules) {
      const file = module.relativeModuleId
      const d = module.diagnostic()
      lines.push(
        JSON.stringify({
          kind: 'file',
          file,
          project: module.project.name,
          importMs: Math.round(d.collectDuration),
          testsMs: Math.round(d.duration),
        }),
      )
      for (const test of module.children.allTests()) {
        const result = test.result()
        if (result.state === 'skipped' || result.state === 'pending') continue
        const ms = Math.round(test.diagnostic()?.duration ?? 0)
        const limitMs = test.options.timeout ?? 0
        lines.push(
          JSON.stringify({
            kind: 'test',
            file,
            name: test.fullName,
            state: result.state,
            ms,
            limitMs,
            share: limitMs ? Number((ms / limitMs).toFixed(3)) : null,
          }),
        )
      }
    }
    mkdirSync(dirname(this.file), { recursive: true })
    writeFileSync(this.file, lines.join('\n') + '\n')
  }
}
