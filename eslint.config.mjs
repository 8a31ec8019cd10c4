// Lint: typescript-eslint and eslint-plugin-vue, plus the architecture's import boundaries (see README.md):
// src-shared stays pure, the renderer reaches main only through window.hearth, the preload only through IPC.
import { builtinModules, createRequire } from 'node:module'
import tseslint from 'typescript-eslint'
import pluginVue from 'eslint-plugin-vue'
import vueParser from 'vue-eslint-parser'
import prettierConfig from 'eslint-config-prettier'

// ESLint's own recommended rules ship with eslint itself (@eslint/js); resolve them from there.
const js = createRequire(createRequire(import.meta.url).resolve('eslint'))('@eslint/js')
const nodeModules = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)]

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.cache/**',
      'resources/**',
      '.notes/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: {
      parser: vueParser,
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'], sourceType: 'module' },
    },
    // TypeScript (vue-tsc) checks names; no-undef doesn't know the DOM's.
    rules: { 'no-undef': 'off' },
  },
  {
    rules: {
      'no-debugger': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-var': 'error',
      'prefer-const': 'error',
      eqeqeq: ['error', 'smart'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src-shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...nodeModules, 'electron', 'vue', 'pinia'].map((name) => ({
            name,
            message: 'src-shared is pure TypeScript: no Electron, Vue or Node modules.',
          })),
          patterns: [{ group: ['@shared/*'], message: 'Inside src-shared use relative imports.' }],
        },
      ],
    },
  },
  {
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.vue'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...nodeModules, 'electron'].map((name) => ({
            name,
            message: 'The renderer is sandboxed: reach the main process through window.hearth (src-shared/bridge.ts).',
          })),
          patterns: [
            { group: ['**/src-main/**'], message: 'The renderer never imports main-process code; use the bridge.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src-main/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...nodeModules, 'zod'].map((name) => ({
            name,
            message: 'The preload is sandboxed: it may import only electron and @shared code.',
          })),
        },
      ],
    },
  },
  // Layout is Prettier's (npm run format:check): rules that only concern formatting are off.
  prettierConfig,
)
