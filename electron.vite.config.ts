import { defineConfig } from 'electron-vite'
import type { Plugin } from 'vite'
import vue from '@vitejs/plugin-vue'
import { resolve } from 'node:path'
import { contentSecurityPolicy } from './src-main/app/security'

const alias = { '@shared': resolve(__dirname, 'src-shared') }

/** The built page carries the production CSP as a <meta> too (main also sends it as a header on app://). */
function cspMeta(): Plugin {
  // frame-ancestors is ignored (with a console warning) when delivered by <meta>.
  const policy = contentSecurityPolicy()
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ')
  return {
    name: 'hearthside-csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
    ],
  }
}

export default defineConfig({
  main: {
    resolve: { alias },
    // deckWorker: deck files are parsed in a worker thread (src-main/decks/offThread.ts); cardsWorker: card text is
    // compiled at import in worker threads (src-main/cards/compileAbilities.ts); engineWorker: opened saves' logs and
    // imported puzzles are checked in a worker thread (src-main/work/engineWorker.ts).
    build: {
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src-main/index.ts'),
          deckWorker: resolve(__dirname, 'src-main/decks/worker.ts'),
          cardsWorker: resolve(__dirname, 'src-main/cards/compileWorker.ts'),
          engineWorker: resolve(__dirname, 'src-main/work/engineWorker.ts'),
        },
      },
    },
  },
  preload: {
    resolve: { alias },
    // Sandboxed preloads can require only `electron`: everything else is bundled in.
    build: {
      externalizeDeps: { exclude: ['zod'] },
      rollupOptions: { input: { index: resolve(__dirname, 'src-main/preload/index.ts') } },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src-renderer'),
    resolve: { alias },
    plugins: [vue(), cspMeta()],
    build: { rollupOptions: { input: { index: resolve(__dirname, 'src-renderer/index.html') } } },
  },
})
