import { configDefaults, defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import { fileURLToPath } from 'node:url'

const alias = { '@shared': fileURLToPath(new URL('./src-shared', import.meta.url)) }

// The projects: the pure engine (node), the main process (node, electron mocked), the renderer (happy-dom).
// CI has 2 cores shared by parallel workers: the heavy tests (random games, importing electron-builder) need more
// than Vitest's 5 s default there. A test that hangs still fails.
const testTimeout = 30_000

// The engine's tests share one module graph per worker (isolate: false): the engine, the card text grammar and the
// compiled starter cards are loaded once per worker instead of once per file (most of the suite's import time). The
// engine is pure, so nothing a file does leaks into the next; files that mock a module run isolated.
const sharedIsolated = ['test/shared/computer/reads-no-hidden-card.test.ts']

// `vitest run --mode long` (npm run test:long) plays the full counts of the random games and sweeps
// (test/support/long.ts); the unit suite plays a share of them.
export default defineConfig(({ mode }) => ({
  test: {
    env: mode === 'long' ? { HEARTH_LONG_TESTS: '1' } : {},
    // Both cores: Vitest's default for `run` is one worker fewer than the cores, one worker on CI's 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          testTimeout,
          name: 'shared',
          environment: 'node',
          include: ['test/shared/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...sharedIsolated],
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { testTimeout, name: 'shared-isolated', environment: 'node', include: sharedIsolated },
      },
      {
        resolve: { alias },
        test: { testTimeout, name: 'main', environment: 'node', include: ['test/main/**/*.test.ts'] },
      },
      {
        plugins: [vue()],
        resolve: { alias },
        test: { testTimeout, name: 'renderer', environment: 'happy-dom', include: ['test/renderer/**/*.test.ts'] },
      },
    ],
  },
}))
