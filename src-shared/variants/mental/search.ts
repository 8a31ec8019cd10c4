// Ruling MM-6 (rules 904.11a-b): searching a library "for n cards" searches only its top n cards; "for any number
// of cards" searches zero. Searches resolve by hand: the "resolve by hand" prompt records which cards may be found
// (`searchable`, the top n at resolution), and the manual tools refuse to take any other card of that library.
import type { Tx } from '../../engine/tx'
import type { GameState, ManualAction, ObjId, Pending, StackItem } from '../../engine/types'
import { pendingFor, pushPending } from '../../engine/actions'
import { spellText, abilityText, stackSourceName } from '../../engine/flow'
import { COUNT_WORDS } from '../../mana/numberWords'

const SEARCH =
  /search your library for (up to )?(any number of|a|an|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+)\b/i

/** How many cards from the top a search may look at (ruling MM-6), or null when the text searches no library. */
export function searchDepth(text: string, x = 0): number | null {
  const m = SEARCH.exec(text)
  if (!m) return null
  const word = m[2].toLowerCase()
  if (word === 'any number of') return 0
  if (word === 'x') return x
  return COUNT_WORDS[word] ?? Number(word)
}

type SearchPending = Pending & { searchable?: ObjId[]; searcher?: number }

/** resolveUnautomated: a search becomes the usual "resolve by hand" prompt, limited to the top n cards. */
export function limitSearch(tx: Tx, item: StackItem): boolean {
  const text = (item.kind === 'spell' ? spellText(tx, item) : abilityText(tx, item))?.text ?? item.text
  const depth = searchDepth(text, item.x ?? 0)
  if (depth === null) return false
  const library = tx.s.players[item.controller].zones.library
  const searchable = library.slice(0, depth)
  tx.log(
    `${stackSourceName(tx.s, item)} resolves: resolve it by hand; only the top ${depth} card${depth === 1 ? '' : 's'} of the library may be searched (ruling MM-6)`,
  )
  pushPending(tx, {
    kind: 'manual',
    player: item.controller,
    item,
    searcher: item.controller,
    searchable,
    text: `${text}\n(Mental Magic, ruling MM-6: search only the top ${depth} card${depth === 1 ? '' : 's'} of your library.)`,
  })
  return true
}

/** Why a manual move breaks ruling MM-6 (a card deeper in the searched library), or null. */
export function whySearchTooDeep(s: GameState, a: ManualAction): string | null {
  const d = pendingFor(s, a.player, 'manual') as SearchPending | undefined
  if (!d?.searchable || a.op !== 'move' || !a.card) return null
  const obj = s.objects[a.card]
  if (!obj || obj.zone !== 'library' || obj.owner !== d.searcher) return null
  if (d.searchable.includes(a.card)) return null
  const n = d.searchable.length
  return n === 0
    ? 'this search finds nothing: searching for any number of cards searches zero cards (ruling MM-6)'
    : `you may search only the top ${n} card${n === 1 ? '' : 's'} of your library (ruling MM-6)`
}
