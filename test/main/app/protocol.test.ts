// The app:// protocol serves the built renderer, and nothing outside it (checklist 18: a custom protocol, not file://).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { APP_ENTRY_URL, contentTypeOf, createAppProtocolHandler, resolveInside } from '../../../src-main/app/protocol'

const CSP = "default-src 'none'; script-src 'self'"
let root: string
let serve: (request: Request) => Promise<Response>

beforeAll(() => {
  const parent = mkdtempSync(join(tmpdir(), 'hearthside-protocol-'))
  root = join(parent, 'renderer')
  mkdirSync(join(root, 'assets'), { recursive: true })
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Hearthside</title>')
  writeFileSync(join(root, 'assets', 'index.js'), 'console.log(1)')
  writeFileSync(join(parent, 'secret.txt'), 'not for the page')
  serve = createAppProtocolHandler(root, CSP)
})

describe('app:// protocol', () => {
  it('serves the entry page with the CSP header, its type and nosniff', async () => {
    const response = await serve(new Request(APP_ENTRY_URL))
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>Hearthside</title>')
    expect(response.headers.get('Content-Security-Policy')).toBe(CSP)
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('serves assets and maps / to index.html', async () => {
    const script = await serve(new Request('app://hearth/assets/index.js'))
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toBe('console.log(1)')
    expect(await (await serve(new Request('app://hearth/'))).text()).toContain('Hearthside')
  })

  it('refuses paths that climb out of the renderer folder, however they are spelt', async () => {
    for (const path of [
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%00index.html',
    ]) {
      const response = await serve(new Request(`app://hearth${path}`))
      expect(response.status, path).not.toBe(200)
      expect(await response.text()).not.toContain('not for the page')
    }
    expect(resolveInside(root, '/../secret.txt')).toBeNull()
    expect(resolveInside(root, '/assets/index.js')).toBe(join(root, 'assets', 'index.js'))
  })

  it('answers 404 for missing files and other hosts, 405 for writes', async () => {
    expect((await serve(new Request('app://hearth/missing.js'))).status).toBe(404)
    expect((await serve(new Request('app://other/index.html'))).status).toBe(404)
    expect((await serve(new Request('app://hearth/index.html', { method: 'POST', body: 'x' }))).status).toBe(405)
  })

  it('knows the content types the build produces', () => {
    expect(contentTypeOf('a.css')).toBe('text/css; charset=utf-8')
    expect(contentTypeOf('font.woff2')).toBe('font/woff2')
    expect(contentTypeOf('image.SVG')).toBe('image/svg+xml')
    expect(contentTypeOf('blob.bin')).toBe('application/octet-stream')
  })
})
