import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import { fileURLToPath } from 'node:url'

const alias = { '@shared': fileURLToPath(new URL('./src-shared', import.meta.url)) }

// Three projects: the pure engine (node), the main process (node, electron mocked), the renderer (happy-dom).
export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'shared', environment: 'node', include: ['test/shared/**/*.test.ts'] } },
      { resolve: { alias }, test: { name: 'main', environment: 'node', include: ['test/main/**/*.test.ts'] } },
      {
        plugins: [vue()],
        resolve: { alias },
        test: { name: 'renderer', environment: 'happy-dom', include: ['test/renderer/**/*.test.ts'] },
      },
    ],
  },
})
