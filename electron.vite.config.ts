import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import { resolve } from 'node:path'

const alias = { '@shared': resolve(__dirname, 'src-shared') }

export default defineConfig({
  main: {
    resolve: { alias },
    build: { rollupOptions: { input: { index: resolve(__dirname, 'src-main/index.ts') } } },
  },
  preload: {
    resolve: { alias },
    build: { rollupOptions: { input: { index: resolve(__dirname, 'src-main/preload/index.ts') } } },
  },
  renderer: {
    root: resolve(__dirname, 'src-renderer'),
    resolve: { alias },
    plugins: [vue()],
    build: { rollupOptions: { input: { index: resolve(__dirname, 'src-renderer/index.html') } } },
  },
})
