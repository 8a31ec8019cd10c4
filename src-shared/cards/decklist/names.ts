// A deck imported again is a deck of its own: it gets a name no deck has yet.

/** `name`, or the first of "name (2)", "name (3)"… that no deck of `decks` has (letter case aside). */
export function distinctName(name: string, decks: readonly { name: string }[]): string {
  const taken = new Set(decks.map((d) => d.name.trim().toLowerCase()))
  const base = name.trim()
  if (!taken.has(base.toLowerCase())) return base
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 100)} (${n})`
    if (!taken.has(candidate.toLowerCase())) return candidate
  }
}
