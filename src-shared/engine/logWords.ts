// The log's lines in plain English as every reader reads them (engine/logView.ts applies it to each line): the
// wording that names and hidden cards can break is mended here, once, for every line of every variant.
//  - "a a card", "an a card": a hidden name replaced inside an article ("gets a Lotus" → "gets a card").
//  - "a Island" → "an Island" (a card name after "a" that starts with a vowel, not "U": "a Unicorn").
//  - "0 mulligan(s)" → "0 mulligans", "1 card(s)" → "1 card".
//  - "…planeswalker. targeting Ben" → "…planeswalker, targeting Ben" (an ability's text ends with a full stop).
//  - "You casts", "You passes", "You has": a player named "You" (the practice modes) takes the verb's plain form.
//  - "deals 1 damage to you" (a card's own words, logged as written) names the player on a shared screen.
import type { GameState, PlayerIndex } from './types'

const IRREGULAR: Record<string, string> = { has: 'have', is: 'are', does: 'do', was: 'were' }

/** "casts" → "cast", "passes" → "pass", "tries" → "try", "has" → "have". */
/** An ability's text followed by its targets, as a log line reads it: "…any target, targeting Ben" (the text's
 *  own full stop dropped). */
export function textWithTargets(text: string, targets: readonly string[]): string {
  return targets.length ? `${text.replace(/\.\s*$/, '')}, targeting ${targets.join(' and ')}` : text
}

export function plainVerb(verb: string): string {
  if (IRREGULAR[verb]) return IRREGULAR[verb]
  if (/(ss|sh|ch|x|z|o)es$/.test(verb)) return verb.slice(0, -2)
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`
  if (/[^s]s$/.test(verb)) return verb.slice(0, -1)
  return verb
}

/** One line in plain English. `actor`: the player whose action wrote it (for "you" in a card's own words). */
export function mendLine(line: string, state?: GameState, actor?: PlayerIndex): string {
  let out = line
    .replace(/\b([Aa]n?) (a|an) card\b/g, (_m, art: string) => `${art[0]} card`)
    .replace(/\b([Aa]) ([AEIO][a-z])/g, '$1n $2')
    .replace(/\b(\d+) (\w+?)\(s\)/g, (_m, n: string, w: string) => `${n} ${n === '1' ? w : `${w}s`}`)
    .replace(/\.( \(?targeting )/g, ',$1')
  const names = state?.players.map((p) => p.name) ?? []
  if (names.includes('You'))
    out = out.replace(
      /(^|[.;:] |, then )You ([a-z]+s)\b/g,
      (_m, pre: string, verb: string) => `${pre}You ${plainVerb(verb)}`,
    )
  if (state && actor !== undefined && state.players[actor] && state.players[actor].name !== 'You')
    out = out.replace(/\b(damage|life) to you\b/g, `$1 to ${state.players[actor].name}`)
  return out
}
