// End-to-end tests: the built renderer (out/renderer) in the machine's Chromium, with window.hearth backed by the
// real src-main bridge handlers through page.exposeBinding (see test/e2e/fixtures.ts). `npm run test:e2e` builds
// first. Playwright's own browser download is never used: the Debian chromium package is (`.ci/run` installs it).
import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  // Resolves @shared/* in the tests and the src-main modules they load.
  tsconfig: './tsconfig.e2e.json',
  timeout: 120_000, // at least three times the slowest test without a limit of its own, on a busy machine
  expect: { timeout: 5_000 },
  // Tests, not files, are shared out: every test has its own user-data folder, and a file's long games would otherwise
  // queue behind each other on one worker at the end of the run.
  fullyParallel: true,
  // Two workers on two cores: most of a test is the browser drawing.
  workers: 2,
  // Tests tagged @long (more whole games of what the suite already plays once) run in `npm run test:long` only.
  ...(process.env.HEARTH_LONG_TESTS === '1' ? { grep: /@long/ } : { grepInvert: /@long/ }),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without the background-networking flags Chromium keeps trying to reach Google on this closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
})
