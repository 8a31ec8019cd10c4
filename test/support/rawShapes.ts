// What must never reach a player on screen: engine data instead of words.

/** The shapes that must never reach a player: JSON, an object id, a camelCase engine word, a raw kind. */
export function rawShapes(text: string): string[] {
  const found: string[] = []
  const json = text.match(/[{[]\s*"|"\s*:|"\s*[\]}]|\[\s*\{/)
  if (json) found.push(`JSON "${json[0]}"`)
  const id = text.match(/\bc\d+\b/)
  if (id) found.push(`object id "${id[0]}"`)
  const camel = text.match(/\b[a-z]+[A-Z][A-Za-z]*\b/)
  if (camel) found.push(`engine word "${camel[0]}"`)
  if (/answer "/.test(text)) found.push('a raw decision kind')
  return found
}
