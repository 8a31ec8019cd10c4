// Triggered abilities (CR 603): collected when their events happen and put on the stack the next time a player
// would receive priority (CR 603.3), in APNAP order (CR 603.3b).
import type { Tx } from './tx'
import type { StackItem } from './types'
import { apnapOrder, abilitiesOf, faceOf, isAlive, nameOf } from './query'
import { givePriority } from './flow'

export function collectTriggers(tx: Tx): void {
  if (tx.s.entered.length === 0) return
  const triggered: StackItem[] = []
  for (const id of tx.s.entered) {
    const obj = tx.s.objects[id]
    if (!obj || obj.zone !== 'battlefield') continue
    const abilities = abilitiesOf(tx.s, obj)
    if (!abilities) continue
    for (const etb of abilities.etb) {
      triggered.push({
        id: tx.newId('a'),
        kind: 'trigger',
        source: id,
        controller: obj.controller,
        targets: [],
        ability: 'etb',
        text: etb.text,
        def: obj.def,
        face: obj.face ?? 0,
      })
    }
    // ETB triggers the engine can't read still trigger: they resolve by hand (CR 603.6a).
    const face = faceOf(tx.s, obj)
    for (const line of abilities.unknown) {
      if (/^When .+ enters the battlefield, /i.test(line) && face) {
        triggered.push({
          id: tx.newId('a'),
          kind: 'trigger',
          source: id,
          controller: obj.controller,
          targets: [],
          ability: 'manual',
          text: line,
        })
      }
    }
  }
  tx.set('entered', [])
  if (triggered.length) tx.set('triggered', [...tx.s.triggered, ...triggered])
}

/** CR 603.3b: APNAP order — the active player's triggers go on the stack first. */
export function putTriggersOnStack(tx: Tx): void {
  const order = apnapOrder(tx.s)
  const sorted = [...tx.s.triggered].sort((a, b) => order.indexOf(a.controller) - order.indexOf(b.controller))
  tx.set('triggered', [])
  for (const item of sorted) {
    if (!isAlive(tx.s, item.controller)) continue
    tx.stack().push(item)
    tx.log(`${nameOf(tx.s, item.source)}'s ability triggers`)
  }
  if (tx.s.priority === null) givePriority(tx, tx.s.active)
}
