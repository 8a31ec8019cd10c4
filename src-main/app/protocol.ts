// The app:// scheme that serves the built renderer (Electron security checklist: "use a custom protocol instead
// of file://"). Only files inside the renderer folder are served; every page gets the strict CSP as a header.
import { readFile } from 'node:fs/promises'
import { extname, isAbsolute, relative, resolve, sep } from 'node:path'

export const APP_SCHEME = 'app'
export const APP_HOST = 'hearth'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`

/** For protocol.registerSchemesAsPrivileged: a standard, secure origin so 'self' in the CSP means app://hearth. */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true } as const

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/** The file a request path names inside root, or null when it would leave root. */
export function resolveInside(root: string, pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const wanted = decoded === '/' || decoded === '' ? '/index.html' : decoded
  const base = resolve(root)
  const file = resolve(base, '.' + wanted.replaceAll('\\', '/'))
  const rel = relative(base, file)
  if (!rel || rel.startsWith('..' + sep) || rel === '..' || isAbsolute(rel)) return null
  return file
}

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  })
}

export function createAppProtocolHandler(rendererDir: string, csp: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed')
    const url = new URL(request.url)
    if (url.host !== APP_HOST) return plain(404, 'Not found')
    const file = resolveInside(rendererDir, url.pathname)
    if (!file) return plain(403, 'Forbidden')
    let body: Buffer
    try {
      body = await readFile(file)
    } catch {
      return plain(404, 'Not found')
    }
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(file),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': csp,
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers })
  }
}
