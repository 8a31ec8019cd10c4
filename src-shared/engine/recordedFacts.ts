// What the engine records of a game's past so that later rules can ask about it ("if you cast it from your hand",
// "if an opponent lost life this turn", "a creature died this turn"). A game saved before the engine recorded one of
// these facts has a snapshot without it; the same log, replayed today, records it. Comparing the two, a fact the
// snapshot doesn't hold is not a difference: the log is what was played, and the fact is derived from it. Likewise a
// house-rule option added since (the replay gives it its default; the snapshot predates it).
import type { GameState } from './types'

/** Facts on a card object: how it was cast, the mana spent on it (CR 601.2h), what exiled it. */
const OBJECT_FACTS = ['castFromHand', 'spent', 'exiledBy'] as const
/** Facts on a player: the turn they were last dealt damage. */
const PLAYER_FACTS = ['damagedTurn'] as const
/** Facts of the turn kept in the game's `extra`. */
const TURN_FACTS = ['cardsDrawn', 'spellsCast', 'spellsCastLast', 'lostLife', 'turnFacts', 'prowl'] as const

type Loose = Record<string, unknown>
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Whether a saved snapshot records any fact of this kind anywhere (then it is compared like everything else). */
function snapshotRecords(saved: Loose): { objects: Set<string>; players: Set<string>; extra: Set<string> } {
  const objects = new Set<string>()
  const players = new Set<string>()
  const extra = new Set<string>()
  if (isObject(saved.objects))
    for (const o of Object.values(saved.objects))
      if (isObject(o)) for (const k of OBJECT_FACTS) if (k in o) objects.add(k)
  if (Array.isArray(saved.players))
    for (const p of saved.players) if (isObject(p)) for (const k of PLAYER_FACTS) if (k in p) players.add(k)
  if (isObject(saved.extra)) for (const k of TURN_FACTS) if (k in saved.extra) extra.add(k)
  return { objects, players, extra }
}

/**
 * The replayed state without the recorded facts that a saved snapshot predates: a kind of fact the snapshot holds
 * nowhere was not recorded when it was saved. A snapshot that records a kind is compared on it in full.
 */
export function withoutFactsThatPredate<T extends GameState | Loose>(replayed: T, saved: Loose): T {
  const known = snapshotRecords(saved)
  const objectDrop = OBJECT_FACTS.filter((k) => !known.objects.has(k))
  const playerDrop = PLAYER_FACTS.filter((k) => !known.players.has(k))
  const extraDrop = TURN_FACTS.filter((k) => !known.extra.has(k))
  const r = replayed as Loose
  const out: Loose = { ...r }
  if (objectDrop.length && isObject(r.objects)) {
    const objects: Loose = {}
    for (const [id, o] of Object.entries(r.objects)) objects[id] = isObject(o) ? omit(o, objectDrop) : o
    out.objects = objects
  }
  if (playerDrop.length && Array.isArray(r.players))
    out.players = r.players.map((p) => (isObject(p) ? omit(p, playerDrop) : p))
  if (extraDrop.length && isObject(r.extra)) out.extra = omit(r.extra, extraDrop)
  if (isObject(saved.options) && isObject(r.options)) {
    const savedOptions = saved.options
    out.options = omit(
      r.options,
      Object.keys(r.options).filter((k) => !(k in savedOptions)),
    )
  }
  return out as T
}

function omit(o: Loose, keys: readonly string[]): Loose {
  if (!keys.some((k) => k in o)) return o
  const copy = { ...o }
  for (const k of keys) delete copy[k]
  return copy
}
