// Figures measured through the UI (files named *.figure.ts under test/e2e/figures): full scripted games that take
// minutes, so they belong to `npm run bench -- ui`, not to `npm test`. Same browser and harness as the e2e tests.
import { defineConfig } from '@playwright/test'
import base from './playwright.config'

export default defineConfig({
  ...base,
  testDir: 'test/e2e/figures',
  testMatch: '**/*.figure.ts',
  outputDir: 'test-results/e2e-figures',
  workers: 1,
})
