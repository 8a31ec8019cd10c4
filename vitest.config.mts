import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import { fileURLToPath } from 'node:url'

const alias = { '@shared': fileURLToPath(new URL('./src-shared', import.meta.url)) }

// Three projects: the pure engine (node), the main process (node, electron mocked), the renderer (happy-dom).
// CI has 2 cores shared by parallel workers: the heavy tests (random games, importing electron-builder) need more
// than Vitest's 5 s default there. A test that hangs still fails.
const testTimeout = 30_000

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { testTimeout, name: 'shared', environment: 'node', include: ['test/shared/**/*.test.ts'] },
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
})
