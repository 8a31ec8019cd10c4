// The log as one player may read it (CR 400.2: hands and libraries are hidden zones; CR 708.5 face-down
// permanents). An action's log lines are written once, with every card named; a reader who could see a card
// neither before nor after the action reads "a card" where its name would be. Pure: the states before and after
// the action, the action and its lines in, the reader's lines out.
import type { Action, GameState, ObjId, PlayerIndex } from './types'
import { nameOf } from './query'
import { HIDDEN_CARD, viewFor } from './view'
import { mendLine } from './logWords'

/** Object ids an action names (its card, cards, targets, attackers, blockers…), found anywhere in the action. */
function namedIds(action: Action, state: GameState): ObjId[] {
  const out: ObjId[] = []
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (state.objects[v]) out.push(v)
    } else if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') Object.values(v).forEach(walk)
  }
  walk(action)
  return out
}

/** Objects whose zone, face or existence differs between two states. */
function movedIds(before: GameState, after: GameState): ObjId[] {
  const out: ObjId[] = []
  for (const [id, obj] of Object.entries(after.objects)) {
    const was = before.objects[id]
    if (!was || was.zone !== obj.zone || was.faceDown !== obj.faceDown || was.controller !== obj.controller)
      out.push(id)
  }
  for (const id of Object.keys(before.objects)) if (!after.objects[id]) out.push(id)
  return out
}

/** Does a view show this object as itself (a variant's view may keep the id and hide the card)? */
const sees = (view: GameState, id: ObjId): boolean => !!view.objects[id] && view.objects[id].def !== HIDDEN_CARD

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The names `reader` may not learn from this action: cards it names or moves that the reader sees neither before
 * nor after it.
 */
export function hiddenNamesOf(
  before: GameState,
  after: GameState,
  action: Action,
  reader: PlayerIndex | 'spectator',
  lines?: readonly string[],
): string[] {
  const ids = new Set([...namedIds(action, before), ...movedIds(before, after)])
  if (ids.size === 0) return []
  // Most lines name no card at all: no views to build then.
  if (lines && ![...ids].some((id) => lines.some((l) => l.includes(nameOf(before.objects[id] ? before : after, id)))))
    return []
  const seenBefore = viewFor(before, reader)
  const seenAfter = viewFor(after, reader)
  // A card changing zones becomes a new object (CR 400.7): its old and new ids are one card, so a name any of
  // them shows to the reader is known to the reader.
  const hidden = new Set<string>()
  const shown = new Set<string>()
  // The names the reader's views give (a variant's view may show a card as something else: Mental Magic's
  // announced name, ruling MM-8) are known; every other name of the cards involved is not.
  for (const id of ids) {
    const name = nameOf(before.objects[id] ? before : after, id)
    if (name) hidden.add(name)
    for (const view of [seenBefore, seenAfter]) if (sees(view, id)) shown.add(nameOf(view, id))
  }
  return [...hidden].filter((name) => !shown.has(name))
}

/** The action's log lines as `reader` may read them: names of cards hidden from the reader become "a card". */
export function linesFor(
  before: GameState,
  after: GameState,
  action: Action,
  lines: readonly string[],
  reader: PlayerIndex | 'spectator',
): string[] {
  if (lines.length === 0) return []
  const mend = (line: string) => mendLine(line, after, action.player)
  // A revealed card is public (CR 701.16): a line that reveals it names it to everyone.
  const hidden = hiddenNamesOf(before, after, action, reader, lines).filter((n) =>
    lines.some((l) => l.includes(n) && !revealsName(l, n)),
  )
  if (hidden.length === 0) return lines.map(mend)
  // Longest names first ("Giant Growth" before "Growth"); whole names only.
  const pattern = new RegExp(
    hidden
      .sort((a, b) => b.length - a.length)
      .map((n) => `(?<![\\w'])${escape(n)}(?![\\w])`)
      .join('|'),
    'g',
  )
  return lines.map((line) => mend(revealing(line) ? line : line.replace(pattern, 'a card')))
}

/** A line that reveals cards (CR 701.16): "Ann reveals Forest", "reveals the top card: Forest". */
const revealing = (line: string): boolean => /\breveal(s|ed)?\b/i.test(line)
const revealsName = (line: string, name: string): boolean => revealing(line) && line.includes(name)
