// A drop that can't happen always says why: where this card can go instead ("Drop Giant Growth on a highlighted
// place: Grizzly Bears, the stack"), in the viewer's words. The engine's own reasons come first (stores/table).
import { nameOf, playerName } from '@shared/engine'
import type { GameState, ObjId, PlayerIndex } from '@shared/engine'
import { zoneLabel } from './cardInfo'

/** A drop key in words: "Ben", "your battlefield", "the stack", "Ben's graveyard", a card's name. */
export function placeName(view: GameState, viewer: PlayerIndex | null, key: string): string {
  const [kind, a, b] = key.split(':')
  const whose = (p: number) => (p === viewer ? 'your' : `${playerName(view, p)}'s`)
  if (kind === 'stack') return 'the stack'
  if (kind === 'player') return playerName(view, Number(a))
  if (kind === 'battlefield') return `${whose(Number(a))} battlefield`
  if (kind === 'zone') return `${whose(Number(a))} ${zoneLabel(b).toLowerCase()}`
  if (kind === 'card' && view.objects[a]) return nameOf(view, a)
  return 'a highlighted place'
}

/** Why nothing happened, with the places the card may go (the legal drop keys of this drag). */
export function noDropHere(view: GameState, viewer: PlayerIndex | null, id: ObjId, legal: string[]): string {
  const name = view.objects[id] ? nameOf(view, id) : 'The card'
  const places = [...new Set(legal.map((k) => placeName(view, viewer, k)))]
  if (!places.length) return `${name} can't be played or moved now`
  return `${name} can't go there. Drop it on a highlighted place: ${places.slice(0, 6).join(', ')}${places.length > 6 ? '…' : ''}`
}

interface DropTable {
  dragging: ObjId | null
  drops: Map<string, unknown>
  drop(key: string): string | null
  refuse(reason: string): string
}

/** Drops on a target; a refusal with no reason of the engine's ("can't go there") names the places it can go. */
export function explainedDrop(
  table: DropTable,
  view: GameState | null | undefined,
  viewer: PlayerIndex | null,
  key: string,
): string | null {
  const id = table.dragging
  const legal = [...table.drops.keys()]
  const reason = table.drop(key)
  if (reason && id && view && reason.endsWith("can't go there"))
    return table.refuse(noDropHere(view, viewer, id, legal))
  return reason
}
