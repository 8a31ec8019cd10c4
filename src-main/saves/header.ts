// Reads the top-level fields at the start of a JSON text without parsing the rest: the save list uses it to read
// `format`, `formatVersion` and `meta` from the first few kilobytes of each file (encode.ts writes them first).

export interface TopLevelScan {
  /** The raw JSON text of each wanted field found. */
  fields: Record<string, string>
  /** False when the text ran out before the object closed (a prefix of a larger file, or a truncated one). */
  complete: boolean
  /** False when the text is not a JSON object as far as it goes. */
  wellFormed: boolean
}

const WS = /\s/

/** Index just past the JSON string starting at text[i] === '"', or -1 if it does not end within the text. */
function skipString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j)
    if (c === 92)
      j++ // backslash
    else if (c === 34) return j + 1
  }
  return -1
}

/** Index just past the JSON value starting at text[i], or -1 if it does not end within the text. */
function skipValue(text: string, i: number): number {
  const c = text[i]
  if (c === '"') return skipString(text, i)
  if (c === '{' || c === '[') {
    let depth = 0
    for (let j = i; j < text.length; j++) {
      const d = text[j]
      if (d === '"') {
        j = skipString(text, j) - 1
        if (j < 0) return -1
      } else if (d === '{' || d === '[') depth++
      else if (d === '}' || d === ']') {
        depth--
        if (depth === 0) return j + 1
      }
    }
    return -1
  }
  // A number, true, false or null: up to the next delimiter.
  let j = i
  while (j < text.length && !/[\s,}\]]/.test(text[j])) j++
  return j < text.length ? j : -1
}

export function scanTopLevel(text: string, wanted: readonly string[]): TopLevelScan {
  const fields: Record<string, string> = {}
  const want = new Set(wanted)
  let i = 0
  const ws = () => {
    while (i < text.length && WS.test(text[i])) i++
  }
  ws()
  if (text.charCodeAt(0) === 0xfeff) {
    i++
    ws()
  }
  if (i >= text.length) return { fields, complete: false, wellFormed: true }
  if (text[i] !== '{') return { fields, complete: false, wellFormed: false }
  i++
  for (;;) {
    ws()
    if (i >= text.length) return { fields, complete: false, wellFormed: true }
    if (text[i] === '}') return { fields, complete: true, wellFormed: true }
    if (text[i] !== '"') return { fields, complete: false, wellFormed: false }
    const keyEnd = skipString(text, i)
    if (keyEnd < 0) return { fields, complete: false, wellFormed: true }
    let key: string
    try {
      key = JSON.parse(text.slice(i, keyEnd)) as string
    } catch {
      return { fields, complete: false, wellFormed: false }
    }
    i = keyEnd
    ws()
    if (i >= text.length) return { fields, complete: false, wellFormed: true }
    if (text[i] !== ':') return { fields, complete: false, wellFormed: false }
    i++
    ws()
    if (i >= text.length) return { fields, complete: false, wellFormed: true }
    const end = skipValue(text, i)
    if (end < 0) return { fields, complete: false, wellFormed: true }
    if (want.has(key)) {
      fields[key] = text.slice(i, end)
      want.delete(key)
      if (!want.size) return { fields, complete: false, wellFormed: true }
    }
    i = end
    ws()
    if (i >= text.length) return { fields, complete: false, wellFormed: true }
    if (text[i] === ',') {
      i++
      continue
    }
    if (text[i] === '}') return { fields, complete: true, wellFormed: true }
    return { fields, complete: false, wellFormed: false }
  }
}
