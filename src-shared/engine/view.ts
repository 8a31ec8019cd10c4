// Player views: what one player (or a spectator) may see (CR 400.2: libraries and hands are hidden zones;
// CR 708 face-down permanents). The renderer only ever shows a view. Hidden cards become placeholders
// ("hidden" definitions, fresh ids) and the generator state and seed are removed, so a view can't be used to
// predict a shuffle or to learn a hidden card's identity.
import type { CardObject, GameState, ObjId, PlayerIndex } from './types'
import { variantById } from './registry'
import { UNDECIDED_START } from './setup'

export const HIDDEN_CARD = 'hidden'

export function viewFor(state: GameState, viewer: PlayerIndex | 'spectator'): GameState {
  const objects: Record<ObjId, CardObject> = {}
  const usedDefs = new Set<string>()
  let hiddenCount = 0
  // A face-down permanent or spell keeps its id: which one attacks, blocks or is turned face up is public (CR 708.5);
  // only its card is hidden. Other hidden cards get fresh ids, so they can't be followed from zone to zone.
  const hide = (obj: CardObject): ObjId => {
    const id = obj.faceDown && (obj.zone === 'battlefield' || obj.zone === 'stack') ? obj.id : `h${++hiddenCount}`
    objects[id] = {
      id,
      def: HIDDEN_CARD,
      owner: obj.owner,
      controller: obj.controller,
      zone: obj.zone,
      tapped: obj.tapped,
      sick: false,
      faceDown: obj.faceDown,
      counters: { ...obj.counters },
      damage: obj.damage,
    }
    return id
  }
  const show = (obj: CardObject): ObjId => {
    objects[obj.id] = obj
    usedDefs.add(obj.def)
    return obj.id
  }
  const canSee = (obj: CardObject, zone: string): boolean => {
    if (obj.revealed) return true
    if (zone === 'library') return false
    if (zone === 'hand' || zone === 'outside') return viewer === obj.owner
    if (obj.faceDown) return viewer === obj.controller // CR 708.5
    return true
  }
  const players = state.players.map((p) => {
    const zones: Record<string, ObjId[]> = {}
    for (const [zone, ids] of Object.entries(p.zones)) {
      zones[zone] = ids.map((id) => {
        const obj = state.objects[id]
        return canSee(obj, zone) ? show(obj) : hide(obj)
      })
    }
    return { ...p, zones, manaPool: p.manaPool }
  })
  const battlefield = state.battlefield.map((id) =>
    canSee(state.objects[id], 'battlefield') ? show(state.objects[id]) : hide(state.objects[id]),
  )
  // A face-down spell (morph, CR 708.4) is hidden from the other players like a face-down permanent (CR 708.5).
  for (const item of state.stack) {
    const obj = state.objects[item.id]
    if (obj) (canSee(obj, 'stack') ? show : hide)(obj)
    const src = state.objects[item.source]
    if (src && !objects[src.id] && canSee(src, src.zone)) show(src)
  }
  const shared: Record<string, ObjId[]> = {}
  for (const [zone, ids] of Object.entries(state.shared)) shared[zone] = ids.map((id) => show(state.objects[id]))
  const cards: GameState['cards'] = {}
  for (const def of usedDefs) cards[def] = state.cards[def]
  for (const item of state.stack) if (item.def && state.cards[item.def]) cards[item.def] = state.cards[item.def]
  // Another player's decision that refers to a card hidden from the viewer (a search, a look at the top of a library,
  // CR 401.5, 701.16) keeps only who decides and its kind: its options, prompt and remembered cards would name it.
  const hiddenFromViewer = (id: ObjId) => !objects[id] || objects[id].def === HIDDEN_CARD
  const pending = state.pending.map((d) => {
    if (d.player === viewer) return d
    if (d.simultaneous) return { kind: d.kind, player: d.player, simultaneous: true }
    return refersTo(d, (id) => id in state.objects && hiddenFromViewer(id))
      ? { kind: d.kind, player: d.player, private: true }
      : d
  })
  // A starting player chosen in advance but not yet determined (Variant.startingPlayer 'setup', e.g. ruling MH-2)
  // stays hidden: the view keeps only that it is undecided (`starting`/`active` are a neutral 0 until then).
  const extra = UNDECIDED_START in state.extra ? { ...state.extra, [UNDECIDED_START]: null } : state.extra
  let view: GameState = {
    ...state,
    seed: 0,
    rng: 0,
    cards,
    objects,
    players,
    battlefield,
    shared,
    pending,
    extra,
  }
  const hook = variantById(state.variant).hooks.view
  if (hook) view = hook(state, viewer, view)
  return view
}

/** Whether any string in a plain value (a pending decision's data) is an object id `hidden` says is hidden. */
function refersTo(value: unknown, hidden: (id: ObjId) => boolean): boolean {
  if (typeof value === 'string') return hidden(value)
  if (Array.isArray(value)) return value.some((v) => refersTo(v, hidden))
  if (value && typeof value === 'object') return Object.values(value).some((v) => refersTo(v, hidden))
  return false
}
