// IPC sender validation (Electron security checklist, "Validate the sender of all IPC messages"): only the top
// frame of a page loaded from the app's own origin may use the bridge.

export interface SenderFrame {
  url: string
  /** null for the top frame. */
  parent: unknown
}

/** `app://hearth`, `http://localhost:5173`, or `file://`. Node's URL gives "null" origins for custom schemes. */
export function originOf(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol === 'file:') return 'file://'
  if (!parsed.host) return null
  return `${parsed.protocol}//${parsed.host}`
}

export function isTrustedSender(frame: SenderFrame | null | undefined, trustedOrigins: readonly string[]): boolean {
  if (!frame || frame.parent !== null) return false
  const origin = originOf(frame.url)
  return origin !== null && trustedOrigins.includes(origin)
}
