// What the replay board shows of a position (a player's or the table's view of the engine state), laid out as the
// table lays it out: plain data for the components. Hidden cards (viewFor's placeholders) have no name.
import { HIDDEN_CARD, faceOf, type GameState, type ObjId, type PlayerIndex } from '@shared/engine'

export interface BoardCard {
  id: ObjId
  /** null for a hidden card. */
  name: string | null
  tapped: boolean
}

/** A permanent with what is attached to it (Auras, Equipment: CR 301.5, 303.4), drawn under it. */
export interface BoardPermanent {
  id: ObjId
  attached: ObjId[]
}

export interface BoardPlayer {
  index: PlayerIndex
  name: string
  life: number
  poison: number
  lost: boolean
  active: boolean
  /** The cards in hand, each named or hidden. */
  hand: BoardCard[]
  library: number
  /** Creatures, then lands and other permanents, as the table draws them. */
  creatures: BoardPermanent[]
  permanents: BoardPermanent[]
  graveyard: ObjId[]
  exile: ObjId[]
  /** A variant's own zones (hero, slots…) that hold cards. */
  zones: { zone: string; ids: ObjId[] }[]
}

export function cardName(view: GameState, id: ObjId): string | null {
  const obj = view.objects[id]
  if (!obj || obj.def === HIDDEN_CARD) return null
  if (obj.faceDown && obj.zone === 'battlefield') return null
  const def = view.cards[obj.def]
  if (!def) return null
  return def.layout === 'normal' || !def.faces[obj.face ?? 0] ? def.name : def.faces[obj.face ?? 0].name
}

const card = (view: GameState, id: ObjId): BoardCard => ({
  id,
  name: cardName(view, id),
  tapped: view.objects[id]?.tapped ?? false,
})

const STANDARD_ZONES = ['library', 'hand', 'graveyard', 'exile', 'outside']

export function boardPlayers(view: GameState): BoardPlayer[] {
  const attached = new Map<ObjId, ObjId[]>()
  for (const id of view.battlefield) {
    const host = view.objects[id]?.attachedTo
    if (host && view.objects[host]?.zone === 'battlefield') attached.set(host, [...(attached.get(host) ?? []), id])
  }
  return view.players.map((p, index) => {
    const creatures: BoardPermanent[] = []
    const permanents: BoardPermanent[] = []
    for (const id of view.battlefield) {
      const o = view.objects[id]
      if (!o || o.controller !== index) continue
      if (o.attachedTo && view.objects[o.attachedTo]?.zone === 'battlefield') continue
      const entry = { id, attached: attached.get(id) ?? [] }
      const types = o.def !== HIDDEN_CARD && !o.faceDown ? (faceOf(view, o)?.types ?? []) : []
      if (types.includes('Creature')) creatures.push(entry)
      else permanents.push(entry)
    }
    return {
      index,
      name: p.name,
      life: p.life,
      poison: p.poison,
      lost: p.lost,
      active: view.phase === 'turn' && view.active === index,
      hand: (p.zones.hand ?? []).map((id) => card(view, id)),
      library: (p.zones.library ?? []).length,
      creatures,
      permanents,
      graveyard: [...(p.zones.graveyard ?? [])].reverse(),
      exile: [...(p.zones.exile ?? [])],
      zones: Object.entries(p.zones)
        .filter(([zone, ids]) => !STANDARD_ZONES.includes(zone) && ids.length > 0)
        .map(([zone, ids]) => ({ zone, ids: [...ids] })),
    }
  })
}

/** The stack, top first: spells by name, abilities as "NAME ability". */
export function stackLabels(view: GameState): string[] {
  return [...view.stack].reverse().map((item) => {
    if (item.kind === 'spell') return cardName(view, item.id) ?? 'a hidden spell'
    const source = view.objects[item.source]
      ? cardName(view, item.source)
      : item.def
        ? (view.cards[item.def]?.name ?? null)
        : null
    return `${source ?? 'A'} ability`
  })
}

/** "Turn 3 · Ann · precombat main" (or the setup / the end). */
export function positionLabel(view: GameState): string {
  if (view.phase === 'setup') return 'Setup'
  const who = view.players[view.active]?.name ?? `Player ${view.active + 1}`
  const step = view.step.replace(/([A-Z])/g, ' $1').toLowerCase()
  if (view.phase === 'ended') {
    const result =
      view.winner === 'draw'
        ? 'a draw'
        : typeof view.winner === 'number'
          ? `${view.players[view.winner]?.name ?? 'a player'} won`
          : 'game over'
    return `Turn ${view.turn} · ${result}`
  }
  return `Turn ${view.turn} · ${who} · ${step}`
}
