// A Playwright reporter for test/under-load.sh: one JSON line per end-to-end test (its time, its limit after
// test.setTimeout and the share of its limit it used), written to the file HEARTH_TIMING_FILE names.
// Used beside the list reporter: `playwright test --reporter=list,./test/support/timing-reporter-e2e.ts`.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

export default class TimingReporter implements Reporter {
  private readonly file = process.env.HEARTH_TIMING_FILE ?? 'test-results/e2e-timings.jsonl'
  private readonly lines: string[] = []

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return
    const limitMs = test.timeout
    this.lines.push(
      JSON.stringify({
        kind: 'test',
        file: relative(process.cwd(), test.location.file),
        name: test.titlePath().slice(3).join(' > ') || test.title,
        state: result.status,
        ms: result.duration,
        limitMs,
        share: limitMs ? Number((result.duration / limitMs).toFixed(3)) : null,
      }),
    )
  }

  onEnd(): void {
    mkdirSync(dirname(this.file), { recursive: true })
    writeFileSync(this.file, this.lines.join('\n') + (this.lines.length ? '\n' : ''))
  }

  printsToStdio(): boolean {
    return false
  }
}
