// Deck files as bytes → text: by byte-order mark (UTF-8, UTF-16 LE/BE, as Windows Notepad writes them), else UTF-8,
// else Windows-1252 (which covers Latin-1: "Lim-Dûl's Vault" from an old tool). Binary files are refused.

/** Deck files are small; anything bigger is not a deck list. */
export const MAX_DECK_FILE_BYTES = 1024 * 1024

export type DecodedDeckFile =
  | { ok: true; text: string; encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' }
  | { ok: false; message: string }

// Windows-1252's 0x80–0x9F (the rest of the byte range is Latin-1); undefined bytes stay as their C1 code.
const CP1252 = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d,
  0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d,
  0x017e, 0x0178,
]

function windows1252(bytes: Uint8Array): string {
  const parts: string[] = []
  const chunk = 8192
  for (let start = 0; start < bytes.length; start += chunk) {
    const codes = new Array<number>(Math.min(chunk, bytes.length - start))
    for (let i = 0; i < codes.length; i++) {
      const b = bytes[start + i]
      codes[i] = b >= 0x80 && b <= 0x9f ? CP1252[b - 0x80] : b
    }
    parts.push(String.fromCharCode(...codes))
  }
  return parts.join('')
}

function utf16(bytes: Uint8Array, bigEndian: boolean): string {
  const even = bytes.length - (bytes.length % 2)
  let body = bytes.subarray(0, even)
  if (bigEndian) {
    const swapped = new Uint8Array(even)
    for (let i = 0; i < even; i += 2) {
      swapped[i] = body[i + 1]
      swapped[i + 1] = body[i]
    }
    body = swapped
  }
  return new TextDecoder('utf-16le').decode(body)
}

/** True for text with NUL or many control characters: a binary file, not a deck list. */
function looksBinary(text: string): boolean {
  let controls = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0) return true
    // Tab, line feed, form feed, carriage return and DOS's end-of-file mark are text.
    if ((c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13 && c !== 26) || (c >= 0x7f && c <= 0x9f)) controls++
  }
  return controls > 8 && controls * 100 > text.length
}

/** Decodes a deck file's bytes; `name` is used in the message of a refusal. */
export function decodeDeckBytes(bytes: Uint8Array, name = 'the file'): DecodedDeckFile {
  if (bytes.length > MAX_DECK_FILE_BYTES)
    return {
      ok: false,
      message: `${name} is ${Math.round(bytes.length / 1024)} KB: too big to be a deck list (at most ${MAX_DECK_FILE_BYTES / 1024} KB)`,
    }
  let text: string
  let encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    text = utf16(bytes.subarray(2), false)
    encoding = 'utf-16le'
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    text = utf16(bytes.subarray(2), true)
    encoding = 'utf-16be'
  } else {
    const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body)
      encoding = 'utf-8'
    } catch {
      text = windows1252(body)
      encoding = 'windows-1252'
    }
  }
  if (looksBinary(text)) return { ok: false, message: `${name} is not a deck list (it is a binary file)` }
  return { ok: true, text, encoding }
}
