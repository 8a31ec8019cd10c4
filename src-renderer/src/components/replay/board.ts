// What the replay board shows of a position (a player's or the table's view of the engine state): plain data for
// the components. Hidden cards (viewFor's placeholders) have no name.
import { HIDDEN_CARD, type GameState, type ObjId, type PlayerIndex } from '@shared/engine'

export interface BoardCard {
  id: ObjId
  /** null for a hidden card. */
  name: string | null
  tapped: boolean
  counters: string[]
  damage: number
  token: boolean
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
  battlefield: BoardCard[]
  graveyard: BoardCard[]
  exile: BoardCard[]
}

export function cardName(view: GameState, id: ObjId): string | null {
  const obj = view.objects[id]
  if (!obj || obj.def === HIDDEN_CARD) return null
  if (obj.faceDown && obj.zone === 'battlefield') return null
  const def = view.cards[obj.def]
  if (!def) return null
  return def.layout === 'normal' || !def.faces[obj.face ?? 0] ? def.name : def.faces[obj.face ?? 0].name
}

function card(view: GameState, id: ObjId): BoardCard {
  const obj = view.objects[id]
  return {
    id,
    name: cardName(view, id),
    tapped: obj?.tapped ?? false,
    counters: Object.entries(obj?.counters ?? {})
      .filter(([, n]) => n)
      .map(([kind, n]) => `${n} ${kind}`),
    damage: obj?.damage ?? 0,
    token: obj?.token === true,
  }
}

export function boardPlayers(view: GameState): BoardPlayer[] {
  return view.players.map((p, index) => ({
    index,
    name: p.name,
    life: p.life,
    poison: p.poison,
    lost: p.lost,
    active: view.phase === 'turn' && view.active === index,
    hand: (p.zones.hand ?? []).map((id) => card(view, id)),
    library: (p.zones.library ?? []).length,
    battlefield: view.battlefield.filter((id) => view.objects[id]?.controller === index).map((id) => card(view, id)),
    graveyard: (p.zones.graveyard ?? []).map((id) => card(view, id)),
    exile: (p.zones.exile ?? []).map((id) => card(view, id)),
  }))
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
