// The manual tools (logged adjustments) respect the Manahearth zones: a hero can't be moved out of its Hero Zone
// (ruling MH-9), and the Manahearth Zone's lands are only played from it (ruling MH-6). A Manahearth land moved by
// hand off the battlefield returns to the zone (the move replacement in index.ts).
import type { ActionHandler } from '../../engine/variant'
import type { ManualAction } from '../../engine/types'
import { CORE_ACTIONS } from '../../engine/actions'
import { nameOf } from '../../engine/query'
import { HERO_ZONE } from './heroZone'
import { MANAHEARTH_ZONE } from './manahearthZone'

const coreManual = CORE_ACTIONS.manual as ActionHandler<ManualAction>

export const manual: ActionHandler<ManualAction> = {
  validate(s, a) {
    const obj = typeof a.card === 'string' ? s.objects[a.card] : undefined
    if (obj && a.op === 'move') {
      if (obj.zone === HERO_ZONE)
        return `${nameOf(s, obj.id)} is a hero: it can't be moved, sacrificed or exiled (ruling MH-9)`
      if (obj.zone === MANAHEARTH_ZONE)
        return `${nameOf(s, obj.id)} is in the Manahearth Zone: play it as your land drop ("playLand" with "from": "manahearth", ruling MH-6)`
    }
    return coreManual.validate(s, a)
  },
  apply: (tx, a) => coreManual.apply(tx, a),
  enumerate: (s, p) => coreManual.enumerate?.(s, p) ?? [],
}
