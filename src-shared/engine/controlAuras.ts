// "You control enchanted creature." (Control Magic): a control-changing effect (CR 613.1b, layer 2) that lasts while
// the Aura is on the battlefield attached to that permanent. The engine keeps each permanent's controller, so this
// settles it whenever the game is checked (with state-based actions, before a player gets priority).
import type { Tx } from './tx'
import type { CardObject, GameState, ObjId } from './types'
import { abilitiesOf, nameOf, playerName } from './query'

const controlsHost = (s: GameState, aura: CardObject): boolean =>
  !!aura.attachedTo && !!abilitiesOf(s, aura)?.statics.some((st) => st.kind === 'controlEnchanted')

/** Applies and ends Auras' control effects; true when a permanent changed controller. */
export function settleAuraControl(tx: Tx): boolean {
  const s = tx.s
  // The Aura that decides each enchanted permanent's controller: the latest one (CR 613.7: timestamp order).
  const winner = new Map<ObjId, CardObject>()
  for (const id of s.battlefield) {
    const a = s.objects[id]
    if (controlsHost(s, a) && s.objects[a.attachedTo!]?.zone === 'battlefield') winner.set(a.attachedTo!, a)
  }
  if (!winner.size && !s.battlefield.some((id) => s.objects[id].auraControl)) return false
  let changed = false
  for (const id of s.battlefield) {
    const o = s.objects[id]
    const aura = winner.get(id)
    if (o.auraControl && (!aura || aura.id !== o.auraControl.aura)) {
      // Its Aura left or let go: control returns, unless another Aura takes it below (CR 611.2b: the effect ends).
      const back = o.auraControl.from
      const w = tx.obj(id)
      delete w.auraControl
      if (!aura && o.controller !== back && !s.players[back]?.lost) {
        w.controller = back
        w.sick = true // CR 302.6
        delete w.echoed // CR 702.30a: it came under its controller's control again
        tx.log(`${playerName(s, back)} regains control of ${nameOf(s, id)}`)
        changed = true
      }
    }
    if (!aura || s.players[aura.controller]?.lost) continue
    const now = tx.s.objects[id]
    if (now.controller === aura.controller && now.auraControl?.aura === aura.id) continue
    const w = tx.obj(id)
    w.auraControl = { aura: aura.id, from: now.auraControl?.from ?? o.auraControl?.from ?? now.controller }
    if (now.controller !== aura.controller) {
      w.controller = aura.controller
      w.sick = true // CR 302.6: not continuously controlled since its new controller's turn began
      delete w.echoed // CR 702.30a: it came under its new controller's control
      tx.log(`${playerName(s, aura.controller)} gains control of ${nameOf(s, id)} (${nameOf(s, aura.id)})`)
      changed = true
    }
  }
  return changed
}
