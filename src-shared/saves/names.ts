// Names the save layer accepts, the same on every platform (a save made on Linux is copied to Windows): no Windows
// device names (CON, NUL, COM1, aux.json…, which Windows opens as devices), no control characters (C0, DEL, C1) and
// no bidirectional overrides or isolates (U+202A–U+202E, U+2066–U+2069), which make a name read as another.

const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i

/** True for a Windows device name, with or without an extension ("NUL", "con.json", "Com1.auto-2.json"). */
export function isWindowsDeviceName(name: string): boolean {
  const stem = name.split('.')[0].trimEnd()
  return DEVICE.test(stem)
}

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/** The first control or bidi-override character of `text`, as "U+202E", or null. */
export function unsafeCharacter(text: string): string | null {
  const m = UNSAFE.exec(text)
  return m ? `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null
}

/** Why a game id or file name can't be used, or null. */
export function checkFileStem(name: string): string | null {
  if (isWindowsDeviceName(name)) return `"${name.split('.')[0]}" is a reserved device name on Windows`
  const bad = unsafeCharacter(name)
  if (bad) return `it contains the control or text-direction character ${bad}`
  return null
}
