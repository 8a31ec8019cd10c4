// What a player may see (rule 904.5e, ruling MM-4): only a Utopia's controller may look at the card it is; a card
// that entered a public zone and is not yet announced (ruling MM-8) shows as a hidden card to everyone but its owner.
// A card cast as another card was seen when it was cast: its physical card stays visible.
import type { CardObject, GameState, ObjId, PlayerIndex } from '../../engine/types'
import { HIDDEN_CARD } from '../../engine/view'
import { isUtopia } from './identity'

export function hideIdentities(state: GameState, viewer: PlayerIndex | 'spectator', view: GameState): GameState {
  let objects: Record<ObjId, CardObject> | null = null
  const change = (id: ObjId, obj: CardObject) => {
    objects ??= { ...view.objects }
    objects[id] = obj
  }
  for (const [id, obj] of Object.entries(view.objects)) {
    if (obj.def === HIDDEN_CARD) continue
    const physical = obj.extra?.physical
    if (isUtopia(obj) && physical !== undefined && viewer !== obj.controller) {
      const { physical: _hidden, ...extra } = obj.extra!
      change(id, { ...obj, extra })
    } else if (obj.extra?.announce && viewer !== obj.owner) {
      change(id, {
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
      })
    }
  }
  const shown = objects ?? view.objects
  // The view's card table: exactly the definitions its objects (and their visible physical cards) use.
  const cards: GameState['cards'] = {}
  for (const obj of Object.values(shown)) {
    if (state.cards[obj.def]) cards[obj.def] = state.cards[obj.def]
    const physical = obj.extra?.physical
    if (typeof physical === 'string' && state.cards[physical]) cards[physical] = state.cards[physical]
  }
  for (const item of view.stack) if (item.def && state.cards[item.def]) cards[item.def] = state.cards[item.def]
  if (view.cards[HIDDEN_CARD]) cards[HIDDEN_CARD] = view.cards[HIDDEN_CARD]
  return { ...view, objects: shown, cards }
}
