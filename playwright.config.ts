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
  fullyParallel: false,
  // Two workers on two cores: most of a test is the browser drawing; every test has its own user-data folder.
  workers: 2,
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
