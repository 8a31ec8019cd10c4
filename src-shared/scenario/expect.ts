// Comparing a scenario's `expect` block with its output (contract: "any subset of the output; lists compare
// exactly, numbers and strings equal"). Objects compare as subsets, recursively; lists element by element.

/** The mismatches, each naming the field: `players[1].life: expected 17, got 20`. Empty when it holds. */
export function compareExpect(expected: unknown, actual: unknown, path = ''): string[] {
  const here = path || '(output)'
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual))
      return [`${here}: expected a list ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`]
    if (expected.length !== actual.length) {
      return [
        `${here}: expected ${expected.length} item${expected.length === 1 ? '' : 's'} ${short(expected)}, got ${actual.length} ${short(actual)}`,
      ]
    }
    return expected.flatMap((e, i) => compareExpect(e, actual[i], `${path}[${i}]`))
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return [`${here}: expected an object, got ${JSON.stringify(actual)}`]
    return Object.entries(expected as Record<string, unknown>).flatMap(([k, e]) => {
      const a = (actual as Record<string, unknown>)[k]
      if (a === undefined && e !== undefined)
        return [`${path ? `${path}.` : ''}${k}: expected ${JSON.stringify(e)}, but the output has no such field`]
      return compareExpect(e, a, path ? `${path}.${k}` : k)
    })
  }
  if (expected !== actual) return [`${here}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`]
  return []
}

function short(value: unknown): string {
  const text = JSON.stringify(value)
  return text.length > 200 ? text.slice(0, 197) + '...' : text
}
