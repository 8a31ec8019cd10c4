// Names the app accepts (saves, decks, puzzles, players), the same on every platform (a save made on Linux is
// copied to Windows): no Windows device names (CON, NUL, COM1, aux.json…, which Windows opens as devices), no control characters (C0, DEL, C1) and
// no bidirectional overrides or isolates (U+202A–U+202E, U+2066–U+2069), which make a name read as another.

const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i

/** True for a Windows device name, with or without an extension ("NUL", "con.json", "Com1.auto-2.json"). */
export function isWindowsDeviceName(name: string): boolean {
  const stem = name.split('.')[0].trimEnd()
  return DEVICE.test(stem)
}

// Also the invisible format characters that make a name look like another: the zero-width space (U+200B), the
// direction marks (LRM, RLM: U+200E, U+200F; the joiners U+200C, U+200D stay, emoji and scripts need them), the
// Arabic letter mark (ALM, U+061C), the Mongolian vowel separator (U+180E), the line and paragraph separators (LS, PS: U+2028, U+2029), the word joiner and invisible operators
// (U+2060–U+2064), and the byte-order mark (U+FEFF).
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/

/** The longest name a person may give (a deck, a puzzle, a player, a save). */
export const MAX_NAME_LENGTH = 120

/** The one policy for every name a person types or a file brings: why it can't be used, or null. Not empty, at most
 *  MAX_NAME_LENGTH characters, no control, text-direction or invisible character, not a Windows device name. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim()
  if (!trimmed) return 'it is empty'
  if (trimmed.length > MAX_NAME_LENGTH) return `it is ${trimmed.length} characters long (at most ${MAX_NAME_LENGTH})`
  const bad = unsafeCharacter(name) // JavaScript's trim() drops a byte-order mark: the name as given
  if (bad) return `it contains the control, text-direction or invisible character ${bad}`
  if (isWindowsDeviceName(trimmed)) return `"${trimmed.split('.')[0]}" is a reserved device name on Windows`
  return null
}

/** The first control, bidi-override or invisible character of `text`, as "U+202E", or null. */
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
